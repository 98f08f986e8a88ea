/**
 * The 14 colours every shopper starts with (spec section 3, 'Colour palette
 * entry'): neutrals and kraft for eco boxes, then a print-safe colour wheel.
 * The uids are stable: saved palettes and analytics refer to them.
 */
export const DEFAULT_PALETTE: readonly { readonly uid: number; readonly color: string }[] = Object.freeze(
  [
    { uid: 1, color: "#ffffff" }, // white
    { uid: 2, color: "#000000" }, // black
    { uid: 3, color: "#4d4d4d" }, // dark grey
    { uid: 4, color: "#a6a6a6" }, // light grey
    { uid: 5, color: "#b5895b" }, // kraft brown
    { uid: 6, color: "#d7263d" }, // red
    { uid: 7, color: "#f46036" }, // orange
    { uid: 8, color: "#f6c90e" }, // yellow
    { uid: 9, color: "#2e933c" }, // green
    { uid: 10, color: "#12877f" }, // teal
    { uid: 11, color: "#1b6ac9" }, // blue
    { uid: 12, color: "#1b2a4a" }, // navy
    { uid: 13, color: "#6a3d9a" }, // purple
    { uid: 14, color: "#e75a9b" }, // pink
  ].map((entry) => Object.freeze(entry)),
);

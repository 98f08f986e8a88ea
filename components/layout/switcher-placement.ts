/**
 * Where the region switcher's list opens. It hangs from the button's right edge,
 * as on a wide screen where the button sits at the right of the header; on a phone
 * the button is at the left and that would put the list's left part off the
 * screen (it opened at x = -133 at 390 px). The list is moved just enough to stay
 * `margin` px inside the viewport on both sides.
 */

export interface Anchor {
  left: number;
  right: number;
}

/** The list's left edge relative to the button's left edge, in px. */
export function panelLeftOffset(anchor: Anchor, panelWidth: number, viewportWidth: number, margin = 16): number {
  const hanging = anchor.right - panelWidth;
  const widest = Math.max(margin, viewportWidth - margin - panelWidth);
  const left = Math.min(Math.max(hanging, margin), widest);
  return Math.round(left - anchor.left);
}

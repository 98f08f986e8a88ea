/** Colours of the canvas's own marks (not the shopper's artwork). */

/** Around the board; the same colour dims the bleed and everything outside the panel. */
export const EDITOR_BACKGROUND = "#e9ebee";
/** The spec's edit background alpha: what lies outside the panel shows through at 20%. */
export const EDIT_BACKGROUND_ALPHA = 0.8;
export const EDIT_DIM = `rgba(233, 235, 238, ${EDIT_BACKGROUND_ALPHA})`;

/** The blank board under a side without a background colour. */
export const BOARD = "#ffffff";
export const CUT_LINE = "#1f2933";
export const CREASE_LINE = "#1b6ac9";
export const BLEED_LINE = "#d7263d";
export const SAFE_ZONE_LINE = "#2e933c";
export const SELECTION = "#1b6ac9";
export const CURRENT_SIDE = "#f46036";
export const SNAP_GUIDE = "#e0127c";
/** Elements the print check warns about: outlined in amber, beside the check list in the panel. */
export const WARNING = "#d97706";
/** The selection band dragged over empty canvas. */
export const SELECTION_BAND_FILL = "rgba(27, 106, 201, 0.08)";

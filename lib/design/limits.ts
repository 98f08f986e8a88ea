/**
 * Bounds every stored design keeps. They are sanity bounds against broken or
 * hostile input (a print sheet is far smaller), not the catalogue's size limits.
 * All lengths are millimetres.
 */

/** Elements on one side; the editor stays responsive well past this. */
export const MAX_ELEMENTS_PER_SIDE = 1000;
/** Element positions lie within -COORDINATE_LIMIT_MM..COORDINATE_LIMIT_MM. */
export const COORDINATE_LIMIT_MM = 5000;
/** Element sizes and inside dimensions: 0 < size <= MAX_SIZE_MM. */
export const MAX_SIZE_MM = 5000;
/** A product's length: a roll of tape is tens of metres long (the inside height may be 0: sheets and tape are flat). */
export const MAX_PRODUCT_LENGTH_MM = 200_000;
/** Rotation is accepted within -360..360 degrees and stored normalized to (-180, 180]. */
export const ROTATION_LIMIT_DEG = 360;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_FONT_SIZE_MM = 1000;
export const MAX_STROKE_WIDTH_MM = 100;
export const MIN_LINE_HEIGHT = 0.5;
export const MAX_LINE_HEIGHT = 3;
export const MAX_ELEMENT_NAME_LENGTH = 100;
/** Letter spacing is a multiple of the font size (em), so it keeps its look when the text is scaled. */
export const MIN_LETTER_SPACING_EM = -0.2;
export const MAX_LETTER_SPACING_EM = 1;
/** What a QR code holds, in UTF-8 bytes: a web address or a short text, still easy to scan when printed small. */
export const MAX_QR_DATA_BYTES = 300;
/** Colours the shopper used, kept with the design. */
export const MAX_PALETTE_COLORS = 64;

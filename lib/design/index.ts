/**
 * The box design document: what a shopper prints on each side of a box, as
 * plain JSON in millimetres, shared by the editor and the server's print output.
 */

export {
  SIDE_IDS,
  OUTSIDE_SIDE_IDS,
  INSIDE_SIDE_IDS,
  BOX_MODELS,
  isSideId,
  isBoxModel,
  type SideId,
  type OutsideSideId,
  type InsideSideId,
  type BoxModel,
  type Dimensions,
} from "./sides";
export {
  MAX_ELEMENTS_PER_SIDE,
  COORDINATE_LIMIT_MM,
  MAX_SIZE_MM,
  ROTATION_LIMIT_DEG,
  MAX_TEXT_LENGTH,
  MAX_FONT_SIZE_MM,
  MAX_STROKE_WIDTH_MM,
  MIN_LINE_HEIGHT,
  MAX_LINE_HEIGHT,
  MAX_ELEMENT_NAME_LENGTH,
  MAX_PALETTE_COLORS,
  MIN_LETTER_SPACING_EM,
  MAX_LETTER_SPACING_EM,
  MAX_QR_DATA_BYTES,
} from "./limits";
export { HEX_COLOR, normalizeColor } from "./colors";
export { DEFAULT_PALETTE } from "./palette";
export { FONTS, FONT_IDS, DEFAULT_FONT_ID, DEFAULT_FONT_WEIGHT, fontById, nearestWeight, type Font, type FontId } from "./fonts";
export {
  DESIGN_VERSION,
  ELEMENT_ID,
  FILE_ID,
  SHAPES,
  SHAPE_KINDS,
  designDocumentSchema,
  elementSchema,
  colorSchema,
  sideSchema,
  normalizeRotation,
  type DesignDocument,
  type DesignSide,
  type DesignElement,
  type ImageElement,
  type TextElement,
  type ShapeElement,
  type QrElement,
  type ElementType,
  type Shape,
  type ShapeKind,
  type PaletteEntry,
} from "./schema";
export { DesignDocumentError, type DesignIssue } from "./errors";
export { emptyDesign, parseDesignDocument, serializeDesign, imageFileIds, hasInsideArtwork } from "./document";
export { convertFromV1, V1_PIXEL_MM } from "./v1";
export { ESTIMATED_ADVANCE_EM, estimatedMeasure, graphemes, letterSpacingMm, linesHeight, wrapTextLines, type TextMeasure } from "./typesetting";
export { utf8Length } from "./utf8";
export {
  MAX_SHAPE_PATH_LENGTH,
  ShapePathError,
  formatShapePath,
  parseShapePath,
  shapePathProblem,
  shapePathSegments,
  traceShapePath,
  type PathSink,
  type ShapePathSegment,
} from "./shape-path";

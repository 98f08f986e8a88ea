/**
 * Parametric box nets: one fold tree of panels per box, shared by the 2D net
 * view, the side editor, the 3D fold and the print file. Pure geometry, no DOM.
 */
export { BLEED_MM, BOX_MODELS, INSIDE_SIDE_IDS, OUTSIDE_SIDE_IDS, SAFE_ZONE_MM, SIDE_IDS } from "./types";
export type {
  BagHandle,
  BoxModel,
  Cylinder,
  Dimensions,
  FlatSize,
  InsideSideId,
  Net,
  OutsideSideId,
  Panel,
  Part,
  PatternRepeat,
  Point,
  Segment,
  Sheet,
  SideFrame,
  SideId,
  Surface,
} from "./types";
export { netFits, NET_FITS_CACHE_SIZE } from "./cache";
export { buildNet, findSidePanel, printableSides, sheetNet, sheetOf, sidePanel, type PrintedSidesOptions } from "./net";
export { hasInsideSheet, insideSheet, isInsideSide, toInsideSheet } from "./inside";
export { netToSide, sideToNet } from "./frames";
export { foldTransforms, OPEN_LID_DEGREES, type FoldOptions } from "./fold";
export { panelHoles } from "./holes";
export { modelForProduct, modelForSkuModel, MODEL_BY_PRODUCT_SLUG } from "./sku";
export { bleedOutline, safeOutline } from "./outlines";
export { dielineDrawing, DIELINE_MARGIN_MM, type DielineDrawing, type DielineLabel } from "./drawing";
export { dielineSvg, DIELINE_COLOURS, type DielineWords } from "./svg";
export { EDITOR_PATHS, editorFlavourOf, PRODUCT_EDITOR_MODELS, type EditorFlavour } from "./editors";
export { printedTiles, SHEET_TILE_MM, sheetTileSide, TAPE_REPEAT_MM, tapeTile, tilePlacements, type TilePlacement } from "./pattern";

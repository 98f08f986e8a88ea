/**
 * The 2D design canvas (react-konva) and the flat side renders the thumbnails
 * and the 3D preview's textures are made from. Client only.
 */
export { DesignCanvas, type DesignCanvasHandle, type DesignCanvasProps, type CanvasMode } from "./DesignCanvas";
export {
  exportSidePng,
  renderSideToCanvas,
  renderArea,
  imageLoaderFor,
  type ExportSideOptions,
  type RenderSideOptions,
  type SideImageLoader,
} from "./export-side";
export { loadBrowserImage, type LoadImage } from "./images";
export { FontLoader, browserFonts, fontFileUrl, fontFilesOf, useFontPreviews, type FontFaceApi } from "./fonts";
export type { LoadedImage } from "./element-shapes";
export { sideGeometry, frameTransform, type SideGeometry } from "./side-geometry";
export { SAFE_ZONE_TIME_MS } from "./side-gestures";
export { STAGE_SIZE, ZOOM_MIN, ZOOM_MAX } from "./viewport";

/**
 * The folded 3D preview of a box. Importing this module loads three.js: import it
 * lazily (next/dynamic with ssr: false, or React.lazy, which takes the default export).
 * The constants alone are in ./constants, free of three.js.
 */
import { BoxPreview3D } from "./BoxPreview3D";

export { BoxPreview3D };
export default BoxPreview3D;
export type { BoxPreview3DHandle, BoxPreview3DProps, BoxViewerHandle } from "./BoxPreview3D";
export type { ArtworkSource, SideTextures } from "./artwork-texture";
export { boardColours, KRAFT_BOARD, WHITE_BOARD, type BoardColours } from "./board-colours";
export { EXPORT_BACKGROUND_ALPHA, FIELD_OF_VIEW, FOLD_MS, PREVIEW_TEST_ID, UNFOLD_MS } from "./constants";

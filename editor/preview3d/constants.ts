/**
 * The 3D preview's numbers from the spec, in a module without three.js so the editor
 * page can read them without loading the 3D code.
 */

/** Vertical field of view of the preview camera, in degrees. */
export const FIELD_OF_VIEW = 45;
/** How long the box takes to fold from the flat net to closed. */
export const FOLD_MS = 1200;
/** How long the box takes to unfold from closed to the flat net. */
export const UNFOLD_MS = 800;
/** Opacity of the background behind the box in an exported 3D render. */
export const EXPORT_BACKGROUND_ALPHA = 0.9;

/** The canvas element's test id, for end-to-end tests and benchmarks. */
export const PREVIEW_TEST_ID = "box-preview-3d";

/** Every word the viewer shows, from the ProductViewer messages (ProductViewerSlot reads them on the server). */
export interface ProductViewerWords {
  open: string;
  loading: string;
  loadFailed: string;
  title: string;
  label: string;
  controls: string;
  turnLeft: string;
  turnRight: string;
  tiltUp: string;
  tiltDown: string;
  openLid: string;
  closeLid: string;
  unfold: string;
  fold: string;
  close: string;
  plain: string;
  hint: string;
  webglUnavailable: string;
  /** "{length} × {width} × {height} mm": the unit filled in, the numbers left for the viewer. */
  customSize: string;
}

export const WORD_KEYS = [
  "open",
  "loading",
  "loadFailed",
  "title",
  "label",
  "controls",
  "turnLeft",
  "turnRight",
  "tiltUp",
  "tiltDown",
  "openLid",
  "closeLid",
  "unfold",
  "fold",
  "close",
  "plain",
  "hint",
  "webglUnavailable",
] as const satisfies readonly Exclude<keyof ProductViewerWords, "customSize">[];

/**
 * The busy states of spec section 2 'Busy overlays', one named variant each.
 * The value is the message key under Busy in messages/.
 */
export const BUSY_STATES = [
  "waitingForFiles",
  "converting",
  "creating",
  "fetching",
  "savingBoxDesign",
  "addingItemToOrder",
  "preparingOrder",
  "preparingOffer",
  "updatingQuantityQuality",
  "submittingOrderDetails",
  "redirectingToPayment",
  "returningFromPayment",
  "loadingBoxData",
  "boxDataUnauthorized",
  "preparingSamplePack",
] as const;

export type BusyState = (typeof BUSY_STATES)[number];

/** States that report a problem instead of work in progress: no spinner, announced as an alert. */
export const BUSY_ERROR_STATES: ReadonlySet<BusyState> = new Set(["boxDataUnauthorized"]);

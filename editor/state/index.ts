/**
 * The box editor's state: the design being edited, the side on screen, the
 * selection and undo history, changed only through commands and actions.
 */

export type { EditorState, Command, Action, ElementPatch, ReorderTarget, Refusal, RefusalReason, CommandResult } from "./types";
export {
  DUPLICATE_OFFSET_MM,
  addElement,
  updateElement,
  moveElements,
  removeElements,
  duplicateElements,
  reorder,
  setBackground,
  replaceDocument,
  batch,
  applyCommand,
  tryCommand,
  sideOf,
} from "./commands";
export { UNDO_LIMIT, createEditorState, undo, redo, canUndo, canRedo, beginGesture, endGesture } from "./history";
export { select, toggleSelection, clearSelection, selectAll, setSide } from "./selection";
export { reduce, step, type StepResult } from "./reduce";
export { SHORTCUTS, NUDGE_MM, NUDGE_LARGE_MM, commandForKey, shortcutFor, type Shortcut, type ShortcutName, type KeyLike } from "./shortcuts";
export { copySelection, cutSelection, pasteClipboard, type Clipboard } from "./clipboard";
export { createEditorStore, useEditorStore, type EditorStore, type DispatchResult } from "./store";
export { newElementId } from "./ids";
export {
  ALIGN_EDGES,
  DISTRIBUTE_AXES,
  DISTRIBUTE_MINIMUM,
  alignMoves,
  alignSelection,
  canGroup,
  canUngroup,
  distributeMoves,
  distributeSelection,
  elementBox,
  groupSelection,
  piecesOf,
  toggleLockSelection,
  ungroupSelection,
  unionBox,
  type AlignEdge,
  type Box,
  type DistributeAxis,
  type Piece,
  type SideBox,
} from "./arrange";
export {
  LIMITED_PRINT_COLOURS,
  MIN_PRINT_DPI,
  checkSide,
  colourLimitFor,
  edgeWarnings,
  largerThanSide,
  panelShape,
  printDpi,
  sideColours,
  type CheckInput,
  type DesignWarning,
  type ImageFacts,
  type PanelShape,
  type WarningKind,
} from "./warnings";
export { createSideChecks, type CheckSettings, type SideCheck, type SideChecks } from "./side-checks";

import type { DesignDocument, DesignElement, DesignIssue, ImageElement, ShapeElement, SideId, TextElement } from "@/lib/design";

/**
 * Everything the editor knows about the design being edited. States are never
 * changed in place: every step makes a new state that shares every part it
 * did not touch (sides, elements, history entries) with the one before.
 */
export interface EditorState {
  readonly document: DesignDocument;
  /** The side on screen; selection and keyboard shortcuts act on it. */
  readonly side: SideId;
  /** Selected element ids, all on the current side. */
  readonly selection: readonly string[];
  /** Earlier documents, oldest first: undo returns to the last one. At most UNDO_LIMIT. */
  readonly past: readonly DesignDocument[];
  /** Undone documents: redo returns to the last one. Any new change empties it. */
  readonly future: readonly DesignDocument[];
  /** An open drag or transform: its updates become one undo step when it ends. */
  readonly gesture: { readonly base: DesignDocument } | null;
}

type Editable<E> = Partial<Omit<E, "id" | "type">>;
/** Fields to change on one element; a field set to undefined is removed (a crop, a name, the lock). */
export type ElementPatch = Editable<ImageElement> | Editable<TextElement> | Editable<ShapeElement>;

export type ReorderTarget = "forward" | "backward" | "front" | "back";

/** A change to the design, as plain data: it can be logged, replayed or sent. */
export type Command =
  | { type: "addElement"; side: SideId; element: DesignElement }
  | { type: "updateElement"; side: SideId; id: string; patch: ElementPatch }
  | { type: "moveElements"; side: SideId; ids: readonly string[]; dx: number; dy: number }
  | { type: "removeElements"; side: SideId; ids: readonly string[] }
  /** Copies carry the ids in newIds (newIds[i] for ids[i]) so replaying the command makes the same copies. */
  | { type: "duplicateElements"; side: SideId; ids: readonly string[]; newIds: readonly string[] }
  | { type: "reorder"; side: SideId; id: string; to: ReorderTarget }
  | { type: "setBackground"; side: SideId; color: string | null }
  /** resetHistory: for a freshly loaded design, which has nothing to undo back to. */
  | { type: "replaceDocument"; document: DesignDocument; resetHistory?: boolean };

/** Everything the store accepts: commands, and the steps that do not change the design. */
export type Action =
  | Command
  | { type: "undo" }
  | { type: "redo" }
  | { type: "beginGesture" }
  | { type: "endGesture" }
  | { type: "select"; ids: readonly string[] }
  | { type: "toggleSelection"; id: string }
  | { type: "clearSelection" }
  | { type: "selectAll"; side?: SideId }
  | { type: "setSide"; side: SideId }
  /** Several commands as one undo step, all or nothing: a refused one leaves the state as it was (align, group ...). */
  | { type: "batch"; commands: readonly Command[] };

export type RefusalReason =
  /** The result would not be a valid document (bounds, colours, fonts ...); issues say where. */
  | "invalid"
  /** An element id is not on the side. */
  | "not-found"
  /** A locked element would move, change or disappear. */
  | "locked"
  /** The side would hold more than MAX_ELEMENTS_PER_SIDE elements. */
  | "limit"
  /** A new element's id is already used in the document. */
  | "duplicate-id";

export interface Refusal {
  reason: RefusalReason;
  message: string;
  issues: DesignIssue[];
}

export type CommandResult = { ok: true; state: EditorState } | { ok: false; refusal: Refusal };

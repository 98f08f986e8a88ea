import {
  MAX_ELEMENTS_PER_SIDE,
  SIDE_IDS,
  colorSchema,
  designDocumentSchema,
  elementSchema,
  isSideId,
  type DesignDocument,
  type DesignElement,
  type DesignIssue,
  type DesignSide,
  type SideId,
} from "@/lib/design";
import { commit, createEditorState, endGesture, keptSelection } from "./history";
import { newElementId } from "./ids";
import type { Action, Command, CommandResult, EditorState, ElementPatch, Refusal, RefusalReason, ReorderTarget } from "./types";

/** How far a duplicate lands from its original, right and down, so it is seen as a copy. */
export const DUPLICATE_OFFSET_MM = 5;
/** Fields a locked element still accepts: it can be renamed, unlocked and grouped (none of them moves it or changes the print). */
const EDITABLE_WHEN_LOCKED = new Set(["locked", "name", "groupId"]);
/** Shared by every side a document leaves out; never changed, as commands copy before they change. */
const BLANK_SIDE: DesignSide = { background: null, elements: [] };

// Command creators, so callers write addElement(side, element) rather than object literals.
export const addElement = (side: SideId, element: DesignElement): Command => ({ type: "addElement", side, element });
export const updateElement = (side: SideId, id: string, patch: ElementPatch): Command => ({ type: "updateElement", side, id, patch });
export const moveElements = (side: SideId, ids: readonly string[], dx: number, dy: number): Command => ({ type: "moveElements", side, ids, dx, dy });
export const removeElements = (side: SideId, ids: readonly string[]): Command => ({ type: "removeElements", side, ids });
export const duplicateElements = (side: SideId, ids: readonly string[], newIds: readonly string[] = ids.map(() => newElementId())): Command => ({
  type: "duplicateElements",
  side,
  ids,
  newIds,
});
export const reorder = (side: SideId, id: string, to: ReorderTarget): Command => ({ type: "reorder", side, id, to });
export const setBackground = (side: SideId, color: string | null): Command => ({ type: "setBackground", side, color });
/** Several commands as one undo step, all or nothing. */
export const batch = (commands: readonly Command[]): Action => ({ type: "batch", commands });
export const replaceDocument = (document: DesignDocument, options: { resetHistory?: boolean } = {}): Command => ({
  type: "replaceDocument",
  document,
  ...options,
});

/** The side of a document; a side the document leaves out is blank. */
export function sideOf(document: DesignDocument, side: SideId): DesignSide {
  return document.sides[side] ?? BLANK_SIDE;
}

/**
 * Applies a command, or refuses it when the design would stop being a valid
 * document (bounds, limits, colours, fonts), when it names an element that is
 * not on the side, or when it would change a locked element. A refused command
 * changes nothing. A command that changes nothing (moving by 0, setting the
 * colour already set) succeeds with the very same state, leaving no undo step.
 */
export function tryCommand(state: EditorState, command: Command): CommandResult {
  if (command.type === "replaceDocument") return replace(state, command.document, command.resetHistory === true);
  if (!isSideId(command.side)) return refuse("invalid", `Unknown side "${String(command.side)}"`);
  const side = sideOf(state.document, command.side);
  const at = (index: number | string): readonly PropertyKey[] => ["sides", command.side, "elements", index];
  const change = (elements: DesignElement[], selection?: readonly string[]): CommandResult => ({
    ok: true,
    state: commit(state, withSide(state.document, command.side, { ...side, elements }), selection),
  });
  const selectionOnSide = (ids: readonly string[]) => (command.side === state.side ? ids : state.selection);

  switch (command.type) {
    case "addElement": {
      if (side.elements.length >= MAX_ELEMENTS_PER_SIDE) return refuse("limit", `A side holds at most ${MAX_ELEMENTS_PER_SIDE} elements`);
      const parsed = validElement(command.element, at(side.elements.length));
      if (!parsed.ok) return parsed;
      if (idsInUse(state.document).has(parsed.element.id)) return refuse("duplicate-id", `Element id "${parsed.element.id}" is already used`);
      return change([...side.elements, parsed.element], selectionOnSide([parsed.element.id]));
    }

    case "updateElement": {
      const index = side.elements.findIndex((element) => element.id === command.id);
      const current = side.elements[index];
      if (!current) return refuse("not-found", `No element "${command.id}" on the ${command.side} side`);
      const keys = Object.keys(command.patch);
      if (keys.includes("id") || keys.includes("type")) return refuse("invalid", "An element's id and type cannot change");
      if (current.locked && keys.some((key) => !EDITABLE_WHEN_LOCKED.has(key))) return refuse("locked", `Element "${current.id}" is locked`);
      const parsed = validElement(withoutUndefined({ ...current, ...command.patch }), at(index));
      if (!parsed.ok) return parsed;
      if (sameValue(parsed.element, current)) return { ok: true, state };
      const elements = [...side.elements];
      elements[index] = parsed.element;
      return change(elements);
    }

    case "moveElements": {
      const found = findAll(side, command.side, command.ids);
      if (!found.ok) return found;
      if (found.indexes.length === 0 || (command.dx === 0 && command.dy === 0)) return { ok: true, state };
      const locked = lockedAmong(side, found.indexes);
      if (locked) return locked;
      const elements = [...side.elements];
      for (const index of found.indexes) {
        const current = side.elements[index]!;
        const parsed = validElement({ ...current, x: current.x + command.dx, y: current.y + command.dy }, at(index));
        if (!parsed.ok) return parsed;
        elements[index] = parsed.element;
      }
      return change(elements);
    }

    case "removeElements": {
      const found = findAll(side, command.side, command.ids);
      if (!found.ok) return found;
      if (found.indexes.length === 0) return { ok: true, state };
      const locked = lockedAmong(side, found.indexes);
      if (locked) return locked;
      const removed = new Set(command.ids);
      const remaining = side.elements.filter((element) => !removed.has(element.id));
      return change(remaining, command.side === state.side ? state.selection.filter((id) => !removed.has(id)) : state.selection);
    }

    case "duplicateElements": {
      if (command.ids.length !== command.newIds.length) return refuse("invalid", "Every duplicated element needs exactly one new id");
      const found = findAll(side, command.side, command.ids);
      if (!found.ok) return found;
      if (found.indexes.length === 0) return { ok: true, state };
      if (side.elements.length + found.indexes.length > MAX_ELEMENTS_PER_SIDE) {
        return refuse("limit", `A side holds at most ${MAX_ELEMENTS_PER_SIDE} elements`);
      }
      const newIdOf = new Map(command.ids.map((id, i) => [id, command.newIds[i]!]));
      const inUse = idsInUse(state.document);
      const copies: DesignElement[] = [];
      // The copies of a group form a group of their own, named after its first copy so replaying gives the same.
      const copiedGroup = new Map<string, string>();
      // Copies go on top, keeping the originals' order among themselves.
      for (const index of found.indexes) {
        const { locked: _locked, ...original } = side.elements[index]!;
        const id = newIdOf.get(original.id)!;
        if (original.groupId !== undefined) {
          if (!copiedGroup.has(original.groupId)) copiedGroup.set(original.groupId, `g-${id}`.slice(0, 40));
          original.groupId = copiedGroup.get(original.groupId)!;
        }
        if (inUse.has(id)) return refuse("duplicate-id", `Element id "${id}" is already used`);
        inUse.add(id);
        const parsed = validElement(
          { ...original, id, x: original.x + DUPLICATE_OFFSET_MM, y: original.y + DUPLICATE_OFFSET_MM },
          at(side.elements.length + copies.length),
        );
        if (!parsed.ok) return parsed;
        copies.push(parsed.element);
      }
      return change([...side.elements, ...copies], selectionOnSide(copies.map((copy) => copy.id)));
    }

    case "reorder": {
      const index = side.elements.findIndex((element) => element.id === command.id);
      if (index < 0) return refuse("not-found", `No element "${command.id}" on the ${command.side} side`);
      const last = side.elements.length - 1;
      const target = { forward: Math.min(index + 1, last), backward: Math.max(index - 1, 0), front: last, back: 0 }[command.to];
      if (target === undefined) return refuse("invalid", `Unknown place "${String(command.to)}"`);
      if (target === index) return { ok: true, state };
      const elements = [...side.elements];
      const [moved] = elements.splice(index, 1);
      elements.splice(target, 0, moved!);
      return change(elements);
    }

    case "setBackground": {
      const parsed = colorSchema.nullable().safeParse(command.color);
      if (!parsed.success) {
        return refuse("invalid", "Expected a colour or none", [
          { path: `sides.${command.side}.background`, message: parsed.error.issues[0]?.message ?? "Invalid colour" },
        ]);
      }
      if (parsed.data === side.background) return { ok: true, state };
      return { ok: true, state: commit(state, withSide(state.document, command.side, { ...side, background: parsed.data })) };
    }
  }
}

/** applyCommand's refusal is the unchanged state itself (the same object); tryCommand says why. */
export function applyCommand(state: EditorState, command: Command): EditorState {
  const result = tryCommand(state, command);
  return result.ok ? result.state : state;
}

function replace(state: EditorState, document: DesignDocument, resetHistory: boolean): CommandResult {
  if (document === state.document && !resetHistory) return { ok: true, state };
  const parsed = designDocumentSchema.safeParse(document);
  if (!parsed.success) return refuse("invalid", "Not a valid design document", issues(parsed.error.issues));
  const selection = keptSelection(state.selection, parsed.data, state.side);
  if (resetHistory) return { ok: true, state: { ...createEditorState(parsed.data, state.side), selection } };
  // A replacement is never part of a drag: the drag so far becomes its own step.
  return { ok: true, state: commit(endGesture(state), parsed.data, selection) };
}

function withSide(document: DesignDocument, side: SideId, next: DesignSide): DesignDocument {
  return { ...document, sides: { ...document.sides, [side]: next } };
}

type Parsed = { ok: true; element: DesignElement } | { ok: false; refusal: Refusal };

function validElement(candidate: unknown, path: readonly PropertyKey[]): Parsed {
  const parsed = elementSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, element: parsed.data };
  return refuse("invalid", "The element would not be valid", issues(parsed.error.issues, path));
}

/** Indexes of the ids on the side, in z-order; any id missing refuses the command. */
function findAll(side: DesignSide, sideId: SideId, ids: readonly string[]): { ok: true; indexes: number[] } | { ok: false; refusal: Refusal } {
  const wanted = new Set(ids);
  const indexes: number[] = [];
  side.elements.forEach((element, index) => {
    if (wanted.has(element.id)) indexes.push(index);
  });
  if (indexes.length < wanted.size) {
    const present = new Set(indexes.map((index) => side.elements[index]!.id));
    const missing = [...wanted].filter((id) => !present.has(id));
    return refuse("not-found", `No element ${missing.map((id) => `"${id}"`).join(", ")} on the ${sideId} side`);
  }
  return { ok: true, indexes };
}

function lockedAmong(side: DesignSide, indexes: number[]): { ok: false; refusal: Refusal } | undefined {
  const locked = indexes.map((index) => side.elements[index]!).find((element) => element.locked);
  return locked ? refuse("locked", `Element "${locked.id}" is locked`) : undefined;
}

function idsInUse(document: DesignDocument): Set<string> {
  const ids = new Set<string>();
  for (const side of SIDE_IDS) for (const element of document.sides[side]?.elements ?? []) ids.add(element.id);
  return ids;
}

function refuse(reason: RefusalReason, message: string, found: DesignIssue[] = []): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { reason, message, issues: found } };
}

function issues(list: readonly { path: readonly PropertyKey[]; message: string }[], prefix: readonly PropertyKey[] = []): DesignIssue[] {
  return list.map((issue) => ({ path: [...prefix, ...issue.path].map(String).join("."), message: issue.message }));
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** Deep equality of plain JSON values, key order ignored. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

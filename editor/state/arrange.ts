import type { DesignElement, SideId } from "@/lib/design";
import { batch, moveElements, sideOf, updateElement } from "./commands";
import { newElementId } from "./ids";
import type { Action, EditorState } from "./types";

/**
 * Grouping, aligning and distributing the selection (ADR 0041). Each gives one
 * `batch` action, so the whole arrangement is one undo step, or null when there
 * is nothing to do. A group counts as one piece: it is aligned and spaced by
 * the box around all its elements, and its elements keep their places within it.
 */

export type AlignEdge = "left" | "centre" | "right" | "top" | "middle" | "bottom";
export type DistributeAxis = "horizontal" | "vertical";

export const ALIGN_EDGES: readonly AlignEdge[] = ["left", "centre", "right", "top", "middle", "bottom"];
export const DISTRIBUTE_AXES: readonly DistributeAxis[] = ["horizontal", "vertical"];

/** The fewest pieces distributing spaces out: with two there is no gap between gaps to even out. */
export const DISTRIBUTE_MINIMUM = 3;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One thing that moves as a whole: a lone element or a group. */
export interface Piece {
  ids: string[];
  box: Box;
}

/** The upright box around an element turned clockwise about its top-left corner. */
export function elementBox(element: Pick<DesignElement, "x" | "y" | "width" | "height" | "rotation">): Box {
  if (element.rotation === 0) return { x: element.x, y: element.y, width: element.width, height: element.height };
  const radians = (element.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const xs = [0, element.width * cos, element.width * cos - element.height * sin, -element.height * sin];
  const ys = [0, element.width * sin, element.width * sin + element.height * cos, element.height * cos];
  const x = element.x + Math.min(...xs);
  const y = element.y + Math.min(...ys);
  return { x, y, width: element.x + Math.max(...xs) - x, height: element.y + Math.max(...ys) - y };
}

export function unionBox(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The selected elements as pieces, in z-order of their first element; locked pieces are left out, as they cannot move. */
export function piecesOf(elements: readonly DesignElement[], selection: readonly string[]): Piece[] {
  const selected = new Set(selection);
  const pieces = new Map<string, DesignElement[]>();
  for (const element of elements) {
    if (!selected.has(element.id)) continue;
    const key = element.groupId === undefined ? `element:${element.id}` : `group:${element.groupId}`;
    pieces.set(key, [...(pieces.get(key) ?? []), element]);
  }
  return [...pieces.values()]
    .filter((members) => members.every((element) => !element.locked))
    .map((members) => ({ ids: members.map((element) => element.id), box: unionBox(members.map(elementBox)) }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** How far each piece moves so the chosen edge or centre line meets the reference's. */
export function alignMoves(pieces: readonly Piece[], edge: AlignEdge, reference: Box): { ids: string[]; dx: number; dy: number }[] {
  const target = (box: Box): { dx: number; dy: number } => {
    switch (edge) {
      case "left":
        return { dx: reference.x - box.x, dy: 0 };
      case "centre":
        return { dx: reference.x + reference.width / 2 - (box.x + box.width / 2), dy: 0 };
      case "right":
        return { dx: reference.x + reference.width - (box.x + box.width), dy: 0 };
      case "top":
        return { dx: 0, dy: reference.y - box.y };
      case "middle":
        return { dx: 0, dy: reference.y + reference.height / 2 - (box.y + box.height / 2) };
      case "bottom":
        return { dx: 0, dy: reference.y + reference.height - (box.y + box.height) };
    }
  };
  return pieces.map((piece) => {
    const { dx, dy } = target(piece.box);
    return { ids: piece.ids, dx: round(dx), dy: round(dy) };
  });
}

/**
 * Even gaps between the pieces along the axis: the outermost two stay, the
 * others move so every gap between neighbours is the same (overlapping pieces
 * get the same negative gap).
 */
export function distributeMoves(pieces: readonly Piece[], axis: DistributeAxis): { ids: string[]; dx: number; dy: number }[] {
  if (pieces.length < DISTRIBUTE_MINIMUM) return [];
  const start = (box: Box) => (axis === "horizontal" ? box.x : box.y);
  const length = (box: Box) => (axis === "horizontal" ? box.width : box.height);
  const centre = (box: Box) => start(box) + length(box) / 2;
  const ordered = [...pieces].sort((a, b) => centre(a.box) - centre(b.box));
  const first = ordered[0]!.box;
  const last = ordered.at(-1)!.box;
  const span = start(last) + length(last) - start(first);
  const gap = (span - ordered.reduce((sum, piece) => sum + length(piece.box), 0)) / (ordered.length - 1);
  let at = start(first);
  return ordered.map((piece) => {
    const delta = round(at - start(piece.box));
    at += length(piece.box) + gap;
    return { ids: piece.ids, dx: axis === "horizontal" ? delta : 0, dy: axis === "vertical" ? delta : 0 };
  });
}

/** The side's own box, which a single piece is aligned to. */
export interface SideBox {
  width: number;
  height: number;
}

function selectedPieces(state: EditorState): Piece[] {
  return piecesOf(sideOf(state.document, state.side).elements, state.selection);
}

function movesAction(side: SideId, moves: readonly { ids: string[]; dx: number; dy: number }[]): Action | null {
  const commands = moves.filter((move) => move.dx !== 0 || move.dy !== 0).map((move) => moveElements(side, move.ids, move.dx, move.dy));
  return commands.length > 0 ? batch(commands) : null;
}

/** Aligns the selected pieces to the box around them, or a single piece to the side (its panel). */
export function alignSelection(state: EditorState, edge: AlignEdge, sideBox: SideBox): Action | null {
  const pieces = selectedPieces(state);
  if (pieces.length === 0) return null;
  const reference = pieces.length === 1 ? { x: 0, y: 0, ...sideBox } : unionBox(pieces.map((piece) => piece.box));
  return movesAction(state.side, alignMoves(pieces, edge, reference));
}

export function distributeSelection(state: EditorState, axis: DistributeAxis): Action | null {
  return movesAction(state.side, distributeMoves(selectedPieces(state), axis));
}

/** Whether the selection can be grouped: two or more elements that are not already exactly one group. */
export function canGroup(state: EditorState): boolean {
  const selected = sideOf(state.document, state.side).elements.filter((element) => state.selection.includes(element.id));
  if (selected.length < 2) return false;
  const groups = new Set(selected.map((element) => element.groupId));
  return groups.size > 1 || groups.has(undefined);
}

export function canUngroup(state: EditorState): boolean {
  return sideOf(state.document, state.side).elements.some((element) => state.selection.includes(element.id) && element.groupId !== undefined);
}

/** Makes the selection one group (a group inside it is merged into the new one). */
export function groupSelection(state: EditorState, groupId: string = newElementId()): Action | null {
  if (!canGroup(state)) return null;
  return batch(state.selection.map((id) => updateElement(state.side, id, { groupId })));
}

/** Dissolves every group in the selection; the elements stay where they are, still selected. */
export function ungroupSelection(state: EditorState): Action | null {
  const grouped = sideOf(state.document, state.side).elements.filter((element) => state.selection.includes(element.id) && element.groupId !== undefined);
  if (grouped.length === 0) return null;
  return batch(grouped.map((element) => updateElement(state.side, element.id, { groupId: undefined })));
}

/** Locks every selected element, or unlocks them all when every one is locked already. */
export function toggleLockSelection(state: EditorState): Action | null {
  const selected = sideOf(state.document, state.side).elements.filter((element) => state.selection.includes(element.id));
  if (selected.length === 0) return null;
  const lock = selected.some((element) => !element.locked);
  return batch(selected.map((element) => updateElement(state.side, element.id, { locked: lock ? true : undefined })));
}

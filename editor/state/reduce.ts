import { tryCommand } from "./commands";
import { beginGesture, endGesture, redo, undo } from "./history";
import { clearSelection, select, selectAll, setSide, toggleSelection } from "./selection";
import type { Action, Command, EditorState, Refusal } from "./types";

export interface StepResult {
  state: EditorState;
  /** Set when a command was refused; the state is then the one given. */
  refusal?: Refusal;
}

/** One action on the state; unchanged state comes back as the same object. */
export function step(state: EditorState, action: Action): StepResult {
  switch (action.type) {
    case "undo":
      return { state: undo(state) };
    case "redo":
      return { state: redo(state) };
    case "beginGesture":
      return { state: beginGesture(state) };
    case "endGesture":
      return { state: endGesture(state) };
    case "select":
      return { state: select(state, action.ids) };
    case "toggleSelection":
      return { state: toggleSelection(state, action.id) };
    case "clearSelection":
      return { state: clearSelection(state) };
    case "selectAll":
      return { state: selectAll(state, action.side) };
    case "setSide":
      return { state: setSide(state, action.side) };
    case "batch":
      return batch(state, action.commands);
    default: {
      const result = tryCommand(state, action);
      return result.ok ? { state: result.state } : { state, refusal: result.refusal };
    }
  }
}

/** All the commands or none, recorded as one step (inside an open gesture, as part of it). */
function batch(state: EditorState, commands: readonly Command[]): StepResult {
  let next = beginGesture(state);
  for (const command of commands) {
    const result = tryCommand(next, command);
    if (!result.ok) return { state, refusal: result.refusal };
    next = result.state;
  }
  if (next.document === state.document && next.selection === state.selection) return { state };
  return { state: state.gesture ? next : endGesture(next) };
}

export function reduce(state: EditorState, action: Action): EditorState {
  return step(state, action).state;
}

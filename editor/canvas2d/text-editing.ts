import type { DesignElement, ImageElement, TextElement } from "@/lib/design";

/**
 * Editing a text where it stands (and cropping a picture where it stands): which element a double-click or Enter opens.
 * The box height the edited words need comes from text-measure.ts, as for every other change to a text.
 */

/** The text a double-click on `target` edits: an unlocked text element of the side, or null. */
export function editableTextAt(elements: readonly DesignElement[], id: string | null): TextElement | null {
  if (!id) return null;
  const element = elements.find((candidate) => candidate.id === id);
  return element?.type === "text" && !element.locked ? element : null;
}

/** The picture a double-click crops with handles: an unlocked image element of the side, or null. */
export function croppableImageAt(elements: readonly DesignElement[], id: string | null): ImageElement | null {
  if (!id) return null;
  const element = elements.find((candidate) => candidate.id === id);
  return element?.type === "image" && !element.locked ? element : null;
}

/** The one unlocked text selected, which Enter opens for editing; null otherwise. */
export function selectedEditableText(elements: readonly DesignElement[], selection: readonly string[]): TextElement | null {
  return selection.length === 1 ? editableTextAt(elements, selection[0]!) : null;
}

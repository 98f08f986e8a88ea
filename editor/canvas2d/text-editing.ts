import type Konva from "konva";
import type { DesignElement, ImageElement, TextElement } from "@/lib/design";

/**
 * Editing a text where it stands (and cropping a picture where it stands): which element a double-click or Enter opens,
 * and the box height the edited words need, measured by Konva itself so the
 * stored box holds every wrapped line the canvas and the print will show.
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

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The height (mm) `text` needs in `node`'s box at its width, font and line
 * height: at least one line. Measured on a throwaway copy of the node with an
 * automatic height, so the node on screen is not touched.
 */
export function fittedTextHeight(node: Konva.Text, text: string): number {
  const probe = node.clone({ text, height: "auto", scaleX: 1, scaleY: 1 }) as Konva.Text;
  const lines = Math.max(1, probe.textArr.length);
  probe.destroy();
  return round(lines * node.fontSize() * node.lineHeight());
}

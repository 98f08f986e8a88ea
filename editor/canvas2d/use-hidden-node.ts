import type Konva from "konva";
import { useLayoutEffect } from "react";

/**
 * Hides an element's own canvas node while an overlay stands in for it (the text
 * field of in-place editing, the crop frame), so it does not show through or twice;
 * shown again when the overlay closes.
 */
export function useHiddenNode(findNode: (id: string) => Konva.Node | null | undefined, id: string): void {
  useLayoutEffect(() => {
    const node = findNode(id);
    if (!node) return;
    node.visible(false);
    node.getLayer()?.batchDraw();
    return () => {
      node.visible(true);
      node.getLayer()?.batchDraw();
    };
  }, [findNode, id]);
}

"use client";

import { useEffect, useState, type RefObject } from "react";
import { stageSizeOf, type Size } from "./viewport";

/**
 * The size the page's CSS gives the stage's box, followed as it changes (a
 * phone turned, a panel shown, the window resized), so the Konva stage is as
 * large as its box and "fit" fits what the shopper actually sees.
 */
export function useStageSize(box: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(() => stageSizeOf(null));
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      // A hidden box (the editor showing its 3D preview) measures nothing: the stage keeps its size for the return.
      if (!rect || (rect.width === 0 && rect.height === 0)) return;
      const next = stageSizeOf(rect);
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

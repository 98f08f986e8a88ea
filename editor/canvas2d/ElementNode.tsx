"use client";

import type Konva from "konva";
import { memo } from "react";
import { Ellipse, Image as KonvaImage, Line, Rect, Shape, Text } from "react-konva";
import type { DesignElement } from "@/lib/design";
import { elementShape } from "./element-shapes";
import { fontFileOf, useFontSettled, type FontLoader } from "./fonts";
import { useLoadedImage, type ImageCache } from "./images";

/** A press that wobbles less than this (screen px) is a click, not a move, and leaves no undo step. */
const DRAG_DISTANCE_PX = 3;

type DragHandler = (event: Konva.KonvaEventObject<DragEvent>) => void;

/** One stable object for every node, so handing it down does not break memoization. */
export interface DragHandlers {
  onDragStart: DragHandler;
  onDragMove: DragHandler;
  onDragEnd: DragHandler;
}

interface ElementNodeProps {
  element: DesignElement;
  /** The proxy URL of an image element's picture; null for other elements. */
  url: string | null;
  images: ImageCache;
  fonts: FontLoader;
  /** Null in the net view, where elements are only shown: the pointer passes through to the panel. */
  handlers: DragHandlers | null;
  /** False while the view is being panned (space held). */
  draggable: boolean;
}

/**
 * One element as one Konva shape. Memoized on the element object: the store
 * keeps untouched elements identical, so a change re-renders only what changed.
 */
export const ElementNode = memo(function ElementNode({ element, url, images, fonts, handlers, draggable }: ElementNodeProps) {
  const picture = useLoadedImage(images, url);
  const fontSettled = useFontSettled(fonts, fontFileOf(element));
  const shape = elementShape(element, picture, fontSettled);
  const events = handlers
    ? { ...handlers, listening: true, draggable: draggable && !element.locked, dragDistance: DRAG_DISTANCE_PX }
    : { listening: false, draggable: false };
  switch (shape.kind) {
    case "rect":
      return <Rect {...shape.config} {...events} />;
    case "ellipse":
      return <Ellipse {...shape.config} {...events} />;
    case "line":
      return <Line {...shape.config} {...events} />;
    case "text":
      return <Text {...shape.config} {...events} />;
    case "qr":
    case "path":
      return <Shape {...shape.config} {...events} />;
    case "image":
    case "placeholder":
      return <KonvaImage {...shape.config} {...events} />;
  }
});

interface ElementNodesProps {
  elements: readonly DesignElement[];
  imageUrl: (fileId: string) => string;
  images: ImageCache;
  fonts: FontLoader;
  handlers: DragHandlers | null;
  draggable: boolean;
}

/** A side's elements in z-order (first at the back). */
export const ElementNodes = memo(function ElementNodes({ elements, imageUrl, images, fonts, handlers, draggable }: ElementNodesProps) {
  return elements.map((element) => (
    <ElementNode
      key={element.id}
      element={element}
      url={element.type === "image" ? imageUrl(element.fileId) : null}
      images={images}
      fonts={fonts}
      handlers={handlers}
      draggable={draggable}
    />
  ));
});

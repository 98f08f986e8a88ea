"use client";

import type Konva from "konva";
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from "react";
import type { ImageElement, SideId } from "@/lib/design";
import { updateElement, type EditorStore } from "@/editor/state";
import { cropFromFrame, cropPatch, frameOf, moveEdge, type CropEdge, type CropFrame } from "./crop-frame";
import { SELECTION } from "./theme";
import type { Viewport } from "./viewport";
import { useHiddenNode } from "./use-hidden-node";

export const CROP_OVERLAY_TEST_ID = "crop-in-place";
export const CROP_HANDLE_TEST_ID = (edge: CropEdge) => `crop-handle-${edge}`;

interface CropOverlayProps {
  store: EditorStore;
  side: SideId;
  element: ImageElement;
  /** The picture's URL (the editor's proxy); empty while none can be shown. */
  url: string;
  findNode: (id: string) => Konva.Node | null;
  view: Viewport;
  onClose: () => void;
}

const EDGES: CropEdge[] = ["left", "right", "top", "bottom"];
const HANDLE_PX = 12;

/**
 * Cropping a picture where it stands: the whole picture shows faintly around the
 * part that prints, and a handle on each edge of that part trims or widens it.
 * Each release is one undo step (the same `cropPatch` as the panel's fields, so the
 * visible part stays in place). Enter, Escape or leaving the frame ends the crop.
 */
export function CropOverlay({ store, side, element, url, findNode, view, onClose }: CropOverlayProps) {
  const container = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<CropFrame | null>(null);
  const frame = dragging ?? frameOf(element);

  useHiddenNode(findNode, element.id);

  useEffect(() => {
    container.current?.focus({ preventScroll: true });
  }, []);

  const scale = view.scale;
  const turn = (element.rotation * Math.PI) / 180;
  /** A pointer movement on screen, in the picture's own unturned and unflipped millimetres. */
  const toPicture = (dx: number, dy: number) => {
    const u = (dx * Math.cos(turn) + dy * Math.sin(turn)) / scale;
    const v = (-dx * Math.sin(turn) + dy * Math.cos(turn)) / scale;
    return { u: element.flipX ? -u : u, v: element.flipY ? -v : v };
  };

  const startDrag = (edge: CropEdge) => (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const start = { x: event.clientX, y: event.clientY };
    const from = frameOf(element);
    let latest = from;
    const owner = event.currentTarget.ownerDocument.defaultView ?? window;
    const move = (e: PointerEvent) => {
      const { u, v } = toPicture(e.clientX - start.x, e.clientY - start.y);
      latest = moveEdge(from, edge, edge === "left" || edge === "right" ? u : v);
      setDragging(latest);
    };
    const end = () => {
      owner.removeEventListener("pointermove", move);
      owner.removeEventListener("pointerup", end);
      setDragging(null);
      store.dispatch(updateElement(side, element.id, cropPatch(element, cropFromFrame(latest))));
    };
    owner.addEventListener("pointermove", move);
    owner.addEventListener("pointerup", end);
  };

  // The element's box before this crop, on screen; everything inside is drawn in its unflipped picture frame.
  const box: CSSProperties = {
    position: "absolute",
    left: view.x + element.x * scale,
    top: view.y + element.y * scale,
    width: element.width * scale,
    height: element.height * scale,
    transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
    transformOrigin: "0 0",
    zIndex: 2,
    outline: "none",
  };
  const mirror: CSSProperties = {
    position: "absolute",
    inset: 0,
    transform: element.flipX || element.flipY ? `scale(${element.flipX ? -1 : 1}, ${element.flipY ? -1 : 1})` : undefined,
  };
  const px = (mm: number) => mm * scale;
  const picture: CSSProperties = {
    position: "absolute",
    left: px(frame.picture.x),
    top: px(frame.picture.y),
    width: px(frame.picture.width),
    height: px(frame.picture.height),
    maxWidth: "none",
    userSelect: "none",
    pointerEvents: "none",
  };
  const kept = { left: frame.left, top: frame.top, width: frame.right - frame.left, height: frame.bottom - frame.top };
  const handle = (edge: CropEdge): CSSProperties => {
    const across = edge === "left" || edge === "right";
    return {
      position: "absolute",
      width: HANDLE_PX,
      height: HANDLE_PX,
      marginLeft: -HANDLE_PX / 2,
      marginTop: -HANDLE_PX / 2,
      left: px(edge === "left" ? kept.left : edge === "right" ? kept.left + kept.width : kept.left + kept.width / 2),
      top: px(edge === "top" ? kept.top : edge === "bottom" ? kept.top + kept.height : kept.top + kept.height / 2),
      background: "#ffffff",
      border: `2px solid ${SELECTION}`,
      borderRadius: 2,
      cursor: across ? "ew-resize" : "ns-resize",
      touchAction: "none",
    };
  };

  return (
    <div
      ref={container}
      data-testid={CROP_OVERLAY_TEST_ID}
      tabIndex={-1}
      style={box}
      onMouseDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === "Escape" || event.key === "Enter") {
          event.preventDefault();
          onClose();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <div style={mirror}>
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the editor's own proxy or a local copy of the upload, shown while cropping
          <img src={url} alt="" style={{ ...picture, opacity: 0.35 }} draggable={false} />
        ) : null}
        <div
          style={{
            position: "absolute",
            left: px(kept.left),
            top: px(kept.top),
            width: px(kept.width),
            height: px(kept.height),
            overflow: "hidden",
            outline: `1px solid ${SELECTION}`,
          }}
        >
          {url ? (
            // eslint-disable-next-line @next/next/no-img-element -- the same picture, clipped to the part that prints
            <img src={url} alt="" style={{ ...picture, left: px(frame.picture.x - kept.left), top: px(frame.picture.y - kept.top) }} draggable={false} />
          ) : null}
        </div>
        {EDGES.map((edge) => (
          <div key={edge} data-testid={CROP_HANDLE_TEST_ID(edge)} style={handle(edge)} onPointerDown={startDrag(edge)} />
        ))}
      </div>
    </div>
  );
}

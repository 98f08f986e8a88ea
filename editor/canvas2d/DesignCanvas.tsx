"use client";

import type Konva from "konva";
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Stage } from "react-konva";
import type { SideId } from "@/lib/design";
import type { Net } from "@/lib/dielines";
import { commandForKey, sideOf, useEditorStore, type EditorState, type EditorStore } from "@/editor/state";
import { ELEMENT_NODE_NAME } from "./element-shapes";
import { browserFonts, type FontLoader } from "./fonts";
import { ImageCache, loadBrowserImage, type LoadImage } from "./images";
import { NetView } from "./NetView";
import { selectionForPress } from "./press-selection";
import { sideGeometry } from "./side-geometry";
import { bandRect, BAND_MIN_PX, idsInBand } from "./selection-band";
import { SELECTION_BAND_NAME, SideView } from "./SideView";
import { CropOverlay } from "./CropOverlay";
import { croppableImageAt, editableTextAt, selectedEditableText } from "./text-editing";
import { TextEditOverlay } from "./TextEditOverlay";
import { stagePoint, twoFingerView, type FingerPair } from "./touch-gestures";
import { useStageSize } from "./use-stage-size";
import { fitMargin, fitViewport, inflate, stepZoom, wheelZoom, zoomAround, zoomOf, type Point, type Rect, type Size, type Viewport } from "./viewport";
import { ZoomControls } from "./ZoomControls";
import styles from "./design-canvas.module.css";

export type CanvasMode = "side" | "net";

/** For the page, tests and benchmarks: the Konva stage and the zoom, without going through the DOM. */
export interface DesignCanvasHandle {
  getStage(): Konva.Stage | null;
  /** 1 is the fitted view; 0.25 to 8. */
  getZoom(): number;
  zoomIn(): void;
  zoomOut(): void;
  zoomToFit(): void;
}

export interface DesignCanvasProps {
  store: EditorStore;
  net: Net;
  mode: CanvasMode;
  /** The downscaled proxy URL of an uploaded file. Keep it stable (useCallback): every image element asks it. */
  imageUrl: (fileId: string) => string;
  /** The accessible name of the focusable canvas, already translated. */
  label: string;
  ref?: Ref<DesignCanvasHandle>;
  /** The sides the shopper designs; the net view draws and offers only these (the outside ones when not given). */
  sides?: readonly SideId[];
  /** Called once the stage exists, with the same handle `ref` gets. */
  onReady?: (handle: DesignCanvasHandle) => void;
  /** In the net view, after a printable panel was pressed and the store switched to its side. */
  onSideSelect?: (side: SideId) => void;
  /** Milliseconds each redraw of the side's artwork layer took (for frame-time measurements). */
  onFrame?: (drawMs: number) => void;
  /** How pictures are fetched; the browser's image loader unless a test supplies its own. */
  loadImage?: LoadImage;
  /** How the typefaces are loaded; the page's shared loader (the FontFace API) unless a test supplies its own. */
  fonts?: FontLoader;
  /** Dragging snaps to the panel's lines and other elements; on unless the shopper switched it off. */
  snapping?: boolean;
  /** Elements the print check warns about: outlined on the side. Keep it stable (memoize). */
  warnedIds?: readonly string[];
}

const NO_WARNINGS: readonly string[] = [];

const centreOf = (size: Size): Point => ({ x: size.width / 2, y: size.height / 2 });
const selectSide = (state: EditorState) => state.side;
const selectDocument = (state: EditorState) => state.document;
const selectSelection = (state: EditorState) => state.selection;

function isOnTransformer(node: Konva.Node): boolean {
  return Boolean(node.findAncestor("Transformer"));
}

/**
 * The 2D design canvas: one side upright for editing ("side"), or the whole
 * flat net ("net"). The stage is as large as the box the page's CSS gives it
 * (780 x 600 CSS px until measured), so it fits a phone as well as a wide
 * preview. The view (zoom and pan) is the stage's own transform, so the artwork
 * is drawn in millimetres and zooming redraws without re-rendering any element.
 */
export function DesignCanvas({
  store,
  net,
  mode,
  imageUrl,
  label,
  ref,
  sides,
  onReady,
  onSideSelect,
  onFrame,
  loadImage = loadBrowserImage,
  fonts = browserFonts(),
  snapping = true,
  warnedIds = NO_WARNINGS,
}: DesignCanvasProps) {
  const side = useEditorStore(store, selectSide);
  const document = useEditorStore(store, selectDocument);
  const selection = useEditorStore(store, selectSelection);
  const [images] = useState(() => new ImageCache(loadImage));
  const stageRef = useRef<Konva.Stage>(null);
  const focusRef = useRef<HTMLDivElement>(null);
  const [spaceHeld, setSpaceHeld] = useState(false);
  const stageSize = useStageSize(focusRef);
  /**
   * The text edited in place (double-click, or Enter on a selected text) or the picture
   * cropped with handles (double-click); either closes on another side or view.
   */
  const [editing, setEditing] = useState<{ id: string; side: SideId; mode: CanvasMode; kind: "text" | "crop" } | null>(null);

  const geometry = useMemo(() => sideGeometry(net, side), [net, side]);
  const world: Rect | null = mode === "side" ? (geometry?.bleedBounds ?? null) : inflate(net.bounds, net.bleed);
  // The view starts fitted for every side, mode, net and stage size; zooming is kept until one of them changes.
  const fitKey = world
    ? `${mode}|${mode === "side" ? side : ""}|${world.x},${world.y},${world.width},${world.height}|${stageSize.width}x${stageSize.height}`
    : "none";
  const fit = world ? fitViewport(world, stageSize, fitMargin(stageSize)) : { scale: 1, x: 0, y: 0 };
  const [zoomed, setZoomed] = useState<{ key: string; view: Viewport } | null>(null);
  const view = zoomed && zoomed.key === fitKey ? zoomed.view : fit;

  const latest = useRef({ view, fit, fitKey, stageSize });
  useEffect(() => {
    latest.current = { view, fit, fitKey, stageSize };
  });

  const changeView = useCallback((next: (current: Viewport, fit: Viewport) => Viewport) => {
    setZoomed((previous) => {
      const { fit, fitKey } = latest.current;
      const current = previous && previous.key === fitKey ? previous.view : fit;
      return { key: fitKey, view: next(current, fit) };
    });
  }, []);
  const zoomStep = useCallback(
    (direction: 1 | -1) =>
      changeView((current, fit) => zoomAround(current, fit, stepZoom(zoomOf(current, fit), direction), centreOf(latest.current.stageSize))),
    [changeView],
  );
  const zoomToFit = useCallback(() => setZoomed(null), []);

  const handle = useMemo<DesignCanvasHandle>(
    () => ({
      getStage: () => stageRef.current,
      getZoom: () => zoomOf(latest.current.view, latest.current.fit),
      zoomIn: () => zoomStep(1),
      zoomOut: () => zoomStep(-1),
      zoomToFit,
    }),
    [zoomStep, zoomToFit],
  );
  useImperativeHandle(ref, () => handle, [handle]);
  const readyCalled = useRef(false);
  useEffect(() => {
    if (readyCalled.current || !stageRef.current) return;
    readyCalled.current = true;
    onReady?.(handle);
  }, [handle, onReady]);

  const onWheel = useCallback(
    (event: Konva.KonvaEventObject<WheelEvent>) => {
      event.evt.preventDefault();
      const pointer = event.target.getStage()?.getPointerPosition() ?? centreOf(latest.current.stageSize);
      changeView((current, fit) => zoomAround(current, fit, wheelZoom(zoomOf(current, fit), event.evt.deltaY, event.evt.deltaMode), pointer));
    },
    [changeView],
  );

  /** Pans by moving the stage directly while the pointer moves; the view is stored once, on release. */
  const startPan = useCallback(
    (event: MouseEvent) => {
      const stage = stageRef.current;
      if (!stage) return;
      event.preventDefault();
      const from = { x: event.clientX, y: event.clientY };
      const origin = stage.position();
      const owner = stage.container().ownerDocument.defaultView ?? window;
      const move = (e: MouseEvent) => {
        stage.position({ x: origin.x + e.clientX - from.x, y: origin.y + e.clientY - from.y });
        stage.batchDraw();
      };
      const end = () => {
        owner.removeEventListener("mousemove", move);
        owner.removeEventListener("mouseup", end);
        const { x, y } = stage.position();
        changeView((current) => ({ ...current, x, y }));
      };
      owner.addEventListener("mousemove", move);
      owner.addEventListener("mouseup", end);
    },
    [changeView],
  );

  /**
   * A drag over empty canvas draws the selection band and selects what it
   * touches on release (added to the selection with Shift, Ctrl or Cmd). The band
   * is moved directly on the stage; the store hears of it once, at the end.
   */
  const startBand = useCallback(
    (event: MouseEvent, adding: boolean) => {
      const stage = stageRef.current;
      const band = stage?.findOne<Konva.Rect>(`.${SELECTION_BAND_NAME}`);
      if (!stage || !band) return;
      const box = stage.container().getBoundingClientRect();
      const toWorld = (e: MouseEvent) =>
        stage
          .getAbsoluteTransform()
          .copy()
          .invert()
          .point({ x: e.clientX - box.left, y: e.clientY - box.top });
      const from = toWorld(event);
      const start = { x: event.clientX, y: event.clientY };
      const before = store.getState().selection;
      const owner = stage.container().ownerDocument.defaultView ?? window;
      const isBand = (e: MouseEvent) => Math.hypot(e.clientX - start.x, e.clientY - start.y) >= BAND_MIN_PX;
      const move = (e: MouseEvent) => {
        if (!isBand(e)) return;
        band.setAttrs({ ...bandRect(from, toWorld(e)), visible: true });
        band.getLayer()?.batchDraw();
      };
      const end = (e: MouseEvent) => {
        owner.removeEventListener("mousemove", move);
        owner.removeEventListener("mouseup", end);
        band.visible(false);
        band.getLayer()?.batchDraw();
        if (!isBand(e)) return;
        const state = store.getState();
        const touched = idsInBand(sideOf(state.document, state.side).elements, bandRect(from, toWorld(e)));
        store.dispatch({ type: "select", ids: adding ? [...before, ...touched] : touched });
      };
      owner.addEventListener("mousemove", move);
      owner.addEventListener("mouseup", end);
    },
    [store],
  );

  const onPress = useCallback(
    (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
      const native = event.evt;
      const button = "button" in native ? native.button : 0;
      if ("button" in native && (button === 1 || (button === 0 && spaceHeld))) {
        startPan(native);
        return;
      }
      if (mode !== "side" || button !== 0) return;
      const target = event.target;
      if (isOnTransformer(target)) return;
      const hit = target.hasName(ELEMENT_NODE_NAME) ? target.id() : null;
      const adding = native.shiftKey || native.ctrlKey || native.metaKey;
      const action = selectionForPress(store.getState().selection, hit, adding);
      if (action) store.dispatch(action);
      if (hit === null && "button" in native) startBand(native, adding);
    },
    [mode, spaceHeld, startPan, startBand, store],
  );

  /**
   * Two fingers zoom (spread) and pan (move together) at once (touch-gestures.ts);
   * an element drag the first finger began is ended first. One finger stays
   * Konva's: it drags the element under it.
   */
  const twoFingers = useRef<{ from: FingerPair; view: Viewport } | null>(null);
  const onTouchMove = useCallback(
    (event: Konva.KonvaEventObject<TouchEvent>) => {
      const stage = stageRef.current;
      const [a, b] = [event.evt.touches[0], event.evt.touches[1]];
      if (!stage || !a || !b || event.evt.touches.length !== 2) {
        twoFingers.current = null;
        return;
      }
      event.evt.preventDefault();
      const box = stage.container().getBoundingClientRect();
      const fingers: FingerPair = [stagePoint(a, box), stagePoint(b, box)];
      const started = twoFingers.current;
      if (!started) {
        for (const node of stage.find(`.${ELEMENT_NODE_NAME}`)) if (node.isDragging()) node.stopDrag();
        twoFingers.current = { from: fingers, view: latest.current.view };
        return;
      }
      changeView((_current, fit) => twoFingerView(started.view, fit, started.from, fingers));
    },
    [changeView],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === " ") {
        event.preventDefault();
        if (!event.repeat) setSpaceHeld(true);
        return;
      }
      if (!event.ctrlKey && !event.metaKey && !event.altKey) {
        const zoomKey = event.key === "+" || event.key === "=" ? "in" : event.key === "-" || event.key === "_" ? "out" : event.key === "0" ? "fit" : null;
        if (zoomKey) {
          event.preventDefault();
          if (zoomKey === "fit") zoomToFit();
          else zoomStep(zoomKey === "in" ? 1 : -1);
          return;
        }
      }
      if (event.key === "Enter" && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey && mode === "side") {
        const state = store.getState();
        const text = selectedEditableText(sideOf(state.document, state.side).elements, state.selection);
        if (text) {
          event.preventDefault();
          setEditing({ id: text.id, side: state.side, mode, kind: "text" });
          return;
        }
      }
      const action = commandForKey(store.getState(), event);
      if (action) {
        event.preventDefault();
        store.dispatch(action);
      }
    },
    [mode, store, zoomStep, zoomToFit],
  );

  const findNode = useCallback(<T extends Konva.Node = Konva.Text>(id: string) => stageRef.current?.findOne<T>(`#${id}`) ?? null, []);

  const onDoubleClick = useCallback(
    (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
      if (mode !== "side") return;
      const target = event.target;
      const state = store.getState();
      const elements = sideOf(state.document, state.side).elements;
      const id = target.hasName(ELEMENT_NODE_NAME) ? target.id() : null;
      const text = editableTextAt(elements, id);
      if (text) setEditing({ id: text.id, side: state.side, mode, kind: "text" });
      else if (croppableImageAt(elements, id)) setEditing({ id: id!, side: state.side, mode, kind: "crop" });
    },
    [mode, store],
  );

  const onSideClick = useCallback(
    (next: SideId) => {
      store.dispatch({ type: "setSide", side: next });
      onSideSelect?.(next);
    },
    [store, onSideSelect],
  );

  const content = sideOf(document, side);
  const zoom = zoomOf(view, fit);
  const current = editing && editing.side === side && editing.mode === mode ? editing : null;
  const edited = current?.kind === "text" ? editableTextAt(content.elements, current.id) : null;
  const cropped = current?.kind === "crop" ? croppableImageAt(content.elements, current.id) : null;
  const closeEditing = useCallback(() => {
    setEditing(null);
    focusRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={styles.canvas} data-testid="design-canvas" data-mode={mode} data-side={side} data-zoom={zoom.toFixed(4)}>
      <div
        ref={focusRef}
        className={[styles.stage, spaceHeld && styles.panning].filter(Boolean).join(" ")}
        tabIndex={0}
        role="application"
        aria-label={label}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (event.key === " ") setSpaceHeld(false);
        }}
        onBlur={() => setSpaceHeld(false)}
        onMouseDown={() => focusRef.current?.focus({ preventScroll: true })}
      >
        <Stage
          ref={stageRef}
          width={stageSize.width}
          height={stageSize.height}
          x={view.x}
          y={view.y}
          scaleX={view.scale}
          scaleY={view.scale}
          onWheel={onWheel}
          onMouseDown={onPress}
          onTouchStart={onPress}
          onDblClick={onDoubleClick}
          onDblTap={onDoubleClick}
          onTouchMove={onTouchMove}
          onTouchEnd={() => {
            twoFingers.current = null;
          }}
        >
          {mode === "side" && geometry ? (
            <SideView
              store={store}
              side={side}
              geometry={geometry}
              elements={content.elements}
              background={content.background}
              selection={selection}
              images={images}
              fonts={fonts}
              imageUrl={imageUrl}
              panning={spaceHeld}
              snapping={snapping}
              warnedIds={warnedIds}
              onFrame={onFrame}
            />
          ) : mode === "net" ? (
            <NetView net={net} document={document} current={side} images={images} fonts={fonts} imageUrl={imageUrl} onSideClick={onSideClick} sides={sides} />
          ) : null}
        </Stage>
        {edited ? (
          <TextEditOverlay
            key={edited.id}
            store={store}
            side={side}
            element={edited}
            findNode={findNode}
            view={view}
            room={geometry?.frame}
            onClose={closeEditing}
          />
        ) : null}
        {cropped ? (
          <CropOverlay
            key={cropped.id}
            store={store}
            side={side}
            element={cropped}
            url={imageUrl(cropped.fileId)}
            findNode={findNode}
            view={view}
            onClose={closeEditing}
          />
        ) : null}
      </div>
      <ZoomControls zoom={zoom} onZoomIn={() => zoomStep(1)} onZoomOut={() => zoomStep(-1)} onFit={zoomToFit} />
    </div>
  );
}

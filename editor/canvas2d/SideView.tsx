"use client";

import type Konva from "konva";
import type { Context } from "konva/lib/Context";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Group, Image as KonvaImage, Layer, Line, Rect, Shape, Transformer } from "react-konva";
import type { DesignElement, SideId } from "@/lib/design";
import type { EditorStore } from "@/editor/state";
import { keepUsableBox } from "./element-geometry";
import { ELEMENT_NODE_NAME } from "./element-shapes";
import { ElementNodes, type DragHandlers } from "./ElementNode";
import type { FontLoader } from "./fonts";
import type { ImageCache } from "./images";
import { flatPoints, tracePolygon } from "./outline";
import { SideGestures } from "./side-gestures";
import { transformRules } from "./transform-rules";
import type { SideGeometry } from "./side-geometry";
import { BLEED_LINE, BOARD, CUT_LINE, EDIT_DIM, SAFE_ZONE_LINE, SELECTION, SELECTION_BAND_FILL, WARNING } from "./theme";

/** Konva names of the parts tests and benchmarks look up on the stage. */
export const SIDE_LAYER_NAMES = { artwork: "artwork", guides: "guides", controls: "controls" } as const;
export const SAFE_ZONE_HINT_NAME = "safe-zone-hint";
export const SNAP_GUIDES_NAME = "snap-guides";
/** The rectangle a drag over empty canvas draws; DesignCanvas moves it without re-rendering. */
export const SELECTION_BAND_NAME = "selection-band";
/** The outline of an element the print check warns about. */
export const WARNING_MARKER_NAME = "warning-marker";

const ROTATION_SNAPS = [0, 45, 90, 135, 180, 225, 270, 315];
/** The Transformer refuses boxes smaller than this many screen px (or flipped). */
const MIN_BOX_PX = 4;

export interface SideViewProps {
  store: EditorStore;
  side: SideId;
  geometry: SideGeometry;
  elements: readonly DesignElement[];
  background: string | null;
  selection: readonly string[];
  images: ImageCache;
  fonts: FontLoader;
  imageUrl: (fileId: string) => string;
  /** Space is held: the pointer pans the view, elements stay put. */
  panning: boolean;
  /** Dragging snaps to the panel and other elements (Alt still moves freely when on). */
  snapping: boolean;
  /** Elements the print check warns about, outlined on the canvas. */
  warnedIds: readonly string[];
  onFrame?: (drawMs: number) => void;
}

const WARNING_DASH = [6, 3];

/**
 * The outline of an element the print check warns about. Memoized on the element, which the store keeps
 * while it is unchanged: a press (a new selection) or a drop updates no marker but the moved element's.
 */
const WarningMarker = memo(function WarningMarker({ element }: { element: DesignElement }) {
  return (
    <Rect
      name={WARNING_MARKER_NAME}
      id={`warning-${element.id}`}
      x={element.x}
      y={element.y}
      width={element.width}
      height={element.height}
      rotation={element.rotation}
      stroke={WARNING}
      strokeWidth={2}
      dash={WARNING_DASH}
      strokeScaleEnabled={false}
      listening={false}
    />
  );
});

/** Everything outside the panel's outline, over whatever part of the world the stage shows. */
function dimOutside(outline: SideGeometry["outline"]) {
  return (context: Context, shape: Konva.Shape) => {
    const stage = shape.getStage();
    if (!stage) return;
    const inverse = stage.getAbsoluteTransform().copy().invert();
    const a = inverse.point({ x: 0, y: 0 });
    const b = inverse.point({ x: stage.width(), y: stage.height() });
    context.beginPath();
    context.rect(a.x, a.y, b.x - a.x, b.y - a.y);
    tracePolygon(context, outline);
    context.fillStrokeShape(shape);
  };
}

/**
 * The side being edited, upright: the board, the artwork clipped to the panel
 * plus bleed, the dimmed surroundings with the cut, bleed and safe-zone lines,
 * and the selection's Transformer. Four layers, so a drag redraws only the
 * artwork and the controls; on a busy side the rest of the artwork is frozen for
 * the gesture into bitmaps on the two still layers around it (gesture-freeze.ts),
 * so each frame the artwork layer draws the moving elements alone.
 */
export function SideView({
  store,
  side,
  geometry,
  elements,
  background,
  selection,
  images,
  fonts,
  imageUrl,
  panning,
  snapping,
  warnedIds,
  onFrame,
}: SideViewProps) {
  const artwork = useRef<Konva.Layer>(null);
  const clip = useRef<Konva.Group>(null);
  const backgroundNode = useRef<Konva.Line>(null);
  const below = useRef<Konva.Image>(null);
  const above = useRef<Konva.Image>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const guides = useRef<Konva.Group>(null);
  const hint = useRef<Konva.Line>(null);

  // Created once; it reads the nodes through the refs only while a gesture runs.
  const [gestures] = useState(() => new SideGestures());
  useLayoutEffect(() => {
    gestures.update({
      store,
      side,
      geometry,
      snapping,
      nodes: {
        freeze: () =>
          clip.current && below.current && above.current
            ? { group: clip.current, background: backgroundNode.current, below: below.current, above: above.current }
            : null,
        transformer: () => transformer.current,
        guides: () => guides.current,
        safeZoneHint: () => hint.current,
      },
    });
  }, [gestures, store, side, geometry, snapping]);
  useEffect(() => () => gestures.dispose(), [gestures]);

  const handlers = useMemo<DragHandlers>(
    () => ({
      onDragStart: (event) => gestures.onDragStart(event),
      onDragMove: (event) => gestures.onDragMove(event),
      onDragEnd: (event) => gestures.onDragEnd(event),
    }),
    [gestures],
  );

  const selected = useMemo(() => {
    const ids = new Set(selection);
    return elements.filter((element) => ids.has(element.id));
  }, [elements, selection]);
  const warned = useMemo(() => {
    const ids = new Set(warnedIds);
    return elements.filter((element) => ids.has(element.id));
  }, [elements, warnedIds]);
  const movable = selected.filter((element) => !element.locked);
  const locked = selected.filter((element) => element.locked);
  const rules = transformRules(movable);
  const movableKey = movable.map((element) => element.id).join(" ");

  // The Transformer holds Konva nodes, so it follows the selection (and nodes
  // remounted by a change) after React has committed them.
  useLayoutEffect(() => {
    const tr = transformer.current;
    const group = clip.current;
    if (!tr || !group) return;
    const ids = new Set(movableKey ? movableKey.split(" ") : []);
    // The elements' nodes are the clip group's own children: looking there, not through a selector over
    // every descendant, keeps a drop on a side of 500 elements from walking them all.
    const nodes = ids.size === 0 ? [] : group.getChildren((node) => ids.has(node.id()) && node.hasName(ELEMENT_NODE_NAME));
    tr.nodes(nodes);
    tr.getLayer()?.batchDraw();
  }, [movableKey, elements]);

  useEffect(() => {
    const layer = artwork.current;
    if (!layer || !onFrame) return;
    let started = 0;
    layer.on("beforeDraw.frame", () => {
      started = performance.now();
    });
    layer.on("draw.frame", () => onFrame(performance.now() - started));
    return () => {
      layer.off(".frame");
    };
  }, [onFrame]);

  const bleedPoints = useMemo(() => flatPoints(geometry.bleedOutline), [geometry]);
  const outlinePoints = useMemo(() => flatPoints(geometry.outline), [geometry]);
  const safePoints = useMemo(() => flatPoints(geometry.safeOutline), [geometry]);
  const clipFunc = useMemo(() => (context: Context) => tracePolygon(context, geometry.bleedOutline), [geometry]);
  const dim = useMemo(() => dimOutside(geometry.outline), [geometry]);

  return (
    <>
      <Layer listening={false}>
        <Line points={bleedPoints} closed fill={BOARD} perfectDrawEnabled={false} />
        {/* A gesture's bitmap of what lies beneath the moving elements: on this still layer, so a frame redraws only them. */}
        <KonvaImage ref={below} image={undefined} visible={false} listening={false} />
      </Layer>
      <Layer ref={artwork} name={SIDE_LAYER_NAMES.artwork}>
        <Group ref={clip} clipFunc={clipFunc}>
          <Line
            ref={backgroundNode}
            points={bleedPoints}
            closed
            fill={background ?? undefined}
            visible={background !== null}
            listening={false}
            perfectDrawEnabled={false}
          />
          <ElementNodes elements={elements} imageUrl={imageUrl} images={images} fonts={fonts} handlers={handlers} draggable={!panning} />
        </Group>
      </Layer>
      <Layer listening={false} name={SIDE_LAYER_NAMES.guides}>
        {/* ...and of what lies above them, under the dimmed surroundings as the artwork is. */}
        <KonvaImage ref={above} image={undefined} visible={false} listening={false} />
        <Shape sceneFunc={dim} fill={EDIT_DIM} fillRule="evenodd" perfectDrawEnabled={false} />
        <Line points={bleedPoints} closed stroke={BLEED_LINE} strokeWidth={1} dash={[6, 4]} strokeScaleEnabled={false} />
        <Line points={outlinePoints} closed stroke={CUT_LINE} strokeWidth={1} strokeScaleEnabled={false} />
        <Line points={safePoints} closed stroke={SAFE_ZONE_LINE} strokeWidth={1} dash={[2, 4]} opacity={0.45} strokeScaleEnabled={false} />
      </Layer>
      <Layer name={SIDE_LAYER_NAMES.controls}>
        <Line
          ref={hint}
          name={SAFE_ZONE_HINT_NAME}
          points={safePoints}
          closed
          stroke={SAFE_ZONE_LINE}
          strokeWidth={2}
          dash={[8, 4]}
          strokeScaleEnabled={false}
          visible={false}
          listening={false}
        />
        <Group ref={guides} name={SNAP_GUIDES_NAME} listening={false} />
        {warned.map((element) => (
          <WarningMarker key={element.id} element={element} />
        ))}
        <Rect
          name={SELECTION_BAND_NAME}
          visible={false}
          fill={SELECTION_BAND_FILL}
          stroke={SELECTION}
          strokeWidth={1}
          dash={[4, 3]}
          strokeScaleEnabled={false}
          listening={false}
        />
        {locked.map((element) => (
          <Rect
            key={element.id}
            x={element.x}
            y={element.y}
            width={element.width}
            height={element.height}
            rotation={element.rotation}
            stroke={SELECTION}
            strokeWidth={1}
            dash={[4, 3]}
            strokeScaleEnabled={false}
            listening={false}
          />
        ))}
        <Transformer
          ref={transformer}
          keepRatio={rules.keepRatio}
          shiftBehavior={rules.shiftBehavior}
          enabledAnchors={rules.enabledAnchors}
          rotationSnaps={ROTATION_SNAPS}
          flipEnabled={false}
          borderStroke={SELECTION}
          anchorStroke={SELECTION}
          anchorSize={9}
          boundBoxFunc={(previous, next) => keepUsableBox(previous, next, MIN_BOX_PX)}
          anchorDragBoundFunc={(_previous, next, event) => gestures.snapAnchor(next, event as { altKey?: boolean } | undefined)}
          onTransformStart={() => gestures.onTransformStart()}
          onTransform={() => gestures.onTransform()}
          onTransformEnd={() => gestures.onTransformEnd()}
        />
      </Layer>
    </>
  );
}

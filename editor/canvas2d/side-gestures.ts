import Konva from "konva";
import type { DesignElement, SideId } from "@/lib/design";
import { batch, moveElements, sideOf, updateElement, type EditorStore } from "@/editor/state";
import { elementBounds, patchFromNode, unionBounds } from "./element-geometry";
import { ELEMENT_NODE_NAME, elementShape } from "./element-shapes";
import { liftForFinger, type FingerLift, type StageGuide } from "./finger-lift";
import { freezeAround, type FreezeParts } from "./gesture-freeze";
import { isFingerEvent, lowerPixelRatio } from "./gesture-resolution";
import { snap, snapTargets, snapThreshold, type Guide } from "./snapping";
import type { SideGeometry } from "./side-geometry";
import { holdStageRect } from "./stage-rect";
import { fittedTextHeight } from "./text-measure";
import { WRAP_WIDTH_ANCHORS } from "./transform-rules";
import { SNAP_GUIDE } from "./theme";
import type { Point, Rect } from "./viewport";

/**
 * Drags and transforms on the side being edited. Konva moves the nodes itself
 * while the pointer moves; this adds snapping, guides, the safe-zone hint and
 * the frozen background, and writes the result to the store once, when the
 * gesture ends, as one undo step. Nothing here re-renders React mid-gesture.
 */

/** How long the safe zone stays highlighted after the last movement of a gesture (spec: 1000 ms). */
export const SAFE_ZONE_TIME_MS = 1000;

export interface GestureNodes {
  freeze(): Omit<FreezeParts, "elements"> | null;
  transformer(): Konva.Transformer | null;
  guides(): Konva.Group | null;
  safeZoneHint(): Konva.Node | null;
}

interface Drag {
  context: GestureContext;
  primary: Konva.Node;
  ids: string[];
  nodes: Konva.Node[];
  starts: Map<string, Point>;
  box: Rect;
  targets: ReturnType<typeof snapTargets>;
  thaw: () => void;
  /** Puts the controls layer a finger's drag drew coarser back at the screen's pixel ratio, and the selection's frame back on. */
  sharpen: () => void;
  /** A finger's drag: the moving elements' picture, moved by CSS while the nodes stay put (finger-lift.ts). */
  lift: FingerLift | null;
  /** The snapped move so far, in the side's mm. */
  delta: Point;
  /** Lets Konva read the stage's place on the page for each event again (stage-rect.ts). */
  releaseRect: () => void;
}

/** What the gestures act on; the view hands in a new one when it re-renders. */
export interface GestureContext {
  store: EditorStore;
  side: SideId;
  geometry: SideGeometry;
  /** Off: drags move freely, as with Alt held. */
  snapping: boolean;
  nodes: GestureNodes;
}

/**
 * Konva's transformer joins the drag of a node it frames, by the same finger (its own
 * `dragstart` listener on the node, which may run before or after the editor's). Set
 * aside for a finger's drag, it would still take every move and update itself, drawing
 * the controls layer again each frame: a whole canvas committed per frame, most of a
 * phone's frame. So it leaves the drag; `stopDrag` would end the finger's drag as well.
 */
function leaveFrameOut(transformer: Konva.Transformer | null | undefined) {
  if (transformer?.isDragging()) Konva.DD._dragElements.delete(transformer._id);
}

export class SideGestures {
  private context: GestureContext | null = null;
  private drag: Drag | null = null;
  /** A drop's thaw, waiting for the frame after the drop's (see thawNextFrame). */
  private pendingThaw: { thaw: () => void; frame: number } | null = null;
  /** The snap guides drawn now, as a key, so that a move with the same guides does not draw them again. */
  private guidesShown = "";
  private transforming: { context: GestureContext; thaw: () => void; targets: ReturnType<typeof snapTargets>; rewrapped: Set<string> } | null = null;
  private hintTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the safe zone's hint goes (performance.now()), unless a gesture calls for it again. */
  private hintUntil = 0;

  /** A running gesture keeps the side it started on: the view only changes side between gestures. */
  update(context: GestureContext) {
    this.context = context;
  }

  get active(): boolean {
    return this.drag !== null || this.transforming !== null;
  }

  dispose() {
    if (this.hintTimer) clearTimeout(this.hintTimer);
    this.hintTimer = null;
    this.flushThaw();
    this.drag?.lift?.drop();
    this.drag?.releaseRect();
    this.drag?.thaw();
    this.drag?.sharpen();
    this.transforming?.thaw();
    this.drag = null;
    this.transforming = null;
  }

  private elements(context: GestureContext): readonly DesignElement[] {
    return sideOf(context.store.getState().document, context.side).elements;
  }

  private elementNodes(context: GestureContext): Konva.Node[] {
    const group = context.nodes.freeze()?.group;
    return group ? group.find(`.${ELEMENT_NODE_NAME}`) : [];
  }

  /**
   * Shows the frozen elements' nodes again one frame after the drop. The drop's own
   * frame then draws the moved elements alone (sharp again after a finger's drag)
   * over the bitmaps that still stand for the rest, and the next frame draws the
   * rest's hundreds of nodes: two shorter frames instead of one long one, which is
   * what a phone's drop cost (docs/performance.md). Konva draws a layer on the
   * animation frame after a change, so the thaw waits for the second one.
   */
  private thawNextFrame(thaw: () => void) {
    this.flushThaw();
    const pending = { thaw, frame: 0 };
    pending.frame = requestAnimationFrame(() => {
      pending.frame = requestAnimationFrame(() => this.flushThaw());
    });
    this.pendingThaw = pending;
  }

  /** Runs a waiting thaw now: before a new gesture freezes the side again, and when the view goes away. */
  private flushThaw() {
    const pending = this.pendingThaw;
    if (!pending) return;
    this.pendingThaw = null;
    cancelAnimationFrame(pending.frame);
    pending.thaw();
  }

  private freeze(context: GestureContext, moving: ReadonlySet<string>, minElements?: number): () => void {
    this.flushThaw();
    const parts = context.nodes.freeze();
    if (!parts) return () => {};
    const byId = new Map(this.elementNodes(context).map((node) => [node.id(), node]));
    const ordered = this.elements(context).flatMap((element) => {
      const node = byId.get(element.id);
      return node ? [node] : [];
    });
    return freezeAround({ ...parts, elements: ordered }, moving, minElements);
  }

  /**
   * Shows the safe zone now and hides it SAFE_ZONE_TIME_MS after the last call. A drag
   * calls this on every move: one timer runs and looks again when it fires, rather
   * than a timer cleared and set per move (a phone's slowed main thread felt those).
   */
  private pulseSafeZone(context: GestureContext) {
    const hint = context.nodes.safeZoneHint();
    if (!hint) return;
    if (!hint.visible()) {
      hint.visible(true);
      hint.getLayer()?.batchDraw();
    }
    this.hintUntil = performance.now() + SAFE_ZONE_TIME_MS;
    if (this.hintTimer) return;
    const hideWhenDue = () => {
      const left = this.hintUntil - performance.now();
      if (left > 0) {
        this.hintTimer = setTimeout(hideWhenDue, left);
        return;
      }
      this.hintTimer = null;
      hint.visible(false);
      hint.getLayer()?.batchDraw();
    };
    this.hintTimer = setTimeout(hideWhenDue, SAFE_ZONE_TIME_MS);
  }

  /**
   * A finger's drag sets the selection's frame aside until the drop (the frame lies
   * under the finger anyway) and shows its snap guides as lines in the DOM
   * (finger-lift.ts), so the controls layer is not drawn while the finger moves (and
   * coarser if something else draws it, gesture-resolution.ts). The artwork is not drawn at all
   * while the finger moves (finger-lift.ts), so it keeps the screen's ratio.
   * Answers how to put both back.
   */
  private fingerDragLook(context: GestureContext): () => void {
    const transformer = context.nodes.transformer();
    const sharpen = lowerPixelRatio([transformer?.getLayer()]);
    const framed = transformer?.nodes() ?? [];
    if (transformer && framed.length > 0) transformer.nodes([]);
    leaveFrameOut(transformer);
    return () => {
      if (transformer && framed.length > 0 && transformer.getStage()) transformer.nodes(framed.filter((node) => node.getStage()));
      sharpen();
    };
  }

  /** The guides in stage px, where the guides' group would draw them. */
  private onStage(context: GestureContext, guides: readonly Guide[]): StageGuide[] {
    const toStage = context.nodes.guides()?.getAbsoluteTransform();
    if (!toStage) return [];
    return guides.map((guide) => ({
      axis: guide.axis,
      at: guide.axis === "x" ? toStage.point({ x: guide.at, y: 0 }).x : toStage.point({ x: 0, y: guide.at }).y,
    }));
  }

  private showGuides(context: GestureContext, guides: readonly Guide[]) {
    const group = context.nodes.guides();
    if (!group) return;
    // The same guides as on the last move draw nothing new: the controls layer is drawn only when they change.
    const key = guides.map((guide) => `${guide.axis}${guide.at}`).join(" ");
    if (key === this.guidesShown && group.getChildren().length === guides.length) return;
    this.guidesShown = key;
    group.destroyChildren();
    const area = context.geometry.bleedBounds;
    const reach = Math.max(area.width, area.height);
    for (const guide of guides) {
      const points =
        guide.axis === "x"
          ? [guide.at, area.y - reach, guide.at, area.y + area.height + reach]
          : [area.x - reach, guide.at, area.x + area.width + reach, guide.at];
      group.add(new Konva.Line({ points, stroke: SNAP_GUIDE, strokeWidth: 1, strokeScaleEnabled: false, listening: false, perfectDrawEnabled: false }));
    }
    group.getLayer()?.batchDraw();
  }

  onDragStart(event: Konva.KonvaEventObject<DragEvent>) {
    const context = this.context;
    const node = event.target;
    if (!context || this.active || !node.hasName(ELEMENT_NODE_NAME)) return;
    const state = context.store.getState();
    const elements = this.elements(context);
    const byId = new Map(elements.map((element) => [element.id, element]));
    const primary = byId.get(node.id());
    if (!primary || primary.locked) {
      node.stopDrag();
      return;
    }
    const movable = (id: string) => {
      const element = byId.get(id);
      return element !== undefined && !element.locked;
    };
    // Pressing one element of a selection drags the whole selection (its locked members stay).
    const ids = state.selection.includes(primary.id) ? state.selection.filter(movable) : [primary.id];
    const moving = new Set(ids);
    const nodeById = new Map(this.elementNodes(context).map((n) => [n.id(), n]));
    const nodes = ids.flatMap((id) => {
      const found = nodeById.get(id);
      return found ? [found] : [];
    });
    const starts = new Map(ids.map((id) => [id, { x: byId.get(id)!.x, y: byId.get(id)!.y }]));
    const box = unionBounds(ids.map((id) => elementBounds(byId.get(id)!)));
    const others = elements.filter((element) => !moving.has(element.id)).map(elementBounds);
    const targets = snapTargets(context.geometry.frame, context.geometry.safeZone, others);
    const finger = isFingerEvent(event.evt);
    const sharpen = finger ? this.fingerDragLook(context) : () => {};
    // A finger's drag freezes every side, however few its elements, so that its lifted picture lies between the two bitmaps.
    const thaw = this.freeze(context, moving, finger ? 0 : undefined);
    const layer = node.getLayer();
    const lift = finger && layer ? liftForFinger(layer, node, nodes) : null;
    // Each move's event would read the stage's rect on the page again, forcing style and layout after the last
    // move's transform: it is read once for the drag (a scroll or resize reads it again).
    const stage = node.getStage();
    const releaseRect = stage ? holdStageRect(stage) : () => {};
    this.drag = { context, primary: node, ids, nodes, starts, box, targets, thaw, sharpen, lift, delta: { x: 0, y: 0 }, releaseRect };
    this.pulseSafeZone(context);
  }

  onDragMove(event: Konva.KonvaEventObject<DragEvent>) {
    const drag = this.drag;
    if (!drag || event.target !== drag.primary) return;
    const start = drag.starts.get(drag.primary.id())!;
    // The side's mm per stage px: the elements' group has the stage's scale (the view's zoom), no rotation.
    const pxPerMm = drag.primary.getParent()?.getAbsoluteScale().x ?? drag.primary.getStage()?.scaleX() ?? 1;
    // A lifted drag's node stays put: the finger's move is what Konva would have done.
    const lifted = drag.lift?.offset();
    const raw = lifted ? { x: lifted.x / pxPerMm, y: lifted.y / pxPerMm } : { x: drag.primary.x() - start.x, y: drag.primary.y() - start.y };
    // Alt (Option) moves freely, as in most design tools; so does a drag with snapping switched off.
    const snapped =
      event.evt?.altKey || !drag.context.snapping
        ? { dx: 0, dy: 0, guides: [] }
        : snap({ ...drag.box, x: drag.box.x + raw.x, y: drag.box.y + raw.y }, drag.targets, snapThreshold(pxPerMm));
    const dx = raw.x + snapped.dx;
    const dy = raw.y + snapped.dy;
    drag.delta = { x: dx, y: dy };
    if (drag.lift) {
      // The compositor moves the picture and the guides' lines; no canvas is drawn for this frame.
      leaveFrameOut(drag.context.nodes.transformer());
      drag.lift.move(dx * pxPerMm, dy * pxPerMm);
      drag.lift.guides(this.onStage(drag.context, snapped.guides));
    } else {
      for (const node of drag.nodes) {
        const from = drag.starts.get(node.id())!;
        node.position({ x: from.x + dx, y: from.y + dy });
      }
      this.showGuides(drag.context, snapped.guides);
    }
    this.pulseSafeZone(drag.context);
  }

  onDragEnd(event: Konva.KonvaEventObject<DragEvent>) {
    const drag = this.drag;
    if (!drag || event.target !== drag.primary) return;
    this.drag = null;
    drag.releaseRect();
    const round = (value: number) => Math.round(value * 1000) / 1000;
    const dx = round(drag.delta.x);
    const dy = round(drag.delta.y);
    if (drag.lift) {
      // The nodes go where the picture was, then show again in its place (drawn in the drop's frame).
      for (const node of drag.nodes) {
        const from = drag.starts.get(node.id())!;
        node.position({ x: from.x + dx, y: from.y + dy });
      }
      drag.lift.drop();
    }
    drag.sharpen();
    this.thawNextFrame(drag.thaw);
    this.showGuides(drag.context, []);
    drag.context.store.dispatch(moveElements(drag.context.side, drag.ids, dx, dy));
    this.reconcile(drag.context, drag.nodes);
  }

  onTransformStart() {
    const context = this.context;
    if (!context || this.active) return;
    const nodes = context.nodes.transformer()?.nodes() ?? [];
    const moving = new Set(nodes.map((node) => node.id()));
    const others = this.elements(context)
      .filter((element) => !moving.has(element.id))
      .map(elementBounds);
    const targets = snapTargets(context.geometry.frame, context.geometry.safeZone, others);
    this.transforming = { context, thaw: this.freeze(context, moving), targets, rewrapped: new Set() };
    this.pulseSafeZone(context);
  }

  /**
   * Where a dragged Transformer handle goes: resizing an upright box snaps the
   * handle to the same lines as a drag (panel edges, centre, safe zone, other
   * elements), with guides. Positions are the stage's absolute px. The rotation
   * handle, turned boxes, Alt and snapping switched off move freely.
   */
  snapAnchor(position: Point, event: { altKey?: boolean } | undefined): Point {
    const transforming = this.transforming;
    const transformer = transforming?.context.nodes.transformer();
    const stage = transformer?.getStage();
    if (!transforming || !transformer || !stage) return position;
    const anchor = transformer.getActiveAnchor() ?? "";
    const upright = Math.abs(transformer.rotation() % 90) < 1e-6;
    if (!transforming.context.snapping || event?.altKey || anchor === "rotater" || !upright) {
      this.showGuides(transforming.context, []);
      return position;
    }
    const world = stage.getAbsoluteTransform().copy().invert().point(position);
    const threshold = snapThreshold(stage.scaleX());
    const nearest = (value: number, lines: readonly number[]) =>
      lines.reduce<number | null>(
        (best, line) => (Math.abs(line - value) <= threshold && (best === null || Math.abs(line - value) < Math.abs(best - value)) ? line : best),
        null,
      );
    // Edge handles move one edge only: the left and right ones snap across, the top and bottom ones down.
    const x = anchor.endsWith("center") ? null : nearest(world.x, transforming.targets.x);
    const y = anchor.startsWith("middle") ? null : nearest(world.y, transforming.targets.y);
    const guides: Guide[] = [...(x === null ? [] : [{ axis: "x" as const, at: x }]), ...(y === null ? [] : [{ axis: "y" as const, at: y }])];
    this.showGuides(transforming.context, guides);
    return stage.getAbsoluteTransform().point({ x: x ?? world.x, y: y ?? world.y });
  }

  onTransform() {
    if (!this.transforming) return;
    const transformer = this.transforming.context.nodes.transformer();
    // A text's side handle changes the width its words wrap in: the letters keep their size as it moves.
    if (transformer && WRAP_WIDTH_ANCHORS.has(transformer.getActiveAnchor() ?? "")) {
      for (const node of transformer.nodes()) {
        if (node.getClassName() !== "Text") continue;
        node.setAttrs({ width: Math.max(node.width() * node.scaleX(), 0.1), scaleX: 1 });
        this.transforming.rewrapped.add(node.id());
      }
    }
    this.pulseSafeZone(this.transforming.context);
  }

  onTransformEnd() {
    const transforming = this.transforming;
    if (!transforming) return;
    this.transforming = null;
    transforming.thaw();
    const { context } = transforming;
    this.showGuides(context, []);
    const nodes = context.nodes.transformer()?.nodes() ?? [];
    const byId = new Map(this.elements(context).map((element) => [element.id, element]));
    const updates = nodes.flatMap((node) => {
      const element = byId.get(node.id());
      if (!element) return [];
      // A text rewrapped by a side handle carries its new width, and its lines' height, on the node itself.
      const rewrapped = element.type === "text" && transforming.rewrapped.has(element.id);
      const patch = patchFromNode(element, {
        x: node.x(),
        y: node.y(),
        rotation: node.rotation(),
        scaleX: node.scaleX(),
        scaleY: node.scaleY(),
        ...(rewrapped ? { width: node.width() } : {}),
      });
      // A text's height follows its lines at its new width or size (ADR 0049), not the handle's stretch.
      if (element.type === "text" && (patch.width !== undefined || patch.fontSize !== undefined)) {
        const height = fittedTextHeight({ ...element, ...patch });
        if (height !== element.height) patch.height = height;
        else delete patch.height;
      }
      return Object.keys(patch).length > 0 ? [updateElement(context.side, element.id, patch)] : [];
    });
    // Several elements transformed together are one undo step, all or nothing (a refused one puts every node back).
    if (updates.length > 0) context.store.dispatch(batch(updates));
    this.reconcile(context, nodes);
  }

  /**
   * Puts the nodes back in line with the document. React only re-applies props
   * that changed, so a node Konva moved must be reset by hand: to the new
   * values when the store took the change, to the old ones when it refused it.
   */
  private reconcile(context: GestureContext, nodes: readonly Konva.Node[]) {
    const byId = new Map(this.elements(context).map((element) => [element.id, element]));
    for (const node of nodes) {
      const element = byId.get(node.id());
      if (!element) continue;
      const { image: _image, ...attrs } = elementShape(element).config as Record<string, unknown>;
      // A placeholder and a loaded picture share the geometry; keep whichever look the node has.
      const geometry = element.type === "image" ? { x: attrs.x, y: attrs.y, rotation: attrs.rotation, width: attrs.width, height: attrs.height } : attrs;
      node.setAttrs({ ...geometry, scaleX: 1, scaleY: 1 });
    }
    context.nodes.transformer()?.forceUpdate();
    nodes[0]?.getLayer()?.batchDraw();
  }
}

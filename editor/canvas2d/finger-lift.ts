import Konva from "konva";
import { SNAP_GUIDE } from "./theme";
import type { Point } from "./viewport";

/**
 * A finger's drag moves a picture of the dragged elements, not the elements.
 *
 * On a phone every frame that changes a canvas costs a raster and a commit of it
 * on the main thread (in software where the GPU is not used), and that, not the
 * editor's code, held the drag to one frame in two (ADR 0064). So when a finger
 * starts to drag, the moving nodes are drawn once onto a canvas of their own,
 * placed in the stage's DOM just above the artwork layer's canvas (so the frozen
 * elements above them still cover them, ADR 0051), promoted to its own compositor
 * layer, and the nodes are hidden. Each frame then moves that canvas by a CSS
 * transform, which the compositor does without drawing anything; the nodes
 * themselves stay where they were (the drag's position is pinned) until the drop
 * puts them at their final place and shows them again.
 *
 * While it moves the picture is not clipped to the side's bleed (it was drawn
 * from the nodes alone); after the drop the artwork is clipped as always.
 *
 * The snap guides of a finger's drag are lines in the DOM over the stage, for the
 * same reason: with hundreds of elements the guides change on almost every move,
 * and drawing them on the controls layer redrew and committed that whole canvas
 * each frame.
 *
 * Moves only note what to show; the next animation frame writes the picture's and
 * the lines' transforms, once however many touches came in between, and nothing
 * but transforms changes while the finger moves (no new element, no visibility).
 */
export interface FingerLift {
  /** Where Konva would have put the dragged node now (stage px), relative to where it was pinned. */
  offset(): Point;
  /** Shows the picture moved by this many stage (CSS) px from where the elements were, from the next frame. */
  move(dx: number, dy: number): void;
  /** Shows these snap guides over the stage, and no others, from the next frame. */
  guides(lines: readonly StageGuide[]): void;
  /** Takes the picture and the guides away, lets Konva move the node again and shows the nodes (where they are now). */
  drop(): void;
}

/** A snap guide in stage (CSS) px: `axis: "x"` is a vertical line at x = `at`. */
export interface StageGuide {
  axis: "x" | "y";
  at: number;
}

/** The test id of the lifted picture, for tests that look for it. */
export const FINGER_LIFT_TEST_ID = "finger-lift";
/** The test id of a finger drag's snap guide line. */
export const FINGER_GUIDE_TEST_ID = "finger-guide";

/** A snap shows at most a line per edge and one for the centre on each axis: lines made at the lift. */
const GUIDES_PER_AXIS = 3;
/** How far outside the stage a guide line not shown waits (stage px). */
const PARKED_PX = 16;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersect(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** Whole stage pixels around a box, so the picture's pixels line up with the layer's. */
function outward(box: Box): Box {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  return { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y };
}

/**
 * Lifts `nodes` (all drawn in `layer`) for the drag of `dragged`, one of them; null when
 * there is nothing to show (no stage, or the nodes lie far outside it), and the caller
 * drags the nodes themselves. The picture is drawn at the layer's pixel ratio, so it is
 * as sharp as the nodes.
 */
export function liftForFinger(layer: Konva.Layer, dragged: Konva.Node, nodes: readonly Konva.Node[]): FingerLift | null {
  const stage = layer.getStage();
  const under = layer.getCanvas()._canvas as HTMLCanvasElement;
  const parent = under.parentNode;
  const shown = nodes.filter((node) => node.isVisible());
  if (!stage || !parent || shown.length === 0) return null;
  // A finger stays on the screen, so a drag moves the picture at most a stage's size: what lies further out never shows.
  const reach: Box = { x: -stage.width(), y: -stage.height(), width: 3 * stage.width(), height: 3 * stage.height() };
  const parts = shown.flatMap((node) => {
    const box = intersect(node.getClientRect(), reach);
    return box ? [{ node, box: outward(box) }] : [];
  });
  if (parts.length === 0) return null;
  const left = Math.min(...parts.map((part) => part.box.x));
  const top = Math.min(...parts.map((part) => part.box.y));
  const area: Box = {
    x: left,
    y: top,
    width: Math.max(...parts.map((part) => part.box.x + part.box.width)) - left,
    height: Math.max(...parts.map((part) => part.box.y + part.box.height)) - top,
  };
  const ratio = layer.getCanvas().getPixelRatio();
  const picture = Konva.Util.createCanvasElement();
  picture.width = Math.ceil(area.width * ratio);
  picture.height = Math.ceil(area.height * ratio);
  const context = picture.getContext("2d");
  if (!context) return null;
  // In z-order: the caller hands the nodes in the side's order.
  for (const { node, box } of parts) {
    const drawn = node.toCanvas({ ...box, pixelRatio: ratio });
    context.drawImage(drawn, (box.x - area.x) * ratio, (box.y - area.y) * ratio);
  }
  picture.setAttribute("data-testid", FINGER_LIFT_TEST_ID);
  Object.assign(picture.style, {
    position: "absolute",
    left: `${area.x}px`,
    top: `${area.y}px`,
    width: `${area.width}px`,
    height: `${area.height}px`,
    margin: "0",
    padding: "0",
    border: "0",
    pointerEvents: "none",
    // Its own compositor layer: moving it is the compositor's work, no canvas is drawn again.
    willChange: "transform",
  });
  parent.insertBefore(picture, under.nextSibling);

  // Konva keeps moving the dragged node as the finger moves, and each move draws its layer again:
  // pinned, it stays put, and what it would have done is read from here.
  const pinned = dragged.absolutePosition();
  let wanted = pinned;
  const ownBound = dragged.dragBoundFunc();
  dragged.dragBoundFunc((position: Point) => {
    wanted = position;
    return pinned;
  });
  for (const node of shown) node.visible(false);
  layer.batchDraw();

  // One set of lines per axis, sized and put in the DOM once, at the lift: a move then changes only their
  // transforms, which the compositor applies with no style change of its own, layout, paint or new layers.
  // A line not shown waits just outside the stage, where the stage's box (`.stage`, overflow hidden) clips it:
  // hiding it by `visibility` or `opacity` would paint its layer again, removing or undisplaying it would
  // lay the stage's box out again.
  const lines: Record<StageGuide["axis"], HTMLDivElement[]> = { x: [], y: [] };
  const aside: Record<StageGuide["axis"], string> = {
    x: `translate(${-stage.width() - PARKED_PX}px, 0)`,
    y: `translate(0, ${-stage.height() - PARKED_PX}px)`,
  };
  const lineFor = (axis: StageGuide["axis"], index: number) => {
    let line = lines[axis][index];
    if (!line) {
      line = document.createElement("div");
      line.setAttribute("data-testid", FINGER_GUIDE_TEST_ID);
      const vertical = axis === "x";
      Object.assign(line.style, {
        position: "absolute",
        left: "0",
        top: "0",
        width: vertical ? "1px" : `${stage.width()}px`,
        height: vertical ? `${stage.height()}px` : "1px",
        background: SNAP_GUIDE,
        pointerEvents: "none",
        willChange: "transform",
        transform: aside[axis],
      });
      parent.appendChild(line);
      lines[axis][index] = line;
    }
    return line;
  };
  for (const axis of ["x", "y"] as const) for (let index = 0; index < GUIDES_PER_AXIS; index += 1) lineFor(axis, index);

  // Touches may come more often than frames: each move only notes what to show, and the next animation
  // frame writes it, once, into the picture's and the lines' styles.
  let movedX = 0;
  let movedY = 0;
  let wantedGuides: readonly StageGuide[] = [];
  let pictureShown = "";
  let linesShown = "";
  let frame = 0;
  let dropped = false;
  const show = () => {
    frame = 0;
    if (dropped) return;
    const transform = `translate(${movedX}px, ${movedY}px)`;
    if (transform !== pictureShown) {
      pictureShown = transform;
      picture.style.transform = transform;
    }
    // Only lines on the stage: the canvases end at its edges, these divs only at the stage's box around it.
    const onStage = wantedGuides.filter((guide) => guide.at >= 0 && guide.at <= (guide.axis === "x" ? stage.width() : stage.height()));
    const key = onStage.map((guide) => `${guide.axis}${guide.at}`).join(" ");
    if (key === linesShown) return;
    linesShown = key;
    for (const axis of ["x", "y"] as const) {
      const along = onStage.filter((guide) => guide.axis === axis);
      along.forEach((guide, index) => {
        lineFor(axis, index).style.transform = axis === "x" ? `translate(${guide.at - 0.5}px, 0)` : `translate(0, ${guide.at - 0.5}px)`;
      });
      for (const line of lines[axis].slice(along.length)) line.style.transform = aside[axis];
    }
  };
  const showNextFrame = () => {
    if (!frame && !dropped) frame = requestAnimationFrame(show);
  };

  return {
    offset: () => ({ x: wanted.x - pinned.x, y: wanted.y - pinned.y }),
    move(dx, dy) {
      movedX = dx;
      movedY = dy;
      showNextFrame();
    },
    guides(wantedLines) {
      wantedGuides = wantedLines;
      showNextFrame();
    },
    drop() {
      if (dropped) return;
      dropped = true;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      picture.remove();
      for (const line of [...lines.x, ...lines.y]) line.remove();
      dragged.dragBoundFunc(ownBound);
      for (const node of shown) if (node.getStage()) node.visible(true);
      if (layer.getStage()) layer.batchDraw();
    },
  };
}

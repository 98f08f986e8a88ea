import type { EllipseConfig } from "konva/lib/shapes/Ellipse";
import type { ImageConfig } from "konva/lib/shapes/Image";
import type { LineConfig } from "konva/lib/shapes/Line";
import type { RectConfig } from "konva/lib/shapes/Rect";
import type { TextConfig } from "konva/lib/shapes/Text";
import type { Context } from "konva/lib/Context";
import type { ShapeConfig } from "konva/lib/Shape";
import type Konva from "konva";
import {
  fontById,
  letterSpacingMm,
  shapePathSegments,
  traceShapePath,
  type DesignElement,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type TextElement,
} from "@/lib/design";
import { qrModules, qrLayout, qrRuns } from "@/lib/design/qr";
import type { Point } from "./viewport";

/**
 * One description of how an element is drawn, in its side's frame (mm), used
 * both by the editor (as react-konva props) and by the flat exports (as plain
 * Konva nodes), so what the shopper edits is what the textures and thumbnails show.
 *
 * The document's convention is Konva's: x, y is the top-left corner of the box
 * before rotation and the box turns clockwise about it. Every element is one
 * Konva shape, which keeps a 500-element side to 500 nodes.
 */

/** A loaded picture with its natural size in pixels. */
export interface LoadedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
}

export type ElementShape =
  | { kind: "rect"; config: RectConfig }
  | { kind: "ellipse"; config: EllipseConfig }
  | { kind: "line"; config: LineConfig }
  | { kind: "text"; config: TextConfig }
  | { kind: "image"; config: ImageConfig }
  /** A QR code: one shape whose scene draws the background and the dark modules, hit anywhere in its box. */
  | { kind: "qr"; config: ShapeConfig }
  /** A drawn outline (the shapes library): one shape whose scene traces the path stretched to its box. */
  | { kind: "path"; config: ShapeConfig }
  /** An image still loading (or failed): the same Konva node type, so the node survives its picture's arrival. */
  | { kind: "placeholder"; config: ImageConfig };

/** Konva `name` of every element node, to find them on the stage. */
export const ELEMENT_NODE_NAME = "design-element";

const PLACEHOLDER_FILL = "#e6e8eb";
const PLACEHOLDER_STROKE = "#9aa1a9";
/** An empty shape (no fill) is still picked up anywhere inside its box. */
const HIT_ONLY_FILL = "rgba(0,0,0,0)";
/** Thin or invisible lines stay easy to grab: at least this wide for the pointer, in mm. */
const MIN_LINE_HIT_MM = 4;

/** A generic family per font, used while the web font loads or if it never does. */
const FALLBACK_FAMILY: Record<string, string> = {
  "roboto-slab": "serif",
  "playfair-display": "serif",
  caveat: "cursive",
  "space-mono": "monospace",
};

/**
 * The families Konva is given for a font: its own family (see fonts.ts) with
 * the generic one behind it, or the generic one alone while the font's file is
 * still loading, so the switch to the real family makes Konva measure again.
 */
export function fontFamilyFor(fontId: string, fileSettled = true): string {
  const family = fontById(fontId)?.family;
  const fallback = FALLBACK_FAMILY[fontId] ?? "sans-serif";
  return family && fileSettled ? `${family}, ${fallback}` : fallback;
}

/** CSS font-style and weight as Konva's fontStyle ("italic 700"). */
export function fontStyleFor(text: Pick<TextElement, "italic" | "fontWeight">): string {
  return `${text.italic ? "italic " : ""}${text.fontWeight}`;
}

/** The corners of a unit five-pointed star pointing up, inner radius of a regular star. */
const STAR_UNIT: Point[] = Array.from({ length: 10 }, (_, i) => {
  const radius = i % 2 === 0 ? 1 : 0.381966;
  const angle = -Math.PI / 2 + (i * Math.PI) / 5;
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
});

/** The outline of a star or triangle stretched to fill a w x h box (the schema's "a shape fills its box"). */
export function shapeOutline(shape: "star" | "triangle", width: number, height: number): number[] {
  if (shape === "triangle") return [width / 2, 0, width, height, 0, height];
  const xs = STAR_UNIT.map((p) => p.x);
  const ys = STAR_UNIT.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  return STAR_UNIT.flatMap((p) => [((p.x - minX) / spanX) * width, ((p.y - minY) / spanY) * height]);
}

/**
 * Mirrors a picture inside its own box. The node keeps its ordinary transform
 * (so the Transformer, snapping and the stored x, y, width and height mean what
 * they always mean) and only its drawing is turned over, the way the print turns it.
 */
function flippedScene(element: ImageElement) {
  return (context: Context, shape: Konva.Shape) => {
    context.save();
    context.translate(element.flipX ? shape.width() : 0, element.flipY ? shape.height() : 0);
    context.scale(element.flipX ? -1 : 1, element.flipY ? -1 : 1);
    (shape as Konva.Image)._sceneFunc(context);
    context.restore();
  };
}

/** The QR code's background square and dark modules, in the element's box. */
function qrShape(element: QrElement): ElementShape {
  const { width, height } = element;
  const modules = qrModules(element.data);
  const layout = qrLayout(modules, width, height);
  const runs = qrRuns(modules, width, height);
  return {
    kind: "qr",
    config: {
      ...common(element),
      width,
      height,
      fill: HIT_ONLY_FILL,
      sceneFunc: (context: Context) => {
        if (element.background) {
          context.setAttr("fillStyle", element.background);
          context.fillRect(layout.x, layout.y, layout.side, layout.side);
        }
        context.setAttr("fillStyle", element.color);
        context.beginPath();
        for (const run of runs) context.rect(run.x, run.y, run.width, run.height);
        context.fill();
      },
      hitFunc: (context: Context, shape: Konva.Shape) => {
        context.beginPath();
        context.rect(0, 0, width, height);
        context.closePath();
        context.fillStrokeShape(shape);
      },
    },
  };
}

function common(element: DesignElement) {
  return {
    id: element.id,
    name: ELEMENT_NODE_NAME,
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    opacity: element.opacity,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
  };
}

function paint(element: ShapeElement) {
  const stroked = element.stroke !== null && element.strokeWidth > 0;
  return {
    fill: element.fill ?? HIT_ONLY_FILL,
    stroke: stroked ? (element.stroke ?? undefined) : undefined,
    strokeWidth: stroked ? element.strokeWidth : 0,
    strokeEnabled: stroked,
  };
}

function shapeFor(element: ShapeElement): ElementShape {
  const base = common(element);
  const { width, height } = element;
  switch (element.shape) {
    case "rect":
      return { kind: "rect", config: { ...base, width, height, ...paint(element) } };
    case "ellipse":
      // Konva draws an ellipse about its origin; the offset puts that origin at the box's top-left corner.
      return { kind: "ellipse", config: { ...base, radiusX: width / 2, radiusY: height / 2, offsetX: -width / 2, offsetY: -height / 2, ...paint(element) } };
    case "line":
      return {
        kind: "line",
        config: {
          ...base,
          points: [0, height / 2, width, height / 2],
          stroke: element.stroke ?? undefined,
          strokeWidth: element.strokeWidth,
          strokeEnabled: element.stroke !== null && element.strokeWidth > 0,
          hitStrokeWidth: Math.max(element.strokeWidth, MIN_LINE_HIT_MM, height),
          lineCap: "butt",
        },
      };
    case "star":
    case "triangle":
      return { kind: "line", config: { ...base, points: shapeOutline(element.shape, width, height), closed: true, lineJoin: "miter", ...paint(element) } };
    case "path": {
      // The schema accepted the path; the same segments feed the print (server/designs print.ts).
      const segments = shapePathSegments(element.path ?? "");
      return {
        kind: "path",
        config: {
          ...base,
          width,
          height,
          ...paint(element),
          lineJoin: "round",
          fillRule: "evenodd",
          sceneFunc: (context: Context, shape: Konva.Shape) => {
            context.beginPath();
            traceShapePath(segments, width, height, context);
            context.fillStrokeShape(shape);
          },
        },
      };
    }
  }
}

/**
 * How `element` is drawn. Images need their picture: without one (still
 * loading, or failed) a neutral placeholder fills the box. Text shows in its
 * generic fallback family until its font file has settled (`fontSettled`), and
 * always shows all its lines: its node is as tall as they are.
 */
export function elementShape(element: DesignElement, image?: LoadedImage | null, fontSettled = true): ElementShape {
  const base = common(element);
  switch (element.type) {
    case "shape":
      return shapeFor(element);
    case "qr":
      return qrShape(element);
    case "text":
      return {
        kind: "text",
        config: {
          ...base,
          // No height: Konva would drop the lines below a fixed one. A text shows every line,
          // even in a box stored too short (ADR 0049); the print check warns about that box.
          width: element.width,
          text: element.text,
          fontFamily: fontFamilyFor(element.fontId, fontSettled),
          fontStyle: fontStyleFor(element),
          fontSize: element.fontSize,
          fill: element.color,
          align: element.align,
          lineHeight: element.lineHeight,
          letterSpacing: letterSpacingMm(element),
          wrap: "word",
        },
      };
    case "image": {
      if (!image) {
        return {
          kind: "placeholder",
          config: {
            ...base,
            image: undefined,
            width: element.width,
            height: element.height,
            fill: PLACEHOLDER_FILL,
            stroke: PLACEHOLDER_STROKE,
            strokeWidth: 1,
            strokeScaleEnabled: false,
            dash: [4, 4],
          },
        };
      }
      const crop = element.crop
        ? {
            x: element.crop.x * image.width,
            y: element.crop.y * image.height,
            width: element.crop.width * image.width,
            height: element.crop.height * image.height,
          }
        : undefined;
      const flipped = element.flipX || element.flipY ? { sceneFunc: flippedScene(element) } : {};
      return { kind: "image", config: { ...base, width: element.width, height: element.height, image: image.source, crop, ...flipped } };
    }
  }
}

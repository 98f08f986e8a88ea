import Konva from "konva";
import type { EllipseConfig } from "konva/lib/shapes/Ellipse";
import type { ImageConfig } from "konva/lib/shapes/Image";
import type { DesignDocument, DesignElement } from "@/lib/design";
import type { Net, SideId } from "@/lib/dielines";
import { elementShape, type ElementShape, type LoadedImage } from "./element-shapes";
import { browserFonts, fontFilesOf, type FontLoader } from "./fonts";
import { loadBrowserImage, type LoadImage } from "./images";
import { tracePolygon } from "./outline";
import { sideGeometry } from "./side-geometry";
import type { Rect } from "./viewport";

/**
 * A side's artwork rendered flat, off screen: for the 3D preview's textures
 * (each side at a chosen px per mm, mapped through its frame) and for design
 * thumbnails. It draws the very nodes the editor draws (see element-shapes),
 * clipped to the panel plus bleed, without guides, selection or dimming, once
 * the side's pictures and typefaces have arrived (a text measured before its
 * font would keep the fallback's line breaks).
 */

/** Finds the picture of an uploaded file; null (or a rejection) leaves that image out. */
export type SideImageLoader = (fileId: string) => Promise<LoadedImage | null>;

export interface RenderSideOptions {
  /**
   * false (default): the canvas covers the side's frame, u 0..width, v 0..height,
   * which is what a texture maps onto the panel. true: it also covers the bleed
   * around it (origin at the bleed's top-left corner).
   */
  includeBleed?: boolean;
  /** Painted where the side has no background colour; transparent when left out. */
  background?: string;
  /** Where the typefaces come from; the page's shared loader when left out. */
  fonts?: FontLoader;
}

/** A Konva node for one element, the imperative twin of the editor's react-konva nodes. */
export function createElementNode(shape: ElementShape): Konva.Shape {
  switch (shape.kind) {
    case "rect":
      return new Konva.Rect(shape.config);
    case "ellipse":
      return new Konva.Ellipse(shape.config as EllipseConfig);
    case "line":
      return new Konva.Line(shape.config);
    case "text":
      return new Konva.Text(shape.config);
    case "qr":
    case "path":
      return new Konva.Shape(shape.config);
    case "image":
    case "placeholder":
      return new Konva.Image(shape.config as ImageConfig);
  }
}

/** The area (side frame mm) the rendered canvas covers. */
export function renderArea(net: Net, side: SideId, includeBleed = false): Rect {
  const geometry = sideGeometry(net, side);
  if (!geometry) throw new Error(`The net has no printable ${side} side`);
  return includeBleed ? geometry.bleedBounds : { x: 0, y: 0, width: geometry.frame.width, height: geometry.frame.height };
}

async function picturesFor(elements: readonly DesignElement[], loadImage: SideImageLoader): Promise<Map<string, LoadedImage>> {
  const fileIds = [...new Set(elements.flatMap((element) => (element.type === "image" ? [element.fileId] : [])))];
  const loaded = await Promise.all(fileIds.map((fileId) => loadImage(fileId).catch(() => null)));
  const pictures = new Map<string, LoadedImage>();
  fileIds.forEach((fileId, index) => {
    const picture = loaded[index];
    if (picture) pictures.set(fileId, picture);
  });
  return pictures;
}

/**
 * Renders one side at `pxPerMm` into a new canvas (an HTMLCanvasElement in the
 * browser). Pixel (i, j) shows the artwork at u = area.x + (i + 0.5) / pxPerMm,
 * likewise for v. Images that do not load are left out rather than drawn as
 * placeholders; text whose font does not load shows in its generic family.
 */
export async function renderSideToCanvas(
  doc: DesignDocument,
  net: Net,
  side: SideId,
  pxPerMm: number,
  loadImage: SideImageLoader,
  options: RenderSideOptions = {},
): Promise<HTMLCanvasElement> {
  if (!(pxPerMm > 0) || !Number.isFinite(pxPerMm)) throw new RangeError(`pxPerMm must be a positive number, got ${pxPerMm}`);
  const geometry = sideGeometry(net, side);
  if (!geometry) throw new Error(`The net has no printable ${side} side`);
  const area = renderArea(net, side, options.includeBleed);
  const content = doc.sides[side] ?? { background: null, elements: [] };
  const [pictures] = await Promise.all([picturesFor(content.elements, loadImage), (options.fonts ?? browserFonts()).load(fontFilesOf(content.elements))]);

  const root = new Konva.Group({
    x: -area.x * pxPerMm,
    y: -area.y * pxPerMm,
    scaleX: pxPerMm,
    scaleY: pxPerMm,
    clipFunc: (context) => tracePolygon(context, geometry.bleedOutline),
  });
  const fill = content.background ?? options.background;
  if (fill) {
    const b = geometry.bleedBounds;
    root.add(new Konva.Rect({ x: b.x, y: b.y, width: b.width, height: b.height, fill, listening: false }));
  }
  for (const element of content.elements) {
    const picture = element.type === "image" ? pictures.get(element.fileId) : undefined;
    if (element.type === "image" && !picture) continue;
    root.add(createElementNode(elementShape(element, picture)));
  }
  try {
    return root.toCanvas({
      x: 0,
      y: 0,
      width: Math.max(1, Math.round(area.width * pxPerMm)),
      height: Math.max(1, Math.round(area.height * pxPerMm)),
      pixelRatio: 1,
    });
  } finally {
    root.destroy();
  }
}

export interface ExportSideOptions extends RenderSideOptions {
  /** Resolution; 2 px per mm when left out. */
  pxPerMm?: number;
  /** Caps the longer edge of the image (thumbnails are at most 300 x 300 px). */
  maxPx?: number;
  loadImage: SideImageLoader;
}

/** A PNG data URL of one side: a design thumbnail, or a texture for the 3D preview. */
export async function exportSidePng(doc: DesignDocument, net: Net, side: SideId, options: ExportSideOptions): Promise<string> {
  const area = renderArea(net, side, options.includeBleed);
  const longest = Math.max(area.width, area.height);
  const pxPerMm = Math.min(options.pxPerMm ?? 2, options.maxPx ? options.maxPx / longest : Infinity);
  const canvas = await renderSideToCanvas(doc, net, side, pxPerMm, options.loadImage, options);
  return canvas.toDataURL("image/png");
}

/** A loader for the exports from the same proxy URLs the editor uses, in the browser. */
export function imageLoaderFor(imageUrl: (fileId: string) => string, load: LoadImage = loadBrowserImage): SideImageLoader {
  return (fileId) => load(imageUrl(fileId));
}

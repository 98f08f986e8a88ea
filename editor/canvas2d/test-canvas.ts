/**
 * Test support, not shipped: Konva draws through @napi-rs/canvas in Node, so
 * the canvas tests render real pixels. Under jsdom the stage still needs DOM
 * <canvas> elements to append, so each one is a jsdom element whose 2D context
 * (and size and PNG export) belong to a napi canvas.
 */
import { createCanvas, Image as NapiImage, type Canvas } from "@napi-rs/canvas";
import Konva from "konva";
import type { LoadedImage } from "./element-shapes";
import { measureWith } from "./text-measure";

/** The napi canvas behind each jsdom canvas, so drawing one canvas into another reaches the real one. */
const backings = new WeakMap<object, Canvas>();

function napiBackedElement(): HTMLCanvasElement {
  const backing = createCanvas(300, 150);
  const element = document.createElement("canvas");
  backings.set(element, backing);
  const context = backing.getContext("2d");
  const drawImage = context.drawImage.bind(context) as (...args: unknown[]) => void;
  Object.assign(context, { drawImage: (image: object, ...rest: unknown[]) => drawImage(backings.get(image) ?? image, ...rest) });
  Object.defineProperty(element, "width", { get: () => backing.width, set: (value: number) => void (backing.width = value) });
  Object.defineProperty(element, "height", { get: () => backing.height, set: (value: number) => void (backing.height = value) });
  Object.assign(element, {
    getContext: (kind: string) => (kind === "2d" ? context : null),
    toDataURL: (type?: string) => backing.toDataURL((type ?? "image/png") as "image/png"),
  });
  return element;
}

function napiCanvas(): HTMLCanvasElement {
  const canvas = createCanvas(300, 150) as unknown as HTMLCanvasElement & { style?: object };
  if (!canvas.style) Object.assign(canvas, { style: {} });
  return canvas;
}

/** Points Konva at napi canvases; call once at the top of a test file, before anything renders. */
export function drawWithNapiCanvas(): void {
  Konva.pixelRatio = 1;
  Konva.Util.createCanvasElement = typeof document === "undefined" ? napiCanvas : napiBackedElement;
  Konva.Util.createImageElement = () => new NapiImage() as unknown as HTMLImageElement;
  // Texts are fitted with the same real canvas Konva draws and measures with.
  measureWith(() => createCanvas(1, 1).getContext("2d") as unknown as CanvasRenderingContext2D);
}

/** A solid-colour picture of the given size, as a loaded image. */
export function solidPicture(color: string, width = 40, height = 20): LoadedImage {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return { source: canvas as unknown as CanvasImageSource, width, height };
}

/** The colour at a pixel of a 2D canvas as "#rrggbb" plus alpha. */
export function pixelAt(canvas: HTMLCanvasElement, x: number, y: number): { hex: string; alpha: number } {
  const [r, g, b, a] = canvas.getContext("2d")!.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  const hex = `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, "0")).join("")}`;
  return { hex, alpha: a ?? 0 };
}

import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/types/src/display/api";
import type { PixelSize } from "./headers";

/**
 * A PDF's first page through pdf.js, which draws on @napi-rs/canvas in Node.
 * Opening reads the page's size without drawing anything, so an oversized page
 * is refused before a pixel is allocated.
 */

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let loading: Promise<PdfJs> | null = null;

function pdfjs(): Promise<PdfJs> {
  loading ??= import("pdfjs-dist/legacy/build/pdf.mjs").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** pdf.js's fonts, character maps and decoders, read from the installed package (found from the working folder, where the server runs). */
function assetFolders(): Record<string, string> {
  try {
    const root = path.dirname(createRequire(path.join(process.cwd(), "index.js")).resolve("pdfjs-dist/package.json"));
    return {
      standardFontDataUrl: `${root}/standard_fonts/`,
      cMapUrl: `${root}/cmaps/`,
      wasmUrl: `${root}/wasm/`,
      iccUrl: `${root}/iccs/`,
    };
  } catch {
    return {}; // pdf.js falls back to its built-in glyph outlines
  }
}

const RENDER_SECONDS = 60;
/** Embedded images larger than this are skipped rather than decoded. */
const MAX_EMBEDDED_IMAGE_PIXELS = 100_000_000;

/** What pdf.js's Node canvas factory hands out: an @napi-rs/canvas and its 2D context. */
interface CanvasFactory {
  create(width: number, height: number): { canvas: { width: number; height: number }; context: CanvasRenderingContext2D };
}

export interface RenderedPage extends PixelSize {
  /** RGBA, not premultiplied, row by row. */
  pixels: Uint8ClampedArray;
}

export interface PdfFirstPage {
  /** The page's size in pixels at a density, rotation applied. */
  sizeAt(dpi: number): PixelSize;
  /** Draws the page at a density or, with a box, scaled to fit inside it; transparent where the page has nothing. */
  render(dpi: number, fitInside?: number): Promise<RenderedPage>;
  close(): Promise<void>;
}

export async function openFirstPage(bytes: Uint8Array): Promise<PdfFirstPage> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  // pdf.js takes ownership of the array it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    stopAtErrors: false,
    ...assetFolders(),
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw error;
  }
  let page: PDFPageProxy;
  try {
    page = await document.getPage(1);
  } catch (error) {
    await document.destroy().catch(() => {});
    throw error;
  }

  const scaleFor = (dpi: number) => dpi / 72;
  const sizeAt = (dpi: number): PixelSize => {
    const viewport = page.getViewport({ scale: scaleFor(dpi) });
    return { width: Math.max(1, Math.round(viewport.width)), height: Math.max(1, Math.round(viewport.height)) };
  };

  return {
    sizeAt,
    async render(dpi, fitInside) {
      let scale = scaleFor(dpi);
      if (fitInside) {
        const natural = page.getViewport({ scale: 1 });
        scale = Math.min(scale, fitInside / natural.width, fitInside / natural.height);
      }
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const { canvas, context } = (document.canvasFactory as CanvasFactory).create(width, height);
      const task = page.render({ canvas: canvas as HTMLCanvasElement, canvasContext: context, viewport, background: "rgba(0,0,0,0)" });
      // A page that takes this long to draw is refused rather than left to run.
      const timer = setTimeout(() => task.cancel(), RENDER_SECONDS * 1000);
      try {
        await task.promise;
      } finally {
        clearTimeout(timer);
      }
      const pixels = context.getImageData(0, 0, width, height).data;
      // Give the canvas's memory back before the caller starts encoding.
      canvas.width = 0;
      canvas.height = 0;
      return { width, height, pixels };
    },
    async close() {
      page.cleanup();
      await document.destroy();
    },
  };
}

import type { Sharp, SharpOptions } from "sharp";
import { HttpError } from "@/server/http/errors";
import { countColours } from "./colours";
import { imageTooLarge, tooManyColours, unreadableFile, vectorTooLarge } from "./errors";
import { jpegSize, pngSize, type PixelSize } from "./headers";
import { image } from "./images";
import { openFirstPage, type PdfFirstPage } from "./pdf";
import {
  COLOUR_COUNT_CAP,
  densitiesFor,
  isArtwork,
  LIMITED_SIDE,
  MAX_ATTACHMENT_SIDE,
  MAX_DECODED_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_VECTOR_RENDER_PIXELS,
  THUMBNAIL_SIDE,
  type ColourSpace,
  type FileKind,
  type FilePurpose,
  type VariantName,
} from "./rules";
import { checkSvg, svgAtSize, svgPixelSize, type CheckedSvg } from "./svg";

/**
 * Turns an accepted upload into its PNG renditions. The size is read from the
 * header and checked before anything is decoded; the image is then decoded (or
 * rasterized: SVG through librsvg, PDF's first page through pdf.js) once into
 * RGBA pixels, and every rendition is made from those.
 *
 * Artwork (design, dieline): original, original_limited (the editor's proxy,
 * longest side 2000), thumbnail (within 300 x 300), each also _monochrome, and
 * the distinct colours, counted on a nearest-neighbour copy at the proxy's size
 * (resampling would invent colours). Attachments (quote, contact): a thumbnail
 * for PNG and PDF. PostScript and ZIP are stored as they are.
 */

export interface Conversion {
  width: number | null;
  height: number | null;
  /** COLOUR_COUNT_CAP + 1 means more than the cap; null when not counted. */
  colours: number | null;
  /** The upload itself is the full-size PNG: 'original' points at the source. */
  originalIsSource: boolean;
}

export interface ConvertOptions {
  purpose: FilePurpose;
  colourSpace: ColourSpace;
  maxColours?: number;
  /** Receives each rendition as soon as it is made. */
  emit(variant: VariantName, png: Uint8Array): Promise<void>;
}

/** Decoding is bounded: a file that takes longer than this is refused rather than left to run. */
const DECODE_SECONDS = 60;
/** zlib level 6 is what PNG encoders default to; faster levels make much larger files for artwork. */
const PNG_OUTPUT = { compressionLevel: 6 } as const;

/** Decoding the upload itself: damaged files fail rather than half-decode; sharp's pixel limit is set by image(). */
const DECODE: SharpOptions = { failOn: "error", autoOrient: true };

interface Raster extends PixelSize {
  pixels: Buffer;
}

const fromRaster = (raster: Raster) => image(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } });
const encode = (pipeline: Sharp) => pipeline.png(PNG_OUTPUT).toBuffer();
const FIT_INSIDE = { fit: "inside", withoutEnlargement: true } as const;

async function toRaster(pipeline: Sharp): Promise<Raster> {
  const { data, info } = await pipeline
    .timeout({ seconds: DECODE_SECONDS })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

function rasterFromPage(page: { width: number; height: number; pixels: Uint8ClampedArray }): Raster {
  return { pixels: Buffer.from(page.pixels.buffer, page.pixels.byteOffset, page.pixels.byteLength), width: page.width, height: page.height };
}

function checkSize(size: PixelSize | null, kind: FileKind, maxSide: number = MAX_IMAGE_SIDE): PixelSize {
  if (!size || size.width < 1 || size.height < 1) throw unreadableFile(kind, "The image header is missing or damaged");
  if (size.width > maxSide || size.height > maxSide) throw imageTooLarge(size.width, size.height, maxSide);
  return size;
}

/** Failures of the decoders are the file's: refused as unreadable, never a server error. */
async function decoding<T>(kind: FileKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadableFile(kind, error instanceof Error ? error.message : String(error));
  }
}

/** Runs the tasks side by side but reports only once all have stopped, so nothing is still storing when a failure is handled. */
async function allSettled(tasks: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** What the file is before decoding: its size from the header, and what will draw it. */
type Prepared =
  | { kind: "png" | "jpeg"; size: PixelSize; bytes: Uint8Array }
  | { kind: "svg"; size: PixelSize; svg: CheckedSvg }
  | { kind: "pdf"; size: PixelSize; page: PdfFirstPage }
  | { kind: "postscript" | "zip"; size: null };

/**
 * An upload whose cost is known and within the limits, nothing decoded or drawn
 * yet: `pixels` is how many pixels converting it will decode or draw (0 for files
 * stored as they are). `close` gives back what reading the header held (a PDF's document).
 */
export interface InspectedUpload {
  kind: FileKind;
  pixels: number;
  prepared: Prepared;
  close(): Promise<void>;
}

const pixelsOf = (size: PixelSize) => size.width * size.height;

/** Raster uploads decode to width times height pixels: refused past MAX_DECODED_PIXELS. */
function checkDecoded(size: PixelSize): PixelSize {
  if (pixelsOf(size) > MAX_DECODED_PIXELS) throw imageTooLarge(size.width, size.height);
  return size;
}

/** Drawing a vector file costs the pixels it is drawn at: refused past MAX_VECTOR_RENDER_PIXELS. */
function checkDrawn(kind: FileKind, size: PixelSize): PixelSize {
  if (pixelsOf(size) > MAX_VECTOR_RENDER_PIXELS) throw vectorTooLarge(kind, size.width, size.height, MAX_VECTOR_RENDER_PIXELS);
  return size;
}

/** An attachment's PDF is only drawn as a thumbnail, within the proxy's box at the thumbnail density. */
function thumbnailPixels(page: PdfFirstPage, purpose: FilePurpose): number {
  const size = page.sizeAt(densitiesFor(purpose).thumbnail);
  const scale = Math.min(1, LIMITED_SIDE / size.width, LIMITED_SIDE / size.height);
  return Math.max(1, Math.round(size.width * scale)) * Math.max(1, Math.round(size.height * scale));
}

async function prepare(kind: FileKind, bytes: Uint8Array, purpose: FilePurpose): Promise<{ prepared: Prepared; pixels: number }> {
  switch (kind) {
    case "png":
    case "jpeg": {
      const size = checkDecoded(checkSize(kind === "png" ? pngSize(bytes) : jpegSize(bytes), kind));
      return { prepared: { kind, bytes, size }, pixels: pixelsOf(size) };
    }
    case "svg": {
      const svg = checkSvg(bytes);
      const size = checkDrawn(kind, checkSize(svgPixelSize(svg), kind));
      return { prepared: { kind, svg, size }, pixels: pixelsOf(size) };
    }
    case "pdf": {
      const page = await decoding(kind, () => openFirstPage(bytes));
      try {
        const size = page.sizeAt(densitiesFor(purpose).full);
        if (!isArtwork(purpose)) {
          // Attachments are only drawn as thumbnails, small whatever the page size; their bound only keeps the size storable.
          return { prepared: { kind, page, size: checkSize(size, kind, MAX_ATTACHMENT_SIDE) }, pixels: thumbnailPixels(page, purpose) };
        }
        // Artwork is drawn whole (the thumbnail again at 144 dpi, a fraction of that).
        return { prepared: { kind, page, size: checkDrawn(kind, checkSize(size, kind)) }, pixels: pixelsOf(size) };
      } catch (error) {
        await page.close();
        throw error;
      }
    }
    default:
      return { prepared: { kind, size: null }, pixels: 0 };
  }
}

/**
 * Reads the upload's size from its header and checks what converting it would
 * cost, before any pixel is decoded or drawn: the raster's decoded pixels, the
 * vector file's pixels at the shop's density (a PDF's UserUnit included).
 */
export async function inspectUpload(kind: FileKind, bytes: Uint8Array, purpose: FilePurpose): Promise<InspectedUpload> {
  const { prepared, pixels } = await prepare(kind, bytes, purpose);
  return {
    kind,
    pixels,
    prepared,
    async close() {
      if (prepared.kind === "pdf") await prepared.page.close();
    },
  };
}

/** The full-size image, decoded (or drawn) once into RGBA pixels: one decode and one buffer serve every rendition. */
async function fullSize(prepared: Exclude<Prepared, { size: null }>, dpi: number): Promise<Raster> {
  return decoding(prepared.kind, async () => {
    if (prepared.kind === "pdf") return rasterFromPage(await prepared.page.render(dpi));
    if (prepared.kind === "svg") return toRaster(image(svgAtSize(prepared.svg, prepared.size), { ...DECODE, density: 72 }));
    return toRaster(image(prepared.bytes, DECODE));
  });
}

async function isUntouchedPng(prepared: Prepared): Promise<boolean> {
  if (prepared.kind !== "png") return false;
  const { orientation } = await image(prepared.bytes).metadata();
  return !orientation || orientation === 1;
}

async function coloursOf(raster: Raster): Promise<number> {
  if (raster.width <= LIMITED_SIDE && raster.height <= LIMITED_SIDE) return countColours(raster.pixels);
  const sample = await fromRaster(raster)
    .resize(LIMITED_SIDE, LIMITED_SIDE, { ...FIT_INSIDE, kernel: "nearest" })
    .raw()
    .toBuffer();
  return countColours(sample);
}

/** Converts an inspected upload; the caller closes it. */
export async function convertInspected(inspected: InspectedUpload, options: ConvertOptions): Promise<Conversion> {
  const { prepared } = inspected;
  if (prepared.size === null) return { width: null, height: null, colours: null, originalIsSource: false };
  if (!isArtwork(options.purpose)) {
    await thumbnailOnly(prepared, options);
    return { ...prepared.size, colours: null, originalIsSource: false };
  }
  return artwork(prepared, options);
}

async function thumbnailOnly(prepared: Exclude<Prepared, { size: null }>, options: ConvertOptions): Promise<void> {
  const thumbnail = await decoding(prepared.kind, async () => {
    const source =
      prepared.kind === "pdf"
        ? fromRaster(rasterFromPage(await prepared.page.render(densitiesFor(options.purpose).thumbnail, LIMITED_SIDE)))
        : image(prepared.kind === "svg" ? svgAtSize(prepared.svg, prepared.size) : prepared.bytes, { ...DECODE, density: 72 });
    return encode(source.resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, FIT_INSIDE));
  });
  await options.emit("thumbnail", thumbnail);
}

async function artwork(prepared: Exclude<Prepared, { size: null }>, options: ConvertOptions): Promise<Conversion> {
  const densities = densitiesFor(options.purpose);
  const raster = await fullSize(prepared, densities.full);
  const originalIsSource = await decoding(prepared.kind, () => isUntouchedPng(prepared));
  const counting = decoding(prepared.kind, () => coloursOf(raster));
  // With a limit, the count comes first: a refusal then costs no renditions.
  if (options.maxColours !== undefined) {
    const colours = await counting;
    if (colours > options.maxColours) throw tooManyColours(Math.min(colours, COLOUR_COUNT_CAP), options.maxColours, colours > COLOUR_COUNT_CAP);
  }

  const monochrome = (pipeline: Sharp) => (options.colourSpace === "monochromeWhite" ? pipeline.negate({ alpha: false }) : pipeline).toColourspace("b-w");
  const made = (variant: VariantName, work: () => Promise<Buffer>) => decoding(prepared.kind, work).then((png) => options.emit(variant, png).then(() => png));

  const limited = made("original_limited", () => encode(fromRaster(raster).resize(LIMITED_SIDE, LIMITED_SIDE, FIT_INSIDE)));
  await allSettled([
    counting,
    originalIsSource ? Promise.resolve() : made("original", () => encode(fromRaster(raster))),
    made("original_monochrome", () => encode(monochrome(fromRaster(raster)))),
    limited.then((png) => made("original_limited_monochrome", () => encode(monochrome(image(png))))),
    thumbnailBase(prepared, limited, densities).then((base) =>
      made("thumbnail", () => encode(base.resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, FIT_INSIDE))).then((thumbnail) =>
        made("thumbnail_monochrome", () => encode(monochrome(image(thumbnail)))),
      ),
    ),
  ]);
  return { width: raster.width, height: raster.height, colours: await counting, originalIsSource };
}

/** PDF thumbnails are drawn at their own density; everything else is shrunk from the editor's proxy. */
async function thumbnailBase(
  prepared: Exclude<Prepared, { size: null }>,
  limited: Promise<Buffer>,
  densities: { full: number; thumbnail: number },
): Promise<Sharp> {
  if (prepared.kind !== "pdf" || densities.thumbnail === densities.full) return image(await limited);
  return decoding(prepared.kind, async () => fromRaster(rasterFromPage(await prepared.page.render(densities.thumbnail, MAX_IMAGE_SIDE))));
}

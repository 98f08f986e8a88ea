import sharp, { type Sharp, type SharpOptions } from "sharp";
import { HttpError } from "@/server/http/errors";
import { countColours } from "./colours";
import { imageTooLarge, tooManyColours, unreadableFile } from "./errors";
import { jpegSize, pngSize, type PixelSize } from "./headers";
import { openFirstPage, type PdfFirstPage } from "./pdf";
import {
  COLOUR_COUNT_CAP,
  densitiesFor,
  isArtwork,
  LIMITED_SIDE,
  MAX_ATTACHMENT_SIDE,
  MAX_IMAGE_SIDE,
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

const MAX_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
/** Decoding is bounded: a file that takes longer than this is refused rather than left to run. */
const DECODE_SECONDS = 60;
/** zlib level 6 is what PNG encoders default to; faster levels make much larger files for artwork. */
const PNG_OUTPUT = { compressionLevel: 6 } as const;

// Each upload's operations are new to libvips: its operation cache would only hold on to large buffers.
sharp.cache(false);

/** sharp's second guard behind the header check: it refuses more pixels than we accept, whatever the header said. */
const DECODE: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: "error", autoOrient: true };

interface Raster extends PixelSize {
  pixels: Buffer;
}

const fromRaster = (raster: Raster) => sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } });
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

async function prepare(kind: FileKind, bytes: Uint8Array, purpose: FilePurpose): Promise<Prepared> {
  switch (kind) {
    case "png":
      return { kind, bytes, size: checkSize(pngSize(bytes), kind) };
    case "jpeg":
      return { kind, bytes, size: checkSize(jpegSize(bytes), kind) };
    case "svg": {
      const svg = checkSvg(bytes);
      return { kind, svg, size: checkSize(svgPixelSize(svg), kind) };
    }
    case "pdf": {
      const page = await decoding(kind, () => openFirstPage(bytes));
      try {
        const size = page.sizeAt(densitiesFor(purpose).full);
        // Attachments are only drawn as thumbnails, small whatever the page size; their bound only keeps the size storable.
        return { kind, page, size: checkSize(size, kind, isArtwork(purpose) ? MAX_IMAGE_SIDE : MAX_ATTACHMENT_SIDE) };
      } catch (error) {
        await page.close();
        throw error;
      }
    }
    default:
      return { kind, size: null };
  }
}

/** The full-size image, decoded (or drawn) once into RGBA pixels: one decode and one buffer serve every rendition. */
async function fullSize(prepared: Exclude<Prepared, { size: null }>, dpi: number): Promise<Raster> {
  return decoding(prepared.kind, async () => {
    if (prepared.kind === "pdf") return rasterFromPage(await prepared.page.render(dpi));
    if (prepared.kind === "svg") return toRaster(sharp(svgAtSize(prepared.svg, prepared.size), { ...DECODE, density: 72 }));
    return toRaster(sharp(prepared.bytes, DECODE));
  });
}

async function isUntouchedPng(prepared: Prepared): Promise<boolean> {
  if (prepared.kind !== "png") return false;
  const { orientation } = await sharp(prepared.bytes).metadata();
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

export async function convertUpload(kind: FileKind, bytes: Uint8Array, options: ConvertOptions): Promise<Conversion> {
  const prepared = await prepare(kind, bytes, options.purpose);
  try {
    if (prepared.size === null) return { width: null, height: null, colours: null, originalIsSource: false };
    if (!isArtwork(options.purpose)) {
      await thumbnailOnly(prepared, options);
      return { ...prepared.size, colours: null, originalIsSource: false };
    }
    return await artwork(prepared, options);
  } finally {
    if (prepared.kind === "pdf") await prepared.page.close();
  }
}

async function thumbnailOnly(prepared: Exclude<Prepared, { size: null }>, options: ConvertOptions): Promise<void> {
  const thumbnail = await decoding(prepared.kind, async () => {
    const source =
      prepared.kind === "pdf"
        ? fromRaster(rasterFromPage(await prepared.page.render(densitiesFor(options.purpose).thumbnail, LIMITED_SIDE)))
        : sharp(prepared.kind === "svg" ? svgAtSize(prepared.svg, prepared.size) : prepared.bytes, { ...DECODE, density: 72 });
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
    limited.then((png) => made("original_limited_monochrome", () => encode(monochrome(sharp(png))))),
    thumbnailBase(prepared, limited, densities).then((base) =>
      made("thumbnail", () => encode(base.resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, FIT_INSIDE))).then((thumbnail) =>
        made("thumbnail_monochrome", () => encode(monochrome(sharp(thumbnail)))),
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
  if (prepared.kind !== "pdf" || densities.thumbnail === densities.full) return sharp(await limited);
  return decoding(prepared.kind, async () => fromRaster(rasterFromPage(await prepared.page.render(densities.thumbnail, MAX_IMAGE_SIDE))));
}

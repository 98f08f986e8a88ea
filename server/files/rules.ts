import { ACCEPTED_EXTENSIONS, COLOUR_SPACES, FILE_PURPOSES, MAX_UPLOAD_BYTES, type ColourSpace, type FilePurpose } from "@/lib/files/rules";

/**
 * What an upload may be, per purpose (spec section 'Files'), and the limits the
 * converter works within. The type is always the one found in the content; the
 * extensions here are only what the shopper is told is accepted.
 */

export { COLOUR_SPACES, FILE_PURPOSES, MAX_UPLOAD_BYTES, type ColourSpace, type FilePurpose };

/** The file types the content sniffer recognises. */
export const FILE_KINDS = ["png", "jpeg", "svg", "pdf", "postscript", "zip"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  postscript: "application/postscript",
  zip: "application/zip",
};

/** Modern Illustrator files are PDF inside; older ones (and EPS) are PostScript, both reach the shop as .ai. */
export const ACCEPTED: Record<FilePurpose, { kinds: readonly FileKind[]; extensions: readonly string[] }> = {
  design: { kinds: ["pdf", "png", "jpeg", "svg"], extensions: ACCEPTED_EXTENSIONS.design },
  dieline: { kinds: ["pdf", "postscript"], extensions: ACCEPTED_EXTENSIONS.dieline },
  quote: { kinds: ["pdf", "postscript", "zip", "png"], extensions: ACCEPTED_EXTENSIONS.quote },
  contact: { kinds: ["pdf", "postscript", "zip", "png"], extensions: ACCEPTED_EXTENSIONS.contact },
  approval: { kinds: ["pdf", "png", "jpeg"], extensions: ACCEPTED_EXTENSIONS.approval },
};
/** Room for the multipart boundaries and the small fields beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Uploads one user may send in an hour. */
export const UPLOADS_PER_HOUR = 120;
/**
 * Uploads one client address may send in an hour, whatever users it holds: new
 * anonymous users are cheap, so the user's allowance alone does not bound an address.
 * Room for an office of designers behind one address.
 */
export const UPLOADS_PER_ADDRESS_PER_HOUR = 360;

/** The largest image, either way, in pixels (for PDF and SVG: as rasterized at the full density). */
export const MAX_IMAGE_SIDE = 7000;
/**
 * An attachment's page is only drawn as a thumbnail, so large sheets are fine; but a PDF's
 * UserUnit multiplies its page size without bound, and the size is stored in integer
 * columns. Past this (a sheet about 85 m long at 300 dpi) the file is refused as too large.
 */
export const MAX_ATTACHMENT_SIDE = 1_000_000;
/**
 * The most pixels a raster upload (PNG, JPEG) may decode to, width times height:
 * what 7000 x 7000 px allows. Decoding is linear in this count, and each pixel holds
 * 4 bytes while the renditions are made (196 MB at the limit).
 */
export const MAX_DECODED_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
/**
 * The most pixels an SVG or a PDF page may be drawn at, at the density the shop
 * rasterizes it (300 dpi, dielines 50), width times height: 25 million, a
 * 42 x 42 cm square at 300 dpi (A3 fits with room to spare). A vector file costs the
 * same few bytes at any declared size, and drawing it costs its pixels times its
 * complexity (filters, patterns, gradients), so a 144-byte SVG declaring 6999 x 6999
 * took 6 s of CPU. Drawn smaller it would print blurred at the size it declares, so it
 * is refused rather than scaled down.
 */
export const MAX_VECTOR_RENDER_PIXELS = 25_000_000;
/**
 * Conversions of at most this many pixels (the editor's 2000 x 2000 proxy) are light:
 * they may also run in the slot kept for them, so small uploads never wait behind large ones.
 */
export const LIGHT_CONVERSION_PIXELS = 2000 * 2000;
/** The editor's working copy: longest side at most this. */
export const LIMITED_SIDE = 2000;
export const THUMBNAIL_SIDE = 300;

/** Rasterizing densities in dots per inch: full size and thumbnails, and both in dieline mode. */
export const DENSITY = { full: 300, thumbnail: 144, dieline: 50 } as const;

/** Counting stops past this many colours: the answer is then "more than". */
export const COLOUR_COUNT_CAP = 10_000;
export const MAX_COLOURS_LIMIT = 256;

/** Stored forms of a file: the upload itself, and the PNG renditions of artwork. */
export const VARIANT_NAMES = [
  "source",
  "original",
  "original_monochrome",
  "original_limited",
  "original_limited_monochrome",
  "thumbnail",
  "thumbnail_monochrome",
] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

/** Artwork purposes get every rendition; attachments only a thumbnail. */
export function isArtwork(purpose: FilePurpose): boolean {
  return purpose === "design" || purpose === "dieline";
}

export function densitiesFor(purpose: FilePurpose): { full: number; thumbnail: number } {
  return purpose === "dieline" ? { full: DENSITY.dieline, thumbnail: DENSITY.dieline } : { full: DENSITY.full, thumbnail: DENSITY.thumbnail };
}

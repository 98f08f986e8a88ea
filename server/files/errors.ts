import { HttpError } from "@/server/http/errors";
import { ACCEPTED, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, type FileKind, type FilePurpose } from "./rules";

/** The upload's refusals, each with a code the browser maps to a message in the shopper's language. */

export const fileTooLarge = () =>
  new HttpError(413, "file_too_large", `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`, { max_bytes: MAX_UPLOAD_BYTES });

export const unsupportedFileType = (purpose: FilePurpose, detected: FileKind | null) =>
  new HttpError(415, "unsupported_file_type", `This file type is not accepted here; accepted: ${ACCEPTED[purpose].extensions.join(", ")}`, {
    purpose,
    accepted: ACCEPTED[purpose].extensions,
    detected,
  });

export const imageTooLarge = (width: number, height: number, maxSide: number = MAX_IMAGE_SIDE) =>
  new HttpError(422, "image_too_large", `The image is ${width} x ${height} px; at most ${maxSide} x ${maxSide} px is accepted`, {
    width,
    height,
    max_width: maxSide,
    max_height: maxSide,
  });

export const unsafeSvg = (reason: string) =>
  new HttpError(422, "unsafe_svg", "The SVG has scripts, external references or other active content; export it again as plain artwork", { reason });

export const tooManyColours = (colours: number, maxColours: number, moreThan: boolean) =>
  new HttpError(422, "too_many_colours", `The file has ${moreThan ? "more than " : ""}${colours} colours; at most ${maxColours} can be printed`, {
    colours,
    more_than: moreThan,
    max_colours: maxColours,
  });

export const unreadableFile = (kind: FileKind, reason: string) =>
  new HttpError(422, "unreadable_file", `The file could not be read as ${kind.toUpperCase()}`, { detected: kind, reason });

export const vectorTooLarge = (kind: FileKind, width: number, height: number, maxPixels: number) =>
  new HttpError(
    422,
    "vector_too_large",
    `The ${kind.toUpperCase()} would be drawn at ${width} x ${height} px (${megapixels(width * height)} million pixels); at most ${megapixels(maxPixels)} million pixels are drawn. Give it a smaller size and try again`,
    { detected: kind, width, height, pixels: width * height, max_pixels: maxPixels },
  );

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** The instance's conversion queue is full: nothing was wrong with the file. */
export const conversionsBusy = (retryAfterSeconds: number) =>
  new HttpError(503, "uploads_busy", "Many files are being converted right now. Please try again in a few seconds.", {
    retry_after_seconds: retryAfterSeconds,
  });

/** This address already has as many conversions running or waiting as it may. */
export const tooManyConversions = (retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", "Your earlier files are still being converted. Please wait a moment and try again.", {
    retry_after_seconds: retryAfterSeconds,
  });

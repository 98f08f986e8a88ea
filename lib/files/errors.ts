import { isErrorBody } from "@/lib/api/errors";
import { parseJsonOrNull } from "@/lib/json";

/**
 * Why an upload failed, as a code the UI turns into a message in the shopper's
 * language. The server's codes come through as they are; failures without an
 * answer from the shop (network, cancel) and answers without the shop's error
 * envelope (a proxy's 413 page) get codes of their own.
 */

export const UPLOAD_ERROR_CODES = [
  // the server's refusals (server/files/errors.ts)
  "unsupported_file_type",
  "file_too_large",
  "image_too_large",
  "vector_too_large",
  "unsafe_svg",
  "too_many_colours",
  "unreadable_file",
  "invalid_request",
  "unauthorized",
  "invalid_token",
  // the conversion queue is full (503), or too many uploads from this address or user (429): try again later
  "uploads_busy",
  "rate_limited",
  // found in the browser before sending
  "empty_file",
  // no usable answer
  "network",
  "aborted",
  "server_error",
  "upload_failed",
] as const;

export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export class UploadError extends Error {
  readonly code: UploadErrorCode;
  /** The HTTP status, or null when no answer came. */
  readonly status: number | null;
  /** What the server said about it: { colours, max_colours } for too_many_colours, { accepted } for unsupported_file_type ... */
  readonly details: unknown;

  constructor(code: UploadErrorCode, message: string, status: number | null = null, details: unknown = null) {
    super(message);
    this.name = "UploadError";
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

function isKnownCode(code: string): code is UploadErrorCode {
  return (UPLOAD_ERROR_CODES as readonly string[]).includes(code);
}

/** What a status means when the answer is not the shop's envelope. */
function codeForStatus(status: number): UploadErrorCode {
  if (status === 413) return "file_too_large";
  if (status === 415) return "unsupported_file_type";
  if (status === 401) return "unauthorized";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "server_error";
  return "upload_failed";
}

/** Reads a failed upload's answer: the error envelope when there is one, the status otherwise. */
export function uploadErrorFrom(status: number, responseText: string): UploadError {
  const body = parseJsonOrNull(responseText);
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    const known = isKnownCode(code) ? code : codeForStatus(status);
    return new UploadError(known, message, status, details ?? null);
  }
  return new UploadError(codeForStatus(status), `The upload failed with status ${status}`, status);
}

import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The shop API's one error shape: { "error": { "code", "message", "details" } }.
 * Services throw HttpError; the app's error handler turns every failure into
 * this envelope, and never shows a stack trace.
 */

export interface ErrorEnvelope {
  error: { code: string; message: string; details: unknown };
}

export function errorEnvelope(code: string, message: string, details: unknown = null): ErrorEnvelope {
  return { error: { code, message, details } };
}

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: unknown;

  constructor(status: ContentfulStatusCode, code: string, message: string, details: unknown = null) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (code: string, message: string, details?: unknown) => new HttpError(400, code, message, details);
export const notFound = (message = "Not found", details?: unknown) => new HttpError(404, "not_found", message, details);

/** SQLSTATEs of text the database cannot hold: a NUL character, bytes that are not UTF-8. */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/**
 * Whether the database refused a value because of characters no text column can
 * hold. Such a value can only have come from the request (a NUL in a path, a query
 * or a JSON string), so it is the caller's mistake: a 400, not a 500. Drizzle wraps
 * the driver's error, so the causes are followed.
 */
export function isUnstorableText(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause && typeof cause === "object" && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && UNSTORABLE_TEXT.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

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

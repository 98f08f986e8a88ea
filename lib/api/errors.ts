/** Errors the API client raises; messages are the spec's, word for word. */

export const WRONG_METHOD = "ApiService.call received wrong method";
export const AUTH_TOKEN_NOT_DEFINED = "Auth token is not defined";
export const NETWORK_ERROR = "Network Error";
export const REQUEST_ABORTED = "Request aborted";
export const SERVER_UNREACHABLE = "API endpoint is incorrect or the server is offline";
export const TOKEN_INVALID_WARNING = "API token is invalid";

export function timeoutMessage(timeoutMs: number): string {
  return `timeout of ${timeoutMs}ms exceeded`;
}

/** The shop API's error envelope: { error: { code, message, details } }. */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** A response the server answered with a failure status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const envelope = isErrorBody(body) ? body.error : undefined;
    super(envelope?.message ?? `Request failed with status code ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = envelope?.code;
    this.details = envelope?.details;
    this.body = body;
  }
}

/** No response arrived: the network failed, the call timed out or was aborted. */
export class ApiNetworkError extends Error {
  readonly kind: "network" | "timeout" | "aborted";
  constructor(kind: "network" | "timeout" | "aborted", message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ApiNetworkError";
    this.kind = kind;
  }
}

export function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

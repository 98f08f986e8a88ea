import type { z } from "zod";
import type { ApiService, CallOptions } from "./api-service";
import { ApiError } from "./errors";

/**
 * Reading the shop API's answers in client code, which may not import the
 * server's schemas: each caller restates the shape it relies on and checks the
 * answer against it here, and reads refusals by status, code and blamed field.
 */

/** The answer was not what the shop API sends: a broken proxy or a server of another version. */
export class UnexpectedAnswerError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`Unexpected answer from the shop: ${what}`, { cause });
    this.name = "UnexpectedAnswerError";
  }
}

/** The answer in the schema's shape; `what` names it in the error when it is not. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new UnexpectedAnswerError(what, result.error);
  return result.data;
}

/**
 * GET for something that may not be there: null when the API answers 404, or
 * when the client turns a refusal to a call without a token into null.
 */
export async function getUnlessMissing(api: ApiService, path: string, options?: CallOptions): Promise<unknown> {
  try {
    return await api.get<unknown>(path, options);
  } catch (error) {
    if (isRefusal(error, 404)) return null;
    throw error;
  }
}

/** A refusal the API answered with this status and, when given, this code. */
export function isRefusal(error: unknown, status: number, code?: string): boolean {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}

/**
 * The request field a 400 blames: the service names it in details.field; a body
 * that fails the route's schema lists its issues with their paths
 * ("quantity", "details.budget"), and the first one that names a field counts.
 */
export function blamedField(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details: unknown = error.details;
  if (Array.isArray(details)) {
    for (const issue of details) {
      const path: unknown = issue && typeof issue === "object" ? (issue as { path?: unknown }).path : undefined;
      if (typeof path === "string" && path) return path;
    }
    return null;
  }
  const field = details && typeof details === "object" ? (details as { field?: unknown }).field : undefined;
  return typeof field === "string" ? field : null;
}

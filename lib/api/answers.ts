import type { ApiService } from "./api-service";
import type { Answer, Operation, OptionsArgs, PathFor } from "./contract";
import { ApiError } from "./errors";

/**
 * Reading the shop API's answers in client code. Their shapes come from the
 * API's contract (lib/api/contract.ts), so nothing here restates or re-checks
 * them; what is left is reading refusals by status, code and blamed field.
 */

/** The answer was not what the shop API sends: a broken proxy or a server of another version. */
export class UnexpectedAnswerError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`Unexpected answer from the shop: ${what}`, { cause });
    this.name = "UnexpectedAnswerError";
  }
}

/**
 * GET for something that may not be there: null when the API answers 404, or
 * when the client turns a refusal to a call without a token into null.
 */
export async function getUnlessMissing<P extends PathFor<"get">>(
  api: ApiService,
  path: P,
  ...options: OptionsArgs<Operation<P, "get">>
): Promise<Answer<P, "get"> | null> {
  try {
    return await api.get(path, ...options);
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

/**
 * The answer of a call that carried a token: the client resolves null only for
 * calls made without one, so null here means the API broke its contract.
 */
export function answered<T>(answer: T | null, what: string): T {
  if (answer === null) throw new UnexpectedAnswerError(`${what}: no answer`);
  return answer;
}

import type { ApiService } from "./api-service";
import type { Answer, Operation, OptionsArgs, PathFor, TransportOptions } from "./contract";
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
 * when the client turns a refusal to a call without a token into null. A 404
 * is an answer here (a shopper without a cart is normal), so the client does
 * not log it as a failed request; every other refusal is logged and thrown.
 */
export async function getUnlessMissing<P extends PathFor<"get">>(
  api: ApiService,
  path: P,
  ...options: OptionsArgs<Operation<P, "get">>
): Promise<Answer<P, "get"> | null> {
  try {
    const [given] = options as unknown as [TransportOptions | undefined];
    return await api.get(path, ...([{ ...given, expected: [...(given?.expected ?? []), 404] }] as unknown as OptionsArgs<Operation<P, "get">>));
  } catch (error) {
    if (isRefusal(error, 404)) return null;
    throw error;
  }
}

/** A refusal the API answered with this status and, when given, this code. */
export function isRefusal(error: unknown, status: number, code?: string): boolean {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}

/** A field a refusal is about, with the issue's code when the route's schema named one. */
export interface BlamedField {
  path: string;
  code?: string;
}

/**
 * The fields a refusal is about: the service names one in details.field; a body
 * that fails the route's schema lists its issues with their paths
 * ("quantity", "ship_address.zip_code").
 */
export function blamedFields(error: unknown): BlamedField[] {
  if (!(error instanceof ApiError)) return [];
  const details: unknown = error.details;
  if (Array.isArray(details)) {
    return details.flatMap((issue: unknown) => {
      const { path, code } = (issue && typeof issue === "object" ? issue : {}) as { path?: unknown; code?: unknown };
      return typeof path === "string" && path ? [{ path, code: typeof code === "string" ? code : undefined }] : [];
    });
  }
  const field = details && typeof details === "object" ? (details as { field?: unknown }).field : undefined;
  return typeof field === "string" && field ? [{ path: field }] : [];
}

/** The one request field a 400 blames, the first named; null for any other refusal. */
export function blamedField(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return blamedFields(error)[0]?.path ?? null;
}

/**
 * The answer of a call that carried a token: the client resolves null only for
 * calls made without one, so null here means the API broke its contract.
 */
export function answered<T>(answer: T | null, what: string): T {
  if (answer === null) throw new UnexpectedAnswerError(`${what}: no answer`);
  return answer;
}

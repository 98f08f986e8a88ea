import type { FieldErrors, FieldValues } from "react-hook-form";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";

/**
 * What is wrong with a field or a refused request, in the shop's terms, before
 * it is put into words: one reading of zod's issues and of the API's refusals
 * for every form, so the same mistake is named the same way everywhere.
 */

/** What is wrong with one field. */
export type FieldProblem = "required" | "invalidEmail" | "invalidPhone" | "tooLong" | "invalidValue";

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "number") return Number.isNaN(value);
  if (typeof value === "string") return value.trim() === "";
  return false;
}

/**
 * The problem an issue names at a field, when what was entered is not at hand
 * (an issue the API sent back): by the field ('email', 'ship_address.phone') and
 * the issue's code.
 */
export function issueProblemOf(name: string, code: string | undefined): FieldProblem {
  const field = name.split(".").pop() ?? name;
  if (field === "email") return "invalidEmail";
  if (field === "phone") return "invalidPhone";
  if (code === "too_small") return "required";
  if (code === "too_big") return "tooLong";
  return "invalidValue";
}

/**
 * The problem of a field: `name` is its path ('email', 'ship_address.zip_code'),
 * `code` the zod issue's code (or the API issue's), `value` what the shopper
 * entered. Nothing entered is always 'required', whatever rule caught it: an
 * empty e-mail field is missing, not malformed.
 */
export function fieldProblemOf(name: string, code: string | undefined, value: unknown): FieldProblem {
  return isEmpty(value) ? "required" : issueProblemOf(name, code);
}

/** How a failed call is worded: a network failure, a code the form has words for, bad input, or anything else. */
export type RefusalKind = { kind: "network" } | { kind: "code"; code: string } | { kind: "validation" } | { kind: "other"; status?: number; code?: string };

/** The kind of a failed call, given the codes the form has words for. */
export function refusalKindOf(error: unknown, knownCodes: readonly string[]): RefusalKind {
  if (error instanceof ApiNetworkError) return { kind: "network" };
  if (!(error instanceof ApiError)) return { kind: "other" };
  if (error.code && knownCodes.includes(error.code)) return { kind: "code", code: error.code };
  if (error.status === 400 || error.status === 422 || Array.isArray(error.details)) return { kind: "validation" };
  return { kind: "other", status: error.status, code: error.code };
}

/**
 * For a form's own rule across fields (superRefine): check it even when other
 * fields are wrong too, so the shopper learns every problem at once. zod skips
 * such a rule after other problems by default; the rule must then read values
 * that may not have the schema's types yet.
 */
export const ALONGSIDE_OTHER_PROBLEMS = { when: () => true };

export interface Problem {
  name: string;
  message: string;
  type: string;
}

/**
 * The fields' errors, nested paths flattened ('ship_address.city'), in the order
 * the errors hold them; `all` keeps those without words yet (the resolver's).
 */
export function problemsOf(errors: FieldErrors<FieldValues>, prefix = "", all = false): Problem[] {
  return Object.entries(errors).flatMap(([key, node]): Problem[] => {
    if (!node || typeof node !== "object") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const { type, message } = node as { type?: unknown; message?: unknown };
    if (typeof type === "string")
      return (typeof message === "string" && message) || all ? [{ name, type, message: typeof message === "string" ? message : "" }] : [];
    return problemsOf(node as FieldErrors<FieldValues>, name, all);
  });
}

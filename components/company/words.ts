import { ApiError, ApiNetworkError } from "@/lib/api/errors";

/** The refusals the company pages word for the buyer (their `Company.errors` keys); anything else is `failed`. */
const KNOWN = [
  "invalid_vat_id",
  "plus_required",
  "already_in_company",
  "already_member",
  "last_admin",
  "rate_limited",
  "company_role_required",
  "own_purchase",
  "approval_decided",
  "approval_outdated",
  "reason_required",
  "invalid_invitation",
  "invitation_sign_in_required",
  "invitation_other_account",
  "password_too_short",
  "password_too_common",
  "password_too_long",
  "not_found",
] as const;
export type ErrorWord = (typeof KNOWN)[number] | "network" | "failed";

/** Which `Company.errors` message says what went wrong. */
export function errorWord(error: unknown): ErrorWord {
  if (error instanceof ApiNetworkError) return "network";
  if (error instanceof ApiError && (KNOWN as readonly (string | undefined)[]).includes(error.code)) return error.code as ErrorWord;
  return "failed";
}

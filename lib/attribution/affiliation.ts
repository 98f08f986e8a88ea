import { safeRedirect } from "@/lib/session/redirect";

/**
 * The affiliation cookie, set by /set_affiliation: a partner's link names its
 * affiliation and where on the shop to land. Only a path on this site is followed
 * (a full URL would make the shop an open redirect), and only a short token of
 * letters, digits, '-' and '_' is kept.
 */

export const AFFILIATION_COOKIE = "affiliation";
export const AFFILIATION_PARAM = "affiliation";
export const AFFILIATION_TARGET_PARAM = "redirect";
const AFFILIATION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function affiliationOf(value: string | null): string | null {
  return value && AFFILIATION_PATTERN.test(value) ? value : null;
}

export function affiliationTarget(value: string | null, home: string): string {
  return safeRedirect(value, home);
}

/**
 * The shop's one redirect allowlist: where to go after signing in, after a
 * partner's link, after paying. A path on this storefront is followed; a full URL
 * only when its origin is one of the shop's own that the caller names (the server
 * knows them: regions/urls.ts `shopOrigins`). Anything else (another site, a
 * protocol-relative '//host', '/\host' that browsers read as '//host', a scheme
 * like javascript:, control characters a URL parser drops) gives the fallback.
 */

/** Resolves paths against this placeholder; a path that stays on it stays on the storefront. */
const PLACEHOLDER_ORIGIN = "https://storefront.invalid";

export function isAllowedRedirect(value: string | null | undefined, allowedOrigins: readonly string[] = []): value is string {
  if (!value || value.length > 2048) return false;
  // Browsers strip tabs and newlines inside URLs and read '\' as '/': '/\t/evil' is '//evil'.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return false;
    try {
      return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
    } catch {
      return false;
    }
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  return allowedOrigins.includes(url.origin);
}

export function safeRedirect(value: string | null | undefined, fallback: string, allowedOrigins: readonly string[] = []): string {
  return isAllowedRedirect(value, allowedOrigins) ? value : fallback;
}

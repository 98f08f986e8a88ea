import { NextResponse, type NextRequest } from "next/server";
import { LANGUAGE_COOKIE } from "@/regions/cookies";
import { chooseLanguage } from "@/regions/language";
import { toCanonicalPath } from "@/regions/paths";
import { resolveStorefront } from "@/regions/resolve";
import { siteConfigFromEnv } from "@/regions/urls";

/**
 * Every storefront request passes here: the region comes from ?region=, the host
 * or the path prefix, the language from the region or ?locale=, and the request is
 * rewritten to app/[region]/[locale]/<canonical path>. Static configuration only.
 */

const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The header that tells the production server (server/runtime/security-headers.mjs,
 * which names the same header and removes it) a page needs a policy of its own:
 * the payment step mounts Stripe's card form, so only its policy names Stripe.
 */
export const PAGE_POLICY_HEADER = "x-boxwright-page-policy";
const PAYMENT_STEP = /^\/order\/[^/]+\/payment\/?$/;

export function pagePolicyFor(canonicalPath: string): "payment" | null {
  return PAYMENT_STEP.test(canonicalPath) ? "payment" : null;
}

export function proxy(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  const { region, pathname } = resolveStorefront({
    hostname: hostnameOf(request),
    pathname: url.pathname,
    searchParams: url.searchParams,
  });
  const language = chooseLanguage(region, url.searchParams.get("locale"), request.cookies.get(LANGUAGE_COOKIE)?.value);

  const target = url.clone();
  const canonical = toCanonicalPath(region.id, pathname);
  target.pathname = `/${region.id}/${language.languageTag}${canonical === "/" ? "" : canonical}`;
  const response = NextResponse.rewrite(target);
  const policy = pagePolicyFor(canonical);
  if (policy) response.headers.set(PAGE_POLICY_HEADER, policy);

  // The cookie is written only when its value changes: a page without Set-Cookie
  // stays one cacheable response for every visitor.
  const storedLanguage = request.cookies.get(LANGUAGE_COOKIE)?.value;
  if (language.cookieValue && storedLanguage !== language.cookieValue) {
    // Read by the proxy only, never by the page's scripts.
    response.cookies.set(LANGUAGE_COOKIE, language.cookieValue, {
      path: "/",
      maxAge: COOKIE_MAX_AGE,
      sameSite: "lax",
      httpOnly: true,
      secure: isHttps(request),
    });
  } else if (!language.cookieValue && storedLanguage?.startsWith(`${region.id}:`)) {
    response.cookies.delete(LANGUAGE_COOKIE);
  }
  return response;
}

/** Production storefronts are https only; elsewhere the request (or the TLS proxy in front) says. */
function isHttps(request: NextRequest): boolean {
  return (
    siteConfigFromEnv().hosts === "production" ||
    request.nextUrl.protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}

/**
 * The host the shopper asked for. Next builds nextUrl from the address the server
 * listens on, so the Host header is the one that names the storefront.
 */
function hostnameOf(request: NextRequest): string {
  const host = request.headers.get("host");
  if (!host) return request.nextUrl.hostname;
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
}

export const config = {
  // Everything but the shop API, Next's own files and static files (anything with an extension).
  matcher: ["/((?!api/|_next/|build/|.*\\.[a-zA-Z0-9]+$).*)"],
};

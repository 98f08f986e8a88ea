import { ATTRIBUTION_COOKIE_DAYS, type CookieJar } from "./cookies";

/**
 * Session attribution (spec section 3): the ad click id (gclid) and the visitor's
 * country, kept in session storage for the visit. The gclid is also kept in a
 * cookie for the attribution lifetime, so a purchase days later is still tied to
 * the click. Storage that refuses is logged and reported, never breaks the page.
 */

export const SESSION_ATTRIBUTION_KEY = "ph-session-attribution";
export const GCLID_COOKIE = "gclid";

export interface SessionAttribution {
  gclid?: string;
  country?: string;
}

const GCLID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;

export function sessionAttributionOf(url: URL, country: string | undefined, cookies: CookieJar): SessionAttribution {
  const fromUrl = url.searchParams.get("gclid") ?? undefined;
  const gclid = fromUrl && GCLID_PATTERN.test(fromUrl) ? fromUrl : cookies.get(GCLID_COOKIE);
  if (fromUrl && gclid === fromUrl) cookies.set(GCLID_COOKIE, fromUrl, ATTRIBUTION_COOKIE_DAYS);
  const upper = country?.toUpperCase();
  return { gclid: gclid && GCLID_PATTERN.test(gclid) ? gclid : undefined, country: upper && COUNTRY_PATTERN.test(upper) ? upper : undefined };
}

export function saveSessionAttribution(
  storage: Pick<Storage, "setItem"> | undefined,
  attribution: SessionAttribution,
  report: (error: unknown) => void,
  log: Pick<Console, "error"> = console,
): void {
  try {
    if (!storage) throw new Error("Session storage is not available");
    storage.setItem(SESSION_ATTRIBUTION_KEY, JSON.stringify(attribution));
  } catch (error) {
    log.error("The country could not be saved to session storage", error);
    report(error);
  }
}

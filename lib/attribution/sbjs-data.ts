import { TRAFFIC_COOKIE_DAYS, TRAFFIC_SESSION_DAYS, type CookieJar } from "./cookies";
import { TRAFFIC_COOKIES, readSource, type TrafficCookie } from "./traffic";
import { parseJsonOrNull } from "@/lib/json";

/**
 * The sbjs_data query parameter hands traffic-source cookies over from another of
 * the shop's sites: JSON of cookie name to value ('sbjs_current' or just
 * 'current'). Known cookies are copied, anything else is ignored, a source that
 * does not read as one is dropped, and the parameter leaves the address bar
 * without a reload so it is neither bookmarked nor shared.
 */

export const SBJS_DATA_PARAM = "sbjs_data";

const SHORT_NAMES: Record<string, TrafficCookie> = {
  current: TRAFFIC_COOKIES.current,
  first: TRAFFIC_COOKIES.first,
  current_add: TRAFFIC_COOKIES.currentAdd,
  first_add: TRAFFIC_COOKIES.firstAdd,
  session: TRAFFIC_COOKIES.session,
  udata: TRAFFIC_COOKIES.userData,
};
const COOKIE_NAMES = new Set<string>(Object.values(TRAFFIC_COOKIES));

/**
 * A JSON object whose keys are at most 50 characters. Checked by hand rather than
 * with zod: attribution starts on every storefront page before anything else, and
 * zod's core would be a seventh of a page's first-load JavaScript; each value is
 * checked below on its own.
 */
function isCookieRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).every((key) => key.length <= 50);
}

/** The cookies the parameter carries, by cookie name; null when it is missing or not a JSON object. */
export function parseSbjsData(raw: string | null): Partial<Record<TrafficCookie, string>> | null {
  const value = parseJsonOrNull(raw);
  if (!isCookieRecord(value)) return null;
  const cookies: Partial<Record<TrafficCookie, string>> = {};
  for (const [key, cookieValue] of Object.entries(value)) {
    const name = (COOKIE_NAMES.has(key) ? key : SHORT_NAMES[key]) as TrafficCookie | undefined;
    if (!name || typeof cookieValue !== "string" || cookieValue.length > 1000) continue;
    if ((name === TRAFFIC_COOKIES.current || name === TRAFFIC_COOKIES.first) && !readSource(cookieValue)) continue;
    cookies[name] = cookieValue;
  }
  return cookies;
}

/** Copies the parameter's cookies and returns the address without it (null when it had none). */
export function applySbjsData(url: URL, cookies: CookieJar): URL | null {
  if (!url.searchParams.has(SBJS_DATA_PARAM)) return null;
  const data = parseSbjsData(url.searchParams.get(SBJS_DATA_PARAM));
  for (const [name, value] of Object.entries(data ?? {})) {
    cookies.set(name, value, name === TRAFFIC_COOKIES.session ? TRAFFIC_SESSION_DAYS : TRAFFIC_COOKIE_DAYS);
  }
  const clean = new URL(url);
  clean.searchParams.delete(SBJS_DATA_PARAM);
  return clean;
}

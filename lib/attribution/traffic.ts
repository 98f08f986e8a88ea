import { TRAFFIC_COOKIE_DAYS, TRAFFIC_SESSION_DAYS, type CookieJar } from "./cookies";

/**
 * Traffic-source cookies (spec section 3): where the first and the current visit
 * came from (type, source, medium, campaign, content, term), when they started,
 * the pages seen in this session and the number of visits. The names and the
 * `key=value|||key=value` format are sourcebuster's ('sbjs_*'), which the
 * marketing tools reading them expect. A visit is a new session after 30 minutes
 * without a page.
 */

export const TRAFFIC_COOKIES = {
  current: "sbjs_current",
  first: "sbjs_first",
  currentAdd: "sbjs_current_add",
  firstAdd: "sbjs_first_add",
  session: "sbjs_session",
  userData: "sbjs_udata",
} as const;
export type TrafficCookie = (typeof TRAFFIC_COOKIES)[keyof typeof TRAFFIC_COOKIES];

export const NONE = "(none)";

export interface TrafficSource {
  type: "utm" | "organic" | "referral" | "typein";
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
}

const SOURCE_KEYS = { type: "typ", source: "src", medium: "mdm", campaign: "cmp", content: "cnt", term: "trm" } as const;
const TYPES = new Set<TrafficSource["type"]>(["utm", "organic", "referral", "typein"]);
const SEARCH_ENGINES: [RegExp, string][] = [
  [/(^|\.)google\./, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)yahoo\./, "yahoo"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)yandex\./, "yandex"],
  [/(^|\.)baidu\.com$/, "baidu"],
  [/(^|\.)ecosia\.org$/, "ecosia"],
  [/(^|\.)seznam\.cz$/, "seznam"],
];

/** 'key=value|||key=value' into a map; values are URI-encoded so '|' or '=' in them stay intact. */
export function decodeCookie(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const entries: [string, string][] = [];
  for (const part of value.split("|||")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    try {
      entries.push([part.slice(0, at), decodeURIComponent(part.slice(at + 1))]);
    } catch {
      entries.push([part.slice(0, at), part.slice(at + 1)]);
    }
  }
  return Object.fromEntries(entries);
}

export function encodeCookie(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join("|||");
}

export function readSource(value: string | undefined): TrafficSource | null {
  const map = decodeCookie(value);
  const type = map[SOURCE_KEYS.type] as TrafficSource["type"] | undefined;
  if (!type || !TYPES.has(type)) return null;
  return {
    type,
    source: map[SOURCE_KEYS.source] ?? NONE,
    medium: map[SOURCE_KEYS.medium] ?? NONE,
    campaign: map[SOURCE_KEYS.campaign] ?? NONE,
    content: map[SOURCE_KEYS.content] ?? NONE,
    term: map[SOURCE_KEYS.term] ?? NONE,
  };
}

export function writeSource(source: TrafficSource): string {
  return encodeCookie(Object.fromEntries(Object.entries(SOURCE_KEYS).map(([field, key]) => [key, source[field as keyof TrafficSource]])));
}

/** Where this visit came from: campaign parameters first, then the referrer, else typed in. */
export function classifyVisit(url: URL, referrer: string): TrafficSource {
  const param = (name: string) => url.searchParams.get(name)?.trim() || NONE;
  if (url.searchParams.has("utm_source") || url.searchParams.has("utm_medium") || url.searchParams.has("utm_campaign")) {
    return {
      type: "utm",
      source: param("utm_source"),
      medium: param("utm_medium"),
      campaign: param("utm_campaign"),
      content: param("utm_content"),
      term: param("utm_term"),
    };
  }
  if (url.searchParams.has("gclid")) {
    return { type: "utm", source: "google", medium: "cpc", campaign: "(not set)", content: NONE, term: NONE };
  }
  let from: URL | null = null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    from = null;
  }
  if (from && from.hostname !== url.hostname) {
    const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(from!.hostname));
    if (engine) return { type: "organic", source: engine[1], medium: "organic", campaign: NONE, content: NONE, term: NONE };
    return { type: "referral", source: from.hostname.replace(/^www\./, ""), medium: "referral", campaign: NONE, content: NONE, term: NONE };
  }
  return { type: "typein", source: "(direct)", medium: NONE, campaign: NONE, content: NONE, term: NONE };
}

export interface TrafficState {
  first: TrafficSource;
  current: TrafficSource;
  firstVisit: string;
  currentVisit: string;
  pagesSeen: number;
  visits: number;
}

/**
 * Counts this page: a new session when none is running (or the visit brings
 * campaign parameters), where the current source and its start are set and the
 * visits counted; the first source is set once and kept.
 */
export function trackTraffic(cookies: CookieJar, url: URL, referrer: string, now: Date): TrafficState {
  const session = decodeCookie(cookies.get(TRAFFIC_COOKIES.session));
  const userData = decodeCookie(cookies.get(TRAFFIC_COOKIES.userData));
  const visitSource = classifyVisit(url, referrer);
  const storedCurrent = readSource(cookies.get(TRAFFIC_COOKIES.current));
  const newSession = !session.pgs || !storedCurrent || visitSource.type === "utm";

  const current = newSession ? visitSource : storedCurrent;
  const first = readSource(cookies.get(TRAFFIC_COOKIES.first)) ?? current;
  const stamp = now.toISOString();
  const currentVisit = newSession ? stamp : (decodeCookie(cookies.get(TRAFFIC_COOKIES.currentAdd)).fd ?? stamp);
  const firstVisit = decodeCookie(cookies.get(TRAFFIC_COOKIES.firstAdd)).fd ?? currentVisit;
  const storedVisits = Number.parseInt(userData.vst ?? "0", 10);
  const visits = (Number.isFinite(storedVisits) && storedVisits > 0 ? storedVisits : 0) + (newSession ? 1 : 0);
  const storedPages = Number.parseInt(session.pgs ?? "0", 10);
  const pagesSeen = newSession ? 1 : (Number.isFinite(storedPages) ? storedPages : 0) + 1;

  cookies.set(TRAFFIC_COOKIES.current, writeSource(current), TRAFFIC_COOKIE_DAYS);
  cookies.set(TRAFFIC_COOKIES.first, writeSource(first), TRAFFIC_COOKIE_DAYS);
  cookies.set(TRAFFIC_COOKIES.currentAdd, encodeCookie({ fd: currentVisit, ep: url.pathname, rf: referrer || NONE }), TRAFFIC_COOKIE_DAYS);
  if (!cookies.get(TRAFFIC_COOKIES.firstAdd)) {
    cookies.set(TRAFFIC_COOKIES.firstAdd, encodeCookie({ fd: firstVisit, ep: url.pathname, rf: referrer || NONE }), TRAFFIC_COOKIE_DAYS);
  }
  cookies.set(TRAFFIC_COOKIES.userData, encodeCookie({ vst: visits }), TRAFFIC_COOKIE_DAYS);
  // Rewritten on every page, so the session ends 30 minutes after the last one.
  cookies.set(TRAFFIC_COOKIES.session, encodeCookie({ pgs: pagesSeen, cpg: url.pathname }), TRAFFIC_SESSION_DAYS);
  return { first, current, firstVisit, currentVisit, pagesSeen, visits };
}

import { reportClientError } from "@/lib/monitoring/report";
import { browserCookies, type CookieJar } from "./cookies";
import { clientIdFromGaCookie, firstTouchOf, type FirstTouch } from "./first-touch";
import { applySbjsData } from "./sbjs-data";
import { saveSessionAttribution, sessionAttributionOf } from "./session";
import { TRAFFIC_COOKIES, readSource, trackTraffic, type TrafficState } from "./traffic";

/**
 * Attribution on a page in the browser, once per page load: the sbjs_data
 * handover first (so its cookies count as this visit's), then this page in the
 * traffic-source cookies, then the session's gclid and country.
 */

let state: TrafficState | null = null;

export function initAttribution(country: string | undefined, cookies: CookieJar = browserCookies): TrafficState {
  if (state) return state;
  const clean = applySbjsData(new URL(location.href), cookies);
  if (clean) history.replaceState(history.state, "", clean.pathname + clean.search + clean.hash);
  const url = clean ?? new URL(location.href);
  state = trackTraffic(cookies, url, document.referrer, new Date());
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  saveSessionAttribution(storage, sessionAttributionOf(url, country, cookies), (error) => reportClientError("attribution", error));
  return state;
}

/** The first touch to register for a new user: the stored first source, or this visit's. */
export function currentFirstTouch(cookies: CookieJar = browserCookies): FirstTouch | null {
  const first = readSource(cookies.get(TRAFFIC_COOKIES.first)) ?? state?.first;
  return first ? firstTouchOf(first, clientIdFromGaCookie(cookies.get("_ga"))) : null;
}

import Cookies from "js-cookie";

/**
 * The cookies attribution reads and writes, behind a small interface so the rules
 * can be tested without a browser.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  /** `expires` in days (fractions for minutes), as js-cookie takes it. */
  set(name: string, value: string, expires: number): void;
}

export const browserCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, expires) => void Cookies.set(name, value, { expires, path: "/", sameSite: "lax", secure: location.protocol === "https:" }),
};

/** Spec section 9: attribution cookies last 365 days; traffic cookies 6 months, their session 30 minutes. */
export const ATTRIBUTION_COOKIE_DAYS = 365;
export const TRAFFIC_LIFETIME_MONTHS = 6;
export const TRAFFIC_COOKIE_DAYS = TRAFFIC_LIFETIME_MONTHS * 30;
export const TRAFFIC_SESSION_MINUTES = 30;
export const TRAFFIC_SESSION_DAYS = TRAFFIC_SESSION_MINUTES / (24 * 60);

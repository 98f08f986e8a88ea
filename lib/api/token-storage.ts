import Cookies from "js-cookie";
import { API_TOKEN_STORAGE_KEY } from "./headers";

/**
 * The browser keeps the API token twice, in a cookie and in local storage, both
 * under 'api-token' (spec section 4 'Login'). Reading prefers the cookie and falls
 * back to local storage, which survives cookie clean-ups.
 */

/** The spec's default lifetime of the shop's own cookies. */
export const TOKEN_COOKIE_DAYS = 365;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

function cookieAttributes(days: number): Cookies.CookieAttributes {
  return { expires: days, path: "/", sameSite: "lax", secure: typeof location !== "undefined" && location.protocol === "https:" };
}

export function readStoredToken(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return Cookies.get(API_TOKEN_STORAGE_KEY) || storage()?.getItem(API_TOKEN_STORAGE_KEY) || undefined;
}

export function storeToken(token: string): void {
  Cookies.set(API_TOKEN_STORAGE_KEY, token, cookieAttributes(TOKEN_COOKIE_DAYS));
  try {
    storage()?.setItem(API_TOKEN_STORAGE_KEY, token);
  } catch {
    // a full or disabled storage leaves the cookie as the only copy
  }
}

export function clearStoredToken(): void {
  Cookies.remove(API_TOKEN_STORAGE_KEY, { path: "/" });
  storage()?.removeItem(API_TOKEN_STORAGE_KEY);
}

/** A cookie flag that says "a signed-in user lives here"; 31 days from sign-in (spec section 9). */
export const LOGIN_COOKIE = "logged_in";
export const LOGIN_COOKIE_DAYS = 31;

export function setLoginFlag(): void {
  Cookies.set(LOGIN_COOKIE, "true", cookieAttributes(LOGIN_COOKIE_DAYS));
}

export function clearLoginFlag(): void {
  Cookies.remove(LOGIN_COOKIE, { path: "/" });
}

export function hasLoginFlag(): boolean {
  return typeof document !== "undefined" && Cookies.get(LOGIN_COOKIE) === "true";
}

/** Where the session keeps its token; the browser's by default, an in-memory one in tests. */
export interface TokenStore {
  read(): string | undefined;
  write(token: string, signedIn: boolean): void;
  clear(): void;
}

export const browserTokenStore: TokenStore = {
  read: readStoredToken,
  write(token, signedIn) {
    storeToken(token);
    if (signedIn) setLoginFlag();
    else clearLoginFlag();
  },
  clear() {
    clearStoredToken();
    clearLoginFlag();
  },
};

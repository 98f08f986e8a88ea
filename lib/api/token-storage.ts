import Cookies from "js-cookie";
import { API_TOKEN_STORAGE_KEY } from "./headers";

/**
 * The browser keeps the API token twice, in a cookie and in local storage, both
 * under 'api-token' (spec section 4 'Login'). Reading prefers the cookie and falls
 * back to local storage, which survives cookie clean-ups.
 */

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function readStoredToken(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return Cookies.get(API_TOKEN_STORAGE_KEY) || storage()?.getItem(API_TOKEN_STORAGE_KEY) || undefined;
}

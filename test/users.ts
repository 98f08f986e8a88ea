import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import type { CurrentUser } from "@/lib/session/types";

/** A user as users/current answers: an anonymous visitor unless told otherwise. */
export function currentUser(change: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: null,
    anonymous: true,
    confirmed: false,
    customer_type: "b2c",
    first_name: null,
    last_name: null,
    phone: null,
    company_name: null,
    vat_id: null,
    locale: "en-US",
    region: "eu",
    survey: {},
    manager: false,
    last_used_location: null,
    shipping_destination: null,
    created_at: "2026-01-01T00:00:00Z",
    spree_api_key: "token-7",
    ...change,
  };
}

/** Ada, signed up and confirmed. */
export const signedUpUser = currentUser({ email: "ada@example.com", anonymous: false, confirmed: true, first_name: "Ada", last_name: "Lovelace" });

/** Stores the user's token where the browser session looks for it, as signing in does. */
export function storeToken(user: Pick<CurrentUser, "spree_api_key">): void {
  window.localStorage.setItem(API_TOKEN_STORAGE_KEY, user.spree_api_key);
}

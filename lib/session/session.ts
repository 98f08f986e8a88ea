import type { ApiService } from "@/lib/api/api-service";
import type { Schema } from "@/lib/api/contract";
import { answered } from "@/lib/api/answers";
import { ApiError } from "@/lib/api/errors";
import { browserTokenStore, type TokenStore } from "@/lib/api/token-storage";
import type { CurrentUser, CustomerType, Session, SignUpAnswer } from "./types";

/**
 * The visitor's session in the browser (spec section 4 'Anonymous user' and
 * 'Login'): every visitor is a user from the first visit. Without a stored token,
 * or with one the server rejects, an anonymous user is created, its token stored
 * and the user fetched again. Signing in, confirming the address or resetting the password swaps in the new token;
 * signing out forgets it, and the next load starts a fresh anonymous user.
 */

/** Crawlers get the pages, not a user each (spec section 9 'ignored bot pattern'). */
export { CRAWLER_PATTERN, isCrawler } from "@/lib/consent/bots";

/** Statuses of users/current that mean "this token is not (or no longer) valid". */
const REJECTED = new Set([401, 403, 404]);

/** The current user, or null when the token is rejected. */
export async function fetchCurrentUser(api: ApiService): Promise<CurrentUser | null> {
  try {
    return await api.get("/users/current");
  } catch (error) {
    if (error instanceof ApiError && REJECTED.has(error.status)) return null;
    throw error;
  }
}

/**
 * The visitor as a user: the stored token's owner, or a new anonymous user.
 * `afterSetup` runs once the user is set up, new or stored (first-touch
 * registration follows, and is retried if it did not finish); it must not throw,
 * or the visitor would be left without a session.
 */
export async function loadSessionUser(api: ApiService, store: TokenStore = browserTokenStore, afterSetup?: (user: CurrentUser) => void): Promise<CurrentUser> {
  const token = store.read();
  if (token) {
    const user = await fetchCurrentUser(api);
    if (user) {
      afterSetup?.(user);
      return user;
    }
    // Refused, but another token was stored meanwhile (a sign-in, or the confirmation
    // link, while this load was under way): that one is the session now, not a new visitor.
    const current = store.read();
    if (current && current !== token) return loadSessionUser(api, store, afterSetup);
  }
  const session = await api.get("/users/create_anonymous");
  if (!session?.token) throw new Error("The shop did not create an anonymous user");
  // A sign-in or the confirmation link may have stored the account's token while the new
  // visitor was being made: that session stays, and the new anonymous user is left unused.
  const adopted = store.read();
  if (adopted && adopted !== token) return loadSessionUser(api, store, afterSetup);
  store.write(session.token, false);
  const user = await fetchCurrentUser(api);
  if (!user) throw new Error("The new anonymous user could not be fetched");
  afterSetup?.(user);
  return user;
}

/** Keeps the token of a session the server just issued. */
export function adoptSession(session: Session, store: TokenStore = browserTokenStore): void {
  store.write(session.token, !session.user.anonymous);
}

export type Credentials = Schema<"SignIn">;

/** The shop always says which kind of customer registers, though the API would default it. */
export type RegistrationDetails = Schema<"Registration"> & { customer_type: CustomerType };

/** Signs in; the anonymous user's belongings move to the account on the server. */
export async function signIn(api: ApiService, credentials: Credentials, store: TokenStore = browserTokenStore): Promise<Session> {
  const session = answered(await api.post("/sign_in", credentials), "session after signing in");
  adoptSession(session, store);
  return session;
}

/**
 * Asks for an account. The answer is the same whether or not the address has one,
 * and signs nobody in: the mailed link does (`confirmEmail`), so the visitor stays
 * the anonymous user they were, cart and all.
 */
export async function register(api: ApiService, details: RegistrationDetails): Promise<SignUpAnswer> {
  return answered(await api.post("/v2/users", details), "answer to registering");
}

/**
 * Confirms the address with the mailed token; the answer signs the owner in, and
 * what the visitor's anonymous user owns (sent along as the current token) moves to the account.
 */
export async function confirmEmail(api: ApiService, confirmationToken: string, store: TokenStore = browserTokenStore): Promise<Session> {
  const session = answered(
    await api.post("/user_confirmations/confirm", { confirmation_token: confirmationToken }),
    "session after confirming the e-mail address",
  );
  adoptSession(session, store);
  return session;
}

/** Sets a new password with a mailed token; the answer signs the user in. */
export async function resetPassword(api: ApiService, resetToken: string, password: string, store: TokenStore = browserTokenStore): Promise<Session> {
  const session = answered(await api.post("/user_passwords/reset", { reset_password_token: resetToken, password }), "session after a password reset");
  adoptSession(session, store);
  return session;
}

/**
 * Ends the session on the server, then forgets it here. A token the server has
 * already rejected is forgotten too; on any other failure the session stays, so
 * the shopper can try again rather than leave a live token behind.
 */
export async function signOut(api: ApiService, store: TokenStore = browserTokenStore): Promise<void> {
  try {
    if (store.read()) await api.post("/sign_out", undefined, { auth: true });
  } catch (error) {
    if (!(error instanceof ApiError && REJECTED.has(error.status))) throw error;
  }
  store.clear();
}

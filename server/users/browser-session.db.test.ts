import { describe, expect, it } from "vitest";
import { ApiService } from "@/lib/api/api-service";
import type { TokenStore } from "@/lib/api/token-storage";
import { createApp } from "@/server/http/app";
import { latestMail } from "@/test/outbox";
import { afterAnswerSettled } from "./after-answer";
import { eq } from "drizzle-orm";
import { FIRST_TOUCH_MARK_KEY, firstTouchOf, registerFirstTouchOnce } from "@/lib/attribution/first-touch";
import type { CurrentUser } from "@/lib/session/types";
import { database } from "@/server/db";
import { firstTouches } from "@/server/db/schema";
import { confirmEmail, isCrawler, loadSessionUser, register, resetPassword, signIn, signOut } from "@/lib/session/session";

/** The browser's session flow against the real shop API, with the token kept in memory. */

function memoryStore(initial?: string) {
  const state = { token: initial, signedIn: false, writes: 0 };
  const store: TokenStore = {
    read: () => state.token,
    write(token, signedIn) {
      state.token = token;
      state.signedIn = signedIn;
      state.writes += 1;
    },
    clear() {
      state.token = undefined;
      state.signedIn = false;
    },
  };
  return { state, store };
}

function client(store: TokenStore, region = "eu") {
  const app = createApp();
  const silent = { warn() {}, error() {} };
  return new ApiService({
    baseUrl: "http://shop.test/api",
    region,
    getToken: store.read,
    fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
    logger: silent,
  });
}

let counter = 0;
const uniqueEmail = () => `session${Date.now()}${(counter += 1)}@example.com`;
const PASSWORD = "Kraft-Paper-Mailer-7";

describe("the browser session", () => {
  it("creates an anonymous user on the first visit, stores its token and fetches the user", async () => {
    const { state, store } = memoryStore();
    const user = await loadSessionUser(client(store, "pl"), store);
    expect(user).toMatchObject({ anonymous: true, region: "pl", spree_api_key: state.token });
    expect(state).toMatchObject({ signedIn: false, writes: 1 });
  });

  it("registers the first touch after the user is set up, once per browser, and again after an interrupted try", async () => {
    const { store } = memoryStore();
    const api = client(store);
    const marks = new Map<string, string>();
    const browserStorage = { getItem: (key: string) => marks.get(key) ?? null, setItem: (key: string, value: string) => void marks.set(key, value) };
    const data = firstTouchOf({ type: "utm", source: "news", medium: "email", campaign: "spring", content: "(none)", term: "(none)" });
    const tries: Promise<void>[] = [];
    let interrupted = true;
    const afterSetup = (user: CurrentUser) =>
      void tries.push(
        interrupted
          ? Promise.resolve() // the visitor left the page before the call went out
          : registerFirstTouchOnce(api, user, data, browserStorage, () => undefined),
      );

    const user = await loadSessionUser(api, store, afterSetup);
    interrupted = false;
    await loadSessionUser(api, store, afterSetup);
    await Promise.all(tries);
    const db = await database();
    const [stored] = await db.select().from(firstTouches).where(eq(firstTouches.userId, user.id));
    expect(stored).toMatchObject({ type: "utm", source: "news", medium: "email", campaign: "spring", content: null, term: null });
    expect(marks.get(FIRST_TOUCH_MARK_KEY)).toBe(String(user.id));

    // Later pages do not ask again: the call is not even made.
    const unreachable = new ApiService({
      baseUrl: "http://shop.test/api",
      region: "eu",
      fetch: () => Promise.reject(new Error("no call expected")),
      logger: { warn() {}, error() {} },
    });
    await expect(registerFirstTouchOnce(unreachable, user, data, browserStorage, () => undefined)).resolves.toBeUndefined();
    marks.clear();
    await expect(registerFirstTouchOnce(unreachable, user, data, browserStorage, () => undefined)).rejects.toThrow("Failed to register a first touch event");
    await loadSessionUser(api, store, afterSetup);
    await Promise.all(tries);
    const rows = await db.select().from(firstTouches).where(eq(firstTouches.userId, user.id));
    expect(rows).toEqual([stored]);
  });

  it("keeps a valid stored token and replaces a rejected one", async () => {
    const { state, store } = memoryStore();
    const api = client(store);
    const first = await loadSessionUser(api, store);
    expect((await loadSessionUser(api, store)).id).toBe(first.id);
    expect(state.writes).toBe(1);

    state.token = "revoked-or-made-up";
    const replacement = await loadSessionUser(api, store);
    expect(replacement.id).not.toBe(first.id);
    expect(replacement.anonymous).toBe(true);
    expect(state.token).not.toBe("revoked-or-made-up");
  });

  it("keeps the session the confirmation link opened when the page's first load of the visitor answers after it", async () => {
    const { state, store } = memoryStore();
    await loadSessionUser(client(store), store);
    const visitorToken = state.token;
    const email = uniqueEmail();
    const plain = client(store);
    await register(plain, { email, password: PASSWORD, customer_type: "b2c" });
    await afterAnswerSettled();
    const mail = await latestMail(email);

    // The page loads the visitor while the link is being confirmed: that load's answer comes last,
    // a refusal, since confirming handed the visitor over to the account.
    const app = createApp();
    let confirmed: () => void = () => {};
    const confirmation = new Promise<void>((done) => (confirmed = done));
    const slow = new ApiService({
      baseUrl: "http://shop.test/api",
      region: "eu",
      getToken: store.read,
      fetch: async (input, init) => {
        const visitorAsking = String(input).endsWith("/users/current") && JSON.stringify(init?.headers ?? {}).includes(visitorToken!);
        if (visitorAsking) await confirmation;
        return app.request(String(input), init);
      },
      logger: { warn() {}, error() {} },
    });
    const firstLoad = loadSessionUser(slow, store);
    const session = await confirmEmail(plain, mail!.token!, store);
    confirmed();

    expect(await firstLoad).toMatchObject({ id: session.user.id, anonymous: false });
    // No new anonymous user took the account's place.
    expect(state).toMatchObject({ token: session.token, signedIn: true });
  });

  it("keeps the session the confirmation link opened when the visitor's refusal came before it and a new anonymous user after it", async () => {
    const { state, store } = memoryStore();
    await loadSessionUser(client(store), store);
    const visitorToken = state.token;
    const email = uniqueEmail();
    await register(client(store), { email, password: PASSWORD, customer_type: "b2c" });
    await afterAnswerSettled();
    const mail = await latestMail(email);

    // The server has confirmed (the visitor's token is handed over and refused) before the page keeps the
    // account's token; the page's first load is refused in between and asks for a new anonymous user,
    // whose answer arrives once the account's token is kept. It used to be written over the account's.
    const app = createApp();
    let answeredOnServer: () => void = () => {};
    const onServer = new Promise<void>((done) => (answeredOnServer = done));
    let adopted: () => void = () => {};
    const kept = new Promise<void>((done) => (adopted = done));
    let refusedVisitor: () => void = () => {};
    const visitorRefused = new Promise<void>((done) => (refusedVisitor = done));
    const confirming = new ApiService({
      baseUrl: "http://shop.test/api",
      region: "eu",
      getToken: store.read,
      fetch: async (input, init) => {
        const answer = await app.request(String(input), init);
        if (String(input).endsWith("/user_confirmations/confirm")) {
          answeredOnServer();
          await visitorRefused;
        }
        return answer;
      },
      logger: { warn() {}, error() {} },
    });
    const loading = new ApiService({
      baseUrl: "http://shop.test/api",
      region: "eu",
      getToken: store.read,
      fetch: async (input, init) => {
        const url = String(input);
        const visitorAsking = url.endsWith("/users/current") && JSON.stringify(init?.headers ?? {}).includes(visitorToken!);
        if (visitorAsking) await onServer;
        const answer = await app.request(url, init);
        if (visitorAsking) expect(answer.status).toBe(401);
        if (url.endsWith("/users/create_anonymous")) {
          // Refused and on to a new anonymous user: only now does the confirmation's answer reach the page.
          refusedVisitor();
          await kept;
        }
        return answer;
      },
      logger: { warn() {}, error() {} },
    });
    const firstLoad = loadSessionUser(loading, store);
    const session = await confirmEmail(confirming, mail!.token!, store);
    adopted();

    expect(await firstLoad).toMatchObject({ id: session.user.id, anonymous: false });
    expect(state).toMatchObject({ token: session.token, signedIn: true });
  });

  it("registers without signing in, confirms from the mailed link with the visitor's belongings, signs out and in again", async () => {
    const { state, store } = memoryStore();
    const api = client(store);
    const anonymous = await loadSessionUser(api, store);
    const visitorToken = state.token;
    const email = uniqueEmail();

    const answer = await register(api, { email, password: PASSWORD, customer_type: "b2c", first_name: "Ada" });
    expect(answer).toEqual({ status: "confirmation_sent", email });
    expect(state).toMatchObject({ token: visitorToken, signedIn: false });

    await afterAnswerSettled();
    const mail = await latestMail(email);
    expect(mail?.kind).toBe("confirm_email");
    const confirmed = await confirmEmail(api, mail!.token!, store);
    expect(confirmed.user).toMatchObject({ anonymous: false, confirmed: true, email, first_name: "Ada" });
    expect(confirmed.user.id).not.toBe(anonymous.id);
    expect(state).toMatchObject({ token: confirmed.token, signedIn: true });

    await signOut(api, store);
    expect(state.token).toBeUndefined();
    const next = await loadSessionUser(api, store);
    expect(next).toMatchObject({ anonymous: true });

    const session = await signIn(api, { email, password: PASSWORD }, store);
    expect(session.user.id).toBe(confirmed.user.id);
    expect(session.token).not.toBe(confirmed.token);
    expect(state).toMatchObject({ token: session.token, signedIn: true });
    expect((await loadSessionUser(api, store)).id).toBe(confirmed.user.id);
  });

  it("sets a new password from the mailed link and is signed in by it", async () => {
    const { state, store } = memoryStore();
    const api = client(store);
    await loadSessionUser(api, store);
    const email = uniqueEmail();
    await register(api, { email, password: PASSWORD, customer_type: "b2c" });
    await afterAnswerSettled();

    await api.post("/user_passwords/recover", { email });
    // The reset mail is written just after the answer.
    await afterAnswerSettled();
    const mail = await latestMail(email);
    expect(mail?.kind).toBe("reset_password");
    const session = await resetPassword(api, mail!.token!, "A-Brand-New-Secret-9", store);
    expect(state).toMatchObject({ token: session.token, signedIn: true });
    await expect(signIn(api, { email, password: PASSWORD }, store)).rejects.toMatchObject({ status: 401, code: "invalid_credentials" });
  });

  it("forgets a token the server already rejected when signing out", async () => {
    const { state, store } = memoryStore("unknown-token");
    await signOut(client(store), store);
    expect(state.token).toBeUndefined();
  });

  it("keeps the session when signing out fails for another reason", async () => {
    const { state, store } = memoryStore("some-token");
    const failing = new ApiService({
      region: "eu",
      getToken: store.read,
      fetch: () => Promise.reject(new TypeError("offline")),
      logger: { warn() {}, error() {} },
    });
    await expect(signOut(failing, store)).rejects.toThrow("Network Error");
    expect(state.token).toBe("some-token");
  });
});

describe("crawler detection", () => {
  it("follows the spec's ignored bot pattern", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1)")).toBe(true);
    expect(isCrawler("Yahoo! Slurp")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (X11; Linux x86_64) Chrome/140")).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});

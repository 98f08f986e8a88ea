import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { consents, mailOutbox, users } from "@/server/db/schema";
import { hashPassword } from "@/server/security/passwords";
import { confirmMailedLink, signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { latestMail } from "@/test/outbox";
import { afterAnswerSettled } from "./after-answer";

/**
 * Sign-up tells nobody which addresses have accounts (docs/adr/0029): a registered
 * address and a new one get the same answer, and only the mailbox learns which it was.
 */

const api = apiClient();
let counter = 0;
const uniqueEmail = (prefix = "signup") => `${prefix}${Date.now()}${(counter += 1)}@example.com`;
const PASSWORD = "Corrugated-Board-42";
const MAILER = "mailer-box-full-color-200x150x70";
let addresses = 0;
/** Each test signs up from an address of its own, so the per-address limit bites only where meant. */
const from = () => ({ headers: { "x-forwarded-for": `198.51.100.${(addresses += 1)}` } });

async function anonymous() {
  const { body } = await api.get("/api/users/create_anonymous");
  return body as { token: string; user: { id: number } };
}

function headersOf(response: { headers: Headers }): Record<string, string> {
  const all = Object.fromEntries(response.headers.entries());
  // The date and the request's own id differ between any two answers.
  delete all.date;
  delete all["x-request-id"];
  return all;
}

describe("sign-up of a registered and of a new address", () => {
  it("answers both alike, leaves the account as it was and mails each address what fits", async () => {
    const known = uniqueEmail("known");
    const account = await signUp(api, { email: known, password: PASSWORD, first_name: "Ada" }, from());
    const visitor = await anonymous();
    const headers = from().headers;

    for (const path of ["/api/sign_up", "/api/v2/users"]) {
      const fresh = uniqueEmail("fresh");
      const again = await api.post(
        path,
        { email: known.toUpperCase(), password: "Another-Kraft-Tape-9", first_name: "Mallory" },
        { token: visitor.token, headers },
      );
      const other = await api.post(
        path,
        { email: ` ${fresh.toUpperCase()}`, password: "Another-Kraft-Tape-9", first_name: "Mallory" },
        { token: visitor.token, headers },
      );
      expect(again.status).toBe(202);
      expect(other.status).toBe(202);
      expect(again.body).toEqual({ status: "confirmation_sent", email: known });
      expect(other.body).toEqual({ status: "confirmation_sent", email: fresh });
      expect(headersOf(again)).toEqual(headersOf(other));
      // Nobody is signed in by sign-up, and the caller's own token is left as it was.
      expect((await api.get("/api/users/me", { token: visitor.token })).body).toMatchObject({ id: visitor.user.id, anonymous: true });

      await afterAnswerSettled();
      const told = await latestMail(known);
      expect(told).toMatchObject({ kind: "account_exists", subject: "You already have a Boxwright account" });
      expect(told!.link).toMatch(/\/sign_in\/$/);
      expect(told!.text).toContain("Forgot your password?");
      const welcome = await latestMail(fresh);
      expect(welcome).toMatchObject({ kind: "confirm_email" });
      expect(welcome!.link).toContain("/auth/confirm_email/?confirmation_token=");
    }

    // The registered account kept its password, its name and its session.
    expect((await api.post("/api/sign_in", { email: known, password: PASSWORD })).status).toBe(200);
    expect((await api.post("/api/sign_in", { email: known, password: "Another-Kraft-Tape-9" })).status).toBe(401);
    expect((await api.get("/api/users/me", { token: account.body.token })).body).toMatchObject({ first_name: "Ada", confirmed: true });
  });

  it("still keeps the password rules and the signed-in refusal, which depend only on the input and the caller", async () => {
    const email = uniqueEmail();
    expect((await api.post("/api/sign_up", { email, password: "short" }, from())).body.error.code).toBe("password_too_short");
    expect((await api.post("/api/sign_up", { email, password: "password123" }, from())).body.error.code).toBe("password_too_common");
    const signedIn = await signUp(api, { email, password: PASSWORD }, from());
    const refused = await api.post("/api/v2/users", { email: uniqueEmail(), password: PASSWORD }, { ...from(), token: signedIn.body.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("already_registered");
  });

  it("makes one account of parallel sign-ups of one address, with one confirmation mail", async () => {
    const email = uniqueEmail("race");
    const headers = from().headers;
    const answers = await Promise.all(
      ["Parallel-Carton-1", "Parallel-Carton-2", "Parallel-Carton-3"].map((password) => api.post("/api/sign_up", { email, password }, { headers })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    await afterAnswerSettled();
    const db = await database();
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    const kinds = (await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["account_exists", "account_exists", "confirm_email"]);
  });

  it("mails one address at most three times an hour, however often it is signed up", async () => {
    const email = uniqueEmail("flood");
    const headers = from().headers;
    for (let i = 0; i < 5; i += 1) expect((await api.post("/api/sign_up", { email, password: PASSWORD }, { headers })).status).toBe(202);
    await afterAnswerSettled();
    const db = await database();
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(3);
  });
});

describe("confirming and signing in", () => {
  it("refuses sign-in before the address is confirmed exactly as a wrong password, and explains it", async () => {
    const email = uniqueEmail("pending");
    expect((await api.post("/api/sign_up", { email, password: PASSWORD }, from())).status).toBe(202);
    await afterAnswerSettled();
    const pending = await api.post("/api/sign_in", { email, password: PASSWORD }, from());
    const wrong = await api.post("/api/sign_in", { email: uniqueEmail(), password: PASSWORD }, from());
    expect(pending.status).toBe(401);
    expect(pending.body).toEqual(wrong.body);
    expect(pending.body.error).toMatchObject({ code: "invalid_credentials" });
    expect(pending.body.error.message).toMatch(/not correct.*confirm your address first/);
  });

  it("signs the owner in from the confirmation link, moving the visitor's cart and designs to the account", async () => {
    const email = uniqueEmail("confirm");
    const visitor = await anonymous();
    const cart = await api.post("/api/v2/orders", {}, { token: visitor.token });
    expect(cart.status).toBe(201);
    expect((await api.post(`/api/v2/orders/${cart.body.number}/line_item`, { sku: MAILER, quantity: 30 }, { token: visitor.token })).status).toBeLessThan(300);
    const design = await api.post("/api/box_designs", { box_design: { sku: MAILER, name: "Before confirming" } }, { token: visitor.token });
    expect(design.status).toBe(201);

    expect((await api.post("/api/sign_up", { email, password: PASSWORD, first_name: "Ann" }, { ...from(), token: visitor.token })).status).toBe(202);
    const mail = await (async () => {
      await afterAnswerSettled();
      return latestMail(email);
    })();
    const confirmed = await api.post("/api/user_confirmations/confirm", { confirmation_token: mail!.token }, { token: visitor.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, anonymous: false, confirmed: true, first_name: "Ann" });
    const token = confirmed.body.token as string;
    expect((await api.get("/api/users/me", { token })).body.id).toBe(confirmed.body.user.id);

    const order = await api.get(`/api/orders/${cart.body.number}`, { token });
    expect(order.status).toBe(200);
    expect(order.body.line_items).toHaveLength(1);
    const mine = await api.get("/api/box_designs/mine", { token });
    expect(mine.body.box_designs.map((d: { id: number }) => d.id)).toEqual([design.body.id]);
    expect((await api.get("/api/users/me", { token: visitor.token })).status).toBe(401);

    expect((await api.post("/api/user_confirmations/confirm", { confirmation_token: mail!.token })).body.error.code).toBe("invalid_link");
    expect((await api.post("/api/sign_in", { email, password: PASSWORD }, from())).status).toBe(200);
  });

  it("records the registration form's consents when the address is confirmed, and a registered address's never from a sign-up", async () => {
    const answers = [
      { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
      { type: "newsletter", status: "granted" },
    ];
    const recorded = async (email: string) =>
      (await (await database()).select().from(consents).where(eq(consents.email, email))).map((row) => [row.type, row.status]).sort();

    const email = uniqueEmail("consents");
    expect((await api.post("/api/sign_up", { email, password: PASSWORD, consents: answers }, from())).status).toBe(202);
    await afterAnswerSettled();
    expect(await recorded(email)).toEqual([]);
    // One mail: the confirmation link, which confirms the answers too.
    expect((await (await database()).select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((mail) => mail.kind)).toEqual(["confirm_email"]);
    await confirmMailedLink(api, email);
    expect(await recorded(email)).toEqual([
      ["newsletter", "granted"],
      ["terms_and_conditions_and_privacy_policy", "granted"],
    ]);

    // Someone signing up a registered address cannot answer for its owner.
    const owner = uniqueEmail("owner");
    await signUp(api, { email: owner, password: PASSWORD }, from());
    expect((await api.post("/api/sign_up", { email: owner, password: PASSWORD, consents: answers }, from())).status).toBe(202);
    await afterAnswerSettled();
    expect(await recorded(owner)).toEqual([]);
  });

  it("lets a password reset confirm the address of a pending registration", async () => {
    const email = uniqueEmail("reset");
    await api.post("/api/sign_up", { email, password: PASSWORD }, from());
    await afterAnswerSettled();
    await api.post("/api/user_passwords/recover", { email }, from());
    await afterAnswerSettled();
    const reset = await api.post("/api/user_passwords/reset", { reset_password_token: (await latestMail(email))!.token, password: "New-Kraft-Tape-7" });
    expect(reset.body.user.confirmed).toBe(true);
    expect((await api.post("/api/sign_in", { email, password: "New-Kraft-Tape-7" }, from())).status).toBe(200);
  });

  it("keeps signing in accounts registered before confirmation was asked for, confirmed or not", async () => {
    const db = await database();
    const email = uniqueEmail("earlier");
    await db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD), anonymous: false });
    const signedIn = await api.post("/api/sign_in", { email, password: PASSWORD }, from());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.confirmed).toBe(false);
  });

  it("is what the test helper does: sign up, then open the mailed link", async () => {
    const email = uniqueEmail("helper");
    await api.post("/api/v2/users", { email, password: PASSWORD }, from());
    const confirmed = await confirmMailedLink(api, email);
    expect(confirmed.body.user).toMatchObject({ email, confirmed: true });
  });
});

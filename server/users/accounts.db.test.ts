import { describe, expect, it } from "vitest";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { latestMail } from "@/test/outbox";
import { afterAnswerSettled } from "./after-answer";

const api = apiClient();
let counter = 0;
const uniqueEmail = () => `buyer${Date.now()}${(counter += 1)}@example.com`;
const PASSWORD = "Corrugated-Board-42";

async function anonymous(region = "eu") {
  const { status, body } = await api.get("/api/users/create_anonymous", { region });
  expect(status).toBe(200);
  return body as { token: string; user: { id: number; anonymous: boolean } };
}

describe("anonymous users", () => {
  it("are created by both paths with a token of at least 128 bits", async () => {
    for (const path of ["/api/users/anonymous", "/api/users/create_anonymous"]) {
      const { status, body } = await api.get(path, { region: "pl" });
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ anonymous: true, email: null, region: "pl", locale: "pl-PL" });
      expect(Buffer.from(body.token, "base64url").length).toBeGreaterThanOrEqual(16);
    }
  });

  it("are who users/current says, with the spree_api_key; a rejected token gets an error", async () => {
    const { token, user } = await anonymous();
    const current = await api.get("/api/users/current", { token });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: user.id, spree_api_key: token });
    const rejected = await api.get("/api/users/current", { token: "not-a-real-token" });
    expect(rejected.status).toBe(401);
    expect(rejected.body.error.code).toBe("invalid_token");
    expect((await api.get("/api/users/me")).status).toBe(401);
  });
});

describe("registration, confirmation, sign-in and recovery", () => {
  it("mails a confirmation link that confirms the address and signs in, once", async () => {
    const email = uniqueEmail();
    const registered = await api.post("/api/sign_up", { email: email.toUpperCase(), password: PASSWORD, first_name: "Ann" });
    expect(registered).toMatchObject({ status: 202, body: { status: "confirmation_sent", email } });

    await afterAnswerSettled();
    const mail = await latestMail(email);
    // The EU storefront writes British English (ADR 0068).
    expect(mail).toMatchObject({ kind: "confirm_email", locale: "en-GB", subject: "Confirm your email address" });
    expect(mail!.link).toContain("/auth/confirm_email/?confirmation_token=");
    const confirmed = await api.post("/api/user_confirmations/confirm", { confirmation_token: mail!.token });
    expect(confirmed.body.user).toMatchObject({ email, anonymous: false, confirmed: true, first_name: "Ann" });
    expect((await api.get("/api/users/me", { token: confirmed.body.token })).body.id).toBe(confirmed.body.user.id);
    expect((await api.post("/api/user_confirmations/confirm", { confirmation_token: mail!.token })).body.error.code).toBe("invalid_link");
  });

  it("registers through v2/users too, and refuses weak passwords and b2b without a company", async () => {
    expect((await api.post("/api/v2/users", { email: uniqueEmail(), password: PASSWORD })).status).toBe(202);
    expect((await api.post("/api/sign_up", { email: uniqueEmail(), password: "short" })).body.error.code).toBe("password_too_short");
    expect((await api.post("/api/sign_up", { email: uniqueEmail(), password: "password123" })).body.error.code).toBe("password_too_common");
    expect((await api.post("/api/sign_up", { email: uniqueEmail(), password: "x".repeat(129) })).body.error.code).toBe("password_too_long");
    expect((await api.post("/api/sign_up", { email: uniqueEmail(), password: "a-long-passphrase-".repeat(3) })).status).toBe(202);
    expect((await api.post("/api/sign_up", { email: uniqueEmail(), password: PASSWORD, customer_type: "b2b" })).body.error.code).toBe("company_required");
    expect((await api.post("/api/sign_up", { email: "not-an-email", password: PASSWORD })).status).toBe(400);
    expect((await api.post("/api/sign_up", { email: uniqueEmail(), password: PASSWORD, admin: true })).status).toBe(400);
  });

  it("signs in with a new token, moving the anonymous visitor's addresses, and gives one answer for a wrong e-mail or password", async () => {
    const email = uniqueEmail();
    const account = (await signUp(api, { email, password: PASSWORD })).body;
    const visitor = await anonymous();
    const address = { first_name: "Ann", last_name: "Lee", street: "Main 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    expect((await api.post(`/api/v2/users/${visitor.user.id}/addresses`, address, { token: visitor.token })).status).toBe(201);

    const signedIn = await api.post("/api/sign_in", { email, password: PASSWORD }, { token: visitor.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(account.user.id);
    const moved = await api.get(`/api/v2/users/${account.user.id}/addresses`, { token: signedIn.body.token });
    expect(moved.body.addresses.map((a: { city: string }) => a.city)).toEqual(["Berlin"]);

    const wrongPassword = await api.post("/api/sign_in", { email, password: "wrong-password-1" });
    const wrongEmail = await api.post("/api/sign_in", { email: uniqueEmail(), password: PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
  });

  it("keeps the box designs the visitor made before signing in", async () => {
    const email = uniqueEmail();
    await signUp(api, { email, password: PASSWORD });
    const visitor = await anonymous();
    const design = await api.post("/api/box_designs", { box_design: { sku: "mailer-box-full-color-200x150x70", name: "Lid test" } }, { token: visitor.token });
    expect(design.status).toBe(201);

    const signedIn = await api.post("/api/sign_in", { email, password: PASSWORD }, { token: visitor.token });
    const mine = await api.get("/api/box_designs/mine", { token: signedIn.body.token });
    expect(mine.body.box_designs.map((d: { id: number; name: string }) => [d.id, d.name])).toEqual([[design.body.id, "Lid test"]]);
  });

  it("signs out: the token stops working", async () => {
    const { token } = (await signUp(api, { email: uniqueEmail(), password: PASSWORD })).body;
    expect((await api.post("/api/sign_out", undefined, { token })).status).toBe(204);
    expect((await api.get("/api/users/me", { token })).status).toBe(401);
    expect((await api.post("/api/sign_out")).status).toBe(401);
  });

  it("recovers a password through the mailed link, revoking old tokens, and says the same for unknown addresses", async () => {
    const email = uniqueEmail();
    const { token: oldToken } = (await signUp(api, { email, password: PASSWORD })).body;
    const known = await api.post("/api/user_passwords/recover", { email });
    const unknown = await api.post("/api/user_passwords/recover", { email: uniqueEmail() });
    expect(known.status).toBe(202);
    expect(unknown).toMatchObject({ status: 202, body: known.body });

    // The mail is written after the answer (so the answer's timing says nothing).
    await afterAnswerSettled();
    const mail = await latestMail(email);
    expect(mail).toMatchObject({ kind: "reset_password" });
    expect((await api.post("/api/user_passwords/reset", { reset_password_token: mail!.token, password: "qwerty123" })).body.error.code).toBe(
      "password_too_common",
    );
    const reset = await api.post("/api/user_passwords/reset", { reset_password_token: mail!.token, password: "New-Kraft-Tape-7" });
    expect(reset.status).toBe(200);
    expect(reset.body.user.confirmed).toBe(true);
    expect((await api.get("/api/users/me", { token: oldToken })).status).toBe(401);
    expect((await api.post("/api/sign_in", { email, password: PASSWORD })).status).toBe(401);
    expect((await api.post("/api/sign_in", { email, password: "New-Kraft-Tape-7" })).status).toBe(200);
    expect((await api.post("/api/user_passwords/reset", { reset_password_token: mail!.token, password: "Another-One-88" })).body.error.code).toBe(
      "invalid_link",
    );
  });

  it("limits failed sign-ins per account from one address, and recovery mails per account", async () => {
    const email = uniqueEmail();
    await signUp(api, { email, password: PASSWORD });
    for (let i = 0; i < 5; i += 1) expect((await api.post("/api/sign_in", { email, password: `wrong-${i}-password` })).status).toBe(401);
    const limited = await api.post("/api/sign_in", { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);

    for (let i = 0; i < 3; i += 1) expect((await api.post("/api/user_passwords/recover", { email })).status).toBe(202);
    expect((await api.post("/api/user_passwords/recover", { email })).status).toBe(429);
  });

  it("limits failed sign-ins per address", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 20; i += 1) await api.post("/api/sign_in", { email: uniqueEmail(), password: "nothing-here-1" }, { headers });
    expect((await api.post("/api/sign_in", { email: uniqueEmail(), password: "nothing-here-1" }, { headers })).status).toBe(429);
  });
});

describe("profile", () => {
  it("updates the caller's own profile and onboarding answers, never another user's", async () => {
    const me = await anonymous();
    const other = await anonymous();
    const updated = await api.put(
      `/api/users/${me.user.id}`,
      { first_name: "Jan", customer_type: "b2b", company_name: "Kartony sp. z o.o.", survey: { role: "owner", industry_v2: "cosmetics" }, locale: "pl" },
      { token: me.token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ first_name: "Jan", customer_type: "b2b", locale: "pl-PL", survey: { role: "owner", industry_v2: "cosmetics" } });
    const foreign = await api.put(`/api/users/${other.user.id}`, { first_name: "Mallory" }, { token: me.token });
    expect(foreign.status).toBe(404);
    expect((await api.get("/api/users/me", { token: other.token })).body.first_name).toBeNull();
    expect((await api.put(`/api/users/${me.user.id}`, { survey: { favourite_colour: "red" } }, { token: me.token })).status).toBe(400);
    expect((await api.put(`/api/users/${me.user.id}`, { first_name: "x".repeat(101) }, { token: me.token })).status).toBe(400);
    expect((await api.put(`/api/users/${me.user.id}`, "{", { token: me.token })).status).toBe(400);
  });
});

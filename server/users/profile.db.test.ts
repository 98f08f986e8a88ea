import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "@/test/accounts";
import { REGIONS } from "@/regions";
import { database } from "@/server/db";
import { consents, mailOutbox, newsletterSignups, users } from "@/server/db/schema";
import { afterAnswerSettled } from "./after-answer";
import { apiClient } from "@/test/api";
import { latestMail } from "@/test/outbox";
import { CONSENT_CONFIRMATION_LIMITS, listUnsubscribeHeaders, unsubscribeLink, unsubscribeToken } from "./consent-requests";

const api = apiClient();

async function visitor(region = "eu") {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  return body as { token: string; user: { id: number } };
}

const ADDRESS = { first_name: "Ann", last_name: "Lee", street: "Main 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };

describe("addresses", () => {
  it("are added, listed, changed and deleted by their owner", async () => {
    const me = await visitor();
    const created = await api.post(`/api/v2/users/${me.user.id}/addresses`, { ...ADDRESS, is_default: true }, { token: me.token });
    expect(created.status).toBe(201);
    const second = await api.post(`/api/v2/users/${me.user.id}/addresses`, { ...ADDRESS, city: "Hamburg", is_default: true }, { token: me.token });
    const list = await api.get(`/api/v2/users/${me.user.id}/addresses`, { token: me.token });
    expect(list.body.addresses.map((a: { city: string; is_default: boolean }) => [a.city, a.is_default])).toEqual([
      ["Hamburg", true],
      ["Berlin", false],
    ]);
    const changed = await api.patch(`/api/v2/users/${me.user.id}/addresses/${created.body.id}`, { zip_code: "10117" }, { token: me.token });
    expect(changed.body).toMatchObject({ zip_code: "10117", city: "Berlin" });
    expect((await api.delete(`/api/v2/users/${me.user.id}/addresses/${second.body.id}`, { token: me.token })).status).toBe(204);
    expect((await api.get(`/api/v2/users/${me.user.id}/addresses`, { token: me.token })).body.addresses).toHaveLength(1);
  });

  it("need a state where the country has them, and refuse bad input", async () => {
    const me = await visitor("us");
    const path = `/api/v2/users/${me.user.id}/addresses`;
    const us = { ...ADDRESS, city: "Austin", zip_code: "73301", country_iso: "US" };
    expect((await api.post(path, us, { token: me.token })).body.error.code).toBe("state_required");
    const states = await api.get("/api/v2/states?country_iso=US");
    const texas = states.body.data.find((s: { attributes: { abbr: string } }) => s.attributes.abbr === "TX");
    expect(texas.attributes).toMatchObject({ name: "Texas", supported: true });
    expect(states.body.data.find((s: { attributes: { abbr: string } }) => s.attributes.abbr === "HI").attributes.supported).toBe(false);
    expect((await api.post(path, { ...us, state_id: texas.id }, { token: me.token })).status).toBe(201);
    expect((await api.post(path, { ...ADDRESS, state_id: texas.id }, { token: me.token })).body.error.code).toBe("invalid_state");
    expect((await api.post(path, { ...ADDRESS, country_iso: "XX" }, { token: me.token })).body.error.code).toBe("invalid_country");
    expect((await api.post(path, { ...ADDRESS, street: "x".repeat(201) }, { token: me.token })).status).toBe(400);
    expect((await api.post(path, { ...ADDRESS, city: 42 }, { token: me.token })).status).toBe(400);
    expect((await api.get("/api/v2/states?country_iso=DE")).body.data).toEqual([]);
    expect((await api.get("/api/v2/states?country_iso=germany")).status).toBe(400);
  });

  it("belong to their owner alone: another user's token reads and changes nothing", async () => {
    const owner = await visitor();
    const other = await visitor();
    const address = (await api.post(`/api/v2/users/${owner.user.id}/addresses`, ADDRESS, { token: owner.token })).body;
    const base = `/api/v2/users/${owner.user.id}/addresses`;
    expect((await api.get(base, { token: other.token })).status).toBe(404);
    expect((await api.post(base, ADDRESS, { token: other.token })).status).toBe(404);
    expect((await api.patch(`${base}/${address.id}`, { city: "Mallory" }, { token: other.token })).status).toBe(404);
    expect((await api.delete(`${base}/${address.id}`, { token: other.token })).status).toBe(404);
    // Even through the other user's own path, the address is not theirs.
    expect((await api.patch(`/api/v2/users/${other.user.id}/addresses/${address.id}`, { city: "Mallory" }, { token: other.token })).status).toBe(404);
    expect((await api.delete(`/api/v2/users/${other.user.id}/addresses/${address.id}`, { token: other.token })).status).toBe(404);
    expect((await api.get(base)).status).toBe(401);
    expect((await api.get(base, { token: owner.token })).body.addresses).toEqual([expect.objectContaining({ city: "Berlin" })]);
  });
});

describe("contact information and locations", () => {
  it("are saved for the caller only", async () => {
    const me = await visitor();
    const other = await visitor();
    const saved = await api.post(
      `/api/v2/users/${me.user.id}/contact_information`,
      { first_name: "Eva", phone: "+48 600 100 200", customer_type: "b2b", company_name: "Pudła" },
      { token: me.token },
    );
    expect(saved.body).toMatchObject({ first_name: "Eva", phone: "+48 600 100 200", customer_type: "b2b", company_name: "Pudła" });
    expect((await api.post(`/api/v2/users/${other.user.id}/contact_information`, { first_name: "X" }, { token: me.token })).status).toBe(404);
    expect((await api.post(`/api/v2/users/${me.user.id}/contact_information`, { phone: "call me" }, { token: me.token })).status).toBe(400);

    const location = await api.post("/api/v2/users/save_last_used_location", { country_iso: "PL", zip_code: "00-001" }, { token: me.token });
    expect(location.body.last_used_location).toEqual({ country_iso: "PL", zip_code: "00-001" });
    const destination = await api.post("/api/v2/users/set_shipping_destination", { country_iso: "DE", zip_code: "10115" }, { token: me.token });
    expect(destination.body.shipping_destination).toEqual({ country_iso: "DE", zip_code: "10115" });
    expect((await api.post("/api/v2/users/set_shipping_destination", { country_iso: "Deutschland" }, { token: me.token })).status).toBe(400);
    expect((await api.post("/api/v2/users/set_shipping_destination", { country_iso: "DE" })).status).toBe(401);
  });
});

describe("VAT ids", () => {
  it("are checked by format and checksum per country, with a clear result", async () => {
    expect((await api.get("/api/addresses/validate_vat?vat_id=PL5260250274&country_iso=PL&customer_type=b2b")).body).toMatchObject({
      valid: true,
      normalized: "PL5260250274",
      reason: null,
    });
    const wrong = await api.get("/api/addresses/validate_vat?vat_id=5260250275&country_iso=PL&customer_type=b2b");
    expect(wrong.body).toMatchObject({ valid: false, reason: "checksum" });
    expect(wrong.body.message).toEqual(expect.any(String));
    expect((await api.get("/api/addresses/validate_vat?vat_id=DE136695976&country_iso=PL&customer_type=b2b")).body.reason).toBe("country_mismatch");
    expect((await api.get("/api/addresses/validate_vat?country_iso=DE&customer_type=b2b")).body.reason).toBe("required");
    expect((await api.get("/api/addresses/validate_vat?country_iso=DE&customer_type=b2c")).body.valid).toBe(true);
    expect((await api.get("/api/addresses/validate_vat?vat_id=1&country_iso=DE&customer_type=vip")).status).toBe(400);
  });
});

describe("wallet", () => {
  it("shows the credit per currency and lets the owner choose whether it pays for orders", async () => {
    const me = await visitor();
    expect((await api.get("/api/v1/wallet?currency=EUR", { token: me.token })).body).toEqual({ currency: "EUR", balance: 0, use_for_orders: true });
    expect((await api.put("/api/v1/wallet", { currency: "EUR", use_for_orders: false }, { token: me.token })).body).toEqual({
      currency: "EUR",
      balance: 0,
      use_for_orders: false,
    });
    expect((await api.get("/api/v1/wallet?currency=EUR", { token: me.token })).body.use_for_orders).toBe(false);
    expect((await api.put("/api/v1/wallet", { currency: "EUR", use_for_orders: true, balance: 100000 }, { token: me.token })).status).toBe(400);
    expect((await api.get("/api/v1/wallet?currency=CZK", { token: me.token })).status).toBe(400);
    expect((await api.get("/api/v1/wallet?currency=EUR")).status).toBe(401);
  });
});

/** Signs up from an address of its own; confirmed unless asked otherwise, as if the mailed link had been opened. */
async function signedUp(prefix: string, { confirmed = true }: { confirmed?: boolean } = {}) {
  const email = `${prefix}${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await signUp(api, { email, password: "Corrugated-Board-42" }, { headers: { "x-forwarded-for": `signup-${email}` } });
  // An account from before sign-up asked for confirmation (ADR 0029): signed in, its address not confirmed.
  if (!confirmed) await (await database()).update(users).set({ confirmedAt: null }).where(eq(users.email, email));
  return { email, token: created.body.token as string };
}

const save = (email: string, consents: { type: string; status: string }[], token: string, from = `net-${Math.random()}`) =>
  api.post("/api/v1/emails/save_with_consents", { email, consents }, { token, headers: { "x-forwarded-for": from } });
const pairs = (consents: { type: string; status: string }[]) => consents.map((c) => [c.type, c.status]).sort();
const ownConsents = async (token: string) => pairs((await api.get("/api/v1/emails/consents", { token })).body.consents);

/** The token of the newest consent confirmation mail to an address. */
async function confirmationToken(email: string) {
  const db = await database();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
  expect(mail?.kind).toBe("consent_confirmation");
  return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
}

describe("consents by e-mail", () => {
  it("of the caller's own confirmed address are recorded at once; bad input is refused", async () => {
    const me = await signedUp("consents");
    const saved = await save(
      me.email.toUpperCase(),
      [
        { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
        { type: "marketing", status: "declined" },
      ],
      me.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.pending).toBe(false);
    expect(pairs(saved.body.consents)).toEqual([
      ["marketing", "declined"],
      ["terms_and_conditions_and_privacy_policy", "granted"],
    ]);
    expect((await save(me.email, [{ type: "spam", status: "granted" }], me.token)).status).toBe(400);
    expect((await save(me.email, [{ type: "marketing", status: "maybe" }], me.token)).status).toBe(400);
    expect((await api.get("/api/v1/emails/global_consents_needed?email=nope")).status).toBe(400);
  });

  it("of any other address record nothing, grant or withdrawal, until the address opens the mailed link, and the answer is the same for known and unknown addresses", async () => {
    const owner = await signedUp("owner");
    await save(owner.email, [{ type: "marketing", status: "granted" }], owner.token);
    const unknown = `nobody${Date.now()}@example.com`;

    const attacker = await visitor();
    const onKnown = await save(
      owner.email,
      [
        { type: "marketing", status: "declined" },
        { type: "newsletter", status: "granted" },
      ],
      attacker.token,
    );
    const onUnknown = await save(
      unknown,
      [
        { type: "marketing", status: "declined" },
        { type: "newsletter", status: "granted" },
      ],
      attacker.token,
    );
    expect(onKnown.status).toBe(200);
    expect(onKnown.body).toEqual({ email: owner.email, consents: [], pending: true });
    expect(onUnknown.body).toEqual({ email: unknown, consents: [], pending: true });
    const token = await confirmationToken(owner.email);
    // Another signed-in account cannot write it either.
    expect((await save(owner.email, [{ type: "marketing", status: "declined" }], (await signedUp("other")).token)).body.pending).toBe(true);
    expect(await ownConsents(owner.token)).toEqual([["marketing", "granted"]]);

    // The address's owner opens the link: then, and only then, the answers it was sent for count.
    const confirmed = await api.post("/api/v1/emails/confirm_consents", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: owner.email, confirmed: true });
    expect(await ownConsents(owner.token)).toEqual([
      ["marketing", "declined"],
      ["newsletter", "granted"],
    ]);
    const again = await api.post("/api/v1/emails/confirm_consents", { token });
    expect([again.status, again.body.error.code]).toEqual([400, "invalid_link"]);
    expect((await api.post("/api/v1/emails/confirm_consents", { token: "made-up" })).status).toBe(400);
  });

  it("of an account's own unconfirmed address count once the account's address is confirmed", async () => {
    // An account from before sign-up asked for confirmation: signed in, its address unproven.
    const me = await signedUp("fresh", { confirmed: false });
    const saved = await save(me.email, [{ type: "terms_and_conditions_and_privacy_policy", status: "granted" }], me.token);
    expect(saved.body).toEqual({ email: me.email, consents: [], pending: true });
    expect(await ownConsents(me.token)).toEqual([]);
    // Such an account proves its address through a password reset link.
    expect((await api.post("/api/user_passwords/recover", { email: me.email }, { headers: { "x-forwarded-for": `recover-${me.email}` } })).status).toBe(202);
    await afterAnswerSettled();
    const link = (await latestMail(me.email))!;
    expect(link.kind).toBe("reset_password");
    const reset = await api.post("/api/user_passwords/reset", { reset_password_token: link.token, password: "Corrugated-Board-43" });
    expect(reset.status).toBe(200);
    expect(await ownConsents(reset.body.token)).toEqual([["terms_and_conditions_and_privacy_policy", "granted"]]);
  });

  it("send one address a few confirmation mails an hour at most, per recipient and per network address, also when asked for all at once", async () => {
    const target = `flooded${Date.now()}@example.com`;
    const callers = await Promise.all(Array.from({ length: CONSENT_CONFIRMATION_LIMITS.recipient + 3 }, () => visitor()));
    const answers = await Promise.all(callers.map((caller) => save(target, [{ type: "newsletter", status: "granted" }], caller.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONSENT_CONFIRMATION_LIMITS.recipient);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    const db = await database();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, target))).toHaveLength(CONSENT_CONFIRMATION_LIMITS.recipient);

    const office = `office-${Date.now()}`;
    const many = await Promise.all(
      Array.from({ length: CONSENT_CONFIRMATION_LIMITS.address + 2 }, async (_, index) =>
        save(`someone${index}-${Date.now()}@example.com`, [{ type: "newsletter", status: "granted" }], (await visitor()).token, office),
      ),
    );
    expect(many.filter((answer) => answer.status === 200)).toHaveLength(CONSENT_CONFIRMATION_LIMITS.address);
    expect(many.filter((answer) => answer.status === 429)).toHaveLength(2);
  });
});

describe("unsubscribe links", () => {
  it("withdraw the marketing consents of their address without signing in; a changed link withdraws nothing", async () => {
    const me = await signedUp("reader");
    await save(
      me.email,
      [
        { type: "marketing", status: "granted" },
        { type: "newsletter", status: "granted" },
      ],
      me.token,
    );
    const token = unsubscribeToken(me.email);
    expect(unsubscribeLink(REGIONS.de, me.email)).toContain(`/auth/unsubscribe/?token=${token}`);
    expect(listUnsubscribeHeaders(REGIONS.de, me.email)["List-Unsubscribe"]).toContain(`/api/v1/emails/unsubscribe?token=${token}`);

    const forged = unsubscribeToken(me.email).replace(/^[^.]+/, Buffer.from(`x${me.email}`).toString("base64url"));
    expect((await api.post(`/api/v1/emails/unsubscribe?token=${forged}`)).body.error.code).toBe("invalid_link");
    expect(await ownConsents(me.token)).toEqual([
      ["marketing", "granted"],
      ["newsletter", "granted"],
    ]);

    const done = await api.post(`/api/v1/emails/unsubscribe?token=${token}`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: me.email, unsubscribed: true });
    expect(await ownConsents(me.token)).toEqual([
      ["marketing", "declined"],
      ["newsletter", "declined"],
    ]);
  });
});

describe("newsletter sign-ups", () => {
  it("of an address the caller has not confirmed join the list only after its link is opened", async () => {
    const email = `news${Date.now()}@example.com`;
    const caller = await visitor();
    const signup = await api.post(
      "/api/v1/newsletter_signups",
      { email, newsletter: true, marketing: true },
      { token: caller.token, headers: { "x-forwarded-for": "news-1" } },
    );
    expect(signup.status).toBe(201);
    const db = await database();
    expect(await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email))).toHaveLength(0);
    expect(await db.select().from(consents).where(eq(consents.email, email))).toHaveLength(0);

    expect((await api.post("/api/v1/emails/confirm_consents", { token: await confirmationToken(email) })).status).toBe(200);
    expect(await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email))).toHaveLength(1);
    expect(pairs(await db.select().from(consents).where(eq(consents.email, email)))).toEqual([
      ["marketing", "granted"],
      ["newsletter", "granted"],
    ]);
  });
});

describe("the user's own consents", () => {
  it("tell which global consents are still needed only to the address's signed-in owner", async () => {
    const owner = await signedUp("owner");
    const email = owner.email;
    await save(email, [{ type: "terms_and_conditions_and_privacy_policy", status: "granted" }], owner.token);
    const ask = (token?: string) => api.get(`/api/v1/emails/global_consents_needed?email=${email}`, token ? { token } : {});

    expect((await ask(owner.token)).body.needed).toEqual(["marketing", "newsletter"]);
    const everything = ["terms_and_conditions_and_privacy_policy", "marketing", "newsletter"];
    expect((await ask()).body.needed).toEqual(everything);
    expect((await ask((await visitor()).token)).body.needed).toEqual(everything);
    expect((await ask((await signedUp("other")).token)).body.needed).toEqual(everything);
  });

  it("are the latest answer per type for the signed-in user's address, and empty without one", async () => {
    const anonymous = await visitor();
    expect((await api.get("/api/v1/emails/consents", { token: anonymous.token })).body).toEqual({ email: "", consents: [] });
    expect((await api.get("/api/v1/emails/consents")).status).toBe(401);

    const { email, token } = await signedUp("own-consents");
    await save(email, [{ type: "newsletter", status: "granted" }], token);
    await save(email, [{ type: "newsletter", status: "declined" }], token);
    const own = await api.get("/api/v1/emails/consents", { token });
    expect(own.body.email).toBe(email);
    expect(own.body.consents.map((c: { type: string; status: string }) => [c.type, c.status])).toEqual([["newsletter", "declined"]]);
  });
});

describe("partner key, RFM and managers", () => {
  it("registers a partner key only when there is one", async () => {
    const me = await visitor();
    expect((await api.post("/api/v2/users/register_partner_key", { partner_data: {} }, { token: me.token })).body).toEqual({ registered: false });
    expect((await api.post("/api/v2/users/register_partner_key", { partner_data: { partner_key: "AGENCY-7" } }, { token: me.token })).body).toEqual({
      registered: true,
    });
    expect((await api.post("/api/v2/users/register_partner_key", { partner_data: { partner_key: 7 } }, { token: me.token })).status).toBe(400);
  });

  it("gives a new user's RFM and refuses the manager profile to non-managers", async () => {
    const me = await visitor("pl");
    expect((await api.get("/api/v1/user/me/rfm", { token: me.token, region: "pl" })).body).toMatchObject({
      frequency: 0,
      monetary: 0,
      currency: "PLN",
      segment: "new",
    });
    expect((await api.get("/api/managers/current", { token: me.token })).status).toBe(403);
    expect((await api.get("/api/managers/current")).status).toBe(401);
  });
});

describe("order managers", () => {
  it("see their manager profile", async () => {
    const { database } = await import("@/server/db");
    const { users } = await import("@/server/db/schema");
    const { eq } = await import("drizzle-orm");
    const email = `manager${Date.now()}@example.com`;
    const session = (await signUp(api, { email, password: "Order-Manager-2026", first_name: "Olga", last_name: "Nowak" })).body;
    await (await database()).update(users).set({ manager: true, avatarUrl: "/build/shared-images/favicon.svg" }).where(eq(users.id, session.user.id));
    expect((await api.get("/api/managers/current", { token: session.token })).body).toEqual({
      email,
      name: "Olga Nowak",
      avatar: "/build/shared-images/favicon.svg",
    });
  });
});

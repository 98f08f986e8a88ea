import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { apiTokens } from "@/server/db/schema";
import { hashSecret } from "@/server/security/tokens";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { latestMail } from "@/test/outbox";
import { afterAnswerSettled } from "./after-answer";
import { TOKEN_IDLE_DAYS, TOKEN_REFRESH_MINUTES } from "./auth";

const api = apiClient();
let counter = 0;
const uniqueEmail = () => `links${Date.now()}${(counter += 1)}@example.com`;
const PASSWORD = "Corrugated-Board-42";

async function account() {
  const email = uniqueEmail();
  const { body } = await signUp(api, { email, password: PASSWORD });
  return { email, token: body.token as string, id: body.user.id as number };
}

async function resetLink(email: string): Promise<string> {
  expect((await api.post("/api/user_passwords/recover", { email })).status).toBe(202);
  // The reset mail is written just after the answer, the same for known and unknown addresses.
  await afterAnswerSettled();
  return (await latestMail(email))!.token!;
}

describe("password-reset links", () => {
  it("are single-use as a set: a reset with the later link makes the earlier one useless", async () => {
    const { email } = await account();
    const earlier = await resetLink(email);
    const later = await resetLink(email);
    expect(earlier).not.toBe(later);

    expect((await api.post("/api/user_passwords/reset", { reset_password_token: later, password: "New-Kraft-Tape-7" })).status).toBe(200);
    const replayed = await api.post("/api/user_passwords/reset", { reset_password_token: earlier, password: "Attacker-Chosen-99" });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe("invalid_link");
    // The owner's new password still holds; the attacker's never took.
    expect((await api.post("/api/sign_in", { email, password: "New-Kraft-Tape-7" })).status).toBe(200);
    expect((await api.post("/api/sign_in", { email, password: "Attacker-Chosen-99" })).status).toBe(401);
  });

  it("work once each: the same link a second time is refused with invalid_link", async () => {
    const { email } = await account();
    const link = await resetLink(email);
    expect((await api.post("/api/user_passwords/reset", { reset_password_token: link, password: "New-Kraft-Tape-7" })).status).toBe(200);
    const again = await api.post("/api/user_passwords/reset", { reset_password_token: link, password: "Another-One-88" });
    expect(again.body.error.code).toBe("invalid_link");
  });

  it("used at the same moment, two links of one account set the password once", async () => {
    const { email } = await account();
    const first = await resetLink(email);
    const second = await resetLink(email);
    const answers = await Promise.all([
      api.post("/api/user_passwords/reset", { reset_password_token: first, password: "First-Kraft-Tape-1" }),
      api.post("/api/user_passwords/reset", { reset_password_token: second, password: "Second-Kraft-Tape-2" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("stop working once the owner signs in with their password: they remembered it", async () => {
    const { email } = await account();
    const link = await resetLink(email);
    expect((await api.post("/api/sign_in", { email, password: PASSWORD })).status).toBe(200);
    const late = await api.post("/api/user_passwords/reset", { reset_password_token: link, password: "New-Kraft-Tape-7" });
    expect(late.body.error.code).toBe("invalid_link");
  });
});

describe("answers with personal data or a token", () => {
  const noStore = (response: { headers: Headers }) => expect(response.headers.get("cache-control")).toContain("no-store");

  it("are kept by no cache: the session answers, the user, addresses, wallet, orders, designs and quotes", async () => {
    const me = await account();
    noStore(await api.post("/api/sign_in", { email: me.email, password: PASSWORD }));
    noStore(await api.post("/api/sign_up", { email: uniqueEmail(), password: PASSWORD }));
    noStore(await api.post("/api/v2/users", { email: uniqueEmail(), password: PASSWORD }));
    const link = await resetLink(me.email);
    noStore(await api.post("/api/user_passwords/reset", { reset_password_token: link, password: "New-Kraft-Tape-7" }));
    const { token } = (await api.post("/api/sign_in", { email: me.email, password: "New-Kraft-Tape-7" })).body;

    const current = await api.get("/api/users/current", { token });
    expect(current.body.spree_api_key).toBe(token);
    noStore(current);
    noStore(await api.get("/api/users/me", { token }));
    const address = { first_name: "Ann", last_name: "Lee", street: "Main 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    expect((await api.post(`/api/v2/users/${me.id}/addresses`, address, { token })).status).toBe(201);
    const addresses = await api.get(`/api/v2/users/${me.id}/addresses`, { token });
    expect(addresses.body.addresses).toHaveLength(1);
    noStore(addresses);
    const wallet = await api.get("/api/v1/wallet?currency=EUR", { token });
    expect(wallet.status).toBe(200);
    noStore(wallet);
    const { number } = (await api.post("/api/v2/orders", {}, { token })).body;
    const order = await api.get(`/api/orders/${number}`, { token });
    expect(order.status).toBe(200);
    noStore(order);
    noStore(await api.get("/api/v2/orders/current", { token }));
    noStore(await api.get("/api/orders/mine", { token }));
    noStore(await api.get("/api/box_designs/mine", { token }));
    noStore(await api.get("/api/v2/quote_requests/mine", { token }));
    noStore(await api.put(`/api/users/${me.id}`, { first_name: "Ann" }, { token }));
    // Refusals too: an error can still say whose the token was.
    noStore(await api.get("/api/users/me", { token: "not-a-real-token" }));
  });

  it("every GET of the users, orders, designs, quotes and offers domains answers no-store or, for the owner's own files, private", async () => {
    const me = await account();
    const domains = new Set([
      "Users",
      "Profile",
      "Orders",
      "Order extras",
      "Designs",
      "Quotes",
      "Offers",
      "Design approval",
      "Invoices",
      "Checkout",
      "Payments",
    ]);
    const document = (await api.get("/api/openapi.json")).body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => operations.get?.tags?.some((tag) => domains.has(tag)))
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      // Ids that name nothing: the refusals are answers about the caller too.
      const response = await api.get(`/api${path.replace(/\{[^}]+\}/g, "1")}`, { token: me.token });
      const caching = response.headers.get("cache-control") ?? "";
      const allowed = caching.includes("no-store") || (path.includes("fonts") ? caching.startsWith("public") : caching.startsWith("private"));
      expect(allowed, `GET ${path} answered ${response.status} with Cache-Control "${caching}"`).toBe(true);
    }
  });

  it("leave the catalogue's public answers shareable, and catalogue answers to a token private", async () => {
    const products = await api.get("/api/products");
    expect(products.status).toBe(200);
    expect(products.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const { token } = await account();
    noStore(await api.get("/api/products", { token }));
  });
});

describe("API tokens", () => {
  const setLastUse = async (token: string, ago: string) => {
    const db = await database();
    await db.execute(sql`update api_tokens set last_used_at = now() - ${ago}::interval where token_hash = ${hashSecret(token)}`);
  };
  const lastUse = async (token: string) => {
    const db = await database();
    const [row] = await db
      .select({ lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashSecret(token)));
    return row!.lastUsedAt.getTime();
  };

  it(`expire after ${TOKEN_IDLE_DAYS} days unused: treated as no token at all, 401 where one is needed`, async () => {
    const { token } = await account();
    await setLastUse(token, `${TOKEN_IDLE_DAYS - 1} days`);
    expect((await api.get("/api/users/me", { token })).status).toBe(200);
    await setLastUse(token, `${TOKEN_IDLE_DAYS} days 1 minute`);
    const expired = await api.get("/api/users/current", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("invalid_token");
    expect((await api.get("/api/v1/wallet?currency=EUR", { token })).status).toBe(401);
  });

  it(`are refreshed by use, at most once in ${TOKEN_REFRESH_MINUTES} minutes`, async () => {
    const { token } = await account();
    await setLastUse(token, `${TOKEN_REFRESH_MINUTES - 10} minutes`);
    const recent = await lastUse(token);
    expect((await api.get("/api/users/me", { token })).status).toBe(200);
    expect(await lastUse(token)).toBe(recent);

    await setLastUse(token, `${TOKEN_IDLE_DAYS - 1} days`);
    expect((await api.get("/api/users/me", { token })).status).toBe(200);
    expect(Date.now() - (await lastUse(token))).toBeLessThan(60_000);
    // Used the day before it would have expired, it now lasts another full period.
    await setLastUse(token, `${TOKEN_IDLE_DAYS - 1} days`);
    expect((await api.get("/api/users/me", { token })).status).toBe(200);
  });
});

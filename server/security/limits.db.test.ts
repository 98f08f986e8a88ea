import { describe, expect, it } from "vitest";
import { ANALYTICS_LIMIT } from "@/server/analytics/routes";
import { database } from "@/server/db";
import { pruneExpiredRows } from "@/server/maintenance/prune";
import { rateLimits } from "@/server/db/schema";
import { QUOTE_REQUEST_LIMITS } from "@/server/quotes/service";
import { consume, LONGEST_WINDOW_SECONDS } from "@/server/security/rate-limit";
import { REGISTRATION_LIMITS } from "@/server/users/service";
import { apiClient } from "@/test/api";
import { anonymousUser } from "@/test/b2b";

/** The limits on what anonymous callers can make the shop store or send: registrations, quote requests, analytics. */

const api = apiClient();
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${(counter += 1)}`;
const from = (address: string) => ({ "x-forwarded-for": address });

function quick(key: string) {
  return {
    mode: 0,
    email: "buyer@example.com",
    name: "Ada Buyer",
    product_slug: "mailer-box-eco",
    quantity: 500,
    dimensions: "200 x 150 x 70 mm",
    idempotency_key: key,
  };
}

function pageEvent() {
  return {
    type: "page",
    event: "Page Viewed",
    message_id: unique("msg-"),
    anonymous_id: "anon-0000-0042",
    properties: {},
    page: { path: "/", referrer: "", title: "Home" },
    sent_at: new Date().toISOString(),
  };
}

describe("registrations", () => {
  it("are limited per address, refused ones included, with the rate_limited envelope", async () => {
    const headers = from("203.0.113.20");
    for (let i = 0; i < REGISTRATION_LIMITS.address; i += 1) {
      // Every other one is refused (a weak password): attempts count, not accounts.
      const password = i % 2 ? "short" : "Corrugated-Board-42";
      const response = await api.post("/api/sign_up", { email: `${unique("reg")}@example.com`, password }, { headers });
      expect(response.status).toBe(i % 2 ? 400 : 202);
    }
    const limited = await api.post("/api/v2/users", { email: `${unique("reg")}@example.com`, password: "Corrugated-Board-42" }, { headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);
    // Another address registers as before.
    expect(
      (await api.post("/api/sign_up", { email: `${unique("reg")}@example.com`, password: "Corrugated-Board-42" }, { headers: from("203.0.113.21") })).status,
    ).toBe(202);
  });
});

describe("quote requests", () => {
  it("are limited per user; a retried request does not count", async () => {
    const token = await anonymousUser(api);
    const headers = from("203.0.113.30");
    for (let i = 0; i < QUOTE_REQUEST_LIMITS.user; i += 1) {
      const key = unique("limit-");
      expect((await api.post("/api/v2/quote_requests", quick(key), { token, headers })).status).toBe(201);
      expect((await api.post("/api/v2/quote_requests", quick(key), { token, headers })).status).toBe(200);
    }
    const limited = await api.post("/api/v2/quote_requests", quick(unique("limit-")), { token, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    // Another user at another address is not held up.
    expect((await api.post("/api/v2/quote_requests", quick(unique("limit-")), { token: await anonymousUser(api), headers: from("203.0.113.31") })).status).toBe(
      201,
    );
  });

  it("are limited per address across users", async () => {
    const headers = from("203.0.113.32");
    const statuses: number[] = [];
    for (let i = 0; i <= QUOTE_REQUEST_LIMITS.address; i += 1) {
      const token = await anonymousUser(api);
      statuses.push((await api.post("/api/v2/quote_requests", quick(unique("addr-")), { token, headers })).status);
    }
    expect(statuses.slice(0, QUOTE_REQUEST_LIMITS.address).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the analytics proxy and segmentation sessions", () => {
  it("refuse an address that has used up its calls, and no other", async () => {
    const db = await database();
    // An address that sent its whole allowance in this window already.
    await db.insert(rateLimits).values({ key: "analytics:address:203.0.113.40", windowStart: new Date(), count: ANALYTICS_LIMIT.address });
    const headers = from("203.0.113.40");
    const track = await api.post("/api/v1/analytics_proxies/track", pageEvent(), { headers });
    expect(track.status).toBe(429);
    expect(track.body.error.code).toBe("rate_limited");
    expect((await api.post("/api/v2/segment_sessions/create", { data: { industry: "food" } }, { headers })).status).toBe(429);

    const other = from("203.0.113.41");
    expect((await api.post("/api/v1/analytics_proxies/track", pageEvent(), { headers: other })).status).toBe(202);
    expect((await api.post("/api/v2/segment_sessions/create", { data: { industry: "food" } }, { headers: other })).status).toBe(201);
  });

  it("count every call", async () => {
    const headers = from("203.0.113.42");
    for (let i = 0; i < 3; i += 1) expect((await api.post("/api/v1/analytics_proxies/track", pageEvent(), { headers })).status).toBe(202);
    const db = await database();
    const rows = await db.select().from(rateLimits);
    expect(rows.find((row) => row.key === "analytics:address:203.0.113.42")?.count).toBe(3);
  });
});

describe("the rate-limit table", () => {
  it("drops counters whose window is over for every limit in the pruning job, not in a limited request", async () => {
    const db = await database();
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    await db.insert(rateLimits).values([
      { key: "prune:stale", windowStart: hoursAgo(LONGEST_WINDOW_SECONDS / 3600 + 1), count: 7 },
      { key: "prune:live", windowStart: hoursAgo(1), count: 2 },
    ]);
    // A request counts its own attempt and nothing else: a backlog of ended windows is
    // never deleted in one statement on a shopper's request (ADR 0077).
    await consume(db, { key: "prune:new", limit: 5, windowSeconds: 60 }, now);
    const keysOf = async () => (await db.select().from(rateLimits)).map((row) => row.key);
    expect(await keysOf()).toEqual(expect.arrayContaining(["prune:stale", "prune:live", "prune:new"]));

    await pruneExpiredRows(db, { now });
    const keys = await keysOf();
    expect(keys).not.toContain("prune:stale");
    expect(keys).toEqual(expect.arrayContaining(["prune:live", "prune:new"]));
  });

  it("counts parallel attempts one by one, so no more of them pass than the limit", async () => {
    const db = await database();
    const limit = { key: "parallel:one", limit: 5, windowSeconds: 60 };
    const states = await Promise.all(Array.from({ length: 15 }, () => consume(db, limit)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(states.filter((state) => state.allowed)).toHaveLength(5);
  });

  it("refuses a window longer than the one rows are kept for", async () => {
    const db = await database();
    await expect(consume(db, { key: "too:long", limit: 1, windowSeconds: LONGEST_WINDOW_SECONDS + 1 })).rejects.toThrow(/window/);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { database } from "@/server/db";
import { analyticsEvents, firstTouches, segmentSessions, users } from "@/server/db/schema";
import { pruneExpiredRows } from "@/server/maintenance/prune";
import { ANALYTICS_RETENTION_DAYS } from "./service";
import { apiClient } from "@/test/api";
import { anonymousUser, orderManager, signUp } from "@/test/b2b";

const api = apiClient();
let counter = 0;
const messageId = () => `msg-${Date.now()}-${(counter += 1)}`;
const ANONYMOUS = "anon-0000-0001";

function pageEvent(extra: Record<string, unknown> = {}) {
  return {
    type: "page",
    event: "Page Viewed",
    message_id: messageId(),
    anonymous_id: ANONYMOUS,
    properties: {},
    page: { path: "/products", referrer: "", title: "Products" },
    sent_at: new Date().toISOString(),
    ...extra,
  };
}

async function storedEvents() {
  const db = await database();
  return db.select().from(analyticsEvents);
}

afterEach(() => vi.unstubAllEnvs());

describe("the analytics proxy", () => {
  it("stores a track event with the caller's user and storefront, once per message id", async () => {
    const token = await anonymousUser(api);
    const event = pageEvent();
    const first = await api.post("/api/v1/analytics_proxies/track", event, { token, region: "de" });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ stored: true });
    expect(first.headers.get("cache-control")).toBe("no-store");
    const again = await api.post("/api/v1/analytics_proxies/track", event, { token, region: "de" });
    expect(again.body).toEqual({ stored: false });

    const rows = (await storedEvents()).filter((row) => row.messageId === event.message_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "page", name: "Page Viewed", anonymousId: ANONYMOUS, region: "de", page: { path: "/products" } });
    expect(rows[0]!.userId).toEqual(expect.any(Number));
  });

  it("takes events without a token, and with a stale one, as the anonymous visitor's", async () => {
    const event = pageEvent({ type: "track", event: "Offer Viewed", properties: { offer: "tok" } });
    expect((await api.post("/api/v1/analytics_proxies/track", event, { token: "no-longer-valid" })).status).toBe(202);
    const [row] = (await storedEvents()).filter((stored) => stored.messageId === event.message_id);
    expect(row).toMatchObject({ kind: "track", name: "Offer Viewed", userId: null, properties: { offer: "tok" } });
  });

  it("refuses malformed events and stores nothing", async () => {
    const before = (await storedEvents()).length;
    for (const body of [
      pageEvent({ type: "alias" }),
      pageEvent({ sent_at: "yesterday" }),
      pageEvent({ anonymous_id: "x" }),
      { ...pageEvent(), email: "ada@example.com" },
    ]) {
      const answer = await api.post("/api/v1/analytics_proxies/track", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
    }
    expect(await storedEvents()).toHaveLength(before);
  });

  it("checks the write key when the operator sets one", async () => {
    vi.stubEnv("ANALYTICS_WRITE_KEY", "key-1");
    const event = pageEvent();
    const refused = await api.post("/api/v1/analytics_proxies/track", event, { headers: { "X-Analytics-Write-Key": "key-2" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("invalid_write_key");
    expect((await api.post("/api/v1/analytics_proxies/track", event)).status).toBe(403);
    expect((await storedEvents()).some((row) => row.messageId === event.message_id)).toBe(false);
    expect((await api.post("/api/v1/analytics_proxies/track", event, { headers: { "X-Analytics-Write-Key": "key-1" } })).status).toBe(202);
  });

  it("stores identify calls tied to the token's user, keeping the claimed id apart", async () => {
    const buyer = await signUp(api);
    const body = { message_id: messageId(), anonymous_id: ANONYMOUS, user_id: "999999", traits: { customer_type: "b2b" }, sent_at: new Date().toISOString() };
    expect((await api.post("/api/v1/analytics_proxies/identify", body, { token: buyer.token })).status).toBe(202);
    const db = await database();
    const [user] = await db.select().from(users).where(eq(users.email, buyer.email));
    const [row] = (await storedEvents()).filter((stored) => stored.messageId === body.message_id);
    expect(row).toMatchObject({ kind: "identify", userId: user!.id, properties: { customer_type: "b2b", claimed_user_id: "999999" } });
  });

  it("stores a product-added conversion only for a line of the caller's own order", async () => {
    const token = await anonymousUser(api);
    const cart = await api.post("/api/v2/orders", {}, { token });
    const added = await api.post(`/api/v2/orders/${cart.body.number}/line_item`, { sku: "mailer-box-full-color-200x150x70", quantity: 30 }, { token });
    expect(added.status).toBeLessThan(300);
    const lineItemId = added.body.line_items[0].id as number;
    const conversion = (extra = {}) => ({
      message_id: messageId(),
      anonymous_id: ANONYMOUS,
      line_item_id: lineItemId,
      sent_at: new Date().toISOString(),
      ...extra,
    });

    const mine = conversion();
    expect((await api.post("/api/v1/analytics_proxies/track_product_added_ua_conversion", mine, { token })).status).toBe(202);
    const [row] = (await storedEvents()).filter((stored) => stored.messageId === mine.message_id);
    expect(row).toMatchObject({ kind: "product_added_ua_conversion", lineItemId });

    const stranger = await anonymousUser(api);
    const theirs = conversion();
    expect((await api.post("/api/v1/analytics_proxies/track_product_added_ua_conversion", theirs, { token: stranger })).status).toBe(404);
    expect((await api.post("/api/v1/analytics_proxies/track_product_added_ua_conversion", conversion())).status).toBe(404);
    expect((await storedEvents()).some((stored) => stored.messageId === theirs.message_id)).toBe(false);
  });
});

describe("the staff's view of stored events", () => {
  it("lists events, newest first and filtered, to order managers", async () => {
    const anonymousId = `anon-${Date.now()}`;
    const first = pageEvent({ anonymous_id: anonymousId });
    const second = pageEvent({ anonymous_id: anonymousId, type: "track", event: "Checkout Step Viewed", properties: { step: "address" } });
    await api.post("/api/v1/analytics_proxies/track", first);
    await api.post("/api/v1/analytics_proxies/track", second);
    const manager = await orderManager(api);
    const answer = await api.get(`/api/v1/analytics_events?anonymous_id=${anonymousId}`, { token: manager.token });
    expect(answer.status).toBe(200);
    expect(answer.body.events.map((event: { name: string }) => event.name)).toEqual(["Checkout Step Viewed", "Page Viewed"]);
    const byName = await api.get(`/api/v1/analytics_events?anonymous_id=${anonymousId}&name=Page%20Viewed`, { token: manager.token });
    expect(byName.body.events).toHaveLength(1);
    expect(byName.body.events[0]).toMatchObject({ kind: "page", page: { path: "/products" }, region: "eu", user_id: null });
  });

  it("refuses everybody else with not_a_manager (and 401 without a token), changing nothing", async () => {
    const before = await storedEvents();
    const buyer = await signUp(api);
    const refused = await api.get("/api/v1/analytics_events", { token: buyer.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("not_a_manager");
    expect(refused.body).not.toHaveProperty("events");
    expect((await api.get("/api/v1/analytics_events", { token: await anonymousUser(api) })).body.error.code).toBe("not_a_manager");
    expect((await api.get("/api/v1/analytics_events")).status).toBe(401);
    expect(await storedEvents()).toEqual(before);
  });
});

describe("first touch", () => {
  it("is stored once per user: a second registration keeps the first", async () => {
    const token = await anonymousUser(api);
    const first = await api.post(
      "/api/users/register_first_touch",
      { type: "utm", source: "google", medium: "cpc", campaign: "boxes", term: "(none)", clientId: "123.456" },
      { token },
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      first_touch: { type: "utm", source: "google", medium: "cpc", campaign: "boxes", term: null, content: null, clientId: "123.456" },
    });

    const second = await api.post("/api/users/register_first_touch", { type: "typein", source: "(direct)" }, { token });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ created: false, first_touch: { type: "utm", source: "google" } });

    const db = await database();
    const current = await api.get("/api/users/current", { token });
    const rows = await db.select().from(firstTouches).where(eq(firstTouches.userId, current.body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "google", term: null });
  });

  it("needs the user's token and a valid body", async () => {
    expect((await api.post("/api/users/register_first_touch", { type: "utm" })).status).toBe(401);
    const token = await anonymousUser(api);
    const invalid = await api.post("/api/users/register_first_touch", { type: "utm", email: "ada@example.com" }, { token });
    expect(invalid.status).toBe(400);
  });
});

describe("segmentation", () => {
  it("gathers answers under a token, and greets its user by first name in its own storefront only", async () => {
    const buyer = await signUp(api);
    const db = await database();
    await db.update(users).set({ firstName: "Ada" }).where(eq(users.email, buyer.email));

    const created = await api.post("/api/v2/segment_sessions/create", { data: { industry: "cosmetics" } }, { token: buyer.token, region: "de" });
    expect(created.status).toBe(201);
    const segmentationToken = created.body.segmentation_token as string;
    expect(created.body.data).toEqual({ industry: "cosmetics" });

    const appended = await api.post("/api/v2/segment_sessions/append", { segmentation_token: segmentationToken, data: { volume: 500 } });
    expect(appended.body.data).toEqual({ industry: "cosmetics", volume: 500 });
    const added = await api.post("/api/add_segment_data_v2", { segmentation_token: segmentationToken, data: { industry: "food" } }, { region: "de" });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ industry: "food", volume: 500 });

    const name = await api.get(`/api/get_user_first_name?segmentation_token=${segmentationToken}`, { region: "de" });
    expect(name.body).toEqual({ first_name: "Ada" });
    expect((await api.get(`/api/get_user_first_name?segmentation_token=${segmentationToken}`, { region: "pl" })).status).toBe(404);
    expect((await api.post("/api/add_segment_data_v2", { segmentation_token: segmentationToken, data: { x: 1 } }, { region: "pl" })).status).toBe(404);
    expect((await api.get(`/api/get_user_first_name?segmentation_token=${"x".repeat(43)}`, { region: "de" })).status).toBe(404);
  });

  it("has no name to give for an anonymous session", async () => {
    const created = await api.post("/api/v2/segment_sessions/create", { data: {} });
    const name = await api.get(`/api/get_user_first_name?segmentation_token=${created.body.segmentation_token}`);
    expect(name.body).toEqual({ first_name: null });
  });
});

describe("what the analytics store keeps", () => {
  it("forgets events and segmentation sessions older than the retention, and keeps the rest", async () => {
    const db = await database();
    const now = new Date("2026-11-26T12:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    const old = new Date(now.getTime() - (ANALYTICS_RETENTION_DAYS + 1) * day);
    const recent = new Date(now.getTime() - (ANALYTICS_RETENTION_DAYS - 1) * day);
    const event = (id: string, createdAt: Date) => ({
      messageId: id,
      kind: "page" as const,
      name: "Page Viewed",
      anonymousId: ANONYMOUS,
      region: "eu",
      sentAt: createdAt,
      createdAt,
    });
    await db.insert(analyticsEvents).values([event("retention-old", old), event("retention-recent", recent)]);
    await db.insert(segmentSessions).values([
      { tokenHash: "retention-old-session", region: "eu", createdAt: old, updatedAt: old },
      { tokenHash: "retention-recent-session", region: "eu", createdAt: old, updatedAt: recent },
    ]);

    // The pruning job every instance runs (server/maintenance) deletes them, not the requests.
    const pruned = await pruneExpiredRows(db, { now });

    expect(pruned).toMatchObject({ analytics_events: expect.any(Number), segment_sessions: expect.any(Number) });
    const ids = (await db.select({ id: analyticsEvents.messageId }).from(analyticsEvents)).map((row) => row.id);
    expect(ids).toContain("retention-recent");
    expect(ids).not.toContain("retention-old");
    const sessions = (await db.select({ hash: segmentSessions.tokenHash }).from(segmentSessions)).map((row) => row.hash);
    expect(sessions).toContain("retention-recent-session");
    expect(sessions).not.toContain("retention-old-session");
  });
});

describe("pruning", () => {
  it("is the pruning job's: an arriving event deletes nothing, however old the rest (ADR 0077)", async () => {
    const db = await database();
    const createdAt = new Date(Date.now() - (ANALYTICS_RETENTION_DAYS + 30) * 24 * 60 * 60 * 1000);
    await db
      .insert(analyticsEvents)
      .values({ messageId: "prune-on-write", kind: "page", name: "Page Viewed", anonymousId: ANONYMOUS, region: "eu", sentAt: createdAt, createdAt });
    // An hour and more later, when the request path used to prune.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60 * 60 * 1000 });
    try {
      const token = await anonymousUser(api);
      expect((await api.post("/api/v1/analytics_proxies/track", pageEvent(), { token, region: "eu" })).status).toBe(202);
    } finally {
      vi.useRealTimers();
    }
    const left = () => db.select({ id: analyticsEvents.messageId }).from(analyticsEvents).where(eq(analyticsEvents.messageId, "prune-on-write"));
    expect(await left()).toEqual([{ id: "prune-on-write" }]);
    await pruneExpiredRows(db);
    expect(await left()).toEqual([]);
  });
});

import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, type Database } from "@/server/db";
import { pruneExpiredRows } from "@/server/maintenance/prune";
import { apiClient } from "@/test/api";
import { fillWith, type Filled } from "./fill-database.mjs";

/**
 * The benchmarks' filled database holds rows the shop takes for its own: a filled
 * order reads back through the API with its buyer's key, as placed and paid; a
 * filled cart takes another line; and the pruning job, run over the filled year,
 * deletes the idle visitors and keeps every buyer and order. A small fill, on the
 * test's database (PGlite, or PostgreSQL with DATABASE_URL).
 */

const ORDERS = 400;
const VISITORS = 300;
const api = apiClient();
let db: Database;
let filled: Filled;

type Rows = { rows: Record<string, unknown>[] };
const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as Rows).rows[0]!.n);

beforeAll(async () => {
  db = await database();
  filled = await db.transaction((tx) =>
    fillWith(async (text) => ((await tx.execute(sql.raw(text))) as unknown as Rows).rows, { orders: ORDERS, users: VISITORS }),
  );
});

describe("the filled database", () => {
  it("holds what it says it wrote", async () => {
    expect(filled).toMatchObject({ orders: ORDERS, visitors: VISITORS, buyers: ORDERS / 2 });
    expect(await count(sql`select count(*)::int as n from orders where number like 'F%'`)).toBe(ORDERS);
    expect(await count(sql`select count(*)::int as n from users where anonymous`)).toBe(VISITORS + ORDERS / 2);
    expect(await count(sql`select count(*)::int as n from analytics_events`)).toBe(filled.analyticsEvents);
  });

  it("answers a filled card order as placed and paid", async () => {
    const { number, token } = filled.samples.card!;
    const { status, body } = await api.get(`/api/orders/${number}`, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ number, state: "complete", payment_state: "OK", currency: "EUR", amount_due: 0 });
    expect(body.line_items).toHaveLength(1);
    expect(body.line_items[0]).toMatchObject({ sku: "mailer-box-full-color-200x150x70", quantity: 30 });
    expect(body.payments).toEqual([expect.objectContaining({ method: "card", status: "succeeded", amount: body.total })]);
    expect(body.amount_paid).toBe(body.total);
  });

  it("answers a filled bank transfer as waiting for the money", async () => {
    const { number, token } = filled.samples.transfer!;
    const { status, body } = await api.get(`/api/orders/${number}`, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ number, state: "complete", payment_state: "WAITING", amount_paid: 0 });
  });

  it("lets a shopper add to a filled cart", async () => {
    const { number, token } = filled.samples.cart!;
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: "mailer-box-full-color-200x150x70", quantity: 60 }, { token });
    expect(added.status).toBe(200);
    const { body } = await api.get(`/api/orders/${number}`, { token });
    expect(body.state).toBe("cart");
    expect(body.line_items).toHaveLength(2);
  });

  it("is pruned of its idle visitors, and keeps every buyer and order", async () => {
    const counts = await pruneExpiredRows(db);
    // Visitors spread over a year: those made more than 91 days ago, about three quarters, go.
    expect(counts.anonymous_users).toBeGreaterThan(VISITORS * 0.7);
    expect(counts.anonymous_users).toBeLessThan(VISITORS * 0.8);
    expect(await count(sql`select count(*)::int as n from orders where number like 'F%'`)).toBe(ORDERS);
    expect(await count(sql`select count(*)::int as n from users u where exists (select 1 from orders o where o.user_id = u.id)`)).toBe(ORDERS / 2);
    expect(counts.idempotency_keys).toBeGreaterThan(0);
  });
});

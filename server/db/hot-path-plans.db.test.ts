import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/server/db/client";
import { database } from "@/server/db";
import { claimMail } from "@/server/mail/relay";
import { apiClient } from "@/test/api";
import { fillWith } from "@/bench/fill-database.mjs";

/**
 * Every statement the hot paths run finds its rows through an index, so its cost
 * does not grow with the tables (docs/adr/0074-costs-that-do-not-grow.md).
 *
 * The statements are not listed by hand: the test walks the paths a shopper walks
 * (a visitor record, add to cart, cart and order read, checkout address and
 * delivery, card payment with an Idempotency-Key, bank transfer, an analytics
 * write) and the mail relay's claim, records every SQL text the shop sends with
 * its parameters (Drizzle's query log), and asks the database for each one's plan
 * with those same parameters. A statement added to a path later is checked too.
 *
 * The plans are asked with `enable_seqscan = off` inside the transaction, not on
 * tables filled with a year of rows: with sequential scans priced out, the
 * planner still chooses one only where no index can answer the statement at all,
 * which is the defect this test is for, and the answer does not depend on table
 * statistics, row counts or the time a fill would take on every run. Whether the
 * planner prefers the index on a full table is measured by bench/checkout.mjs on
 * the filled database (bench/fill-database.mjs).
 *
 * On PGlite locally, on PostgreSQL in CI's database stage (DATABASE_URL).
 *
 * With PLANS_ON_FILLED_ORDERS=n the tables are first filled with a year of traffic
 * of n orders and n visitors (bench/fill-database.mjs) and analyzed, and the plans
 * are asked with the planner's own settings: whether it prefers the indexes on
 * full tables (see `seqScansOn` for what counts then). Too slow for every run
 * (minutes for 100,000 orders on PGlite).
 */

/** Tables that do not grow with traffic: reference data and managers' settings, read whole or nearly. */
const FIXED_SIZE_TABLES = new Set(["countries", "states", "promotions", "pricing_state", "price_adjustments", "__drizzle_migrations"]);

interface Statement {
  text: string;
  params: unknown[];
  /** The paths that sent it, for the failure message. */
  paths: Set<string>;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Plan Rows"?: number;
  Plans?: PlanNode[];
}

const FILLED_ORDERS = Number(process.env.PLANS_ON_FILLED_ORDERS) || 0;

const statements = new Map<string, Statement>();
let currentPath = "start";

/** Drizzle's logger on the root session and on the options each transaction's session is made from. */
async function recordQueries(): Promise<void> {
  const { db } = await getDatabase();
  const logger = {
    logQuery(text: string, params: unknown[]) {
      if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) return;
      const seen = statements.get(text);
      if (seen) seen.paths.add(currentPath);
      else statements.set(text, { text, params, paths: new Set([currentPath]) });
    },
  };
  const session = db._.session as unknown as { logger: unknown; options: { logger?: unknown } };
  session.logger = logger;
  session.options.logger = logger;
}

/**
 * On a filled database, a sequential scan is a defect where it reads a large table
 * (LARGE_TABLE_ROWS) for a small share of its rows; the planner rightly reads small
 * tables whole, and reads a table whole to delete most of it (an expired backlog).
 */
const LARGE_TABLE_ROWS = 10_000;
let tableRows = new Map<string, number>();

function seqScansOn(node: PlanNode, found: string[] = []): string[] {
  const table = node["Relation Name"];
  if (node["Node Type"] === "Seq Scan" && table && !FIXED_SIZE_TABLES.has(table)) {
    const rows = tableRows.get(table) ?? 0;
    if (!FILLED_ORDERS || (rows >= LARGE_TABLE_ROWS && (node["Plan Rows"] ?? 0) < rows / 10)) found.push(table);
  }
  for (const child of node.Plans ?? []) seqScansOn(child, found);
  return found;
}

type Raw = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

async function planOf(statement: Statement): Promise<PlanNode> {
  const db = await database();
  return db.transaction(async (tx) => {
    if (!FILLED_ORDERS) await tx.execute(sql`set local enable_seqscan = off`);
    const client = (tx._.session as unknown as { client: Raw }).client;
    const { rows } = await client.query(`explain (format json) ${statement.text}`, statement.params);
    const cell = Object.values(rows[0]!)[0];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    return plan[0]!.Plan;
  });
}

const api = apiClient();
const ADDRESS = { first_name: "Ada", last_name: "Planner", street: "Kartonstraße 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
const SKU = "mailer-box-full-color-200x150x70";
const CARD = { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" };
const BANK_TRANSFER = 2;

async function ok(promise: ReturnType<typeof api.get>, status = 200) {
  const response = await promise;
  expect(response.status, `${currentPath}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body;
}

/** A cart of its own visitor taken to the delivery step, as the checkout page leaves it before paying. */
async function orderAtDelivery(token: string): Promise<string> {
  currentPath = "create cart";
  const { number } = await ok(api.post("/api/v2/orders", {}, { token }), 201);
  currentPath = "add to cart";
  await ok(api.post(`/api/v2/orders/${number}/line_item`, { sku: SKU, quantity: 30 }, { token }));
  await ok(api.post(`/api/v2/orders/${number}/line_item`, { sku: SKU, quantity: 60 }, { token }));
  currentPath = "cart read";
  await ok(api.get(`/api/orders/${number}`, { token }));
  currentPath = "checkout address";
  await ok(
    api.put(
      `/api/orders/${number}`,
      { order: { email: `plans-${number.toLowerCase()}@example.com`, ship_address: ADDRESS, bill_address: ADDRESS } },
      { token },
    ),
  );
  currentPath = "checkout delivery";
  const checkout = await ok(api.get(`/api/checkouts/${number}`, { token }));
  await ok(api.put(`/api/orders/${number}`, { order: { shipment_type: checkout.shipping_methods[0].type } }, { token }));
  await ok(api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token }));
  return number;
}

beforeAll(async () => {
  await recordQueries();
  const db = await database();
  if (FILLED_ORDERS) {
    currentPath = "fill";
    type Rows = { rows: Record<string, unknown>[] };
    await db.transaction((tx) =>
      fillWith(async (text) => ((await tx.execute(sql.raw(text))) as unknown as Rows).rows, { orders: FILLED_ORDERS, users: FILLED_ORDERS }),
    );
    await db.execute(sql`analyze`);
    const { rows } = (await db.execute(sql`select relname, reltuples from pg_class where relkind = 'r'`)) as unknown as {
      rows: { relname: string; reltuples: number }[];
    };
    tableRows = new Map(rows.map((row) => [row.relname, Number(row.reltuples)]));
    statements.clear();
  }
  currentPath = "visitor record (rate limit, user, token)";
  const { token } = await ok(api.get("/api/users/create_anonymous"));

  const card = await orderAtDelivery(token);
  currentPath = "card payment";
  const method = await ok(api.post("/api/gateway/stripe/card", CARD), 201);
  const paymentPath = `/api/v2/${card}/stripe/payment_intents/pay`;
  const key = { "Idempotency-Key": randomUUID() };
  await ok(api.post(paymentPath, { payment_method_id: method.id }, { token, headers: key }));
  currentPath = "idempotency-key replay";
  await ok(api.post(paymentPath, { payment_method_id: method.id }, { token, headers: key }));
  currentPath = "order read";
  await ok(api.get(`/api/orders/${card}`, { token }));

  const transfer = await orderAtDelivery(token);
  currentPath = "bank transfer";
  await ok(api.put(`/api/checkouts/${transfer}`, { order: { payments_attributes: [{ payment_method_id: BANK_TRANSFER }] } }, { token }));

  currentPath = "analytics write";
  const event = {
    type: "track",
    event: "Product Added",
    message_id: randomUUID(),
    anonymous_id: randomUUID(),
    properties: {},
    sent_at: new Date().toISOString(),
  };
  await ok(api.post("/api/v1/analytics_proxies/track", event, { token }), 202);

  currentPath = "mail outbox claim";
  await claimMail(await database());
  currentPath = "done";
}, 1_800_000);

describe("the hot paths' statements", () => {
  it("were recorded from every path walked", () => {
    const paths = new Set([...statements.values()].flatMap((statement) => [...statement.paths]));
    for (const path of [
      "visitor record (rate limit, user, token)",
      "add to cart",
      "cart read",
      "checkout address",
      "checkout delivery",
      "card payment",
      "bank transfer",
      "order read",
      "analytics write",
      "mail outbox claim",
    ])
      expect(paths, `no statement recorded on ${path}`).toContain(path);
  });

  it("find their rows through an index on every table that grows with traffic", async () => {
    const failures: string[] = [];
    for (const statement of statements.values()) {
      const tables = seqScansOn(await planOf(statement));
      if (tables.length > 0)
        failures.push(`${[...statement.paths].join(", ")}: sequential scan of ${[...new Set(tables)].join(", ")} in\n    ${statement.text}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
  });
});

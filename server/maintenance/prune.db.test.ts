import { getTableName, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, type Database } from "@/server/db";
import { apiClient } from "@/test/api";
import { batchStatement, MAX_BATCHES_PER_PASS, PRUNED_KINDS, pruneExpiredRows, pruneTargets, USER_KEEPERS } from "./prune";
import { ANONYMOUS_USER_DAYS, IDEMPOTENCY_KEY_HOURS, LONGEST_WINDOW_SECONDS } from "./retention";

/**
 * The pruning job (docs/adr/0074-costs-that-do-not-grow.md) on the shop's own
 * database: what has expired goes, what a shopper may come back for stays, batches
 * stay within their size, and two instances pruning at once neither fail nor
 * delete anything twice. On PGlite locally, on PostgreSQL in CI's database stage.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

let db: Database;
const api = apiClient();

type Rows<T> = { rows: T[] };
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}
const seqScans = (node: PlanNode): string[] => [
  ...(node["Node Type"] === "Seq Scan" ? [node["Relation Name"] ?? "?"] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}
const count = async (table: string, where = sql`true`) =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0]!.n);
const exists = async (userId: number) => (await count("users", sql`id = ${userId}`)) === 1;

/** A visitor record as the shop makes it (user and key), its creation and its key's last use moved back by `idleMs`. */
async function visitor(idleMs: number): Promise<{ id: number; token: string }> {
  const { body } = await api.get("/api/users/create_anonymous");
  const [user] = await rows<{ id: number }>(sql`select user_id::int as id from api_tokens order by id desc limit 1`);
  await db.execute(sql`update users set created_at = ${ago(idleMs)}::timestamptz where id = ${user!.id}`);
  await db.execute(sql`update api_tokens set last_used_at = ${ago(idleMs)}::timestamptz, created_at = ${ago(idleMs)}::timestamptz where user_id = ${user!.id}`);
  return { id: user!.id, token: body.token };
}

async function idempotencyKeys(userId: number, howMany: number, createdAt: string, prefix: string) {
  await db.execute(sql`insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
    select ${userId}, ${prefix} || n, 'f', 200, '{}'::jsonb, ${createdAt}::timestamptz from generate_series(1, ${howMany}) as n`);
}

beforeAll(async () => {
  db = await database();
});

describe("a pass of the pruning job", () => {
  const users: Record<string, number> = {};

  beforeAll(async () => {
    const old = (ANONYMOUS_USER_DAYS + 5) * DAY_MS;
    users.idle = (await visitor(old)).id;
    users.recent = (await visitor(DAY_MS)).id;
    // Made long ago, but the key was used last week: the shopper is still around.
    users.returning = (await visitor(old)).id;
    await db.execute(sql`update api_tokens set last_used_at = ${ago(7 * DAY_MS)}::timestamptz where user_id = ${users.returning}`);
    // Idle as long, but with an order made through the shop: kept with it.
    const buyer = await visitor(DAY_MS);
    expect((await api.post("/api/v2/orders", {}, { token: buyer.token })).status).toBe(201);
    await db.execute(sql`update users set created_at = ${ago(old)}::timestamptz where id = ${buyer.id}`);
    await db.execute(sql`update api_tokens set last_used_at = ${ago(old)}::timestamptz where user_id = ${buyer.id}`);
    users.buyer = buyer.id;
    // A design is something to come back for, and its share link still opens it.
    users.designer = (await visitor(old)).id;
    await db.execute(sql`insert into box_designs (user_id, sku, document, document_version) values (${users.designer}, 'mailer-box', '{}'::jsonb, 1)`);
    // Registered accounts are never pruned, however idle.
    users.registered = (await visitor(old)).id;
    await db.execute(sql`update users set anonymous = false, email = 'kept@example.com' where id = ${users.registered}`);

    await idempotencyKeys(users.recent, 3, ago((IDEMPOTENCY_KEY_HOURS + 1) * 3600_000), "old-");
    await idempotencyKeys(users.recent, 2, ago(60_000), "live-");
    await db.execute(sql`insert into rate_limits (key, window_start, count) values
      ('old-window', ${ago((LONGEST_WINDOW_SECONDS + 60) * 1000)}::timestamptz, 3), ('live-window', ${ago(60_000)}::timestamptz, 1)`);
    await db.execute(sql`insert into webhook_events (id, type, received_at) values
      ('evt_old', 'payment_intent.succeeded', ${ago(40 * DAY_MS)}::timestamptz), ('evt_live', 'payment_intent.succeeded', ${ago(DAY_MS)}::timestamptz)`);
    await db.execute(sql`insert into analytics_events (message_id, kind, name, anonymous_id, region, sent_at, created_at) values
      ('m-old', 'track', 'Page Viewed', 'a', 'eu', ${ago(400 * DAY_MS)}::timestamptz, ${ago(400 * DAY_MS)}::timestamptz),
      ('m-live', 'track', 'Page Viewed', 'a', 'eu', ${ago(DAY_MS)}::timestamptz, ${ago(DAY_MS)}::timestamptz)`);
    await db.execute(sql`insert into user_links (user_id, purpose, token_hash, expires_at) values
      (${users.registered}, 'reset', 'h-old', ${ago(31 * DAY_MS)}::timestamptz), (${users.registered}, 'reset', 'h-live', ${ago(DAY_MS)}::timestamptz)`);
  });

  it("deletes the rows that have expired and keeps the live ones", async () => {
    const counts = await pruneExpiredRows(db, { now: NOW });
    expect(Object.keys(counts)).toEqual(PRUNED_KINDS);
    expect(await count("idempotency_keys", sql`key like 'old-%'`)).toBe(0);
    expect(await count("idempotency_keys", sql`key like 'live-%'`)).toBe(2);
    expect(await count("rate_limits", sql`key = 'old-window'`)).toBe(0);
    expect(await count("rate_limits", sql`key = 'live-window'`)).toBe(1);
    expect(await count("webhook_events", sql`id = 'evt_old'`)).toBe(0);
    expect(await count("webhook_events", sql`id = 'evt_live'`)).toBe(1);
    expect(await count("analytics_events", sql`message_id = 'm-old'`)).toBe(0);
    expect(await count("analytics_events", sql`message_id = 'm-live'`)).toBe(1);
    expect(await count("user_links", sql`token_hash = 'h-old'`)).toBe(0);
    expect(await count("user_links", sql`token_hash = 'h-live'`)).toBe(1);
    expect(counts.idempotency_keys).toBeGreaterThanOrEqual(3);
  });

  it("deletes an idle anonymous visitor with nothing to come back for, and its key with it", async () => {
    expect(await exists(users.idle!)).toBe(false);
    expect(await count("api_tokens", sql`user_id = ${users.idle}`)).toBe(0);
  });

  it("keeps recent and returning visitors, buyers, designers and registered accounts", async () => {
    for (const kept of ["recent", "returning", "buyer", "designer", "registered"]) expect(await exists(users[kept]!), kept).toBe(true);
  });

  it("leaves the buyer's order readable with the buyer's key", async () => {
    const [order] = await rows<{ number: string }>(sql`select number from orders where user_id = ${users.buyer}`);
    const [token] = await rows<{ id: number }>(sql`select id::int from api_tokens where user_id = ${users.buyer}`);
    expect(order).toBeDefined();
    expect(token).toBeDefined();
  });

  it("finds nothing more to do on a second pass", async () => {
    const counts = await pruneExpiredRows(db, { now: NOW });
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});

describe("batches", () => {
  it("delete at most their size per statement and leave the rest to the next batch or pass", async () => {
    const { id } = await visitor(DAY_MS);
    await idempotencyKeys(id, 25, ago((IDEMPOTENCY_KEY_HOURS + 2) * 3600_000), "batch-");
    const first = await pruneExpiredRows(db, { now: NOW, batchRows: 10, maxBatches: 2 });
    expect(first.idempotency_keys).toBe(20);
    expect(await count("idempotency_keys", sql`key like 'batch-%'`)).toBe(5);
    const second = await pruneExpiredRows(db, { now: NOW, batchRows: 10, maxBatches: 2 });
    expect(second.idempotency_keys).toBe(5);
    expect(await count("idempotency_keys", sql`key like 'batch-%'`)).toBe(0);
  });

  it("are bounded per pass, so a pass ends however large the backlog", () => {
    expect(MAX_BATCHES_PER_PASS).toBeGreaterThan(0);
    for (const target of pruneTargets()) expect(target.batchRows).toBeLessThanOrEqual(1_000);
  });
});

describe("two instances pruning at the same time", () => {
  it("neither fail nor delete a row twice", async () => {
    const { id } = await visitor(DAY_MS);
    await idempotencyKeys(id, 300, ago((IDEMPOTENCY_KEY_HOURS + 3) * 3600_000), "twin-");
    await db.execute(sql`insert into rate_limits (key, window_start, count)
      select 'twin-' || n, ${ago((LONGEST_WINDOW_SECONDS + 60) * 1000)}::timestamptz, 1 from generate_series(1, 300) as n`);
    const runs = await Promise.all([pruneExpiredRows(db, { now: NOW, batchRows: 50 }), pruneExpiredRows(db, { now: NOW, batchRows: 50 })]);
    // Another pass may have been left a kind by the advisory lock; a third pass takes what it left.
    const after = await pruneExpiredRows(db, { now: NOW, batchRows: 50 });
    const deleted = (kind: string) => runs[0]![kind]! + runs[1]![kind]! + after[kind]!;
    expect(deleted("idempotency_keys")).toBe(300);
    expect(deleted("rate_limits")).toBe(300);
    expect(await count("idempotency_keys", sql`key like 'twin-%'`)).toBe(0);
  });
});

describe("the anonymous users' delete", () => {
  it("waits for every foreign key to users that would refuse it, and every foreign key to users is indexed", async () => {
    const keys = await rows<{ table: string; column: string; on_delete: string; indexed: boolean }>(sql`
      select c.conrelid::regclass::text as table, a.attname as column, c.confdeltype as on_delete,
        exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'users'::regclass`);
    expect(keys.length).toBeGreaterThan(20);
    const keepers = new Set(USER_KEEPERS.map(({ table, column }) => `${getTableName(table)}.${column.name}`));
    // 'c' cascades and 'n' sets null: the delete goes through; anything else would refuse it.
    const refusing = keys.filter((key) => key.on_delete !== "c" && key.on_delete !== "n").map((key) => `${key.table}.${key.column}`);
    expect(refusing.filter((key) => !keepers.has(key))).toEqual([]);
    // Deleting a user looks up every referencing table by its key: unindexed, each would be read whole.
    expect(keys.filter((key) => !key.indexed).map((key) => `${key.table}.${key.column}`)).toEqual([]);
  });
});

describe("each batch's statement", () => {
  it("finds its rows through an index, not by reading the table", async () => {
    const failures: string[] = [];
    for (const target of pruneTargets()) {
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const [row] = ((await tx.execute(sql`explain (format json) ${batchStatement(target, NOW)}`)) as unknown as Rows<Record<string, unknown>>).rows;
        const cell = Object.values(row!)[0];
        return ((typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])[0]!.Plan;
      });
      const scanned = seqScans(plan);
      if (scanned.length > 0) failures.push(`${target.name}: sequential scan of ${scanned.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });
});

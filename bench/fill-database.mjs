// A filled database for the benchmarks: what a year of traffic leaves in the
// shop's tables, written directly in SQL (generate_series, a few statements per
// table), so 100,000 orders take about a minute (51 s of CPU on PGlite, 79 s on
// PostgreSQL, on a busy two-core machine) rather than the hours the API would.
//
//   import { fillDatabase } from "./fill-database.mjs";
//   await fillDatabase({ dataDir: "/tmp/bench-data" });           // PGlite, the server's DATA_DIR
//   await fillDatabase({ databaseUrl: "postgres://..." });        // PostgreSQL
//
//   node bench/fill-database.mjs [--orders N] [--users N]   (DATA_DIR or DATABASE_URL)
//
// The database is migrated first (the server's start then finds nothing to do and
// adds its seed data); the filler's rows are added to whatever is there. PGlite
// allows one process per data folder: fill before the server starts.
//
// What a year is taken to leave (docs/adr/0074-costs-that-do-not-grow.md):
// - `orders` orders (100,000, about 275 a day) spread evenly over the past 365 days,
//   each with one product line (30 full-colour mailer boxes to Berlin on the EU
//   storefront, at the figures the shop computes for it) and its three other
//   quantities: 65 % paid by card (payment succeeded), 20 % by bank transfer
//   (waiting), 15 % carts left open. Two orders per buyer, so orders/2 buyers,
//   each an anonymous user with its key.
// - `users` anonymous visitors (100,000) who never ordered, spread over the year,
//   each with its key: the records the pruning job deletes after 91 idle days.
// - rate_limits: one window per visitor address (one per user), never pruned.
// - idempotency_keys: two per paid order (placing it, paying it), about 1 KB each.
// - analytics_events: `eventsPerUser` (5) per user, with consent, over the year.
// - mail_outbox: the order confirmation of each paid order of the last 90 days, sent.
// Not filled: designs, files, quotes, companies, the built-in gateway's intents.
// Afterwards ANALYZE, as autovacuum would have done on a server over the year.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const MIGRATIONS = path.join(ROOT, "server/db/migrations");

/** Rows per insert statement: large enough to be fast, small enough for PGlite's memory. */
const CHUNK = 50_000;
const ORDERS_PER_BUYER = 2;

/** The line every filled order carries, with the figures the shop computes for it (EU storefront, address in Berlin). */
const LINE = { sku: "mailer-box-full-color-200x150x70", variantId: 400502, quantity: 30, unitPrice: 388, total: 11640, otherQuantities: [60, 90, 120] };
const CART = { shipTotal: 0, taxTotal: 2677, total: 14317 };
const PLACED = { shipTotal: 1490, taxTotal: 3020, total: 16150, shipmentType: "courier" };
const ADDRESS = { first_name: "Ada", last_name: "Filled", street: "Kartonstraße 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };

/** The key of filled user n (visitors 'v', buyers 'b'): its token is this text, stored hashed like every token. */
export const filledToken = (kind, n) => `fill-${kind}-${n}`;
/** The number of filled order n: an F and nine digits, apart from the shop's own R numbers. */
export const filledOrderNumber = (n) => `F${String(n).padStart(9, "0")}`;

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** Ranges [from, to] of at most CHUNK. */
function* chunks(count) {
  for (let from = 1; from <= count; from += CHUNK) yield [from, Math.min(count, from + CHUNK - 1)];
}

/**
 * Writes the rows through `run(sql)` (one statement at a time, answering its rows),
 * inside whatever transaction the caller holds. Answers what it wrote and a recent
 * order of each kind with its owner's key, to read back through the shop.
 */
export async function fillWith(run, { orders = 100_000, users = 100_000, eventsPerUser = 5, now = new Date() } = {}) {
  const buyers = Math.ceil(orders / ORDERS_PER_BUYER);
  const maxId = async (table) => Number((await run(`select coalesce(max(id), 0)::bigint as id from ${table}`))[0].id);
  const userBase = await maxId("users");
  const orderBase = await maxId("orders");
  const lineBase = await maxId("line_items");
  const nowSql = `${literal(now.toISOString())}::timestamptz`;
  // Position n of count, spread over the past year: 1 is a year ago, count is now.
  const at = (n, count) => `(${nowSql} - interval '365 days' * (1 - (${n})::float8 / ${count}))`;
  // Order n's owner and the moment it was placed; buyer b places orders 2b-1 and 2b.
  const buyerOf = (n) => `((${n} - 1) / ${ORDERS_PER_BUYER} + 1)`;
  const visitorId = (n) => `(${userBase} + ${n})`;
  const buyerId = (b) => `(${userBase} + ${users} + ${b})`;
  const kind = (n) => `case when ${n} % 20 < 3 then 'cart' when ${n} % 20 < 7 then 'transfer' else 'card' end`;

  // Visitors, then buyers (each made an hour before its first order), and their keys.
  for (const [from, to] of chunks(users)) {
    await run(`insert into users (id, anonymous, locale, region, created_at, updated_at)
      select ${visitorId("n")}, true, 'en-GB', 'eu', ${at("n", users)}, ${at("n", users)} from generate_series(${from}, ${to}) as n`);
    await run(`insert into api_tokens (user_id, token_hash, created_at, last_used_at)
      select ${visitorId("n")}, encode(sha256(convert_to('fill-v-' || n, 'UTF8')), 'hex'), ${at("n", users)}, ${at("n", users)}
      from generate_series(${from}, ${to}) as n`);
  }
  for (const [from, to] of chunks(buyers)) {
    const firstOrder = `(${ORDERS_PER_BUYER} * b - 1)`;
    await run(`insert into users (id, anonymous, locale, region, created_at, updated_at)
      select ${buyerId("b")}, true, 'en-GB', 'eu', ${at(firstOrder, orders)} - interval '1 hour', ${at(firstOrder, orders)} - interval '1 hour'
      from generate_series(${from}, ${to}) as b`);
    // A buyer's key was last used for its last order.
    await run(`insert into api_tokens (user_id, token_hash, created_at, last_used_at)
      select ${buyerId("b")}, encode(sha256(convert_to('fill-b-' || b, 'UTF8')), 'hex'), ${at(firstOrder, orders)} - interval '1 hour',
        ${at(`least(${ORDERS_PER_BUYER} * b, ${orders})`, orders)}
      from generate_series(${from}, ${to}) as b`);
  }

  const address = `${literal(JSON.stringify(ADDRESS))}::jsonb`;
  for (const [from, to] of chunks(orders)) {
    await run(`insert into orders (id, number, user_id, region, currency, state, channel, email, item_total, ship_total, promo_total,
        tax_total, total, bill_country_iso, ship_country_iso, ship_address, bill_address, shipment_type, customer_type, invoice_type,
        payment_state, completed_at, created_at, updated_at, payment_link_token)
      select ${orderBase} + n, 'F' || lpad(n::text, 9, '0'), ${buyerId(buyerOf("n"))}, 'eu', 'EUR', k.state, 'web', k.email, ${LINE.total},
        k.ship_total, 0, k.tax_total, k.total, k.bill_country, 'DE', k.address, k.address, k.shipment_type, 'b2c', 'normal',
        k.payment_state, k.completed_at, ${at("n", orders)}, ${at("n", orders)}, k.link
      from generate_series(${from}, ${to}) as n, lateral (
        select case when ${kind("n")} = 'cart' then 'cart' else 'complete' end as state,
          case when ${kind("n")} = 'cart' then null else 'buyer-' || n || '@example.com' end as email,
          case when ${kind("n")} = 'cart' then ${CART.shipTotal} else ${PLACED.shipTotal} end as ship_total,
          case when ${kind("n")} = 'cart' then ${CART.taxTotal} else ${PLACED.taxTotal} end as tax_total,
          case when ${kind("n")} = 'cart' then ${CART.total} else ${PLACED.total} end as total,
          case when ${kind("n")} = 'cart' then null else 'DE' end as bill_country,
          case when ${kind("n")} = 'cart' then null else ${address} end as address,
          case when ${kind("n")} = 'cart' then null else ${literal(PLACED.shipmentType)} end as shipment_type,
          case ${kind("n")} when 'cart' then 'NOT_STARTED' when 'transfer' then 'WAITING' else 'OK' end as payment_state,
          case when ${kind("n")} = 'cart' then null else ${at("n", orders)} + interval '5 minutes' end as completed_at,
          case when ${kind("n")} = 'cart' then null else md5('fill-link-' || n) end as link
      ) as k`);
    await run(`insert into line_items (id, order_id, kind, variant_id, sku, quantity, options, unit_price, total, paid_assets, created_at, updated_at)
      select ${lineBase} + n, ${orderBase} + n, 'product', ${LINE.variantId}, ${literal(LINE.sku)}, ${LINE.quantity}, '{}'::jsonb,
        ${LINE.unitPrice}, ${LINE.total}, '[]'::jsonb, ${at("n", orders)}, ${at("n", orders)}
      from generate_series(${from}, ${to}) as n`);
    await run(`insert into quantity_options (line_item_id, quantity, visible, created_at)
      select ${lineBase} + n, q, true, ${at("n", orders)}
      from generate_series(${from}, ${to}) as n, unnest(array[${LINE.otherQuantities.join(", ")}]) as q`);
    await run(`insert into payments (order_id, method, gateway, intent_id, amount, currency, status, idempotency_key, created_at, updated_at)
      select ${orderBase} + n, p.method, p.gateway, p.intent, ${PLACED.total}, 'EUR', p.status, md5('fill-payment-' || n),
        ${at("n", orders)} + interval '4 minutes', ${at("n", orders)} + interval '5 minutes'
      from generate_series(${from}, ${to}) as n, lateral (
        select case when ${kind("n")} = 'card' then 'card' else 'check' end as method,
          case when ${kind("n")} = 'card' then 'local' else 'bank' end as gateway,
          case when ${kind("n")} = 'card' then 'pi_fill_' || n else null end as intent,
          case when ${kind("n")} = 'card' then 'succeeded' else 'waiting' end as status
      ) as p
      where ${kind("n")} <> 'cart'`);
    // Placing and paying, each under its key; the stored answer is about a kilobyte, like the order's.
    await run(`insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
      select ${buyerId(buyerOf("n"))}, 'fill-' || step || '-' || n, md5(step || n), step_status,
        jsonb_build_object('order', jsonb_build_object('number', 'F' || lpad(n::text, 9, '0'), 'total', ${PLACED.total}, 'padding', repeat('x', 900))),
        ${at("n", orders)}
      from generate_series(${from}, ${to}) as n, (values ('place', 201), ('pay', 200)) as steps(step, step_status)
      where ${kind("n")} <> 'cart'`);
    await run(`insert into mail_outbox (recipient, kind, locale, subject, text, html, created_at, sent_at, attempts, next_attempt_at)
      select 'buyer-' || n || '@example.com', 'order_confirmation', 'en-GB', 'Thank you for your order F' || lpad(n::text, 9, '0'),
        'Thank you for your order!', '<p>Thank you for your order!</p>', ${at("n", orders)}, ${at("n", orders)} + interval '1 minute', 1, ${at("n", orders)}
      from generate_series(${from}, ${to}) as n
      where ${kind("n")} <> 'cart' and ${at("n", orders)} > ${nowSql} - interval '90 days'`);
  }

  // One rate-limit window per visitor address, and the analytics events of every user.
  const everyone = users + buyers;
  const userIdOf = (n) => `(${userBase} + ${n})`;
  for (const [from, to] of chunks(everyone)) {
    await run(`insert into rate_limits (key, window_start, count)
      select 'anonymous_user:address:fill-' || n, ${at("n", everyone)}, 1 from generate_series(${from}, ${to}) as n
      on conflict (key) do nothing`);
  }
  const events = everyone * eventsPerUser;
  for (const [from, to] of chunks(events)) {
    await run(`insert into analytics_events (message_id, kind, name, anonymous_id, user_id, region, properties, page, sent_at, created_at)
      select 'fill-' || n, 'page', 'Page Viewed', md5('fill-visitor-' || (n % ${everyone})), ${userIdOf(`(n % ${everyone}) + 1`)}, 'eu', '{}'::jsonb,
        jsonb_build_object('path', '/en/products', 'referrer', '', 'title', 'Products'), ${at("n", events)}, ${at("n", events)}
      from generate_series(${from}, ${to}) as n
      on conflict (message_id) do nothing`);
  }

  for (const table of ["users", "orders", "line_items"]) {
    await run(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }

  // The newest order of each kind: its buyer's key was used with it, so it still signs in.
  const newest = (wanted) => {
    for (let n = orders; n >= 1; n -= 1) {
      const k = n % 20 < 3 ? "cart" : n % 20 < 7 ? "transfer" : "card";
      if (k === wanted) return { number: filledOrderNumber(n), token: filledToken("b", Math.floor((n - 1) / ORDERS_PER_BUYER) + 1) };
    }
    return null;
  };
  return {
    orders,
    visitors: users,
    buyers,
    analyticsEvents: events,
    samples: { card: newest("card"), transfer: newest("transfer"), cart: newest("cart") },
  };
}

/**
 * Fills the database named by `dataDir` (PGlite: the DATA_DIR the server will be
 * started with) or `databaseUrl` (PostgreSQL):
 * migrates it, writes a year of traffic in one transaction and analyzes it.
 * Options: orders (100,000), users (100,000 visitors who never ordered),
 * eventsPerUser (5). Answers what it wrote, with a recent order of each kind
 * (card, transfer, cart) and its owner's key for reading it back.
 */
export async function fillDatabase({ dataDir, databaseUrl, ...options } = {}) {
  if (!dataDir === !databaseUrl) throw new Error("fillDatabase: give either dataDir (PGlite) or databaseUrl (PostgreSQL)");
  let run;
  let close;
  if (databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    run = async (text) => (await client.query(text)).rows;
    close = () => client.end();
  } else {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    // The server keeps PGlite's files in DATA_DIR/pglite (server/db/config.ts).
    await mkdir(dataDir, { recursive: true });
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    run = async (text) => (await client.query(text)).rows;
    close = () => client.close();
  }
  try {
    await run("begin");
    const filled = await fillWith(run, options);
    await run("commit");
    await run("analyze");
    return filled;
  } catch (error) {
    await run("rollback").catch(() => {});
    throw error;
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const option = (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : undefined;
  };
  const started = performance.now();
  const filled = await fillDatabase({
    dataDir: process.env.DATABASE_URL ? undefined : path.resolve(process.env.DATA_DIR || ".data"),
    databaseUrl: process.env.DATABASE_URL,
    ...(option("orders") === undefined ? {} : { orders: option("orders") }),
    ...(option("users") === undefined ? {} : { users: option("users") }),
  });
  console.log(JSON.stringify({ ...filled, seconds: Math.round((performance.now() - started) / 100) / 10 }, null, 2));
}

// Latency and throughput of the order path: adding to a cart, and completing an
// order (card on the built-in gateway, bank transfer), on the embedded database
// and on PostgreSQL in the same run. Afterwards every order the run touched is
// read back, so a completion answered 200 that left no completed order with one
// payment (lost), or an order paid twice (doubled), shows in the figures.
//
//   node bench/checkout.mjs            prints the figures
//   node bench/checkout.mjs --write    also writes them to docs/performance.md
//
// It starts its own production server (npm start on PORT, default 3100) twice:
// on PGlite in a throwaway data folder, then on PostgreSQL: the server named by
// DATABASE_URL (in a new database, dropped afterwards) or, without it, a throwaway
// server started from Debian's binaries on 127.0.0.1 and removed at the end.
// BENCH_URL measures one server already running instead. Loopback only.
//
// Settings (environment): BENCH_SECONDS (10) per add-to-cart run,
// BENCH_CHECKOUT_SECONDS (5) of card payments at the fixed rate (half that of bank
// transfers), BENCH_RATE (100 requests/s), BENCH_CONNECTIONS (50), BENCH_DATABASES
// ("pglite,postgres").
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { writeFigures } from "./performance-doc.mjs";
import {
  ADDRESS,
  agent,
  BANK_TRANSFER,
  call,
  CARD,
  databaseOnGivenServer,
  expectStatus,
  inParallel,
  newUser,
  percentile,
  ROOT,
  sleep,
  SKU,
  startPostgres,
  waitForHealth,
} from "./shop.mjs";

const PORT = process.env.PORT || "3100";
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const RATE = Number(process.env.BENCH_RATE || 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DATABASES = (process.env.BENCH_DATABASES || "pglite,postgres").split(",").map((name) => name.trim());

/** Orders per anonymous user: fewer users to create, and a shopper may well own several orders. */
const ORDERS_PER_USER = 10;
/** Parallel requests while preparing carts and orders and while reading them back. */
const PREPARE_CONCURRENCY = 16;

// Sizes of each measured run. Completions use one prepared order per request, so
// their runs are counted in requests rather than timed; preparing an order takes
// five calls, which bounds how many a run of a few minutes can use.
const CHECKOUT_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS || 5);
const CARD_AT_RATE = RATE * CHECKOUT_SECONDS;
const TRANSFER_AT_RATE = Math.round((RATE * CHECKOUT_SECONDS) / 2);
const CARD_AT_CONNECTIONS = 10 * CONNECTIONS;
const TRANSFER_AT_CONNECTIONS = 6 * CONNECTIONS;
/** Carts per add-to-cart run: requests rotate over them so a cart ends with a handful of lines, as real carts do. */
const CARTS_AT_RATE = 250;
const CARTS_AT_CONNECTIONS = 600;

// ---------------------------------------------------------------------------
// CPU time, from /proc (Linux). Latency on a shared 2-core machine moves with
// whatever else runs; the CPU time the server and the database spend per request
// moves much less, so it is what compares one change or one run with another.

const CLOCK_TICKS = 100;

/** pid -> { ppid, ticks } for every process, or null where /proc is not there. */
function processTable() {
  if (!existsSync("/proc/self/stat")) return null;
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime, stime, and the children's cutime, cstime it has waited for.
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      table.set(Number(entry), { ppid: Number(fields[1]), ticks });
    } catch {
      // the process ended while being read
    }
  }
  return table;
}

/** CPU seconds used so far by a process and everything below it. */
function treeCpuSeconds(rootPid) {
  const table = processTable();
  if (!table || !rootPid) return NaN;
  let ticks = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    ticks += table.get(pid)?.ticks ?? 0;
    for (const [child, info] of table) if (info.ppid === pid) queue.push(child);
  }
  return ticks / CLOCK_TICKS;
}

// ---------------------------------------------------------------------------
// HTTP

// ---------------------------------------------------------------------------
// Preparing carts and orders

async function newCart(base, token) {
  return { token, number: (await expectStatus(call(base, "POST", "v2/orders", { token, body: {} }), 201, "create order")).number };
}

/** Empty carts, each of its own anonymous user (a cart is what one shopper has open). */
async function prepareCarts(base, count) {
  return inParallel(Array.from({ length: count }), PREPARE_CONCURRENCY, async () => newCart(base, await newUser(base)));
}

let shipmentType;

/**
 * Orders as the checkout page leaves them before paying: one line, e-mail,
 * addresses, the first shipping method offered, state 'delivery'. Card orders also
 * get a card from the built-in gateway's card form, so the measured call is the
 * payment alone.
 */
async function prepareOrders(base, count, { card }) {
  const users = await inParallel(Array.from({ length: Math.ceil(count / ORDERS_PER_USER) }), PREPARE_CONCURRENCY, () => newUser(base));
  return inParallel(Array.from({ length: count }), PREPARE_CONCURRENCY, async (_, index) => {
    const order = await newCart(base, users[Math.floor(index / ORDERS_PER_USER)]);
    const { token, number } = order;
    await expectStatus(call(base, "POST", `v2/orders/${number}/line_item`, { token, body: { sku: SKU, quantity: 30 } }), 200, "add line");
    const details = { email: `bench-${number.toLowerCase()}@example.com`, ship_address: ADDRESS, bill_address: ADDRESS };
    if (shipmentType) {
      // Every order is alike, so the first one's shipping methods hold for all: one call fewer.
      await expectStatus(call(base, "PUT", `orders/${number}`, { token, body: { order: { ...details, shipment_type: shipmentType } } }), 200, "order details");
    } else {
      await expectStatus(call(base, "PUT", `orders/${number}`, { token, body: { order: details } }), 200, "order details");
      shipmentType = (await expectStatus(call(base, "GET", `checkouts/${number}`, { token }), 200, "checkout")).shipping_methods[0].type;
      await expectStatus(call(base, "PUT", `orders/${number}`, { token, body: { order: { shipment_type: shipmentType } } }), 200, "shipment type");
    }
    const moved = await expectStatus(call(base, "PUT", `checkouts/${number}?state=delivery`, { token }), 200, "to delivery");
    if (moved.order.state !== "delivery") throw new Error(`Order ${number} is in ${moved.order.state}, not delivery`);
    if (card) order.paymentMethodId = (await expectStatus(call(base, "POST", "gateway/stripe/card", { body: CARD }), 201, "card")).id;
    return order;
  });
}

// ---------------------------------------------------------------------------
// Load

const addToCart = (cart) => ({ method: "POST", path: `v2/orders/${cart.number}/line_item`, token: cart.token, body: { sku: SKU, quantity: 30 } });
const payByCard = (order) => ({
  method: "POST",
  path: `v2/${order.number}/stripe/payment_intents/pay`,
  token: order.token,
  body: { payment_method_id: order.paymentMethodId },
});
const payByTransfer = (order) => ({
  method: "PUT",
  path: `checkouts/${order.number}`,
  token: order.token,
  body: { order: { payments_attributes: [{ payment_method_id: BANK_TRANSFER }] } },
});

/**
 * Open-loop load at a fixed rate: request i leaves at start + i/rate whatever the
 * earlier ones are doing, and its latency counts from that planned moment, so a
 * server falling behind shows its queue in the figures instead of slowing the
 * load down. (autocannon's overallRate sends each connection's share for the
 * second back to back at the start of the second: bursts, not a steady rate.)
 */
async function atFixedRate(base, { rate, count, request, onAnswer, cpu }) {
  const cpuBefore = cpu?.();
  const interval = 1000 / rate;
  const started = performance.now() + 20;
  const latencies = [];
  let errors = 0;
  const pending = [];
  for (let index = 0; index < count; index += 1) {
    const planned = started + index * interval;
    const wait = planned - performance.now();
    if (wait > 0.5) await sleep(wait);
    const { method, path: apiPath, token, body, item } = request(index);
    pending.push(
      call(base, method, apiPath, { token, body, timeoutMs: 10_000 }).then(
        (answer) => {
          latencies.push(performance.now() - planned);
          if (answer.status !== 200) errors += 1;
          onAnswer?.(item, answer.status);
        },
        () => {
          latencies.push(performance.now() - planned);
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const cpuAfter = cpu?.();
  const cpuPerRequest = cpu
    ? { server: ((cpuAfter.server - cpuBefore.server) * 1000) / count, database: ((cpuAfter.database - cpuBefore.database) * 1000) / count }
    : null;
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1), errors, rps: count / seconds, cpuPerRequest };
}

/**
 * Closed-loop throughput with autocannon at `connections` connections: each
 * request built by `request(index)` (a different cart or order each time).
 * With `amount` it stops after that many requests (one order each).
 */
function atConnections(base, { connections, duration, amount, request, onAnswer }) {
  let next = 0;
  const url = new URL(base);
  // Timed here: autocannon reports its duration at its next one-second tick, which
  // for a run of a few seconds overstates it by up to a second.
  const started = performance.now();
  let lastAnswer = started;
  let answered = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url.origin}/api/health`,
        connections,
        ...(amount ? { amount } : { duration }),
        timeout: 10,
        requests: [
          {
            setupRequest(req, context) {
              const { method, path: apiPath, token, body, item } = request(next++);
              context.item = item;
              return {
                ...req,
                method,
                path: `/api/${apiPath}`,
                headers: { "content-type": "application/json", "x-region": "eu", "x-api-token": token },
                body: JSON.stringify(body),
              };
            },
            onResponse(status, _body, context) {
              answered += 1;
              lastAnswer = performance.now();
              onAnswer?.(context.item, status);
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: answered / ((lastAnswer - started) / 1000),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
  });
}

/** Waits until the server answers a health check at once: nothing is left queued from the run before. */
async function drained(base, timeoutMs = 30_000) {
  const started = performance.now();
  for (let quick = 0; quick < 3 && performance.now() - started < timeoutMs;) {
    const sent = performance.now();
    await call(base, "GET", "health");
    quick = performance.now() - sent < 20 ? quick + 1 : 0;
    await sleep(50);
  }
}

// ---------------------------------------------------------------------------
// Reading back what the completions did

/**
 * Every order a completion run sent a request for, read back through the API:
 * an answer of 200 must have left a complete order with exactly one payment of
 * the expected kind (otherwise it is lost), and no order may have two (doubled).
 */
async function verify(base, runs, pgUrl) {
  const entries = runs.flatMap(({ kind, sent, answers }) => [...sent].map((order) => ({ kind, order, status: answers.get(order) })));
  const checked = await inParallel(entries, PREPARE_CONCURRENCY, async ({ kind, order, status }) => {
    const body = await expectStatus(call(base, "GET", `orders/${order.number}`, { token: order.token }), 200, "read back");
    const wanted = kind === "card" ? { paymentState: "OK", payment: "succeeded" } : { paymentState: "WAITING", payment: "waiting" };
    const matching = body.payments.filter((payment) => payment.status === wanted.payment).length;
    const done = body.state === "complete" && body.payment_state === wanted.paymentState && matching >= 1;
    return { kind, number: order.number, acknowledged: status === 200, done, doubled: matching > 1 };
  });
  const result = {
    acknowledged: checked.filter((c) => c.acknowledged).length,
    lost: checked.filter((c) => c.acknowledged && !c.done).length,
    doubled: checked.filter((c) => c.doubled).length,
    // Not an error: the server completed the order but the answer was not 200 (a timeout, say).
    unacknowledgedComplete: checked.filter((c) => !c.acknowledged && c.done).length,
    sql: null,
  };
  if (pgUrl) {
    // The same count straight from the tables, not through the code under test.
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const numbers = checked.filter((c) => c.acknowledged).map((c) => c.number);
      const { rows } = await client.query(
        `select count(*) filter (where o.state = 'complete' and p.paid = 1)::int as complete_once,
                count(*) filter (where p.paid > 1)::int as doubled
           from orders o
           join lateral (select count(*) filter (where status in ('succeeded', 'waiting')) as paid from payments where order_id = o.id) p on true
          where o.number = any($1)`,
        [numbers],
      );
      result.sql = { acknowledged: numbers.length, completeOnce: rows[0].complete_once, doubled: rows[0].doubled };
    } finally {
      await client.end();
    }
  }
  return result;
}

// ---------------------------------------------------------------------------
// Servers

async function startShop(env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "boxwright-bench-"));
  // Every simulated shopper is a new anonymous user from loopback: far more than one address's share.
  const childEnv = { ...process.env, PORT, DATA_DIR: dataDir, LOG_LEVEL: "warn", ANONYMOUS_USERS_PER_MINUTE: "1000000", ...env };
  // No mail leaves the machine; the outbox is still written as in production.
  delete childEnv.SMTP_URL;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const server = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env: childEnv, stdio: "inherit" });
  let stopping = false;
  // A server that dies under load is a finding in itself: say so rather than only failing the next call.
  server.on("exit", (code, signal) => {
    if (!stopping) console.error(`The server exited during the run (code ${code}, signal ${signal})`);
  });
  const base = `http://localhost:${PORT}`;
  await waitForHealth(base);
  return {
    base,
    pid: server.pid,
    stop: async () => {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGTERM");
        await new Promise((resolve) => server.on("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------
// One database

const round = (value) => (Number.isFinite(value) ? Math.round(value) : "–");

async function measure(base, label, pgUrl, cpu) {
  const t0 = Date.now();
  const log = (message) => console.log(`[${label}] ${((Date.now() - t0) / 1000).toFixed(0)} s: ${message}`);

  log("preparing carts and orders");
  const warmCarts = await prepareCarts(base, 20);
  const cartsAtRate = await prepareCarts(base, CARTS_AT_RATE);
  const cartsAtConnections = await prepareCarts(base, CARTS_AT_CONNECTIONS);
  const warmOrders = await prepareOrders(base, 60, { card: true });
  // A few spare orders per run: autocannon may build one request per connection it never sends.
  const cardAtRate = await prepareOrders(base, CARD_AT_RATE, { card: true });
  const transferAtRate = await prepareOrders(base, TRANSFER_AT_RATE, { card: false });
  const cardAtConnections = await prepareOrders(base, CARD_AT_CONNECTIONS + CONNECTIONS, { card: true });
  const transferAtConnections = await prepareOrders(base, TRANSFER_AT_CONNECTIONS + CONNECTIONS, { card: false });
  log("prepared");

  // Warm-up: JIT, the database's caches, the connection pool.
  await atFixedRate(base, { rate: 50, count: 100, request: (i) => addToCart(warmCarts[i % warmCarts.length]) });
  await atFixedRate(base, { rate: 30, count: 60, request: (i) => payByCard(warmOrders[i]) });

  const rotate = (carts) => (i) => ({ ...addToCart(carts[i % carts.length]), item: carts[i % carts.length] });
  log(`add-to-cart at ${RATE} requests/s`);
  const addRate = await atFixedRate(base, { rate: RATE, count: RATE * SECONDS, request: rotate(cartsAtRate), cpu });
  log(`add-to-cart at ${CONNECTIONS} connections`);
  const addConnections = await atConnections(base, { connections: CONNECTIONS, duration: SECONDS, request: rotate(cartsAtConnections) });
  // A timed autocannon run ends with up to one request per connection still queued in
  // the server; the next run's first requests would wait behind them.
  await drained(base);

  /** A completion run: one order per request, recording which were sent and what each answered. */
  const completions = (kind, orders, build) => {
    const run = { kind, sent: new Set(), answers: new Map() };
    run.request = (i) => {
      // Past the prepared orders (never expected): reuse the last one, whose second payment answers 409.
      const order = orders[Math.min(i, orders.length - 1)];
      run.sent.add(order);
      return { ...build(order), item: order };
    };
    run.onAnswer = (order, status) => run.answers.set(order, status);
    return run;
  };
  const runs = {
    cardRate: completions("card", cardAtRate, payByCard),
    transferRate: completions("transfer", transferAtRate, payByTransfer),
    cardConnections: completions("card", cardAtConnections, payByCard),
    transferConnections: completions("transfer", transferAtConnections, payByTransfer),
  };
  log(`card payments at ${RATE} requests/s`);
  const cardRate = await atFixedRate(base, { rate: RATE, count: CARD_AT_RATE, ...runs.cardRate, cpu });
  log(`bank transfers at ${RATE} requests/s`);
  const transferRate = await atFixedRate(base, { rate: RATE, count: TRANSFER_AT_RATE, ...runs.transferRate, cpu });
  log(`card payments at ${CONNECTIONS} connections`);
  const cardConnections = await atConnections(base, { connections: CONNECTIONS, amount: CARD_AT_CONNECTIONS, ...runs.cardConnections });
  log(`bank transfers at ${CONNECTIONS} connections`);
  const transferConnections = await atConnections(base, { connections: CONNECTIONS, amount: TRANSFER_AT_CONNECTIONS, ...runs.transferConnections });

  log("reading back every order a completion touched");
  const card = await verify(base, [runs.cardRate, runs.cardConnections], pgUrl);
  const transfer = await verify(base, [runs.transferRate, runs.transferConnections], pgUrl);
  log("done");

  const rows = [
    { target: "add to cart `POST v2/orders/{n}/line_item`", rate: addRate, connections: addConnections, check: null },
    { target: "card payment `POST v2/{n}/stripe/payment_intents/pay`", rate: cardRate, connections: cardConnections, check: card },
    { target: "bank transfer `PUT checkouts/{n}` payments_attributes", rate: transferRate, connections: transferConnections, check: transfer },
  ];
  return { label, rows };
}

function table(results) {
  const lines = [
    `| database | target | p50 at ${RATE} req/s (ms) | p99 at ${RATE} req/s (ms) | CPU per request, server + database (ms) | req/s at ${CONNECTIONS} connections | p99 at ${CONNECTIONS} connections (ms) | errors | answered 200 / lost / doubled |`,
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { label, rows } of results) {
    for (const row of rows) {
      const check = row.check
        ? `${row.check.acknowledged} / ${row.check.lost} / ${row.check.doubled}${row.check.sql ? ` (SQL: ${row.check.sql.completeOnce} of ${row.check.sql.acknowledged} complete once, ${row.check.sql.doubled} doubled)` : ""}`
        : "";
      const cpu = row.rate.cpuPerRequest;
      const cpuText =
        !cpu || !Number.isFinite(cpu.server)
          ? "–"
          : label === "PGlite"
            ? cpu.server.toFixed(1)
            : `${cpu.server.toFixed(1)} + ${Number.isFinite(cpu.database) ? cpu.database.toFixed(1) : "?"}`;
      lines.push(
        `| ${label} | ${row.target} | ${round(row.rate.p50)} | ${round(row.rate.p99)} | ${cpuText} | ${round(row.connections.rps)} | ${round(row.connections.p99)} | ${row.rate.errors + row.connections.errors} | ${check} |`,
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  const results = [];
  if (process.env.BENCH_URL) {
    await waitForHealth(process.env.BENCH_URL);
    results.push(await measure(process.env.BENCH_URL, "server at BENCH_URL", null, null));
  } else {
    for (const database of DATABASES) {
      if (database === "pglite") {
        const shop = await startShop({});
        try {
          // The database runs inside the server's process.
          results.push(await measure(shop.base, "PGlite", null, () => ({ server: treeCpuSeconds(shop.pid), database: 0 })));
        } finally {
          await shop.stop();
        }
      } else if (database === "postgres") {
        const postgres = process.env.DATABASE_URL ? await databaseOnGivenServer(process.env.DATABASE_URL) : await startPostgres();
        try {
          const shop = await startShop({ DATABASE_URL: postgres.url });
          try {
            // The database's own CPU only when the server is this run's alone.
            const cpu = () => ({ server: treeCpuSeconds(shop.pid), database: postgres.pid ? treeCpuSeconds(postgres.pid) : NaN });
            results.push(await measure(shop.base, "PostgreSQL", postgres.url, cpu));
          } finally {
            await shop.stop();
          }
        } finally {
          await postgres.stop();
        }
      } else {
        throw new Error(`Unknown database in BENCH_DATABASES: ${database}`);
      }
    }
  }

  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, with \`node bench/checkout.mjs --write\` against \`npm start\`; the load generator runs on the same cores.`,
    `At ${RATE} requests/s (open loop, latency from the planned send time): ${RATE * SECONDS} add-to-cart requests over ${CARTS_AT_RATE} carts, ${CARD_AT_RATE} card payments and ${TRANSFER_AT_RATE} bank transfers, one order each.`,
    `At ${CONNECTIONS} connections: add-to-cart for ${SECONDS} s over ${CARTS_AT_CONNECTIONS} carts, ${CARD_AT_CONNECTIONS} card payments, ${TRANSFER_AT_CONNECTIONS} bank transfers.`,
    `CPU per request: CPU time of the server process (PGlite runs inside it) and of the PostgreSQL server, over the fixed-rate run, divided by its requests; it moves far less with other load on the machine than latency does.`,
    `Errors are non-200 answers and timeouts. Lost: answered 200, but the order read back afterwards is not complete with its payment; doubled: an order with two.`,
    "",
    table(results),
  ].join("\n");
  console.log(`\n${body}\n`);

  if (process.argv.includes("--write")) writeFigures("checkout.mjs", body);

  const broken = results.flatMap((r) => r.rows).some((row) => row.check && (row.check.lost > 0 || row.check.doubled > 0));
  if (broken) {
    console.error("Some completions were lost or doubled: see the table.");
    process.exitCode = 1;
  }
  agent.destroy();
}

await main();

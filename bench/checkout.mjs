// Latency and throughput of the order path: adding to a cart, and completing an
// order (card on the built-in gateway, bank transfer), on the embedded database
// and on PostgreSQL in the same run. Afterwards every order the run touched is
// read back, so a completion answered 200 that left no completed order with one
// payment (lost), or an order paid twice (doubled), shows in the figures.
//
//   node bench/checkout.mjs            prints the figures
//   node bench/checkout.mjs --write    also writes them to docs/performance.md
//
// It starts its own production server (npm start on PORT, default 3100) for each
// database and data set: on PGlite in a throwaway data folder, and on PostgreSQL: the
// server named by DATABASE_URL (in a new database, dropped afterwards) or, without it,
// a throwaway server started from Debian's binaries on 127.0.0.1 and removed at the end.
// Each server runs as in production: mail delivered over SMTP (to a local mail sink
// this script starts) and `info` logs written (to a file in the data folder).
// BENCH_URL measures one server already running instead (BENCH_METRICS_URL: its
// RUNTIME_METRICS_PORT listener, for its CPU). Loopback only.
//
// Figures that hold on a busy machine (ADR 0075): each phase runs BENCH_RUNS times
// and the table gives the median and the spread (lowest to highest). Beside latency
// it gives CPU per request, one request at a time and at the fixed rate, of the whole
// server process and of its HTTP thread, and that thread's event-loop utilization
// (server/runtime/metrics.mjs): CPU per request moves little with other load, latency
// moves with everything else that runs.
//
// Data sets (BENCH_DATA, "fresh,filled"): a fresh database, and one filled beforehand
// by bench/fill-database.mjs (`fillDatabase({ dataDir | databaseUrl, orders, users })`)
// with BENCH_FILL_ORDERS orders and BENCH_FILL_USERS anonymous users (100000 each).
//
// Settings (environment): BENCH_SECONDS (10) per add-to-cart run,
// BENCH_CHECKOUT_SECONDS (5) of card payments at the fixed rate (half that of bank
// transfers), BENCH_RATE (100 requests/s), BENCH_CONNECTIONS (50), BENCH_DATABASES
// ("pglite,postgres"), BENCH_RUNS (3), BENCH_ONE_AT_A_TIME (200 requests of each kind).
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
  freePort,
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
const RUNS = Number(process.env.BENCH_RUNS || 3);
const ONE_AT_A_TIME = Number(process.env.BENCH_ONE_AT_A_TIME || 200);
const DATA_SETS = (process.env.BENCH_DATA || "fresh,filled").split(",").map((name) => name.trim());
const FILL = { orders: Number(process.env.BENCH_FILL_ORDERS || 100_000), users: Number(process.env.BENCH_FILL_USERS || 100_000) };

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

/**
 * The server's own figures from its loopback metrics listener (RUNTIME_METRICS_PORT,
 * server/runtime/metrics.mjs), plus the database server's CPU where it is this run's:
 * { processMs, httpThreadMs, eventLoop: { idle, active }, databaseMs }.
 */
function sampler(metricsUrl, databasePid) {
  return async () => {
    const metrics = metricsUrl ? await (await fetch(metricsUrl)).json() : null;
    return {
      processMs: metrics?.processCpuMs ?? NaN,
      httpThreadMs: metrics?.httpThreadCpuMs ?? NaN,
      eventLoop: metrics?.eventLoop ?? null,
      databaseMs: databasePid ? treeCpuSeconds(databasePid) * 1000 : NaN,
    };
  };
}

/** CPU per request between two samples, and the HTTP thread's event-loop utilization over them. */
function perRequest(before, after, count) {
  if (!before || !after) return null;
  const elu = before.eventLoop && after.eventLoop;
  const active = elu ? after.eventLoop.active - before.eventLoop.active : NaN;
  const idle = elu ? after.eventLoop.idle - before.eventLoop.idle : NaN;
  return {
    processMs: (after.processMs - before.processMs) / count,
    httpThreadMs: (after.httpThreadMs - before.httpThreadMs) / count,
    databaseMs: (after.databaseMs - before.databaseMs) / count,
    utilization: active / (active + idle),
  };
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
async function atFixedRate(base, { rate, count, request, onAnswer, sample }) {
  const cpuBefore = await sample?.();
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
  const cpuPerRequest = perRequest(cpuBefore, await sample?.(), count);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1), errors, rps: count / seconds, cpuPerRequest };
}

/**
 * One request at a time, each sent when the one before has answered: the server's CPU
 * per request with nothing queued, the figure that holds on a busy machine. A second
 * after the last answer still counts, for work a request leaves behind (its mail).
 */
async function oneAtATime(base, { count, request, onAnswer, sample }) {
  await sleep(500);
  const before = await sample();
  let errors = 0;
  for (let index = 0; index < count; index += 1) {
    const { method, path: apiPath, token, body, item } = request(index);
    const answer = await call(base, method, apiPath, { token, body, timeoutMs: 10_000 }).catch(() => ({ status: 0 }));
    if (answer.status !== 200) errors += 1;
    onAnswer?.(item, answer.status);
  }
  await sleep(1000);
  return { ...perRequest(before, await sample(), count), errors };
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

/**
 * The local mail sink (scripts/mail-sink.mjs) on free loopback ports: the servers
 * deliver every mail over SMTP to it, as a production server delivers to its relay.
 */
async function startMailSink() {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const sink = spawn(process.execPath, ["scripts/mail-sink.mjs"], {
    cwd: ROOT,
    env: { ...process.env, MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(httpPort) },
    stdio: "ignore",
  });
  await waitForHealth(`http://127.0.0.1:${httpPort}`, 30_000, "/health");
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, stop: () => sink.kill() };
}

/** bench/fill-database.mjs (its own script): the filled data set, written before the server opens the database. */
async function fillerOrNull() {
  const file = path.join(ROOT, "bench", "fill-database.mjs");
  if (!existsSync(file)) return null;
  return (await import(file)).fillDatabase;
}

async function startShop(env, { smtpUrl, fill }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "boxwright-bench-"));
  if (fill) await fill(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, ...FILL } : { dataDir, ...FILL });
  const metricsPort = await freePort();
  const childEnv = {
    ...process.env,
    PORT,
    DATA_DIR: dataDir,
    // As in production: info logs, mail delivered over SMTP.
    LOG_LEVEL: "info",
    SMTP_URL: smtpUrl,
    RUNTIME_METRICS_PORT: String(metricsPort),
    // Every simulated shopper is a new anonymous user from loopback: far more than one address's share,
    // and every bank transfer comes from that one address.
    ANONYMOUS_USERS_PER_MINUTE: "1000000",
    TRANSFER_ORDERS_PER_HOUR: "1000000",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // The logs go to a file, as a production server's go to its collector, not to this console.
  const log = openSync(path.join(dataDir, "server.log"), "a");
  const server = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env: childEnv, stdio: ["ignore", log, "inherit"] });
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
    metricsUrl: `http://127.0.0.1:${metricsPort}/`,
    stop: async () => {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGTERM");
        await new Promise((resolve) => server.on("exit", resolve));
      }
      closeSync(log);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------
// One database

/** One run of every phase: one at a time, at the fixed rate, at the connections; then the read-back. */
async function measureOnce(base, pgUrl, sample, log) {
  log("preparing carts and orders");
  const warmCarts = await prepareCarts(base, 20);
  const cartsAtRate = await prepareCarts(base, CARTS_AT_RATE);
  const cartsAtConnections = await prepareCarts(base, CARTS_AT_CONNECTIONS);
  const warmOrders = await prepareOrders(base, 60, { card: true });
  const cardOneByOne = await prepareOrders(base, ONE_AT_A_TIME, { card: true });
  const transferOneByOne = await prepareOrders(base, ONE_AT_A_TIME, { card: false });
  // A few spare orders per run: autocannon may build one request per connection it never sends.
  const cardAtRate = await prepareOrders(base, CARD_AT_RATE, { card: true });
  const transferAtRate = await prepareOrders(base, TRANSFER_AT_RATE, { card: false });
  const cardAtConnections = await prepareOrders(base, CARD_AT_CONNECTIONS + CONNECTIONS, { card: true });
  const transferAtConnections = await prepareOrders(base, TRANSFER_AT_CONNECTIONS + CONNECTIONS, { card: false });
  log("prepared");

  // Warm-up: JIT, the database's caches, the connection pool.
  await atFixedRate(base, { rate: 50, count: 100, request: (i) => addToCart(warmCarts[i % warmCarts.length]) });
  await atFixedRate(base, { rate: 30, count: 60, request: (i) => payByCard(warmOrders[i]) });

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
    cardOneByOne: completions("card", cardOneByOne, payByCard),
    transferOneByOne: completions("transfer", transferOneByOne, payByTransfer),
    cardRate: completions("card", cardAtRate, payByCard),
    transferRate: completions("transfer", transferAtRate, payByTransfer),
    cardConnections: completions("card", cardAtConnections, payByCard),
    transferConnections: completions("transfer", transferAtConnections, payByTransfer),
  };
  const rotate = (carts) => (i) => ({ ...addToCart(carts[i % carts.length]), item: carts[i % carts.length] });

  log(`one request at a time: ${ONE_AT_A_TIME} of each kind`);
  const addOne = await oneAtATime(base, { count: ONE_AT_A_TIME, request: rotate(cartsAtRate), sample });
  const cardOne = await oneAtATime(base, { count: ONE_AT_A_TIME, ...runs.cardOneByOne, sample });
  const transferOne = await oneAtATime(base, { count: ONE_AT_A_TIME, ...runs.transferOneByOne, sample });

  log(`add-to-cart at ${RATE} requests/s`);
  const addRate = await atFixedRate(base, { rate: RATE, count: RATE * SECONDS, request: rotate(cartsAtRate), sample });
  log(`add-to-cart at ${CONNECTIONS} connections`);
  const addConnections = await atConnections(base, { connections: CONNECTIONS, duration: SECONDS, request: rotate(cartsAtConnections) });
  // A timed autocannon run ends with up to one request per connection still queued in
  // the server; the next run's first requests would wait behind them.
  await drained(base);

  log(`card payments at ${RATE} requests/s`);
  const cardRate = await atFixedRate(base, { rate: RATE, count: CARD_AT_RATE, ...runs.cardRate, sample });
  log(`bank transfers at ${RATE} requests/s`);
  const transferRate = await atFixedRate(base, { rate: RATE, count: TRANSFER_AT_RATE, ...runs.transferRate, sample });
  log(`card payments at ${CONNECTIONS} connections`);
  const cardConnections = await atConnections(base, { connections: CONNECTIONS, amount: CARD_AT_CONNECTIONS, ...runs.cardConnections });
  log(`bank transfers at ${CONNECTIONS} connections`);
  const transferConnections = await atConnections(base, { connections: CONNECTIONS, amount: TRANSFER_AT_CONNECTIONS, ...runs.transferConnections });
  await drained(base);

  log("reading back every order a completion touched");
  const card = await verify(base, [runs.cardOneByOne, runs.cardRate, runs.cardConnections], pgUrl);
  const transfer = await verify(base, [runs.transferOneByOne, runs.transferRate, runs.transferConnections], pgUrl);

  return [
    { target: "add to cart `POST v2/orders/{n}/line_item`", one: addOne, rate: addRate, connections: addConnections, check: null },
    { target: "card payment `POST v2/{n}/stripe/payment_intents/pay`", one: cardOne, rate: cardRate, connections: cardConnections, check: card },
    {
      target: "bank transfer `PUT checkouts/{n}` payments_attributes",
      one: transferOne,
      rate: transferRate,
      connections: transferConnections,
      check: transfer,
    },
  ];
}

/** Every phase BENCH_RUNS times on one server; rows hold each run's figures, summed checks. */
async function measure(base, label, pgUrl, sample) {
  const t0 = Date.now();
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const log = (message) => console.log(`[${label}, run ${run} of ${RUNS}] ${((Date.now() - t0) / 1000).toFixed(0)} s: ${message}`);
    runs.push(await measureOnce(base, pgUrl, sample, log));
  }
  const rows = runs[0].map((first, index) => {
    const each = runs.map((rows) => rows[index]);
    const checks = each.map((row) => row.check).filter(Boolean);
    const sum = (field) => checks.reduce((total, check) => total + check[field], 0);
    const sqlChecks = checks.map((check) => check.sql).filter(Boolean);
    return {
      target: first.target,
      runs: each,
      check: first.check
        ? {
            acknowledged: sum("acknowledged"),
            lost: sum("lost"),
            doubled: sum("doubled"),
            sql: sqlChecks.length
              ? {
                  acknowledged: sqlChecks.reduce((t, c) => t + c.acknowledged, 0),
                  completeOnce: sqlChecks.reduce((t, c) => t + c.completeOnce, 0),
                  doubled: sqlChecks.reduce((t, c) => t + c.doubled, 0),
                }
              : null,
          }
        : null,
    };
  });
  return { label, rows };
}

/** "median (lowest–highest)" of the runs' values, or "–" where there are none. */
function spread(values, digits = 0) {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (known.length === 0) return "–";
  const show = (value) => (digits === 0 ? String(Math.round(value)) : value.toFixed(digits));
  const median = known.length % 2 ? known[(known.length - 1) / 2] : (known[known.length / 2 - 1] + known[known.length / 2]) / 2;
  return known.length === 1 ? show(median) : `${show(median)} (${show(known[0])}–${show(known.at(-1))})`;
}

function table(results) {
  const lines = [
    `| database, data | target | CPU per request one at a time: process / HTTP thread (ms) | p50 at ${RATE} req/s (ms) | p99 at ${RATE} req/s (ms) | CPU per request at ${RATE} req/s: process / HTTP thread (ms) | HTTP thread busy at ${RATE} req/s | req/s at ${CONNECTIONS} connections | p99 at ${CONNECTIONS} connections (ms) | errors | answered 200 / lost / doubled |`,
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { label, rows } of results) {
    for (const row of rows) {
      const check = row.check
        ? `${row.check.acknowledged} / ${row.check.lost} / ${row.check.doubled}${row.check.sql ? ` (SQL: ${row.check.sql.completeOnce} of ${row.check.sql.acknowledged} complete once, ${row.check.sql.doubled} doubled)` : ""}`
        : "";
      const of = (phase, field) => row.runs.map((run) => run[phase]?.[field] ?? run[phase]?.cpuPerRequest?.[field]);
      const withDatabase = (phase) => (of(phase, "databaseMs").some(Number.isFinite) ? ` + database ${spread(of(phase, "databaseMs"), 1)}` : "");
      const cpu = (phase) => `${spread(of(phase, "processMs"), 1)} / ${spread(of(phase, "httpThreadMs"), 1)}${withDatabase(phase)}`;
      const busy = spread(
        of("rate", "utilization").map((u) => u * 100),
        0,
      );
      const errors = row.runs.reduce((total, run) => total + run.one.errors + run.rate.errors + run.connections.errors, 0);
      lines.push(
        `| ${label} | ${row.target} | ${cpu("one")} | ${spread(of("rate", "p50"))} | ${spread(of("rate", "p99"))} | ${cpu("rate")} | ${busy === "–" ? busy : `${busy} %`} | ${spread(of("connections", "rps"))} | ${spread(of("connections", "p99"))} | ${errors} | ${check} |`,
      );
    }
  }
  return lines.join("\n");
}

async function main() {
  const results = [];
  if (process.env.BENCH_URL) {
    await waitForHealth(process.env.BENCH_URL);
    const metricsUrl = process.env.BENCH_METRICS_URL || null;
    results.push(await measure(process.env.BENCH_URL, "server at BENCH_URL", null, sampler(metricsUrl, null)));
  } else {
    const fill = DATA_SETS.includes("filled") ? await fillerOrNull() : null;
    if (DATA_SETS.includes("filled") && !fill) console.error("bench/fill-database.mjs is not there: the filled data set is left out.");
    const dataSets = DATA_SETS.filter((name) => name === "fresh" || (name === "filled" && fill));
    const sink = await startMailSink();
    try {
      for (const database of DATABASES) {
        for (const data of dataSets) {
          const fillWith = data === "filled" ? fill : null;
          const dataLabel = data === "filled" ? `filled (${FILL.orders} orders, ${FILL.users} users)` : "fresh";
          if (database === "pglite") {
            const shop = await startShop({}, { smtpUrl: sink.smtpUrl, fill: fillWith });
            try {
              // The database runs inside the server's process (in a thread of its own).
              results.push(await measure(shop.base, `PGlite, ${dataLabel}`, null, sampler(shop.metricsUrl, null)));
            } finally {
              await shop.stop();
            }
          } else if (database === "postgres") {
            const postgres = process.env.DATABASE_URL ? await databaseOnGivenServer(process.env.DATABASE_URL) : await startPostgres();
            try {
              const shop = await startShop({ DATABASE_URL: postgres.url }, { smtpUrl: sink.smtpUrl, fill: fillWith });
              try {
                // The database's own CPU only when the server is this run's alone.
                results.push(await measure(shop.base, `PostgreSQL, ${dataLabel}`, postgres.url, sampler(shop.metricsUrl, postgres.pid)));
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
    } finally {
      sink.stop();
    }
  }

  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, with \`node bench/checkout.mjs --write\` against \`npm start\` (mail delivered over SMTP to a local sink, \`info\` logs written); the load generator runs on the same cores. Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}.`,
    `Each figure is the median of ${RUNS} runs with the lowest and highest in brackets. One at a time: ${ONE_AT_A_TIME} requests of each kind, each sent when the one before has answered.`,
    `At ${RATE} requests/s (open loop, latency from the planned send time): ${RATE * SECONDS} add-to-cart requests over ${CARTS_AT_RATE} carts, ${CARD_AT_RATE} card payments and ${TRANSFER_AT_RATE} bank transfers, one order each.`,
    `At ${CONNECTIONS} connections: add-to-cart for ${SECONDS} s over ${CARTS_AT_CONNECTIONS} carts, ${CARD_AT_CONNECTIONS} card payments, ${TRANSFER_AT_CONNECTIONS} bank transfers.`,
    `CPU per request: CPU time of the whole server process (with PGlite's thread) and of its HTTP thread alone, from the server's loopback metrics (RUNTIME_METRICS_PORT), plus the PostgreSQL server's, divided by the requests; HTTP thread busy: its event-loop utilization over the fixed-rate run. CPU per request moves little with other load on the machine; latency moves with everything else that runs.`,
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

// Two instances of the shop on one PostgreSQL behind nginx, under a mixed load and
// faults: nothing lost, nothing doubled. One run, bounded in time, loopback only:
//
// 1. builds once (`npm run build` when the build is stale; PORT is the public
//    port, so the pages name the address shoppers use), starts a throwaway
//    PostgreSQL from Debian's binaries on BENCH_PG_PORT (or makes a database of its
//    own on the server DATABASE_URL names), two instances of the same build
//    (server/runtime/server.mjs) and nginx in front of them with retries on
//    instance failure (bench/nginx.conf);
// 2. runs a mixed load for BENCH_SECONDS: autocannon browsing a product page and
//    asking prices, and shoppers going through the order path (a new anonymous
//    user, a cart, a line, details, a discount code on every third order, delivery,
//    a card on the built-in gateway, paying); the calls that create an order or pay
//    carry an Idempotency-Key, and a shopper sends a failed call again after a
//    short pause as a browser's retry would;
// 3. faults during the load: kill -9 of one instance (started again a little
//    later), then `pg_ctl restart -m immediate` of the database (skipped on a
//    server this run does not own); then a price change through one instance that
//    must reach both (see priceChangePhase);
// 4. reconciles what the load saw succeed with the database: orders, payments and
//    discount code uses; lists p99 latencies per kind of request and what each
//    fault did. Exits 1 when a check fails.
//
//   flock /tmp/heavy.lock node bench/scale-out.mjs            prints the figures
//   flock /tmp/heavy.lock node bench/scale-out.mjs --write    also writes them to docs/reliability.md
//
// Settings (environment): BENCH_SECONDS (120), BENCH_SHOPPERS (6 at once),
// BENCH_BROWSE_RATE (20 product pages/s), BENCH_PRICE_RATE (10 price lists/s),
// BENCH_PORT (3240, nginx), BENCH_INSTANCE_PORTS ("3241,3242"), BENCH_PG_PORT
// (55450), DATABASE_URL (use that server instead of starting one).
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { build } from "../scripts/build.mjs";
import { writeFigures } from "./performance-doc.mjs";
import { benchManagerToken, priceChangeReachesAllInstances } from "./price-change.mjs";
import { ADDRESS, agent, call, CARD, databaseOnGivenServer, percentile, ROOT, sleep, SKU, startPostgres, waitForHealth } from "./shop.mjs";

const PUBLIC_PORT = Number(process.env.BENCH_PORT || 3240);
const INSTANCE_PORTS = (process.env.BENCH_INSTANCE_PORTS || "3241,3242").split(",").map(Number);
const PG_PORT = Number(process.env.BENCH_PG_PORT || 55450);
const SECONDS = Number(process.env.BENCH_SECONDS || 120);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS || 6);
const BROWSE_RATE = Number(process.env.BENCH_BROWSE_RATE || 20);
const PRICE_RATE = Number(process.env.BENCH_PRICE_RATE || 10);
const BASE = `http://127.0.0.1:${PUBLIC_PORT}`;
const RELIABILITY_DOC = path.join(ROOT, "docs", "reliability.md");
const COUPON = "SCALEOUT10";
const NGINX = "/usr/sbin/nginx";

/** When each fault comes, as a share of the load's duration. */
const TIMELINE = { kill: 0.25, revive: 0.4, databaseRestart: 0.6, priceChange: 0.85 };
/** A shopper's call is sent again this often at most before the shopper gives up on the order. */
const MAX_ATTEMPTS = 40;
/** The whole run ends by then, whatever happens: the build is not counted. */
const RUN_LIMIT_MS = (SECONDS + 300) * 1000;

const sinceStart = (() => {
  const started = performance.now();
  return () => ((performance.now() - started) / 1000).toFixed(1);
})();
const log = (message) => console.log(`[scale-out ${sinceStart()} s] ${message}`);

// ---------------------------------------------------------------------------
// What the load saw

/** The phase a request was sent in: the fault under way, or 'steady'. */
let phase = "steady";
/** kind -> phase -> { latencies, outcomes: Map(outcome -> count) } */
const seen = new Map();

/** How an answer counts: 'ok', '503 envelope', another status, or a connection error. */
function outcomeOf(answer, expected) {
  if (!answer) return "connection error";
  if (answer.status === expected) return "ok";
  if (answer.status === 503 && answer.body?.error?.code) return `503 ${answer.body.error.code}`;
  return String(answer.status);
}

function record(kind, ms, outcome) {
  if (!seen.has(kind)) seen.set(kind, new Map());
  const byPhase = seen.get(kind);
  if (!byPhase.has(phase)) byPhase.set(phase, { latencies: [], outcomes: new Map() });
  const entry = byPhase.get(phase);
  entry.latencies.push(ms);
  entry.outcomes.set(outcome, (entry.outcomes.get(outcome) ?? 0) + 1);
}

/** What the shoppers were told succeeded: the generator's side of the reconciliation. */
const acknowledged = { orders: new Set(), paid: new Set(), coupons: new Set(), abandoned: 0, replays: 0 };

class GaveUp extends Error {}

/**
 * One call of a shopper, sent again after a pause while it fails with a 5xx or a
 * lost connection (the same Idempotency-Key each time); a 4xx ends the order.
 */
async function step(kind, expected, send) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const sent = performance.now();
    let answer = null;
    try {
      answer = await send();
    } catch {
      // connection refused or cut: counted below
    }
    const outcome = outcomeOf(answer, expected);
    record(kind, performance.now() - sent, outcome);
    if (outcome === "ok") {
      if (answer.headers["idempotent-replayed"]) acknowledged.replays += 1;
      return answer.body;
    }
    if (answer && answer.status < 500) throw new GaveUp(`${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    await sleep(Math.min(2000, 100 * attempt));
  }
  throw new GaveUp(`${kind}: still failing after ${MAX_ATTEMPTS} attempts`);
}

/** A call through nginx. */
const shopCall = (method, apiPath, options) => call(BASE, method, apiPath, { timeoutMs: 30_000, ...options });

let shipmentType = null;

/** One shopper's order, from a new anonymous user to paying by card. */
async function shop(index) {
  const { token } = await step("create user", 200, () => shopCall("GET", "users/create_anonymous"));
  const orderKey = randomUUID();
  const order = await step("create order", 201, () => shopCall("POST", "v2/orders", { token, body: {}, headers: { "Idempotency-Key": orderKey } }));
  const number = order.number;
  acknowledged.orders.add(number);
  await step("add to cart", 200, () => shopCall("POST", `v2/orders/${number}/line_item`, { token, body: { sku: SKU, quantity: 30 } }));
  const details = { email: `scale-${number.toLowerCase()}@example.com`, ship_address: ADDRESS, bill_address: ADDRESS };
  if (!shipmentType) {
    await step("checkout", 200, () => shopCall("PUT", `orders/${number}`, { token, body: { order: details } }));
    shipmentType = (await step("checkout", 200, () => shopCall("GET", `checkouts/${number}`, { token }))).shipping_methods[0].type;
  }
  await step("checkout", 200, () => shopCall("PUT", `orders/${number}`, { token, body: { order: { ...details, shipment_type: shipmentType } } }));
  if (index % 3 === 0) {
    await step("discount code", 200, () => shopCall("PUT", `orders/${number}/apply_coupon_code`, { token, body: { coupon_code: COUPON } }));
    acknowledged.coupons.add(number);
  }
  const moved = await step("checkout", 200, () => shopCall("PUT", `checkouts/${number}?state=delivery`, { token }));
  if (moved.order.state !== "delivery") throw new GaveUp(`order ${number} is in ${moved.order.state}`);
  const method = await step("card", 201, () => shopCall("POST", "gateway/stripe/card", { body: CARD }));
  const payKey = randomUUID();
  const paid = await step("pay", 200, () =>
    shopCall("POST", `v2/${number}/stripe/payment_intents/pay`, { token, body: { payment_method_id: method.id }, headers: { "Idempotency-Key": payKey } }),
  );
  if (paid.order.state === "complete") acknowledged.paid.add(number);
}

/** SHOPPERS shoppers, each starting a new order as soon as the last one is done, until `until`. */
async function shoppers(until) {
  let next = 0;
  const failures = [];
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (performance.now() < until) {
        try {
          await shop(next++);
        } catch (error) {
          acknowledged.abandoned += 1;
          if (failures.length < 5) failures.push(error.message);
        }
      }
    }),
  );
  for (const failure of failures) log(`a shopper gave up: ${failure}`);
}

/** autocannon at a steady rate on one URL for the whole load; its figures are per kind, not per phase. */
function steadyGets(kind, urlPath, rate, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE}${urlPath}`, connections, overallRate: rate, duration: SECONDS, timeout: 30, headers: { "x-region": "eu" } }, (error, result) =>
      error ? reject(error) : resolve({ kind, result }),
    );
  });
}

// ---------------------------------------------------------------------------
// Processes

const started = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), "boxwright-scale-out-"));

function instanceEnv(port, databaseUrl, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    // Loopback only.
    HOSTNAME_BIND: "127.0.0.1",
    // nginx in front: the client's address is the one it appends.
    TRUSTED_PROXIES: "1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    // Every simulated shopper is a new anonymous user from one address: far more than one address's share.
    ANONYMOUS_USERS_PER_MINUTE: "1000000",
  };
  delete env.SMTP_URL;
  return env;
}

/** One instance: the same build, its own port and log file, in a process group of its own. */
async function startInstance(port, databaseUrl) {
  const dataDir = path.join(scratch, `instance-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const out = openSync(path.join(scratch, `instance-${port}.log`), "a");
  const child = spawn(process.execPath, ["--max-semi-space-size=32", "server/runtime/server.mjs"], {
    cwd: ROOT,
    env: instanceEnv(port, databaseUrl, dataDir),
    detached: true,
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const instance = { port, child, base: `http://127.0.0.1:${port}` };
  started.push(instance);
  await waitForHealth(instance.base, 120_000);
  return instance;
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return Promise.resolve();
  }
  return exited;
}

async function startNginx() {
  const dir = path.join(scratch, "nginx");
  mkdirSync(dir, { recursive: true });
  const config = readFileSync(path.join(ROOT, "bench", "nginx.conf"), "utf8")
    .replaceAll("{{DIR}}", dir)
    .replaceAll("{{PORT}}", String(PUBLIC_PORT))
    .replace("{{UPSTREAMS}}", INSTANCE_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n"))
    // As root, the workers would otherwise run as nobody, who cannot write the scratch folder.
    .replace("{{USER}}", process.getuid?.() === 0 ? "user root;" : "");
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { detached: true, stdio: ["ignore", "inherit", "inherit"] });
  started.push({ port: PUBLIC_PORT, child });
  const exited = new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`nginx exited with ${code}`))));
  await Promise.race([waitForHealth(BASE, 30_000), exited]);
  return { accessLog: path.join(dir, "access.log") };
}

async function cleanUp(database) {
  await Promise.all(started.map(({ child }) => killGroup(child, "SIGKILL")));
  await database?.stop().catch((error) => console.error(`Could not stop the database: ${error.message}`));
  agent.destroy();
  rmSync(scratch, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------
// Faults

/** Polls /api/health through nginx every 100 ms until stopped: when it failed and when it answered again. */
function healthWatch() {
  const watch = { firstFailure: null, lastFailure: null, recovered: null, stop: false };
  watch.done = (async () => {
    while (!watch.stop) {
      const at = performance.now();
      let ok = false;
      try {
        ok = (await call(BASE, "GET", "health", { timeoutMs: 5000 })).status === 200;
      } catch {
        // down
      }
      if (!ok) {
        watch.firstFailure ??= at;
        watch.lastFailure = at;
        watch.recovered = null;
      } else if (watch.firstFailure !== null && watch.recovered === null) {
        watch.recovered = at;
      }
      await sleep(100);
    }
  })();
  return watch;
}

/** Retries nginx made: requests whose upstream list names two instances. */
function nginxRetries(accessLog, from, to) {
  if (!existsSync(accessLog)) return 0;
  return readFileSync(accessLog, "utf8")
    .split("\n")
    .filter((line) => {
      const at = Number(line.split(" ")[0]) * 1000;
      return at >= from && at <= to && /upstream=[^ ]+, /.test(line);
    }).length;
}

/**
 * A price change made through one instance, read back from every instance directly
 * (not through nginx) until each shows the new price on the product page and in
 * prices/list (bench/price-change.mjs; it throws past its 5 s bound, which fails
 * the run). The adjustment is set back afterwards.
 */
async function priceChangePhase({ instances, databaseUrl }) {
  const urls = instances.map((instance) => instance.base);
  const managerToken = await benchManagerToken({ url: urls[0], databaseUrl });
  const result = await priceChangeReachesAllInstances({ urls, managerToken });
  return { reachedBothMs: result.slowestMs };
}

// ---------------------------------------------------------------------------
// Reconciling

async function reconcile(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = [...acknowledged.orders];
    const paid = [...acknowledged.paid];
    const coupons = [...acknowledged.coupons];
    const one = async (query, values = []) => Object.values((await client.query(query, values)).rows[0])[0];
    const result = {
      ordersInDatabase: await one("select count(*)::int from orders"),
      ordersFound: await one("select count(*)::int from orders where number = any($1)", [orders]),
      // Every shopper is a new user with one order: a user with two is a doubled create.
      usersWithTwoOrders: await one("select count(*)::int from (select user_id from orders group by user_id having count(*) > 1) doubled"),
      paidCompleteOnce: await one(
        `select count(*)::int from orders o
          where o.number = any($1) and o.state = 'complete'
            and (select count(*) from payments p where p.order_id = o.id and p.status = 'succeeded') = 1`,
        [paid],
      ),
      paymentsSucceeded: await one("select count(*)::int from payments where status = 'succeeded'"),
      ordersPaidTwice: await one(
        "select count(*)::int from (select order_id from payments where status in ('succeeded', 'waiting') group by order_id having count(*) > 1) doubled",
      ),
      couponUsedCount: await one("select used_count from promotions where code = $1", [COUPON]),
      ordersWithCoupon: await one("select count(*)::int from orders where promotion_id = (select id from promotions where code = $1)", [COUPON]),
      acknowledgedCouponsFound: await one(
        "select count(*)::int from orders where number = any($1) and promotion_id = (select id from promotions where code = $2)",
        [coupons, COUPON],
      ),
    };
    const checks = [
      { what: "every acknowledged order is in the database", ok: result.ordersFound === orders.length, figures: `${result.ordersFound} of ${orders.length}` },
      { what: "no order created twice (a user with two orders)", ok: result.usersWithTwoOrders === 0, figures: String(result.usersWithTwoOrders) },
      {
        what: "every acknowledged payment: order complete with one succeeded payment",
        ok: result.paidCompleteOnce === paid.length,
        figures: `${result.paidCompleteOnce} of ${paid.length}`,
      },
      { what: "no order paid twice", ok: result.ordersPaidTwice === 0, figures: String(result.ordersPaidTwice) },
      {
        what: "succeeded payments in the database = acknowledged payments",
        // A shopper who gave up on a pay that had in fact gone through leaves one more; none gave up, so none may be there.
        ok: acknowledged.abandoned > 0 ? result.paymentsSucceeded >= paid.length : result.paymentsSucceeded === paid.length,
        figures: `${result.paymentsSucceeded} / ${paid.length}`,
      },
      {
        what: "discount code uses: used_count = orders carrying it = acknowledged",
        ok:
          result.couponUsedCount === result.ordersWithCoupon &&
          result.acknowledgedCouponsFound === coupons.length &&
          (acknowledged.abandoned > 0 || result.ordersWithCoupon === coupons.length),
        figures: `${result.couponUsedCount} = ${result.ordersWithCoupon} = ${coupons.length}`,
      },
    ];
    return { result, checks };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------
// Figures

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "–");

function latencyRows() {
  const rows = [];
  for (const [kind, byPhase] of seen) {
    const all = [...byPhase.values()].flatMap((entry) => entry.latencies).sort((a, b) => a - b);
    const steady = (byPhase.get("steady")?.latencies ?? []).slice().sort((a, b) => a - b);
    const outcomes = new Map();
    for (const entry of byPhase.values()) for (const [outcome, count] of entry.outcomes) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + count);
    const notOk = [...outcomes]
      .filter(([outcome]) => outcome !== "ok")
      .map(([outcome, count]) => `${count} × ${outcome}`)
      .join(", ");
    rows.push(`| ${kind} | ${all.length} | ${ms(percentile(steady, 50))} | ${ms(percentile(steady, 99))} | ${ms(percentile(all, 99))} | ${notOk || "none"} |`);
  }
  return rows;
}

function phaseOutcomes(name) {
  const parts = [];
  for (const [kind, byPhase] of seen) {
    const entry = byPhase.get(name);
    if (!entry) continue;
    const notOk = [...entry.outcomes].filter(([outcome]) => outcome !== "ok");
    const ok = entry.outcomes.get("ok") ?? 0;
    parts.push(`${kind} ${ok} ok${notOk.length ? ` (${notOk.map(([outcome, count]) => `${count} × ${outcome}`).join(", ")})` : ""}`);
  }
  return parts.join("; ") || "no calls";
}

/** Calls of the shoppers in a phase not answered as expected. */
function notOkIn(name) {
  let count = 0;
  for (const byPhase of seen.values()) {
    for (const [outcome, n] of byPhase.get(name)?.outcomes ?? []) if (outcome !== "ok") count += n;
  }
  return count;
}

/** Calls answered with a 5xx that is not the 503 envelope (or cut off), per phase. */
function unexplainedServerErrors(name) {
  let count = 0;
  for (const byPhase of seen.values()) {
    for (const [outcome, n] of byPhase.get(name)?.outcomes ?? []) if (/^5\d\d$/.test(outcome) || outcome === "connection error") count += n;
  }
  return count;
}

// ---------------------------------------------------------------------------

async function main() {
  let database = null;
  const hardStop = setTimeout(() => {
    console.error(`The run took longer than ${RUN_LIMIT_MS / 1000} s; stopping`);
    process.exitCode = 2;
    cleanUp(database).finally(() => process.exit(2));
  }, RUN_LIMIT_MS);
  hardStop.unref();

  // The pages name the public address, and every instance runs this one build.
  process.env.PORT = String(PUBLIC_PORT);
  build({ ifStale: true });
  const buildId = readFileSync(path.join(ROOT, ".next", "BUILD_ID"), "utf8").trim();

  database = process.env.DATABASE_URL ? await databaseOnGivenServer(process.env.DATABASE_URL) : await startPostgres({ port: PG_PORT });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      console.error(`${signal}: stopping`);
      cleanUp(database).finally(() => process.exit(130));
    });
  }

  let failed = false;
  try {
    log(`${database.label}; build ${buildId}; starting ${INSTANCE_PORTS.length} instances`);
    // One after the other: both would migrate at once just as well (an advisory lock), but the first start compiles nothing twice.
    const instances = [];
    for (const port of INSTANCE_PORTS) instances.push(await startInstance(port, database.url));
    const { accessLog } = await startNginx();

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("insert into promotions (code, kind, amount) values ($1, 'percent', 10) on conflict (code) do nothing", [COUPON]);
    await admin.end();

    log(`load for ${SECONDS} s: ${SHOPPERS} shoppers, ${BROWSE_RATE} product pages/s, ${PRICE_RATE} price lists/s`);
    const loadStart = performance.now();
    const until = loadStart + SECONDS * 1000;
    const at = (share) => sleep(Math.max(0, loadStart + share * SECONDS * 1000 - performance.now()));
    const load = Promise.all([
      shoppers(until),
      steadyGets("browse: product page", "/products/mailer-box-full-color", BROWSE_RATE, 4),
      steadyGets("price: prices/list", "/api/prices/list?product=mailer-box-full-color", PRICE_RATE, 2),
    ]);

    const faults = {};
    await at(TIMELINE.kill);
    const victim = instances.at(-1);
    log(`kill -9 of the instance on ${victim.port}`);
    phase = "instance killed";
    const killedAt = Date.now();
    await killGroup(victim.child, "SIGKILL");
    await at(TIMELINE.revive);
    const reviving = performance.now();
    const revived = await startInstance(victim.port, database.url);
    instances[instances.length - 1] = revived;
    faults.kill = { restartSeconds: (performance.now() - reviving) / 1000, retries: nginxRetries(accessLog, killedAt, Date.now()) };
    phase = "steady";
    log(`the instance on ${victim.port} is back after ${faults.kill.restartSeconds.toFixed(1)} s`);

    await at(TIMELINE.databaseRestart);
    if (database.restart) {
      log("pg_ctl restart -m immediate");
      phase = "database restart";
      const watch = healthWatch();
      const restartStarted = performance.now();
      await database.restart("immediate");
      const restartSeconds = (performance.now() - restartStarted) / 1000;
      while (watch.recovered === null && performance.now() - restartStarted < 120_000) await sleep(100);
      watch.stop = true;
      await watch.done;
      faults.databaseRestart = {
        restartSeconds,
        downSeconds: watch.firstFailure === null ? 0 : ((watch.recovered ?? performance.now()) - watch.firstFailure) / 1000,
        recovered: watch.firstFailure === null || watch.recovered !== null,
        recoveredAfterRestartSeconds: watch.recovered === null ? null : (watch.recovered - restartStarted) / 1000 - restartSeconds,
      };
      // A few seconds more in this phase: requests that were waiting for a connection come back now.
      await sleep(3000);
      phase = "steady";
      log(`the database is back; health answered 200 again ${faults.databaseRestart.downSeconds.toFixed(1)} s after it first failed`);
    }

    await at(TIMELINE.priceChange);
    faults.priceChange = await priceChangePhase({ instances, databaseUrl: database.url });

    const [, browse, price] = await load;
    log("load done; reconciling with the database");
    const { checks } = await reconcile(database.url);

    const gets = [browse, price].map(({ kind, result }) => {
      const non2xx = Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith("2"))
        .map(([status, { count }]) => `${count} × ${status}`);
      if (result.errors + result.timeouts > 0) non2xx.push(`${result.errors + result.timeouts} × connection error or timeout`);
      return `| ${kind} (autocannon) | ${result.requests.total} | ${ms(result.latency.p50)} | – | ${ms(result.latency.p99)} | ${non2xx.join(", ") || "none"} |`;
    });

    checks.push({
      what: "no shopper gave up on an order (a failed call went through when sent again)",
      ok: acknowledged.abandoned === 0,
      figures: String(acknowledged.abandoned),
    });
    checks.push({
      what: "instance killed: every call answered as expected (nginx sent the failed ones to the other instance)",
      ok: notOkIn("instance killed") === 0,
      figures: phaseOutcomes("instance killed"),
    });
    if (faults.databaseRestart) {
      checks.push({
        what: "database restart: failures are 503 with the envelope, never another 5xx, and the shop recovers by itself",
        ok: unexplainedServerErrors("database restart") === 0 && faults.databaseRestart.recovered,
        figures: phaseOutcomes("database restart"),
      });
    }

    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/scale-out.mjs --write\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}: ${database.label}, ${INSTANCE_PORTS.length} instances of build \`${buildId}\`, nginx ${nginxVersion()} on 127.0.0.1; load generator, instances, database and nginx share the cores.`,
      `Load for ${SECONDS} s: ${SHOPPERS} shoppers at once (each order: new user, cart, line, details, discount code on every third, delivery, card, pay), ${BROWSE_RATE} product pages/s and ${PRICE_RATE} price lists/s from autocannon. ${acknowledged.orders.size} orders created, ${acknowledged.paid.size} paid, ${acknowledged.coupons.size} with the discount code; ${acknowledged.abandoned} given up; ${acknowledged.replays} answers replayed under an Idempotency-Key.`,
      "",
      "| request | sent | p50 steady (ms) | p99 steady (ms) | p99 whole run (ms) | not answered as expected |",
      "|---|---:|---:|---:|---:|---|",
      ...latencyRows(),
      ...gets,
      "",
      "| fault | what happened |",
      "|---|---|",
      `| kill -9 of one instance at ${Math.round(TIMELINE.kill * SECONDS)} s | calls while it was down: ${phaseOutcomes("instance killed")}; nginx sent ${faults.kill.retries} requests again to the other instance; the instance was started again after ${Math.round((TIMELINE.revive - TIMELINE.kill) * SECONDS)} s and served after ${faults.kill.restartSeconds.toFixed(1)} s |`,
      faults.databaseRestart
        ? `| \`pg_ctl restart -m immediate\` at ${Math.round(TIMELINE.databaseRestart * SECONDS)} s | the restart took ${faults.databaseRestart.restartSeconds.toFixed(1)} s; /api/health failed for ${faults.databaseRestart.downSeconds.toFixed(1)} s${faults.databaseRestart.recoveredAfterRestartSeconds !== null ? ` and answered 200 ${Math.max(0, faults.databaseRestart.recoveredAfterRestartSeconds).toFixed(1)} s after the server was back` : ""}; calls meanwhile: ${phaseOutcomes("database restart")} |`
        : "| database restart | skipped: the PostgreSQL server (DATABASE_URL) is not this run's own |",
      `| a price change through one instance at ${Math.round(TIMELINE.priceChange * SECONDS)} s | every instance showed it on the product page and in prices/list after ${ms(faults.priceChange.reachedBothMs)} ms (bound 5000 ms) |`,
      "",
      "| check | result | figures |",
      "|---|---|---|",
      ...checks.map((check) => `| ${check.what} | ${check.ok ? "ok" : "**FAILED**"} | ${check.figures} |`),
    ].join("\n");
    console.log(`\n${body}\n`);
    if (process.argv.includes("--write")) writeFigures("scale-out.mjs", body, RELIABILITY_DOC);
    failed = checks.some((check) => !check.ok);
    if (failed) console.error("Some checks failed: see the table.");
  } catch (error) {
    failed = true;
    console.error(error);
    for (const port of INSTANCE_PORTS) {
      const file = path.join(scratch, `instance-${port}.log`);
      if (existsSync(file)) console.error(`Instance ${port}:\n${readFileSync(file, "utf8").slice(-3000)}`);
    }
  } finally {
    await cleanUp(database);
    clearTimeout(hardStop);
  }
  process.exitCode = failed ? 1 : 0;
}

function nginxVersion() {
  const match = /nginx\/([\d.]+)/.exec(spawnSyncText(NGINX, ["-v"]));
  return match ? match[1] : "";
}

function spawnSyncText(command, args) {
  // nginx -v prints to stderr.
  const result = spawnSync(command, args, { encoding: "utf8" });
  return `${result.stdout ?? ""}${result.stderr ?? ""}`;
}

await main();

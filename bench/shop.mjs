// What the benchmarks share: calls to the shop API over kept-alive connections, the
// order path's fixed inputs, percentiles, and the servers a run starts (a throwaway
// PostgreSQL from Debian's binaries, or a database of its own on DATABASE_URL).
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export const SKU = "mailer-box-full-color-200x150x70";
export const ADDRESS = { first_name: "Ada", last_name: "Bench", street: "Kartonstraße 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
export const CARD = { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" };
export const BANK_TRANSFER = 2;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One API call over a kept-alive connection; resolves with the status and the parsed body. `headers` adds to the usual ones. */
export function call(base, method, apiPath, { token, body, headers: extraHeaders, timeoutMs = 30_000 } = {}) {
  const url = new URL(`/api/${apiPath}`, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { "X-Region": "eu", accept: "application/json", ...extraHeaders };
  if (token) headers["X-Api-Token"] = token;
  if (payload) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = text;
        }
        resolve({ status: response.statusCode, body: parsed, headers: response.headers });
      });
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${method} ${apiPath} timed out`)));
    request.on("error", reject);
    if (payload) request.write(payload);
    request.end();
  });
}

export async function expectStatus(promise, status, what) {
  const answer = await promise;
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** Runs fn over items with at most `limit` in flight. */
export async function inParallel(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function newUser(base) {
  return (await expectStatus(call(base, "GET", "users/create_anonymous"), 200, "create_anonymous")).token;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Waits until `base` answers its health check (`/api/health`, or `healthPath` for a helper such as the mail sink). */
export async function waitForHealth(base, timeoutMs = 300_000, healthPath = "/api/health") {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}${healthPath}`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`The server at ${base} did not become healthy`);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL server on 127.0.0.1 from Debian's binaries, as .ci/run starts
 * one, on `port` or a free one. `restart(mode)` restarts it as `pg_ctl restart -m mode` does.
 */
export async function startPostgres({ port: fixedPort } = {}) {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .filter((dir) => existsSync(`${dir}/pg_ctl`))
    .at(-1);
  if (!bin) throw new Error("No PostgreSQL under /usr/lib/postgresql (apt-get install postgresql), and DATABASE_URL is not set");
  const dir = mkdtempSync(path.join(os.tmpdir(), "boxwright-bench-pg-"));
  const root = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, the postgres user runs it.
  const asPostgres = (command, args) => {
    const result = root
      ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
      : spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  };
  if (root) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const port = fixedPort ?? (await freePort());
  asPostgres(`${bin}/initdb`, ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  // Default durability (fsync, synchronous commit), as a production server would run.
  asPostgres(`${bin}/pg_ctl`, [
    "-D",
    dir,
    "-l",
    `${dir}/server.log`,
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    label: `PostgreSQL ${path.basename(path.dirname(bin))} (throwaway, 127.0.0.1)`,
    pid: Number(readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]),
    // Asynchronous, so a load running beside it goes on while the server is down.
    restart: (mode = "fast") =>
      new Promise((resolve, reject) => {
        const args = ["-D", dir, "-l", `${dir}/server.log`, "-m", mode, "-w", "restart"];
        const child = root
          ? spawn("runuser", ["-u", "postgres", "--", `${bin}/pg_ctl`, ...args], { stdio: "ignore" })
          : spawn(`${bin}/pg_ctl`, args, { stdio: "ignore" });
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited with ${code}`))));
      }),
    stop: async () => {
      try {
        asPostgres(`${bin}/pg_ctl`, ["-D", dir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function userIds(name) {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`No ${name} user`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** A fresh database on the server of DATABASE_URL, so the run neither sees nor leaves other data. */
export async function databaseOnGivenServer(url) {
  const name = `boxwright_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    label: "PostgreSQL (DATABASE_URL)",
    stop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

// Throughput and latency of the catalogue: a product page and prices/list side by
// side with a static file from the same server, at 50 concurrent connections, then
// p99 latency at a fixed offered load of 200 requests/s. Loopback only, bounded in time.
//
//   node bench/catalog.mjs            prints the figures
//   node bench/catalog.mjs --write    also writes them to docs/performance.md
//
// It starts its own production server (npm start on PORT, default 3100, with a
// throwaway data folder) unless BENCH_URL points at one already running.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { writeFigures } from "./performance-doc.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const PORT = process.env.PORT || "3100";
const BASE = process.env.BENCH_URL || `http://localhost:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS || 10);

const TARGETS = [
  { name: "static file", path: "/build/shared-images/products/mailer-box-eco/cardboard-natural-closed-640.webp" },
  { name: "product page", path: "/products/mailer-box-full-color" },
  { name: "prices/list", path: "/api/prices/list?product=mailer-box-full-color&cache_buster=v3" },
];

async function waitForHealth(url, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${url} did not become healthy`);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  let server;
  let dataDir;
  if (!process.env.BENCH_URL) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "boxwright-bench-"));
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: { ...process.env, PORT, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
  }
  try {
    await waitForHealth(BASE);
    // Warm up: the first requests compile nothing in production, but fill caches.
    for (const target of TARGETS) await run({ url: BASE + target.path, connections: 10, duration: 2 });

    const throughput = [];
    for (const target of TARGETS) {
      const result = await run({ url: BASE + target.path, connections: 50 });
      throughput.push({ ...target, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
    const fixed = [];
    for (const target of TARGETS) {
      const result = await run({ url: BASE + target.path, connections: 20, overallRate: 200 });
      fixed.push({ ...target, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx });
    }

    const staticRps = throughput[0].rps;
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, against \`npm start\` (PGlite), ${DURATION} s per run, load generator on the same machine.`,
      "",
      "| target | req/s at 50 connections | share of static | p99 at 50 connections (ms) | p50 at 200 req/s (ms) | p99 at 200 req/s (ms) | errors |",
      "|---|---:|---:|---:|---:|---:|---:|",
      ...throughput.map((t, i) => {
        const f = fixed[i];
        return `| ${t.name} \`${t.path}\` | ${Math.round(t.rps)} | ${((t.rps / staticRps) * 100).toFixed(0)}% | ${t.p99} | ${f.p50} | ${f.p99} | ${t.errors + f.errors} |`;
      }),
    ];
    const table = lines.join("\n");
    console.log(`\n${table}\n`);

    if (process.argv.includes("--write")) writeFigures("catalog.mjs", table);
  } finally {
    if (server) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.on("exit", resolve));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// The long run of the API fuzz (server/http/fuzz.db.test.ts): every operation of
// /api/openapi.json driven with many more generated requests than CI's bounded run,
// under a seed of its own, so each long run explores requests CI never made.
// Afterwards it prints how often each operation answered each status, so a run
// whose requests never got past validation shows as such.
//
//   node bench/fuzz.mjs                  2000 requests per operation, a seed from the clock
//   FUZZ_RUNS=500 FUZZ_SEED=42 node bench/fuzz.mjs
//
// A failure names the operation, the request (auth, region, content type, path and
// body, shortened) and the answer; re-run with the printed seed to get it again.
// The database is an in-memory PGlite per run (or PostgreSQL with DATABASE_URL, as
// the db tests use it).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const runs = process.env.FUZZ_RUNS || "2000";
const seed = process.env.FUZZ_SEED || String(Date.now() % 2 ** 31);
const folder = mkdtempSync(path.join(os.tmpdir(), "boxwright-fuzz-"));
const statsFile = path.join(folder, "statuses.tsv");

console.log(`fuzz: ${runs} requests per operation, seed ${seed}`);
const started = performance.now();
const result = spawnSync("npx", ["vitest", "run", "--project", "db", "server/http/fuzz.db.test.ts"], {
  cwd: ROOT,
  stdio: "inherit",
  // No test timeout of its own: a long run takes as long as it takes.
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_STATS: statsFile, FUZZ_TIMEOUT: "0" },
});
const minutes = (performance.now() - started) / 60_000;

try {
  console.log("\nstatuses per operation (status x count):");
  console.log(readFileSync(statsFile, "utf8"));
} catch {
  console.log("(no statuses recorded: the run stopped before its end)");
}
rmSync(folder, { recursive: true, force: true });
console.log(`fuzz: ${result.status === 0 ? "passed" : "FAILED"} in ${minutes.toFixed(1)} min, seed ${seed}, ${runs} requests per operation`);
process.exit(result.status ?? 1);

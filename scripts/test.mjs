// `npm test`: everything a change must pass, in order, stopping at the first failure:
// the lockfile check, lint, typecheck, unit and integration tests, production build, end-to-end tests.
import { spawnSync } from "node:child_process";
import e2eBuildSettings from "../e2e/build-settings.json" with { type: "json" };
import { ROOT } from "./build-stamp.mjs";

/** The port the end-to-end server uses; the build is made for it (canonical URLs carry it). */
const E2E_PORT = process.env.E2E_PORT || "3100";

const steps = [
  ["lockfile", ["node", "scripts/lockfile-prune.mjs", "--check"]],
  ["lint", ["npm", "run", "--silent", "lint"]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  ["unit and integration tests", ["npx", "vitest", "run"]],
  [
    "production build",
    ["node", "scripts/build.mjs", "--if-stale"],
    { PORT: E2E_PORT, ANALYTICS_DATA_PLANE_URL: e2eBuildSettings.ANALYTICS_DATA_PLANE_URL, ANALYTICS_WRITE_KEY: e2eBuildSettings.ANALYTICS_WRITE_KEY },
  ],
  ["end-to-end tests", ["npm", "run", "--silent", "test:e2e"], { PORT: E2E_PORT }],
];

const results = [];
for (const [name, [command, ...args], env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${result.status === 0 ? "✔" : "✘"} ${name} (${seconds}s)`);
  if (result.status !== 0) {
    console.error(`\n${results.join("\n")}\n\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\n\nAll checks passed.`);

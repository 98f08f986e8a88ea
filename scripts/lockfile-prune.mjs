// The package registry reachable from these machines carries Linux builds of native
// packages but not always every other platform's. npm records the missing ones as
// optional dependencies without lock entries, and `npm ci` then refuses the lock.
// This drops optional dependencies that have no entry in the lock, so the lock
// describes exactly what installs here. Run it after changing dependencies:
//   npm install <pkg> && node scripts/lockfile-prune.mjs
// With --check it changes nothing and fails when the lock needs pruning (npm test runs that).
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, "")));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (process.argv.includes("--check")) {
  if (dropped > 0) {
    console.error(`package-lock.json lists ${dropped} optional dependencies it has no entry for; \`npm ci\` will refuse it. Run: node scripts/lockfile-prune.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Dropped ${dropped} optional dependencies the registry does not carry.`);
}

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
/**
 * The lock entry a package at `from` gets for `name`, the way Node resolves it:
 * its own node_modules first, then each enclosing one up to the top.
 */
function resolve(from, name) {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[key]) return lock.packages[key];
    if (!base) return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
}

// An optional dependency counts as present only in the version asked for: a
// platform build hoisted for another package in another version does not do
// (npm ci names it "Missing" then). Native packages pin exact versions; other
// ranges are taken as satisfied by any entry.
const satisfied = (entry, spec) => Boolean(entry) && (!/^\d+\.\d+\.\d+$/.test(spec) || entry.version === spec);

let dropped = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    if (!satisfied(resolve(path, name), spec)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (process.argv.includes("--check")) {
  if (dropped > 0) {
    console.error(
      `package-lock.json lists ${dropped} optional dependencies it has no entry for; \`npm ci\` will refuse it. Run: node scripts/lockfile-prune.mjs`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Dropped ${dropped} optional dependencies the registry does not carry.`);
}

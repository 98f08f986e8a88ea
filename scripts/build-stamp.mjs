// What a production build was made from: a hash of the sources and of the
// settings that are baked into statically rendered pages. `npm start` rebuilds
// when the stamp of the current checkout differs from the one in .next/.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SOURCE_DIRS = ["app", "components", "editor", "lib", "messages", "regions", "server", "public"];
const SOURCE_FILES = ["proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
/** Settings read while pages are prerendered (canonical URLs name the hosts and the port; pages carry the analytics configuration). */
const BUILD_SETTINGS = ["SITE_HOSTS", "PORT", "ANALYTICS_DATA_PLANE_URL", "ANALYTICS_WRITE_KEY"];
const STAMP_FILE = path.join(ROOT, ".next", "boxwright-build.json");

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export function currentStamp(env = process.env) {
  const hash = createHash("sha256");
  const files = [...SOURCE_DIRS.flatMap((dir) => [...walk(path.join(ROOT, dir))]), ...SOURCE_FILES.map((f) => path.join(ROOT, f))];
  for (const file of files) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  const settings = Object.fromEntries(BUILD_SETTINGS.map((key) => [key, env[key] ?? ""]));
  hash.update(JSON.stringify(settings));
  return { hash: hash.digest("hex"), settings };
}

export function storedStamp() {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, "utf8"));
  } catch {
    return null;
  }
}

export function isBuildFresh(env = process.env) {
  const stored = storedStamp();
  return Boolean(stored && existsSync(path.join(ROOT, ".next", "BUILD_ID")) && stored.hash === currentStamp(env).hash);
}

export { ROOT, STAMP_FILE };

// The shop's Next.js cache handler (next.config.ts `cacheHandler`): where rendered
// pages and route answers are kept between requests. With DATABASE_URL the entries
// and their tags live in PostgreSQL (store.mjs), shared by every instance, so a
// revalidation on one instance reaches all. Without it (PGlite: one process per
// data directory, so one instance) and while building, Next's own file-system
// cache keeps them, with one addition: tags the server expires in this process
// (server/cache/pages.ts, when prices change or at start) make older entries miss.
//
// Plain JavaScript: Next.js imports this file itself, outside its bundler.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { createSharedCacheStore, tagsOfEntry } from "./store.mjs";
import { EXPIRED_TAGS_KEY, NEXT_CACHE_STORE_KEY as STORE_KEY } from "../runtime/process-keys.mjs";

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const POOL_SIZE = 4;

let lastWarning = 0;
function warn(message, error) {
  // A database that is down would otherwise log on every request.
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  console.error(`cache handler: ${message}: ${error instanceof Error ? error.message : String(error)}`);
}

/** The process's shared store, or null when Next's file-system cache is the one to use. */
function sharedStore(ctx) {
  if (!process.env.DATABASE_URL || process.env.NEXT_PHASE === "phase-production-build") return null;
  if (!globalThis[STORE_KEY]) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
    pool.on("error", () => {});
    let buildId = "dev";
    try {
      buildId = readFileSync(path.join(ctx.serverDistDir ?? ".next/server", "..", "BUILD_ID"), "utf8").trim();
    } catch {
      // No build id (development): entries are still namespaced, just not per build.
    }
    globalThis[STORE_KEY] = createSharedCacheStore({ query: (text, params) => pool.query(text, params), namespace: buildId });
  }
  return globalThis[STORE_KEY];
}

/** Whether the server expired one of these tags in this process after `lastModified`. */
function expiredHere(tags, lastModified) {
  const expired = globalThis[EXPIRED_TAGS_KEY];
  if (!expired || expired.size === 0) return false;
  return tags.some((tag) => (expired.get(tag) ?? 0) >= lastModified);
}

export default class BoxwrightCacheHandler {
  constructor(ctx) {
    this.shared = sharedStore(ctx);
    this.files = this.shared ? null : new FileSystemCache(ctx);
  }

  async get(key, ctx = {}) {
    const softTags = ctx.kind === "FETCH" ? (ctx.softTags ?? []) : [];
    if (this.shared) {
      try {
        return await this.shared.get(key, [...softTags, ...(ctx.kind === "FETCH" ? (ctx.tags ?? []) : [])]);
      } catch (error) {
        // A miss: the page is rendered afresh rather than failing.
        warn("shared cache unavailable", error);
        return null;
      }
    }
    const entry = await this.files.get(key, ctx);
    if (entry?.value && expiredHere([...tagsOfEntry(entry.value, ctx), ...softTags], entry.lastModified ?? 0)) return null;
    return entry;
  }

  async set(key, data, ctx = {}) {
    if (!this.shared) return this.files.set(key, data, ctx);
    try {
      await this.shared.set(key, data, ctx);
    } catch (error) {
      warn("shared cache could not be written", error);
    }
  }

  async revalidateTag(tags, durations) {
    if (!this.shared) return this.files.revalidateTag(tags, durations);
    // Stale and expired are the same here: the next request renders afresh.
    await this.shared.revalidateTags(tags);
  }

  resetRequestCache() {}
}

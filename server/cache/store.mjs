// Next.js's incremental cache (rendered pages, route answers, fetches) kept in
// PostgreSQL, so every instance of the shop reads and revalidates the same entries.
// The SQL runs through any `query(text, params) -> { rows }`: a pg Pool in the
// server, PGlite in tests. Times are the database's clock in microseconds, so
// instances whose clocks differ still agree on what is older than a revalidation,
// and a render written just after one is never taken for older.
//
// Plain JavaScript: Next.js loads the cache handler itself, outside its bundler.

const NOW_MICROS = "(extract(epoch from clock_timestamp()) * 1000000)::bigint";
/** The header Next.js keeps a response entry's tags in (its NEXT_CACHE_TAGS_HEADER). */
export const TAGS_HEADER = "x-next-cache-tags";
/** Next's cached route kinds whose entries carry their tags in that header (its CachedRouteKind). */
export const RESPONSE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/** JSON that keeps the Buffers (RSC payloads, route bodies) and Maps (segment data) entries hold. */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString("base64") };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function deserializeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$buffer === "string" && Object.keys(value).length === 1) return Buffer.from(value.$buffer, "base64");
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}

/** The tags an entry answers to: a response's own (its x-next-cache-tags header), or a fetch's. */
export function tagsOfEntry(data, ctx = {}) {
  if (data && RESPONSE_KINDS.has(data.kind)) {
    const header = data.headers?.[TAGS_HEADER];
    return typeof header === "string" && header ? header.split(",") : [];
  }
  return [...(ctx.tags ?? [])];
}

/**
 * `namespace` separates builds: an entry rendered by one build is never served by
 * another, as Next's keys name a route, not the code that rendered it.
 */
export function createSharedCacheStore({ query, namespace = "" }) {
  const scoped = (key) => `${namespace}:${key}`;
  return {
    /** The entry, or null when there is none or one of its tags (or `softTags`) was revalidated since it was written. */
    async get(key, softTags = []) {
      const { rows } = await query(
        `select e.value, e.last_modified,
           (select max(t.revalidated_at) from next_cache_tags t where t.tag = any(e.tags) or t.tag = any($2::text[])) as revalidated_at
         from next_cache_entries e where e.key = $1`,
        [scoped(key), softTags],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.revalidated_at !== null && BigInt(row.revalidated_at) > BigInt(row.last_modified)) return null;
      const stored = deserializeEntry(row.value);
      // Next ages entries in milliseconds.
      return { lastModified: Math.floor(Number(row.last_modified) / 1000), value: stored.value, cacheControl: stored.cacheControl ?? undefined };
    },

    async set(key, data, ctx = {}) {
      const value = serializeEntry({ value: data, cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl });
      await query(
        `insert into next_cache_entries (key, value, tags, last_modified) values ($1, $2, $3::text[], ${NOW_MICROS})
         on conflict (key) do update set value = excluded.value, tags = excluded.tags, last_modified = excluded.last_modified`,
        [scoped(key), value, tagsOfEntry(data, ctx)],
      );
    },

    /** Every entry carrying one of these tags, written before now, is a miss from now on, on every instance. */
    async revalidateTags(tags) {
      const list = [...new Set(typeof tags === "string" ? [tags] : tags)];
      if (list.length === 0) return;
      await query(
        `insert into next_cache_tags (tag, revalidated_at) select tag, ${NOW_MICROS} from unnest($1::text[]) as tag
         on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
        [list],
      );
    },
  };
}

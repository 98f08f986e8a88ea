import { sql } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { nextCacheTags } from "@/server/db/schema";
import { EXPIRED_TAGS_KEY } from "@/server/runtime/process-keys.mjs";

/**
 * The pages whose content carries prices, as Next.js route patterns, and dropping
 * their cached renders when prices change: in the shared cache's table (every
 * instance on PostgreSQL) and in this process (Next's file-system cache on PGlite;
 * server/cache/handler.mjs reads both).
 */
export const PRICED_ROUTES = [
  ["/[region]/[locale]/products", "page"],
  ["/[region]/[locale]/products/[slug]", "page"],
  ["/[region]/[locale]/categories/[category]", "page"],
  ["/[region]/[locale]/bundles", "page"],
  ["/[region]/[locale]/plus/catalogue", "page"],
  ["/[region]/[locale]/cart/recommended-products-and-services/s", "page"],
] as const satisfies readonly (readonly [string, "page"])[];

/** The tags Next.js gives every render of these routes (its implicit tag for the page, `_N_T_` + route + `/page`). */
export const PRICED_ROUTE_TAGS: readonly string[] = PRICED_ROUTES.map(([route, type]) => `_N_T_${route}/${type}`);

/**
 * Marks tags revalidated in the shared cache's table (server/cache/store.mjs reads
 * it), at the database's clock (microseconds): every instance's next read of an entry rendered
 * before now is a miss. Used by instances that learn of a change outside a request.
 */
export async function expireCacheTags(db: Database | Tx, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const now = sql`(extract(epoch from clock_timestamp()) * 1000000)::bigint`;
  await db
    .insert(nextCacheTags)
    .values(tags.map((tag) => ({ tag, revalidatedAt: now })))
    .onConflictDoUpdate({ target: nextCacheTags.tag, set: { revalidatedAt: now } });
}

const processWide = globalThis as typeof globalThis & { [EXPIRED_TAGS_KEY]?: Map<string, number> };

/** Entries of this process's file-system cache carrying these tags and written before now miss from now on. */
export function expireTagsHere(tags: readonly string[]): void {
  const expired = (processWide[EXPIRED_TAGS_KEY] ??= new Map());
  const now = Date.now();
  for (const tag of tags) expired.set(tag, now);
}

/** Drops every cached render of a priced page, on every instance. */
export async function expirePricedPages(db: Database | Tx): Promise<void> {
  expireTagsHere(PRICED_ROUTE_TAGS);
  await expireCacheTags(db, PRICED_ROUTE_TAGS);
}

import type { PGlite } from "@electric-sql/pglite";

/** Prepared statements kept per database; the least recently used beyond this are closed. */
export declare const STATEMENT_CACHE_SIZE: number;
/** The PGlite client as Drizzle receives it, tuned for the shop's hot paths (pglite-client.mjs). */
export declare function tunedPGlite(client: PGlite, cacheSize?: number): PGlite;

import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { databaseConfigFromEnv, MEMORY_DATA_DIR, type DatabaseConfig } from "./config";
import * as schema from "./schema";
import { DATABASE_KEY, PREPARED_DATABASE_KEY } from "../runtime/process-keys.mjs";

/**
 * Opens the shop's database with the driver the configuration names. Both drivers
 * give the same Drizzle API over the same schema, so services never know which
 * one they talk to. The drivers are loaded on demand: a PostgreSQL deployment
 * never loads PGlite's WASM, and the embedded default never opens a pool.
 */

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction on the database, as services receive it. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const MIGRATION_LOCK_ID = 7_311_001;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseConfig["driver"];
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the migrations in a folder with the driver's own migrator. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.driver === "postgres") {
    const [{ Pool, Client }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const connectTimeout = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS) || 5_000;
    // node-postgres uses one timeout for two waits that mean different things. A server
    // that does not answer a new connection is unreachable: that turns into a quick 503.
    // A request queued behind busy connections is load: it waits its turn, or a burst
    // would be refused with 503 after its write had committed (while the answer was read).
    class ShopClient extends Client {
      constructor(options?: ConstructorParameters<typeof Client>[0]) {
        super({ ...(typeof options === "string" ? { connectionString: options } : options), connectionTimeoutMillis: connectTimeout });
      }
    }
    const pool = new Pool({
      connectionString: config.url,
      max: Number(process.env.DATABASE_POOL_SIZE) || 10,
      Client: ShopClient,
      connectionTimeoutMillis: Math.max(connectTimeout, Number(process.env.DATABASE_POOL_WAIT_MS) || 30_000),
    });
    // An idle client losing its server (a restart) must not crash the process.
    pool.on("error", () => {});
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      migrate: async (migrationsFolder) => {
        // Instances that start together take turns: one applies, the others find nothing left to do.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migrate(drizzle({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  if (config.dataDir !== MEMORY_DATA_DIR) await mkdir(path.dirname(config.dataDir), { recursive: true });
  const [{ drizzle }, { migrate }] = await Promise.all([import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  // PGlite's WASM runs in a thread of its own unless PGLITE_THREAD=main (ADR 0075): the
  // HTTP thread then only sends SQL and receives rows. Both run the same tuned client.
  const client = pgliteThreadFromEnv() === "worker" ? await openPGliteInWorker(config.dataDir) : await openPGliteHere(config.dataDir);
  const pglite = drizzle({ client: client.drizzleClient, schema });
  return {
    db: pglite as unknown as Database,
    driver: "pglite",
    ping: async () => {
      await client.drizzleClient.query("select 1");
    },
    migrate: (migrationsFolder) => migrate(pglite, { migrationsFolder }),
    close: client.close,
  };
}

/** Where PGlite runs: "worker" (the default) or "main", the server's own thread as before ADR 0075. */
export function pgliteThreadFromEnv(env: Record<string, string | undefined> = process.env): "worker" | "main" {
  return env.PGLITE_THREAD === "main" ? "main" : "worker";
}

interface OpenPGlite {
  drizzleClient: import("@electric-sql/pglite").PGlite;
  close(): Promise<void>;
}

async function openPGliteInWorker(dataDir: string): Promise<OpenPGlite> {
  const { openPGliteThread, asPGlite } = await import("./pglite-thread");
  const threaded = await openPGliteThread(dataDir);
  return { drizzleClient: asPGlite(threaded), close: () => threaded.close() };
}

async function openPGliteHere(dataDir: string): Promise<OpenPGlite> {
  const [{ PGlite }, { tunedPGlite }] = await Promise.all([import("@electric-sql/pglite"), import("./pglite-client.mjs")]);
  const raw = await PGlite.create(dataDir === MEMORY_DATA_DIR ? undefined : dataDir);
  return { drizzleClient: tunedPGlite(raw), close: () => raw.close() };
}

/**
 * The open database lives on globalThis, not in this module: Next.js bundles the
 * API route and the server-rendered pages separately, each with its own copy of
 * this module, and two PGlite instances on one data directory would not see each
 * other's writes (and could damage the files).
 */
const processWide = globalThis as typeof globalThis & { [DATABASE_KEY]?: Promise<DatabaseHandle> };

/**
 * The process's database, opened once from the environment. A failed open is
 * not kept: the next call tries again (the server may simply not be up yet).
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!processWide[DATABASE_KEY]) {
    const opening = openDatabase(databaseConfigFromEnv());
    processWide[DATABASE_KEY] = opening;
    opening.catch(() => {
      if (processWide[DATABASE_KEY] === opening) processWide[DATABASE_KEY] = undefined;
    });
  }
  return processWide[DATABASE_KEY];
}

/** Closes the process's database, if open (graceful shutdown, test teardown). */
export async function closeDatabase(): Promise<void> {
  const current = processWide[DATABASE_KEY];
  processWide[DATABASE_KEY] = undefined;
  // A closed database is no longer prepared either (prepare.ts keeps its promise here too).
  delete (globalThis as Record<symbol, unknown>)[PREPARED_DATABASE_KEY];
  if (current) await (await current).close();
}

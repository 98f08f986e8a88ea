import { sql } from "drizzle-orm";
import type { Database, Tx } from "./client";

/**
 * Queries whose SQL Drizzle builds once instead of on every call. Building a
 * query (its selection, conditions and locking clause) is a real share of a short
 * query's time, more so on the embedded database, where it shares the server's
 * thread: a select of the 45 columns of an order takes about 0.1 ms to build,
 * about as long as PGlite takes to run it. `build` makes a Drizzle prepared query
 * with placeholders for what varies; it is built once per database.
 *
 * Drizzle binds a prepared query to the client of the session it was built on,
 * but inside a transaction a query must run on the transaction's client (its
 * connection on PostgreSQL, its lock on PGlite). Both drivers keep that client in
 * the prepared query's `client` field, so in a transaction the query runs as a
 * copy whose client is the transaction's: the same SQL, parameters and row
 * mapping. Should a Drizzle version keep the client elsewhere, the query is built
 * for each database or transaction instead, which is slower but never wrong;
 * `server/db/prepared.db.test.ts` shows which of the two is in use.
 */

interface WithClient {
  client?: unknown;
}

/** Root databases and their transactions share Drizzle's dialect object; another database has its own. */
const familyOf = (db: Database | Tx): object => (db as unknown as { dialect?: object }).dialect ?? db;
const clientOf = (db: Database | Tx): unknown => (db._.session as unknown as WithClient).client;

export function preparedQuery<Q extends object>(build: (db: Database | Tx) => Q): (db: Database | Tx) => Q {
  const built = new WeakMap<object, Q>();
  return (db) => {
    const family = familyOf(db);
    let query = built.get(family);
    if (!query) {
      query = build(db);
      built.set(family, query);
    }
    const client = clientOf(db);
    if ((query as WithClient).client === client) return query;
    if (client === undefined || !Object.hasOwn(query, "client")) return build(db);
    return Object.create(query, { client: { value: client } }) as Q;
  };
}

/**
 * A placeholder for `.set()` of a prepared update, whose types take no bare
 * placeholder: the value is sent as given, so a timestamp goes as its ISO text
 * (what Drizzle sends for a date) and other columns as their plain values.
 */
export const setTo = (name: string) => sql`${sql.placeholder(name)}`;

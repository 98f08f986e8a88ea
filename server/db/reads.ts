import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Tx } from "./client";

type Reads = readonly (() => Promise<unknown>)[];
type Answers<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads, side by side where the database can run them so and one after
 * another where it cannot. On the database itself they go together (PostgreSQL's pool
 * gives each its own connection; PGlite's worker queues them without a round trip
 * between). A transaction is one connection, which runs one query at a time: given
 * several at once, node-postgres queues them itself, which it deprecates ("client.query()
 * when the client is already executing a query", gone in pg 9), and which bought nothing,
 * since the connection serves them in turn anyway. So in a transaction each read waits
 * for the one before (ADR 0077).
 */
export async function readAll<T extends Reads>(db: Database | Tx, reads: T): Promise<Answers<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}

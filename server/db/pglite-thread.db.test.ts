import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";
import { tunedPGlite } from "./pglite-client.mjs";
import { asPGlite, openPGliteThread, type ThreadedPGlite } from "./pglite-thread";

/**
 * PGlite in its worker thread (ADR 0075) must be PGlite as the shop knew it in one
 * thread: the same rows, the same errors with their SQLSTATE, transactions that
 * hold the database to themselves and leave nothing behind when they fail.
 */
describe("PGlite in a worker thread", () => {
  let threaded: ThreadedPGlite;
  /** PGlite in this thread, as the shop ran it before: the same tuned client. */
  let here: PGlite;

  // One database each for the file (starting PGlite takes seconds); each test starts from an empty table.
  beforeAll(async () => {
    threaded = await openPGliteThread("memory://");
    here = tunedPGlite(await PGlite.create());
  });
  beforeEach(async () => {
    const table =
      "drop table if exists box; create table box (id serial primary key, sku text unique not null, made timestamptz not null default '2026-01-02T03:04:05Z', price int, art bytea)";
    await threaded.exec(table);
    await here.exec(table);
  });
  afterAll(async () => {
    await threaded.close();
    await here.close();
  });

  it("answers as PGlite in this thread does, in object and array rows", async () => {
    const insert = "insert into box (sku, price, art) values ($1, $2, $3), ($4, $5, $6)";
    const values = ["mailer", 1250, new Uint8Array([1, 2, 3]), "tape", null, null];
    expect((await threaded.query(insert, values)).affectedRows).toBe(2);
    await here.query(insert, values);
    const text = "select id, sku, price, price is null as free, made, art from box order by id";
    const mine = await threaded.query(text);
    const theirs = await here.query(text);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows[0]).toMatchObject({ sku: "mailer", price: 1250, free: false, art: new Uint8Array([1, 2, 3]) });
    expect((await threaded.query("select sku from box where price > $1", [1000], { rowMode: "array" })).rows).toEqual([["mailer"]]);
  });

  it("reports PostgreSQL's errors with their fields, so a duplicate is a unique violation and a query can run again", async () => {
    await threaded.query("insert into box (sku) values ($1)", ["mailer"]);
    const error = await threaded.query("insert into box (sku) values ($1)", ["mailer"]).catch((caught: unknown) => caught);
    const theirs = await here
      .query("insert into box (sku) values ($1)", ["mailer"])
      .then(() => here.query("insert into box (sku) values ($1)", ["mailer"]))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toMatchObject({ code: "23505", constraint: "box_sku_key", message: (theirs as Error).message });
    expect((await threaded.query<{ n: number }>("select count(*)::int as n from box")).rows).toEqual([{ n: 1 }]);
  });

  it("gives a transaction the database to itself until it commits", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = threaded.transaction(async (tx) => {
      await tx.query("insert into box (sku) values ($1)", ["inside"]);
      order.push("written");
      await held;
      order.push("committing");
    });
    // Started while the transaction is open: it waits for the commit, and then sees the row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = threaded.query<{ n: number }>("select count(*)::int as n from box").then((result) => {
      order.push("read outside");
      return result.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(["written", "committing", "read outside"]);
  });

  it("answers a transaction's statements before this thread does anything else, and other queries through its event loop", async () => {
    // A transaction holds the database until it ends: were its statements answered through the event
    // loop, each would wait behind every other request queued on this thread, with the database idle and
    // locked meanwhile (ADR 0080). So each is answered before the call returns: its promise has settled
    // after two microtask turns, with no task (no message, no timer, no I/O) in between.
    const settledAtOnce = async (statement: Promise<unknown>) => {
      let settled = false;
      void statement.then(() => (settled = true));
      await Promise.resolve();
      await Promise.resolve();
      const atOnce = settled;
      await statement;
      return atOnce;
    };
    await threaded.transaction(async (tx) => {
      expect(await settledAtOnce(tx.query("insert into box (sku) values ($1)", ["at once"]))).toBe(true);
      expect(await settledAtOnce(tx.query("select count(*) from box"))).toBe(true);
    });
    // Outside a transaction nothing is held: this thread serves other requests while the worker works.
    expect(await settledAtOnce(threaded.query("select count(*) from box"))).toBe(false);
    expect((await threaded.query<{ sku: string }>("select sku from box")).rows).toEqual([{ sku: "at once" }]);
  });

  it("rolls back a transaction whose callback fails, and the caller gets its own error", async () => {
    const mistake = new Error("out of stock");
    await expect(
      threaded.transaction(async (tx) => {
        await tx.query("insert into box (sku) values ($1)", ["gone"]);
        throw mistake;
      }),
    ).rejects.toBe(mistake);
    const failed = threaded.transaction(async (tx) => {
      await tx.query("insert into box (sku) values ($1)", ["also gone"]);
      await tx.query("insert into box (sku) values ($1)", ["also gone"]);
    });
    await expect(failed).rejects.toMatchObject({ code: "23505" });
    expect((await threaded.query("select sku from box")).rows).toEqual([]);
  });

  it("carries Drizzle's queries, transactions and savepoints", async () => {
    const db = drizzle({ client: asPGlite(threaded) });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into box (sku, price) values (${"outer"}, ${1})`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into box (sku, price) values (${"inner"}, ${2})`);
          inner.rollback();
        })
        .catch(() => {});
    });
    const rows = await db.execute<{ sku: string; made: string }>(sql`select sku, made from box`);
    // Timestamps reach Drizzle as PostgreSQL's text, as in one thread (pglite-client.mjs).
    expect(rows.rows).toEqual([{ sku: "outer", made: "2026-01-02 03:04:05+00" }]);
  });

  it("answers with an unavailable database, not a hang, once its worker is gone", async () => {
    await threaded.close();
    const error = await threaded.query("select 1").catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    threaded = await openPGliteThread("memory://");
  });
});

/**
 * A worker that dies (a bug's uncaught error, running out of memory, an exit) must not
 * leave the shop hanging or failing for good (ADR 0077): what it was doing fails as
 * "unavailable" (503 with Retry-After), and the next request finds the database
 * again, with every committed write and nothing of the interrupted transaction.
 */
describe("a database worker that dies", () => {
  const workerFile = path.join(import.meta.dirname, "pglite-worker.crash-fixture.mjs");
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "bw-pglite-crash-"));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** The client, with a promise for each time its worker is lost. */
  async function open(dataDir: string, restartIntervalMs: number) {
    let losses = 0;
    let onLoss: (() => void) | undefined;
    const lost = () => new Promise<void>((resolve) => (onLoss = resolve));
    const db = await openPGliteThread(dataDir, {
      workerFile,
      restartIntervalMs,
      onWorkerLost: () => {
        losses += 1;
        onLoss?.();
      },
    });
    return { db, lost, losses: () => losses };
  }

  it("fails what it was doing with 503, then starts again on the same folder with every committed row", async () => {
    const { db, lost, losses } = await open(folder, 0);
    try {
      await db.exec("create table box (sku text primary key)");
      await db.query("insert into box values ($1)", ["committed"]);

      const gone = lost();
      let written!: () => void;
      const insideWritten = new Promise<void>((resolve) => (written = resolve));
      // A transaction open when the worker dies, and a query queued behind it.
      const interrupted = db.transaction(async (tx) => {
        await tx.query("insert into box values ($1)", ["interrupted"]);
        written();
        await tx.query("select 'die: uncaught'");
      });
      await insideWritten;
      const queued = db.query("select count(*) from box");
      const [inTransaction, behind] = await Promise.all([interrupted.catch((error: unknown) => error), queued.catch((error: unknown) => error)]);
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
      expect(isDatabaseUnavailable(behind)).toBe(true);
      await gone;
      expect(losses()).toBe(1);

      // The next request starts the worker again: PostgreSQL's recovery keeps the commit and drops the rest.
      expect((await db.query("select sku from box order by sku")).rows).toEqual([{ sku: "committed" }]);

      // Ended without an error, the same.
      const exited = lost();
      expect(isDatabaseUnavailable(await db.query("select 'die: exit'").catch((error: unknown) => error))).toBe(true);
      await exited;
      await db.transaction(async (tx) => {
        await tx.query("insert into box values ($1)", ["after the restart"]);
      });
      expect((await db.query("select sku from box order by sku")).rows).toEqual([{ sku: "after the restart" }, { sku: "committed" }]);
      expect(losses()).toBe(2);

      // PGlite's WASM trapping (out of its memory) leaves it unusable: the worker ends and comes back too.
      const aborted = lost();
      expect(isDatabaseUnavailable(await db.query("select 'die: wasm abort'").catch((error: unknown) => error))).toBe(true);
      await aborted;
      expect((await db.query("select count(*)::int as n from box")).rows).toEqual([{ n: 2 }]);
      expect(losses()).toBe(3);
    } finally {
      await db.close();
    }
  });

  it("answers 503 at once, not after a wait, until the restart is due", async () => {
    const { db, lost } = await open(folder, 60_000);
    try {
      await db.exec("create table box (sku text primary key)");
      const gone = lost();
      await db.query("select 'die: uncaught'").catch(() => {});
      await gone;
      const started = Date.now();
      const error = await db.query("select 1").catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await db.close();
    }
  });

  it("does not start an in-memory database again: its data died with the worker, and an empty one would answer wrongly", async () => {
    const { db, lost } = await open("memory://", 0);
    try {
      await db.exec("create table box (sku text primary key)");
      const gone = lost();
      await db.query("select 'die: exit'").catch(() => {});
      await gone;
      for (const attempt of [1, 2]) {
        const error = await db.query("select count(*) from box").catch((caught: unknown) => caught);
        expect(isDatabaseUnavailable(error), `attempt ${attempt}`).toBe(true);
      }
    } finally {
      await db.close();
    }
  });
});

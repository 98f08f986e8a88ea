import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors";
import { tunedPGlite } from "./pglite-client.mjs";

/** The tuned client against a bare PGlite: same answers and errors as PGlite's own query, statements bounded. */
describe("the tuned PGlite client", () => {
  let raw: PGlite;
  let db: PGlite;
  const preparedCount = async () => (await raw.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

  beforeEach(async () => {
    raw = await PGlite.create();
    await raw.exec("create table box (id serial primary key, sku text unique not null, made timestamptz not null default now(), price int)");
    db = tunedPGlite(raw, 3);
  });
  afterEach(() => raw.close());

  it("answers as PGlite does, in object and array rows, with nulls, numbers and booleans", async () => {
    await db.query("insert into box (sku, price) values ($1, $2), ($3, $4)", ["mailer", 1250, "tape", null]);
    const text = "select id, sku, price, price is null as free, made from box where sku = any(string_to_array($1, ',')) order by id";
    for (let run = 0; run < 3; run++) {
      const mine = await db.query(text, ["mailer,tape"]);
      const theirs = await raw.query(text, ["mailer,tape"]);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect(mine.rows).toEqual([
        expect.objectContaining({ sku: "mailer", price: 1250, free: false }),
        expect.objectContaining({ sku: "tape", price: null, free: true }),
      ]);
    }
    const arrays = await db.query("select sku, price from box where price > $1", [1000], { rowMode: "array" });
    expect(arrays.rows).toEqual([["mailer", 1250]]);
    const inserted = await db.query("update box set price = $1 where sku = $2", [99, "tape"]);
    expect(inserted.affectedRows).toBe(1);
  });

  it("answers later runs, whose columns it no longer asks for, as PGlite does", async () => {
    // Each side writes rows of its own; the answers differ only in those rows' ids and times.
    const statements = [
      ["insert into box (sku, price) values ($1, $2) returning id, sku, price, made", (run: number, side: string) => [`${side}-${run}`, run]],
      ["update box set price = price + $1 where sku = $2", (run: number, side: string) => [1, `${side}-${run}`]],
      ["select sku, price, made from box where sku like $1 order by id", (_run: number, side: string) => [`${side}-%`]],
      ["select count(*)::int as n from box where sku like $1", (_run: number, side: string) => [`${side}-%`]],
    ] as const;
    const comparable = (result: Awaited<ReturnType<PGlite["query"]>>) => ({
      ...result,
      rows: result.rows.map((row) => {
        const { id: _id, made, sku, ...rest } = row as { id?: number; made?: unknown; sku?: string };
        return { ...rest, ...(sku ? { sku: sku.replace(/^[a-z]+-/, "") } : {}), ...(made ? { made: typeof made } : {}) };
      }),
    });
    // Room for every statement, so later runs find theirs prepared and described.
    const roomy = tunedPGlite(raw);
    for (let run = 0; run < 3; run++) {
      for (const [text, params] of statements) {
        const mine = await roomy.query(text, [...params(run, "mine")]);
        const theirs = await raw.query(text, [...params(run, "theirs")]);
        expect(comparable(mine)).toEqual(comparable(theirs));
      }
    }
    const arrays = await roomy.query("select sku, price from box where sku like $1 order by id", ["mine-%"], { rowMode: "array" });
    expect(arrays.rows).toEqual([
      ["mine-0", 1],
      ["mine-1", 2],
      ["mine-2", 3],
    ]);
  });

  it("keeps at most the cache's size of prepared statements, closing the least recently used", async () => {
    for (let n = 0; n < 10; n++) await db.query(`select $1::int + ${n} as v`, [n]);
    // The last eviction is closed with the next call, so one more may still be open.
    expect(await preparedCount()).toBeLessThanOrEqual(4);
    expect((await db.query<{ v: number }>("select $1::int + 9 as v", [1])).rows).toEqual([{ v: 10 }]);
    expect(await preparedCount()).toBeLessThanOrEqual(3);
  });

  it("reports errors as PGlite does and runs the statement again afterwards", async () => {
    const insert = "insert into box (sku) values ($1)";
    await db.query(insert, ["mailer"]);
    const duplicate = await db.query(insert, ["mailer"]).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    await expect(db.query("selec nonsense", [])).rejects.toThrow(/syntax error/);
    await db.query(insert, ["sleeve"]);
    expect((await db.query("select sku from box order by id")).rows).toEqual([{ sku: "mailer" }, { sku: "sleeve" }]);
  });

  it("runs in transactions, and a failed one leaves nothing behind", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into box (sku, price) values ($1, $2)", ["mailer", 1]);
      await tx.query("update box set price = price + $1 where sku = $2", [1, "mailer"]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into box (sku, price) values ($1, $2)", ["tape", 1]);
        await tx.query("insert into box (sku, price) values ($1, $2)", ["mailer", 1]);
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    expect((await db.query("select sku, price from box")).rows).toEqual([{ sku: "mailer", price: 2 }]);
  });

  it("passes other parameters (dates, bytes) to PGlite unchanged", async () => {
    const when = new Date("2026-01-02T03:04:05Z");
    await db.query("insert into box (sku, made) values ($1, $2)", ["dated", when]);
    const row = (await db.query<{ made: Date }>("select made from box where sku = $1", ["dated"])).rows[0]!;
    expect(new Date(row.made).toISOString()).toBe(when.toISOString());
    expect((await db.query<{ n: number }>("select length($1::bytea) as n", [new Uint8Array([1, 2, 3])])).rows).toEqual([{ n: 3 }]);
  });
});

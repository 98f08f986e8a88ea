import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { databaseConfigFromEnv } from "./config";
import { MIGRATIONS_FOLDER, migrateDatabase } from "./migrate";

/**
 * Migration 0015 (ADR 0028): uses counted for orders that never completed are
 * given back, completed ones stay counted, and open orders keep their code for one
 * reservation time from the upgrade.
 */

/** The migrations folder as it stood before 0015. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("migration 0015_coupon_reservations", () => {
  it("gives back the uses of orders that never completed and reserves their codes for now", async () => {
    const handle = await openDatabase(databaseConfigFromEnv());
    const before = migrationsBefore("0015_coupon_reservations");
    try {
      await migrateDatabase(handle, before);
      const { db } = handle;
      await db.execute(sql`insert into users (id) values (1)`);
      await db.execute(
        sql`insert into promotions (id, code, kind, amount, usage_limit, used_count) values (1, 'ONCE', 'percent', 10, 1, 1), (2, 'MANY', 'percent', 10, 5, 3)`,
      );
      await db.execute(sql`insert into orders (number, user_id, region, currency, state, promotion_id) values
        ('R1', 1, 'eu', 'EUR', 'cart', 1),
        ('R2', 1, 'eu', 'EUR', 'complete', 2),
        ('R3', 1, 'eu', 'EUR', 'complete', 2),
        ('R4', 1, 'eu', 'EUR', 'payment', 2)`);

      await migrateDatabase(handle);
      const promotions = rowsOf<{ code: string; used_count: number }>(await db.execute(sql`select code, used_count from promotions order by id`));
      expect(promotions).toEqual([
        { code: "ONCE", used_count: 0 },
        { code: "MANY", used_count: 2 },
      ]);
      const orders = rowsOf<{ number: string; held: boolean }>(
        await db.execute(sql`select number, promotion_reserved_until > now() as held from orders order by number`),
      );
      expect(orders).toEqual([
        { number: "R1", held: true },
        { number: "R2", held: null },
        { number: "R3", held: null },
        { number: "R4", held: true },
      ]);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

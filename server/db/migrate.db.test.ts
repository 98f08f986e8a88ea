import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countries } from "./schema";
import { databaseConfigFromEnv } from "./config";
import { openDatabase } from "./client";
import { appliedMigrationCount, migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";
import { countryIdOf } from "./seed/countries";

describe(`migrations on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("apply from an empty database, twice without harm, and seed the reference data idempotently", async () => {
    const handle = await openDatabase(databaseConfigFromEnv());
    try {
      const before = await handle.db.execute(sql`select to_regclass('public.countries') as table`);
      expect((before as unknown as { rows: { table: string | null }[] }).rows[0]?.table).toBeNull();

      await migrateDatabase(handle);
      await migrateDatabase(handle);
      expect(await appliedMigrationCount(handle)).toBeGreaterThan(0);

      await seedDatabase(handle.db);
      await seedDatabase(handle.db);
      const rows = await handle.db.select().from(countries);
      expect(rows).toHaveLength(248);
      const byIso = new Map(rows.map((row) => [row.iso, row]));
      // The spec's country ids.
      expect([byIso.get("GB")?.id, byIso.get("PL")?.id, byIso.get("DE")?.id]).toEqual([77, 179, 57]);
      expect([byIso.get("AU")?.id, byIso.get("CA")?.id, byIso.get("US")?.id]).toEqual([13, 38, 232]);
      expect([byIso.get("CH")?.id, byIso.get("NO")?.id]).toEqual([43, 167]);
      expect(byIso.get("DE")).toMatchObject({ name: "Germany", euMember: true });
      expect(byIso.get("NO")?.euMember).toBe(false);
      expect(countryIdOf("us")).toBe(232);
    } finally {
      await handle.close();
    }
  });
});

import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { countries, states } from "../schema";
import { EU_COUNTRIES } from "@/regions/shared";
import { ISO_COUNTRY_CODES } from "./countries";
import { STATES } from "./states";

/**
 * Reference data every shop needs, written idempotently: running the seed again
 * updates rows in place and never duplicates them.
 */

export async function seedDatabase(db: Database): Promise<void> {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const rows = ISO_COUNTRY_CODES.map((iso, index) => ({
    id: index + 1,
    iso,
    name: names.of(iso) ?? iso,
    euMember: (EU_COUNTRIES as readonly string[]).includes(iso),
  }));
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.id,
      set: { iso: sql`excluded.iso`, name: sql`excluded.name`, euMember: sql`excluded.eu_member` },
    });
  await db
    .insert(states)
    .values([...STATES])
    .onConflictDoUpdate({
      target: states.id,
      set: { countryIso: sql`excluded.country_iso`, abbr: sql`excluded.abbr`, name: sql`excluded.name`, supported: sql`excluded.supported` },
    });
}

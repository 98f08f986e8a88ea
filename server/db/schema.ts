import { boolean, char, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The shop's tables. One schema for both drivers (PGlite and PostgreSQL); each
 * change is a migration generated with `npm run db:generate`.
 */

/**
 * Countries with the shop's stable numeric ids: the ISO 3166-1 codes in
 * alphabetical order, numbered from 1 (AU 13, DE 57, GB 77, PL 179, US 232).
 * Addresses, states and shipping rules refer to these ids.
 */
export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  iso: char("iso", { length: 2 }).notNull().unique(),
  name: text("name").notNull(),
  euMember: boolean("eu_member").notNull(),
});

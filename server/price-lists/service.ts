import { and, asc, count, eq, gte, inArray, isNull, ne, or } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import { quantityStepsFor } from "@/lib/catalog/constants";
import { parseDay } from "@/lib/dates/shop-day";
import { getRegion } from "@/regions";
import { findProduct } from "@/server/catalog/products";
import { findVariant, skuOf } from "@/server/catalog/variants";
import { requireMembership } from "@/server/companies/access";
import type { Database, Tx } from "@/server/db/client";
import { companies, companyMembers, priceListEntries, priceLists } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import type { UserRow } from "@/server/users/serialize";
import { shopToday } from "./resolve";

/**
 * The order managers' price lists for companies (docs/adr/0056-negotiated-price-lists.md):
 * made, replaced as a whole and deleted in one transaction each, checked before
 * anything is written. Members read the lists of their own company.
 */

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListEntryRow = typeof priceListEntries.$inferSelect;

/** A discount is 0.01 % to 90 % of the public price, in basis points. */
export const MIN_DISCOUNT_BASIS_POINTS = 1;
export const MAX_DISCOUNT_BASIS_POINTS = 9000;
/** Bounds that keep one list a list a manager can read, and its prices in the integer columns. */
export const MAX_ENTRIES = 200;
export const MAX_LADDER_TIERS = 20;
export const MAX_PIECE_PRICE = 10_000_000;

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD")
  .refine((value) => parseDay(value) !== null, "no such day");

export const TierSchema = z
  .object({
    range_start: z.number().int().min(1).max(1_000_000),
    price: z.number().int().min(1).max(MAX_PIECE_PRICE).openapi({ description: "Net price of one piece from range_start on, minor units" }),
  })
  .strict()
  .openapi("NegotiatedTier");

export const EntryInputSchema = z
  .object({
    product: z.string().min(1).max(100).openapi({ description: "A product type slug" }),
    size_code: z.string().min(1).max(60).nullable().openapi({ description: "A catalogue or custom size code; null for every size of the product" }),
    ladder: z.array(TierSchema).min(1).max(MAX_LADDER_TIERS).nullable().optional().openapi({
      description: "Fixed net piece prices by range_start, ascending, the first at the product's first quantity step",
    }),
    discount_basis_points: z.number().int().min(MIN_DISCOUNT_BASIS_POINTS).max(MAX_DISCOUNT_BASIS_POINTS).nullable().optional().openapi({
      description: "A discount on the public ladder's piece prices, in basis points (1 to 9000)",
    }),
  })
  .strict()
  .openapi("PriceListEntryInput");

export const PriceListInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    currency: z.string().length(3).optional().openapi({ description: "Must be the company's currency; the company's when left out" }),
    valid_from: DaySchema.openapi({ description: "First shop's day the list applies (Europe/Warsaw)" }),
    valid_to: DaySchema.nullable().openapi({ description: "Last shop's day the list applies, included; null for no end" }),
    entries: z.array(EntryInputSchema).max(MAX_ENTRIES),
  })
  .strict()
  .openapi("PriceListInput");

export type PriceListInput = z.infer<typeof PriceListInputSchema>;
type EntryInput = z.infer<typeof EntryInputSchema>;

const refused = (status: 409 | 422, code: string, message: string, details: Record<string, unknown>) => new HttpError(status, code, message, details);

export const noSuchCompany = (id: number) => notFound("No such company", { company_id: id });
export const noSuchPriceList = (id: number) => notFound("No such price list", { id });

/** Every company a manager may give a price list, with its number of members. */
export async function companiesForManager(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      vatId: companies.vatId,
      countryIso: companies.countryIso,
      region: companies.region,
      currency: companies.currency,
      members: count(companyMembers.id),
    })
    .from(companies)
    .leftJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .groupBy(companies.id)
    .orderBy(asc(companies.name), asc(companies.id));
}

async function lockedCompany(tx: Tx, companyId: number) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  if (!company) throw noSuchCompany(companyId);
  return company;
}

/** One entry's problems, named by its field, before anything is written. */
function checkEntry(entry: EntryInput, index: number, regionId: ReturnType<typeof getRegion>["id"]): void {
  const field = `entries.${index}`;
  const product = findProduct(entry.product);
  const firstSize = product?.sizes[0];
  if (!product || !firstSize || !findVariant(regionId, skuOf(product, firstSize))) {
    throw refused(422, "unknown_product", `No product ${entry.product} is sold in the company's storefront`, {
      field: `${field}.product`,
      product: entry.product,
    });
  }
  if (entry.size_code !== null && !findVariant(regionId, `${product.slug}-${entry.size_code}`)) {
    throw refused(422, "unknown_size", `${product.slug} is not made in the size ${entry.size_code}`, {
      field: `${field}.size_code`,
      size_code: entry.size_code,
    });
  }
  const hasLadder = entry.ladder !== null && entry.ladder !== undefined;
  const hasDiscount = entry.discount_basis_points !== null && entry.discount_basis_points !== undefined;
  if (hasLadder === hasDiscount) {
    throw refused(422, "entry_price_required", "An entry has either a fixed ladder or a discount, not both and not neither", { field });
  }
  if (!entry.ladder) return;
  const first = quantityStepsFor(product.skuModel)[0]!;
  if (entry.ladder[0]!.range_start !== first) {
    throw refused(422, "ladder_first_step", `A ladder starts at the product's first quantity step, ${first}`, {
      field: `${field}.ladder.0.range_start`,
      first_step: first,
    });
  }
  for (let tier = 1; tier < entry.ladder.length; tier += 1) {
    const [before, current] = [entry.ladder[tier - 1]!, entry.ladder[tier]!];
    if (current.range_start <= before.range_start) {
      throw refused(422, "ladder_not_ascending", "A ladder's quantities go up from tier to tier", { field: `${field}.ladder.${tier}.range_start` });
    }
    if (current.price > before.price) {
      throw refused(422, "ladder_price_rising", "A bigger tier's piece price is never above a smaller one's", { field: `${field}.ladder.${tier}.price` });
    }
  }
}

/** Two validities overlap when each begins before the other ends (an open end never ends). */
function overlaps(a: { from: string; to: string | null }, b: { from: string; to: string | null }): boolean {
  return (b.to === null || a.from <= b.to) && (a.to === null || b.from <= a.to);
}

async function checkList(tx: Tx, company: typeof companies.$inferSelect, input: PriceListInput, listId: number | null): Promise<void> {
  if (input.currency !== undefined && input.currency !== company.currency) {
    throw refused(422, "price_list_currency", `A price list of this company is in its currency, ${company.currency}`, {
      field: "currency",
      currency: company.currency,
    });
  }
  if (input.valid_to !== null && input.valid_to < input.valid_from) {
    throw refused(422, "invalid_validity", "A price list ends on or after the day it begins", { field: "valid_to" });
  }
  const region = getRegion(company.region);
  const seen = new Set<string>();
  input.entries.forEach((entry, index) => {
    checkEntry(entry, index, region.id);
    const key = `${entry.product}\u0000${entry.size_code ?? ""}`;
    if (seen.has(key)) throw refused(422, "duplicate_entry", "The list has this product and size twice", { field: `entries.${index}` });
    seen.add(key);
  });
  const others = await tx
    .select({ list: priceLists, entry: priceListEntries })
    .from(priceLists)
    .innerJoin(priceListEntries, eq(priceListEntries.priceListId, priceLists.id))
    .where(and(eq(priceLists.companyId, company.id), listId === null ? undefined : ne(priceLists.id, listId)));
  const validity = { from: input.valid_from, to: input.valid_to };
  for (const { list, entry } of others) {
    if (!overlaps(validity, { from: list.validFrom, to: list.validTo })) continue;
    const index = input.entries.findIndex((candidate) => candidate.product === entry.product && candidate.size_code === entry.sizeCode);
    if (index < 0) continue;
    throw refused(409, "price_list_overlap", `The list "${list.name}" already prices this product and size on some of these days`, {
      field: `entries.${index}`,
      price_list_id: list.id,
      product: entry.product,
      size_code: entry.sizeCode,
    });
  }
}

async function writeEntries(tx: Tx, listId: number, entries: readonly EntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(priceListEntries).values(
    entries.map((entry) => ({
      priceListId: listId,
      product: entry.product,
      sizeCode: entry.size_code,
      ladder: entry.ladder ?? null,
      discountBasisPoints: entry.discount_basis_points ?? null,
    })),
  );
}

export interface PriceListWithEntries {
  list: PriceListRow;
  entries: PriceListEntryRow[];
}

async function withEntries(db: Database | Tx, lists: PriceListRow[]): Promise<PriceListWithEntries[]> {
  if (lists.length === 0) return [];
  const rows = await db
    .select()
    .from(priceListEntries)
    .where(
      inArray(
        priceListEntries.priceListId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(priceListEntries.id));
  const byList = new Map<number, PriceListEntryRow[]>();
  for (const row of rows) {
    byList.set(row.priceListId, [...(byList.get(row.priceListId) ?? []), row]);
  }
  return lists.map((list) => ({ list, entries: byList.get(list.id) ?? [] }));
}

/** A company's price lists, the earliest first; 404 for no such company. */
export async function priceListsOfCompany(db: Database, companyId: number): Promise<PriceListWithEntries[]> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw noSuchCompany(companyId);
  const lists = await db.select().from(priceLists).where(eq(priceLists.companyId, companyId)).orderBy(asc(priceLists.validFrom), asc(priceLists.id));
  return withEntries(db, lists);
}

export async function priceListById(db: Database | Tx, id: number): Promise<PriceListWithEntries> {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!list) throw noSuchPriceList(id);
  return (await withEntries(db, [list]))[0]!;
}

/** A new list for a company; the company row is locked so two managers cannot write overlapping lists at once. */
export async function createPriceList(db: Database, manager: UserRow, companyId: number, input: PriceListInput): Promise<PriceListWithEntries> {
  return db.transaction(async (tx) => {
    const company = await lockedCompany(tx, companyId);
    await checkList(tx, company, input, null);
    const [list] = await tx
      .insert(priceLists)
      .values({
        companyId,
        name: input.name,
        currency: company.currency,
        validFrom: input.valid_from,
        validTo: input.valid_to,
        createdById: manager.id,
        updatedById: manager.id,
      })
      .returning();
    await writeEntries(tx, list!.id, input.entries);
    return priceListById(tx, list!.id);
  });
}

/** Replaces a list's name, validity and entries as a whole. */
export async function replacePriceList(db: Database, manager: UserRow, id: number, input: PriceListInput): Promise<PriceListWithEntries> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(priceLists).where(eq(priceLists.id, id));
    if (!found) throw noSuchPriceList(id);
    const company = await lockedCompany(tx, found.companyId);
    await checkList(tx, company, input, id);
    await tx
      .update(priceLists)
      .set({ name: input.name, validFrom: input.valid_from, validTo: input.valid_to, updatedById: manager.id, updatedAt: new Date() })
      .where(eq(priceLists.id, id));
    await tx.delete(priceListEntries).where(eq(priceListEntries.priceListId, id));
    await writeEntries(tx, id, input.entries);
    return priceListById(tx, id);
  });
}

/** Deletes a list: open carts priced by it take the public price at their next change; paid orders keep what they paid. */
export async function deletePriceList(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(priceLists).where(eq(priceLists.id, id)).returning({ id: priceLists.id });
  if (deleted.length === 0) throw noSuchPriceList(id);
}

/** The lists of the caller's company that apply today or later: what a member buys at. 404 outside a company. */
export async function priceListsOfMember(db: Database, user: UserRow, today = shopToday()): Promise<PriceListWithEntries[]> {
  const { company } = await requireMembership(db, user);
  const lists = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.companyId, company.id), eq(priceLists.currency, company.currency), or(isNull(priceLists.validTo), gte(priceLists.validTo, today))))
    .orderBy(asc(priceLists.validFrom), asc(priceLists.id));
  return withEntries(db, lists);
}

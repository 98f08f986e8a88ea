import { and, desc, eq, inArray } from "drizzle-orm";
import { ISO_COUNTRY_CODES } from "@/server/db/seed/countries";
import type { Database } from "@/server/db/client";
import { addresses, consents, states, wallets } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import type { Currency } from "@/regions/schema";
import { CONSENT_TYPES, type ConsentType } from "@/lib/session/types";

/** Addresses, states, wallet and consents of a user. */

export type AddressRow = typeof addresses.$inferSelect;

export function serializeAddress(address: AddressRow) {
  return {
    id: address.id,
    kind: address.kind,
    first_name: address.firstName,
    last_name: address.lastName,
    company_name: address.companyName,
    street: address.street,
    city: address.city,
    zip_code: address.zipCode,
    country_iso: address.countryIso,
    state_id: address.stateId,
    phone: address.phone,
    is_default: address.isDefault,
  };
}

export interface AddressInput {
  kind?: "delivery" | "billing";
  first_name?: string;
  last_name?: string;
  company_name?: string | null;
  street?: string;
  city?: string;
  zip_code?: string;
  country_iso?: string;
  state_id?: number | null;
  phone?: string | null;
  is_default?: boolean;
}

async function checkCountryAndState(db: Database, countryIso: string, stateId: number | null | undefined): Promise<void> {
  if (!ISO_COUNTRY_CODES.includes(countryIso)) throw badRequest("invalid_country", `Unknown country: ${countryIso}`, { field: "country_iso" });
  const countryStates = await db.select({ id: states.id }).from(states).where(eq(states.countryIso, countryIso));
  if (countryStates.length === 0) {
    if (stateId) throw badRequest("invalid_state", `${countryIso} has no states`, { field: "state_id" });
    return;
  }
  if (!stateId) throw badRequest("state_required", `An address in ${countryIso} needs a state`, { field: "state_id" });
  if (!countryStates.some((state) => state.id === stateId))
    throw badRequest("invalid_state", `State ${stateId} is not in ${countryIso}`, { field: "state_id" });
}

export async function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), addresses.id);
}

/** A default address is the only default of its kind for the user. */
async function clearOtherDefaults(db: Database, userId: number, kind: "delivery" | "billing", keepId: number) {
  const others = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)));
  const ids = others.map((row) => row.id).filter((id) => id !== keepId);
  if (ids.length > 0) await db.update(addresses).set({ isDefault: false }).where(inArray(addresses.id, ids));
}

export async function createAddress(
  db: Database,
  userId: number,
  input: Required<Pick<AddressInput, "first_name" | "last_name" | "street" | "city" | "zip_code" | "country_iso">> & AddressInput,
) {
  await checkCountryAndState(db, input.country_iso, input.state_id);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(addresses)
      .values({
        userId,
        kind: input.kind ?? "delivery",
        firstName: input.first_name,
        lastName: input.last_name,
        companyName: input.company_name ?? null,
        street: input.street,
        city: input.city,
        zipCode: input.zip_code,
        countryIso: input.country_iso,
        stateId: input.state_id ?? null,
        phone: input.phone ?? null,
        isDefault: input.is_default ?? false,
      })
      .returning();
    if (created!.isDefault) await clearOtherDefaults(tx, userId, created!.kind, created!.id);
    return created!;
  });
}

async function ownedAddress(db: Database, userId: number, addressId: number): Promise<AddressRow> {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notFound("No such address");
  return address;
}

export async function updateAddress(db: Database, userId: number, addressId: number, input: AddressInput) {
  const current = await ownedAddress(db, userId, addressId);
  const countryIso = input.country_iso ?? current.countryIso;
  const stateId = input.state_id === undefined ? (input.country_iso ? null : current.stateId) : input.state_id;
  await checkCountryAndState(db, countryIso, stateId);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(addresses)
      .set({
        kind: input.kind,
        firstName: input.first_name,
        lastName: input.last_name,
        companyName: input.company_name,
        street: input.street,
        city: input.city,
        zipCode: input.zip_code,
        countryIso,
        stateId,
        phone: input.phone,
        isDefault: input.is_default,
      })
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning();
    if (updated!.isDefault) await clearOtherDefaults(tx, userId, updated!.kind, updated!.id);
    return updated!;
  });
}

export async function deleteAddress(db: Database, userId: number, addressId: number): Promise<void> {
  await ownedAddress(db, userId, addressId);
  await db.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
}

export async function statesOf(db: Database, countryIso: string) {
  const rows = await db.select().from(states).where(eq(states.countryIso, countryIso)).orderBy(states.name);
  return rows.map((state) => ({ id: state.id, attributes: { abbr: state.abbr, name: state.name, country_iso: state.countryIso, supported: state.supported } }));
}

export async function walletOf(db: Database, userId: number, currency: Currency) {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)));
  return { currency, balance: wallet?.balance ?? 0, use_for_orders: wallet?.useForOrders ?? true };
}

/** Shoppers choose whether their credit pays for orders; only the shop changes the balance. */
export async function setWalletPreference(db: Database, userId: number, currency: Currency, useForOrders: boolean) {
  await db
    .insert(wallets)
    .values({ userId, currency, useForOrders })
    .onConflictDoUpdate({ target: [wallets.userId, wallets.currency], set: { useForOrders, updatedAt: new Date() } });
  return walletOf(db, userId, currency);
}

export { CONSENT_TYPES, type ConsentType };

/** Consents every customer is asked for once, whatever they buy. */
export const GLOBAL_CONSENTS: readonly ConsentType[] = ["terms_and_conditions_and_privacy_policy", "marketing", "newsletter"];

export async function saveConsents(
  db: Database,
  email: string,
  given: readonly { type: ConsentType; status: "granted" | "declined" }[],
  source: string | undefined,
) {
  if (given.length > 0)
    await db.insert(consents).values(given.map((consent) => ({ email, type: consent.type, status: consent.status, source: source ?? null })));
  return currentConsents(db, email);
}

export async function currentConsents(db: Database, email: string) {
  const rows = await db.select().from(consents).where(eq(consents.email, email)).orderBy(desc(consents.id));
  const latest = new Map<string, { type: ConsentType; status: "granted" | "declined"; updated_at: string }>();
  for (const row of rows) if (!latest.has(row.type)) latest.set(row.type, { type: row.type, status: row.status, updated_at: row.createdAt.toISOString() });
  return [...latest.values()];
}

export async function globalConsentsNeeded(db: Database, email: string): Promise<ConsentType[]> {
  const answered = new Set((await currentConsents(db, email)).map((consent) => consent.type));
  return GLOBAL_CONSENTS.filter((type) => !answered.has(type));
}

import { asc, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { priceAdjustments, pricingState } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { findProductBySlugOrSku } from "@/server/catalog/service";
import type { UserRow } from "@/server/users/serialize";
import { installPricingSnapshot, MAX_ADJUSTMENT_BASIS_POINTS, MIN_ADJUSTMENT_BASIS_POINTS, pricingSnapshot } from "./adjustments";
import { PRICING_LISTENERS_KEY } from "@/server/runtime/process-keys.mjs";

/**
 * The editable side of prices: managers' adjustments in the database, the pricing
 * version counted up with each change, and keeping this process's snapshot
 * (adjustments.ts) at the database's version. A change notifies the other
 * instances on the `pricing_changed` channel (watch.ts listens, and polls).
 */

export const PRICING_CHANNEL = "pricing_changed";
const STATE_ID = 1;

export type PriceAdjustmentRow = typeof priceAdjustments.$inferSelect;

// Every cart change reads it (orders/service.ts), so its SQL is built once per database.
const versionQuery = preparedQuery((db) =>
  db.select({ version: pricingState.version }).from(pricingState).where(eq(pricingState.id, STATE_ID)).prepare("pricing_version"),
);

/** The database's pricing version; 0 while no price was ever changed. */
export async function pricingVersionIn(db: Database | Tx): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? 0;
}

export async function listPriceAdjustments(db: Database | Tx): Promise<PriceAdjustmentRow[]> {
  return db.select().from(priceAdjustments).orderBy(asc(priceAdjustments.product));
}

type ChangeListener = (version: number) => void;
const processWide = globalThis as typeof globalThis & { [PRICING_LISTENERS_KEY]?: Set<ChangeListener> };

/**
 * Runs `listener` whenever this process's snapshot moves to a new version, however
 * it learnt of it (its own change, a notification, the poll, an order's re-pricing).
 * The server uses it to empty its caches (watch.ts); answers a function that stops it.
 */
export function onPricingChange(listener: ChangeListener): () => void {
  const listeners = (processWide[PRICING_LISTENERS_KEY] ??= new Set());
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the version, then the adjustments, and installs them. The adjustments are
 * at least as new as the version they are labelled with: should a change land in
 * between, the next sync sees a newer version and reads again.
 */
export async function loadPricing(db: Database | Tx): Promise<number> {
  const version = await pricingVersionIn(db);
  const rows = await listPriceAdjustments(db);
  const changed = installPricingSnapshot({ version, adjustments: new Map(rows.map((row) => [row.product, row.basisPoints])) });
  if (changed) for (const listener of processWide[PRICING_LISTENERS_KEY] ?? []) listener(version);
  return version;
}

/**
 * Makes this process price at the database's version: one small read, and the
 * adjustments only when the version moved. Answers whether it moved.
 */
export async function syncPricing(db: Database | Tx): Promise<boolean> {
  const version = await pricingVersionIn(db);
  if (version === pricingSnapshot().version) return false;
  await loadPricing(db);
  return true;
}

export interface PriceAdjustmentChange {
  product: string;
  basisPoints: number;
}

/**
 * Sets a product type's adjustment (0 takes it back), counts the pricing version
 * up and tells the other instances, in one transaction; then this process prices
 * at the new version before it answers.
 */
export async function changePriceAdjustment(
  db: Database,
  user: UserRow,
  change: PriceAdjustmentChange,
): Promise<{ adjustment: PriceAdjustmentRow; version: number }> {
  const product = findProductBySlugOrSku(change.product);
  if (!product || product.slug !== change.product) throw notFound(`Unknown product type: ${change.product}`, { product: change.product });
  if (!Number.isInteger(change.basisPoints) || change.basisPoints < MIN_ADJUSTMENT_BASIS_POINTS || change.basisPoints > MAX_ADJUSTMENT_BASIS_POINTS) {
    throw badRequest("invalid_adjustment", `An adjustment is whole basis points from ${MIN_ADJUSTMENT_BASIS_POINTS} to ${MAX_ADJUSTMENT_BASIS_POINTS}`, {
      field: "basis_points",
    });
  }
  const written = await db.transaction(async (tx) => {
    const [adjustment] = await tx
      .insert(priceAdjustments)
      .values({ product: product.slug, basisPoints: change.basisPoints, changedBy: user.id })
      .onConflictDoUpdate({ target: priceAdjustments.product, set: { basisPoints: change.basisPoints, changedBy: user.id, changedAt: sql`now()` } })
      .returning();
    const [state] = await tx
      .insert(pricingState)
      .values({ id: STATE_ID, version: 1 })
      .onConflictDoUpdate({ target: pricingState.id, set: { version: sql`${pricingState.version} + 1`, changedAt: sql`now()` } })
      .returning({ version: pricingState.version });
    // Delivered to listeners when the transaction commits, never before.
    await tx.execute(sql`select pg_notify(${PRICING_CHANNEL}, ${String(state!.version)})`);
    return { adjustment: adjustment!, version: state!.version };
  });
  await loadPricing(db);
  return written;
}

import { PRICING_SNAPSHOT_KEY } from "@/server/runtime/process-keys.mjs";

/**
 * The managers' price adjustments as the price engine sees them: a snapshot in
 * memory, per process, taken at a pricing version. The engine is synchronous and
 * also runs at build time, when the database may not be opened; there the
 * snapshot is empty (version 0) and prices are the cost model's own.
 *
 * The snapshot lives on globalThis because Next.js bundles the API route, the
 * pages and instrumentation separately, each with its own copy of this module;
 * one process must price with one snapshot (server/pricing/versions.ts loads it).
 */

/** The bounds of an adjustment, in basis points: half price up to three times the price. */
export const MIN_ADJUSTMENT_BASIS_POINTS = -5000;
export const MAX_ADJUSTMENT_BASIS_POINTS = 20000;

export interface PricingSnapshot {
  /** The pricing version the snapshot was read at; 0 before any was read. */
  readonly version: number;
  /** Basis points per product type slug; products without an entry are unchanged. */
  readonly adjustments: ReadonlyMap<string, number>;
}

const processWide = globalThis as typeof globalThis & { [PRICING_SNAPSHOT_KEY]?: PricingSnapshot };

const EMPTY: PricingSnapshot = { version: 0, adjustments: new Map() };

export function pricingSnapshot(): PricingSnapshot {
  return processWide[PRICING_SNAPSHOT_KEY] ?? EMPTY;
}

/** Installs a snapshot; an older version than the one in place is ignored (reads may finish out of order). */
export function installPricingSnapshot(snapshot: PricingSnapshot): boolean {
  const current = pricingSnapshot();
  if (snapshot.version < current.version) return false;
  processWide[PRICING_SNAPSHOT_KEY] = { version: snapshot.version, adjustments: new Map(snapshot.adjustments) };
  return snapshot.version !== current.version;
}

/** Back to the cost model's own prices (tests). */
export function resetPricingSnapshot(): void {
  processWide[PRICING_SNAPSHOT_KEY] = undefined;
}

/** A product type's adjustment in basis points (0 when none is set). */
export function adjustmentOf(productSlug: string): number {
  return pricingSnapshot().adjustments.get(productSlug) ?? 0;
}

import { SAMPLE_PACK_STEPS } from "@/lib/catalog/constants";
import type { ProductDefinition } from "@/server/catalog/types";
import { badRequest } from "@/server/http/errors";

/**
 * What an order line of a sample pack or a plain (designless) product may carry
 * (docs/adr/0024-cart-line-shapes.md). The orders service asks these before it
 * writes a line, so no screen has to be trusted to hide a control. Kept apart from
 * the sample-pack service, which itself builds on the orders service.
 */

export function isSamplePack(product: Pick<ProductDefinition, "skuModel">): boolean {
  return product.skuModel === "samples";
}

/** The most packs one line holds: the pack's own price list ends there (lib/catalog/constants SAMPLE_PACK_STEPS). */
export const MAX_PACKS_PER_LINE: number = Math.max(...SAMPLE_PACK_STEPS);

export interface SamplePackLineChange {
  quantity?: number;
  /** Any option named at all (material, print, finish, print quality). */
  options?: object;
  paidAssets?: readonly string[];
  /** The line would join a bundle, whose quantity its lines all follow. */
  bundled?: boolean;
}

/**
 * A pack is a box of samples: at most MAX_PACKS_PER_LINE of them on a line, and
 * nothing to configure or certify. Other products pass unchecked.
 */
export function checkSamplePackLine(product: ProductDefinition, change: SamplePackLineChange): void {
  if (!isSamplePack(product)) return;
  if (change.bundled) throw badRequest("sample_pack_in_bundle", "A sample pack is ordered on its own, not in a bundle", { field: "bundle_id" });
  if (change.quantity !== undefined && (change.quantity < 1 || change.quantity > MAX_PACKS_PER_LINE)) {
    throw badRequest("sample_pack_quantity", `A sample pack line holds 1 to ${MAX_PACKS_PER_LINE} packs`, { field: "quantity", maximum: MAX_PACKS_PER_LINE });
  }
  if (change.options && Object.values(change.options).some((value: unknown) => value !== undefined)) {
    throw badRequest("sample_pack_options", "A sample pack has no options to choose", { field: "options" });
  }
  if (change.paidAssets && change.paidAssets.length > 0) {
    throw badRequest("sample_pack_options", "A sample pack carries no paid assets", { field: "paid_assets" });
  }
}

/** Whether a product line can have its design checked by an expert: only what is printed to the shopper's design. */
export function takesDesignExtras(product: Pick<ProductDefinition, "skuModel" | "designless">): boolean {
  return !product.designless && !isSamplePack(product);
}

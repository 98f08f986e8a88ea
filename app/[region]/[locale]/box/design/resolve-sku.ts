import { MATERIALS, type Material } from "@/lib/catalog/constants";
import { buildNet, modelForSkuModel, type BoxModel } from "@/lib/dielines";
import type { ProductFacts } from "@/editor/shell/product";
import type { Region } from "@/regions/schema";
import { findVariant } from "@/server/catalog/variants";

export type Resolved =
  | { kind: "designable"; facts: ProductFacts; model: BoxModel }
  /** Sold without a print: the configurator sends these straight to the cart. */
  | { kind: "designless"; name: string; slug: string }
  /** No box model (bags, mailers, labels ...): the editor cannot draw it yet. */
  | { kind: "notAvailable"; name: string; slug: string };

/** The sku as this storefront sells it; undefined when it sells no such sku. */
export function resolveSku(region: Region, sku: string, productName: (slug: string) => string): Resolved | undefined {
  const variant = findVariant(region.id, sku);
  if (!variant) return undefined;
  const { product, size } = variant;
  const name = productName(product.slug);
  if (product.designless || region.designlessProductIds.includes(product.slug)) return { kind: "designless", name, slug: product.slug };
  const model = product.skuModel ? modelForSkuModel(product.skuModel) : null;
  const inside = { length: size.lengthMm, width: size.widthMm, height: size.heightMm };
  if (!model || !hasNet(model, inside)) return { kind: "notAvailable", name, slug: product.slug };
  const material = product.materials.find((candidate): candidate is Material => (MATERIALS as readonly string[]).includes(candidate)) ?? null;
  return {
    kind: "designable",
    model,
    facts: { sku, slug: product.slug, name, sizeCode: size.code, inside, printQualities: [...product.printQualities], material },
  };
}

/** A catalogue size the dielines cannot fold is shown as not available rather than failing in the browser. */
function hasNet(model: BoxModel, inside: { length: number; width: number; height: number }): boolean {
  try {
    buildNet(model, inside);
    return true;
  } catch {
    return false;
  }
}

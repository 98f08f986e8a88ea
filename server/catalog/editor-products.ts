import { MATERIALS, type Material } from "@/lib/catalog/constants";
import type { EditorProduct } from "@/lib/catalog/product-facts";
import { buildNet, modelForProduct, type BoxModel } from "@/lib/dielines";
import type { Region } from "@/regions/schema";
import { findVariant } from "./variants";

/**
 * The sku as this storefront sells it, as the editor routes open it: a box to
 * design, a product sold without a print, or one the editor cannot draw yet.
 * Undefined when the storefront sells no such sku.
 */
export function resolveSku(region: Region, sku: string, productName: (slug: string) => string): EditorProduct | undefined {
  const variant = findVariant(region.id, sku);
  if (!variant) return undefined;
  const { product, size } = variant;
  const name = productName(product.slug);
  if (product.designless || region.designlessProductIds.includes(product.slug)) return { kind: "designless", name, slug: product.slug };
  const model = modelForProduct(product);
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

import { MATERIALS, type Material } from "@/lib/catalog/constants";
import type { EditorProduct } from "@/lib/catalog/product-facts";
import type { Region } from "@/regions/schema";
import { designStepOf, hasNet, insideOf } from "./design-step";
import { findVariant } from "./variants";

/**
 * The sku as this storefront sells it, as the editor routes open it: a product to
 * design (a box, a bag, a mailer, a label ...), a product with no design step
 * (plain, pre-printed, a sample pack), or one the editor cannot draw yet.
 * Undefined when the storefront sells no such sku.
 */
export function resolveSku(region: Region, sku: string, productName: (slug: string) => string): EditorProduct | undefined {
  const variant = findVariant(region.id, sku);
  if (!variant) return undefined;
  const { product, size } = variant;
  const name = productName(product.slug);
  const step = designStepOf(region, product);
  if (step.kind === "ready" || step.kind === "samplePack") return { kind: "designless", name, slug: product.slug };
  const inside = insideOf(size);
  if (step.kind !== "design" || !hasNet(step.model, inside)) return { kind: "notAvailable", name, slug: product.slug };
  const material = product.materials.find((candidate): candidate is Material => (MATERIALS as readonly string[]).includes(candidate)) ?? null;
  return {
    kind: "designable",
    model: step.model,
    facts: {
      sku,
      slug: product.slug,
      name,
      sizeCode: size.code,
      inside,
      printQualities: [...product.printQualities],
      material,
      printModes: [...product.printModes],
    },
  };
}

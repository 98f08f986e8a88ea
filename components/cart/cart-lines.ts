import { DESIGNLESS_PRODUCT_SLUGS, QUANTITY_STEPS, SAMPLE_PACK_STEPS } from "@/lib/catalog/constants";
import type { CartLineShape, CartProductFacts, LineItem, Order } from "./types";

/**
 * How the cart shows an order's lines: product lines in the order they were
 * added, each with its expert check; the lines of a bundle together under one
 * quantity; the warranty and the trees apart. Pure, so it is tested on its own.
 */

export interface ProductEntry {
  type: "product";
  line: LineItem;
  expertCheck: LineItem | null;
}

export interface BundleEntry {
  type: "bundle";
  bundleId: number;
  /** Every product of a bundle has the bundle's quantity. */
  quantity: number;
  products: ProductEntry[];
}

export interface CartView {
  entries: (ProductEntry | BundleEntry)[];
  warranty: LineItem | null;
  trees: LineItem | null;
  productCount: number;
}

export function cartView(order: Pick<Order, "line_items">): CartView {
  const lines = order.line_items;
  const checks = new Map(lines.filter((line) => line.kind === "expert_check" && line.parent_id !== null).map((line) => [line.parent_id!, line]));
  const entries: (ProductEntry | BundleEntry)[] = [];
  const bundles = new Map<number, BundleEntry>();
  let productCount = 0;
  for (const line of lines) {
    if (line.kind !== "product") continue;
    productCount += 1;
    const entry: ProductEntry = { type: "product", line, expertCheck: checks.get(line.id) ?? null };
    if (line.bundle_id === null) {
      entries.push(entry);
      continue;
    }
    let bundle = bundles.get(line.bundle_id);
    if (!bundle) {
      bundle = { type: "bundle", bundleId: line.bundle_id, quantity: line.quantity, products: [] };
      bundles.set(line.bundle_id, bundle);
      entries.push(bundle);
    }
    bundle.products.push(entry);
  }
  return {
    entries,
    warranty: lines.find((line) => line.kind === "service" && line.service_name === "warranty") ?? null,
    trees: lines.find((line) => line.kind === "trees") ?? null,
    productCount,
  };
}

/** The product type of the shop's sample packs (its sku model is "samples"). */
export const SAMPLE_PACK_SLUG = "sample-packs";

/**
 * What shape a product line takes in the cart (docs/adr/0024-cart-line-shapes.md):
 * the server's word on the product first, else the shop's own lists, so a line
 * the page has no facts for still never offers a pack a design check.
 */
export function lineShapeOf(line: Pick<LineItem, "product" | "samples">, facts: CartProductFacts | undefined): CartLineShape {
  if (facts?.shape) return facts.shape;
  const slug = line.product?.slug;
  if (slug === SAMPLE_PACK_SLUG || line.samples !== null) return "sample-pack";
  if (slug && (DESIGNLESS_PRODUCT_SLUGS as readonly string[]).includes(slug)) return "designless";
  return "printed";
}

/**
 * The shop's quantity steps (a pack's own, 1 to 3 packs, for a sample pack), plus a
 * line's own quantity when it is not one of them (so the control shows what is ordered).
 */
export function quantityChoices(current: number, shape: CartLineShape = "printed"): number[] {
  const steps: number[] = shape === "sample-pack" ? [...SAMPLE_PACK_STEPS] : [...QUANTITY_STEPS];
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}

/** The print quality a line is made in: its chosen one, else the product's first (the default). */
export function printQualityOf(line: LineItem, facts: CartProductFacts | undefined): string | undefined {
  const chosen = line.options.printQuality;
  return typeof chosen === "string" ? chosen : facts?.printQualities[0];
}

export interface LineSize {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/**
 * A product line's size in millimetres. A sku is the product's slug followed by
 * its size code, length x width (x height for boxes); undefined when it is not.
 */
export function sizeOfLine(line: Pick<LineItem, "sku" | "product">): LineSize | undefined {
  const slug = line.product?.slug;
  if (!line.sku || !slug || !line.sku.startsWith(`${slug}-`)) return undefined;
  const parts = line.sku.slice(slug.length + 1).split("x");
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d+$/.test(part))) return undefined;
  const [lengthMm, widthMm, heightMm = 0] = parts.map(Number) as [number, number, number?];
  return { lengthMm, widthMm, heightMm };
}

/**
 * A product line's picture: the one the server sent (the design's thumbnail, else the
 * product's rendered picture in the line's material, server/orders/serialize.ts).
 * No fallback here: looking the picture up in the browser took the whole picture
 * manifest into the cart's and the header's scripts.
 */
export function thumbnailOf(line: Pick<LineItem, "thumbnail">): string | undefined {
  return line.thumbnail ?? undefined;
}

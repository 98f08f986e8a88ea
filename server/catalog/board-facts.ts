import type { ProductDefinition } from "./types";

/**
 * The board and certificate facts a product page may state, and only where they are
 * true: the FSC certificate where the product offers it (a paid asset of every product
 * made of board, server/orders/pricing.ts), recycled material where the product is made
 * of it. No fact is stated for what the catalogue does not say.
 */
export type BoardFact = "fsc" | "recycled";

/** Products made of recycled material: the recycled poly mailer's film (its name and description promise it). */
const RECYCLED_PRODUCTS: ReadonlySet<string> = new Set(["recycled-poly-mailer"]);

/** The FSC certificate's paid asset (PAID_ASSETS in server/orders/pricing.ts). */
const FSC_ASSET = "service-fsc-certificate";

export function boardFacts(product: Pick<ProductDefinition, "slug">, offeredAssets: readonly string[]): BoardFact[] {
  return [...(offeredAssets.includes(FSC_ASSET) ? (["fsc"] as const) : []), ...(RECYCLED_PRODUCTS.has(product.slug) ? (["recycled"] as const) : [])];
}

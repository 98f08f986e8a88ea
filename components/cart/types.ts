import type { Schema } from "@/lib/api/contract";
import type { EditorFlavour } from "@/lib/dielines/editors";

/**
 * The order and its lines as the orders API answers them (the API's contract,
 * lib/api/contract.ts). Money is integer minor units of the order's currency; a
 * line's `fixed_price` says an offer agreed its price and quantity.
 */
export type Order = Schema<"Order">;
export type LineItem = Schema<"LineItem">;

/** A product line's changes the server re-prices (wire names are snake case). */
export type LineChange = Schema<"LineItemChange">;

/** A line to add: a product by sku, or a service by name. */
export type NewLine = Schema<"NewLineItem">;

/**
 * What the cart needs to know about the storefront's products, prepared on the
 * server: the name in the visitor's language and the print qualities a product is
 * made in. How its size reads follows from its product type (lib/catalog/sizes.ts).
 */
export interface CartProductFacts {
  name: string;
  printQualities: readonly string[];
  /**
   * The line's shape (docs/adr/0024-cart-line-shapes.md): a product printed to the
   * shopper's design, a designless (plain, unprinted) product, or a sample pack.
   * Missing means printed.
   */
  shape?: CartLineShape;
  /** The editor its designs are made in (ADR 0037): "product" for bags, mailers, labels, patterns; missing means the box editor. */
  editor?: EditorFlavour;
}

export type CartLineShape = "printed" | "designless" | "sample-pack";

export type CartCatalogue = Readonly<Record<string, CartProductFacts>>;

/**
 * Fixed prices of the extras in the storefront's currency, from the server's price
 * rules, already in the storefront's basis (with VAT where it shows gross).
 */
export interface ExtrasTerms {
  warrantyPercent: number;
  warrantyMinimum: number;
  expertCheckPrice: number;
  treePrice: number;
  maxTrees: number;
}

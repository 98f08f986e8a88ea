import type { PriceDisplay } from "@/lib/money/basis";

/**
 * The order as the browser receives it from the orders API (OrderSchema and
 * LineItemSchema in server/orders/schemas.ts are the source; client code may not
 * import server/, so the shape is restated here). Money is integer minor units
 * of the order's currency.
 */

/** What a line is: a product, the warranty service, an expert check of a product line, or planted trees. */
export type LineKind = "product" | "service" | "expert_check" | "trees";

export interface LineItem {
  id: number;
  kind: LineKind | (string & {});
  variant_id: number | null;
  sku: string | null;
  service_name: string | null;
  quantity: number;
  /** Chosen options in camel case (material, printMode, finish, printQuality). */
  options: Record<string, string | boolean>;
  express_delivery_option_id: string | null;
  /** Price of one piece, net and with the order's VAT: for information, never multiplied. */
  price: number;
  price_with_vat: number;
  /** The line net, its VAT (rounded on the line) and the two added (docs/adr/0019-one-price-rule.md). */
  total: number;
  vat: number;
  total_with_vat: number;
  parent_id: number | null;
  box_design_id: number | null;
  bundle_id: number | null;
  thumbnail: string | null;
  paid_assets: { asset_type: string }[];
  purchase_trigger: string | null;
  variant: { id: number; sku: string; external_pim_sku: string; name: string } | null;
  product: { id: number; slug: string; name: string } | null;
  /** The product types in a sample pack (product type slugs); null on every other line. */
  samples: string[] | null;
  box_design: { id: number; design_status: string } | null;
  skipped_design: boolean;
}

export interface Order {
  id: number;
  number: string;
  state: string;
  currency: string;
  region: string;
  channel: string;
  email: string | null;
  item_total: number;
  ship_total: number;
  /** Customs of a delivery leaving the EU (ch, no): a line of its own, part of total. */
  customs_total: number;
  /** The discount as a negative amount; 0 without a code. */
  promo_total: number;
  promotion_amount: number;
  promo_code: string | null;
  tax_total: number;
  total: number;
  /** Each component with its VAT at vat_rate; the four add up to total (docs/adr/0019-one-price-rule.md). */
  item_total_with_vat: number;
  ship_total_with_vat: number;
  customs_total_with_vat: number;
  promo_total_with_vat: number;
  /** The VAT rate the order is charged at, and how its storefront shows amounts (lib/money/basis.ts). */
  vat_rate: number;
  price_display: PriceDisplay;
  /** Sold under the EU's reverse charge: no VAT, the buyer accounts for it. */
  reverse_charge: boolean;
  item_count: number;
  shipment_type: string | null;
  payment_state: string;
  line_items: LineItem[];
}

/** A product line's changes the server re-prices (wire names are snake case). */
export interface LineChange {
  quantity?: number;
  options?: { print_quality?: string };
}

/** A line to add: a product by sku, or a service by name. */
export type NewLine = { sku: string; quantity: number; purchase_trigger?: string } | { service_name: "warranty" };

/**
 * What the cart needs to know about the storefront's products, prepared on the
 * server: the name in the visitor's language, the print qualities a product is
 * made in, and whether its size reads as tape (width × roll length).
 */
export interface CartProductFacts {
  name: string;
  printQualities: readonly string[];
  tape: boolean;
  /**
   * The line's shape (docs/adr/0024-cart-line-shapes.md): a product printed to the
   * shopper's design, a designless (plain, unprinted) product, or a sample pack.
   * Missing means printed.
   */
  shape?: CartLineShape;
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

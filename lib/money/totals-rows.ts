import type { PriceDisplay } from "./basis";

/**
 * The rows a totals block shows for an order, on its storefront's basis
 * (docs/adr/0019-one-price-rule.md), in one place for the cart, the checkout, the
 * order page and the order mail. It only picks the server's figures, it never
 * computes VAT:
 * - gross (VAT included): products, delivery, customs and discount with VAT, the
 *   total, then the VAT the total includes;
 * - net-plus-vat (gb): the net figures, the VAT as its own row, the total;
 * - no-vat (us, ch, no): the net figures and the total, no VAT row (unless the
 *   server did charge some, so the rows always add up).
 * An answer without its basis is shown like net-plus-vat, its VAT row only when
 * there is VAT.
 * Either way the rows above the total add up to it, to the cent.
 */

export interface TotalsFigures {
  item_total: number;
  ship_total: number;
  customs_total: number;
  promo_total: number;
  tax_total: number;
  total: number;
  vat_rate: number;
  reverse_charge?: boolean;
  /** How the storefront shows amounts; an answer without it is shown net with the VAT added, which always adds up. */
  price_display?: PriceDisplay;
  item_total_with_vat?: number;
  ship_total_with_vat?: number;
  customs_total_with_vat?: number;
  promo_total_with_vat?: number;
}

/**
 * items, shipping, customs, discount: the components; `vat`: VAT added on top of
 * net rows; `total`; `vatIncluded`: the VAT a gross total holds (after the total).
 */
export type TotalsRowKey = "items" | "shipping" | "customs" | "discount" | "vat" | "total" | "vatIncluded";

export interface TotalsRow {
  key: TotalsRowKey;
  amount: number;
  /** The total, set apart. */
  strong?: boolean;
}

function grossFigures(order: TotalsFigures) {
  const { item_total_with_vat: items, ship_total_with_vat: shipping, customs_total_with_vat: customs, promo_total_with_vat: discount } = order;
  if (items === undefined || shipping === undefined || customs === undefined || discount === undefined) return null;
  return { items, shipping, customs, discount };
}

/**
 * How an order's amounts are shown: its storefront's basis. An answer without the
 * basis or without the gross figures (an older client schema) is shown net with
 * the VAT added, the one basis that adds up from the net figures alone.
 */
export function displayOf(order: TotalsFigures): PriceDisplay {
  const display = order.price_display ?? "net-plus-vat";
  return display === "gross" && !grossFigures(order) ? "net-plus-vat" : display;
}

export function totalsRows(order: TotalsFigures): TotalsRow[] {
  const display = displayOf(order);
  const gross = display === "gross" ? grossFigures(order) : null;
  const components: TotalsRow[] = [
    { key: "items", amount: gross ? gross.items : order.item_total },
    { key: "shipping", amount: gross ? gross.shipping : order.ship_total },
  ];
  // Customs are a row of their own wherever there are any (deliveries to ch and no).
  if (order.customs_total !== 0) components.push({ key: "customs", amount: gross ? gross.customs : order.customs_total });
  if (order.promo_total !== 0) components.push({ key: "discount", amount: gross ? gross.discount : order.promo_total });
  const total: TotalsRow = { key: "total", amount: order.total, strong: true };
  if (gross) return [...components, total, { key: "vatIncluded", amount: order.tax_total }];
  // A storefront with VAT always names it (0 under reverse charge); one without, or an answer without its basis, only when charged.
  const hasVat = order.price_display === "net-plus-vat" || order.price_display === "gross";
  const showsVat = hasVat || order.tax_total !== 0 || order.reverse_charge === true;
  return showsVat ? [...components, { key: "vat", amount: order.tax_total }, total] : [...components, total];
}

/** A line's amount on the storefront's basis: with its VAT where the storefront shows gross. */
export function lineAmounts(
  line: { price: number; total: number; price_with_vat?: number; total_with_vat?: number },
  display: PriceDisplay,
): { unitPrice: number; total: number } {
  if (display === "gross" && line.price_with_vat !== undefined && line.total_with_vat !== undefined)
    return { unitPrice: line.price_with_vat, total: line.total_with_vat };
  return { unitPrice: line.price, total: line.total };
}

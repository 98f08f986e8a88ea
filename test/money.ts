/**
 * What an order answer should add up to under the one price rule
 * (docs/adr/0019-one-price-rule.md), worked out here independently of the server's
 * code: every charged component (each line, the shipping, the customs, the
 * discount) carries its own VAT at the order's rate, rounded half away from zero
 * on that component, and the order's VAT and total are their sums. Tests that walk
 * the money path compare the order, the invoice, the payment and the mail with it.
 * A new component (customs as their own total, say) is one more entry in
 * `chargedComponents`.
 */

export interface OrderAnswer {
  item_total: number;
  ship_total: number;
  promo_total: number;
  tax_total: number;
  total: number;
  vat_rate: number;
  /** Customs, where the answer carries them apart from the shipping. */
  customs_total?: number;
  /** Each component with its VAT, as a gross storefront shows it (absent from answers that predate them). */
  item_total_with_vat?: number;
  ship_total_with_vat?: number;
  customs_total_with_vat?: number;
  promo_total_with_vat?: number;
  line_items: readonly { kind: string; total: number; vat: number; total_with_vat: number }[];
}

export interface Component {
  name: string;
  net: number;
}

/** A component's VAT at a rate in percent, rounded half away from zero on the component. */
export function componentVat(net: number, ratePercent: number): number {
  return Math.sign(net) * Math.round((Math.abs(net) * ratePercent) / 100);
}

export function chargedComponents(order: OrderAnswer): Component[] {
  return [
    ...order.line_items.map((line, index) => ({ name: `line ${index} (${line.kind})`, net: line.total })),
    { name: "shipping", net: order.ship_total },
    ...(order.customs_total !== undefined ? [{ name: "customs", net: order.customs_total }] : []),
    { name: "discount", net: order.promo_total },
  ];
}

/** The order's net, VAT and gross as its components add up. */
export function expectedTotals(order: OrderAnswer): { net: number; vat: number; gross: number } {
  const components = chargedComponents(order);
  const net = components.reduce((sum, component) => sum + component.net, 0);
  const vat = components.reduce((sum, component) => sum + componentVat(component.net, order.vat_rate), 0);
  return { net, vat, gross: net + vat };
}

/** The gross figure of each component as the one price rule has it: items are the lines' gross amounts added. */
export function expectedGrossComponents(order: OrderAnswer): {
  item_total_with_vat: number;
  ship_total_with_vat: number;
  customs_total_with_vat: number;
  promo_total_with_vat: number;
} {
  const gross = (net: number) => net + componentVat(net, order.vat_rate);
  return {
    item_total_with_vat: order.line_items.reduce((sum, line) => sum + gross(line.total), 0),
    ship_total_with_vat: gross(order.ship_total),
    customs_total_with_vat: gross(order.customs_total ?? 0),
    promo_total_with_vat: gross(order.promo_total),
  };
}

/**
 * What each basis adds up to: the four gross figures a gross storefront lists, and
 * the four net figures with the VAT that a net-plus-vat storefront lists. Both must
 * be the order's total, or a totals block shows rows that do not add up.
 */
export function shownSums(
  order: Required<Pick<OrderAnswer, "item_total_with_vat" | "ship_total_with_vat" | "customs_total_with_vat" | "promo_total_with_vat">> & OrderAnswer,
): { gross: number; netPlusVat: number } {
  return {
    gross: order.item_total_with_vat + order.ship_total_with_vat + order.customs_total_with_vat + order.promo_total_with_vat,
    netPlusVat: order.item_total + order.ship_total + (order.customs_total ?? 0) + order.promo_total + order.tax_total,
  };
}

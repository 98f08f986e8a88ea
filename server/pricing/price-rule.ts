import type { Region } from "@/regions/schema";
import { priceDisplayFor, vatOn, type PriceDisplay } from "./tax";

/**
 * The one price rule (docs/adr/0019-one-price-rule.md). Every amount the shop
 * charges is a component: a line, the shipping, the customs, the discount. Each
 * component has its net amount in minor units and its VAT, rounded half up on
 * that component; its gross is the two added. An order's VAT is the sum of its
 * components' VAT, so every gross amount a shopper sees (a product page's total,
 * a cart line, the shipping) adds up to the order total exactly, and nothing is
 * ever computed from a rounded piece price times a quantity.
 */

export interface Priced {
  net: number;
  vat: number;
  gross: number;
}

/** A component's net amount with its VAT at `ratePercent`, rounded half up on the component. */
export function priced(net: number, ratePercent: number): Priced {
  const vat = net < 0 ? -vatOn(-net, ratePercent) : vatOn(net, ratePercent);
  return { net, vat, gross: net + vat };
}

/** The amount of a component the region shows: gross where prices include VAT, net elsewhere. */
export function shownAmount(amount: Priced, display: PriceDisplay): number {
  return display === "gross" ? amount.gross : amount.net;
}

/** How the region shows amounts, with the rate its shoppers see before any buyer details are known. */
export function displayOf(region: Region): PriceDisplay {
  return priceDisplayFor(region);
}

import { shownTotal } from "@/lib/money/basis";
import { getRegion } from "@/regions";
import { orderVatRate } from "@/server/orders/totals";
import { priced, type Priced } from "@/server/pricing/price-rule";
import { priceDisplayFor, type PriceDisplay } from "@/server/pricing/tax";

/**
 * An offer's amounts on its storefront's basis (docs/adr/0019-one-price-rule.md):
 * each line with the VAT its checkout will put on it for a buyer in the
 * storefront's own country, and the total the offer page and the offer mail state.
 */
export interface OfferAmounts {
  vatRate: number;
  display: PriceDisplay;
  lines: { unitPrice: Priced; total: Priced }[];
  itemTotal: Priced;
  /** The item total as the storefront shows it: with VAT where it shows gross prices. */
  shownItemTotal: number;
}

export function offerAmounts(regionId: string, lines: readonly { unitPrice: number; total: number }[]): OfferAmounts {
  const region = getRegion(regionId);
  const vatRate = orderVatRate(region, region.defaultShippingCountryCode, {});
  const display = priceDisplayFor(region);
  const priceds = lines.map((line) => ({ unitPrice: priced(line.unitPrice, vatRate), total: priced(line.total, vatRate) }));
  const net = priceds.reduce((sum, line) => sum + line.total.net, 0);
  const vat = priceds.reduce((sum, line) => sum + line.total.vat, 0);
  const itemTotal = { net, vat, gross: net + vat };
  return { vatRate, display, lines: priceds, itemTotal, shownItemTotal: shownTotal({ total: itemTotal.net, total_with_vat: itemTotal.gross }, display) };
}

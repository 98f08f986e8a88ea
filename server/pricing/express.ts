import { EXPRESS_PRODUCTION_OPTION } from "@/lib/catalog/line-configuration";
import type { Region } from "@/regions/schema";
import type { ProductDefinition } from "@/server/catalog/types";
import { EXPRESS_SURCHARGE_PERCENT } from "./engine";

/**
 * Express production: the order is made in fewer business days for a surcharge on
 * the piece price. Offered for products that can be rushed, delivered to a country
 * the region ships to fully (not to the partially supported ones).
 */

export interface ExpressDeliveryOption {
  id: string;
  production_days: number;
  surcharge_percent: number;
}

export const EXPRESS_OPTIONS: readonly ExpressDeliveryOption[] = [
  { id: EXPRESS_PRODUCTION_OPTION, production_days: 10, surcharge_percent: EXPRESS_SURCHARGE_PERCENT },
];

export function expressOptionsFor(product: ProductDefinition, region: Region, countryIso: string): ExpressDeliveryOption[] {
  if (!product.expressProduction) return [];
  if (!region.allowedShippingCountries.includes(countryIso)) return [];
  return [...EXPRESS_OPTIONS];
}

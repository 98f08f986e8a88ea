import { apiFor } from "@/components/providers/api";
import type { LineConfiguration } from "@/lib/catalog/line-configuration-url";
import { fetchEmissions, fetchLineQuote } from "@/lib/pricing/line-quote";
import type { RegionId } from "@/regions/schema";

/**
 * The configurator's two reads of the shop API through the shop's one client: the
 * line's price and a size's footprint. Loaded after the product page's first load
 * (./later-api), with the client and the fetchers.
 */
export function readsFor(regionId: RegionId) {
  const api = apiFor(regionId);
  return {
    lineQuote: (configuration: LineConfiguration) => fetchLineQuote(api, configuration),
    emissions: (sku: string, quantity: number) => fetchEmissions(api, sku, quantity),
  };
}

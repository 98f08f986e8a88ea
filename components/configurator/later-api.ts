import type { LineConfiguration } from "@/lib/catalog/line-configuration-url";
import type { EmissionsResponse, LineQuote } from "@/lib/pricing/line-quote";
import type { RegionId } from "@/regions/schema";

/**
 * The configurator's reads of the shop API (the line's price, a custom size's
 * footprint) through the shop's one client (components/providers/api), whose code,
 * with the fetchers', follows the product page's first load (./api-reads, in ./after-first-load): the page
 * comes with the default configuration's quote, so nothing is asked before the
 * shopper changes a choice, and the chunk is fetched once the page is hydrated
 * (loadApi), before that.
 */
export interface ApiReads {
  lineQuote(configuration: LineConfiguration): Promise<LineQuote>;
  emissions(sku: string, quantity: number): Promise<EmissionsResponse | null>;
}

let loading: Promise<typeof import("./after-first-load")> | null = null;

export function loadApi(): Promise<typeof import("./after-first-load")> {
  loading ??= import("./after-first-load");
  return loading;
}

/** The region's reads, each waiting for the client's code on its first use. */
export function laterApi(regionId: RegionId): ApiReads {
  return {
    lineQuote: (configuration) => loadApi().then((module) => module.readsFor(regionId).lineQuote(configuration)),
    emissions: (sku, quantity) => loadApi().then((module) => module.readsFor(regionId).emissions(sku, quantity)),
  };
}

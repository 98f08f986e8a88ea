import type { ApiService } from "@/lib/api/api-service";
import type { RegionId } from "@/regions/schema";

/**
 * The configurator's reads of the shop API (the line's price, a custom size's
 * footprint) through the shop's one client (components/providers/api), whose code
 * follows the product page's first load: the page comes with the default
 * configuration's quote, so nothing is asked before the shopper changes a choice,
 * and the client's chunk is fetched once the page is hydrated (loadApi), before that.
 */
export type ApiReads = Pick<ApiService, "get">;

let loading: Promise<typeof import("@/components/providers/api")> | null = null;

export function loadApi(): Promise<typeof import("@/components/providers/api")> {
  loading ??= import("@/components/providers/api");
  return loading;
}

/** GET through the region's client, once its code has come. */
export function laterApi(regionId: RegionId): ApiReads {
  const get = (...args: unknown[]) => loadApi().then((module) => (module.apiFor(regionId).get as (...args: unknown[]) => Promise<unknown>)(...args));
  return { get: get as ApiService["get"] };
}

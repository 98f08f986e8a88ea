import type { ApiService } from "@/lib/api/api-service";
import type { Answer, Operation, PathFor, RequestOptions, Schema } from "@/lib/api/contract";
import { PRICE_CACHE_BUSTER, VARIANTS_FETCH_CONCURRENCY, VARIANTS_PAGE_SIZE } from "@/lib/catalog/constants";
import { withCause } from "./line-quote";

// The product page's fetchers live in ./line-quote (its first load takes that module alone).
export { EMISSIONS_ERROR, fetchEmissions, fetchLineQuote, LINE_QUOTE_ERROR, lineQuoteQuery } from "./line-quote";
export type { EmissionsResponse, LadderRow, LineQuote } from "./line-quote";

/**
 * Browser-side fetchers of prices and delivery data (spec sections 7 and 8).
 * Variant ids are fetched in chunks of 100, two requests at a time; a chunk of
 * volume prices that fails is an empty list, silently; other failures are
 * re-thrown with the spec's message and the cause appended.
 */

export const PRICING_BY_VARIANT_ERROR = "Unable to fetch Pricing by Product Variant";
export const ALL_PRICING_ERROR = "Unable to fetch All Pricing for Products";
export const DELIVERY_ESTIMATES_ERROR = "Unable to fetch Delivery Estimates";
export const EXPRESS_DELIVERY_ERROR = "Unable to fetch Express Delivery Options";

/** The query a GET path of the API reads, as the route declares it. */
type QueryOf<P extends PathFor<"get">> = NonNullable<RequestOptions<Operation<P, "get">>["params"]>;

export type PriceListResponse = Schema<"PriceList">;
export type VariantPrices = PriceListResponse["variants"][number];
export type VolumePriceTier = VariantPrices["volume_prices"][number];
export type VariantSummary = Answer<"/v2/variants", "get">["variants"][number];

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Runs tasks with at most `concurrency` of them in flight, keeping the results in order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Variants of a region by external PIM id, 100 ids a request, two requests at a time. */
export async function fetchVariants(api: ApiService, region: string, externalPimIds: readonly string[], taxCountryIso?: string): Promise<VariantSummary[]> {
  const pages = await mapWithConcurrency(chunk(externalPimIds, VARIANTS_PAGE_SIZE), VARIANTS_FETCH_CONCURRENCY, async (ids) => {
    const response = await api.get("/v2/variants", {
      params: { per_page: VARIANTS_PAGE_SIZE, "q[region_eq]": region, "q[external_pim_id_in][]": ids, tax_country_iso: taxCountryIso },
    });
    return response?.variants ?? [];
  });
  return pages.flat();
}

export interface PriceListQuery {
  product: string;
  region?: string;
  productSize?: string;
  boxModel?: QueryOf<"/prices/list">["boxModel"];
  taxCountryIso?: string;
  extras?: string;
}

/** The volume prices of one product, sorted by range_start. */
export async function fetchPriceList(api: ApiService, query: PriceListQuery): Promise<PriceListResponse> {
  try {
    const response = await api.get("/prices/list", {
      params: {
        product: query.product,
        cache_buster: PRICE_CACHE_BUSTER,
        region: query.region,
        product_size: query.productSize,
        boxModel: query.boxModel,
        tax_country_iso: query.taxCountryIso,
        extras: query.extras,
      },
    });
    if (!response) throw new Error("no price list");
    return {
      ...response,
      variants: response.variants.map((variant) => ({
        ...variant,
        volume_prices: [...variant.volume_prices].sort((a, b) => a.range_start - b.range_start),
      })),
    };
  } catch (cause) {
    throw withCause(PRICING_BY_VARIANT_ERROR, cause);
  }
}

/**
 * Price lists of many products, a few at a time. A product whose prices fail to
 * load contributes an empty list instead of failing the others.
 */
export async function fetchAllPriceLists(api: ApiService, queries: readonly PriceListQuery[]): Promise<VariantPrices[][]> {
  try {
    return await mapWithConcurrency(queries, VARIANTS_FETCH_CONCURRENCY, async (query) => {
      try {
        return (await fetchPriceList(api, query)).variants;
      } catch {
        return [];
      }
    });
  } catch (cause) {
    throw withCause(ALL_PRICING_ERROR, cause);
  }
}

export type DeliveryEstimateResponse = Answer<"/v1/delivery_estimates", "get">;

export async function fetchDeliveryEstimates(
  api: ApiService,
  query: { startDate: string; startTime: string; region: string; variantSkus: readonly string[] },
): Promise<DeliveryEstimateResponse | null> {
  try {
    return await api.get("/v1/delivery_estimates", {
      params: { start_date: query.startDate, start_time: query.startTime, region: query.region, "variant_skus[]": [...query.variantSkus] },
    });
  } catch (cause) {
    throw withCause(DELIVERY_ESTIMATES_ERROR, cause);
  }
}

export type ExpressDeliveryResponse = Answer<"/prices/express_delivery", "get">;

export async function fetchExpressDeliveryOptions(api: ApiService, sku: string, country: string): Promise<ExpressDeliveryResponse | null> {
  try {
    return await api.get("/prices/express_delivery", { params: { sku, country } });
  } catch (cause) {
    throw withCause(EXPRESS_DELIVERY_ERROR, cause);
  }
}

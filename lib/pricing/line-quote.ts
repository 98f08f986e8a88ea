import type { ApiService } from "@/lib/api/api-service";
import type { Answer, Operation, PathFor, RequestOptions, Schema } from "@/lib/api/contract";
import { configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration-url";

/**
 * The product page's two fetchers: a configured line's price and a size's carbon
 * footprint. Apart from ./client (the price lists, variants and delivery data the
 * editor and checkout read) because a module comes into a page's first load whole:
 * the product page takes only this one.
 */

export const EMISSIONS_ERROR = "Unable to fetch Product Emissions";
export const LINE_QUOTE_ERROR = "Unable to fetch the Price of a Line";

/** The query a GET path of the API reads, as the route declares it. */
type QueryOf<P extends PathFor<"get">> = NonNullable<RequestOptions<Operation<P, "get">>["params"]>;

/** The spec's message with the cause appended. */
export function withCause(message: string, cause: unknown): Error {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new Error(`${message}: ${detail}`, { cause });
}

export type EmissionsResponse = Answer<"/v2/products/{sku}/emissions", "get">;

export async function fetchEmissions(api: ApiService, sku: string, quantity: number): Promise<EmissionsResponse | null> {
  try {
    return await api.get("/v2/products/{sku}/emissions", { path: { sku }, params: { quantity } });
  } catch (cause) {
    throw withCause(EMISSIONS_ERROR, cause);
  }
}

/** GET prices/line_item: a configured line as the cart will charge it (docs/adr/0019-one-price-rule.md). */
export type LineQuote = Schema<"LineQuote">;
/** One quantity step of a configuration, priced as the cart would charge it. */
export type LadderRow = LineQuote["ladder"][number];

/** The query GET prices/line_item is asked with: the configuration's URL form, so equal configurations share one cached answer. */
export function lineQuoteQuery(configuration: LineConfiguration): string {
  return configurationToSearchParams(configuration).toString();
}

/**
 * The server's price of one configured line. Its errors are the API's own (an
 * ApiError with code invalid_option for options the product is not made with),
 * so a screen can say what went wrong in the shopper's words.
 */
export async function fetchLineQuote(api: ApiService, configuration: LineConfiguration): Promise<LineQuote> {
  const response = await api.get("/prices/line_item", { params: lineQuoteParams(configuration) });
  if (!response) throw new Error(LINE_QUOTE_ERROR);
  return response;
}

/** The configuration in the query's wire form, named as its URL names it (configurationToSearchParams). */
function lineQuoteParams(configuration: LineConfiguration): QueryOf<"/prices/line_item"> {
  return {
    sku: configuration.sku,
    quantity: configuration.quantity,
    material: configuration.material || undefined,
    print_mode: configuration.printMode || undefined,
    finish: configuration.finish || undefined,
    print_quality: configuration.printQuality || undefined,
    express: configuration.express ? "1" : undefined,
    paid_assets: configuration.paidAssets.length > 0 ? configuration.paidAssets.join(",") : undefined,
  };
}

import type { Schema } from "@/lib/api/contract";
import { EXPRESS_PRODUCTION_OPTION, type LineConfiguration } from "./line-configuration-url";

/**
 * A configuration as the orders API takes it. Only the cart and the editor add lines:
 * kept apart from ./line-configuration-url.ts, whose every export the product page's
 * island carries, so the page's first load goes without it (docs/performance.md).
 * `./line-configuration.ts` re-exports it with the rest.
 */

/** The body of POST v2/orders/{number}/line_item (and the cart's add) for a configuration: the API's, with every field given. */
export type LineItemBody = Required<Pick<Schema<"NewLineItem">, "sku" | "quantity" | "options" | "express_delivery_option_id" | "paid_assets">>;

export function configurationToLineItem(configuration: LineConfiguration): LineItemBody {
  // The line item names its options as the URL does (URL_NAMES); only the chosen ones are sent.
  const options: LineItemBody["options"] = {};
  if (configuration.material) options.material = configuration.material;
  if (configuration.printMode) options.print_mode = configuration.printMode;
  if (configuration.finish) options.finish = configuration.finish;
  if (configuration.printQuality) options.print_quality = configuration.printQuality;
  return {
    sku: configuration.sku,
    quantity: configuration.quantity,
    options,
    express_delivery_option_id: configuration.express ? EXPRESS_PRODUCTION_OPTION : null,
    paid_assets: [...configuration.paidAssets],
  };
}

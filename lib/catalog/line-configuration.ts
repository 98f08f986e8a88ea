import { z } from "zod";
import { DEFAULT_QUANTITY, FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "./constants";

/**
 * One line configuration: everything a shopper chooses about one product line
 * (its sku, that is product and size, the quantity, material, print mode, finish,
 * print quality, express production and paid assets such as the FSC certificate).
 * It is the one value that travels from the product page through the URL, the
 * editor and the cart into the line item, the order, the invoice, the production
 * files and the mails. The server prices it and checks it against the product
 * (a configuration the product does not sell is refused there); this module only
 * guards its shape at every boundary and moves it between its wire forms.
 */

/** The most pieces one line may carry; the orders API refuses more. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** Paid assets a product line can carry (spec section 3 'Paid asset'). */
export const PAID_ASSET_TYPES = ["service-fsc-certificate"] as const;
export type PaidAssetType = (typeof PAID_ASSET_TYPES)[number];

/** Express production, as a line item names it (`express_delivery_option_id`). */
export const EXPRESS_PRODUCTION_OPTION = "express-production";

export const lineConfigurationSchema = z
  .object({
    sku: z.string().trim().min(1).max(100),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    material: z.enum(MATERIALS).optional(),
    printMode: z.enum(PRINT_COLOR_MODES).optional(),
    finish: z.enum(FINISHES).optional(),
    printQuality: z.enum(PRINT_QUALITIES).optional(),
    express: z.boolean(),
    paidAssets: z.array(z.enum(PAID_ASSET_TYPES)).max(PAID_ASSET_TYPES.length),
  })
  .strict();

export type LineConfiguration = z.infer<typeof lineConfigurationSchema>;

/** The options of a configuration that change how a piece is made (not sku, quantity, express or assets). */
export type LineOptions = Pick<LineConfiguration, "material" | "printMode" | "finish" | "printQuality">;

export const OPTION_KEYS = ["material", "printMode", "finish", "printQuality"] as const satisfies readonly (keyof LineOptions)[];

/**
 * The URL form: `sku`, `quantity`, `material`, `print_mode`, `finish`,
 * `print_quality`, `express=1` and `paid_assets` (comma-separated). Spec section 9
 * names sku and quantity as the product URL parameters; the rest follow the
 * line item's own option names, so a link reads the same as the order it makes.
 */
const URL_NAMES = { material: "material", printMode: "print_mode", finish: "finish", printQuality: "print_quality" } as const;
export const CONFIGURATION_PARAMS = ["sku", "quantity", ...Object.values(URL_NAMES), "express", "paid_assets"] as const;

export function configurationToSearchParams(configuration: LineConfiguration, into = new URLSearchParams()): URLSearchParams {
  for (const name of CONFIGURATION_PARAMS) into.delete(name);
  into.set("sku", configuration.sku);
  into.set("quantity", String(configuration.quantity));
  for (const key of OPTION_KEYS) {
    const value = configuration[key];
    if (value) into.set(URL_NAMES[key], value);
  }
  if (configuration.express) into.set("express", "1");
  if (configuration.paidAssets.length > 0) into.set("paid_assets", configuration.paidAssets.join(","));
  return into;
}

export type ConfigurationFromUrl = { ok: true; configuration: LineConfiguration } | { ok: false; error: z.ZodError | null };

/**
 * Reads a configuration from a URL's query. Without a sku there is none (error
 * null); a missing quantity is the default one. Anything malformed is an error, so
 * a page can say so instead of quietly ordering something else.
 */
export function configurationFromSearchParams(params: URLSearchParams): ConfigurationFromUrl {
  const sku = params.get("sku");
  if (!sku) return { ok: false, error: null };
  const quantity = params.get("quantity");
  const assets = params.get("paid_assets");
  const express = params.get("express");
  const candidate: Record<string, unknown> = {
    sku,
    quantity: quantity === null || quantity.trim() === "" ? DEFAULT_QUANTITY : Number(quantity),
    express: express === "1" || express === "true",
    paidAssets: assets ? assets.split(",").filter(Boolean) : [],
  };
  if (express !== null && !["0", "1", "true", "false"].includes(express)) candidate.express = express;
  for (const key of OPTION_KEYS) {
    const value = params.get(URL_NAMES[key]);
    if (value !== null) candidate[key] = value;
  }
  const parsed = lineConfigurationSchema.safeParse(candidate);
  return parsed.success ? { ok: true, configuration: parsed.data } : { ok: false, error: parsed.error };
}

/** The body of POST v2/orders/{number}/line_item (and the cart's add) for a configuration. */
export interface LineItemBody {
  sku: string;
  quantity: number;
  options: { material?: string; print_mode?: string; finish?: string; print_quality?: string };
  express_delivery_option_id: string | null;
  paid_assets: string[];
}

export function configurationToLineItem(configuration: LineConfiguration): LineItemBody {
  const options: LineItemBody["options"] = {};
  for (const key of OPTION_KEYS) {
    const value = configuration[key];
    if (value) options[URL_NAMES[key]] = value;
  }
  return {
    sku: configuration.sku,
    quantity: configuration.quantity,
    options,
    express_delivery_option_id: configuration.express ? EXPRESS_PRODUCTION_OPTION : null,
    paid_assets: [...configuration.paidAssets],
  };
}

/** A line item as the orders API answers it, read back into a configuration (the cart's "edit" and the editor's reopen). */
export function configurationOfLineItem(line: {
  sku: string | null;
  quantity: number;
  options: Record<string, unknown>;
  express_delivery_option_id: string | null;
  paid_assets: readonly { asset_type: string }[];
}): LineConfiguration | null {
  if (!line.sku) return null;
  const parsed = lineConfigurationSchema.safeParse({
    sku: line.sku,
    quantity: line.quantity,
    material: line.options.material,
    printMode: line.options.printMode,
    finish: line.options.finish,
    printQuality: line.options.printQuality,
    express: line.express_delivery_option_id !== null,
    paidAssets: line.paid_assets.map((asset) => asset.asset_type),
  });
  return parsed.success ? parsed.data : null;
}

import type { Finish, Material, PrintColorMode, PrintQuality } from "./constants";

/**
 * The line configuration's names and wire forms, without zod: the product page
 * writes and reads its URL with these, and zod must stay off that page's first
 * load (docs/performance.md). `./line-configuration.ts` adds the schema that
 * validates a configuration at every other boundary and re-exports all of this,
 * so the names live here once.
 */

/** The most pieces one line may carry; the orders API refuses more. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** Paid assets a product line can carry (spec section 3 'Paid asset'). */
export const PAID_ASSET_TYPES = ["service-fsc-certificate"] as const;
export type PaidAssetType = (typeof PAID_ASSET_TYPES)[number];

/** Express production, as a line item names it (`express_delivery_option_id`). */
export const EXPRESS_PRODUCTION_OPTION = "express-production";

/**
 * One line configuration: everything a shopper chooses about one product line
 * (its sku, that is product and size, the quantity, material, print mode, finish,
 * print quality, express production and paid assets such as the FSC certificate).
 */
export interface LineConfiguration {
  sku: string;
  quantity: number;
  material?: Material | undefined;
  printMode?: PrintColorMode | undefined;
  finish?: Finish | undefined;
  printQuality?: PrintQuality | undefined;
  express: boolean;
  paidAssets: PaidAssetType[];
}

/** The options of a configuration that change how a piece is made (not sku, quantity, express or assets). */
export type LineOptions = Pick<LineConfiguration, "material" | "printMode" | "finish" | "printQuality">;

export const OPTION_KEYS = ["material", "printMode", "finish", "printQuality"] as const satisfies readonly (keyof LineOptions)[];

/**
 * The URL form: `sku`, `quantity`, `material`, `print_mode`, `finish`,
 * `print_quality`, `express=1` and `paid_assets` (comma-separated). Spec section 9
 * names sku and quantity as the product URL parameters; the rest follow the
 * line item's own option names, so a link reads the same as the order it makes.
 */
export const URL_NAMES = { material: "material", printMode: "print_mode", finish: "finish", printQuality: "print_quality" } as const;
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

/** A configuration as a URL carries it, unchecked: each field as written, or undefined when absent. */
export interface ConfigurationParams {
  sku: string | undefined;
  quantity: string | undefined;
  material: string | undefined;
  printMode: string | undefined;
  finish: string | undefined;
  printQuality: string | undefined;
  express: string | undefined;
  paidAssets: string[];
}

/**
 * Reads the configuration's parameters from a query without judging them: the
 * zod schema does that (configurationFromSearchParams), or a page that only
 * accepts what it offers anyway (the product page's configurator).
 */
export function configurationParams(params: URLSearchParams): ConfigurationParams {
  const get = (name: string) => params.get(name) ?? undefined;
  const assets = get("paid_assets");
  return {
    sku: get("sku")?.trim() || undefined,
    quantity: get("quantity"),
    material: get(URL_NAMES.material),
    printMode: get(URL_NAMES.printMode),
    finish: get(URL_NAMES.finish),
    printQuality: get(URL_NAMES.printQuality),
    express: get("express"),
    paidAssets: assets ? assets.split(",").filter(Boolean) : [],
  };
}

/** The values `express` may have in a URL; anything else is malformed. */
export const EXPRESS_VALUES: Readonly<Record<string, boolean>> = { "1": true, true: true, "0": false, false: false };

import {
  configurationParams,
  configurationToSearchParams,
  EXPRESS_VALUES,
  type LineConfiguration,
  type PaidAssetType,
} from "@/lib/catalog/line-configuration-url";
import type { Finish, Material, PrintColorMode, PrintQuality } from "@/lib/catalog/constants";

/**
 * What a product page offers, and the configuration a product page's URL asks
 * for. The page only ever takes a choice it offers: anything else in the URL (a
 * hand-edited link, an option the product has no more) falls back to the
 * product's default for that choice, so the page never produces a configuration
 * the product does not sell. A check against the offered lists, not zod: the
 * product page's first load stays without it (docs/performance.md).
 */

export interface ProductOffer {
  /** The skus of the sizes, in the order shown; the first is the default. */
  skus: readonly string[];
  materials: readonly Material[];
  printModes: readonly PrintColorMode[];
  finishes: readonly Finish[];
  printQualities: readonly PrintQuality[];
  expressProduction: boolean;
  paidAssets: readonly PaidAssetType[];
  quantities: readonly number[];
  defaultQuantity: number;
  /** Whether the product is made in the size a sku not in `skus` names (a custom size within its limits). */
  customSku?: (sku: string) => boolean;
}

export function defaultConfiguration(offer: ProductOffer): LineConfiguration {
  return {
    sku: offer.skus[0] ?? "",
    quantity: offer.defaultQuantity,
    material: offer.materials[0],
    printMode: offer.printModes[0],
    finish: offer.finishes[0],
    printQuality: offer.printQualities[0],
    express: false,
    paidAssets: [],
  };
}

function offered<T extends string>(value: string | undefined, choices: readonly T[], fallback: T | undefined): T | undefined {
  return value !== undefined && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The configuration a URL's query asks for, as far as the product offers it; null when the query names none. */
export function configurationFromQuery(search: string, offer: ProductOffer): LineConfiguration | null {
  const raw = configurationParams(new URLSearchParams(search));
  if (!raw.sku) return null;
  const base = defaultConfiguration(offer);
  const quantity = Number(raw.quantity);
  return {
    sku: offer.customSku?.(raw.sku) ? raw.sku : offered(raw.sku, offer.skus, base.sku)!,
    quantity: offer.quantities.includes(quantity) ? quantity : base.quantity,
    material: offered(raw.material, offer.materials, base.material),
    printMode: offered(raw.printMode, offer.printModes, base.printMode),
    finish: offered(raw.finish, offer.finishes, base.finish),
    printQuality: offered(raw.printQuality, offer.printQualities, base.printQuality),
    express: offer.expressProduction && raw.express !== undefined && EXPRESS_VALUES[raw.express] === true,
    paidAssets: offer.paidAssets.filter((asset) => raw.paidAssets.includes(asset)),
  };
}

/** The page's address with the configuration in its query, everything else kept. */
export function addressWith(location: Pick<Location, "pathname" | "search" | "hash">, configuration: LineConfiguration): string {
  return `${location.pathname}?${configurationToSearchParams(configuration, new URLSearchParams(location.search)).toString()}${location.hash}`;
}

import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { formatSize, sizeKindOfShape } from "@/lib/catalog/sizes";
import { sizeUnitFor } from "@/lib/catalog/units";
import type { ProductTypeSlug } from "@/lib/catalog/constants";
import { findVariantById } from "@/server/catalog/variants";
import type { LineItemRow } from "@/server/orders/service";
import { OptionError, resolveOptions, type PriceOptions, type ResolvedOptions } from "@/server/pricing/engine";
import { isSamplePack } from "@/server/samples/line-rules";

/**
 * A product line in words, as the invoice states it: the product's name, then its
 * configuration (size, material, print, finish, print quality, express, the FSC
 * certificate) in the invoice's language; a sample pack names its samples instead.
 * The options are the ones the line was priced with, defaults included, so the
 * words say what the price paid for.
 */

/** What a line's words are made of: an order's line, or an offer's line on its way to becoming one. */
export type DescribedLine = Pick<
  LineItemRow,
  "variantId" | "sku" | "name" | "samples" | "options" | "expressDeliveryOptionId" | "paidAssets" | "description" | "priceListId"
>;

export function lineWords(messages: Messages, locale: Locale, regionId: string) {
  const t = createTranslator({ locale, messages, namespace: "Invoice.line" });
  const catalog = createTranslator({ locale, messages, namespace: "Catalog" });
  const sizes = createTranslator({ locale, messages, namespace: "Catalog.sizes" });
  const priceLists = createTranslator({ locale, messages, namespace: "PriceLists" });
  // The size as the product page, the editor, the cart and the order page write it (ADR 0058).
  const unit = sizeUnitFor(regionId);
  const productName = (slug: string) => messages.Products[slug as ProductTypeSlug]?.name ?? slug;

  return function describe(line: DescribedLine): string {
    const variant = line.variantId ? findVariantById(line.variantId, line.sku) : undefined;
    if (!variant) return line.name ?? line.sku ?? "";
    const { product, size } = variant;
    const name = line.name ?? productName(product.slug);
    if (isSamplePack(product)) {
      return line.samples && line.samples.length > 0 ? `${name}\n${t("samples", { samples: line.samples.map(productName).join(", ") })}` : name;
    }
    const parts: string[] = [];
    // Each product measured as it is: a box inside, a bag with its gusset, a can by its diameter (lib/catalog/sizes.ts).
    parts.push(formatSize(size, sizeKindOfShape(product.shape), unit, messages.Units[unit], locale, sizes));
    const options = optionsOf(product, line.options as PriceOptions);
    if (options?.material) parts.push(catalog(`materials.${options.material}`));
    if (options) parts.push(catalog(`printModes.${options.printMode}`));
    if (options?.finish) parts.push(catalog(`finishes.${options.finish}`));
    // A print quality is a property of print to a design; plain products have none to state.
    if (options && !product.designless && options.printMode !== "no-print")
      parts.push(t("printQuality", { quality: catalog(`printQualities.${options.printQuality}`) }));
    if (line.expressDeliveryOptionId) parts.push(t("express"));
    if (line.paidAssets.includes("service-fsc-certificate")) parts.push(t("fsc"));
    // Priced by the buyer's company price list (ADR 0056): the amounts are the negotiated ones.
    if (line.priceListId !== null) parts.push(priceLists("negotiated"));
    // What the offer said about the line (its notes) is part of what was bought.
    return [name, parts.join(", "), ...(line.description ? [line.description] : [])].join("\n");
  };
}

/** The options the line was priced with; a line the catalogue no longer resolves is described without them. */
function optionsOf(product: Parameters<typeof resolveOptions>[0], options: PriceOptions): ResolvedOptions | null {
  try {
    return resolveOptions(product, { ...options, express: false });
  } catch (error) {
    if (error instanceof OptionError) return null;
    throw error;
  }
}

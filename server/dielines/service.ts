import { createTranslator } from "next-intl";
import { formatSize, sizeKindOfShape } from "@/lib/catalog/sizes";
import { formatPrintLength, sizeUnitFor } from "@/lib/catalog/units";
import { buildNet, modelForProduct, SIDE_IDS, type DielineWords, type Net, type SideId } from "@/lib/dielines";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { Region } from "@/regions/schema";
import { findVariant } from "@/server/catalog/variants";
import { HttpError } from "@/server/http/errors";

/** What a dieline download draws: the net of the sku's size and the words on it. */
export interface Dieline {
  sku: string;
  net: Net;
  words: DielineWords;
}

const noDieline = (sku: string) => new HttpError(404, "no_dieline", `There is no dieline for ${sku}: it is not made from a flat net`, { sku });

export async function dielineOf(region: Region, sku: string, locale: Locale): Promise<Dieline> {
  const variant = findVariant(region.id, sku);
  if (!variant) throw new HttpError(404, "unknown_sku", `No product with sku ${sku} in this storefront`, { sku });
  const model = modelForProduct(variant.product);
  if (!model) throw noDieline(sku);
  const { size, product } = variant;
  let net: Net;
  try {
    net = buildNet(model, { length: size.lengthMm, width: size.widthMm, height: size.heightMm });
  } catch {
    throw noDieline(sku);
  }
  const messages = await loadMessages(locale);
  const productName = messages.Products[product.slug as keyof typeof messages.Products]?.name ?? product.slug;
  const t = messages.Dieline;
  const boxSides = Object.fromEntries(SIDE_IDS.map((side) => [side, sideName(messages.Editor.sides, side)])) as Record<SideId, string>;
  // A sheet's one panel is its tile, a tape's one repeat, a can's are its wrap and lid: named as the editor names them.
  const sides: Record<SideId, string> = net.repeat
    ? { ...boxSides, front: net.repeat.kind === "sheet" ? messages.Editor.pattern.tile : messages.Editor.pattern.repeat }
    : net.cylinder
      ? { ...boxSides, front: messages.Editor.can.front, top: messages.Editor.can.top }
      : boxSides;
  // Measured as the product is (only a box's size is its inside, lib/catalog/sizes.ts), in the storefront's unit;
  // where that is inches the millimetres the net is drawn in follow, as prepress reads them.
  const kind = sizeKindOfShape(product.shape);
  const sizes = createTranslator({ locale, messages, namespace: "Catalog.sizes" });
  const inches = sizeUnitFor(region.id) === "in";
  const metric = formatSize(size, kind, "mm", messages.Units.mm, locale, sizes);
  const sizeText = inches ? `${formatSize(size, kind, "in", messages.Units.in, locale, sizes)} (${metric})` : metric;
  const length = (mm: number) => formatPrintLength(mm, sizeUnitFor(region.id), locale, messages.Units);
  return {
    sku,
    net,
    words: {
      title: (kind === "box" ? t.title : t.titleProduct).replace("{product}", productName).replace("{size}", sizeText),
      sides,
      cut: t.cut,
      crease: t.crease,
      bleed: t.bleed.replace("{bleed}", length(net.bleed)),
      safeZone: t.safeZone.replace("{safeZone}", length(net.safeZone)),
    },
  };
}

function sideName(names: Record<string, unknown>, side: SideId): string {
  const name = Object.hasOwn(names, side) ? names[side] : undefined;
  return typeof name === "string" ? name : side;
}

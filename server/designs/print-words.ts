import { createTranslator } from "next-intl";
import { formatSize, sizeKindOfShape, sizeNote } from "@/lib/catalog/sizes";
import { formatPrintLength, sizeUnitFor } from "@/lib/catalog/units";
import type { Net } from "@/lib/dielines";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { ProductDefinition } from "@/server/catalog/types";
import { boardLike, PREPRESS_WORDS, type PrintWords } from "./print";

/**
 * The print proof's margin line in the shopper's language: the product by its name,
 * its size as the product is measured and in the storefront's unit (inches with the
 * millimetres beside them in us, as the dieline says it), the material, the bleed,
 * the face of the sheet and the die lines. The production file prepress reads keeps
 * PREPRESS_WORDS; only the proof the editor downloads asks for a language.
 */
export async function proofWords(
  locale: Locale,
  regionId: string,
  product: ProductDefinition | undefined,
): Promise<{ words: PrintWords; title: (id: number) => string }> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "PrintFacts" });
  const sizes = createTranslator({ locale, messages, namespace: "Catalog.sizes" });
  const units = messages.Units;
  const inches = sizeUnitFor(regionId) === "in";
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const length = (mm: number) => formatPrintLength(mm, sizeUnitFor(regionId), locale, units);
  const flat = (width: number, height: number) => `${number(width)} × ${number(height)} ${units.mm}`;
  const name = product ? (messages.Products[product.slug as keyof typeof messages.Products]?.name ?? product.slug) : null;

  const sizeOf = (net: Net) => {
    if (!product) return PREPRESS_WORDS.product(net);
    const size = { lengthMm: net.inside.length, widthMm: net.inside.width, heightMm: net.inside.height };
    const kind = sizeKindOfShape(product.shape);
    const metric = formatSize(size, kind, "mm", units.mm, locale, sizes);
    const shown = inches ? `${formatSize(size, kind, "in", units.in, locale, sizes)} / ${metric}` : metric;
    // What the numbers measure, as the product page says it: the inside of a box, a bag's width, gusset and height.
    return `${shown} (${sizeNote(kind, sizes)})`;
  };

  const words: PrintWords = {
    product: (net) => (name ? t("product", { product: name, size: sizeOf(net) }) : PREPRESS_WORDS.product(net)),
    thickness: (net) => t(boardLike(net) ? "board" : "material", { thickness: length(net.board) }),
    bleed: (mm) => t("bleed", { bleed: length(mm) }),
    pattern: (net, repeat) => {
      const product = name ?? net.model;
      const tile = flat(repeat.tile.width, repeat.tile.height);
      const bleed = length(net.bleed);
      return repeat.kind === "sheet"
        ? t("sheet", { product, sheet: flat(repeat.print.width, repeat.print.height), tile, bleed })
        : t("roll", { product, repeat: flat(repeat.print.width, repeat.print.height), width: length(repeat.area.width), tile, bleed });
    },
    outside: t("outside"),
    inside: t("inside"),
    dieLines: t("dieLines"),
    missingImages: (files) => t("missingImages", { files }),
  };
  return { words, title: (id) => t("title", { id: String(id) }) };
}

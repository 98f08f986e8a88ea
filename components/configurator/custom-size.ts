import { fieldValueOf, parseSizedSku, rangeProblem, type CustomSizeDimension, type CustomSizeLimits, type FieldUnit } from "@/lib/catalog/sized-sku";
import { fillNamed } from "./words";

/**
 * What the configurator needs to offer a custom size (docs/adr/0044-custom-sizes.md):
 * the product's limits per dimension (mm, from server/catalog/custom-sizes.ts), the
 * unit the fields take and the words, translated on the server like the rest of the
 * configurator's (./words.ts). The browser checks the limits as the shopper types;
 * whether the box folds at the size is the server's answer to the price request.
 * What only the fields use comes with their chunk (./CustomSizeFields), and the words
 * are made on the server (./custom-size-words).
 */
export interface CustomSizeOffer {
  limits: CustomSizeLimits;
  unit: FieldUnit;
  /** The shopper's locale, for the numbers shown. */
  locale: string;
  words: CustomSizeWords;
}

export interface CustomSizeWords {
  choice: string;
  legend: string;
  length: string;
  width: string;
  height: string;
  /** The unit's own word (mm, in, cal). */
  unit: string;
  /** "{min}–{max} {unit}" with the unit filled in. */
  range: string;
  apply: string;
  notNumber: string;
  /** "At least {min} {unit}" with the unit filled in. */
  atLeast: string;
  atMost: string;
  /** "For this base the box can be at most {max} {unit} high" with the unit filled in. */
  tooTall: string;
  notFoldable: string;
  /** In place of the price while the fields say no size it can be given for. */
  unpriced: string;
  /** "{length} × {width} × {height} {unit}" with the unit filled in. */
  value: string;
  /** The product page's "about {grams} g CO₂e per piece", for a custom size's footprint. */
  emissions: string;
}

/** The words' placeholders filled in: the configurator's own filler (./words). */
export const fill = fillNamed;

/** Whether a sku names a size of this product the limits allow: the product page takes it from an address. */
export function isCustomSkuOf(product: string, offer: Pick<CustomSizeOffer, "limits">, sku: string): boolean {
  const parsed = parseSizedSku(sku);
  return parsed !== null && parsed.slug === product && rangeProblem(offer.limits, parsed.size) === null;
}

/** A size in the shopper's words and unit: 270 × 190 × 80 mm, 10.6 × 7.5 × 3.1 in. */
export function customSizeLabel(sku: string, offer: CustomSizeOffer): string | undefined {
  const parsed = parseSizedSku(sku);
  if (!parsed) return undefined;
  const number = new Intl.NumberFormat(offer.locale, { maximumFractionDigits: 1 });
  const shown = (dimension: CustomSizeDimension) => number.format(fieldValueOf(parsed.size[dimension], offer.unit));
  return fill(offer.words.value, { length: shown("length"), width: shown("width"), height: shown("height") });
}

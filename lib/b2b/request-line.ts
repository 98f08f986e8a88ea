import { CUSTOM_SIZE_DIMENSIONS, MM_PER_INCH, rangeProblem, type CustomSizeMm } from "@/lib/catalog/custom-size";
import { lengthUnitFor } from "@/lib/catalog/units";
import type { OfferCatalogue, OfferProduct } from "./offer-catalogue";

/**
 * What a quote request asked for, as the offer builder's first line: its product,
 * its size (a catalogue size when the request names one, a custom size within the
 * product's limits otherwise), its quantity and its notes. The buyer typed the size
 * as free text in the storefront's unit ("30 x 20 x 10", "300×200×100 mm", "12 x 8 x 4 in").
 */

export interface RequestedLine {
  slug: string;
  /** A catalogue size's code, or CUSTOM_SIZE for `custom`. */
  size: string;
  custom: CustomSizeMm | null;
  quantity: number | null;
  description: string;
}

/** The size choice that stands for a size typed in millimetres. */
export const CUSTOM_SIZE = "custom";

const UNIT_MM: Record<string, number> = { mm: 1, cm: 10, in: MM_PER_INCH, inch: MM_PER_INCH, inches: MM_PER_INCH, '"': MM_PER_INCH, "″": MM_PER_INCH };

/** Three lengths in whole millimetres from a typed size; null when it is not three numbers. */
export function sizeOfText(text: string, regionId: string): CustomSizeMm | null {
  const match =
    /^\s*(\d+(?:[.,]\d+)?)\s*(?:mm|cm|in)?\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(?:mm|cm|in)?\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|inches|inch|in|"|″)?/i.exec(text);
  if (!match) return null;
  const factor = UNIT_MM[(match[4] ?? lengthUnitFor(regionId)).toLowerCase()] ?? 1;
  const [length, width, height] = [match[1]!, match[2]!, match[3]!].map((value) => Math.round(Number(value.replace(",", ".")) * factor));
  return { length: length!, width: width!, height: height! };
}

function sizeChoice(product: OfferProduct, size: CustomSizeMm | null): Pick<RequestedLine, "size" | "custom"> {
  if (!size) return { size: product.sizes.length === 1 ? product.sizes[0]!.code : "", custom: null };
  const listed = product.sizes.find((candidate) => CUSTOM_SIZE_DIMENSIONS.every((dimension) => candidate[`${dimension}Mm`] === size[dimension]));
  if (listed) return { size: listed.code, custom: null };
  // A size the product is not made in is left for the manager to pick, with the request's words beside it.
  if (!product.customLimits || rangeProblem(product.customLimits, size)) return { size: "", custom: null };
  return { size: CUSTOM_SIZE, custom: size };
}

/** The request's line for an offer in the given storefront; null when the request names no product sold there. */
export function requestedLine(
  request: { product_slug: string | null; dimensions: string | null; quantity: number | null; message: string; region: string },
  catalogue: OfferCatalogue,
  offerRegion: string,
): RequestedLine | null {
  const product = catalogue.find((candidate) => candidate.slug === request.product_slug && candidate.storefronts.includes(offerRegion));
  if (!product) return null;
  const size = request.dimensions ? sizeOfText(request.dimensions, request.region) : null;
  return { slug: product.slug, ...sizeChoice(product, size), quantity: request.quantity, description: request.message.trim() };
}

import type { ProductTypeSlug } from "@/lib/catalog/constants";
import type { RegionId } from "@/regions/schema";

/**
 * Ready-made designs for the pre-printed products: chosen instead of designed, so
 * they ship sooner and in small runs. Some are only offered in one region.
 */

export const PATTERN_IDS = ["dots", "stripes", "leaves", "waves", "confetti", "folk", "tulips"] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

export interface Pattern {
  id: PatternId;
  productTypes: readonly ProductTypeSlug[];
  /** Offered only in these regions; everywhere when absent. */
  regions?: readonly RegionId[];
}

const PRE_PRINTED: readonly ProductTypeSlug[] = ["pre-printed-mailer-box-eco", "pre-printed-mailer-box-full-color", "pre-printed-kraft-tape"];

export const PATTERNS: readonly Pattern[] = [
  { id: "dots", productTypes: PRE_PRINTED },
  { id: "stripes", productTypes: PRE_PRINTED },
  { id: "leaves", productTypes: ["pre-printed-mailer-box-eco", "pre-printed-kraft-tape"] },
  { id: "waves", productTypes: ["pre-printed-mailer-box-full-color"] },
  { id: "confetti", productTypes: ["pre-printed-mailer-box-full-color"] },
  { id: "folk", productTypes: PRE_PRINTED, regions: ["pl"] },
  { id: "tulips", productTypes: ["pre-printed-mailer-box-full-color"], regions: ["nl"] },
];

export function patternsFor(region: RegionId): Pattern[] {
  return PATTERNS.filter((pattern) => !pattern.regions || pattern.regions.includes(region));
}

export function patternImage(id: PatternId): string {
  return `/build/shared-images/patterns/${id}.svg`;
}

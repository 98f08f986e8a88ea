import type { ReactNode } from "react";
import type { Inside } from "@/lib/catalog/size-guide";
import type { SizeUnit } from "@/lib/catalog/units";
import { SizeGuide } from "./SizeGuide";
import type { SizeGuideWords } from "./words";

/**
 * The size guide of each catalogue size, drawn where the page is rendered (on the
 * server) and handed to the configurator as elements, like the pickers' looks
 * (./looks): the island shows the chosen size's, so neither the guide's drawing nor
 * the reference objects' measures come into the product page's first load. A size of
 * the shopper's own is drawn in the browser, by the guide that comes with the custom
 * size fields' chunk (./after-first-load).
 */
export interface SizeGuideOffer {
  /** The ruler's unit and the guide's words, for a size of the shopper's own. */
  unit: SizeUnit;
  words: SizeGuideWords;
  /** Each catalogue size's guide, by sku. */
  drawn: Record<string, ReactNode>;
}

/** The guides of the sizes offered: each by its sku, with its inside and its label as the size picker shows it. */
export function drawnSizeGuides(
  sizes: readonly { value: string; label: string }[],
  measures: Record<string, Inside>,
  unit: SizeUnit,
  words: SizeGuideWords,
): SizeGuideOffer {
  const drawn: Record<string, ReactNode> = {};
  for (const size of sizes) {
    const inside = measures[size.value];
    if (inside) drawn[size.value] = <SizeGuide inside={inside} sizeLabel={size.label} unit={unit} words={words} />;
  }
  return { unit, words, drawn };
}

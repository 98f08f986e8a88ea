import { parseSizedSku } from "@/lib/catalog/sized-sku";
import type { SizeUnit } from "@/lib/catalog/units";
import { SizeGuide } from "./SizeGuide";
import type { SizeGuideWords } from "./words";

/**
 * The size guide of a size of the shopper's own, drawn in the browser from its sku
 * (the catalogue sizes' come drawn from the server, ./size-guides). It comes with the
 * custom size fields' chunk (./after-first-load), reading the sku there too, so the
 * product page's first load carries only the loader.
 */
export function CustomSizeGuide({ sku, sizeLabel, unit, words }: { sku: string; sizeLabel: string; unit: SizeUnit; words: SizeGuideWords }) {
  const parsed = parseSizedSku(sku);
  if (!parsed) return null;
  const inside = { lengthMm: parsed.size.length, widthMm: parsed.size.width, heightMm: parsed.size.height };
  return <SizeGuide inside={inside} sizeLabel={sizeLabel} unit={unit} words={words} />;
}

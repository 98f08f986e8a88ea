import { ProductViewerButtonLater } from "./ProductViewerButtonLater";
import { viewerProductOf } from "./viewer-product";
import { type Translate, viewerWords } from "./viewer-words";

export type ProductViewerSlotProps = Parameters<typeof viewerProductOf>[0] & {
  name: string;
  /** The ProductViewer messages (the page's getTranslations("ProductViewer")). */
  t: Translate;
  /** The custom size's unit as the shopper reads it (Units.mm, Units.in). */
  unitLabel: string;
};

/**
 * The product page's "View in 3D", under its gallery: the button (a small client
 * island, whose code follows the page's first load) for a product with a 3D model,
 * nothing for one without. Rendered on the server, so the product's sizes and the
 * words are worked out when the page is built.
 */
export function ProductViewerSlot({ name, t, unitLabel, ...input }: ProductViewerSlotProps) {
  const product = viewerProductOf(input);
  if (!product) return null;
  return <ProductViewerButtonLater product={product} name={name} words={viewerWords(t, unitLabel)} />;
}

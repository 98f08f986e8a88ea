import { getTranslations } from "next-intl/server";
import { ProductViewerButton } from "./ProductViewerButton";
import { viewerProductOf } from "./viewer-product";
import { viewerWords } from "./viewer-words";

/**
 * The product page's "View in 3D", under its gallery: the button (a small client
 * island) for a product with a 3D model, nothing for one without. A server
 * component, so the product's sizes and the words are worked out when the page is built.
 */
export async function ProductViewerSlot(props: Parameters<typeof viewerProductOf>[0] & { name: string }) {
  const product = viewerProductOf(props);
  if (!product) return null;
  const t = await getTranslations("ProductViewer");
  const tUnits = await getTranslations("Units");
  const words = viewerWords((key, values) => t(key as never, values as never), tUnits(props.unit));
  return <ProductViewerButton product={product} name={props.name} words={words} />;
}

import type { Material } from "@/lib/catalog/constants";
import type { CustomSizeLimits, FieldUnit } from "@/lib/catalog/custom-size";
import { type BoxModel, type Dimensions, modelForProduct } from "@/lib/dielines";

/**
 * What the viewer needs to know of a product, worked out on the server when the
 * page is built: the model it folds as, its catalogue sizes by sku (inside, mm,
 * as the editor opens them), the materials it is sold in and whether it takes a
 * size of the shopper's own. Plain data, so it travels to the browser as props.
 */
export interface ViewerProduct {
  slug: string;
  model: BoxModel;
  /** The catalogue sizes in the configurator's order; the first is the page's default. */
  sizes: readonly { sku: string; inside: Dimensions; label: string }[];
  /** In the configurator's order; the first is the default. Empty for products of no catalogue board (film, paper, tape). */
  materials: readonly { value: Material; label: string }[];
  /** The limits of a custom size (mm); null when the product is made only in its catalogue sizes. */
  customLimits: CustomSizeLimits | null;
  /** The unit a custom size is written in (millimetres, inches in the us), and the locale its numbers are written in. */
  unit: FieldUnit;
  locale: string;
}

/** A catalogue product as the product page has it (a structural slice of server/catalog's ProductDefinition). */
export interface PageProduct {
  slug: string;
  skuModel: string | null;
  sizes: readonly { code: string; lengthMm: number; widthMm: number; heightMm: number }[];
}

/**
 * The viewer's product, or null when the product has no 3D model to show (a
 * sample pack): then the page shows no "View in 3D" button. A size the price
 * list does not sell in the region is left out, as the configurator leaves it out.
 */
export function viewerProductOf(input: {
  product: PageProduct;
  skuOfSize: ReadonlyMap<string, string>;
  sizeLabels: readonly { value: string; label: string }[];
  materials: readonly { value: Material; label: string }[];
  customLimits: CustomSizeLimits | null | undefined;
  unit: FieldUnit;
  locale: string;
}): ViewerProduct | null {
  const model = modelForProduct(input.product);
  if (!model) return null;
  const labelOf = new Map(input.sizeLabels.map((size) => [size.value, size.label]));
  const sizes = input.product.sizes.flatMap((size) => {
    const sku = input.skuOfSize.get(size.code);
    return sku ? [{ sku, inside: { length: size.lengthMm, width: size.widthMm, height: size.heightMm }, label: labelOf.get(sku) ?? sku }] : [];
  });
  if (sizes.length === 0) return null;
  return {
    slug: input.product.slug,
    model,
    sizes,
    materials: input.materials,
    customLimits: input.customLimits ?? null,
    unit: input.unit,
    locale: input.locale,
  };
}

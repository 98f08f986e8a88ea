import type { Material } from "@/lib/catalog/constants";
import { fieldValueOf, parseSizedSku, rangeProblem } from "@/lib/catalog/custom-size";
import { configurationParams } from "@/lib/catalog/line-configuration-url";
import { buildNet, type Dimensions, type Net } from "@/lib/dielines";
import { type BoardColours, boardColours, KRAFT_BOARD, productColours } from "@/editor/preview3d/board-colours";
import type { ViewerProduct } from "./viewer-product";

/**
 * What the viewer shows for the configuration in the page's address: the size
 * and material the configurator shows, read the way it reads them
 * (components/configurator/offer.ts configurationFromQuery): without a sku the
 * product's defaults; a catalogue sku, or a custom size of this product within
 * its limits, as asked; anything else falls back to the default size; a
 * material the product is not sold in to its first material.
 */
export interface ViewerSubject {
  sku: string;
  /** Inside dimensions in mm, as the editor opens a design of this sku. */
  inside: Dimensions;
  /** The catalogue size's label; null for a custom size (written from `inside` in the shopper's unit). */
  sizeLabel: string | null;
  material: Material | null;
  materialLabel: string | null;
  /** The bare board's outside and inside: the viewer shows the product unprinted. */
  colours: BoardColours;
}

export function viewerSubject(product: ViewerProduct, search: string): ViewerSubject {
  const raw = configurationParams(new URLSearchParams(search));
  const fallback = product.sizes[0]!;
  const catalogue = raw.sku ? product.sizes.find((size) => size.sku === raw.sku) : fallback;
  const custom = !catalogue && raw.sku ? customInside(product, raw.sku) : null;
  const size = catalogue ?? (custom ? null : fallback);
  const chosenMaterial = raw.sku ? product.materials.find((material) => material.value === raw.material) : undefined;
  const material = chosenMaterial ?? product.materials[0] ?? null;
  return {
    sku: size?.sku ?? raw.sku!,
    inside: size?.inside ?? custom!,
    sizeLabel: size?.label ?? null,
    material: material?.value ?? null,
    materialLabel: material?.label ?? null,
    colours: material ? boardColours(material.value) : (productColours({ material: null, slug: product.slug }) ?? { board: KRAFT_BOARD, inside: KRAFT_BOARD }),
  };
}

/** A custom size of this product within its limits, as a sku names it; null for anything else. */
function customInside(product: ViewerProduct, sku: string): Dimensions | null {
  const parsed = parseSizedSku(sku);
  if (!parsed || parsed.slug !== product.slug || !product.customLimits) return null;
  return rangeProblem(product.customLimits, parsed.size) === null ? parsed.size : null;
}

/**
 * The net the viewer folds: the chosen size's, or the default size's when the
 * chosen one does not fold (a custom size the server would refuse as too tall for
 * its base); null if neither folds, and the viewer says it cannot show the product.
 */
export function viewerNet(product: ViewerProduct, subject: ViewerSubject): Net | null {
  for (const inside of [subject.inside, product.sizes[0]!.inside]) {
    try {
      return buildNet(product.model, inside);
    } catch {
      // The next size, or none.
    }
  }
  return null;
}

/** A custom size in the shopper's unit and numbers (270 × 190 × 80 mm, 10.6 × 7.5 × 3.1 in), through the message's pattern. */
export function customSizeText(inside: Dimensions, product: Pick<ViewerProduct, "unit" | "locale">, pattern: string): string {
  const number = new Intl.NumberFormat(product.locale, { maximumFractionDigits: 1 });
  const shown = (mm: number) => number.format(fieldValueOf(mm, product.unit));
  return pattern.replace("{length}", shown(inside.length)).replace("{width}", shown(inside.width)).replace("{height}", shown(inside.height));
}

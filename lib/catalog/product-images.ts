import type { ProductTypeSlug } from "./constants";
import { MATERIAL_SWATCH_FILES, PRODUCT_IMAGE_FILES, PRODUCT_IMAGE_MAIL_WIDTH } from "./product-images.gen";

/**
 * Where a product's pictures live and which exist. Every storefront surface that shows a
 * product (landing, category cards, the product gallery, cart, checkout, mails, the share
 * image) asks here, so one change of the imagery reaches all of them.
 *
 * The pictures are rendered from the shop's own nets by scripts/product-images (ADR 0059):
 * each product in each material it is sold in, closed and (where it opens) open, as AVIF
 * and WebP at several widths, listed in product-images.gen.ts.
 */

/** How the product is shown: closed as it arrives (at a 3/4 angle), opened, or closed seen from above the other front corner. */
export type ProductView = "closed" | "open" | "above";

/** The folder the shared images are served from (SPEC: /build/shared-images). */
export const PRODUCT_IMAGE_BASE = "/build/shared-images/products";
export const MATERIAL_SWATCH_BASE = "/build/shared-images/materials";
/** The pictures of a product sold in no catalogue board (a bag, a film mailer, tape) are filed under this material. */
export const OWN_MATERIAL = "standard";

export interface ProductPicture {
  /** The fallback source, for browsers without srcset support and for mails. */
  src: string;
  /** Responsive sources by type, each a srcset string; empty when the picture has one size only. */
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
}

type Files = (typeof PRODUCT_IMAGE_FILES)[string];

function filesOf(slug: string): Files | undefined {
  return Object.hasOwn(PRODUCT_IMAGE_FILES, slug) ? PRODUCT_IMAGE_FILES[slug] : undefined;
}

/** The materials a product has pictures in, the product's first material first. */
export function picturedMaterials(slug: string): string[] {
  return Object.keys(filesOf(slug) ?? {});
}

/** The material whose pictures to show: the one asked for when it has pictures, else the product's first. */
function materialOf(files: Files, material: string | undefined): string {
  return material && Object.hasOwn(files, material) ? material : Object.keys(files)[0]!;
}

const VIEWS: readonly ProductView[] = ["closed", "open", "above"];

/** The views a product is pictured in: closed; open when it opens; from above when it has a lid. */
export function picturedViews(slug: string, material?: string): ProductView[] {
  const files = filesOf(slug);
  if (!files) return ["closed"];
  const pictured = files[materialOf(files, material)]!;
  return VIEWS.filter((view) => pictured[view]);
}

const fileBase = (slug: string, material: string, view: ProductView) => `${PRODUCT_IMAGE_BASE}/${slug}/${material}-${view}`;

function pictureOf(base: string, sizes: readonly (readonly [number, number])[], fallbackWidth: number): ProductPicture {
  const largest = sizes[sizes.length - 1]!;
  const fallback = sizes.find(([width]) => width >= fallbackWidth) ?? largest;
  const srcSet = (type: string) => sizes.map(([width]) => `${base}-${width}.${type} ${width}w`).join(", ");
  return {
    src: `${base}-${fallback[0]}.webp`,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    width: largest[0],
    height: largest[1],
  };
}

/** The product's rendered picture in a material (its first when left out or not sold in it) and view (closed when it does not open). */
export function productPicture(slug: ProductTypeSlug, options: { material?: string; view?: ProductView } = {}): ProductPicture {
  const files = filesOf(slug);
  if (!files) throw new Error(`No pictures of ${slug}: run npm run images`);
  const material = materialOf(files, options.material);
  const view = options.view && files[material]![options.view] ? options.view : "closed";
  return pictureOf(fileBase(slug, material, view), files[material]![view]!, 640);
}

/** A small WebP of the product closed, for a line's thumbnail (cart, checkout, orders); a path under /build; null for a product without pictures. */
export function productThumbnail(slug: string, material?: string): string | null {
  const files = filesOf(slug);
  if (!files) return null;
  const chosen = materialOf(files, material);
  return `${fileBase(slug, chosen, "closed")}-${files[chosen]!.closed[0]![0]}.webp`;
}

/** A JPEG of the product closed, for mails and the share image, which cannot show AVIF or WebP; a path under /build. */
export function productMailPicture(slug: string, material?: string): { src: string; width: number; height: number } | null {
  const files = filesOf(slug);
  if (!files) return null;
  const chosen = materialOf(files, material);
  const size = files[chosen]!.closed.find(([width]) => width === PRODUCT_IMAGE_MAIL_WIDTH);
  if (!size) return null;
  return { src: `${fileBase(slug, chosen, "closed")}-${size[0]}.jpg`, width: size[0], height: size[1] };
}

/** A close-up of a material's board for the material picker; null while the material has none, and the picker shows its colour. */
export function materialSwatch(material: string): ProductPicture | null {
  if (!Object.hasOwn(MATERIAL_SWATCH_FILES, material)) return null;
  return pictureOf(`${MATERIAL_SWATCH_BASE}/${material}`, MATERIAL_SWATCH_FILES[material]!, 96);
}

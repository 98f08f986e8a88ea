import type { ProductTypeSlug } from "@/lib/catalog/constants";
import { productPicture, type ProductView } from "@/lib/catalog/product-images";
import { Picture } from "./Picture";

interface ProductImageProps {
  slug: ProductTypeSlug;
  /** A material id of the catalogue (cardboard-natural, ...); the product's first material when left out. */
  material?: string;
  view?: ProductView;
  /** The image's rendered width per viewport, as the `sizes` attribute takes it. */
  sizes: string;
  /** Empty when the product's name is written next to the picture. */
  alt: string;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/** A product picture with its width and height set, so nothing moves when it arrives; works in server and client components. */
export function ProductImage({ slug, material, view, sizes, alt, priority = false, className }: ProductImageProps) {
  return <Picture picture={productPicture(slug, { material, view })} sizes={sizes} alt={alt} priority={priority} className={className} />;
}

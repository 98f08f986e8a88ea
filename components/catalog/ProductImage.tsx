import type { ProductTypeSlug } from "@/lib/catalog/constants";
import { productPicture, type ProductView } from "@/lib/catalog/product-images";

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
  const picture = productPicture(slug, { material, view });
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

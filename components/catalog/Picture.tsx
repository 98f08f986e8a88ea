import type { ProductPicture } from "@/lib/catalog/product-images";

interface PictureProps {
  picture: ProductPicture;
  /** The image's rendered width per viewport, as the `sizes` attribute takes it. */
  sizes: string;
  /** Empty when the product's name is written next to the picture. */
  alt: string;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * One rendered picture as AVIF and WebP sources with its width and height set, so nothing
 * moves when it arrives. No manifest here: a browser island that imports it stays small.
 */
export function Picture({ picture, sizes, alt, priority = false, className }: PictureProps) {
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

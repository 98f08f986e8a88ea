"use client";

import { preloadedLazy } from "@/components/configurator/preloaded-lazy";
import type { ProductGalleryIslandProps } from "./ProductGalleryIsland";

/**
 * The gallery's island, whose code follows the product page's first load
 * (docs/performance.md): it reads the address, so the server's HTML has the page's
 * first picture in its place (ProductGallery's fallback, the thumbnails' room
 * reserved) until the island's chunk has come and takes over, without a shift.
 */
const Island = preloadedLazy<ProductGalleryIslandProps>(() =>
  import("@/components/configurator/after-first-load").then((module) => module.ProductGalleryIsland),
);

/**
 * A function component around the lazy one: the server page renders this export as a
 * client reference, which the browser must receive as a component; a lazy object in its
 * place is resolved once more there and fails (React error 306).
 */
export function ProductGalleryLater(props: ProductGalleryIslandProps) {
  return <Island {...props} />;
}

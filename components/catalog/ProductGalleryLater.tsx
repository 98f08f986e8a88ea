"use client";

import { preloadedLazy } from "@/components/configurator/preloaded-lazy";
import type { ProductGalleryIslandProps } from "./ProductGalleryIsland";

/**
 * The gallery's island, whose code follows the product page's first load
 * (docs/performance.md): it reads the address, so the server's HTML has the page's
 * first picture in its place (ProductGallery's fallback, the thumbnails' room
 * reserved) until the island's chunk has come and takes over, without a shift.
 */
export const ProductGalleryLater = preloadedLazy<ProductGalleryIslandProps>(() =>
  import("@/components/configurator/after-first-load").then((module) => module.ProductGalleryIsland),
);

/**
 * The picture shown when a product page is shared: generated per product,
 * region and language at /products/{slug}/share-image. A route of its own
 * rather than Next's opengraph-image file, whose URL would name the internal
 * /{region}/{language}/ path that only the proxy knows.
 */
export const SHARE_IMAGE_SEGMENT = "share-image";
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

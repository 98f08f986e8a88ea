import type { CartCatalogue } from "./types";

/**
 * The little the cart needs to know about each product, prepared by the page on
 * the server from the catalogue, so the browser needs neither the whole
 * catalogue nor the product names in every language.
 */

export interface CatalogueProduct {
  slug: string;
  printQualities: readonly string[];
  shape: string;
}

export function cartCatalogue(products: readonly CatalogueProduct[], nameOf: (slug: string) => string): CartCatalogue {
  return Object.fromEntries(
    products.map((product) => [product.slug, { name: nameOf(product.slug), printQualities: [...product.printQualities], tape: product.shape === "tape" }]),
  );
}

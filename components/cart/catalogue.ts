import { editorFlavourOf } from "@/lib/dielines/editors";
import { modelForProduct } from "@/lib/dielines/sku";
import type { CartCatalogue, CartLineShape, CartProductFacts } from "./types";

/**
 * The little the cart needs to know about each product, prepared by the page on
 * the server from the catalogue, so the browser needs neither the whole
 * catalogue nor the product names in every language.
 */

export interface CatalogueProduct {
  slug: string;
  printQualities: readonly string[];
  shape: string;
  /** Plain products, made without a design. */
  designless: boolean;
  skuModel: string | null;
}

/** The product editor for a product designed there, so "edit design" links straight to it (ADR 0048); nothing for a box. */
function editorOfProduct(product: Pick<CatalogueProduct, "slug" | "skuModel">): Pick<CartProductFacts, "editor"> {
  const model = modelForProduct(product);
  return model && editorFlavourOf(model) === "product" ? { editor: "product" } : {};
}

/** The shape a product's lines take in the cart (docs/adr/0024-cart-line-shapes.md). */
export function lineShapeOfProduct(product: Pick<CatalogueProduct, "designless" | "skuModel">): CartLineShape {
  if (product.skuModel === "samples") return "sample-pack";
  return product.designless ? "designless" : "printed";
}

export function cartCatalogue(products: readonly CatalogueProduct[], nameOf: (slug: string) => string): CartCatalogue {
  return Object.fromEntries(
    products.map((product) => [
      product.slug,
      {
        name: nameOf(product.slug),
        printQualities: [...product.printQualities],
        shape: lineShapeOfProduct(product),
        ...editorOfProduct(product),
      },
    ]),
  );
}

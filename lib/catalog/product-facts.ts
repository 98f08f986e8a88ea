import type { Material, PrintColorMode, PrintQuality } from "@/lib/catalog/constants";
import type { Dimensions } from "@/lib/design";
import type { BoxModel } from "@/lib/dielines";

/**
 * What the editor needs to know about the product a design is for: its name in
 * the shopper's language, its size, the print qualities it is made in and the
 * board it is made of (the bare board colour of the 3D preview). The routes
 * resolve it from the catalogue for a new design; for a saved design the shell
 * reads it from the catalogue API by the design's sku.
 */
export interface ProductFacts {
  sku: string;
  /** The product type slug, which the price list is asked for. */
  slug: string;
  name: string;
  /** The size code the price list names the sku's size by (250x180x60). */
  sizeCode: string;
  inside: Dimensions;
  printQualities: readonly PrintQuality[];
  material: Material | null;
  /** The print modes the product is made in, the default first; the editor's print check and uploads follow the line's. */
  printModes?: readonly PrintColorMode[];
}

/** A sku as the editor routes find it in a storefront's catalogue (server/catalog/editor-products.ts). */
export type EditorProduct =
  | { kind: "designable"; facts: ProductFacts; model: BoxModel }
  /** Nothing to design (plain, pre-printed, a sample pack): the product page sends these straight to the cart. */
  | { kind: "designless"; name: string; slug: string }
  /** No model yet (ordered with its artwork file afterwards, ADR 0037): the editor cannot draw it. */
  | { kind: "notAvailable"; name: string; slug: string };

import { editorFlavourOf, modelForProduct, netFits, type BoxModel, type Dimensions, type EditorFlavour } from "@/lib/dielines";
import type { Region } from "@/regions/schema";
import type { ProductDefinition, ProductSize } from "./types";

/**
 * What stands between a product page and the cart (ADR 0037):
 * - design: the shopper designs it online, in the box editor or the product
 *   editor (the model's EditorFlavour), then orders;
 * - ready: nothing to design: plain products (designless, or printed with
 *   nothing: "no-print") and pre-printed stock (not custom, printed with the
 *   shop's own design, "no design work needed") go straight to the cart;
 * - samplePack: ordered from the sample-packs page, with no design step;
 * - artwork: printed to the customer's design but without an online model yet:
 *   ordered as it is, the print-ready artwork file following (the cart says the
 *   design is still to come), until a model lands in lib/dielines.
 */
export type DesignStep =
  { kind: "design"; model: BoxModel; editor: EditorFlavour } | { kind: "ready"; why: "plain" | "prePrinted" } | { kind: "samplePack" } | { kind: "artwork" };

export function insideOf(size: ProductSize): Dimensions {
  return { length: size.lengthMm, width: size.widthMm, height: size.heightMm };
}

/**
 * A size the dielines cannot fold is not offered in the editor rather than failing in the browser.
 * Asked for every size on every order line shown, so the answer is remembered (lib/dielines cache.ts).
 */
export function hasNet(model: BoxModel, inside: Dimensions): boolean {
  return netFits(model, inside);
}

type StepProduct = Pick<ProductDefinition, "slug" | "skuModel" | "designless" | "custom" | "printModes" | "sizes">;

/** `region` adds the storefront's designless products; without one, the catalogue's own word is taken. */
export function designStepOf(region: Pick<Region, "designlessProductIds"> | null, product: StepProduct): DesignStep {
  if (product.skuModel === "samples") return { kind: "samplePack" };
  const unprinted = product.printModes.every((mode) => mode === "no-print");
  if (product.designless || region?.designlessProductIds.includes(product.slug) || unprinted) return { kind: "ready", why: "plain" };
  if (!product.custom) return { kind: "ready", why: "prePrinted" };
  const model = modelForProduct(product);
  if (!model || !product.sizes.every((size) => hasNet(model, insideOf(size)))) return { kind: "artwork" };
  return { kind: "design", model, editor: editorFlavourOf(model) };
}

/** Whether an order line of the product waits for the customer's design (the order's skipped_design until it is ready). */
export function takesCustomerDesign(region: Pick<Region, "designlessProductIds"> | null, product: StepProduct): boolean {
  const step = designStepOf(region, product).kind;
  return step === "design" || step === "artwork";
}

/** The words of the product page's design button, by what the model makes; anything else is "Design it". */
export type DesignWord = "box" | "bag" | "mailer" | "envelope" | "label" | "card" | "other";

const WORD_OF_MODEL: Partial<Record<BoxModel, DesignWord>> = {
  "paper-bag": "bag",
  "tote-bag": "bag",
  "doypack-bag": "bag",
  "poly-mailer": "mailer",
  "paper-mailer": "mailer",
  "rigid-envelope": "envelope",
  "square-label": "label",
  "printed-card": "card",
};

export function designWordOf(model: BoxModel): DesignWord {
  return WORD_OF_MODEL[model] ?? (editorFlavourOf(model) === "box" ? "box" : "other");
}

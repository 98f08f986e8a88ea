import type { ProductTypeSlug } from "./constants";
import { formatLength, type LengthUnit, type SizeUnit } from "./units";

/**
 * How a product's size reads, by what the product is. A box is measured inside
 * (length × width × height); a bag across its front, its gusset and its height;
 * a mailer, envelope, label or card by its flat format; tissue and packing paper
 * by the sheet; tape by its width and roll length; a can by its diameter and
 * height. The catalogue stores every size as length, width and height in
 * millimetres: a can's diameter is its length, a bag's gusset its width, a
 * tape's roll length its length and its width its width.
 */
export type SizeKind = "box" | "bag" | "flat" | "sheet" | "tape" | "can";

const KIND_OF_SHAPE: Readonly<Record<string, SizeKind>> = {
  "paper-bag": "bag",
  "tote-bag": "bag",
  doypack: "bag",
  envelope: "flat",
  "pouch-mailer": "flat",
  label: "flat",
  card: "flat",
  sheet: "sheet",
  tape: "tape",
  can: "can",
};

/** The size kind of a catalogue shape (server/catalog/types.ts PRODUCT_SHAPES); every box shape reads as a box. */
export function sizeKindOfShape(shape: string): SizeKind {
  return KIND_OF_SHAPE[shape] ?? "box";
}

/**
 * The size kind of each product type, for the browser's pages that know a line or a
 * design by its sku alone (the cart, saved designs, Plus). Written out so a new
 * product has to say how it is measured; server/catalog checks it against the shapes.
 */
const KIND_OF_PRODUCT: Readonly<Record<ProductTypeSlug, SizeKind>> = {
  "mailer-box-plain": "box",
  "mailer-box-eco": "box",
  "mailer-box-eco-white": "box",
  "mailer-box-eco-color": "box",
  "mailer-box-full-color": "box",
  "mailer-box-full-color-double-sided": "box",
  "mailer-box-white-ink": "box",
  "delivery-mailer-box": "box",
  "delivery-mailer-box-plain": "box",
  "sleeved-mailer-box": "box",
  "pre-printed-mailer-box-eco": "box",
  "pre-printed-mailer-box-full-color": "box",
  "product-box": "box",
  "product-box-two-pieces": "box",
  "product-box-wine-box": "box",
  "shipping-box": "box",
  "shipping-box-plain": "box",
  "paper-bag": "bag",
  "rigid-envelope": "flat",
  "poly-mailer": "flat",
  "paper-mailer": "flat",
  "bio-poly-mailer": "flat",
  "bio-poly-mailer-plain": "flat",
  "recycled-poly-mailer": "flat",
  "sample-packs": "box",
  "tissue-paper": "sheet",
  "packing-paper": "sheet",
  "packing-tape": "tape",
  "kraft-tape": "tape",
  "pre-printed-kraft-tape": "tape",
  "paper-can": "can",
  "cake-box": "box",
  "magnetic-box": "box",
  "rigid-drawer-box": "box",
  "rigid-box": "box",
  "rigid-box-two-pieces": "box",
  "special-box": "box",
  "carrier-box": "box",
  "doypack-bag": "bag",
  "square-label": "flat",
  "tote-bag": "bag",
  "printed-card": "flat",
};

/** How a product type's size reads; a slug the catalogue does not know reads by its size alone. */
export function sizeKindOf(slug: string | null | undefined, size?: SizeLike): SizeKind {
  const kind = slug ? KIND_OF_PRODUCT[slug as ProductTypeSlug] : undefined;
  return kind ?? (size ? sizeKindOfSize(size) : "box");
}

export interface SizeLike {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/** The message keys of a size, under the `Catalog.sizes` namespace. */
export type SizeMessageKey = `value.${SizeKind}` | `note.${SizeKind}`;
type Translate = (key: SizeMessageKey, values?: Record<string, string>) => string;

/**
 * A size as a shopper reads it, in the storefront's unit (or in millimetres, as a
 * dieline is drawn): 25 × 18 × 6 cm for a box,
 * 9.8 × 7.1 in for a mailer, ⌀ 7.3 × 10 cm for a can, 48 mm × 66 m for tape (a tape
 * is sold by its millimetre width and metre length everywhere). `t` reads the
 * `Catalog.sizes` messages; `unitLabel` is the unit's own word (Units.cm).
 */
export function formatSize(size: SizeLike, kind: SizeKind, unit: LengthUnit | SizeUnit, unitLabel: string, locale: string, t: Translate): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (kind === "tape") return t("value.tape", { width: number.format(size.widthMm), length: number.format(size.lengthMm / 1000) });
  const shown = (mm: number) => formatLength(mm, unit, locale);
  switch (kind) {
    case "box":
      return t("value.box", { length: shown(size.lengthMm), width: shown(size.widthMm), height: shown(size.heightMm), unit: unitLabel });
    case "bag":
      return t("value.bag", { width: shown(size.lengthMm), gusset: shown(size.widthMm), height: shown(size.heightMm), unit: unitLabel });
    case "can":
      return t("value.can", { diameter: shown(size.lengthMm), height: shown(size.heightMm), unit: unitLabel });
    case "flat":
    case "sheet":
      return t(`value.${kind}`, { width: shown(size.lengthMm), height: shown(size.widthMm), unit: unitLabel });
  }
}

/** What the numbers measure, said once after a product's sizes: "Internal dimensions" for a box, "sheet size" for tissue. */
export function sizeNote(kind: SizeKind, t: Translate): string {
  return t(`note.${kind}`);
}

/** The kind a size reads as when only the size itself is known (an old line whose product left the catalogue). */
export function sizeKindOfSize(size: SizeLike): SizeKind {
  return size.heightMm === 0 ? "flat" : "box";
}

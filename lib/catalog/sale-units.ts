import { sizeKindOf, type SizeKind } from "./sizes";

/**
 * What a product is counted and priced by: tape by the roll, tissue and packing
 * paper by the sheet, everything else (boxes, bags, mailers, labels, cans) by
 * the piece. The quantity, the price a unit and the ladder's column say the
 * same word wherever a line is shown: the product page, the editor, the cart
 * and the checkout (`Units.sale` messages).
 */
export type SaleUnit = "piece" | "roll" | "sheet";

export function saleUnitOfKind(kind: SizeKind): SaleUnit {
  if (kind === "tape") return "roll";
  if (kind === "sheet") return "sheet";
  return "piece";
}

/** The sale unit of a product type by its slug; a product the catalogue does not know is sold by the piece. */
export function saleUnitOf(slug: string | null | undefined): SaleUnit {
  return saleUnitOfKind(sizeKindOf(slug));
}

/** The message keys under the `Units` namespace. */
export type SaleUnitMessageKey = "sale.quantity" | "sale.each" | "sale.option" | "sale.heading" | "sale.from" | "sale.emissions";
type Translate = (key: SaleUnitMessageKey, values: Record<string, string | number>) => string;

export interface SaleUnitWords {
  /** "30 rolls", "500 sheets", "30 pieces", with the language's plural forms. */
  quantity: (count: number) => string;
  /** "€4.77 per roll". */
  each: (price: string) => string;
  /** "30 rolls, €4.77 per roll": a quantity offered with its price a unit. */
  option: (count: number, price: string) => string;
  /** A price column's heading: "Per roll". */
  heading: string;
  /** "from €4.77 per roll". */
  from: (price: string) => string;
  /** A unit's footprint: "about 90 g CO₂e per roll". */
  emissions: (grams: string) => string;
}

/** A product's sale unit in words; `t` reads the `Units` messages. */
export function saleUnitWords(unit: SaleUnit, t: Translate): SaleUnitWords {
  const quantity = (count: number) => t("sale.quantity", { unit, count });
  const each = (price: string) => t("sale.each", { unit, price });
  return {
    quantity,
    each,
    option: (count, price) => t("sale.option", { quantity: quantity(count), each: each(price) }),
    heading: t("sale.heading", { unit }),
    from: (price) => t("sale.from", { unit, price }),
    emissions: (grams) => t("sale.emissions", { unit, grams }),
  };
}

import type { ProductDefinition, ProductShape, ProductSize } from "./types";

/**
 * What a product is made of, part by part, with the sides a design can be put on.
 * The editor shows these sides; production prints them.
 */

export const BOX_SIDES = ["front", "top", "back", "left", "right", "bottom"] as const;
export type PrintSide = (typeof BOX_SIDES)[number] | "inside" | "outside";

export interface ProductPart {
  name: string;
  sides: readonly PrintSide[];
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

const BOX_WITH_INSIDE: readonly PrintSide[] = [...BOX_SIDES, "inside"];
const FLAT: readonly PrintSide[] = ["front", "back"];

function part(name: string, sides: readonly PrintSide[], size: ProductSize, overrides: Partial<ProductPart> = {}): ProductPart {
  return { name, sides, length_mm: size.lengthMm, width_mm: size.widthMm, height_mm: size.heightMm, ...overrides };
}

const PARTS: Record<ProductShape, (size: ProductSize) => ProductPart[]> = {
  "mailer-box": (s) => [part("box", BOX_WITH_INSIDE, s)],
  "sleeved-box": (s) => [
    part("box", BOX_WITH_INSIDE, s),
    part("sleeve", ["front", "top", "back", "bottom"], s, { length_mm: s.lengthMm + 4, height_mm: s.heightMm + 4 }),
  ],
  "tuck-box": (s) => [part("box", BOX_SIDES, s)],
  "two-piece-box": (s) => [
    part("lid", ["top", "front", "back", "left", "right", "inside"], s, { height_mm: Math.round(s.heightMm / 3) }),
    part("base", [...BOX_SIDES, "inside"], s),
  ],
  "shipping-box": (s) => [part("box", BOX_SIDES, s)],
  "wine-box": (s) => [part("box", BOX_SIDES, s)],
  "paper-bag": (s) => [part("bag", ["front", "back", "left", "right"], s)],
  envelope: (s) => [part("envelope", FLAT, s)],
  "pouch-mailer": (s) => [part("mailer", FLAT, s)],
  "sample-pack": (s) => [part("box", BOX_SIDES, s)],
  sheet: (s) => [part("sheet", ["front"], s)],
  tape: (s) => [part("roll", ["outside"], s)],
  can: (s) => [part("tube", ["outside"], s), part("lid", ["top"], s, { height_mm: 20 })],
  "cake-box": (s) => [part("box", BOX_SIDES, s)],
  "magnetic-box": (s) => [part("box", BOX_WITH_INSIDE, s)],
  "drawer-box": (s) => [part("sleeve", ["front", "top", "back", "bottom"], s), part("drawer", ["front", "inside"], s)],
  "rigid-box": (s) => [part("box", BOX_WITH_INSIDE, s)],
  "carrier-box": (s) => [part("box", BOX_SIDES, s)],
  doypack: (s) => [part("pouch", FLAT, s)],
  label: (s) => [part("label", ["front"], s)],
  "tote-bag": (s) => [part("bag", FLAT, s)],
  card: (s) => [part("card", FLAT, s)],
};

export function productStructure(product: ProductDefinition, size: ProductSize): ProductPart[] {
  return PARTS[product.shape](size);
}

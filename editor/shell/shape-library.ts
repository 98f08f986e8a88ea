import { MAX_ELEMENT_NAME_LENGTH, type ShapeElement } from "@/lib/design";
import { SHAPE_GROUPS, SHAPE_LIBRARY, type LibraryShape, type ShapeGroup } from "@/lib/design/shape-library";
import type { BoxModel } from "@/lib/dielines";
import { newElementId } from "@/editor/state/ids";
import { SHAPE_COLOUR, TEXT_COLOUR, newShape, type SideSize } from "./elements";
import { productFamily, type ProductFamily } from "./families";

/** The shapes library (lib/design/shape-library.ts, ADR 0047) as the editor offers it: by product, and as new elements. */
export { SHAPE_GROUPS, SHAPE_LIBRARY, libraryShape, type LibraryShape, type ShapeGroup } from "@/lib/design/shape-library";

/**
 * The groups that suit each kind of product, in the order they are shown
 * first; the others wait behind "show all". Shipping cartons and mailers carry
 * handling marks; labels and cards are badges; bags a badge or an ornament;
 * sheets and tape small motifs that repeat well.
 */
const FITTING: Record<ProductFamily, readonly ShapeGroup[]> = {
  shipping: ["marks", "arrows", "badges"],
  mailer: ["marks", "badges", "decorative"],
  box: ["badges", "decorative", "basic"],
  bag: ["badges", "decorative"],
  label: ["badges", "basic", "decorative"],
  pattern: ["decorative", "basic"],
  tape: ["decorative", "marks", "basic"],
  can: ["badges", "decorative"],
};

/** The library's groups for a product: those that fit it first (shown at once), then the rest. */
export function shapeGroupsFor(model: BoxModel): { fitting: ShapeGroup[]; more: ShapeGroup[] } {
  const fitting = [...FITTING[productFamily(model)]];
  return { fitting, more: SHAPE_GROUPS.filter((group) => !fitting.includes(group)) };
}

export function shapesOf(group: ShapeGroup): LibraryShape[] {
  return SHAPE_LIBRARY.filter((item) => item.group === group);
}

const round = (mm: number) => Math.round(mm * 10) / 10;

/**
 * A library shape as a new element on a side: centred, as tall as the toolbar's
 * shapes (a third of the side's shorter edge) at its own proportions, narrowed
 * to 60% of the side's width if it is wider, and named as the panel names it so
 * the layers list tells a heart from a seal.
 */
export function newLibraryShape(size: SideSize, item: LibraryShape, name: string, id: string = newElementId()): ShapeElement {
  if ("basic" in item) return newShape(size, item.basic, id);
  let height = Math.min(size.width, size.height) * 0.3;
  let width = height * item.aspect;
  if (width > size.width * 0.6) [width, height] = [size.width * 0.6, (size.width * 0.6) / item.aspect];
  // A thin line on a small side still keeps a box the schema takes (sizes are positive).
  [width, height] = [Math.max(width, 0.1), Math.max(height, 0.1)];
  return {
    id,
    type: "shape",
    shape: "path",
    x: round((size.width - width) / 2),
    y: round((size.height - height) / 2),
    width: round(width),
    height: round(height),
    rotation: 0,
    opacity: 1,
    name: name.slice(0, MAX_ELEMENT_NAME_LENGTH),
    fill: item.ink === "mark" ? TEXT_COLOUR : SHAPE_COLOUR,
    stroke: null,
    strokeWidth: 0,
    path: item.path,
  };
}

import { isInsideSide, type Net, type SideId } from "@/lib/dielines";

/**
 * How the side tabs group the sides a shopper designs: the outside and the inside
 * of the box; on a box with a sleeve, the sleeve's sides and the box's own (ADR 0039).
 */
export type SideGroupId = "outside" | "inside" | "sleeve" | "box";

export interface SideGroup {
  id: SideGroupId;
  sides: SideId[];
}

/** The groups, in tab order, of the given sides (kept in their order); empty groups are left out. */
export function sideGroups(net: Net, sides: readonly SideId[]): SideGroup[] {
  const onSleeve = new Set(net.panels.flatMap((panel) => (panel.part === "sleeve" && panel.side ? [panel.side] : [])));
  const outside = sides.filter((side) => !isInsideSide(side));
  const groups: SideGroup[] =
    onSleeve.size > 0
      ? [
          { id: "sleeve", sides: outside.filter((side) => onSleeve.has(side)) },
          { id: "box", sides: outside.filter((side) => !onSleeve.has(side)) },
        ]
      : [{ id: "outside", sides: outside }];
  groups.push({ id: "inside", sides: sides.filter((side) => isInsideSide(side)) });
  return groups.filter((group) => group.sides.length > 0);
}

import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import pl from "@/messages/pl-PL.json";

/** Words of the second new-shopper walk (C3, C14) that must agree with each other. */
describe("the editor's words agree with the shop's", () => {
  it("says Innenmaße in the German editor bar, as the product page and the custom size do", () => {
    expect(de.Editor.header.size).toMatch(/^Innenmaße: /);
    expect(de.Catalog.sizes.note.box).toBe("Innenmaße");
  });

  it("names a Polish box's inside sides after its outside ones", () => {
    const sides = pl.Editor.sides;
    for (const side of ["top", "front", "back", "left", "right", "bottom"] as const) expect(sides[`inside-${side}`]).toBe(`${sides[side]} od środka`);
  });
});

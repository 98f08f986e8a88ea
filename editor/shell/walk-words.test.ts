import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import pl from "@/messages/pl-PL.json";
import { productVariant } from "./families";

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

  it("calls a Polish poly mailer a foliopak, as the shop does, and a paper mailer still a koperta", () => {
    const page = createTranslator({ locale: "pl-PL", messages: pl, namespace: "ProductPage" });
    expect(page("designAction.mailer", { product: productVariant("poly-mailer") })).toBe("Zaprojektuj foliopak");
    expect(page("designAction.mailer", { product: productVariant("paper-mailer") })).toBe("Zaprojektuj kopertę wysyłkową");
    const words = createTranslator({ locale: "pl-PL", messages: pl, namespace: "Editor.productWords" });
    expect(words("sidesLabel", { kind: "mailer", product: productVariant("paper-mailer") })).toBe("Strony koperty");
    for (const slug of ["poly-mailer", "bio-poly-mailer", "bio-poly-mailer-plain", "recycled-poly-mailer"] as const)
      expect(pl.Products[slug].name, slug).not.toMatch(/kopert/i);
  });

  it("calls a German paper bag a Tüte, as the shop's Papiertüten, and a tote bag still a Tasche", () => {
    const page = createTranslator({ locale: "de-DE", messages: de, namespace: "ProductPage" });
    expect(page("designAction.bag", { product: productVariant("paper-bag") })).toBe("Tüte gestalten");
    expect(page("designAction.bag", { product: productVariant("tote-bag") })).toBe("Tasche gestalten");
    const words = createTranslator({ locale: "de-DE", messages: de, namespace: "Editor.productWords" });
    expect(words("netView", { kind: "bag", product: productVariant("paper-bag") })).toBe("Ganze Tüte flach zeigen");
    expect(words("netView", { kind: "bag", product: productVariant("tote-bag") })).toBe("Ganze Tasche flach zeigen");
  });
});

import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import { pdfText } from "@/server/pdf/pdf-text";
import { api, createDesign, MAILER, visitor } from "./testing";

/**
 * The print proof the editor downloads speaks as the storefront's pages do (the
 * page locale of the asked language in the storefront the request comes from):
 * Swiss German writes ss for ß, gb and the EU British English, us American.
 */
describe("the print proof in the storefront's words", () => {
  async function proof(region: string, locale: string) {
    const owner = await visitor(region);
    const design = await createDesign(owner.token, { sku: MAILER });
    const response = await api.raw(`/api/box_designs/${design.id}/production_files?locale=${locale}`, {
      headers: { "X-Api-Token": owner.token, "X-Region": region },
    });
    expect(response.status).toBe(200);
    return (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, " ");
  }

  it("writes German with ss for ß on the ch storefront, and keeps ß on the German one", async () => {
    // The proof's face and the box's measure are German words with ß: "außen", "Innenmaße".
    expect(de.PrintFacts.outside).toContain("ß");
    expect(de.Catalog.sizes.note.box).toContain("ß");
    for (const locale of ["de", "de-DE"]) {
      const swiss = await proof("ch", locale);
      expect(swiss, locale).not.toContain("ß");
      expect(swiss, locale).toContain(de.PrintFacts.outside.replaceAll("ß", "ss"));
      expect(swiss, locale).toContain(de.Catalog.sizes.note.box.replaceAll("ß", "ss"));
    }
    const german = await proof("de", "de");
    expect(german).toContain(de.PrintFacts.outside);
    expect(german).toContain(de.Catalog.sizes.note.box);
  });

  it("writes British English on gb and American on the us storefront", async () => {
    const british = await proof("gb", "en");
    expect(british).toContain("Full-colour mailer boxes");
    expect(british).not.toMatch(/\bcolor/i);
    const american = await proof("us", "en-GB");
    expect(american).toContain("Full-color mailer boxes");
    expect(american).not.toMatch(/\bcolour/i);
  });
});

import { describe, expect, it } from "vitest";
import { loadMessages } from "./messages";
import { respell, swissGerman } from "./spelling";
import { flatten, type Catalogue } from "./testing";

const messagesOf = async (locale: "de-DE" | "de-AT" | "de-CH") => flatten((await loadMessages(locale)) as unknown as Catalogue);

describe("Swiss German spelling", () => {
  it("writes ss for ß and SS for ẞ, and changes nothing else", () => {
    expect(swissGerman("Größe, Straße, Maßnahme, GROẞ")).toBe("Grösse, Strasse, Massnahme, GROSS");
    expect(swissGerman("Grüße aus Zürich: 2.500 Stück")).toBe("Grüsse aus Zürich: 2.500 Stück");
    expect(respell({ title: "Maße", list: ["groß", 3] }, "de-CH")).toEqual({ title: "Masse", list: ["gross", 3] });
    const german = { title: "Maße" };
    expect(respell(german, "de-AT")).toBe(german);
  });

  it("the ch storefront's catalogue has no ß, and is de-DE's in every other letter", async () => {
    const german = await messagesOf("de-DE");
    const swiss = await messagesOf("de-CH");
    expect([...swiss].filter(([, value]) => /[ßẞ]/.test(value)).map(([key]) => key)).toEqual([]);
    expect([...swiss.keys()]).toEqual([...german.keys()]);
    for (const [key, value] of german) expect(swiss.get(key), key).toBe(value.replaceAll("ß", "ss").replaceAll("ẞ", "SS"));
    // The catalogue's product words are among them: the Swiss shopper reads "Grösse" where Germany reads "Größe".
    expect([...german.values()].some((value) => value.includes("Größe"))).toBe(true);
    expect([...swiss.values()].some((value) => value.includes("Grösse"))).toBe(true);
  });

  it("Germany and Austria keep ß", async () => {
    for (const locale of ["de-DE", "de-AT"] as const) {
      const withSharpS = [...(await messagesOf(locale)).values()].filter((value) => value.includes("ß"));
      expect(withSharpS.length, locale).toBeGreaterThan(50);
    }
  });
});

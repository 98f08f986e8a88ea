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

  it("quotes with «…» and ‹…› inside where Germany writes „…“ and ‚…‘, and leaves the apostrophe alone", () => {
    expect(swissGerman("Wählen Sie „Passwort vergessen?“.")).toBe("Wählen Sie «Passwort vergessen?».");
    expect(swissGerman("Er schrieb: „Bitte ‚Muster‘ drucken.“")).toBe("Er schrieb: «Bitte ‹Muster› drucken.»");
    // A quote around an ICU argument opens before it and closes after it, in one branch.
    expect(swissGerman("{hasNote, select, yes { Nachricht: „{note}“} other {}}")).toBe("{hasNote, select, yes { Nachricht: «{note}»} other {}}");
    expect(swissGerman("So funktioniert’s, geht‘s")).toBe("So funktioniert’s, geht‘s");
  });

  it("the ch storefront's catalogue has no ß, and is de-DE's in every other letter", async () => {
    const german = await messagesOf("de-DE");
    const swiss = await messagesOf("de-CH");
    expect([...swiss].filter(([, value]) => /[ßẞ]/.test(value)).map(([key]) => key)).toEqual([]);
    expect([...swiss.keys()]).toEqual([...german.keys()]);
    for (const [key, value] of german) expect(swiss.get(key), key).toBe(swissGerman(value));
    // The catalogue's product words are among them: the Swiss shopper reads "Grösse" where Germany reads "Größe".
    expect([...german.values()].some((value) => value.includes("Größe"))).toBe(true);
    expect([...swiss.values()].some((value) => value.includes("Grösse"))).toBe(true);
  });

  it("the ch storefront's catalogue quotes with «…»: no „ or “ is left, and the quoted words are Swiss", async () => {
    const swiss = await messagesOf("de-CH");
    expect([...swiss].filter(([, value]) => /[„“‚]/.test(value)).map(([key]) => key)).toEqual([]);
    const quoted = [...swiss.values()].filter((value) => /«[^«»]+»/.test(value));
    expect(quoted.length).toBeGreaterThan(10);
    // The mails read the same catalogue (loadMessages(textLocaleOf(...))), so a Swiss buyer's note is quoted the Swiss way.
    expect(swiss.get("Mail.offer_sent.body")).toContain("«{note}»");
  });

  it("Germany and Austria keep ß and „…“", async () => {
    for (const locale of ["de-DE", "de-AT"] as const) {
      const values = [...(await messagesOf(locale)).values()];
      expect(values.filter((value) => value.includes("ß")).length, locale).toBeGreaterThan(50);
      expect(values.filter((value) => /„[^„“]+“/.test(value)).length, locale).toBeGreaterThan(10);
      expect(
        values.filter((value) => /[«»]/.test(value)),
        locale,
      ).toEqual([]);
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { LANGUAGE_LOAD_ERROR, loadMessages } from "./messages";
import { flatten } from "./testing";

const directory = path.join(process.cwd(), "messages");

const read = (locale: string) => flatten(JSON.parse(readFileSync(path.join(directory, `${locale}.json`), "utf8")));
const english = read("en-US");
/** Arguments that only choose a language's words (`{product, select, …}`), passed to every message that may use them. */
const WORD_CHOOSERS = ["product"];

describe("message catalogues", () => {
  it("exist for exactly the 11 locales and British English", () => {
    // The termbase (TERMS.md) lives beside the catalogues; only the JSON files are catalogues.
    expect(
      readdirSync(directory)
        .filter((file) => file.endsWith(".json"))
        .sort(),
    ).toEqual([...LOCALES, "en-GB"].map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES)("%s has every key of en-US and no other", (locale) => {
    const catalogue = read(locale);
    const missing = [...english.keys()].filter((key) => !catalogue.has(key));
    const extra = [...catalogue.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES.filter((l) => l !== "en-US"))("%s is a translation, not a copy of English", (locale) => {
    const catalogue = read(locale);
    // Words outside ICU arguments: "{length} × {width} {unit}" has none and reads the same everywhere.
    const words = (value: string) => value.replace(/\{[^{}]*\}/g, " ").replace(/\{[^{}]*\}/g, " ");
    const copied = [...english].filter(([key, value]) => catalogue.get(key) === value && /[a-z]{4}/i.test(words(value)));
    // A single word may be the same in both languages ("Europe" in French); a sentence may not.
    expect(copied.filter(([, value]) => words(value).trim().split(/\s+/).length > 2).map(([key]) => key)).toEqual([]);
    expect(copied.length).toBeLessThanOrEqual(Math.ceil(english.size * 0.05));
  });

  it.each(LOCALES)("%s has valid ICU messages with the same arguments as English", (locale) => {
    for (const [key, value] of read(locale)) {
      const format = new IntlMessageFormat(value, locale);
      const all = (message: string) => [...message.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]!).sort();
      // A language may choose its own word by `product` where it names one product of a kind apart
      // (PL foliopak, DE Tüte): the code always passes it, and it shows nothing itself.
      const args = (message: string) => all(message).filter((name) => !(WORD_CHOOSERS.includes(name) && new RegExp(`\\{${name}, select,`).test(message)));
      expect(args(value), `${locale} ${key}`).toEqual(args(english.get(key)!));
      const values = Object.fromEntries(all(value).map((name) => [name, 2]));
      expect(typeof format.format(values)).toBe("string");
    }
  });

  it("fr-FR sets a non-breaking space before each colon, semicolon, exclamation and question mark", () => {
    // French typography: "Reçu : 88,47 €", never "Reçu: 88,47 €"; the space must not break from its mark.
    const loose = [...read("fr-FR")].filter(([, value]) => /[^\u00a0\u202f][:;!?](?=\s|$)/.test(value.replace(/\{[^{}]*\}/g, "x")));
    expect(loose.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it("loads a catalogue and fails with the spec's message when one is missing", async () => {
    expect((await loadMessages("pl-PL")).Home.heading).toBe(read("pl-PL").get("Home.heading"));
    await expect(loadMessages("xx-XX" as never)).rejects.toThrow(LANGUAGE_LOAD_ERROR);
    expect(LANGUAGE_LOAD_ERROR).toBe("failed to load a language");
  });
});

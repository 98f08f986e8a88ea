import { readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { americanWordsIn, britishWordsIn } from "./english-spellings";
import { LANGUAGE_LOAD_ERROR, loadMessages } from "./messages";
import { flatten, type Catalogue } from "./testing";

const read = (name: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${name}.json`), "utf8")) as Catalogue;

const american = flatten(read("en-US"));
const britishChanges = flatten(read("en-GB"));
const args = (message: string) => [...message.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]!).sort();
/** Spellings one English writes and the other does not (lib/i18n/english-spellings.ts): a shopper notices each one. */
const isBritish = (value: string) => britishWordsIn(value).length > 0;
const isAmerican = (value: string) => americanWordsIn(value).length > 0;

describe("the two Englishes", () => {
  it("the us storefront reads American English: no British spelling anywhere in en-US", () => {
    const british = [...american].filter(([, value]) => isBritish(value)).map(([key, value]) => `${key}: ${value}`);
    expect(british).toEqual([]);
  });

  it("en-GB changes only keys en-US has, with the same arguments, as valid messages", () => {
    expect(britishChanges.size).toBeGreaterThan(50);
    for (const [key, value] of britishChanges) {
      expect(american.has(key), key).toBe(true);
      expect(args(value), key).toEqual(args(american.get(key)!));
      expect(typeof new IntlMessageFormat(value, "en-GB").format(Object.fromEntries(args(value).map((name) => [name, 2])))).toBe("string");
    }
  });

  it("gb and the EU storefront read British English with every key of en-US", async () => {
    // gb and eu are en-GB, no is en-NO (regions/formats.test.ts checks the region files say so).
    for (const locale of ["en-GB", "en-NO"] as const) {
      const messages = await loadMessages(locale);
      const british = flatten(messages as unknown as Catalogue);
      expect([...british.keys()].sort(), locale).toEqual([...american.keys()].sort());
      expect(messages.Products["mailer-box-full-color"].name).toBe("Full-colour mailer boxes");
      expect(messages.Checkout.details.zipCode).toBe("Postcode");
      expect([...british].filter(([, value]) => isAmerican(value)).map(([key]) => key)).toEqual([]);
    }
  });

  it("the us storefront says color and ZIP code", async () => {
    const messages = await loadMessages("en-US");
    expect(messages.Products["mailer-box-full-color"].name).toBe("Full-color mailer boxes");
    expect(messages.Checkout.details.zipCode).toBe("ZIP code");
    expect(messages.Account.fields.zipCode).toBe("ZIP code");
  });

  it("German as Austria writes it reads the German catalogue; Switzerland's is respelled (spelling.test.ts)", async () => {
    const german = await loadMessages("de-DE");
    expect(await loadMessages("de-AT")).toBe(german);
    expect(await loadMessages("de-CH")).not.toBe(german);
    expect(LANGUAGE_LOAD_ERROR).toBe("failed to load a language");
  });
});

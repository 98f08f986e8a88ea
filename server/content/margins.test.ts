import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLEED_MM, SAFE_ZONE_MM } from "@/lib/dielines/types";
import { CONCEPTS, type Language } from "@/lib/termbase/terms";

/**
 * The help centre states the margins the editor and the dielines use: a shopper who keeps text
 * 5 mm inside the cut because an article said so, while the editor warns at 3 mm, trusts neither.
 * Every "<n> mm" in a help article that stands next to the language's word for the safe zone or
 * the bleed (messages/TERMS.md, or a synonym the termbase rejects) must be that margin.
 */

const base = path.join(process.cwd(), "content");

/**
 * A term as a pattern that also matches its inflected forms: each word is cut to its stem
 * ("bezpečná zóna" also finds "bezpečné zóny", "strefa bezpieczna" also "strefie bezpiecznej").
 */
function stemmed(term: string): string {
  return term
    .split(/\s+/)
    .map((word) => {
      const letters = [...word];
      const keep = letters.length > 4 ? letters.length - 2 : letters.length > 2 ? letters.length - 1 : letters.length;
      return `${letters.slice(0, keep).join("").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\p{L}*`;
    })
    .join("[\\s\\u00a0]+");
}

function termPattern(concept: "safe zone" | "bleed", lang: Language): RegExp {
  const { approved, avoid } = CONCEPTS[concept]!;
  const sources = [stemmed(approved[lang]), ...(avoid[lang] ?? []).map((rule) => rule.avoid)];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

/** "3 mm", "3mm", "0,5 mm" with the position it stands at. */
const MILLIMETRES = /(?<![\p{L}\p{N},.])(\d+(?:[.,]\d+)?)[\s\u00a0]?mm(?![\p{L}\p{N}])/gu;

/** How far (in characters, within one sentence) a number may stand from the word it belongs to. */
const NEAR = 60;

interface MarginClaim {
  concept: "safe zone" | "bleed";
  millimetres: number;
  text: string;
}

/**
 * The margins a text states: each "<n> mm" belongs to the nearest safe-zone or bleed word in the
 * same sentence, so that "3 mm of bleed and a 3 mm safe zone" is read as two claims, one each.
 */
function marginClaims(text: string, lang: Language): MarginClaim[] {
  const claims: MarginClaim[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+/u)) {
    const terms = (["safe zone", "bleed"] as const).flatMap((concept) =>
      [...sentence.matchAll(termPattern(concept, lang))].map((match) => ({ concept, start: match.index, end: match.index + match[0].length })),
    );
    for (const number of sentence.matchAll(MILLIMETRES)) {
      const start = number.index;
      const end = start + number[0].length;
      const distance = (term: { start: number; end: number }) => (term.end <= start ? start - term.end : term.start >= end ? term.start - end : 0);
      const nearest = terms.filter((term) => distance(term) <= NEAR).sort((a, b) => distance(a) - distance(b))[0];
      if (nearest) claims.push({ concept: nearest.concept, millimetres: Number(number[1]!.replace(",", ".")), text: sentence });
    }
  }
  return claims;
}

const EXPECTED = { "safe zone": SAFE_ZONE_MM, bleed: BLEED_MM } as const;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const locales = readdirSync(base, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(base, entry.name, "help")))
  .map((entry) => entry.name)
  .sort();

describe("margins stated in the help centre", () => {
  it("reads a wrong margin, a right one and the nearest word (the check can fail)", () => {
    expect(marginClaims("Keep text and logos at least 5 mm inside the safe zone.", "en")).toEqual([
      expect.objectContaining({ concept: "safe zone", millimetres: 5 }),
    ]);
    const both = marginClaims("Add 3 mm of bleed and keep a 3 mm safe zone.", "en");
    expect(both.map((claim) => claim.concept)).toEqual(["bleed", "safe zone"]);
    // An inflected form and a word the termbase rejects are still the safe zone.
    expect(marginClaims("Text i logo trzymaj w strefie bezpiecznej, 5 mm od linii cięcia.", "pl")).toHaveLength(1);
    expect(marginClaims("Halten Sie 5 mm Sicherheitsabstand zum Falz.", "de")).toEqual([
      expect.objectContaining({ concept: "safe zone", millimetres: 5 }),
    ]);
    // A size that is not a margin is not a claim.
    expect(marginClaims("Die Wellpappe ist 3 mm dick.", "de")).toEqual([]);
  });

  it("covers every language of the help centre", () => {
    expect(locales.length).toBeGreaterThanOrEqual(12);
    // The bleed article states both margins in every language, so a language whose words the
    // check cannot find fails here rather than passing unread.
    for (const locale of locales) {
      const article = JSON.parse(readFileSync(path.join(base, locale, "help", "bleed-and-safe-zone.json"), "utf8"));
      const concepts = new Set(marginClaims(strings(article).join("\n"), locale.split("-")[0] as Language).map((claim) => claim.concept));
      expect([...concepts].sort(), locale).toEqual(["bleed", "safe zone"]);
    }
  });

  it.each(locales)("%s states the dielines' safe zone and bleed", (locale) => {
    const lang = locale.split("-")[0] as Language;
    const dir = path.join(base, locale, "help");
    const wrong = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) =>
        strings(JSON.parse(readFileSync(path.join(dir, file), "utf8")))
          .flatMap((text) => marginClaims(text, lang))
          .filter((claim) => claim.millimetres !== EXPECTED[claim.concept])
          .map((claim) => `${locale}/help/${file}: ${claim.concept} ${claim.millimetres} mm, not ${EXPECTED[claim.concept]} mm: "${claim.text}"`),
      );
    expect(wrong).toEqual([]);
  });
});

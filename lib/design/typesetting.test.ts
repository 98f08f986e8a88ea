import { describe, expect, it } from "vitest";
import { estimatedMeasure, linesHeight, wrapTextLines } from "./typesetting";

describe("wrapTextLines, the one word wrap of the editor and the print (ADR 0049)", () => {
  const measure = (s: string) => [...s].length; // 1 mm a character

  it("keeps a line that fits and breaks a long one after the last space or dash that fits", () => {
    expect(wrapTextLines("short", 10, measure)).toEqual(["short"]);
    expect(wrapTextLines("one two three", 8, measure)).toEqual(["one two", "three"]);
    expect(wrapTextLines("well-known words", 6, measure)).toEqual(["well-", "known", "words"]);
  });

  it("breaks a word too long for the box, keeps paragraphs and counts letters with diacritics as one", () => {
    expect(wrapTextLines("abcdefghij", 4, measure)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapTextLines("a\nb", 4, measure)).toEqual(["a", "b"]);
    expect(wrapTextLines("Zażółć gęślą jaźń", 7, measure)).toEqual(["Zażółć", "gęślą", "jaźń"]);
    expect(wrapTextLines("Größe & Grüße", 8, measure)).toEqual(["Größe &", "Grüße"]);
  });

  it("returns every line, however many: no box height cuts words off", () => {
    expect(wrapTextLines("a\nb\nc\nd", 4, measure)).toEqual(["a", "b", "c", "d"]);
    expect(wrapTextLines("abc", 0.5, measure)).toEqual(["abc"]);
  });

  it("gives a box at least one line tall, and a roomy stand-in measure where no font can be measured", () => {
    expect(linesHeight({ fontSize: 10, lineHeight: 1.2 }, 0)).toBe(12);
    expect(linesHeight({ fontSize: 10, lineHeight: 1.2 }, 3)).toBe(36);
    expect(estimatedMeasure({ fontSize: 10 })("ab")).toBe(12);
    expect(estimatedMeasure({ fontSize: 10, letterSpacing: 0.1 })("ab")).toBe(14);
  });
});

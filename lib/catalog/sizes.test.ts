import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en-US.json";
import de from "@/messages/de-DE.json";
import { formatSize, sizeKindOf, sizeNote, type SizeKind } from "./sizes";

const english = createTranslator({ locale: "en-US", messages: en, namespace: "Catalog.sizes" });
const german = createTranslator({ locale: "de-DE", messages: de, namespace: "Catalog.sizes" });

describe("a product's size in words", () => {
  it.each<[SizeKind, { lengthMm: number; widthMm: number; heightMm: number }, string, string]>([
    ["box", { lengthMm: 250, widthMm: 180, heightMm: 60 }, "25 × 18 × 6 cm", "Internal dimensions"],
    ["bag", { lengthMm: 240, widthMm: 110, heightMm: 310 }, "24 × 11 × 31 cm", "Width × gusset × height"],
    ["flat", { lengthMm: 250, widthMm: 350, heightMm: 0 }, "25 × 35 cm", "Width × height"],
    ["sheet", { lengthMm: 500, widthMm: 700, heightMm: 0 }, "50 × 70 cm", "Sheet size"],
    ["tape", { lengthMm: 66000, widthMm: 48, heightMm: 0 }, "48 mm × 66 m", "Width × roll length"],
    ["can", { lengthMm: 73, widthMm: 73, heightMm: 100 }, "⌀ 7.3 × 10 cm", "Diameter × height"],
  ])("reads a %s as it is measured", (kind, size, words, note) => {
    expect(formatSize(size, kind, "cm", "cm", "en-US", english)).toBe(words);
    expect(sizeNote(kind, english)).toBe(note);
  });

  it("uses the storefront's unit, except for tape, which is sold by millimetres and metres everywhere", () => {
    expect(formatSize({ lengthMm: 73, widthMm: 73, heightMm: 100 }, "can", "in", "in", "en-US", english)).toBe("⌀ 2.9 × 3.9 in");
    expect(formatSize({ lengthMm: 50000, widthMm: 50, heightMm: 0 }, "tape", "in", "in", "en-US", english)).toBe("50 mm × 50 m");
    expect(formatSize({ lengthMm: 83, widthMm: 83, heightMm: 150 }, "can", "cm", "cm", "de-DE", german)).toBe("⌀ 8,3 × 15 cm");
    expect(sizeNote("box", german)).toBe("Innenmaße");
  });

  it("knows the kind from the product type, and from the size alone for one it does not know", () => {
    expect(sizeKindOf("kraft-tape")).toBe("tape");
    expect(sizeKindOf("paper-can")).toBe("can");
    expect(sizeKindOf("doypack-bag")).toBe("bag");
    expect(sizeKindOf("retired-product", { lengthMm: 100, widthMm: 100, heightMm: 0 })).toBe("flat");
    expect(sizeKindOf(null, { lengthMm: 100, widthMm: 100, heightMm: 50 })).toBe("box");
  });
});

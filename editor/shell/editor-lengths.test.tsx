import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emptyDesign } from "@/lib/design";
import type { BoxModel, Dimensions } from "@/lib/dielines";
import type { Locale } from "@/lib/i18n/locales";
import type { RegionId } from "@/regions/schema";
import { openSavedDesign, productFacts, setUpEditorTests } from "./testing";

/** The editor bar, which names the product's size (the order panel repeats it). */
const bar = () => within(screen.getByRole("banner"));

/**
 * The us storefront measures in inches (ADR 0044: its custom sizes are typed in
 * inches): the editor names the product's size in inches there too, written as
 * the configurator writes it (one decimal at most), and in millimetres elsewhere.
 */

setUpEditorTests();

async function open(sku: string, model: BoxModel, inside: Dimensions, locale: Locale, regionId: RegionId) {
  const product = productFacts(sku, sku.replace(/-\d+x\d+(x\d+)?$/, ""), inside);
  await openSavedDesign({ design: { sku, document: emptyDesign(model, inside) }, product, locale, regionId });
}

describe("the editor's sizes in the us storefront", () => {
  it("gives a box's inside size in inches", async () => {
    await open("mailer-box-full-color-200x150x70", "mailer-box", { length: 200, width: 150, height: 70 }, "en-US", "us");
    expect(bar().getByText("Inside: 7.9 × 5.9 × 2.8 in")).toBeInTheDocument();
    expect(screen.queryByText(/\bmm\b/)).not.toBeInTheDocument();
  });

  it("gives a flat product's format in inches, whole inches without a decimal", async () => {
    await open("poly-mailer-254x381", "poly-mailer", { length: 254, width: 381, height: 0 }, "en-US", "us");
    expect(bar().getByText("Size: 10 × 15 in")).toBeInTheDocument();
  });

  it("gives tissue paper's sheet and the tile to design in inches", async () => {
    await open("tissue-paper-500x700", "pattern-sheet", { length: 500, width: 700, height: 0 }, "en-US", "us");
    expect(bar().getByText("Sheet: 19.7 × 27.6 in")).toBeInTheDocument();
    expect(screen.getByText(/Design one tile of 4.9 × 4.9 in:/)).toBeInTheDocument();
  });

  it("gives a paper can's diameter and height in inches", async () => {
    await open("paper-can-73x73x100", "paper-can", { length: 73, width: 73, height: 100 }, "en-US", "us");
    expect(bar().getByText("Can: ⌀ 2.9 in, 3.9 in tall")).toBeInTheDocument();
  });
});

describe("the editor's sizes in the eu storefront", () => {
  it("stay in millimetres, in the shopper's language", async () => {
    await open("mailer-box-full-color-200x150x70", "mailer-box", { length: 200, width: 150, height: 70 }, "de-DE", "eu");
    expect(bar().getByText("Innenmaße: 200 × 150 × 70 mm")).toBeInTheDocument();
  });

  it("name a pattern's sheet and tile in millimetres", async () => {
    await open("tissue-paper-500x700", "pattern-sheet", { length: 500, width: 700, height: 0 }, "de-DE", "eu");
    expect(bar().getByText("Bogen: 500 × 700 mm")).toBeInTheDocument();
    expect(screen.getByText(/Kachel von 125 × 125 mm/)).toBeInTheDocument();
  });
});

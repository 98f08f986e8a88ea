import { screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BoxModel } from "@/lib/dielines";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import { renderWithMessages } from "@/test/render";
import { HelpDialog } from "./HelpDialogs";
import { ProductKindProvider } from "./product-words";

/**
 * Issue 23's new shopper opened "Print guidelines" on a paper bag, tissue paper
 * and a label and read of corrugated board and folds for every one of them. The
 * guidelines speak of the product being designed: a box's board, folds and
 * bleed; a bag's gussets and handles; a flat product's bleed and safe zone; a
 * pattern's repeat; a can's wrap seam.
 */

async function guidelines(model: BoxModel, locale: Locale = "en-US"): Promise<string> {
  await renderWithMessages(
    <ProductKindProvider model={model}>
      <HelpDialog topic="guidelines" onClose={() => {}} />
    </ProductKindProvider>,
    locale,
  );
  return screen.getByRole("dialog").textContent ?? "";
}

const g = en.Editor.guidelines.items;

describe("the print guidelines for each kind of product", () => {
  it("speak of a box's board, folds and bleed", async () => {
    const text = await guidelines("mailer-box");
    expect(text).toContain(g.bleed.text);
    expect(text).toContain(g.safeZone.text);
    expect(text).toContain(g.lines.text);
    expect(text).toContain(g.folds.title);
    expect(text).toMatch(/crease/);
  });

  it("speak of a bag's gussets and the handles at its top, not of board", async () => {
    const text = await guidelines("paper-bag");
    expect(text).toMatch(/gusset/i);
    expect(text).toMatch(/handles/);
    expect(text).not.toMatch(/board|\bbox/i);
  });

  it.each<BoxModel>(["square-label", "printed-card", "poly-mailer"])(
    "speak of bleed and the safe zone of a flat product (%s), not of board or creases",
    async (model) => {
      const text = await guidelines(model);
      expect(text).toMatch(/Bleed:.*trimmed away/);
      expect(text).toMatch(/Safe zone:.*3 mm inside/);
      expect(text).not.toMatch(/board|\bbox|crease/i);
    },
  );

  it("warn that a mailer's flap hides the top of its back", async () => {
    expect(await guidelines("poly-mailer")).toMatch(/flap/);
  });

  it.each<BoxModel>(["pattern-sheet", "pattern-tape"])("speak of the repeat of a pattern (%s), not of folds, board or cut edges", async (model) => {
    const text = await guidelines(model);
    expect(text).toMatch(/The repeat:/);
    expect(text).not.toMatch(/board|\bbox|fold|cut edge/i);
  });

  it("speak of a can's wrap seam", async () => {
    const text = await guidelines("paper-can");
    expect(text).toMatch(/seam/);
    expect(text).not.toMatch(/board|\bbox|fold/i);
  });

  it("speak natively in Polish and German", async () => {
    const bag = await guidelines("paper-bag", "pl-PL");
    expect(bag).toMatch(/uchwyt/);
    expect(bag).toMatch(/fałd/);
    expect(bag).not.toMatch(/tektur|pudeł/i);
  });

  it("and in German", async () => {
    const tissue = await guidelines("pattern-sheet", "de-DE");
    expect(tissue).toMatch(/Rapport/);
    expect(tissue).not.toMatch(/Karton|Wellpappe|Falz/);
  });

  it("have a phrase for every kind in every catalogue", () => {
    const kinds = ["bag", "mailer", "label", "pattern", "tape", "can"];
    for (const locale of LOCALES) {
      const words = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")).Editor.productWords;
      for (const key of ["guideSafeZone", "guideLines", "guideProductTitle", "guideProductText"]) {
        for (const kind of kinds) expect(words[key], `${locale} ${key}`).toMatch(new RegExp(`\\b${kind} \\{`));
      }
      for (const kind of ["pattern", "tape", "can"]) expect(words.guideBleed, `${locale} guideBleed`).toMatch(new RegExp(`\\b${kind} \\{`));
    }
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SizeUnit } from "@/lib/catalog/units";
import type { Locale } from "@/lib/i18n/locales";
import { AppProviders } from "@/components/providers/AppProviders";
import { renderWithMessages } from "@/test/render";
import { productLine } from "./__fixtures__/shop";
import { formatLength, sizeUnitFor } from "@/lib/catalog/units";
import { editorLengthUnit } from "@/editor/shell/lengths";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { ProductLine } from "./ProductLine";

/**
 * A cart line says the size the way its product is measured (finding b8 of the
 * new-user walk): a box by its inside, tape by width and roll length, tissue by
 * its sheet, a mailer by its format and a paper can by its diameter and height,
 * never a can as a box of 7.3 × 7.3 × 10 cm. It is written in the editor's unit
 * (finding C8 of the second walk: the cart said 15 × 10 × 5 cm for the box the
 * editor had just called 150 × 100 × 50 mm): millimetres in Europe, inches in the us.
 */

const euro = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" } as const;
const ok = async () => true;

async function renderLine(slug: string, size: string, locale: Locale, unit: SizeUnit = "mm") {
  const line = productLine({ id: 1, slug, size, quantity: 100, price: 100 });
  await renderWithMessages(
    <AppProviders regionId={unit === "in" ? "us" : "eu"} pathPrefix="">
      <ul>
        <ProductLine
          entry={{ type: "product", line, expertCheck: null }}
          facts={{ name: slug, printQualities: ["standard"] }}
          catalogue={{}}
          formatter={euro}
          display="gross"
          unit={unit}
          expertCheckPrice={0}
          onQuantity={ok}
          onPrintQuality={ok}
          onExpertCheck={ok}
          onRemove={() => undefined}
        />
      </ul>
    </AppProviders>,
    locale,
  );
  // The size is named by what it measures, as on the product page (finding C8: the cart dropped "inside").
  const notes = Object.values((locale === "pl-PL" ? pl : en).Catalog.sizes.note);
  const term = screen.getAllByRole("term").find((candidate) => notes.includes(candidate.textContent ?? ""))!;
  return `${term.textContent}: ${within(term.parentElement!).getByRole("definition").textContent}`;
}

describe("a cart line's size", () => {
  it.each<[string, string, string, string]>([
    ["mailer-box-eco", "250x180x60", "Internal dimensions: 250 × 180 × 60 mm", "Wymiary wewnętrzne: 250 × 180 × 60 mm"],
    ["packing-tape", "66000x48", "Width × roll length: 48 mm × 66 m", "Szerokość × długość rolki: 48 mm × 66 m"],
    ["tissue-paper", "500x700", "Sheet size: 500 × 700 mm", "Wymiary arkusza: 500 × 700 mm"],
    ["poly-mailer", "250x350", "Width × height: 250 × 350 mm", "Szerokość × wysokość: 250 × 350 mm"],
    ["paper-can", "73x73x100", "Diameter × height: ⌀ 73 × 100 mm", "Średnica × wysokość: ⌀ 73 × 100 mm"],
    ["paper-bag", "240x110x310", "Width × gusset × height: 240 × 110 × 310 mm", "Szerokość × fałda × wysokość: 240 × 110 × 310 mm"],
  ])("of %s reads as the product is measured, in English and Polish", async (slug, size, english, polish) => {
    expect(await renderLine(slug, size, "en-US")).toBe(english);
    document.body.innerHTML = "";
    expect(await renderLine(slug, size, "pl-PL")).toBe(polish);
  });

  it("is in inches in the us storefront, the can's diameter too", async () => {
    expect(await renderLine("paper-can", "73x73x100", "en-US", "in")).toBe("Diameter × height: ⌀ 2.9 × 3.9 in");
    document.body.innerHTML = "";
    expect(await renderLine("mailer-box-eco", "150x100x50", "en-US", "in")).toBe("Internal dimensions: 5.9 × 3.9 × 2 in");
  });

  it("is the size the editor bar says for the same storefront (millimetres in Europe and Poland, inches in the us)", async () => {
    const inside = { length: 150, width: 100, height: 50 };
    for (const [regionId, locale, unit] of [
      ["eu", "en-US", "mm"],
      ["pl", "pl-PL", "mm"],
      ["us", "en-US", "in"],
    ] as const) {
      document.body.innerHTML = "";
      expect(editorLengthUnit(regionId)).toBe(unit);
      const editor = [inside.length, inside.width, inside.height].map((mm) => formatLength(mm, editorLengthUnit(regionId), locale)).join(" × ");
      expect(await renderLine("mailer-box-full-color", "150x100x50", locale, sizeUnitFor(regionId))).toBe(
        `${locale === "pl-PL" ? "Wymiary wewnętrzne" : "Internal dimensions"}: ${editor} ${unit === "in" ? "in" : "mm"}`,
      );
    }
  });
});

describe("a cart line's quantity", () => {
  async function renderQuantity(slug: string, locale: Locale) {
    await renderLine(slug, slug === "packing-tape" ? "66000x48" : "500x700", locale);
    return { options: screen.getAllByRole("option").map((option) => option.textContent), text: document.body.textContent };
  }

  it("counts tape in rolls and tissue paper in sheets, and prices them a roll or a sheet", async () => {
    const tape = await renderQuantity("packing-tape", "en-US");
    expect(tape.options).toContain("100 rolls");
    expect(tape.text).toContain("€1.23 per roll");
    expect(tape.text).not.toMatch(/piece/);
    document.body.innerHTML = "";
    const tissue = await renderQuantity("tissue-paper", "pl-PL");
    expect(tissue.options).toContain("100 arkuszy");
    expect(tissue.text).toMatch(/za arkusz/);
    expect(tissue.text).not.toMatch(/sztuk/);
  });
});

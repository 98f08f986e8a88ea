import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LengthUnit } from "@/lib/catalog/units";
import type { Locale } from "@/lib/i18n/locales";
import { AppProviders } from "@/components/providers/AppProviders";
import { renderWithMessages } from "@/test/render";
import { productLine } from "./__fixtures__/shop";
import { ProductLine } from "./ProductLine";

/**
 * A cart line says the size the way its product is measured (finding b8 of the
 * new-user walk): a box by its inside, tape by width and roll length, tissue by
 * its sheet, a mailer by its format and a paper can by its diameter and height,
 * never a can as a box of 7.3 × 7.3 × 10 cm.
 */

const euro = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" } as const;
const ok = async () => true;

async function renderLine(slug: string, size: string, locale: Locale, unit: LengthUnit = "cm") {
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
  const term = screen.getByText(locale === "pl-PL" ? "Wymiary" : "Size");
  return within(term.parentElement!).getByRole("definition").textContent;
}

describe("a cart line's size", () => {
  it.each<[string, string, string, string]>([
    ["mailer-box-eco", "250x180x60", "25 × 18 × 6 cm", "25 × 18 × 6 cm"],
    ["packing-tape", "66000x48", "48 mm × 66 m", "48 mm × 66 m"],
    ["tissue-paper", "500x700", "50 × 70 cm", "50 × 70 cm"],
    ["poly-mailer", "250x350", "25 × 35 cm", "25 × 35 cm"],
    ["paper-can", "73x73x100", "⌀ 7.3 × 10 cm", "⌀ 7,3 × 10 cm"],
    ["paper-bag", "240x110x310", "24 × 11 × 31 cm", "24 × 11 × 31 cm"],
  ])("of %s reads as the product is measured, in English and Polish", async (slug, size, english, polish) => {
    expect(await renderLine(slug, size, "en-US")).toBe(english);
    document.body.innerHTML = "";
    expect(await renderLine(slug, size, "pl-PL")).toBe(polish);
  });

  it("is in inches in the us storefront, the can's diameter too", async () => {
    expect(await renderLine("paper-can", "73x73x100", "en-US", "in")).toBe("⌀ 2.9 × 3.9 in");
  });
});

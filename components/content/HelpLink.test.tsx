import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import sv from "@/messages/sv-SE.json";
import { HELP_COMPLETE_LOCALES } from "@/lib/help/links";
import { renderInStorefront } from "@/test/render";
import { HelpLink } from "./HelpLink";

describe("a screen's link to the help centre", () => {
  it("leads an English shopper at the VAT ID field to the reverse-charge article, in a new tab", async () => {
    await renderInStorefront(<HelpLink slug="reverse-charge-vat" />, { locale: "en-US", regionId: "eu" });
    const link = screen.getByRole("link", { name: en.Help.links.reverseCharge });
    expect(link).toHaveAttribute("href", "/help/reverse-charge-vat");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("leads a German shopper to the German reverse-charge article", async () => {
    await renderInStorefront(<HelpLink slug="reverse-charge-vat" />, { locale: "de-DE", regionId: "de" });
    const expected = HELP_COMPLETE_LOCALES.includes("de-DE") ? "/help/reverse-charge-vat" : "/help/payment-methods";
    expect(screen.getByRole("link", { name: de.Help.links.reverseCharge })).toHaveAttribute("href", expected);
  });

  it("leads a Polish shopper to the reverse-charge article at the Polish storefront's own path", async () => {
    await renderInStorefront(<HelpLink slug="reverse-charge-vat" />, { locale: "pl-PL", regionId: "pl" });
    // The Polish storefront has its own path for the help centre.
    const expected = HELP_COMPLETE_LOCALES.includes("pl-PL") ? "/pomoc/reverse-charge-vat" : "/pomoc/payment-methods";
    expect(screen.getByRole("link", { name: pl.Help.links.reverseCharge })).toHaveAttribute("href", expected);
  });

  it("leads a Swedish shopper at the delivery window to the delivery article in Swedish", async () => {
    await renderInStorefront(<HelpLink slug="production-times" />, { locale: "sv-SE", regionId: "sv" });
    const expected = HELP_COMPLETE_LOCALES.includes("sv-SE") ? "/help/production-times" : "/help/delivery-times";
    expect(screen.getByRole("link", { name: sv.Help.links.productionTimes })).toHaveAttribute("href", expected);
  });
});

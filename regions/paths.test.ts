import { describe, expect, it } from "vitest";
import { toCanonicalPath, toLocalizedPath } from "./paths";

describe("Polish paths", () => {
  it.each([
    ["/koszyk", "/cart"],
    ["/konto/zamowienia", "/account/orders"],
    ["/konto/zamowienia/PL123", "/account/orders/PL123"],
    ["/konto/ustawienia", "/account/settings"],
    ["/konto/projekty", "/account/boxes"],
    ["/zamowienie/R42/platnosc", "/order/R42/payment"],
    ["/zamowienie/R42/platnosc/summary", "/order/R42/payment/summary"],
    ["/pudelko/design", "/box/design"],
    ["/rejestracja", "/registration"],
    ["/logowanie/", "/sign_in/"],
    ["/wylogowanie", "/sign_out"],
  ])("maps %s to %s and back", (polish, canonical) => {
    expect(toCanonicalPath("pl", polish)).toBe(canonical);
    expect(toLocalizedPath("pl", canonical)).toBe(polish);
  });

  it("leaves other paths and other regions alone", () => {
    expect(toCanonicalPath("pl", "/")).toBe("/");
    expect(toCanonicalPath("pl", "/konto")).toBe("/konto");
    expect(toCanonicalPath("pl", "/koszykowy")).toBe("/koszykowy");
    expect(toCanonicalPath("de", "/koszyk")).toBe("/koszyk");
    expect(toLocalizedPath("de", "/cart")).toBe("/cart");
  });
});

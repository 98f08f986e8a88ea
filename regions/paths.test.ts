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

describe("the b2b pages in Polish", () => {
  it("map both ways, the more specific path first and ids carried over", () => {
    const pairs = [
      ["/wycena", "/quote"],
      ["/wycena/dziekujemy", "/quote/success"],
      ["/zapytania-ofertowe", "/quote-request"],
      ["/konto/zapytania-ofertowe/QR12345678", "/account/quote_requests/QR12345678"],
      ["/oferta/abcDEF123/podglad", "/offer/abcDEF123/review"],
      ["/akceptacja-projektu/0b6c2d1e-9f8a-4c3b-8d2e-1f0a9b8c7d6e", "/approval/0b6c2d1e-9f8a-4c3b-8d2e-1f0a9b8c7d6e"],
      ["/zestawy-probek/", "/sample-packs/"],
      ["/plus/katalog/", "/plus/catalogue/"],
      ["/plus/witamy", "/plus/success"],
    ] as const;
    for (const [polish, canonical] of pairs) {
      expect(toCanonicalPath("pl", polish)).toBe(canonical);
      expect(toLocalizedPath("pl", canonical)).toBe(polish);
    }
    expect(toLocalizedPath("de", "/quote")).toBe("/quote");
  });
});

describe("the content pages in Polish", () => {
  it("map both ways, help search and topics before the help centre, slugs carried over", () => {
    const pairs = [
      ["/o-nas", "/about"],
      ["/pomoc", "/help"],
      ["/pomoc/szukaj", "/help/search"],
      ["/pomoc/kategorie/delivery", "/help/categories/delivery"],
      ["/pomoc/delivery-times", "/help/delivery-times"],
      ["/kontakt", "/contact"],
      ["/kariera", "/careers"],
      ["/sklep", "/shop"],
      ["/branze", "/i"],
      ["/branze/food", "/i/food"],
      ["/dla-firm/", "/enterprise/"],
      ["/pro/funkcje/", "/pro/features/"],
      ["/pro/dla-dostawcow", "/pro/for-suppliers"],
      ["/pro/regulamin", "/pro/terms-conditions"],
      ["/regulamin", "/terms"],
      ["/polityka-prywatnosci", "/privacy"],
      ["/nota-prawna", "/imprint"],
      ["/polityka-cookies", "/cookies"],
    ] as const;
    for (const [polish, canonical] of pairs) {
      expect(toCanonicalPath("pl", polish)).toBe(canonical);
      expect(toLocalizedPath("pl", canonical)).toBe(polish);
    }
    expect(toLocalizedPath("pl", "/blog/page/2")).toBe("/blog/page/2");
    expect(toLocalizedPath("de", "/help")).toBe("/help");
  });
});

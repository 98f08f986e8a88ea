import { render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { REGIONS } from "@/regions";
import type { Storefront } from "@/regions/storefront";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { Footer } from "./Footer";
import { TrustPanel } from "./TrustPanel";

/** The server's translator, over the real catalogue of the storefront's language. */
const request = vi.hoisted(() => ({ locale: "en-US" as string }));
vi.mock("next-intl/server", async () => ({
  getTranslations: async (namespace: string) => {
    const messages = await loadMessages(request.locale as Locale);
    return createTranslator({ locale: request.locale as Locale, messages, namespace: namespace as never });
  },
}));

const storefront = (region: keyof typeof REGIONS, locale: Locale): Storefront => {
  request.locale = locale;
  return { region: REGIONS[region], languageTag: REGIONS[region].languageTag, locale, htmlLang: REGIONS[region].hreflang };
};

beforeEach(() => {
  request.locale = "en-US";
});

const logos = () => within(screen.getByRole("list", { name: request.locale === "pl-PL" ? pl.Trust.payments.label : en.Trust.payments.label }));

describe("the footer on every page", () => {
  it("names the storefront's support desk: mail, phone and hours in its time zone", async () => {
    render(await Footer({ storefront: storefront("pl", "pl-PL") }));
    const desk = screen.getByRole("region", { name: pl.Trust.support.heading });
    expect(within(desk).getByRole("link", { name: "pomoc@boxwright.pl" })).toHaveAttribute("href", "mailto:pomoc@boxwright.pl");
    expect(within(desk).getByRole("link", { name: "+48 22 153 47 80" })).toHaveAttribute("href", "tel:+48221534780");
    expect(desk).toHaveTextContent(/pon\.–pt\. 8:00–17:00 \((CET|CEST)\)/);
  });

  it("shows the marks of exactly the region's ways to pay, each named", async () => {
    render(await Footer({ storefront: storefront("pl", "pl-PL") }));
    const names = logos()
      .getAllByRole("img")
      .map((mark) => mark.getAttribute("aria-label"));
    expect(names).toEqual(["Visa", "Mastercard", pl.Checkout.paymentMethods.check, "Przelewy24", "Hokodo"]);
  });

  it("leaves out what a region does not offer: no iDEAL or PayPal in the us, iDEAL and Bancontact in the eu", async () => {
    render(await Footer({ storefront: storefront("us", "en-US") }));
    expect(logos().queryByRole("img", { name: "iDEAL" })).toBeNull();
    expect(logos().queryByRole("img", { name: "PayPal" })).toBeNull();
    expect(logos().getByRole("img", { name: "Visa" })).toBeInTheDocument();
    document.body.innerHTML = "";
    render(await Footer({ storefront: storefront("eu", "en-US") }));
    for (const name of ["iDEAL", "Bancontact", "PayPal", "Przelewy24", en.Checkout.paymentMethods.check])
      expect(logos().getByRole("img", { name })).toBeInTheDocument();
  });

  it("links the returns and misprint policies to their sections of the terms, in the storefront's paths", async () => {
    render(await Footer({ storefront: storefront("de", "de-DE") }));
    const nav = screen.getByRole("navigation", { name: (await loadMessages("de-DE")).Trust.policies.label });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([expect.stringMatching(/#section-2$/), expect.stringMatching(/#section-6$/)]);
  });

  it("writes the us desk's hours as Americans do, in New York time", async () => {
    render(await Footer({ storefront: storefront("us", "en-US") }));
    expect(screen.getByRole("region", { name: en.Trust.support.heading })).toHaveTextContent(/Mon–Fri 9:00\sAM–6:00\sPM \((EST|EDT)\)/);
  });
});

describe("the cart's and checkout's trust panel", () => {
  it("has the ways to pay, the support desk and the policies", async () => {
    render(await TrustPanel({ storefront: storefront("nl", "nl-NL") }));
    const panel = screen.getByTestId("trust-panel");
    expect(within(panel).getByRole("img", { name: "iDEAL" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "klantenservice@boxwright.com" })).toBeInTheDocument();
    expect(within(panel).getAllByRole("link", { name: /Retourneren|Drukfouten/ })).toHaveLength(2);
    // Beside the footer's own, the panel adds no second region or navigation of the same name.
    expect(within(panel).queryByRole("region")).toBeNull();
    expect(within(panel).queryByRole("navigation")).toBeNull();
  });
});

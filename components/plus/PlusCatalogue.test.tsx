import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { REGIONS } from "@/regions";
import { PlusCatalogue, PlusWelcome } from "./PlusCatalogue";
import { buyer, fakePlusApi, renderInStorefront, signIn, visitor } from "./testing";

// Server components read their messages from the request; here the request is the real English catalogue.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/en-US.json")).default;
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: "en-US", messages, namespace: namespace as never }) };
});

const t = en.Plus;
const products = [
  { slug: "mailer-box-full-color", keyVisual: "/build/shared-images/products/mailer-box-full-color/cardboard-white-one-side-closed-640.webp", fromPrice: 189 },
  { slug: "shipping-box", keyVisual: "/build/shared-images/products/shipping-box/cardboard-natural-closed-640.webp", fromPrice: 95 },
];

describe("the business catalogue", () => {
  it("lists the storefront's products with their names, descriptions and from prices, each to design or to quote", async () => {
    render(await PlusCatalogue({ region: REGIONS.de, products, priceDisplay: "gross" }));
    expect(screen.getByRole("heading", { level: 1, name: t.catalogue.title })).toBeInTheDocument();

    const cards = screen.getAllByTestId("plus-product").map((card) => within(card));
    expect(cards).toHaveLength(2);
    const mailer = en.Products["mailer-box-full-color"];
    expect(cards[0]!.getByRole("heading", { level: 3, name: mailer.name })).toBeInTheDocument();
    expect(cards[0]!.getByText(mailer.description)).toBeInTheDocument();
    expect(cards[0]!.getByText("from 1,89 € per piece")).toBeInTheDocument();
    expect(cards[0]!.getByRole("link", { name: `Design and order: ${mailer.name}` })).toHaveAttribute("href", "/products/mailer-box-full-color");
    expect(cards[0]!.getByRole("link", { name: `Request a quote: ${mailer.name}` })).toHaveAttribute("href", "/quote?mode=0&product=mailer-box-full-color");
  });

  it("leads into the dashboard, with the storefront's own paths", async () => {
    render(await PlusCatalogue({ region: REGIONS.nl, products, priceDisplay: "gross" }));
    const nav = within(screen.getByRole("navigation", { name: t.nav.label }));
    expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [t.nav.items, "/nl-nl/boxwright-plus/items"],
      [t.nav.quotes, "/nl-nl/boxwright-plus/quotes"],
      [t.nav.orders, "/nl-nl/boxwright-plus/orders"],
      [t.nav.personalDetails, "/nl-nl/boxwright-plus/personal-details"],
      [t.nav.company, "/nl-nl/boxwright-plus/company"],
      [t.nav.approvals, "/nl-nl/boxwright-plus/company/approvals"],
    ]);
    expect(screen.getAllByTestId("plus-product")[0]!.querySelector("a")).toHaveAttribute("href", "/nl-nl/products/mailer-box-full-color");
  });

  it("says its prices are list prices (a company's members see their price list's), and whether they include VAT, as the storefront's rule says", async () => {
    const gross = render(await PlusCatalogue({ region: REGIONS.de, products, priceDisplay: "gross" }));
    expect(screen.getByTestId("plus-prices-note")).toHaveTextContent(t.catalogue.pricesNote);
    expect(screen.getByTestId("plus-prices-note")).toHaveTextContent(`Prices include ${REGIONS.de.vatAmount}% VAT.`);
    expect(document.body).not.toHaveTextContent(/business prices/i);
    gross.unmount();
    render(await PlusCatalogue({ region: REGIONS.gb, products, priceDisplay: "net-plus-vat" }));
    expect(screen.getByTestId("plus-prices-note")).toHaveTextContent(`Prices exclude VAT; ${REGIONS.gb.vatAmount}% VAT is added to every order.`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the welcome page", () => {
  it("tells a visitor who is not signed in what Plus is and where to sign in, promising no dashboard", async () => {
    fakePlusApi({ plusTerms: false, user: visitor });
    signIn(visitor);
    await renderInStorefront(await PlusWelcome({ region: REGIONS.de }));
    expect(await screen.findByText(t.success.leadVisitor)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.success.signIn })).toHaveAttribute("href", expect.stringContaining("/sign_in?redirect="));
    expect(screen.queryByText(t.success.lead)).not.toBeInTheDocument();
  });

  it("welcomes the buyer and links every part of the dashboard and the catalogue", async () => {
    fakePlusApi({ plusTerms: true });
    signIn(buyer);
    await renderInStorefront(await PlusWelcome({ region: REGIONS.de }));
    expect(await screen.findByText(t.success.lead)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: t.success.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.items })).toHaveAttribute("href", "/boxwright-plus/items");
    expect(screen.getByText(t.success.about.quotes)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.company })).toHaveAttribute("href", "/boxwright-plus/company");
    expect(screen.getByText(t.success.about.company)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.approvals })).toHaveAttribute("href", "/boxwright-plus/company/approvals");
    expect(screen.getByText(t.success.about.approvals)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.catalogue })).toHaveAttribute("href", "/plus/catalogue");
  });
});

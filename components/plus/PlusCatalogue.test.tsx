import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { REGIONS } from "@/regions";
import { PlusCatalogue, PlusWelcome } from "./PlusCatalogue";

// Server components read their messages from the request; here the request is the real English catalogue.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/en-US.json")).default;
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: "en-US", messages, namespace: namespace as never }) };
});

const t = en.Plus;
const products = [
  { slug: "mailer-box-full-color", keyVisual: "/build/shared-images/products/mailer-box-full-color.svg", fromPrice: 189 },
  { slug: "shipping-box", keyVisual: "/build/shared-images/products/shipping-box.svg", fromPrice: 95 },
];

describe("the business catalogue", () => {
  it("lists the storefront's products with their names, descriptions and from prices, each to design or to quote", async () => {
    render(await PlusCatalogue({ region: REGIONS.de, products }));
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
    render(await PlusCatalogue({ region: REGIONS.nl, products }));
    const nav = within(screen.getByRole("navigation", { name: t.nav.label }));
    expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [t.nav.items, "/nl-nl/boxwright-plus/items"],
      [t.nav.quotes, "/nl-nl/boxwright-plus/quotes"],
      [t.nav.orders, "/nl-nl/boxwright-plus/orders"],
      [t.nav.personalDetails, "/nl-nl/boxwright-plus/personal-details"],
    ]);
    expect(screen.getAllByTestId("plus-product")[0]!.querySelector("a")).toHaveAttribute("href", "/nl-nl/products/mailer-box-full-color");
  });
});

describe("the welcome page", () => {
  it("welcomes the buyer and links every part of the dashboard and the catalogue", async () => {
    render(await PlusWelcome({ region: REGIONS.de }));
    expect(screen.getByRole("heading", { level: 1, name: t.success.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.items })).toHaveAttribute("href", "/boxwright-plus/items");
    expect(screen.getByText(t.success.about.quotes)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.catalogue })).toHaveAttribute("href", "/plus/catalogue");
  });
});

import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";
import { CATEGORY_SLUGS } from "@/lib/catalog/constants";
import { findRegion } from "@/regions";
import { regionPath } from "@/regions/urls";
import { productsInCategory } from "@/server/catalog/service";
import HomePage from "./page";

// Server pages: their words come from the request, here the German catalogue; de sells Boxwright Plus, at does not.
vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("de-DE"));

const words = (await loadMessages("de-DE")).Home;

async function renderHome(region: "de" | "at") {
  render(await HomePage({ params: Promise.resolve({ region, locale: "de" }) }));
  return findRegion(region)!;
}

function section(name: string): HTMLElement {
  return screen.getByRole("heading", { name, level: 2 }).closest("section")!;
}

describe("the landing page", () => {
  it("shows a printed box as its main picture, fetched first", async () => {
    await renderHome("de");
    const hero = screen.getByRole("img", { name: words.heroPicture });
    expect(hero).toHaveAttribute("loading", "eager");
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByRole("heading", { level: 1, name: words.heading })).toBeInTheDocument();
  });

  it.each(["de", "at"] as const)("in %s leads to every category the region sells, each with a product's picture", async (id) => {
    const region = await renderHome(id);
    const cards = within(section(words.categoriesHeading)).getAllByRole("listitem");
    const sold = CATEGORY_SLUGS.filter((slug) => productsInCategory(region, slug).length > 0);
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual(sold.map((slug) => regionPath(region, `/categories/${slug}`)));
    for (const card of cards) expect(card.querySelector("picture img")).not.toBeNull();
  });

  it("says how ordering works in three steps, each with its icon", async () => {
    await renderHome("de");
    const steps = within(section(words.stepsHeading)).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading", { level: 3 }).textContent)).toEqual([
      words.steps.pick.title,
      words.steps.design.title,
      words.steps.order.title,
    ]);
    for (const step of steps) expect(step.querySelector("svg")).not.toBeNull();
  });

  it("gives the sustainability facts the catalogue knows: the FSC certificate, trees, the eco mailer box's CO2 per piece", async () => {
    await renderHome("de");
    const facts = section(words.sustainability.heading);
    expect(within(facts).getByRole("heading", { name: words.sustainability.fsc.title })).toBeInTheDocument();
    expect(within(facts).getByRole("heading", { name: words.sustainability.trees.title })).toBeInTheDocument();
    // Öko-Mailerboxen in their smallest size, 150 x 100 x 50 mm: 38.8 g by the catalogue's board weight and emission factor.
    expect(facts).toHaveTextContent("Öko-Mailerboxen: ab ca. 39 g pro Stück");
    expect(within(facts).getByRole("link", { name: words.sustainability.link })).toHaveAttribute(
      "href",
      regionPath(findRegion("de")!, "/categories/eco-friendly-packaging"),
    );
  });

  it("gives the business box a quote request to click, and Plus where the region sells it", async () => {
    const region = await renderHome("de");
    const business = section(words.businessHeading);
    expect(within(business).getByRole("link", { name: words.business.quote })).toHaveAttribute("href", regionPath(region, "/quote"));
    expect(within(business).getByRole("link", { name: words.plus.cta })).toHaveAttribute("href", regionPath(region, "/plus/catalogue"));
  });

  it("leaves Plus out where the region does not sell it, and keeps the quote request", async () => {
    const region = await renderHome("at");
    expect(region.supportsPlus).toBe(false);
    const business = section(words.businessHeading);
    expect(within(business).getByRole("link", { name: words.business.quote })).toHaveAttribute("href", regionPath(region, "/quote"));
    expect(screen.queryByText(words.plus.text)).toBeNull();
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).not.toContain("/plus");
  });

  it("offers the sample pack with its price and a link to order one", async () => {
    const region = await renderHome("de");
    const samples = section(words.samples.heading);
    expect(within(samples).getByRole("link", { name: words.samples.cta })).toHaveAttribute("href", regionPath(region, "/sample-packs"));
    expect(samples).toHaveTextContent(/\d+,\d{2}\s€ pro Paket/);
  });

  it("links only to real pages of the region", async () => {
    const region = await renderHome("de");
    for (const link of screen.getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      expect(href.startsWith(regionPath(region, "/").replace(/\/$/, "")) || href === "/", href).toBe(true);
      expect(href).not.toMatch(/#$|undefined/);
    }
  });
});

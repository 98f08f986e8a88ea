import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { RegionProvider } from "@/components/providers/region";
import type { RegionId } from "@/regions/schema";
import ProductPage from "./page";

// The page is a server component: its messages come from the request, here the real catalogues.
const catalogues = { en: { locale: "en-US", messages: en }, pl: { locale: "pl-PL", messages: pl } } as const;
let language: keyof typeof catalogues = "en";
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    setRequestLocale: () => undefined,
    getTranslations: async (arg?: string | { namespace?: string }) => {
      const namespace = typeof arg === "string" ? arg : arg?.namespace;
      const { locale, messages } = catalogues[language];
      return createTranslator({ locale, messages, namespace: namespace as never });
    },
  };
});
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  notFound: () => {
    throw new Error("not found");
  },
}));

async function renderPage(region: string, locale: keyof typeof catalogues, slug: string) {
  language = locale;
  render(await ProductPage({ params: Promise.resolve({ region, locale, slug }) }));
}

describe("the sample pack's product page", () => {
  it("has one price, the pack's, and leads to choosing the samples instead of configuring a run", async () => {
    await renderPage("eu", "en", "sample-packs");
    const offer = within(screen.getByTestId("sample-pack-offer"));
    // The pack's line as the cart charges it: 20.00 net, 24.60 with VAT (server/samples/one-price.test.ts).
    expect(offer.getByTestId("sample-pack-price")).toHaveTextContent("€24.60 per pack");
    expect(offer.getByRole("link", { name: en.ProductPage.samplePack.choose })).toHaveAttribute("href", "/sample-packs");
    // No run to configure: no size, material, print or quantity choice, no ladder, no piece price, no design.
    expect(screen.queryByTestId("configurator")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByText(en.ProductPage.sizes)).not.toBeInTheDocument();
    expect(screen.queryByText(/per piece|pieces for|30 pieces/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: en.ProductPage.designYourBox })).not.toBeInTheDocument();
    // No certificate is ordered with a pack: no board facts either.
    expect(screen.queryByTestId("board-facts")).not.toBeInTheDocument();
    // The pack is pictured with printed samples in front of it, and its caption says so.
    expect(screen.getAllByText(en.ProductImages.samples).length).toBeGreaterThan(0);
    expect(screen.queryByText(en.ProductImages.plain)).not.toBeInTheDocument();
  });

  it("says it in the storefront's language and money", async () => {
    await renderPage("pl", "pl", "sample-packs");
    const offer = within(screen.getByTestId("sample-pack-offer"));
    expect(offer.getByTestId("sample-pack-price").textContent).toMatch(/^[\d\s,]+zł za zestaw$/);
    expect(offer.getByRole("link", { name: pl.ProductPage.samplePack.choose })).toHaveAttribute("href", "/zestawy-probek");
  });
});

describe("the product page's way to the cart", () => {
  const action = (name: string) => screen.getByRole("link", { name });
  // The configurator is an island: it reads its storefront from the provider the layout puts above it.
  async function renderPage(region: RegionId, locale: keyof typeof catalogues, slug: string) {
    language = locale;
    const page = await ProductPage({ params: Promise.resolve({ region, locale, slug }) });
    render(
      <RegionProvider regionId={region} pathPrefix="">
        {page}
      </RegionProvider>,
    );
  }

  it("sends a box to the box editor", async () => {
    await renderPage("eu", "en", "mailer-box-full-color");
    expect(action(en.ProductPage.designYourBox).getAttribute("href")).toMatch(/\/box\/design\?sku=mailer-box-full-color-/);
    expect(screen.getByTestId("design-step")).toHaveTextContent(en.ProductPage.designStep.design);
  });

  it("sends a bag, a mailer, an envelope, a label and a card to the product editor, in their own words", async () => {
    const cases = [
      ["paper-bag", en.ProductPage.designAction.bag],
      ["tote-bag", en.ProductPage.designAction.bag],
      ["doypack-bag", en.ProductPage.designAction.bag],
      ["poly-mailer", en.ProductPage.designAction.mailer],
      ["recycled-poly-mailer", en.ProductPage.designAction.mailer],
      ["paper-mailer", en.ProductPage.designAction.mailer],
      ["rigid-envelope", en.ProductPage.designAction.envelope],
      ["square-label", en.ProductPage.designAction.label],
      ["printed-card", en.ProductPage.designAction.card],
    ] as const;
    for (const [slug, words] of cases) {
      await renderPage("eu", "en", slug);
      expect(action(words).getAttribute("href"), slug).toMatch(new RegExp(`/editor/product/design\\?sku=${slug}-`));
      expect(screen.queryByRole("link", { name: en.ProductPage.designYourBox })).not.toBeInTheDocument();
      document.body.innerHTML = "";
    }
  });

  it("says so in the storefront's language", async () => {
    await renderPage("pl", "pl", "paper-bag");
    expect(action(pl.ProductPage.designAction.bag).getAttribute("href")).toMatch(/\/editor\/product\/design\?sku=paper-bag-/);
  });

  it("puts a pre-printed mailer box straight into the cart: no design work needed", async () => {
    for (const slug of ["pre-printed-mailer-box-eco", "pre-printed-mailer-box-full-color", "pre-printed-kraft-tape"]) {
      await renderPage("eu", "en", slug);
      expect(action(en.ProductPage.addToCart).getAttribute("href"), slug).toMatch(new RegExp(`/cart\\?sku=${slug}-`));
      expect(screen.getByTestId("design-step")).toHaveTextContent(en.ProductPage.designStep.prePrinted);
      expect(screen.queryByRole("link", { name: en.ProductPage.designYourBox })).not.toBeInTheDocument();
      document.body.innerHTML = "";
    }
  });

  it("puts plain products into the cart as ready to ship", async () => {
    for (const slug of ["mailer-box-plain", "bio-poly-mailer-plain", "delivery-mailer-box-plain"]) {
      await renderPage("eu", "en", slug);
      expect(action(en.ProductPage.addToCart).getAttribute("href"), slug).toMatch(/\/cart\?sku=/);
      expect(screen.getByTestId("design-step")).toHaveTextContent(en.ProductPage.designless);
      document.body.innerHTML = "";
    }
  });
});

// Finding b8 of the new-user walk: each product's sizes read as it is measured; only a box's are its inside.
// In millimetres, as the editor and the cart write them (finding C8 of the second walk), inches in the us.
describe("the product page's sizes", () => {
  async function sizesOn(region: RegionId, locale: keyof typeof catalogues, slug: string) {
    language = locale;
    const page = await ProductPage({ params: Promise.resolve({ region, locale, slug }) });
    render(
      <RegionProvider regionId={region} pathPrefix="">
        {page}
      </RegionProvider>,
    );
    const term = screen.getByText(catalogues[locale].messages.ProductPage.sizes, { selector: "dt" });
    return term.nextElementSibling!.textContent;
  }

  it.each<[string, string, string]>([
    [
      "mailer-box-eco",
      "en",
      "150 × 100 × 50 mm · 200 × 150 × 70 mm · 250 × 180 × 60 mm · 300 × 220 × 100 mm · 350 × 250 × 100 mm · 400 × 300 × 150 mm (Internal dimensions)",
    ],
    ["packing-tape", "en", "48 mm × 66 m (Width × roll length)"],
    ["tissue-paper", "en", "500 × 700 mm · 750 × 500 mm (Sheet size)"],
    ["poly-mailer", "en", "250 × 350 mm · 350 × 450 mm · 450 × 550 mm (Width × height)"],
    ["paper-can", "en", "⌀ 73 × 100 mm · ⌀ 83 × 150 mm · ⌀ 99 × 200 mm (Diameter × height)"],
    ["paper-bag", "en", "180 × 80 × 220 mm · 240 × 110 × 310 mm · 320 × 140 × 420 mm (Width × gusset × height)"],
    [
      "mailer-box-eco",
      "pl",
      "150 × 100 × 50 mm · 200 × 150 × 70 mm · 250 × 180 × 60 mm · 300 × 220 × 100 mm · 350 × 250 × 100 mm · 400 × 300 × 150 mm (Wymiary wewnętrzne)",
    ],
    ["packing-tape", "pl", "48 mm × 66 m (Szerokość × długość rolki)"],
    ["tissue-paper", "pl", "500 × 700 mm · 750 × 500 mm (Wymiary arkusza)"],
    ["poly-mailer", "pl", "250 × 350 mm · 350 × 450 mm · 450 × 550 mm (Szerokość × wysokość)"],
    ["paper-can", "pl", "⌀ 73 × 100 mm · ⌀ 83 × 150 mm · ⌀ 99 × 200 mm (Średnica × wysokość)"],
  ])("of %s in %s", async (slug, locale, sizes) => {
    expect(await sizesOn(locale === "pl" ? "pl" : "eu", locale as keyof typeof catalogues, slug)).toBe(sizes);
    // The configurator's size picker names each size the same way.
    const first = sizes.split(" · ")[0]!.replace(/ \(.*\)$/, "");
    expect(screen.getByRole("radio", { name: first })).toBeInTheDocument();
  });

  it("are in inches in the us storefront, a can's diameter too", async () => {
    expect(await sizesOn("us", "en", "paper-can")).toBe("⌀ 2.9 × 3.9 in · ⌀ 3.3 × 5.9 in · ⌀ 3.9 × 7.9 in (Diameter × height)");
  });
});

// Finding C3 of the second walk: tape and tissue paper were "30 pieces" on their product page.
describe("what the product page counts a product in", () => {
  async function configuratorOn(locale: keyof typeof catalogues, slug: string) {
    language = locale;
    const page = await ProductPage({ params: Promise.resolve({ region: locale === "pl" ? "pl" : "eu", locale, slug }) });
    render(
      <RegionProvider regionId={locale === "pl" ? "pl" : "eu"} pathPrefix="">
        {page}
      </RegionProvider>,
    );
    return document.body.textContent ?? "";
  }

  it("offers tape in rolls and prices it a roll, in Polish plurals", async () => {
    const text = await configuratorOn("pl", "packing-tape");
    const quantities = screen.getAllByRole("option").map((option) => option.textContent ?? "");
    expect(quantities.some((label) => /\d rolek$/.test(label))).toBe(true);
    expect(quantities.join(" ")).not.toMatch(/sztuk/);
    expect(text).toMatch(/za rolkę/);
    expect(text).toMatch(/CO₂e na rolkę/);
    expect(text).not.toMatch(/za sztukę|na sztukę/);
  });

  it("offers tissue paper in sheets", async () => {
    const text = await configuratorOn("en", "tissue-paper");
    expect(screen.getAllByRole("option").some((option) => /\d sheets$/.test(option.textContent ?? ""))).toBe(true);
    expect(text).toMatch(/per sheet/);
    expect(text).not.toMatch(/per piece|\d pieces/);
  });
});

// Issue 25: a product page built around the configurator (docs/adr/0061-product-page-layout.md).
describe("the product page's first screen", () => {
  async function renderPage(region: RegionId, locale: keyof typeof catalogues, slug: string) {
    language = locale;
    const page = await ProductPage({ params: Promise.resolve({ region, locale, slug }) });
    render(
      <RegionProvider regionId={region} pathPrefix="">
        {page}
      </RegionProvider>,
    );
  }
  const follows = (first: Element, then: Element) => Boolean(first.compareDocumentPosition(then) & Node.DOCUMENT_POSITION_FOLLOWING);

  it("puts the picture, the name and the configuration with its price, delivery date and footprint ahead of the product's facts", async () => {
    await renderPage("eu", "en", "mailer-box-full-color");
    // The gallery's main picture: the product as it arrives, named with its board and view.
    const picture = screen.getAllByRole("img", { name: new RegExp(`^${en.Products["mailer-box-full-color"].name} – `) })[0]!;
    const title = screen.getByRole("heading", { level: 1, name: en.Products["mailer-box-full-color"].name });
    const configurator = screen.getByTestId("configurator");
    const details = screen.getByRole("heading", { name: en.ProductChoice.details });
    // The picture sits in its own slot, where the gallery and the 3D viewer's button go.
    expect(picture.closest("[class*='gallery']")).not.toBeNull();
    expect(screen.getByRole("button", { name: en.ProductViewer.open }).closest("[class*='gallery']")).not.toBeNull();
    expect(follows(picture, title)).toBe(true);
    expect(follows(title, configurator)).toBe(true);
    expect(follows(configurator, details)).toBe(true);
    const summary = within(screen.getByTestId("configurator-summary"));
    for (const id of ["summary-configuration", "configurator-total", "configurator-unit", "delivery-estimate", "emissions", "product-action"]) {
      expect(summary.getByTestId(id)).toBeInTheDocument();
    }
    // The size guide for a box, in the storefront's unit.
    expect(within(screen.getByTestId("scale-drawing")).getByText("10 cm")).toBeInTheDocument();
  });

  it("draws the size guide's ruler in inches in the us storefront", async () => {
    await renderPage("us", "en", "mailer-box-full-color");
    expect(within(screen.getByTestId("scale-drawing")).getByText("4 in")).toBeInTheDocument();
  });

  it("offers no size guide for a product that is not a box", async () => {
    await renderPage("eu", "en", "poly-mailer");
    expect(screen.queryByTestId("size-guide")).not.toBeInTheDocument();
  });
});

describe("the product page's board facts", () => {
  async function factsOn(slug: string, locale: keyof typeof catalogues = "en") {
    language = locale;
    const page = await ProductPage({ params: Promise.resolve({ region: locale === "pl" ? "pl" : "eu", locale, slug }) });
    render(
      <RegionProvider regionId={locale === "pl" ? "pl" : "eu"} pathPrefix="">
        {page}
      </RegionProvider>,
    );
    return screen.queryByTestId("board-facts")?.textContent ?? null;
  }

  it("states the FSC certificate where the product offers it", async () => {
    expect(await factsOn("mailer-box-full-color")).toContain(en.ProductChoice.facts.fsc);
    document.body.innerHTML = "";
    expect(await factsOn("mailer-box-eco", "pl")).toContain(pl.ProductChoice.facts.fsc);
  });

  it("says nothing of FSC or recycled board where it is not true", async () => {
    expect(await factsOn("poly-mailer")).toBeNull();
  });

  it("says recycled of the recycled mailer only, and no FSC there", async () => {
    const facts = await factsOn("recycled-poly-mailer");
    expect(facts).toContain(en.ProductChoice.facts.recycled);
    expect(facts).not.toContain("FSC");
    document.body.innerHTML = "";
    expect(await factsOn("mailer-box-full-color")).not.toContain(en.ProductChoice.facts.recycled);
  });
});

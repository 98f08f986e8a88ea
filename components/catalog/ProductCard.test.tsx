import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REGIONS } from "@/regions";
import { ProductCard } from "./ProductCard";

// Server components read their messages from the request; here the request is the real English catalogue.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/en-US.json")).default;
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: "en-US", messages, namespace: namespace as never }) };
});

const card = { href: "/products/x", formatter: REGIONS.eu.currencyFormatter };

describe("a catalogue card's price", () => {
  it("is a run's cheapest piece price, from … per piece", async () => {
    render(await ProductCard({ ...card, slug: "mailer-box-full-color", fromPrice: 189, pricedPer: "piece" }));
    expect(screen.getByText("from €1.89 per piece")).toBeInTheDocument();
  });

  it("is a sample pack's one price, per pack, never from … per piece", async () => {
    render(await ProductCard({ ...card, slug: "sample-packs", fromPrice: 2460, pricedPer: "pack" }));
    expect(screen.getByText("€24.60 per pack")).toBeInTheDocument();
    expect(screen.queryByText(/per piece|^from /)).not.toBeInTheDocument();
  });

  it("is a tape's price from … per roll and tissue paper's from … per sheet, never per piece", async () => {
    render(await ProductCard({ ...card, slug: "packing-tape", fromPrice: 450, pricedPer: "piece" }));
    expect(screen.getByText("from €4.50 per roll")).toBeInTheDocument();
    render(await ProductCard({ ...card, slug: "tissue-paper", fromPrice: 21, pricedPer: "piece" }));
    expect(screen.getByText("from €0.21 per sheet")).toBeInTheDocument();
    expect(screen.queryByText(/per piece/)).not.toBeInTheDocument();
  });
});

describe("a catalogue card's picture", () => {
  it("is the product rendered from its own net, as AVIF and WebP with its size set", async () => {
    const { container } = render(await ProductCard({ ...card, slug: "mailer-box-eco", fromPrice: 189, pricedPer: "piece" }));
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toMatch(/^\/build\/shared-images\/products\/mailer-box-eco\/cardboard-natural-closed-320\.avif 320w/);
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
    expect(image.getAttribute("src")).toMatch(/\.webp$/);
  });
});

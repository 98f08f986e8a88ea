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

const card = { href: "/products/x", keyVisual: "/x.svg", formatter: REGIONS.eu.currencyFormatter };

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
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import pl from "@/messages/pl-PL.json";
import { ProductGallery } from "./ProductGallery";

// Server components read their messages from the request; here the request is the real Polish catalogue.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/pl-PL.json")).default;
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: "pl-PL", messages, namespace: namespace as never }) };
});
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams("material=cardboard-white-one-side") }));

describe("the product page's gallery", () => {
  it("names each picture in the shopper's language: the product, the board and the view", async () => {
    const name = pl.Products["mailer-box-eco-color"].name;
    render(await ProductGallery({ slug: "mailer-box-eco-color", name, printed: true }));
    expect(screen.getByRole("figure", { name: `Zdjęcia: ${name}` })).toBeInTheDocument();
    const white = pl.Catalog.materials["cardboard-white-one-side"];
    // The configurator's material first.
    expect(screen.getByRole("tabpanel").querySelector("img")).toHaveAttribute("alt", `${name} – ${white}: zamknięte opakowanie, tak jak dotrze`);
    expect(screen.getByRole("tab", { name: `${name} – ${white}: otwarte opakowanie` })).toBeInTheDocument();
    expect(
      screen.getByRole("tab", { name: `${name} – ${pl.Catalog.materials["cardboard-natural"]}: zamknięte opakowanie, tak jak dotrze` }),
    ).toBeInTheDocument();
    expect(screen.getByText(pl.ProductImages.sampleMark)).toBeInTheDocument();
  });

  it("says a plain product is pictured unprinted, and names a bag by itself, with no board", async () => {
    const name = pl.Products["paper-bag"].name;
    render(await ProductGallery({ slug: "paper-bag", name, printed: false }));
    expect(screen.getByText(pl.ProductImages.plain)).toBeInTheDocument();
    expect(screen.getByRole("tabpanel").querySelector("img")).toHaveAttribute("alt", `${name}: zamknięte opakowanie, tak jak dotrze`);
    // One picture: nothing to choose between.
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import pl from "@/messages/pl-PL.json";
import { ProductGallery } from "./ProductGallery";

// Server components read their messages from the request; here the request is the real Polish catalogue.
// The page hands the gallery its words: here the real Polish catalogue's.
const t = createTranslator({ locale: "pl-PL", messages: pl, namespace: "ProductImages" }) as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;
const materialName = (material: string) => pl.Catalog.materials[material as keyof typeof pl.Catalog.materials];
vi.mock("next/navigation", async (importActual) => ({
  ...(await importActual<typeof import("next/navigation")>()),
  useSearchParams: () => new URLSearchParams("material=cardboard-white-one-side"),
}));

describe("the product page's gallery", () => {
  it("names each picture in the shopper's language: the product, the board and the view", async () => {
    const name = pl.Products["mailer-box-eco-color"].name;
    render(<ProductGallery slug="mailer-box-eco-color" name={name} pictured="sampleMark" t={t} materialName={materialName} />);
    expect(screen.getByRole("figure", { name: `Zdjęcia: ${name}` })).toBeInTheDocument();
    const white = pl.Catalog.materials["cardboard-white-one-side"];
    // The configurator's material first.
    // The thumbnails come with the island, whose code follows the page's first load.
    expect((await screen.findByRole("tabpanel", {}, { timeout: 10_000 })).querySelector("img")).toHaveAttribute(
      "alt",
      `${name} – ${white}: zamknięte opakowanie, tak jak dotrze`,
    );
    expect(screen.getByRole("tab", { name: `${name} – ${white}: otwarte opakowanie` })).toBeInTheDocument();
    expect(
      screen.getByRole("tab", { name: `${name} – ${pl.Catalog.materials["cardboard-natural"]}: zamknięte opakowanie, tak jak dotrze` }),
    ).toBeInTheDocument();
    expect(screen.getByText(pl.ProductImages.sampleMark)).toBeInTheDocument();
  });

  it("says a plain product is pictured unprinted, and names a bag by itself, with no board", async () => {
    const name = pl.Products["paper-bag"].name;
    render(<ProductGallery slug="paper-bag" name={name} pictured="plain" t={t} materialName={materialName} />);
    expect(screen.getByText(pl.ProductImages.plain)).toBeInTheDocument();
    expect((await screen.findByRole("tabpanel", {}, { timeout: 10_000 })).querySelector("img")).toHaveAttribute(
      "alt",
      `${name}: zamknięte opakowanie, tak jak dotrze`,
    );
    // One picture: nothing to choose between.
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});

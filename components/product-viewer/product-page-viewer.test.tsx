import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { RegionProvider } from "@/components/providers/region";
import type { RegionId } from "@/regions/schema";
import ProductPage from "@/app/[region]/[locale]/products/[slug]/page";

// The product page is a server component: its messages come from the request, here the real catalogues.
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

async function renderPage(region: RegionId, locale: keyof typeof catalogues, slug: string) {
  language = locale;
  window.history.replaceState(null, "", `/products/${slug}`);
  const page = await ProductPage({ params: Promise.resolve({ region, locale, slug }) });
  render(
    <RegionProvider regionId={region} pathPrefix="">
      {page}
    </RegionProvider>,
  );
}

describe("View in 3D on the product page", () => {
  it("is offered for a box, a bag, a film mailer and the paper can, in the storefront's language", async () => {
    for (const slug of ["mailer-box-full-color", "paper-bag", "poly-mailer", "paper-can"]) {
      await renderPage("eu", "en", slug);
      expect(screen.getByRole("button", { name: en.ProductViewer.open }), slug).toBeInTheDocument();
      cleanup();
    }
    await renderPage("pl", "pl", "mailer-box-full-color");
    expect(screen.getByRole("button", { name: pl.ProductViewer.open })).toBeInTheDocument();
  });

  it("is not offered for a sample pack, which has no 3D model", async () => {
    await renderPage("eu", "en", "sample-packs");
    expect(screen.queryByRole("button", { name: en.ProductViewer.open })).toBeNull();
  });

  it("opens on the product's default size and first material, named as the configurator names them", async () => {
    await renderPage("eu", "en", "mailer-box-full-color");
    await userEvent.click(screen.getByRole("button", { name: en.ProductViewer.open }));
    const dialog = await screen.findByRole("dialog", { name: `${en.Products["mailer-box-full-color"].name} in 3D` });
    expect(within(dialog).getByTestId("product-viewer-caption")).toHaveTextContent(`· ${en.Catalog.materials["cardboard-white-one-side"]}`);
  });
});

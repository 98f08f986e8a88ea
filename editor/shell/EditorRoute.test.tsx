import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EditorProduct } from "@/lib/catalog/product-facts";
import type { BoxModel } from "@/lib/dielines";
import en from "@/messages/en-US.json";
import { EditorRoute } from "./EditorRoute";

// A server component: its words come from the request (the real catalogue), and a redirect ends the render.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    setRequestLocale: () => undefined,
    getMessages: async () => en,
    getTranslations: async (arg?: string | { namespace?: string }) =>
      createTranslator({ locale: "en-US", messages: en, namespace: (typeof arg === "string" ? arg : arg?.namespace) as never }),
  };
});
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("not found");
  },
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const designable = (model: BoxModel, sku: string): EditorProduct => ({
  kind: "designable",
  model,
  facts: {
    sku,
    slug: sku,
    name: sku,
    sizeCode: "1x1",
    inside: { length: 240, width: 110, height: 310 },
    printQualities: ["standard"],
    material: null,
    printModes: ["print-eco-color"],
  },
});

function open(flavour: "box" | "product", query: Record<string, string>, product: EditorProduct) {
  return EditorRoute({
    params: Promise.resolve({ region: "pl", locale: "pl" }),
    searchParams: Promise.resolve(query),
    resolveSku: () => product,
    flavour,
  });
}

describe("the editor routes", () => {
  it("send a bag opened in the box editor to the product editor, with everything the link carried", async () => {
    const query = { sku: "paper-bag-240x110x310", quantity: "100", print_mode: "print-eco-color", express: "1" };
    await expect(open("box", query, designable("paper-bag", query.sku))).rejects.toThrow(
      "redirect /editor/product/design?sku=paper-bag-240x110x310&quantity=100&print_mode=print-eco-color&express=1",
    );
  });

  it("send a box opened in the product editor to the box editor, in the storefront's own words", async () => {
    const query = { sku: "mailer-box-eco-200x150x70", quantity: "100" };
    await expect(open("product", query, designable("mailer-box", query.sku))).rejects.toThrow(
      "redirect /pudelko/design?sku=mailer-box-eco-200x150x70&quantity=100",
    );
  });
});

describe("an editor address that names no product", () => {
  it("asks for a product in the product editor, and for a box only in the box editor", async () => {
    const none = designable("paper-bag", "paper-bag-240x110x310");
    const { unmount } = render(await open("product", {}, none));
    expect(screen.getByText(en.Editor.page.productChooseTitle)).toBeInTheDocument();
    expect(screen.getByText("Pick a product from our range and the editor opens with it, ready for your artwork.")).toBeInTheDocument();
    unmount();
    render(await open("box", {}, none));
    expect(screen.getByText(en.Editor.page.chooseTitle)).toBeInTheDocument();
  });
});

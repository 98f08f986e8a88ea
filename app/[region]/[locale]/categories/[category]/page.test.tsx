import { isValidElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ProductImage } from "@/components/catalog/ProductImage";
import { findRegion } from "@/regions";
import { productsInCategory } from "@/server/catalog/service";
import CategoryPage from "./page";

vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("pl-PL"));

/** The ProductImage elements of a server page's tree, found without rendering its async children. */
function pictures(node: ReactNode): { slug: string }[] {
  if (Array.isArray(node)) return node.flatMap(pictures);
  if (!isValidElement<{ children?: ReactNode; slug?: string }>(node)) return [];
  if (node.type === ProductImage) return [{ slug: node.props.slug! }];
  return pictures(node.props.children);
}

describe("a category page's head", () => {
  it.each(["mailer-boxes", "luxury-packaging", "eco-friendly-packaging"])("shows a product of %s beside its name", async (category) => {
    const page = await CategoryPage({ params: Promise.resolve({ region: "pl", locale: "pl", category }) });
    const [picture, ...others] = pictures(page);
    expect(others).toEqual([]);
    expect(productsInCategory(findRegion("pl")!, category as never).map((product) => product.slug)).toContain(picture!.slug);
  });
});

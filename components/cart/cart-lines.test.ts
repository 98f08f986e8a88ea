import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatSize } from "@/lib/catalog/sizes";
import { QUANTITY_STEPS } from "@/lib/catalog/constants";
import { extraLine, mailerCart, order, productLine } from "./__fixtures__/shop";
import { cartView, lineShapeOf, printQualityOf, quantityChoices, sizeOfLine, thumbnailOf } from "./cart-lines";

describe("cartView", () => {
  it("puts each expert check with its product and keeps the warranty and trees apart", () => {
    const view = cartView(mailerCart());
    expect(view.entries.map((entry) => (entry.type === "product" ? [entry.line.id, entry.expertCheck?.id ?? null] : entry.bundleId))).toEqual([
      [11, 12],
      [13, null],
    ]);
    expect(view.warranty?.id).toBe(14);
    expect(view.trees).toBeNull();
    expect(view.productCount).toBe(2);
  });

  it("groups a bundle's lines where its first line was, under the bundle's quantity", () => {
    const view = cartView(
      order([
        productLine({ id: 1, slug: "mailer-box-eco", size: "150x100x50", quantity: 30, price: 100 }),
        productLine({ id: 2, slug: "mailer-box-eco", size: "200x150x70", quantity: 240, price: 100, bundle_id: 5 }),
        productLine({ id: 3, slug: "kraft-tape", size: "50000x50", quantity: 240, price: 100 }),
        productLine({ id: 4, slug: "packing-paper", size: "600x800", quantity: 240, price: 100, bundle_id: 5 }),
        extraLine({ id: 6, kind: "trees", quantity: 3, total: 300 }),
      ]),
    );
    expect(
      view.entries.map((entry) =>
        entry.type === "product" ? entry.line.id : { bundle: entry.bundleId, quantity: entry.quantity, lines: entry.products.map((p) => p.line.id) },
      ),
    ).toEqual([1, { bundle: 5, quantity: 240, lines: [2, 4] }, 3]);
    expect(view.trees?.quantity).toBe(3);
  });
});

describe("line details", () => {
  it("offers the shop's quantity steps, with a line's own quantity added in order", () => {
    expect(quantityChoices(60)).toEqual([...QUANTITY_STEPS]);
    expect(quantityChoices(100)).toEqual([30, 60, 90, 100, 120, 240, 500, 750, 1000, 1500, 2000, 2500]);
  });

  it("offers a sample pack only the packs a line may hold, never a run's 30 to 2,500 pieces", () => {
    expect(quantityChoices(1, "sample-pack")).toEqual([1, 2, 3]);
    expect(quantityChoices(2, "designless")).toEqual([2, ...QUANTITY_STEPS]);
  });

  it("tells a pack, a plain box and a printed one apart, by the page's facts or else the product", () => {
    const line = (slug: string, samples: string[] | null = null) => ({ product: { id: 1, slug, name: slug }, samples });
    expect(lineShapeOf(line("sample-packs"), undefined)).toBe("sample-pack");
    expect(lineShapeOf(line("anything", ["product-box"]), undefined)).toBe("sample-pack");
    expect(lineShapeOf(line("mailer-box-plain"), undefined)).toBe("designless");
    expect(lineShapeOf(line("shipping-box-plain"), undefined)).toBe("designless");
    expect(lineShapeOf(line("mailer-box-eco"), undefined)).toBe("printed");
    expect(lineShapeOf(line("mailer-box-eco"), { name: "", printQualities: [], shape: "designless" })).toBe("designless");
  });

  it("reads a size from the sku, also flat and tape sizes, and nothing from a sku it does not understand", () => {
    const line = (slug: string, sku: string) => ({ sku, product: { id: 1, slug, name: slug } });
    expect(sizeOfLine(line("mailer-box-eco", "mailer-box-eco-200x150x70"))).toEqual({ lengthMm: 200, widthMm: 150, heightMm: 70 });
    expect(sizeOfLine(line("kraft-tape", "kraft-tape-50000x50"))).toEqual({ lengthMm: 50000, widthMm: 50, heightMm: 0 });
    expect(sizeOfLine(line("kraft-tape", "other-50000x50"))).toBeUndefined();
    expect(sizeOfLine(line("kraft-tape", "kraft-tape-big"))).toBeUndefined();
  });

  it("reads a custom size from its sku like a catalogue one, and shows it in inches in the US", () => {
    const size = sizeOfLine({ sku: "mailer-box-full-color-270x190x80", product: { id: 1, slug: "mailer-box-full-color", name: "Mailer" } })!;
    expect(size).toEqual({ lengthMm: 270, widthMm: 190, heightMm: 80 });
    const words = (_key: string, values?: Record<string, string>) => `${values!.length} × ${values!.width} × ${values!.height} ${values!.unit}`;
    expect(formatSize(size, "box", "in", "in", "en-US", words)).toBe("10.6 × 7.5 × 3.1 in");
    expect(formatSize(size, "box", "cm", "cm", "de-DE", words)).toBe("27 × 19 × 8 cm");
  });

  it("takes the chosen print quality, else the product's first", () => {
    const facts = { name: "x", printQualities: ["standard", "hd-plus"] };
    const line = productLine({ id: 1, slug: "mailer-box-full-color", size: "150x100x50", quantity: 30, price: 1 });
    expect(printQualityOf(line, facts)).toBe("standard");
    expect(printQualityOf({ ...line, options: { printQuality: "hd-plus" } }, facts)).toBe("hd-plus");
  });

  it("shows the picture the server sent for the line, and none when it sent none", () => {
    // The server fills `thumbnail` for every product line (server/designs/lines.db.test.ts).
    const line = productLine({
      id: 1,
      slug: "paper-bag",
      size: "180x80x220",
      quantity: 30,
      price: 1,
      thumbnail: "/build/shared-images/products/paper-bag/standard-closed-320.webp",
    });
    expect(thumbnailOf(line)).toBe("/build/shared-images/products/paper-bag/standard-closed-320.webp");
    expect(thumbnailOf({ ...line, thumbnail: "/api/box_designs/1/thumbnail?v=abc" })).toBe("/api/box_designs/1/thumbnail?v=abc");
    // No picture made up in the browser: the cart shows the line without one.
    expect(thumbnailOf({ ...line, thumbnail: null })).toBeUndefined();
  });

  it("keeps the picture manifest (14 kB) out of the cart's and the header's scripts", () => {
    const source = readFileSync(join(process.cwd(), "components/cart/cart-lines.ts"), "utf8");
    expect(source).not.toMatch(/from "@\/lib\/catalog\/product-images/);
  });
});

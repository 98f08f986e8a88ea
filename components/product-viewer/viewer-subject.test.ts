import { describe, expect, it } from "vitest";
import { customSizeLimits } from "@/lib/catalog/custom-size";
import { boardColours, FILM_INSIDE, FILM_WHITE } from "@/editor/preview3d/board-colours";
import { viewerProductOf, type PageProduct } from "./viewer-product";
import { customSizeText, viewerNet, viewerSubject } from "./viewer-subject";

/** A mailer box as the catalogue has it: sizes by code, skus from the region's price list. */
const mailerSizes = [
  { code: "200x150x70", lengthMm: 200, widthMm: 150, heightMm: 70 },
  { code: "300x220x100", lengthMm: 300, widthMm: 220, heightMm: 100 },
  { code: "400x300x150", lengthMm: 400, widthMm: 300, heightMm: 150 },
];
const mailer: PageProduct = { slug: "mailer-box-full-color", skuModel: "mailer-box", sizes: mailerSizes };
const skuOfSize = new Map(mailerSizes.map((size) => [size.code, `mailer-box-full-color-${size.code}`]));
const sizeLabels = [...skuOfSize.values()].map((sku) => ({ value: sku, label: `label of ${sku}` }));
const materials = [
  { value: "cardboard-white-one-side", label: "White outside, brown inside" },
  { value: "cardboard-natural", label: "Natural brown board" },
] as const;

const product = viewerProductOf({
  product: mailer,
  skuOfSize,
  sizeLabels,
  materials: [...materials],
  customLimits: customSizeLimits(mailerSizes),
  unit: "mm",
  locale: "en-US",
})!;

describe("the product the viewer shows", () => {
  it("is the product's model with its catalogue sizes (inside, mm) by sku, as the editor opens a design of that sku", () => {
    expect(product.model).toBe("mailer-box");
    expect(product.sizes[1]).toEqual({
      sku: "mailer-box-full-color-300x220x100",
      inside: { length: 300, width: 220, height: 100 },
      label: "label of mailer-box-full-color-300x220x100",
    });
  });

  it("leaves out a size the region's price list does not sell, and is none for a product without a 3D model (a sample pack)", () => {
    const fewer = viewerProductOf({
      product: mailer,
      skuOfSize: new Map([["300x220x100", "m-300"]]),
      sizeLabels: [],
      materials: [],
      customLimits: null,
      unit: "mm",
      locale: "en-US",
    });
    expect(fewer?.sizes.map((size) => size.sku)).toEqual(["m-300"]);
    const samples = viewerProductOf({
      product: { slug: "samples", skuModel: "samples", sizes: mailerSizes },
      skuOfSize,
      sizeLabels,
      materials: [],
      customLimits: null,
      unit: "mm",
      locale: "en-US",
    });
    expect(samples).toBeNull();
  });
});

describe("what the viewer shows for the configuration in the address", () => {
  it("is the product's default size and first material when the address names no configuration, as the configurator shows", () => {
    const subject = viewerSubject(product, "");
    expect(subject).toMatchObject({
      sku: "mailer-box-full-color-200x150x70",
      inside: { length: 200, width: 150, height: 70 },
      material: "cardboard-white-one-side",
    });
    expect(subject.colours).toEqual(boardColours("cardboard-white-one-side"));
    // Without a sku the configurator keeps its defaults, whatever else the address says.
    expect(viewerSubject(product, "?material=cardboard-natural").material).toBe("cardboard-white-one-side");
  });

  it("is the chosen catalogue size in the chosen material: brown board outside and in for natural board", () => {
    const subject = viewerSubject(product, "?sku=mailer-box-full-color-300x220x100&quantity=250&material=cardboard-natural&print_mode=print-color-hd");
    expect(subject.inside).toEqual({ length: 300, width: 220, height: 100 });
    expect(subject.sizeLabel).toBe("label of mailer-box-full-color-300x220x100");
    expect(subject.material).toBe("cardboard-natural");
    expect(subject.materialLabel).toBe("Natural brown board");
    expect(subject.colours).toEqual(boardColours("cardboard-natural"));
    expect(viewerNet(product, subject)?.inside).toEqual({ length: 300, width: 220, height: 100 });
  });

  it("is a custom size of this product as its sku names it, folded at that size and written in the shopper's unit", () => {
    const subject = viewerSubject(product, "?sku=mailer-box-full-color-270x190x80&material=cardboard-natural");
    expect(subject.inside).toEqual({ length: 270, width: 190, height: 80 });
    expect(subject.sizeLabel).toBeNull();
    expect(viewerNet(product, subject)?.inside).toEqual({ length: 270, width: 190, height: 80 });
    expect(customSizeText(subject.inside, product, "{length} × {width} × {height} mm")).toBe("270 × 190 × 80 mm");
    expect(customSizeText(subject.inside, { unit: "in", locale: "en-US" }, "{length} × {width} × {height} in")).toBe("10.6 × 7.5 × 3.1 in");
    expect(customSizeText(subject.inside, { unit: "in", locale: "de-DE" }, "{length} × {width} × {height} in")).toBe("10,6 × 7,5 × 3,1 in");
  });

  it("falls back to the default size for a sku the product does not sell: another product's size, a size beyond the limits, a custom size of a product made only in its own", () => {
    const fallback = { length: 200, width: 150, height: 70 };
    expect(viewerSubject(product, "?sku=shipping-box-270x190x80").inside).toEqual(fallback);
    expect(viewerSubject(product, "?sku=mailer-box-full-color-5000x190x80").inside).toEqual(fallback);
    expect(viewerSubject(product, "?sku=nonsense").inside).toEqual(fallback);
    const catalogueOnly = { ...product, customLimits: null };
    expect(viewerSubject(catalogueOnly, "?sku=mailer-box-full-color-270x190x80").inside).toEqual(fallback);
  });

  it("folds the default size when the chosen one does not fold, and nothing when neither does", () => {
    // Within every dimension's limits, but far taller than a mailer box's base lets it stand.
    const tall = viewerSubject(product, "?sku=mailer-box-full-color-100x100x225");
    expect(tall.inside).toEqual({ length: 100, width: 100, height: 225 });
    expect(viewerNet(product, tall)?.inside).toEqual({ length: 200, width: 150, height: 70 });
    const broken = { ...product, sizes: [{ ...product.sizes[0]!, inside: { length: 100, width: 100, height: 5000 } }] };
    expect(viewerNet(broken, { ...tall, inside: broken.sizes[0]!.inside })).toBeNull();
  });

  it("shows the first material for one the product is not sold in", () => {
    expect(viewerSubject(product, "?sku=mailer-box-full-color-300x220x100&material=cardboard-cardstock").material).toBe("cardboard-white-one-side");
  });

  it("shows a product of no catalogue board in its own film or paper: a poly mailer white outside and grey inside, never brown card", () => {
    const poly = viewerProductOf({
      product: { slug: "poly-mailer", skuModel: null, sizes: [{ code: "250x350x0", lengthMm: 250, widthMm: 350, heightMm: 0 }] },
      skuOfSize: new Map([["250x350x0", "poly-mailer-250x350x0"]]),
      sizeLabels: [],
      materials: [],
      customLimits: null,
      unit: "mm",
      locale: "en-US",
    })!;
    const subject = viewerSubject(poly, "?sku=poly-mailer-250x350x0");
    expect(subject.material).toBeNull();
    expect(subject.colours).toEqual({ board: FILM_WHITE, inside: FILM_INSIDE });
    expect(viewerNet(poly, subject)?.model).toBe("poly-mailer");
  });
});

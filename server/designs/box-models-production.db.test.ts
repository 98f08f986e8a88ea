import { PDFArray, PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildNet, printableSides, type BoxModel } from "@/lib/dielines";
import { PRODUCTS } from "@/server/catalog/products";
import { skuOf } from "@/server/catalog/variants";
import { PRINT_MARGIN_MM, PT_PER_MM } from "./print";
import { api, visitor } from "./testing";
import { pageContent } from "@/test/pdf-content";

/**
 * The boxes sold without a box sku model are designed on their own nets
 * (lib/dielines modelForProduct); their production file is the same print as
 * every box's, and they go into the cart like any box: that net at true size with each side's artwork and its cut and
 * crease layers, a carrier's hand-holds among the cuts.
 */

const PRODUCT_MODELS: [slug: string, model: BoxModel][] = [
  ["rigid-box", "rigid-box"],
  ["rigid-box-two-pieces", "rigid-box-two-pieces"],
  ["magnetic-box", "magnetic-box"],
  ["rigid-drawer-box", "rigid-drawer-box"],
  ["cake-box", "cake-box"],
  ["carrier-box", "carrier-box"],
  ["special-box", "special-box"],
];

// One colour a side, so the print shows which sides it filled.
const COLOURS = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"];
const OPERATOR: Record<string, string> = {
  "#ff0000": "1 0 0 rg",
  "#00ff00": "0 1 0 rg",
  "#0000ff": "0 0 1 rg",
  "#ffff00": "1 1 0 rg",
  "#00ffff": "0 1 1 rg",
  "#ff00ff": "1 0 1 rg",
};

const contentOf = (pdf: PDFDocument) => pageContent(pdf.getPage(0));

const count = (content: string, operator: string) =>
  content.split("\n").filter((line) => line.trim() === operator || line.trim().endsWith(` ${operator}`)).length;

describe.each(PRODUCT_MODELS)("the production file of a %s design", (slug, model) => {
  it(`draws the ${model} net with every printed side's artwork and the die lines`, async () => {
    const product = PRODUCTS.find((candidate) => candidate.slug === slug)!;
    const size = product.sizes[0]!;
    const inside = { length: size.lengthMm, width: size.widthMm, height: size.heightMm };
    const net = buildNet(model, inside);
    const sides = printableSides(net);
    const document = {
      version: 2,
      model,
      inside,
      sides: Object.fromEntries(sides.map((side, i) => [side, { background: COLOURS[i], elements: [] }])),
    };
    const owner = await visitor();
    const created = await api.post("/api/box_designs", { box_design: { sku: skuOf(product, size), document } }, { token: owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // The design goes into the cart on its product's line, as the editor's "add to cart" does.
    const { body: order } = await api.post("/api/v2/orders", {}, { token: owner.token, region: "eu" });
    const line = await api.post(
      `/api/v2/orders/${order.number}/line_item`,
      { sku: skuOf(product, size), quantity: 100, box_design_id: created.body.id },
      { token: owner.token, region: "eu" },
    );
    expect(line.status, JSON.stringify(line.body)).toBe(200);

    const response = await api.raw(`/api/box_designs/${created.body.id}/production_files`, { headers: { "X-Api-Token": owner.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getSubject()).toBe(`${model} inside ${inside.length} x ${inside.width} x ${inside.height} mm`);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width / PT_PER_MM).toBeCloseTo(net.bounds.width + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    expect(height / PT_PER_MM).toBeCloseTo(net.bounds.height + 2 * (net.bleed + PRINT_MARGIN_MM), 6);

    const groups = pdf.catalog.lookup(PDFName.of("OCProperties"), PDFDict).lookup(PDFName.of("OCGs"), PDFArray);
    const layers = groups.asArray().map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("Name"))!.toString());
    expect(layers).toEqual(expect.arrayContaining(["(Cut)", "(Crease)"]));

    const content = contentOf(pdf);
    const artwork = content.slice(0, content.indexOf("/OC /OCCut BDC"));
    sides.forEach((side, i) => expect(artwork, `${side} filled`).toContain(OPERATOR[COLOURS[i]!]!));
    const cuts = content.slice(content.indexOf("/OC /OCCut BDC"), content.indexOf("EMC", content.indexOf("/OC /OCCut BDC")));
    const creases = content.slice(content.indexOf("/OC /OCCrease BDC"), content.indexOf("EMC", content.indexOf("/OC /OCCrease BDC")));
    expect(count(cuts, "l"), "every cut").toBe(net.cuts.length);
    expect(count(creases, "l"), "every crease").toBe(net.creases.length);
  });
});

import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildNet, printableSides, type BoxModel } from "@/lib/dielines";
import pl from "@/messages/pl-PL.json";
import { pdfText } from "@/server/pdf/pdf-text";
import { PRINT_MARGIN_MM, PT_PER_MM } from "./print";
import { api, createDesign, upload, visitor } from "./testing";

/**
 * Bags, mailers, envelopes, labels and cards are designed like boxes (ADR 0037):
 * the API takes a design for them, and its production file is their own net with
 * the artwork on every printed face.
 */
const FLAT: [sku: string, model: BoxModel, inside: { length: number; width: number; height: number }][] = [
  ["paper-bag-240x110x310", "paper-bag", { length: 240, width: 110, height: 310 }],
  ["tote-bag-380x100x420", "tote-bag", { length: 380, width: 100, height: 420 }],
  ["doypack-bag-160x45x230", "doypack-bag", { length: 160, width: 45, height: 230 }],
  ["poly-mailer-250x350", "poly-mailer", { length: 250, width: 350, height: 0 }],
  ["recycled-poly-mailer-350x450", "poly-mailer", { length: 350, width: 450, height: 0 }],
  ["paper-mailer-240x340", "paper-mailer", { length: 240, width: 340, height: 0 }],
  ["rigid-envelope-250x175", "rigid-envelope", { length: 250, width: 175, height: 0 }],
  ["square-label-75x75", "square-label", { length: 75, width: 75, height: 0 }],
  ["printed-card-148x105", "printed-card", { length: 148, width: 105, height: 0 }],
];

describe("designs of flat and bag-like products", () => {
  it.each(FLAT)("%s: a new design is its own model, blank, and its production file draws the net with the artwork", async (sku, model, inside) => {
    const owner = await visitor();
    const blank = await createDesign(owner.token, { sku });
    expect(blank.document).toMatchObject({ model, inside });

    const fileId = await upload(owner.token);
    const net = buildNet(model, inside);
    const sides = Object.fromEntries(
      printableSides(net).map((side) => [
        side,
        { background: "#2244aa", elements: [{ id: `logo-${side}`, type: "image", x: 5, y: 5, width: 30, height: 20, rotation: 0, opacity: 1, fileId }] },
      ]),
    );
    const design = await createDesign(owner.token, { sku, document: { version: 2, model, inside, sides } });
    const response = await api.raw(`/api/box_designs/${design.id}/production_files`, { headers: { "X-Api-Token": owner.token } });
    expect(response.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    const { width, height } = pdf.getPage(0).getSize();
    expect(width / PT_PER_MM).toBeCloseTo(net.bounds.width + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    expect(height / PT_PER_MM).toBeCloseTo(net.bounds.height + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    // A bag is measured by its front, gusset and height; a flat product by its format (no inside, no "x 0").
    const size = inside.height === 0 ? `${inside.length} x ${inside.width} mm` : `front ${inside.length} x gusset ${inside.width} x height ${inside.height} mm`;
    expect(pdf.getSubject()).toBe(`${model} ${size}`);
    const images = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
    expect(images.keys().length).toBeGreaterThan(0);
  });

  it("refuses a box's document for a bag, and a design for a pre-printed box or a plain mailer", async () => {
    const owner = await visitor();
    const wrong = await api.post(
      "/api/box_designs",
      {
        box_design: { sku: "paper-bag-240x110x310", document: { version: 2, model: "mailer-box", inside: { length: 200, width: 150, height: 70 }, sides: {} } },
      },
      { token: owner.token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe("invalid_design");
    for (const sku of ["pre-printed-mailer-box-eco-200x150x70", "bio-poly-mailer-plain-250x350"]) {
      const refused = await api.post("/api/box_designs", { box_design: { sku } }, { token: owner.token });
      expect(refused.status, sku).toBe(422);
      expect(refused.body.error.code, sku).toBe("not_designable");
    }
  });
});

describe("the print proof the editor downloads", () => {
  const textOf = async (response: Response) => pdfText(new Uint8Array(await response.arrayBuffer()));

  it("says its facts in the shopper's language, by the product's name and its own measures; prepress's file stays in English", async () => {
    const owner = await visitor();
    const design = await createDesign(owner.token, { sku: "paper-bag-240x110x310" });
    const file = (query: string) => api.raw(`/api/box_designs/${design.id}/production_files${query}`, { headers: { "X-Api-Token": owner.token } });

    const polish = await textOf(await file("?locale=pl-PL"));
    for (const words of [pl.Products["paper-bag"].name, "240 × 110 × 310 mm", pl.Catalog.sizes.note.bag, "materiał", "spad 3 mm", "strona zewnętrzna"]) {
      expect(polish).toContain(words);
    }
    expect(polish).toContain(`Projekt ${design.id}`);
    expect(polish).not.toContain("front 240 x gusset");

    const prepress = await textOf(await file(""));
    expect(prepress).toContain("paper-bag, front 240 x gusset 110 x height 310 mm, material");
    expect(prepress).toContain("outside: the printed face");
  });

  it("refuses a language the shop does not speak with the error envelope", async () => {
    const owner = await visitor();
    const design = await createDesign(owner.token, { sku: "paper-bag-240x110x310" });
    const response = await api.raw(`/api/box_designs/${design.id}/production_files?locale=xx-XX`, { headers: { "X-Api-Token": owner.token } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unknown_language");
  });
});

import { PDFArray, PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildNet, DIELINE_MARGIN_MM, modelForProduct } from "@/lib/dielines";
import { VARIANTS } from "@/server/catalog/variants";
import { createApp } from "@/server/http/app";
import { pdfText } from "@/server/pdf/pdf-text";
import { PT_PER_MM } from "./pdf";

const app = createApp();
const download = (query: string) => app.request(`/api/v2/dielines?${query}`);

const MAILER = "mailer-box-full-color-200x150x70";
const mailerNet = () => buildNet("mailer-box", { length: 200, width: 150, height: 70 });

describe("dieline downloads", () => {
  it("give the PDF of the size at true size, its lines on the layers prepress separates, labelled in the shopper's language", async () => {
    const response = await download(`sku=${MAILER}&format=pdf&region=pl&locale=pl-PL`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="dieline-${MAILER}.pdf"`);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);

    // True size: the net, its bleed and the margin, one millimetre 72/25.4 points.
    const net = mailerNet();
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo((net.bounds.width + 2 * (net.bleed + DIELINE_MARGIN_MM)) * PT_PER_MM, 3);
    expect(height).toBeCloseTo((net.bounds.height + 2 * (net.bleed + DIELINE_MARGIN_MM)) * PT_PER_MM, 3);

    const groups = pdf.catalog.lookup(PDFName.of("OCProperties"), PDFDict).lookup(PDFName.of("OCGs"), PDFArray);
    const layers = groups.asArray().map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("Name"))!.toString());
    expect(layers).toEqual(["(Bleed)", "(Safe zone)", "(Cut)", "(Crease)", "(Labels)"]);
    const colourSpaces = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("ColorSpace"), PDFDict).keys().map(String);
    expect(colourSpaces).toEqual(expect.arrayContaining(["/CSCutContour", "/CSCrease"]));

    const text = await pdfText(bytes);
    for (const word of ["Wykrojnik", "Przód", "Wieko", "Spód", "Bigowanie", "Spad (3 mm)"]) expect(text).toContain(word);
  });

  it("give the same net as SVG, one layer per kind of line, every cut and crease of the net drawn once", async () => {
    const response = await download(`sku=${MAILER}&format=svg&region=eu`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await response.text();
    const net = mailerNet();
    expect(svg).toContain(`width="${net.bounds.width + 2 * (net.bleed + DIELINE_MARGIN_MM)}mm"`);
    const group = (id: string) => svg.match(new RegExp(`<g id="${id}"[^>]*>(.*?)</g>`))?.[1] ?? "";
    expect(group("crease").match(/<line /g)).toHaveLength(net.creases.length);
    expect(group("cut").match(/<line /g)?.length).toBeGreaterThanOrEqual(net.cuts.length);
    const printed = net.panels.filter((panel) => panel.side !== null).length;
    expect(group("bleed").match(/<polygon /g)).toHaveLength(printed);
    expect(group("safe-zone").match(/<polygon /g)).toHaveLength(printed);
    // English by default in eu; the labels name the sides as the editor does.
    for (const word of [">Front<", ">Top<", ">Bottom<", "Cut", "Crease (fold)", "Safe zone (3 mm)"]) expect(svg).toContain(word);
  });

  it("answer clearly for an unknown sku, a product that is not a flat net, or a format it does not make", async () => {
    const unknown = await download("sku=no-such-box&region=eu");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("unknown_sku");
    const pack = await download("sku=sample-packs-300x220x100&region=eu");
    expect(pack.status).toBe(404);
    expect((await pack.json()).error.code).toBe("no_dieline");
    const format = await download(`sku=${MAILER}&format=ai&region=eu`);
    expect(format.status).toBe(400);
    expect((await format.json()).error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const language = await download(`sku=${MAILER}&locale=xx-XX&region=eu`);
    expect(language.status).toBe(400);
    expect((await language.json()).error.code).toBe("unknown_language");
  });

  it("draw a size of every product the catalogue makes from a net", async () => {
    const firstSizes = new Map(
      VARIANTS.filter((variant) => variant.region === "eu" && modelForProduct(variant.product)).map((variant) => [variant.product.slug, variant.sku]),
    );
    expect(firstSizes.size).toBeGreaterThanOrEqual(20);
    for (const sku of firstSizes.values()) {
      const response = await download(`sku=${sku}&format=svg&region=eu`);
      expect(response.status, sku).toBe(200);
      expect(await response.text()).toMatch(/<g id="cut"[^>]*><line /);
    }
  });
});

describe("dieline downloads of flat products", () => {
  it("name a poly mailer's format, not a height of 0", async () => {
    const response = await download("sku=poly-mailer-250x350&format=svg&region=eu&locale=en-US");
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain("250 × 350 mm");
    expect(svg).not.toContain("× 0 mm");
  });
});

describe("dieline downloads in the us storefront", () => {
  it("give the size, the bleed and the safe zone in inches, with the millimetres the net is drawn in beside them", async () => {
    const variant = VARIANTS.find((candidate) => candidate.region === "us" && candidate.product.slug === "mailer-box-full-color")!;
    const response = await download(`sku=${variant.sku}&format=svg&region=us&locale=en-US`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    const inches = (mm: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(mm / 25.4);
    const { lengthMm, widthMm, heightMm } = variant.size;
    expect(svg).toContain(`inside ${inches(lengthMm)} × ${inches(widthMm)} × ${inches(heightMm)} in (${lengthMm} × ${widthMm} × ${heightMm} mm)`);
    expect(svg).toContain("Bleed (0.12 in / 3 mm)");
    expect(svg).toContain("Safe zone (0.12 in / 3 mm)");
  });
});

describe("dieline downloads in the storefront's words", () => {
  const textOf = async (query: string) => {
    const response = await download(query);
    expect(response.status, query).toBe(200);
    return (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, " ");
  };

  it("write German as Switzerland does on the ch storefront, whichever German is asked for", async () => {
    // "Weiße Öko-Mailerboxen" in Germany: the product's name is a German word with ß.
    const sku = "mailer-box-eco-white-200x150x70";
    const german = await textOf(`sku=${sku}&format=pdf&region=de`);
    expect(german).toContain("Weiße");
    for (const locale of ["", "&locale=de", "&locale=de-DE", "&locale=de-CH"]) {
      const swiss = await textOf(`sku=${sku}&format=pdf&region=ch${locale}`);
      expect(swiss, locale).toContain("Weisse");
      expect(swiss, locale).not.toContain("ß");
      expect(swiss, locale).toContain("200 × 150 × 70 mm");
    }
  });

  it("write British English on gb and the EU storefront and American on the us one", async () => {
    for (const region of ["gb", "eu"]) {
      const british = await textOf(`sku=${MAILER}&format=pdf&region=${region}`);
      expect(british, region).toContain("Full-colour mailer boxes");
      expect(british, region).not.toMatch(/\bcolor/i);
    }
    const american = await textOf(`sku=${MAILER}&format=pdf&region=us&locale=en-GB`);
    expect(american).toContain("Full-color mailer boxes");
    expect(american).not.toMatch(/\bcolour/i);
  });

  it("write its numbers as the language asked for writes them", async () => {
    // The us storefront's inches in German: a decimal comma, as a German page in the us storefront writes its numbers.
    const german = await textOf(`sku=${MAILER}&format=pdf&region=us&locale=de`);
    expect(german).toContain("7,9 × 5,9 × 2,8");
    const english = await textOf(`sku=${MAILER}&format=pdf&region=us`);
    expect(english).toContain("7.9 × 5.9 × 2.8");
  });
});

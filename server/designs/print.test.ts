import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, PDFString, type PDFPage } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { emptyDesign, parseDesignDocument, type DesignDocument, type DesignElement } from "@/lib/design";
import type { FontFile } from "@/lib/design/fonts";
import { imageElement, textElement } from "@/lib/design/sample-designs";
import { buildNet, insideSheet, sidePanel, type BoxModel, type Net } from "@/lib/dielines";
import { pdfText, pdfTextRuns } from "@/server/pdf/pdf-text";
import { printFont } from "./fonts";
import { bleedOutline, buildPrintPdf, PRINT_MARGIN_MM, PT_PER_MM, type PrintImage } from "./print";
import { pageContent } from "@/test/pdf-content";

const inside = { length: 200, width: 150, height: 70 };

async function picture(format: "png" | "jpeg"): Promise<PrintImage> {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 60 } } });
  const bytes = format === "png" ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: format === "png" ? "image/png" : "image/jpeg" };
}

// lib/design's sample elements, placed and styled as the tests below expect.
const text = (overrides: Partial<Extract<DesignElement, { type: "text" }>> = {}): DesignElement =>
  textElement({ id: "greeting", x: 10, y: 10, fontWeight: 700, italic: true, color: "#112233", align: "center", ...overrides });
const image = (id: string, fileId: string, overrides: Partial<Extract<DesignElement, { type: "image" }>> = {}): DesignElement =>
  imageElement({ id, fileId, x: 5, y: 5, width: 40, height: 30, rotation: 15, ...overrides });
const shape = (
  id: string,
  kind: "rect" | "ellipse" | "line" | "star" | "triangle",
  overrides: Partial<Extract<DesignElement, { type: "shape" }>> = {},
): DesignElement => ({
  id,
  type: "shape",
  x: 20,
  y: 15,
  width: 30,
  height: 20,
  rotation: 0,
  opacity: 1,
  shape: kind,
  fill: "#00ff00",
  stroke: "#0000ff",
  strokeWidth: 0.5,
  ...overrides,
});

/** A design run through the real schema, so the print sees what the API stores. */
function design(model: BoxModel, sides: Partial<Record<string, { background: string | null; elements: DesignElement[] }>>): DesignDocument {
  const base = emptyDesign(model, inside);
  return parseDesignDocument({ ...base, sides: { ...base.sides, ...sides } });
}

async function print(
  net: Net,
  document: DesignDocument,
  files: Record<string, PrintImage | null> = {},
  loadFont?: (file: FontFile) => ReturnType<typeof printFont>,
  options: { inside?: boolean } = {},
) {
  const loads: string[] = [];
  const bytes = await buildPrintPdf({
    net,
    document,
    title: "Test job",
    ...options,
    loadImage: async (fileId) => {
      loads.push(fileId);
      return files[fileId] ?? null;
    },
    loadFont,
  });
  const pdf = await PDFDocument.load(bytes);
  return { bytes, pdf, page: pdf.getPage(0), content: contentOf(pdf.getPage(0)), loads };
}

const contentOf = pageContent;

/** The operators between `/OC /<group> BDC` and its EMC. */
function layer(content: string, group: string): string {
  const start = content.indexOf(`/OC /${group} BDC`);
  expect(start, `${group} layer`).toBeGreaterThanOrEqual(0);
  return content.slice(start, content.indexOf("EMC", start));
}

/** How many times an operator appears (pdf-lib writes one operator a line, its operands first). */
const count = (content: string, operator: string) =>
  content.split("\n").filter((line) => line.trim() === operator || line.trim().endsWith(` ${operator}`)).length;

/** The page's fonts by resource name: BaseFont and the embedded file's FontName. */
function pageFonts(page: PDFPage): Map<string, { baseFont: string; fontName: string; embedded: boolean }> {
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  return new Map(
    fonts.keys().map((key) => {
      const font = fonts.lookup(key, PDFDict);
      const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      const file = descriptor.get(PDFName.of("FontFile2"));
      return [
        key.asString(),
        {
          baseFont: font.lookup(PDFName.of("BaseFont"), PDFName).decodeText(),
          fontName: descriptor.lookup(PDFName.of("FontName"), PDFName).decodeText(),
          embedded: file instanceof PDFRef && page.doc.context.lookup(file) instanceof PDFStream,
        },
      ];
    }),
  );
}

/** Each BT..ET block of the content: the BaseFont it sets, whether it strokes (2 Tr) and its text matrix. */
function textBlocks(page: PDFPage, content: string) {
  const fonts = pageFonts(page);
  return [...content.matchAll(/BT\n([\s\S]*?)\nET/g)].map(([, block]) => ({
    baseFont: fonts.get(/(\/\S+) [\d.]+ Tf/.exec(block!)![1]!)!.baseFont,
    stroked: /^2 Tr$/m.test(block!),
    matrix: /^(.*) Tm$/m.exec(block!)![1]!.split(" ").map(Number),
  }));
}

/** The PostScript name a BaseFont carries after its subset tag. */
const family = (baseFont: string) => /^[A-Z]{6}\+(.+)$/.exec(baseFont)?.[1];

function xObjects(page: PDFPage): PDFStream[] {
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (dict?.values() ?? []).map((ref) => page.doc.context.lookup(ref, PDFStream));
}

describe("the print PDF", () => {
  it("is the net at true size plus bleed and margin on every side", async () => {
    const net = buildNet("mailer-box", inside);
    const { page, pdf } = await print(net, design("mailer-box", {}));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = page.getSize();
    expect(width / PT_PER_MM).toBeCloseTo(net.bounds.width + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    expect(height / PT_PER_MM).toBeCloseTo(net.bounds.height + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    expect(pdf.getTitle()).toBe("Test job");
  });

  it("puts cuts and creases on their own named layers, listed in /OCProperties, in their own spot colours", async () => {
    const net = buildNet("mailer-box", inside);
    const { pdf, page, content } = await print(net, design("mailer-box", {}));
    const properties = pdf.catalog.lookup(PDFName.of("OCProperties"), PDFDict);
    const groups = properties.lookup(PDFName.of("OCGs"), PDFArray);
    const names = Array.from({ length: groups.size() }, (_, i) => groups.lookup(i, PDFDict).lookup(PDFName.of("Name"), PDFString).decodeText());
    expect(names).toEqual(["Cut", "Crease"]);
    const on = properties.lookup(PDFName.of("D"), PDFDict).lookup(PDFName.of("ON"), PDFArray);
    expect(on.size()).toBe(2);
    // The page's marked content points at those groups.
    const marks = page.node.Resources()!.lookup(PDFName.of("Properties"), PDFDict);
    expect(marks.get(PDFName.of("OCCut"))).toBe(groups.get(0));
    expect(marks.get(PDFName.of("OCCrease"))).toBe(groups.get(1));
    const spaces = page.node.Resources()!.lookup(PDFName.of("ColorSpace"), PDFDict);
    const separation = (key: string) => spaces.lookup(PDFName.of(key), PDFArray);
    expect(separation("CSCutContour").get(0)).toBe(PDFName.of("Separation"));
    expect(separation("CSCutContour").get(1)).toBe(PDFName.of("CutContour"));
    expect(separation("CSCrease").get(1)).toBe(PDFName.of("Crease"));
    expect(layer(content, "OCCut")).toContain("/CSCutContour CS");
    expect(layer(content, "OCCrease")).toContain("/CSCrease CS");
  });

  it("draws every cut and crease of the net as its own segment, creases dashed", async () => {
    for (const model of ["mailer-box", "shipping-box", "product-box-two-pieces"] as const) {
      const net = buildNet(model, inside);
      const { content } = await print(net, design(model, {}));
      const cuts = layer(content, "OCCut");
      const creases = layer(content, "OCCrease");
      expect(count(cuts, "l"), `${model} cuts`).toBe(net.cuts.length);
      expect(count(cuts, "m"), `${model} cuts`).toBe(net.cuts.length);
      expect(count(creases, "l"), `${model} creases`).toBe(net.creases.length);
      expect(creases).toMatch(/\[3 1\.5\] 0 d/);
      expect(cuts).toMatch(/\[\] 0 d/);
    }
  });

  it("marks a tear strip's perforations on the cut layer in short dashes", async () => {
    const net = buildNet("delivery-mailer-box", inside);
    const { content } = await print(net, design("delivery-mailer-box", {}));
    const cuts = layer(content, "OCCut");
    expect(count(cuts, "l")).toBe(net.cuts.length + net.perforations!.length);
    expect(cuts).toMatch(/\[1 1\] 0 d/);
  });

  it("reads as a PDF with optional content in another reader (pdf.js)", async () => {
    const net = buildNet("mailer-box", inside);
    const { bytes } = await print(net, design("mailer-box", { front: { background: "#ff0000", elements: [text()] } }));
    const { getDocument, OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    const config = await document.getOptionalContentConfig();
    const names = [...config].map(([, group]) => group.name);
    expect(names.sort()).toEqual(["Crease", "Cut"]);
    const page = await document.getPage(1);
    const operators = await page.getOperatorList();
    // Both layers' marked content, and the text and its colour, reach the reader.
    expect(operators.fnArray.filter((fn) => fn === OPS.beginMarkedContentProps)).toHaveLength(2);
    expect(operators.fnArray).toContain(OPS.showText);
    expect(operators.fnArray).toContain(OPS.setFillRGBColor);
    await document.destroy();
  });

  it("embeds each picture once, PNG and JPEG, and leaves a missing one out with a note in the margin", async () => {
    const net = buildNet("mailer-box", inside);
    const doc = design("mailer-box", {
      front: {
        background: null,
        elements: [image("a", "file-png"), image("b", "file-png", { x: 60, crop: { x: 0.25, y: 0, width: 0.5, height: 1 } }), image("c", "file-gone")],
      },
      top: { background: null, elements: [image("d", "file-jpeg", { rotation: -90 })] },
    });
    const { page, loads, bytes } = await print(net, doc, { "file-png": await picture("png"), "file-jpeg": await picture("jpeg") });
    expect(loads.sort()).toEqual(["file-gone", "file-jpeg", "file-png"]);
    const images = xObjects(page).filter((stream) => stream.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    expect(images.map((stream) => stream.dict.get(PDFName.of("Filter"))?.toString()).sort()).toEqual(["/DCTDecode", "/FlateDecode"]);
    expect(xObjects(page)).toHaveLength(2);
    const runs = (await pdfTextRuns(bytes)).flat().join(" ");
    expect(runs).toContain("missing images: file-gone");
  });

  it("does not fail when no picture can be had, nor on bytes that are not the picture they claim", async () => {
    const net = buildNet("product-box", inside);
    const doc = design("product-box", { front: { background: "#abcdef", elements: [image("a", "nothing"), image("b", "broken")] } });
    const { page, bytes } = await print(net, doc, { broken: { bytes: new Uint8Array([1, 2, 3, 4]), contentType: "image/png" } });
    expect(xObjects(page)).toHaveLength(0);
    const runs = (await pdfTextRuns(bytes)).flat().join(" ");
    expect(runs).toContain("missing images: nothing, broken");
  });

  it("fails when the picture store fails, rather than print without the picture", async () => {
    const net = buildNet("mailer-box", inside);
    const doc = design("mailer-box", { front: { background: null, elements: [image("a", "file-png")] } });
    await expect(
      buildPrintPdf({
        net,
        document: doc,
        loadImage: async () => {
          throw new Error("storage unavailable");
        },
      }),
    ).rejects.toThrow("storage unavailable");
  });

  it("writes text with an embedded font, wrapped within its box", async () => {
    const net = buildNet("mailer-box", inside);
    const doc = design("mailer-box", {
      front: { background: null, elements: [text()] },
      back: {
        background: null,
        elements: [
          text({ id: "long", text: "Thank you for shopping with us", width: 45, height: 40, fontSize: 5, fontWeight: 400, italic: false, align: "left" }),
        ],
      },
    });
    const { bytes, page, pdf } = await print(net, doc);
    const runs = (await pdfTextRuns(bytes)).flat();
    expect(runs).toContain("Hello box");
    expect(runs).toEqual(expect.arrayContaining(["Thank you for", "shopping with us"]));
    const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const font = fonts.lookup(fonts.keys()[0]!, PDFDict);
    const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
    expect(descriptor.get(PDFName.of("FontFile2"))).toBeInstanceOf(PDFRef);
    expect(pdf.context.lookup(descriptor.get(PDFName.of("FontFile2")))).toBeInstanceOf(PDFStream);
  });

  it("embeds the TrueType file of each text's font, weight and style, once per file, with Polish letters intact", async () => {
    const net = buildNet("mailer-box", inside);
    const polish = "Zażółć gęślą jaźń ŁÓDŹ";
    const doc = design("mailer-box", {
      front: {
        background: null,
        elements: [
          text({ id: "hand", text: polish, fontId: "caveat", fontWeight: 400, italic: false, width: 150 }),
          text({ id: "hand-again", y: 40, text: "Dziękujemy", fontId: "caveat", fontWeight: 400, italic: false }),
          text({ id: "slab", y: 60, text: "Pudełko", fontId: "roboto-slab", fontWeight: 700, italic: false }),
        ],
      },
      top: {
        background: null,
        elements: [
          text({ id: "sans", text: "Świeże", fontId: "inter", fontWeight: 700, italic: true }),
          text({ id: "mono", y: 30, text: "Źródło 42", fontId: "space-mono", fontWeight: 400, italic: true }),
          text({ id: "serif", y: 50, text: "Żółty", fontId: "playfair-display", fontWeight: 700, italic: false }),
          text({ id: "narrow", y: 70, text: "Łąka", fontId: "oswald", fontWeight: 300, italic: false }),
        ],
      },
    });
    const { bytes, page } = await print(net, doc);
    const fonts = [...pageFonts(page).values()];
    expect(fonts.map((font) => family(font.baseFont)).sort()).toEqual([
      "Caveat-Regular",
      "Inter-BoldItalic",
      "Inter-Regular", // the margin line
      "Oswald-Light",
      "PlayfairDisplay-Bold",
      "RobotoSlab-Bold",
      "SpaceMono-Italic",
    ]);
    for (const font of fonts) {
      expect(font.fontName).toBe(font.baseFont);
      expect(font.embedded, font.baseFont).toBe(true);
    }

    // Each run is drawn in its own element's font, and reads back as typed.
    const runs = (await pdfTextRuns(bytes)).flat();
    const blocks = textBlocks(page, contentOf(page));
    const fontOf = (run: string) => family(blocks[runs.indexOf(run)]!.baseFont);
    expect(fontOf(polish)).toBe("Caveat-Regular");
    expect(fontOf("Dziękujemy")).toBe("Caveat-Regular");
    expect(fontOf("Pudełko")).toBe("RobotoSlab-Bold");
    expect(fontOf("Świeże")).toBe("Inter-BoldItalic");
    expect(fontOf("Źródło 42")).toBe("SpaceMono-Italic");
    expect(fontOf("Żółty")).toBe("PlayfairDisplay-Bold");
    expect(fontOf("Łąka")).toBe("Oswald-Light");
    // Files with the weight and the italics need neither a stroke nor a slant.
    expect(blocks.every((block) => !block.stroked && block.matrix[2] === 0)).toBe(true);

    // Another reader finds the same words through the ToUnicode maps.
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const reader = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    // pdf.js may split a run at a wide space (Space Mono's), so the words are looked for in the whole text.
    const read = (await (await reader.getPage(1)).getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
    for (const words of [polish, "Dziękujemy", "Pudełko", "Świeże", "Źródło 42", "Żółty", "Łąka"]) expect(read).toContain(words);
    await reader.destroy();
  });

  it("slants the upright letters of a family without italics", async () => {
    const net = buildNet("mailer-box", inside);
    const doc = design("mailer-box", {
      front: { background: null, elements: [text({ text: "Krzywo", fontId: "roboto-slab", fontWeight: 400, italic: true })] },
    });
    const { page, content } = await print(net, doc);
    const [block] = textBlocks(page, content).filter((b) => family(b.baseFont) === "RobotoSlab-Regular");
    expect(block!.matrix[2]).toBeCloseTo(Math.tan((12 * Math.PI) / 180), 6);
    expect(block!.stroked).toBe(false);
  });

  it("prints text whose font file cannot be read in the fallback font, emboldened and slanted", async () => {
    const net = buildNet("mailer-box", inside);
    const doc = design("mailer-box", {
      front: {
        background: null,
        elements: [
          text({ text: "Gruba kursywa ż", fontId: "caveat", fontWeight: 700, italic: true }),
          text({ id: "plain", y: 40, text: "Zwykły", fontId: "inter", fontWeight: 400, italic: false }),
        ],
      },
    });
    const { bytes, page, content } = await print(net, doc, {}, async (file) => (file.fontId === "caveat" ? null : printFont(file)));
    const blocks = textBlocks(page, content);
    const runs = (await pdfTextRuns(bytes)).flat();
    const fallback = blocks[runs.indexOf("Gruba kursywa ż")]!;
    expect(family(fallback.baseFont)).toMatch(/^Geist/);
    expect(fallback.stroked).toBe(true);
    expect(fallback.matrix[2]).toBeGreaterThan(0.2);
    expect(family(blocks[runs.indexOf("Zwykły")]!.baseFont)).toBe("Inter-Regular");
  });

  it("fills each side's background over its panel and bleed, and draws shapes as vectors", async () => {
    const net = buildNet("sleeved-mailer-box", inside);
    const doc = design("sleeved-mailer-box", {
      front: {
        background: "#ff0000",
        elements: [shape("r", "rect"), shape("e", "ellipse"), shape("l", "line"), shape("s", "star", { fill: null }), shape("t", "triangle", { opacity: 0.5 })],
      },
    });
    const { content, page } = await print(net, doc);
    expect(content).toContain("1 0 0 rg");
    // The sleeve's front: bled on its two free ends, not along its creases.
    const panel = sidePanel(net, "front");
    const bled = bleedOutline(panel, net);
    const xs = panel.polygon.map((p) => p.x);
    const ys = panel.polygon.map((p) => p.y);
    expect(Math.min(...bled.map((p) => p.x))).toBeCloseTo(Math.min(...xs) - 3, 9);
    expect(Math.max(...bled.map((p) => p.x))).toBeCloseTo(Math.max(...xs) + 3, 9);
    expect(Math.min(...bled.map((p) => p.y))).toBeCloseTo(Math.min(...ys), 9);
    expect(Math.max(...bled.map((p) => p.y))).toBeCloseTo(Math.max(...ys), 9);
    const artwork = content.slice(0, content.indexOf("/OC /OCCut BDC"));
    expect(count(artwork, "c")).toBe(4); // the ellipse's four arcs
    expect(count(artwork, "W")).toBe(1);
    expect(count(artwork, "W*")).toBe(1);
    expect(artwork).toContain("0 1 0 rg"); // fills
    expect(artwork).toContain("0 0 1 RG"); // strokes
    const states = page.node.Resources()!.lookup(PDFName.of("ExtGState"), PDFDict);
    const alpha = states.lookup(states.keys()[0]!, PDFDict);
    expect(alpha.get(PDFName.of("ca"))?.toString()).toBe("0.5");
  });

  it("prints grouped elements exactly as the same elements ungrouped (a group is only an editing aid, ADR 0041)", async () => {
    const net = buildNet("mailer-box", inside);
    const loose = design("mailer-box", { front: { background: null, elements: [shape("r", "rect"), text()] } });
    const grouped = design("mailer-box", { front: { background: null, elements: [shape("r", "rect", { groupId: "g" }), text({ groupId: "g" })] } });
    expect(grouped.sides.front!.elements.map((element) => element.groupId)).toEqual(["g", "g"]);
    expect((await print(net, grouped)).content).toBe((await print(net, loose)).content);
  });

  it("places artwork through the side's frame", async () => {
    const net = buildNet("mailer-box", inside);
    const doc = design("mailer-box", { back: { background: null, elements: [shape("r", "rect")] } });
    const { content } = await print(net, doc);
    const { origin } = sidePanel(net, "back").frame;
    // The back is turned half way round on the net.
    expect(content).toContain(`-1 0 0 -1 ${origin.x} ${origin.y} cm`);
  });

  it("leaves out sides the box does not print and refuses a design for another box", async () => {
    const net = buildNet("shipping-box", inside);
    const doc = design("shipping-box", { top: { background: "#ff0000", elements: [text()] } });
    const { content } = await print(net, doc);
    expect(content).not.toContain("1 0 0 rg");
    await expect(buildPrintPdf({ net, document: design("mailer-box", {}), loadImage: async () => null })).rejects.toThrow();
    const other = parseDesignDocument({ ...emptyDesign("shipping-box", { ...inside, height: 80 }) });
    await expect(buildPrintPdf({ net, document: other, loadImage: async () => null })).rejects.toThrow();
  });
});

describe("the inside print", () => {
  const net = buildNet("mailer-box", inside);
  const insideDesign = () =>
    design("mailer-box", {
      front: { background: "#ff0000", elements: [] },
      "inside-top": { background: "#00ff00", elements: [shape("lid", "rect", { fill: "#0000ff" })] },
      "inside-left": { background: "#ffff00", elements: [] },
    });

  it("prints the outside only on one page when the print mode prints outside only", async () => {
    const { pdf, content } = await print(net, insideDesign());
    expect(pdf.getPageCount()).toBe(1);
    expect(content).toContain("1 0 0 rg");
    // Neither the lid's inside nor the inner end wall's inside.
    expect(content).not.toContain("0 1 0 rg");
    expect(content).not.toContain("1 1 0 rg");
  });

  it("puts the back of the board on a second page, the sheet turned over, artwork upright on it", async () => {
    const { pdf, content, bytes } = await print(net, insideDesign(), {}, undefined, { inside: true });
    expect(pdf.getPageCount()).toBe(2);
    const back = contentOf(pdf.getPage(1));
    // The inner end walls roll over into the box: their inside is on the printed face, page one.
    expect(content).toContain("1 1 0 rg");
    expect(content).not.toContain("0 1 0 rg");
    expect(back).toContain("0 1 0 rg");
    expect(back).toContain("0 0 1 rg");
    expect(back).not.toContain("1 0 0 rg");
    // The same sheet size, with its own die lines on their layers.
    expect(pdf.getPage(1).getSize()).toEqual(pdf.getPage(0).getSize());
    expect(layer(back, "OCCut")).toContain(" l");
    // The lid's inside through its frame on the inside sheet: turned half way round, at the mirrored panel.
    const lid = sidePanel(net, "inside-top");
    expect(insideSheet(net).panels).toContain(lid);
    expect(lid.frame.rotation).toBe(180);
    expect(back).toContain(`-1 0 0 -1 ${lid.frame.origin.x} ${lid.frame.origin.y} cm`);
    // The lid lies mirrored on the back: its left edge is where the outside's right edge was.
    const outsideLid = net.panels.find((panel) => panel.id === "top")!;
    const right = Math.max(...outsideLid.polygon.map((p) => p.x));
    expect(Math.min(...lid.polygon.map((p) => p.x))).toBeCloseTo(2 * net.bounds.x + net.bounds.width - right, 9);
    const pages = await pdfTextRuns(bytes);
    expect(pages[1]!.join(" ")).toContain("inside: the back of the board");
    expect(pages[0]!.join(" ")).toContain("outside: the printed face");
  });

  it("adds no page for a box without an inside on its back", async () => {
    const shipping = buildNet("shipping-box", inside);
    const { pdf } = await print(shipping, design("shipping-box", { front: { background: "#ff0000", elements: [] } }), {}, undefined, { inside: true });
    expect(pdf.getPageCount()).toBe(1);
  });
});

describe("a text stored with a box too short for its lines (ADR 0049)", () => {
  // "Thanks for your order!" typed in the panel of an older editor kept a one-line box: the proof printed "Thanks for your".
  const cases = [
    { language: "English", words: "Thanks for your order! Handmade with love, every single morning" },
    { language: "Polish", words: "Zażółć gęślą jaźń, dziękujemy za zamówienie" },
    { language: "German", words: "Größe & Grüße aus der Bäckerei, frisch gebacken" },
  ];
  for (const { language, words } of cases) {
    it(`prints every word of a long ${language} phrase, however short its stored box`, async () => {
      const net = buildNet("mailer-box", inside);
      const short = text({ id: "short", text: words, width: 40, height: 6, fontSize: 5, fontWeight: 400, italic: false, align: "left" });
      const { bytes } = await print(net, design("mailer-box", { front: { background: null, elements: [short] } }));
      const lines = (await pdfTextRuns(bytes)).flat().filter((run) => !run.includes(":") || words.includes(run));
      const printed = lines.filter((run) => words.includes(run));
      expect(printed.length).toBeGreaterThan(1);
      expect(printed.join(" ")).toBe(words);
    });
  }
});

describe("the print PDF of a pattern and of a paper can", () => {
  const patternDesign = (model: BoxModel, size: { length: number; width: number; height: number }, elements: DesignElement[]) => {
    const base = emptyDesign(model, size);
    return parseDesignDocument({ ...base, sides: { front: { background: "#ff0000", elements } } });
  };

  it("tiles tissue paper's pattern over the whole sheet and its bleed, each copy cut at the tile, and cuts the sheet's outline", async () => {
    const size = { length: 500, width: 700, height: 0 };
    const net = buildNet("pattern-sheet", size);
    const { page, content } = await print(net, patternDesign("pattern-sheet", size, [shape("r", "rect")]), {});
    const { width, height } = page.getSize();
    expect(width / PT_PER_MM).toBeCloseTo(500 + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    expect(height / PT_PER_MM).toBeCloseTo(700 + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    // 125 mm tiles: 4 x 6 over the sheet, one more row and column each side for the bleed.
    const tiles = 6 * 7;
    const artwork = content.slice(0, content.indexOf("/OC /OCCut BDC"));
    expect(count(artwork, "1 0 0 rg")).toBe(tiles);
    expect(count(artwork, "W")).toBe(2 * tiles);
    // The rectangle is drawn once per tile, at each tile's place.
    expect(count(artwork, "0 1 0 rg")).toBe(tiles);
    for (const [x, y] of [
      [0, 0],
      [125, 0],
      [375, 625],
      [-125, -125],
      [500, 625],
    ]) {
      expect(artwork).toContain(`1 0 0 1 ${x} ${y} cm`);
    }
    expect(artwork).not.toContain("1 0 0 1 625 0 cm");
    const cuts = layer(content, "OCCut");
    expect(count(cuts, "l")).toBe(4);
    expect(count(layer(content, "OCCrease"), "l")).toBe(0);
  });

  it("prints one 300 mm repeat of a tape, the neighbouring repeats' ends in its bleed, with the roll's edges as slits", async () => {
    const size = { length: 66000, width: 48, height: 0 };
    const net = buildNet("pattern-tape", size);
    const { page, content, pdf } = await print(net, patternDesign("pattern-tape", size, [text({ text: "Boxwright" })]));
    expect(page.getSize().width / PT_PER_MM).toBeCloseTo(300 + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    expect(page.getSize().height / PT_PER_MM).toBeCloseTo(48 + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    const artwork = content.slice(0, content.indexOf("/OC /OCCut BDC"));
    expect(count(artwork, "1 0 0 rg")).toBe(9);
    expect(artwork).toContain("1 0 0 1 -300 0 cm");
    expect(artwork).toContain("1 0 0 1 300 0 cm");
    expect(count(layer(content, "OCCut"), "l")).toBe(2);
    expect(await pdfText(await pdf.save())).toContain("one repeat 300 x 48 mm of a 66000 mm roll");
  });

  it("prints the paper can's wrap, circumference by height, and its round lid, each with its bleed", async () => {
    const size = { length: 83, width: 83, height: 150 };
    const net = buildNet("paper-can", size);
    const doc = parseDesignDocument({
      ...emptyDesign("paper-can", size),
      sides: { front: { background: "#ff0000", elements: [shape("r", "rect")] }, top: { background: "#0000ff", elements: [] } },
    });
    const { page, content } = await print(net, doc);
    expect(page.getSize().width / PT_PER_MM).toBeCloseTo(Math.PI * 83 + 2 * (net.bleed + PRINT_MARGIN_MM), 6);
    const artwork = content.slice(0, content.indexOf("/OC /OCCut BDC"));
    expect(artwork).toContain("1 0 0 rg");
    expect(artwork).toContain("0 0 1 rg");
    const lid = bleedOutline(sidePanel(net, "top"), net);
    const xs = lid.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(83 + 2 * 3 - 0.01);
    expect(count(layer(content, "OCCut"), "l")).toBe(net.cuts.length);
  });
});

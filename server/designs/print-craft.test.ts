import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { emptyDesign, parseDesignDocument, type DesignDocument, type DesignElement } from "@/lib/design";
import { qrModules, qrRuns } from "@/lib/design/qr";
import { imageElement, qrElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import { buildNet } from "@/lib/dielines";
import { pdfTextRuns } from "@/server/pdf/pdf-text";
import { buildPrintPdf, type PrintImage } from "./print";
import { pageContent } from "@/test/pdf-content";

/** Letter spacing, alignment, flipped and cropped pictures and QR codes print as the editor draws them. */

const inside = { length: 200, width: 150, height: 70 };
const net = buildNet("mailer-box", inside);

function design(elements: DesignElement[]): DesignDocument {
  const base = emptyDesign("mailer-box", inside);
  return parseDesignDocument({ ...base, sides: { ...base.sides, front: { background: null, elements } } });
}

const contentOf = pageContent;

async function print(elements: DesignElement[], files: Record<string, PrintImage> = {}) {
  const bytes = await buildPrintPdf({ net, document: design(elements), loadImage: async (fileId) => files[fileId] ?? null });
  const pdf = await PDFDocument.load(bytes);
  return { bytes, content: contentOf(pdf.getPage(0)) };
}

/** The x of each text line's matrix (Tm), in drawing order, with the character spacing (Tc) its block sets. */
function textLines(content: string): { x: number; spacing: number }[] {
  return [...content.matchAll(/BT\n([\s\S]*?)\nET/g)].flatMap(([, block]) => {
    const matrix = /^(.*) Tm$/m.exec(block!);
    if (!matrix) return [];
    const spacing = /^(\S+) Tc$/m.exec(block!);
    return [{ x: Number(matrix[1]!.split(" ")[4]), spacing: spacing ? Number(spacing[1]) : 0 }];
  });
}

const count = (content: string, operator: string) =>
  content.split("\n").filter((line) => line.trim() === operator || line.trim().endsWith(` ${operator}`)).length;

describe("the print PDF, editor craft", () => {
  it("spaces letters by the text's em times its size, and aligns the spaced line as the canvas does", async () => {
    const word = "Boxwright"; // nine characters
    const base = { text: word, width: 100, height: 20, fontSize: 10, fontWeight: 400, italic: false };
    for (const align of ["left", "center", "right"] as const) {
      const plain = textLines((await print([textElement({ ...base, align })])).content);
      const spaced = textLines((await print([textElement({ ...base, align, letterSpacing: 0.1 })])).content);
      // The first block is the text, the last the margin line.
      expect(plain[0]!.spacing).toBe(0);
      expect(spaced[0]!.spacing).toBeCloseTo(1, 6);
      // Konva measures a spaced line as its glyphs plus one spacing per character: the line grows by 9 mm.
      const shift = { left: 0, center: -4.5, right: -9 }[align];
      expect(spaced[0]!.x - plain[0]!.x).toBeCloseTo(shift, 3);
    }
  });

  it("wraps a spaced text where its spaced width no longer fits", async () => {
    const base = { text: "Thank you for shopping", width: 60, height: 40, fontSize: 5, fontWeight: 400, italic: false, align: "left" as const };
    const plain = (await pdfTextRuns((await print([textElement(base)])).bytes)).flat();
    expect(plain).toContain("Thank you for shopping");
    const spaced = (await pdfTextRuns((await print([textElement({ ...base, letterSpacing: 0.5 })])).bytes)).flat();
    expect(spaced).not.toContain("Thank you for shopping");
    expect(spaced.join(" ")).toContain("shopping");
  });

  it("mirrors a flipped picture within its box, after its crop", async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 60 } } })
      .png()
      .toBuffer();
    const files = { photo: { bytes: new Uint8Array(png), contentType: "image/png" as const } };
    const photo = (overrides: Parameters<typeof imageElement>[0]) =>
      imageElement({ id: "p", fileId: "photo", x: 5, y: 5, width: 40, height: 30, ...overrides });
    const plain = (await print([photo({})], files)).content;
    expect(plain).not.toMatch(/^-1 0 0 1 40 0 cm$/m);
    const both = (await print([photo({ flipX: true, flipY: true, crop: { x: 0.25, y: 0, width: 0.5, height: 1 } })], files)).content;
    expect(both).toMatch(/^-1 0 0 -1 40 30 cm$/m);
    // The crop still places the picture's cropped part in the box: full width 40 / 0.5 = 80, shifted left by a quarter of it.
    expect(both).toMatch(/^80 0 0 -30 -20 30 cm$/m);
    const across = (await print([photo({ flipX: true })], files)).content;
    expect(across).toMatch(/^-1 0 0 1 40 0 cm$/m);
    const upside = (await print([photo({ flipY: true })], files)).content;
    expect(upside).toMatch(/^1 0 0 -1 0 30 cm$/m);
  });

  it("draws a QR code as vector squares in its colours: every dark module, on its background", async () => {
    const code = qrElement({ id: "qr", data: "https://boxwright.example/q", color: "#112233", background: "#fedcba", width: 30, height: 30 });
    // The same side with one rectangle instead: its clipping paths are the same, the rectangle is one closed path.
    const without = (await print([shapeElement({ id: "qr" })])).content;
    const withCode = (await print([code])).content;
    const runs = qrRuns(qrModules(code.data), code.width, code.height);
    expect(runs.length).toBeGreaterThan(20);
    // One closed path per run of dark modules and one for the background square, no picture.
    expect(count(withCode, "h") - count(without, "h")).toBe(runs.length);
    expect(withCode).toMatch(/^0\.0666\d* 0\.1333\d* 0\.2 rg$/m);
    expect(withCode).toMatch(/^0\.996\d* 0\.8627\d* 0\.7294\d* rg$/m);
    expect(withCode).not.toContain(" Do");
    const clear = (await print([{ ...code, background: null }])).content;
    expect(count(clear, "h") - count(without, "h")).toBe(runs.length - 1);
  });
});

import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { emptyDesign, parseDesignDocument, type DesignDocument, type DesignElement } from "@/lib/design";
import { shapeElement } from "@/lib/design/sample-designs";
import { SHAPE_LIBRARY } from "@/lib/design/shape-library";
import { buildNet } from "@/lib/dielines";
import { buildPrintPdf } from "./print";
import { pageContent } from "@/test/pdf-content";

/** The shapes library prints as the editor draws it: the outline of each shape, filled even-odd, in its box (ADR 0047). */

const inside = { length: 200, width: 150, height: 70 };
const net = buildNet("mailer-box", inside);

function design(elements: DesignElement[]): DesignDocument {
  const base = emptyDesign("mailer-box", inside);
  return parseDesignDocument({ ...base, sides: { ...base.sides, front: { background: null, elements } } });
}

const contentOf = pageContent;

async function print(elements: DesignElement[]) {
  const bytes = await buildPrintPdf({ net, document: design(elements), loadImage: async () => null });
  return contentOf((await PDFDocument.load(bytes)).getPage(0));
}

const lines = (content: string, operator: string) => content.split("\n").filter((line) => line.trim() === operator || line.trim().endsWith(` ${operator}`));

describe("the print PDF, drawn shapes", () => {
  it("prints every shape of the library, each as a filled outline", async () => {
    const drawn = SHAPE_LIBRARY.filter((item) => "path" in item);
    const elements = drawn.map((item, index) =>
      shapeElement({
        id: `shape-${index}`,
        shape: "path",
        path: "path" in item ? item.path : "",
        x: 5 + (index % 5) * 30,
        y: 5 + Math.floor(index / 5) * 12,
        width: 25,
        height: 10,
      }),
    );
    const content = await print(elements);
    // One even-odd fill for each shape: none was left out or drawn as something else.
    expect(lines(content, "f*")).toHaveLength(drawn.length);
  });

  it("stretches the outline to the element's box and paints fill and stroke as the editor does", async () => {
    const triangle = shapeElement({
      shape: "path",
      path: "M0.5 0L1 1L0 1Z",
      x: 0,
      y: 0,
      width: 40,
      height: 20,
      fill: "#ff0000",
      stroke: "#0000ff",
      strokeWidth: 2,
    });
    const content = await print([triangle]);
    expect(content).toContain("20 0 m");
    expect(content).toContain("40 20 l");
    expect(content).toContain("0 20 l");
    expect(lines(content, "B*")).toHaveLength(1);
    // Only a stroke: the outline is stroked, not filled.
    const outline = await print([{ ...triangle, fill: null }]);
    expect(lines(outline, "B*")).toHaveLength(0);
    expect(lines(outline, "f*")).toHaveLength(0);
    expect(outline).toContain("40 20 l");
  });

  it("draws curves as curves, holes as holes", async () => {
    const ring = SHAPE_LIBRARY.find((item) => item.id === "circleBadge")!;
    const content = await print([shapeElement({ shape: "path", path: "path" in ring ? ring.path : "", width: 30, height: 30 })]);
    // Three circles of four curves each, one fill by the even-odd rule: the gap between the outer two stays unprinted.
    expect(lines(content, "c").length).toBeGreaterThanOrEqual(12);
    expect(lines(content, "f*")).toHaveLength(1);
  });
});

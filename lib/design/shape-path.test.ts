import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DesignDocumentError, parseDesignDocument, serializeDesign } from "./index";
import { designWith, shapeElement } from "./sample-designs";
import { MAX_SHAPE_PATH_LENGTH, formatShapePath, parseShapePath, shapePathProblem, traceShapePath, type PathSink } from "./shape-path";
import { SHAPE_LIBRARY } from "./shape-library";

function pathsOf(input: unknown): string[] {
  try {
    parseDesignDocument(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DesignDocumentError);
    return (error as DesignDocumentError).issues.map((issue) => issue.path);
  }
  throw new Error("expected the document to be refused");
}

const drawnShape = (path: string) => shapeElement({ shape: "path", path });

describe("the drawn shape's path grammar", () => {
  it("reads every command of the grammar, absolute and relative, into moves, lines and curves in the unit box", () => {
    const segments = parseShapePath(
      "M0 0 h1 V1 L0.5 0.5 l-0.5 0.5 C0 0.5 0.5 0.5 1 1 s0 -0.5 -0.5 -0.5 Q0.25 0 0 0 t0.5 0.5 A0.25 0.25 0 0 1 1 0.5 a.25 .25 0 1 0 -.5 0 z",
    );
    expect(segments[0]).toEqual({ op: "M", x: 0, y: 0 });
    expect(new Set(segments.map((s) => s.op))).toEqual(new Set(["M", "L", "C", "Z"]));
    // The relative line, the S and the T end where SVG puts them.
    expect(segments[4]).toMatchObject({ op: "L", x: 0, y: 1 });
    // S mirrors the previous curve's second control point (0.5, 0.5) about its end (1, 1).
    expect(segments[6]).toEqual({ op: "C", x1: 1.5, y1: 1.5, x2: 1, y2: 0.5, x: 0.5, y: 0.5 });
  });

  it("draws an arc as curves that pass through the arc's own points", () => {
    // A half circle of radius 0.5 from the left to the right through the top.
    const segments = parseShapePath("M0 0.5 A0.5 0.5 0 0 1 1 0.5");
    const ends = segments.filter((s) => s.op === "C").map((s) => (s.op === "C" ? [s.x, s.y] : []));
    expect(ends).toHaveLength(2);
    expect(ends[0]![0]).toBeCloseTo(0.5, 9);
    expect(ends[0]![1]).toBeCloseTo(0, 9);
    expect(ends[1]).toEqual([1, 0.5]);
  });

  it("brings a path drawn on a grid to the unit box, arcs included", () => {
    expect(formatShapePath(parseShapePath("M0 0H300V100H0Z", { width: 300, height: 100 }))).toBe("M0 0L1 0L1 1L0 1Z");
    const arc = parseShapePath("M0 50A50 50 0 0 1 100 50", { width: 100, height: 100 });
    expect(arc.at(-1)).toMatchObject({ x: 1, y: 0.5 });
  });

  it.each([
    ["script", "<script>alert(1)</script>"],
    ["markup around a path", '<path d="M0 0L1 1"/>'],
    ["a javascript: address", "javascript:alert(1)"],
    ["a url() reference", "M0 0 url(#a)"],
    ["an exponent", "M1e2 0L1 1"],
    ["units", "M0px 0L1 1"],
    ["a command outside the grammar", "M0 0R1 1"],
    ["no move first", "L0 0L1 1"],
    ["a missing number", "M0 0L1"],
    ["numbers after Z", "M0 0L1 1Z 3"],
    ["an arc flag that is not 0 or 1", "M0 0A1 1 0 2 1 1 1"],
    ["nothing drawn", "M0 0"],
    ["the empty string", ""],
    ["a point far outside the unit box", "M0 0L40 40"],
    ["a huge number", "M0 0L1 1A1000 1000 0 0 1 1 0"],
  ])("refuses %s", (_, d) => {
    expect(shapePathProblem(d)).not.toBeNull();
    expect(pathsOf(designWith({ front: { background: null, elements: [drawnShape(d)] } }))).toEqual(["sides.front.elements.0.path"]);
  });

  it("is bounded: too long data and too many segments are refused", () => {
    const long = `M0 0${"L1 1".repeat(MAX_SHAPE_PATH_LENGTH)}`;
    expect(shapePathProblem(long)).toMatch(/characters/);
    // Short numbers within the length, but arcs that each become several curves.
    const loop = "a.4.4 0 1 1 .01 0a.4.4 0 1 1-.01 0";
    expect(parseShapePath(`M0.5 0.5${loop}`)).toHaveLength(9);
    const arcs = `M0.5 0.5${loop.repeat(100)}`;
    expect(arcs.length).toBeLessThanOrEqual(MAX_SHAPE_PATH_LENGTH);
    expect(shapePathProblem(arcs)).toMatch(/segments/);
  });

  it("never throws anything but a refusal, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.stringMatching(/^[MLHVCSQTAZmlhvcsqtaz0-9., -]{0,120}$/), (anything, grammarLike) => {
        for (const d of [anything, grammarLike, `M0 0${grammarLike}`]) {
          const problem = shapePathProblem(d);
          if (problem === null) {
            // Whatever is accepted stays finite and near the unit box.
            const points: number[] = [];
            traceShapePath(parseShapePath(d), 1, 1, {
              moveTo: (x, y) => points.push(x, y),
              lineTo: (x, y) => points.push(x, y),
              bezierCurveTo: (...values) => points.push(...values),
              closePath: () => {},
            });
            expect(points.every((value) => Number.isFinite(value) && value >= -0.5 && value <= 1.5)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("path shapes in the design document", () => {
  it("keeps documents without path shapes byte for byte as before", () => {
    // Written before path shapes existed: the same text must come back, so stored designs do not change on save.
    const before =
      '{"inside":{"height":70,"length":200,"width":150},"model":"mailer-box","sides":{"front":{"background":null,"elements":[{"fill":"#d7263d","height":40,"id":"shape-1","opacity":1,"rotation":0,"shape":"star","stroke":null,"strokeWidth":0,"type":"shape","width":30,"x":10,"y":20}]}},"version":2}';
    expect(serializeDesign(parseDesignDocument(before))).toBe(before);
  });

  it("round-trips a path shape, and holds a path only on a path shape", () => {
    const doc = designWith({ front: { background: null, elements: [drawnShape("M0 0L1 0L0.5 1Z")] } });
    expect(parseDesignDocument(serializeDesign(doc))).toEqual(doc);
    expect(pathsOf(designWith({ front: { background: null, elements: [shapeElement({ shape: "path" })] } }))).toEqual(["sides.front.elements.0.path"]);
    expect(pathsOf(designWith({ front: { background: null, elements: [shapeElement({ shape: "rect", path: "M0 0L1 1" })] } }))).toEqual([
      "sides.front.elements.0.path",
    ]);
  });

  it("accepts every shape of the library, each within the bounds", () => {
    for (const item of SHAPE_LIBRARY) {
      if (!("path" in item)) continue;
      expect(shapePathProblem(item.path), item.id).toBeNull();
      // Canonical already: parsing and formatting again gives the same data.
      expect(formatShapePath(parseShapePath(item.path)), item.id).toBe(item.path);
      const doc = designWith({ front: { background: null, elements: [drawnShape(item.path)] } });
      expect(parseDesignDocument(serializeDesign(doc))).toEqual(doc);
    }
  });

  it("traces the outline stretched to the element's box", () => {
    const calls: string[] = [];
    const sink: PathSink = {
      moveTo: (x, y) => calls.push(`M${x},${y}`),
      lineTo: (x, y) => calls.push(`L${x},${y}`),
      bezierCurveTo: (_a, _b, _c, _d, x, y) => calls.push(`C${x},${y}`),
      closePath: () => calls.push("Z"),
    };
    traceShapePath(parseShapePath("M0 0L1 0L1 1Z"), 60, 20, sink);
    expect(calls).toEqual(["M0,0", "L60,0", "L60,20", "Z"]);
  });
});

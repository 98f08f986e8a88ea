import { describe, expect, it } from "vitest";
import { emptyDesign, type DesignElement } from "@/lib/design";
import { imageElement, shapeElement, textElement } from "@/lib/design/sample-designs";
import { SAFE_ZONE_MM, buildNet } from "@/lib/dielines";
import {
  LIMITED_PRINT_COLOURS,
  MIN_PRINT_DPI,
  checkSide,
  createSideChecks,
  colourLimitFor,
  edgeWarnings,
  largerThanSide,
  panelShape,
  printDpi,
  type ImageFacts,
} from "./index";

// The mailer's front is 206 x 71.5 mm: its top edge is cut (the lid's front edge), the other three fold.
const net = buildNet("mailer-box", { length: 200, width: 150, height: 70 });
const front = panelShape(net, "front");

const kinds = (element: DesignElement) => edgeWarnings(element, front);
const photo = (width: number, height: number, extra: Partial<ImageFacts> = {}): ImageFacts => ({
  width,
  height,
  vector: false,
  colours: 1000,
  coloursMoreThan: false,
  ...extra,
});

describe("edges", () => {
  it("knows which edges of a panel fold and which are cut", () => {
    expect(front.edges.map((edge) => edge.fold)).toEqual([false, true, true, true]);
  });

  it("leaves an element well inside the safe zone alone", () => {
    expect(kinds(textElement({ x: 20, y: 20, width: 100, height: 10 }))).toEqual([]);
    expect(kinds(textElement({ x: SAFE_ZONE_MM, y: SAFE_ZONE_MM, width: 206 - 2 * SAFE_ZONE_MM, height: 10 }))).toEqual([]);
  });

  it("warns about text that crosses the safe zone, before it is clipped without a word", () => {
    expect(kinds(textElement({ x: 1, y: 20, width: 100, height: 10 }))).toEqual(["safeZone"]);
    expect(kinds(textElement({ x: 20, y: 65, width: 100, height: 6 }))).toEqual(["safeZone"]);
  });

  it("tells a cut edge from a fold", () => {
    expect(kinds(textElement({ x: 20, y: -4, width: 100, height: 10 }))).toEqual(["cut"]);
    expect(kinds(textElement({ x: 20, y: 68, width: 100, height: 10 }))).toEqual(["fold"]);
    expect(kinds(shapeElement({ x: -5, y: -5, width: 30, height: 30 }))).toEqual(["cut", "fold"]);
  });

  it("measures a turned element by its corners", () => {
    // 60 x 10 turned 90° about its top-left corner at (20, 20) reaches down to y = 80, past the bottom fold.
    expect(kinds(shapeElement({ x: 20, y: 20, width: 60, height: 10, rotation: 90 }))).toEqual(["fold"]);
    expect(kinds(shapeElement({ x: 20, y: 20, width: 60, height: 10, rotation: 0 }))).toEqual([]);
  });

  it("takes an element covering the whole panel for a background running into the bleed", () => {
    expect(kinds(imageElement({ x: -3, y: -3, width: 212, height: 77.5 }))).toEqual([]);
  });
});

describe("print resolution", () => {
  it("is the pixels of the shown part per printed inch, the lower of across and down", () => {
    // 100 mm wide is 3.94 inches: 600 px give 152 dpi; 70 mm down from 400 px gives 145 dpi.
    expect(printDpi(imageElement({ width: 100, height: 70 }), photo(600, 400))).toBeCloseTo(145.14, 1);
    expect(printDpi(imageElement({ width: 100, height: 50, crop: { x: 0, y: 0, width: 0.5, height: 1 } }), photo(2000, 1000))).toBeCloseTo(254, 0);
    expect(printDpi(imageElement({}), photo(10, 10, { vector: true }))).toBeNull();
  });
});

describe("a side's check", () => {
  const content = {
    background: null,
    elements: [
      imageElement({ id: "small", fileId: "file-small", x: 20, y: 10, width: 100, height: 50 }),
      imageElement({ id: "sharp", fileId: "file-sharp", x: 130, y: 10, width: 20, height: 20 }),
      textElement({ id: "edge", x: 1, y: 40, width: 100, height: 10 }),
    ],
  };
  const images = new Map([
    ["file-small", photo(400, 200, { colours: 40 })],
    ["file-sharp", photo(1200, 1200, { colours: 12 })],
  ]);

  it("lists the topmost element first, with the dpi of a picture too small for its print size", () => {
    const warnings = checkSide({ net, side: "front", content, images, colourLimit: null });
    expect(warnings).toEqual([
      { kind: "safeZone", elementId: "edge" },
      { kind: "lowResolution", elementId: "small", dpi: 101 },
    ]);
    expect(101).toBeLessThan(MIN_PRINT_DPI);
  });

  it("counts colours only where the print mode is limited", () => {
    const limited = checkSide({ net, side: "front", content, images, colourLimit: LIMITED_PRINT_COLOURS });
    expect(limited).toContainEqual({ kind: "tooManyColours", elementId: "small", colours: 40, moreThan: false });
    expect(limited.filter((warning) => warning.kind === "tooManyColours")).toHaveLength(1);
  });

  it("counts the side's own colours against the limit", () => {
    const colours = Array.from({ length: 33 }, (_, i) => `#0000${i.toString(16).padStart(2, "0")}`);
    const shapes = colours.map((fill, i) => shapeElement({ id: `s${i}`, x: 20, y: 20, width: 5, height: 5, fill }));
    const warnings = checkSide({ net, side: "front", content: { background: null, elements: shapes }, images: new Map(), colourLimit: 32 });
    expect(warnings).toEqual([{ kind: "tooManyColours", elementId: null, colours: 33 }]);
  });

  it("counts a QR code's colours among the side's own", () => {
    const colours = Array.from({ length: 31 }, (_, i) => `#0000${i.toString(16).padStart(2, "0")}`);
    const shapes = colours.map((fill, i) => shapeElement({ id: `s${i}`, x: 20, y: 20, width: 5, height: 5, fill }));
    const qr = {
      id: "qr",
      type: "qr" as const,
      x: 20,
      y: 20,
      width: 25,
      height: 25,
      rotation: 0,
      opacity: 1,
      data: "https://example.com",
      color: "#112233",
      background: "#fefefe",
    };
    const warnings = checkSide({ net, side: "front", content: { background: null, elements: [...shapes, qr] }, images: new Map(), colourLimit: 32 });
    expect(warnings).toEqual([{ kind: "tooManyColours", elementId: null, colours: 33 }]);
  });

  it("judges no picture whose file it does not know yet", () => {
    expect(checkSide({ net, side: "front", content, images: new Map(), colourLimit: 32 })).toEqual([{ kind: "safeZone", elementId: "edge" }]);
  });
});

describe("print modes", () => {
  it("limits colours for the one-colour and eco modes only", () => {
    expect(colourLimitFor("print-monochrome")).toBe(32);
    expect(colourLimitFor("print-monochrome-white-with-print-inside")).toBe(32);
    expect(colourLimitFor("print-eco-color")).toBe(32);
    expect(colourLimitFor("print-color-hd")).toBeNull();
    expect(colourLimitFor("print-indigo-color")).toBeNull();
    expect(colourLimitFor(undefined)).toBeNull();
  });
});

describe("text that needs more room than its box (ADR 0049)", () => {
  const facts = new Map<string, ImageFacts>();
  const check = (elements: DesignElement[]) => checkSide({ net, side: "front", content: { background: null, elements }, images: facts, colourLimit: null });
  // A design saved before boxes followed their lines: the panel kept "Thanks for your order!" one line tall.
  const old = textElement({
    id: "thanks",
    x: 20,
    y: 20,
    width: 100,
    height: 9.6,
    fontSize: 8,
    text: "Thanks for your order! Handmade with love, every morning",
  });

  it("warns about a text whose lines run below its stored box, where it used to say nothing", () => {
    expect(check([old])).toEqual([{ kind: "textOverflow", elementId: "thanks" }]);
  });

  it("says nothing about a box that holds its lines, or one off by rounding", () => {
    expect(check([textElement({ id: "fits", x: 20, y: 20, width: 100, height: 9.6, fontSize: 8, text: "Hello box" })])).toEqual([]);
    expect(check([textElement({ id: "rounded", x: 20, y: 20, width: 100, height: 9.5, fontSize: 8, text: "Hello box" })])).toEqual([]);
  });

  it("judges the edges by where the lines reach, not by the box: lines running over the fold are warned about", () => {
    // The box ends 12 mm above the bottom fold; its lines run over it.
    const low = { ...old, id: "low", y: 50 };
    expect(check([low]).map((warning) => warning.kind)).toEqual(["fold", "textOverflow"]);
  });
});

describe("a text too big for its side (finding B1 of the second walk)", () => {
  const sideCheck = (element: DesignElement) =>
    checkSide({ net, side: "front", content: { background: null, elements: [element] }, images: new Map(), colourLimit: null });

  it("says the text is too big, not that it runs over a fold, when no place on the side would hold it", () => {
    // 30 mm type on the 71.5 mm high front: two lines are taller than the front's safe area (65.5 mm).
    const tall = textElement({ id: "tall", x: 20, y: 10, width: 120, height: 90, fontSize: 30, text: "Your\ntext" });
    expect(sideCheck(tall).map((warning) => warning.kind)).toEqual(["textTooBig"]);
    // A sentence as wide as the front and more.
    const wide = textElement({ id: "wide", x: 0, y: 20, width: 230, height: 30, fontSize: 8, text: "Fresh bread from our bakery every single morning" });
    expect(sideCheck(wide).map((warning) => warning.kind)).toEqual(["textTooBig"]);
  });

  it("keeps the fold for a text that would fit elsewhere on the side, and measures a turned text as it is turned", () => {
    expect(sideCheck(textElement({ id: "low", x: 20, y: 68, width: 100, height: 10 })).map((warning) => warning.kind)).toEqual(["fold"]);
    // 100 x 10 turned 90° is 100 mm tall: too big for a 71.5 mm front; unturned it fits.
    const turned = textElement({ id: "turned", x: 150, y: 5, width: 100, height: 10, rotation: 90 });
    expect(largerThanSide(turned, front)).toBe(true);
    expect(largerThanSide({ ...turned, rotation: 0 }, front)).toBe(false);
  });

  it("never says so of a shape or a picture, which may run into the bleed on purpose", () => {
    expect(sideCheck(shapeElement({ id: "band", x: -3, y: 20, width: 212, height: 20 })).map((warning) => warning.kind)).not.toContain("textTooBig");
  });
});

describe("the design's check, remembered per side", () => {
  const blankDocument = emptyDesign("mailer-box", { length: 200, width: 150, height: 70 });
  const sides = ["front", "back", "top"] as const;
  const document = (front: DesignElement[], back: DesignElement[] = []) => ({
    ...blankDocument,
    sides: { ...blankDocument.sides, front: { background: null, elements: front }, back: { background: null, elements: back } },
  });
  const settings = { net, images: new Map<string, ImageFacts>(), colourLimit: null };
  const counting = () => {
    const judged: string[] = [];
    const checks = createSideChecks((input) => {
      judged.push(input.side);
      return checkSide(input);
    });
    return { judged, checks };
  };

  it("judges again only the side whose content changed, and keeps the others' answers as they were", () => {
    const { judged, checks } = counting();
    const first = document([textElement({ id: "edge", x: 1, y: 40, width: 100, height: 10 })], [shapeElement({ id: "far", x: 1, y: 1 })]);
    const before = checks.check(first, sides, settings);
    expect(judged).toEqual(["front", "back", "top"]);
    judged.length = 0;

    // The store gives the changed side a new object and keeps the others: the text moves off the edge.
    const moved = {
      ...first,
      sides: { ...first.sides, front: { background: null, elements: [textElement({ id: "edge", x: 40, y: 30, width: 100, height: 10 })] } },
    };
    const after = checks.check(moved, sides, settings);
    expect(judged).toEqual(["front"]);
    expect(after[0]!.warnings).toEqual([]);
    expect(before[0]!.warnings).toEqual([{ kind: "safeZone", elementId: "edge" }]);
    // The back's answer is the very same array: what shows it need not render again.
    expect(after[1]!.warnings).toBe(before[1]!.warnings);
    expect(after[1]!.warnings).toEqual([{ kind: "safeZone", elementId: "far" }]);
  });

  it("judges nothing again for the same document, and every side again when the pictures or the colour limit change", () => {
    const { judged, checks } = counting();
    const same = document([shapeElement({ id: "a", x: 30, y: 20 })]);
    checks.check(same, sides, settings);
    checks.check(same, sides, settings);
    expect(judged).toEqual(["front", "back", "top"]);
    judged.length = 0;
    checks.check(same, sides, { ...settings, colourLimit: 32 });
    expect(judged).toEqual(["front", "back", "top"]);
    judged.length = 0;
    checks.check(same, sides, { ...settings, colourLimit: 32, images: new Map([["file", photo(10, 10)]]) });
    expect(judged).toEqual(["front", "back", "top"]);
  });

  it("answers the same as judging each side afresh after a run of changes", () => {
    const { checks } = counting();
    let current = document([]);
    for (let step = 0; step < 6; step += 1) {
      const elements = Array.from({ length: step }, (_, i) => shapeElement({ id: `s${i}`, x: i * 30, y: 2 + step * 5 }));
      current =
        step % 2 === 0
          ? { ...current, sides: { ...current.sides, front: { background: null, elements } } }
          : { ...current, sides: { ...current.sides, back: { background: null, elements } } };
      const remembered = checks.check(current, sides, settings);
      const afresh = sides.map((side) => ({
        side,
        warnings: checkSide({ ...settings, side, content: current.sides[side] ?? { background: null, elements: [] } }),
      }));
      expect(remembered).toEqual(afresh);
    }
  });
});

describe("the design's check after a change to one side", () => {
  it("keeps each warning that is still the same as the same object, and the whole list when nothing changed", () => {
    const checks = createSideChecks();
    const settings = { net, images: new Map<string, ImageFacts>(), colourLimit: null };
    const base = emptyDesign("mailer-box", { length: 200, width: 150, height: 70 });
    const withFront = (elements: DesignElement[]) => ({ ...base, sides: { ...base.sides, front: { background: null, elements } } });
    const edge = textElement({ id: "edge", x: 1, y: 40, width: 100, height: 10 });
    const corner = shapeElement({ id: "corner", x: 1, y: 1, width: 10, height: 10 });
    const [before] = checks.check(withFront([edge, corner]), ["front"], settings);
    // The corner moves along the edge: still the same warning, so the same objects and the same list.
    const [along] = checks.check(withFront([edge, { ...corner, x: 3 }]), ["front"], settings);
    expect(along!.warnings).toBe(before!.warnings);
    // The text moves into the middle: its warning goes, the corner's stays the very object it was.
    const [moved] = checks.check(
      withFront([
        { ...edge, x: 40, y: 30 },
        { ...corner, x: 3 },
      ]),
      ["front"],
      settings,
    );
    expect(moved!.warnings).toEqual([{ kind: "safeZone", elementId: "corner" }]);
    expect(moved!.warnings[0]).toBe(before!.warnings.find((warning) => warning.elementId === "corner"));
  });
});

/**
 * Valid designs and elements for tests: hand-made ones with sensible defaults,
 * and seeded random ones for round-trip and fuzz-style checks. Not part of the
 * public surface (index.ts does not export it).
 */
import { DEFAULT_PALETTE } from "./palette";
import { FONTS, type FontId } from "./fonts";
import {
  DESIGN_VERSION,
  SHAPES,
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type TextElement,
} from "./schema";
import { BOX_MODELS, SIDE_IDS } from "./sides";

export function shapeElement(overrides: Partial<ShapeElement> = {}): ShapeElement {
  return {
    id: "shape-1",
    type: "shape",
    x: 10,
    y: 20,
    width: 30,
    height: 40,
    rotation: 0,
    opacity: 1,
    shape: "rect",
    fill: "#d7263d",
    stroke: null,
    strokeWidth: 0,
    ...overrides,
  };
}

export function textElement(overrides: Partial<TextElement> = {}): TextElement {
  return {
    id: "text-1",
    type: "text",
    x: 15,
    y: 25,
    width: 120,
    height: 20,
    rotation: 0,
    opacity: 1,
    text: "Hello box",
    fontId: "inter",
    fontSize: 8,
    fontWeight: 400,
    italic: false,
    color: "#000000",
    align: "left",
    lineHeight: 1.2,
    ...overrides,
  };
}

export function imageElement(overrides: Partial<ImageElement> = {}): ImageElement {
  return {
    id: "image-1",
    type: "image",
    x: 0,
    y: 0,
    width: 50,
    height: 50,
    rotation: 0,
    opacity: 1,
    fileId: "file-logo",
    ...overrides,
  };
}

export function qrElement(overrides: Partial<QrElement> = {}): QrElement {
  return {
    id: "qr-1",
    type: "qr",
    x: 10,
    y: 10,
    width: 30,
    height: 30,
    rotation: 0,
    opacity: 1,
    data: "https://boxwright.example/hello",
    color: "#000000",
    background: "#ffffff",
    ...overrides,
  };
}

export function designWith(sides: Partial<Record<(typeof SIDE_IDS)[number], DesignSide>>, overrides: Partial<DesignDocument> = {}): DesignDocument {
  return { version: DESIGN_VERSION, model: "mailer-box", inside: { length: 200, width: 150, height: 70 }, sides, ...overrides };
}

/** A deterministic pseudo-random source (mulberry32), so a failing seed can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random valid design; its numbers are already in stored form (rotations in (-180, 180], lower-case colours). */
export function randomDesign(seed: number, maxElementsPerSide = 12): DesignDocument {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (min: number, max: number) => min + random() * (max - min);
  const color = () =>
    `#${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`;
  const maybe = <T>(value: () => T): T | undefined => (random() < 0.5 ? value() : undefined);
  let nextId = 0;

  const element = (): DesignElement => {
    const common = {
      id: `el_${seed}-${nextId++}`,
      x: between(-200, 400),
      y: between(-200, 400),
      width: between(0.5, 300),
      height: between(0.5, 300),
      rotation: pick([0, 90, 180, -90, between(-179.9, 180)]),
      opacity: pick([1, 0.5, random()]),
      ...(random() < 0.2 ? { locked: random() < 0.5 } : {}),
      ...(random() < 0.2 ? { name: `Layer ${nextId} «ąę»` } : {}),
    };
    const kind = pick(["image", "text", "shape"] as const);
    if (kind === "image") {
      const crop = maybe(() => {
        const x = between(0, 0.5);
        const y = between(0, 0.5);
        return { x, y, width: between(0.01, 1 - x), height: between(0.01, 1 - y) };
      });
      return { ...common, type: "image", fileId: `file-${Math.floor(random() * 5)}`, ...(crop ? { crop } : {}) };
    }
    if (kind === "text") {
      const font = pick(FONTS);
      return {
        ...common,
        type: "text",
        text: pick(["", "Hello", "Zażółć gęślą jaźń\nline two", '"quoted" \\ </script>', "🎁 gift"]),
        fontId: font.id as FontId,
        fontSize: between(1, 80),
        fontWeight: pick(font.weights),
        italic: random() < 0.3,
        color: color(),
        align: pick(["left", "center", "right"] as const),
        lineHeight: between(0.8, 2),
      };
    }
    return {
      ...common,
      type: "shape",
      shape: pick(SHAPES),
      fill: random() < 0.2 ? null : color(),
      stroke: random() < 0.5 ? null : color(),
      strokeWidth: between(0, 5),
    };
  };

  const sides: DesignDocument["sides"] = {};
  for (const side of SIDE_IDS) {
    if (random() < 0.2) continue;
    sides[side] = { background: random() < 0.5 ? null : color(), elements: Array.from({ length: Math.floor(random() * (maxElementsPerSide + 1)) }, element) };
  }
  const palette = maybe(() => DEFAULT_PALETTE.slice(0, 1 + Math.floor(random() * 14)).map((entry) => ({ ...entry })));
  return {
    version: DESIGN_VERSION,
    model: pick(BOX_MODELS),
    inside: { length: between(50, 600), width: between(50, 600), height: between(20, 400) },
    sides,
    ...(palette ? { palette } : {}),
  };
}

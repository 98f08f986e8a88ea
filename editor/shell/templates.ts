import { emptyDesign, SHAPES, type DesignDocument, type DesignElement, type Shape } from "@/lib/design";
import { buildNet, printableSides, type BoxModel, type Dimensions, type SideId } from "@/lib/dielines";
import { naturalTextWidth } from "@/editor/canvas2d/text-measure";
import { TEXT_WIDTH_SHARE } from "@/editor/canvas2d/text-fit";
import { fitExampleText, newShape, newText, sideSize, type SideSize } from "./elements";
import { productFamily, type ProductFamily } from "./families";
import { libraryShape, newLibraryShape } from "./shape-library";

/**
 * Example designs a shopper can open from a link (`?template=…&language=…&templateMode=true`)
 * and start from. Each is drawn for its product's box and size, with its words in
 * the language the link asks for (the `Editor.templates` messages), so the same
 * example reads naturally in every storefront. Each belongs to a family of
 * products (ADR 0047): the templates panel shows those of the product being
 * designed first.
 */

export const TEMPLATE_IDS = [
  "bakery",
  "studio",
  "garden",
  "kraft",
  "night",
  "festive",
  "boutique",
  "courier",
  "market",
  "confetti",
  "botanical",
  "handle",
  "stamp",
  "thanks",
  "organic",
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** Which products a template is drawn for: boxes, flat products (bags, mailers, envelopes), repeating patterns (paper, tape), labels and cards. */
export type TemplateFamily = "box" | "flat" | "pattern" | "label";

/** The words an example shows, from Editor.templates.{id}. */
export interface TemplateTexts {
  headline: string;
  tagline: string;
  /** The short line on the top and the ends; on a pattern, the words between its motifs. */
  mark: string;
}

interface TemplateLook {
  /** The product and size it is drawn for. */
  sku: string;
  family: TemplateFamily;
  /** Printed all over every side. */
  background: string;
  ink: string;
  accent: string;
  /** A basic shape or a shape of the library (shape-library.ts). */
  accentShape: Shape | string;
  /** "badge" (default): the accent above a headline and a tagline; "motifs": the accent repeated round the mark, for a tile that repeats. */
  layout?: "badge" | "motifs";
}

const LOOKS: Record<TemplateId, TemplateLook> = {
  bakery: { sku: "mailer-box-full-color-200x150x70", family: "box", background: "#f6c90e", ink: "#1b2a4a", accent: "#d7263d", accentShape: "ellipse" },
  studio: { sku: "mailer-box-full-color-250x180x60", family: "box", background: "#ffffff", ink: "#000000", accent: "#4d4d4d", accentShape: "triangle" },
  garden: { sku: "product-box-100x70x150", family: "box", background: "#2e933c", ink: "#ffffff", accent: "#f6c90e", accentShape: "star" },
  kraft: { sku: "mailer-box-eco-color-200x150x70", family: "box", background: "#c8a27a", ink: "#3b2a1a", accent: "#3b2a1a", accentShape: "rect" },
  night: { sku: "product-box-two-pieces-150x150x60", family: "box", background: "#1b2a4a", ink: "#f2d27a", accent: "#f2d27a", accentShape: "ellipse" },
  festive: { sku: "mailer-box-full-color-300x220x100", family: "box", background: "#b3202a", ink: "#ffffff", accent: "#f6c90e", accentShape: "star" },
  boutique: { sku: "paper-bag-240x110x310", family: "flat", background: "#f4e1d2", ink: "#5a2a27", accent: "#5a2a27", accentShape: "circleBadge" },
  courier: { sku: "poly-mailer-250x350", family: "flat", background: "#1b6ac9", ink: "#ffffff", accent: "#ffffff", accentShape: "speechBubble" },
  market: { sku: "tote-bag-380x100x420", family: "flat", background: "#fdf6e3", ink: "#2e5e3a", accent: "#2e933c", accentShape: "leaf" },
  confetti: {
    sku: "tissue-paper-500x700",
    family: "pattern",
    background: "#ffffff",
    ink: "#d7263d",
    accent: "#f6c90e",
    accentShape: "sparkle",
    layout: "motifs",
  },
  botanical: {
    sku: "packing-paper-800x1200",
    family: "pattern",
    background: "#e8efe3",
    ink: "#2e5e3a",
    accent: "#2e933c",
    accentShape: "leaf",
    layout: "motifs",
  },
  handle: {
    sku: "packing-tape-66000x48",
    family: "pattern",
    background: "#c8a27a",
    ink: "#000000",
    accent: "#000000",
    accentShape: "fragile",
    layout: "motifs",
  },
  stamp: { sku: "square-label-75x75", family: "label", background: "#1b2a4a", ink: "#ffffff", accent: "#f2d27a", accentShape: "seal" },
  thanks: { sku: "printed-card-148x105", family: "label", background: "#fff4f2", ink: "#b3202a", accent: "#d7263d", accentShape: "heart" },
  organic: { sku: "square-label-50x50", family: "label", background: "#ffffff", ink: "#2e5e3a", accent: "#2e933c", accentShape: "burst" },
};

const TEMPLATE_FAMILY: Record<ProductFamily, TemplateFamily> = {
  shipping: "box",
  box: "box",
  // A paper can is a container on a shelf, like a box.
  can: "box",
  bag: "flat",
  mailer: "flat",
  pattern: "pattern",
  tape: "pattern",
  label: "label",
};

/**
 * The templates for the product being designed first, then the others. A tape offers its own only: a box's
 * headline and tagline laid out for a face would not fit a 48 mm strip (finding C5 of the second walk).
 */
export function templatesFor(model: BoxModel): { fitting: TemplateId[]; more: TemplateId[] } {
  const product = productFamily(model);
  const family = TEMPLATE_FAMILY[product];
  const fitting = TEMPLATE_IDS.filter((id) => LOOKS[id].family === family);
  return { fitting, more: product === "tape" ? [] : TEMPLATE_IDS.filter((id) => LOOKS[id].family !== family) };
}

export function templateFamily(id: TemplateId): TemplateFamily {
  return LOOKS[id].family;
}

/** How an example looks, for the editor's templates list: its colours and its accent. */
export function templateLook(id: TemplateId): Readonly<Pick<TemplateLook, "background" | "ink" | "accent" | "accentShape" | "layout">> {
  return LOOKS[id];
}

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function templateSku(id: TemplateId): string {
  return LOOKS[id].sku;
}

/**
 * The smallest words an example prints, in mm: 4 mm (about 11 pt) reads at arm's length on a box, a bag
 * or a label. On a tape the words pass by on a parcel: at least a sixth of the tape's width (8 mm on 48 mm).
 */
export const READABLE_TEXT_MM = 4;
const readableOn = (size: SideSize, tape: boolean) => (tape ? Math.max(READABLE_TEXT_MM, size.height / 6) : READABLE_TEXT_MM);
/** A tape's words between its motifs: a quarter of its width, 12 mm on a 48 mm tape, as tapes in shops print them. */
const TAPE_WORDS_SHARE = 0.25;

/** The examples' own headline size, a tenth of the side's height within 4 to 40 mm: the same whatever size a new text starts at. */
const exampleSize = (size: SideSize) => Math.min(Math.max(size.height / 10, READABLE_TEXT_MM), 40);

/** A text element with its own id, in the example's ink, never smaller than `least` mm (unless its longest word could not fit the side). */
function text(id: string, size: SideSize, words: string, ink: string, scale: number, v: number, least: number): DesignElement {
  const base = newText(size, words, id);
  const wanted = Math.max(exampleSize(size) * scale, least);
  // As large as wanted while its longest word fits the side's width with the box's margin of one font size
  // (fitExampleText would otherwise shrink a big headline far more than needed: a long word on a narrow side).
  const longest = Math.max(...words.split(/\s+/).map((word) => naturalTextWidth({ ...base, fontSize: wanted, text: word })));
  const fitting = (size.width * TEXT_WIDTH_SHARE) / (longest / wanted + 1);
  const fontSize = Math.floor(Math.min(wanted, fitting) * 10) / 10;
  // Refitted at the example's own size, so the box holds every wrapped line (ADR 0049).
  const fitted = fitExampleText(size, { ...base, fontSize });
  // Centred on its line, but kept on the side when its lines run long (a tagline low on a tall, narrow side).
  const y = Math.min(Math.max(size.height * v - fitted.height / 2, 0), Math.max(size.height - fitted.height, 0));
  return { ...fitted, color: ink, y: Math.floor(y * 10) / 10 };
}

/** The example drawn for a box model and inside size; ids are fixed so the same example always reads the same. */
export function templateDesign(id: TemplateId, model: BoxModel, inside: Dimensions, texts: TemplateTexts): DesignDocument {
  const look = LOOKS[id];
  const tape = productFamily(model) === "tape";
  const net = buildNet(model, inside);
  const design = emptyDesign(model, inside);
  const sides: DesignDocument["sides"] = { ...design.sides };
  for (const side of printableSides(net)) {
    const size = sideSize(net, side);
    sides[side] = { background: look.background, elements: elementsFor(id, side, size, look, texts, tape) };
  }
  return { ...design, sides };
}

/** The accent as a new element: a basic shape or a library shape, unnamed (the layers list calls it by its kind). */
function accentOf(size: SideSize, look: TemplateLook, id: string) {
  if ((SHAPES as readonly string[]).includes(look.accentShape)) return newShape(size, look.accentShape as Shape, id);
  const item = libraryShape(look.accentShape);
  if (!item) throw new Error(`No shape "${look.accentShape}" in the library`);
  const { name: _name, ...accent } = newLibraryShape(size, item, "", id);
  return accent;
}

const tenth = (mm: number) => Math.round(mm * 10) / 10;

/**
 * A tile that repeats: the accent small on either side of the mark (along a
 * tape), or in two opposite corners round it (on a sheet), so the copies form
 * an even pattern edge to edge.
 */
function motifs(key: string, size: SideSize, look: TemplateLook, texts: TemplateTexts, tape: boolean): DesignElement[] {
  const long = size.width > size.height * 2;
  const centres = long
    ? [
        [0.12, 0.5],
        [0.88, 0.5],
      ]
    : [
        [0.2, 0.2],
        [0.8, 0.8],
        [0.8, 0.2],
        [0.2, 0.8],
      ];
  const placed = centres.map(([u, v], index) => {
    const accent = accentOf(size, look, `${key}-motif-${index + 1}`);
    const scale = long ? 0.6 / 0.3 : 0.5;
    const width = tenth(accent.width * scale);
    const height = tenth(accent.height * scale);
    return {
      ...accent,
      fill: index % 2 === 0 ? look.accent : look.ink,
      width,
      height,
      x: tenth(size.width * u! - width / 2),
      y: tenth(size.height * v! - height / 2),
    };
  });
  const least = readableOn(size, tape);
  const mark = tape
    ? text(`${key}-mark`, size, texts.mark, look.ink, 0, 0.5, Math.max(least, size.height * TAPE_WORDS_SHARE))
    : text(`${key}-mark`, size, texts.mark, look.ink, long ? 0.5 : 0.8, 0.5, least);
  return [...placed, long ? { ...mark, width: tenth(size.width * 0.6), x: tenth(size.width * 0.2) } : mark];
}

function elementsFor(id: TemplateId, side: SideId, size: SideSize, look: TemplateLook, texts: TemplateTexts, tape: boolean): DesignElement[] {
  const key = `${id}-${side}`;
  const least = readableOn(size, tape);
  if (look.layout === "motifs" && side === "front") return motifs(key, size, look, texts, tape);
  if (side === "top" || side === "front") {
    const accent = accentOf(size, look, `${key}-accent`);
    const badge = { ...accent, fill: look.accent, y: Math.round(size.height * 0.08 * 10) / 10, width: accent.width * 0.6, height: accent.height * 0.6 };
    badge.x = Math.round(((size.width - badge.width) / 2) * 10) / 10;
    return [
      badge,
      text(`${key}-headline`, size, texts.headline, look.ink, 1.4, 0.55, least),
      text(`${key}-tagline`, size, texts.tagline, look.ink, 0.6, 0.78, least),
    ];
  }
  if (side === "bottom") return [];
  return [text(`${key}-mark`, size, texts.mark, look.ink, 0.8, 0.5, least)];
}

import { emptyDesign, type DesignDocument, type DesignElement } from "@/lib/design";
import { buildNet, printableSides, type BoxModel, type Dimensions, type SideId } from "@/lib/dielines";
import { newShape, newText, sideSize, type SideSize } from "./elements";

/**
 * Example designs a shopper can open from a link (`?template=…&language=…&templateMode=true`)
 * and start from. Each is drawn for its product's box and size, with its words in
 * the language the link asks for (the `Editor.templates` messages), so the same
 * example reads naturally in every storefront.
 */

export const TEMPLATE_IDS = ["bakery", "studio", "garden", "kraft", "night", "festive"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The words an example shows, from Editor.templates.{id}. */
export interface TemplateTexts {
  headline: string;
  tagline: string;
  /** The short line on the top and the ends. */
  mark: string;
}

interface TemplateLook {
  /** The product and size it is drawn for. */
  sku: string;
  /** Printed all over every side. */
  background: string;
  ink: string;
  accent: string;
  accentShape: "ellipse" | "star" | "triangle" | "rect";
}

const LOOKS: Record<TemplateId, TemplateLook> = {
  bakery: { sku: "mailer-box-full-color-200x150x70", background: "#f6c90e", ink: "#1b2a4a", accent: "#d7263d", accentShape: "ellipse" },
  studio: { sku: "mailer-box-full-color-250x180x60", background: "#ffffff", ink: "#000000", accent: "#4d4d4d", accentShape: "triangle" },
  garden: { sku: "product-box-100x70x150", background: "#2e933c", ink: "#ffffff", accent: "#f6c90e", accentShape: "star" },
  kraft: { sku: "mailer-box-eco-color-200x150x70", background: "#c8a27a", ink: "#3b2a1a", accent: "#3b2a1a", accentShape: "rect" },
  night: { sku: "product-box-two-pieces-150x150x60", background: "#1b2a4a", ink: "#f2d27a", accent: "#f2d27a", accentShape: "ellipse" },
  festive: { sku: "mailer-box-full-color-300x220x100", background: "#b3202a", ink: "#ffffff", accent: "#f6c90e", accentShape: "star" },
};

/** How an example looks, for the editor's templates list: its colours and its accent. */
export function templateLook(id: TemplateId): Readonly<Pick<TemplateLook, "background" | "ink" | "accent" | "accentShape">> {
  return LOOKS[id];
}

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function templateSku(id: TemplateId): string {
  return LOOKS[id].sku;
}

/** A text element with its own id, in the example's ink. */
function text(id: string, size: SideSize, words: string, ink: string, scale: number, v: number): DesignElement {
  const base = newText(size, words, id);
  const fontSize = Math.round(base.fontSize * scale * 10) / 10;
  const height = Math.round(fontSize * base.lineHeight * 10) / 10;
  return { ...base, color: ink, fontSize, height, y: Math.round((size.height * v - height / 2) * 10) / 10 };
}

/** The example drawn for a box model and inside size; ids are fixed so the same example always reads the same. */
export function templateDesign(id: TemplateId, model: BoxModel, inside: Dimensions, texts: TemplateTexts): DesignDocument {
  const look = LOOKS[id];
  const net = buildNet(model, inside);
  const design = emptyDesign(model, inside);
  const sides: DesignDocument["sides"] = { ...design.sides };
  for (const side of printableSides(net)) {
    const size = sideSize(net, side);
    sides[side] = { background: look.background, elements: elementsFor(id, side, size, look, texts) };
  }
  return { ...design, sides };
}

function elementsFor(id: TemplateId, side: SideId, size: SideSize, look: TemplateLook, texts: TemplateTexts): DesignElement[] {
  const key = `${id}-${side}`;
  if (side === "top" || side === "front") {
    const accent = newShape(size, look.accentShape, `${key}-accent`);
    const badge = { ...accent, fill: look.accent, y: Math.round(size.height * 0.08 * 10) / 10, width: accent.width * 0.6, height: accent.height * 0.6 };
    badge.x = Math.round(((size.width - badge.width) / 2) * 10) / 10;
    return [badge, text(`${key}-headline`, size, texts.headline, look.ink, 1.4, 0.55), text(`${key}-tagline`, size, texts.tagline, look.ink, 0.6, 0.78)];
  }
  if (side === "bottom") return [];
  return [text(`${key}-mark`, size, texts.mark, look.ink, 0.8, 0.5)];
}

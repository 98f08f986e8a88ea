import { z } from "zod";
import { normalizeColor } from "./colors";
import { DesignDocumentError, issuesFromZod, pathToString, type DesignIssue } from "./errors";
import { DEFAULT_FONT_ID, DEFAULT_FONT_WEIGHT, FONTS, type FontId } from "./fonts";
import { DESIGN_VERSION, designDocumentSchema, type DesignDocument, type DesignElement } from "./schema";
import { BOX_MODELS, OUTSIDE_SIDE_IDS, isBoxModel, type BoxModel, type SideId } from "./sides";

/**
 * Designs saved before the current editor (version 1), described in README.md.
 * Lengths there are pixels at 72 dpi, sides carry the Polish names the old
 * editor showed, and colours come in any CSS spelling. Conversion keeps what
 * the shopper saw; anything it cannot place exactly is refused rather than
 * guessed, because a wrong guess ends up printed on a thousand boxes.
 */

/** One pixel of the old editor: 1/72 inch. */
export const V1_PIXEL_MM = 25.4 / 72;
/** The old editor's text size when an object did not set one, in pixels. */
export const V1_DEFAULT_TEXT_SIZE_PX = 24;
const V1_LINE_HEIGHT = 1.2;

/** Polish side names, compared without case or diacritics ("przód" and "przod" both read). */
const SIDE_BY_POLISH_NAME: Record<string, SideId> = {
  przod: "front",
  gora: "top",
  tyl: "back",
  lewo: "left",
  prawo: "right",
  spod: "bottom",
};

const finite = z.number();
const v1Common = {
  side: z.string(),
  left: finite,
  top: finite,
  w: finite,
  h: finite,
  angle: finite.optional(),
  opacity: z.number().min(0).max(1).optional(),
};

const v1ObjectSchema = z.discriminatedUnion("kind", [
  z.strictObject({ ...v1Common, kind: z.literal("img"), src: z.string() }),
  z.strictObject({
    ...v1Common,
    kind: z.literal("txt"),
    content: z.string(),
    font: z.string().optional(),
    size: z.number().positive().optional(),
    fill: z.string().optional(),
  }),
  z.strictObject({ ...v1Common, kind: z.literal("rect"), fill: z.string().nullable().optional() }),
  z.strictObject({ ...v1Common, kind: z.literal("circle"), fill: z.string().nullable().optional() }),
]);
type V1Object = z.infer<typeof v1ObjectSchema>;

const v1DocumentSchema = z.strictObject({
  version: z.literal(1),
  boxModel: z.string(),
  dimensions: z.string(),
  objects: z.array(v1ObjectSchema),
  backgrounds: z.record(z.string(), z.string().nullable()).optional(),
});

/** The legacy format to the current one; throws DesignDocumentError with paths into the legacy input. */
export function convertFromV1(v1: unknown): DesignDocument {
  const parsed = v1DocumentSchema.safeParse(v1);
  if (!parsed.success) throw new DesignDocumentError(issuesFromZod(parsed.error));
  const legacy = parsed.data;
  const issues: DesignIssue[] = [];

  const model = boxModelFromV1(legacy.boxModel);
  if (!model) issues.push({ path: "boxModel", message: `Unknown box model "${legacy.boxModel}"` });
  const inside = dimensionsFromV1(legacy.dimensions);
  if (!inside) issues.push({ path: "dimensions", message: 'Expected inside dimensions in millimetres as "LxWxH"' });

  const sides = {} as Record<SideId, { background: string | null; elements: DesignElement[] }>;
  // Version 1 knew only the outside; a converted design reads as it did before inside sides existed.
  for (const side of OUTSIDE_SIDE_IDS) sides[side] = { background: null, elements: [] };
  const backgroundKeys = new Map<SideId, string>();
  for (const [name, color] of Object.entries(legacy.backgrounds ?? {})) {
    const path = `backgrounds.${name}`;
    const side = sideFromPolishName(name);
    if (!side) {
      issues.push({ path, message: `Unknown side "${name}"` });
      continue;
    }
    if (backgroundKeys.has(side)) {
      issues.push({ path, message: `The ${side} background is given twice` });
      continue;
    }
    backgroundKeys.set(side, name);
    const background = optionalColor(color);
    if (background === undefined) issues.push({ path, message: `Unreadable colour "${color}"` });
    else sides[side].background = background;
  }

  // Where each converted element came from, to point errors found later at the legacy object.
  const origin = new Map<string, number>();
  legacy.objects.forEach((object, index) => {
    const side = sideFromPolishName(object.side);
    if (!side) {
      issues.push({ path: `objects.${index}.side`, message: `Unknown side "${object.side}"` });
      return;
    }
    const element = elementFromV1(object, index, issues);
    if (!element) return;
    origin.set(`${side}.${sides[side].elements.length}`, index);
    sides[side].elements.push(element);
  });

  if (issues.length > 0 || !model || !inside) throw new DesignDocumentError(issues);
  const result = designDocumentSchema.safeParse({ version: DESIGN_VERSION, model, inside, sides });
  if (!result.success) {
    throw new DesignDocumentError(result.error.issues.map((issue) => legacyIssue(issue.path, issue.message, origin, backgroundKeys)));
  }
  return result.data;
}

function elementFromV1(object: V1Object, index: number, issues: DesignIssue[]): DesignElement | undefined {
  const common = {
    id: `v1-${index}`,
    x: mm(object.left),
    y: mm(object.top),
    width: mm(object.w),
    height: mm(object.h),
    // Any number of whole turns is the same placement; the schema folds the rest into (-180, 180].
    rotation: (object.angle ?? 0) % 360,
    opacity: object.opacity ?? 1,
  };
  switch (object.kind) {
    case "img":
      return { ...common, type: "image", fileId: object.src };
    case "txt": {
      const color = object.fill === undefined ? "#000000" : normalizeColor(object.fill);
      if (!color) {
        issues.push({ path: `objects.${index}.fill`, message: `Unreadable text colour "${object.fill}"` });
        return undefined;
      }
      return {
        ...common,
        type: "text",
        text: object.content,
        fontId: fontFromFamily(object.font),
        fontSize: mm(object.size ?? V1_DEFAULT_TEXT_SIZE_PX),
        fontWeight: DEFAULT_FONT_WEIGHT,
        italic: false,
        color,
        align: "left",
        lineHeight: V1_LINE_HEIGHT,
      };
    }
    case "rect":
    case "circle": {
      // The old editor filled shapes black unless told otherwise, as canvas libraries do.
      const fill = object.fill === undefined ? "#000000" : optionalColor(object.fill);
      if (fill === undefined) {
        issues.push({ path: `objects.${index}.fill`, message: `Unreadable colour "${String(object.fill)}"` });
        return undefined;
      }
      return { ...common, type: "shape", shape: object.kind === "rect" ? "rect" : "ellipse", fill, stroke: null, strokeWidth: 0 };
    }
  }
}

/** Pixels at 72 dpi to millimetres, to the micrometre (far finer than print registration). */
function mm(px: number): number {
  return Math.round(px * V1_PIXEL_MM * 1000) / 1000;
}

/** A colour, or null for the old editor's ways of saying "none"; undefined when unreadable. */
function optionalColor(value: string | null): string | null | undefined {
  if (value === null) return null;
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "" || trimmed === "transparent" || trimmed === "none") return null;
  return normalizeColor(value);
}

export function sideFromPolishName(name: string): SideId | undefined {
  const folded = name.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l");
  return SIDE_BY_POLISH_NAME[folded];
}

/** Old designs named the SKU model; the plain and white-ink SKUs share their box model's dieline. */
function boxModelFromV1(name: string): BoxModel | undefined {
  if (isBoxModel(name)) return name;
  const base = name.replace(/-(plain|white-ink)$/, "");
  return BOX_MODELS.find((model) => model === base);
}

function dimensionsFromV1(text: string) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*$/i.exec(text);
  if (!match) return undefined;
  return { length: Number(match[1]), width: Number(match[2]), height: Number(match[3]) };
}

/** The first family of a CSS font list ("'Roboto Slab', serif"); a family the shop does not bundle becomes the default font. */
function fontFromFamily(font: string | undefined): FontId {
  const family = font
    ?.split(",")[0]
    ?.trim()
    .replace(/^["']|["']$/g, "")
    .toLowerCase();
  return FONTS.find((candidate) => candidate.family.toLowerCase() === family)?.id ?? DEFAULT_FONT_ID;
}

const LEGACY_FIELD: Record<string, string> = {
  x: "left",
  y: "top",
  width: "w",
  height: "h",
  rotation: "angle",
  fileId: "src",
  text: "content",
  fontSize: "size",
  color: "fill",
  fill: "fill",
  opacity: "opacity",
};

/** Points an issue found in the converted document back at the legacy input. */
function legacyIssue(path: readonly PropertyKey[], message: string, origin: Map<string, number>, backgroundKeys: Map<SideId, string>): DesignIssue {
  const [root, side, part, index, field] = path.map(String);
  if (root === "inside") return { path: "dimensions", message };
  if (root === "sides" && side && part === "background") return { path: `backgrounds.${backgroundKeys.get(side as SideId) ?? side}`, message };
  if (root === "sides" && side && part === "elements") {
    if (index === undefined) return { path: "objects", message: `${side}: ${message}` };
    const source = origin.get(`${side}.${index}`);
    if (source !== undefined) {
      const legacyField = field === undefined ? undefined : LEGACY_FIELD[field];
      return { path: legacyField ? `objects.${source}.${legacyField}` : `objects.${source}`, message };
    }
  }
  return { path: pathToString(path), message };
}

import { z } from "zod";
import { HEX_COLOR } from "./colors";
import { DEFAULT_FONT_WEIGHT, FONT_IDS, fontById } from "./fonts";
import {
  COORDINATE_LIMIT_MM,
  MAX_ELEMENT_NAME_LENGTH,
  MAX_ELEMENTS_PER_SIDE,
  MAX_FONT_SIZE_MM,
  MAX_LINE_HEIGHT,
  MAX_LETTER_SPACING_EM,
  MAX_PALETTE_COLORS,
  MAX_QR_DATA_BYTES,
  MAX_SIZE_MM,
  MAX_PRODUCT_LENGTH_MM,
  MAX_STROKE_WIDTH_MM,
  MAX_TEXT_LENGTH,
  MIN_LETTER_SPACING_EM,
  MIN_LINE_HEIGHT,
  ROTATION_LIMIT_DEG,
} from "./limits";
import { utf8Length } from "./utf8";
import { shapePathProblem } from "./shape-path";
import { BOX_MODELS, SIDE_IDS, type SideId } from "./sides";

/**
 * The design document, version 2. Every object is strict (an unknown key is an
 * error, so a typo never silently drops part of a print) and every number is
 * finite and bounded (zod 4 refuses NaN and Infinity). Lengths are millimetres.
 *
 * Elements sit in their side's own upright frame: the origin is the top-left
 * corner of the side as seen from outside the closed box, u to the right, v down.
 * An element's x, y is the top-left corner of its box before rotation, and it
 * turns clockwise by `rotation` degrees about that corner (Konva's convention).
 * A side's `elements` array is the z-order, first at the bottom: there is no
 * separate z field to disagree with it.
 */

export const DESIGN_VERSION = 2 as const;

/** Identifies an element within its document, like a nanoid. */
export const ELEMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** Identifies an uploaded file; the server checks the shopper owns it. */
export const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** -360..360 in, (-180, 180] out: the same turn is always stored the same way. */
export function normalizeRotation(degrees: number): number {
  let turned = degrees % 360;
  if (turned > 180) turned -= 360;
  if (turned <= -180) turned += 360;
  return turned === 0 ? 0 : turned;
}

export const colorSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(HEX_COLOR, 'Expected a colour as "#rrggbb"'));

const coordinate = z.number().min(-COORDINATE_LIMIT_MM).max(COORDINATE_LIMIT_MM);
const size = z.number().positive().max(MAX_SIZE_MM);
const fraction = z.number().min(0).max(1);

const common = {
  id: z.string().regex(ELEMENT_ID, "Expected an id of 1 to 40 letters, digits, '_' or '-'"),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation: z.number().min(-ROTATION_LIMIT_DEG).max(ROTATION_LIMIT_DEG).transform(normalizeRotation),
  opacity: fraction,
  /** Locked elements keep their place: the editor refuses to move, change or remove them until unlocked. */
  locked: z.boolean().optional(),
  name: z.string().max(MAX_ELEMENT_NAME_LENGTH).optional(),
  /** Elements with the same group id are selected, moved and aligned together; the print ignores it (ADR 0041). */
  groupId: z.string().regex(ELEMENT_ID, "Expected a group id of 1 to 40 letters, digits, '_' or '-'").optional(),
};

/** The visible part of the image, as fractions of its full width and height. */
export const cropSchema = z
  .strictObject({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
  .refine((crop) => crop.x + crop.width <= 1 + 1e-9, { message: "The crop must end within the image", path: ["width"] })
  .refine((crop) => crop.y + crop.height <= 1 + 1e-9, { message: "The crop must end within the image", path: ["height"] });

export const imageElementSchema = z.strictObject({
  ...common,
  type: z.literal("image"),
  fileId: z.string().regex(FILE_ID, "Expected an uploaded file's id"),
  crop: cropSchema.optional(),
  /** Mirrored left to right (flipX) or top to bottom (flipY) within its box, after the crop; absent is not mirrored. */
  flipX: z.literal(true).optional(),
  flipY: z.literal(true).optional(),
});

export const textElementSchema = z
  .strictObject({
    ...common,
    type: z.literal("text"),
    text: z.string().max(MAX_TEXT_LENGTH),
    fontId: z.enum(FONT_IDS),
    fontSize: z.number().positive().max(MAX_FONT_SIZE_MM),
    fontWeight: z.number().int().min(100).max(900),
    italic: z.boolean(),
    color: colorSchema,
    align: z.enum(["left", "center", "right"]),
    /** A multiple of the font size. */
    lineHeight: z.number().min(MIN_LINE_HEIGHT).max(MAX_LINE_HEIGHT),
    /** Extra space after every character, a multiple of the font size (em); absent is 0. */
    letterSpacing: z.number().min(MIN_LETTER_SPACING_EM).max(MAX_LETTER_SPACING_EM).optional(),
  })
  .refine((text) => (fontById(text.fontId)?.weights ?? [DEFAULT_FONT_WEIGHT]).includes(text.fontWeight), {
    message: "The font has no such weight",
    path: ["fontWeight"],
  });

/** The basic shapes the toolbar adds. */
export const SHAPES = ["rect", "ellipse", "line", "star", "triangle"] as const;
/** Every shape a document may hold: the basic ones and a drawn outline (`path`, the shapes library, ADR 0047). */
export const SHAPE_KINDS = [...SHAPES, "path"] as const;

/** Path data in the unit box, in the safe grammar of shape-path.ts, which also bounds its length (one issue, not two). */
const shapePath = z.string().superRefine((d, ctx) => {
  const problem = shapePathProblem(d);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * A shape fills its box: an ellipse touches its four edges, a triangle points up
 * from the bottom edge, a five-pointed star points up, and a line runs
 * horizontally through the middle of the box, drawn by its stroke. A `path`
 * shape is the outline `path` (0..1 across and down) stretched to its box and
 * filled even-odd; the other shapes have no `path`.
 */
export const shapeElementSchema = z
  .strictObject({
    ...common,
    type: z.literal("shape"),
    shape: z.enum(SHAPE_KINDS),
    fill: colorSchema.nullable(),
    stroke: colorSchema.nullable(),
    strokeWidth: z.number().min(0).max(MAX_STROKE_WIDTH_MM),
    path: shapePath.optional(),
  })
  .refine((shape) => (shape.shape === "path") === (shape.path !== undefined), {
    message: "A path shape needs its path, and only a path shape has one",
    path: ["path"],
  });

/**
 * A QR code of `data` (a web address or any text), error correction level M, drawn
 * as squares of `color` on `background` (null: the board shows through) with a
 * quiet zone of QR_QUIET_ZONE_MODULES around the symbol, centred in the largest
 * square that fits its box.
 */
export const qrElementSchema = z.strictObject({
  ...common,
  type: z.literal("qr"),
  data: z
    .string()
    .min(1)
    .max(MAX_QR_DATA_BYTES)
    .refine((data) => utf8Length(data) <= MAX_QR_DATA_BYTES, { message: `At most ${MAX_QR_DATA_BYTES} bytes fit in the QR code` }),
  color: colorSchema,
  background: colorSchema.nullable(),
});

export const elementSchema = z.discriminatedUnion("type", [imageElementSchema, textElementSchema, shapeElementSchema, qrElementSchema]);

export const sideSchema = z.strictObject({
  background: colorSchema.nullable(),
  elements: z.array(elementSchema).max(MAX_ELEMENTS_PER_SIDE),
});

export const paletteEntrySchema = z.strictObject({ uid: z.number().int().positive().max(1_000_000), color: colorSchema });

/**
 * A product's size as the catalogue gives it. A flat product (a mailer, a label,
 * a sheet, tape) has no height and a tote without gussets no width: 0; a roll of
 * tape is tens of metres long, so the length may reach MAX_PRODUCT_LENGTH_MM.
 * Whether a model makes that size is lib/dielines' check (buildNet).
 */
const extent = z.number().min(0).max(MAX_SIZE_MM);
export const dimensionsSchema = z.strictObject({ length: z.number().positive().max(MAX_PRODUCT_LENGTH_MM), width: extent, height: extent });

const sidesShape = Object.fromEntries(SIDE_IDS.map((side) => [side, sideSchema.optional()])) as {
  [S in SideId]: z.ZodOptional<typeof sideSchema>;
};

export const designDocumentSchema = z
  .strictObject({
    version: z.literal(DESIGN_VERSION),
    model: z.enum(BOX_MODELS),
    inside: dimensionsSchema,
    /** A side that is not here is blank. */
    sides: z.strictObject(sidesShape),
    palette: z.array(paletteEntrySchema).max(MAX_PALETTE_COLORS).optional(),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    for (const side of SIDE_IDS) {
      doc.sides[side]?.elements.forEach((element, index) => {
        if (seen.has(element.id)) {
          ctx.addIssue({ code: "custom", message: `Element id "${element.id}" is used twice`, path: ["sides", side, "elements", index, "id"] });
        }
        seen.add(element.id);
      });
    }
    const uids = new Set<number>();
    doc.palette?.forEach((entry, index) => {
      if (uids.has(entry.uid)) ctx.addIssue({ code: "custom", message: `Palette uid ${entry.uid} is used twice`, path: ["palette", index, "uid"] });
      uids.add(entry.uid);
    });
  });

export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type DesignSide = z.infer<typeof sideSchema>;
export type DesignElement = z.infer<typeof elementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ShapeElement = z.infer<typeof shapeElementSchema>;
export type QrElement = z.infer<typeof qrElementSchema>;
export type ElementType = DesignElement["type"];
export type Shape = (typeof SHAPES)[number];
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export type PaletteEntry = z.infer<typeof paletteEntrySchema>;

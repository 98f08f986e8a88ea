import { DesignDocumentError, issuesFromZod } from "./errors";
import { DESIGN_VERSION, designDocumentSchema, dimensionsSchema, type DesignDocument } from "./schema";
import { INSIDE_SIDE_IDS, OUTSIDE_SIDE_IDS, SIDE_IDS, isBoxModel, type BoxModel, type Dimensions } from "./sides";
import { convertFromV1 } from "./v1";

/** A new design: every outside side present and blank (inside sides are added when first designed, so a design's text stays as it was before they existed). */
export function emptyDesign(model: BoxModel, inside: Dimensions): DesignDocument {
  if (!isBoxModel(model)) throw new DesignDocumentError([{ path: "model", message: `Unknown box model "${String(model)}"` }]);
  const dimensions = dimensionsSchema.safeParse(inside);
  if (!dimensions.success) throw new DesignDocumentError(issuesFromZod(dimensions.error, ["inside"]));
  const sides: DesignDocument["sides"] = {};
  for (const side of OUTSIDE_SIDE_IDS) sides[side] = { background: null, elements: [] };
  return { version: DESIGN_VERSION, model, inside: dimensions.data, sides };
}

/**
 * Reads a stored or received design of any known version (1 or 2) and returns
 * it in the current one. JSON text is accepted as well as the parsed value, so
 * serializeDesign's output reads back directly.
 */
export function parseDesignDocument(input: unknown): DesignDocument {
  const value = typeof input === "string" ? parseJson(input) : input;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new DesignDocumentError([{ path: "", message: "Expected a design document object" }]);
  }
  const version = (value as { version?: unknown }).version;
  if (version === 1) return convertFromV1(value);
  if (version === DESIGN_VERSION) return checkDesign(value);
  throw new DesignDocumentError([{ path: "version", message: `Unknown design version; this shop reads versions 1 and ${DESIGN_VERSION}` }]);
}

/** Validates a current-version document; the result is normalized (colours lower-case, rotations in (-180, 180]). */
export function checkDesign(value: unknown): DesignDocument {
  const result = designDocumentSchema.safeParse(value);
  if (!result.success) throw new DesignDocumentError(issuesFromZod(result.error));
  return result.data;
}

/**
 * The document as JSON text with object keys sorted at every level and no
 * whitespace: equal documents give equal text, whatever order their keys were
 * built in, so stored designs can be compared and hashed. Validates first, so
 * an invalid document is never written.
 */
export function serializeDesign(doc: DesignDocument): string {
  return stableStringify(checkDesign(doc));
}

/** Every uploaded file the design shows, each once, in side order then z-order. */
export function imageFileIds(doc: DesignDocument): string[] {
  const ids = new Set<string>();
  for (const side of SIDE_IDS) {
    for (const element of doc.sides[side]?.elements ?? []) {
      if (element.type === "image") ids.add(element.fileId);
    }
  }
  return [...ids];
}

/** Whether any inside side has a background or an element: artwork printed only by a print mode that prints inside. */
export function hasInsideArtwork(doc: DesignDocument): boolean {
  return INSIDE_SIDE_IDS.some((side) => {
    const content = doc.sides[side];
    return Boolean(content && (content.background !== null || content.elements.length > 0));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DesignDocumentError([{ path: "", message: "Expected JSON text" }]);
  }
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? "null" : stableStringify(item))).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const item = (value as Record<string, unknown>)[key];
        return item === undefined ? [] : [`${JSON.stringify(key)}:${stableStringify(item)}`];
      });
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

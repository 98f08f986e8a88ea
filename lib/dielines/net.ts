import { boundsOf, edgesOf, unionOfSegments } from "./geometry";
import { MODELS } from "./models";
import { frameOver } from "./frames";
import { hasInsideSheet, insideSheet, isInsideSide, toInsideSheet } from "./inside";
import type { ModelSpec } from "./models/model";
import { BLEED_MM, BOX_MODELS, type BoxModel, type Dimensions, type Net, type Panel, SAFE_ZONE_MM, type Sheet, SIDE_IDS, type SideId } from "./types";

/** No box the shop makes is smaller than this inside (mm) in any direction. */
export const MIN_INSIDE_MM = 10;
/** Nor larger: beyond this no sheet or press takes the net. */
export const MAX_INSIDE_MM = 2000;
/** Thicker than double-wall corrugated is not a box board. */
export const MAX_BOARD_MM = 10;

/**
 * The flat net of a box model for an inside size (mm) and board thickness (mm;
 * the model's own default when not given). Throws RangeError for sizes no box
 * can have: not finite, not positive, under MIN_INSIDE_MM or over MAX_INSIDE_MM,
 * taller than the model allows for the footprint, or a board too thick for the
 * size.
 */
export function buildNet(model: BoxModel, inside: Dimensions, board?: number): Net {
  if (!BOX_MODELS.includes(model)) throw new RangeError(`unknown box model ${String(model)}`);
  const spec = MODELS[model];
  const size = spec.checkSize ? numbersOf(inside) : checkedInside(inside, spec.zeroDimensions ?? {}, model);
  spec.checkSize?.(size);
  const t = board ?? spec.defaultBoard;
  if (!Number.isFinite(t) || t <= 0 || t > MAX_BOARD_MM) throw new RangeError(`board thickness must be over 0 and at most ${MAX_BOARD_MM} mm, got ${t}`);
  if (!spec.checkSize) {
    // A dimension a product does not have (a flat mailer's height) does not limit its material.
    const smallest = Math.min(...[size.length, size.width, size.height].filter((value) => value > 0));
    if (t > smallest / 4) throw new RangeError(`a ${t} mm board is too thick for a box ${smallest} mm across`);
    const tallest = spec.maxHeight(size);
    if (size.height > tallest) throw new RangeError(`a ${model} of ${size.length} x ${size.width} mm is at most ${tallest} mm high, got ${size.height}`);
  }

  const draft = spec.draft(size, t);
  checkTree(draft.panels);
  const bounds = boundsOf(draft.panels.flatMap((panel) => panel.polygon));
  // A back face's frame lies on the inside sheet, whose mirror line needs the whole net's bounds.
  const panels = draft.panels.map((panel) =>
    panel.inside
      ? {
          ...panel,
          inside: {
            side: panel.inside.side,
            frame: frameOver(
              panel.polygon.map((p) => toInsideSheet({ bounds }, p)),
              panel.inside.frame.rotation,
            ),
          },
        }
      : panel,
  );
  const creases = unionOfSegments(panels.flatMap((panel) => (panel.hinge ? [panel.hinge] : [])));
  const cuts = [
    ...unionOfSegments(
      panels.flatMap((panel) => edgesOf(panel.polygon)),
      creases,
    ),
    ...(draft.slits ?? []),
  ];
  const net: Net = {
    model,
    inside: size,
    board: t,
    panels,
    cuts,
    creases,
    bounds,
    bleed: BLEED_MM,
    safeZone: SAFE_ZONE_MM,
  };
  if (draft.perforations?.length) net.perforations = draft.perforations;
  if (draft.repeat) net.repeat = draft.repeat;
  if (draft.cylinder) net.cylinder = draft.cylinder;
  if (draft.handles?.length) net.handles = draft.handles;
  if (draft.surface) net.surface = draft.surface;
  return net;
}

/** The three sizes as finite numbers of mm, whatever their range. */
function numbersOf(inside: Dimensions): Dimensions {
  const size = { length: inside?.length, width: inside?.width, height: inside?.height };
  for (const [name, value] of Object.entries(size) as [keyof Dimensions, unknown][]) {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new RangeError(`inside ${name} must be a finite number of mm, got ${String(value)}`);
  }
  return size as Dimensions;
}

/** The sizes of a folded product: each within the range the shop makes, or 0 where the model has no such dimension. */
function checkedInside(inside: Dimensions, zero: NonNullable<ModelSpec["zeroDimensions"]>, model: BoxModel): Dimensions {
  const size = numbersOf(inside);
  for (const [name, value] of Object.entries(size) as [keyof Dimensions, number][]) {
    if (zero[name] === "must") {
      if (value !== 0) throw new RangeError(`a ${model} is flat: its inside ${name} must be 0, got ${value}`);
      continue;
    }
    if (value === 0 && zero[name] === "may") continue;
    if (value < MIN_INSIDE_MM || value > MAX_INSIDE_MM) throw new RangeError(`inside ${name} must be ${MIN_INSIDE_MM} to ${MAX_INSIDE_MM} mm, got ${value}`);
  }
  return size;
}

/** Ids unique, parents known and listed before their children: what foldTransforms and the views rely on. */
function checkTree(panels: readonly Panel[]): void {
  const seen = new Set<string>();
  for (const panel of panels) {
    if (seen.has(panel.id)) throw new Error(`panel id ${panel.id} used twice`);
    if (panel.parent !== null && !seen.has(panel.parent)) throw new Error(`panel ${panel.id} comes before its parent ${panel.parent}`);
    seen.add(panel.id);
  }
}

/**
 * The panel that carries a side's print, as it lies on the sheet the side is printed
 * on: an inside side on the back of the board comes from the inside sheet (its
 * polygon and frame in that sheet's coordinates). Null when the model prints no such side.
 */
export function findSidePanel(net: Net, side: SideId): Panel | null {
  const printed = net.panels.find((candidate) => candidate.side === side);
  if (printed) return printed;
  if (!isInsideSide(side) || !hasInsideSheet(net)) return null;
  return insideSheet(net).panels.find((candidate) => candidate.side === side) ?? null;
}

/** The panel that carries a side's print (see findSidePanel); throws when the model has no such printable side. */
export function sidePanel(net: Net, side: SideId): Panel {
  const panel = findSidePanel(net, side);
  if (!panel) throw new RangeError(`a ${net.model} has no printable ${side} side`);
  return panel;
}

/** Which face of the board a side is printed on: the outside sheet (the printed face of the net) unless it is on the back. */
export function sheetOf(net: Net, side: SideId): Sheet {
  return net.panels.some((panel) => panel.side === side) || !hasInsideSheet(net) || !insideSheet(net).panels.some((panel) => panel.side === side)
    ? "outside"
    : "inside";
}

/** The sheet a side is drawn on, as a net: the net itself, or its inside sheet. */
export function sheetNet(net: Net, sheet: Sheet): Net {
  return sheet === "inside" ? insideSheet(net) : net;
}

export interface PrintedSidesOptions {
  /** Whether the line's print mode prints inside (lib/catalog printsInside); outside only unless true. */
  inside?: boolean;
}

/** The sides this net prints, in SIDE_IDS order: the outside ones, and the inside ones when the print mode prints inside. */
export function printableSides(net: Net, options: PrintedSidesOptions = {}): SideId[] {
  const printed = new Set<SideId>();
  for (const panel of net.panels) {
    if (panel.side) printed.add(panel.side);
    if (panel.inside) printed.add(panel.inside.side);
  }
  return SIDE_IDS.filter((side) => printed.has(side) && (options.inside === true || !isInsideSide(side)));
}

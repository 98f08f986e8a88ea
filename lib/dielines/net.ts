import { boundsOf, edgesOf, unionOfSegments } from "./geometry";
import { MODELS } from "./models";
import { BLEED_MM, BOX_MODELS, type BoxModel, type Dimensions, type Net, type Panel, SAFE_ZONE_MM, SIDE_IDS, type SideId } from "./types";

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
  const size = spec.checkSize ? numbersOf(inside) : checkedInside(inside);
  spec.checkSize?.(size);
  const t = board ?? spec.defaultBoard;
  if (!Number.isFinite(t) || t <= 0 || t > MAX_BOARD_MM) throw new RangeError(`board thickness must be over 0 and at most ${MAX_BOARD_MM} mm, got ${t}`);
  if (!spec.checkSize) {
    const smallest = Math.min(size.length, size.width, size.height);
    if (t > smallest / 4) throw new RangeError(`a ${t} mm board is too thick for a box ${smallest} mm across`);
    const tallest = spec.maxHeight(size);
    if (size.height > tallest) throw new RangeError(`a ${model} of ${size.length} x ${size.width} mm is at most ${tallest} mm high, got ${size.height}`);
  }

  const draft = spec.draft(size, t);
  const panels = draft.panels;
  checkTree(panels);
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
    bounds: boundsOf(panels.flatMap((panel) => panel.polygon)),
    bleed: BLEED_MM,
    safeZone: SAFE_ZONE_MM,
  };
  if (draft.perforations?.length) net.perforations = draft.perforations;
  if (draft.repeat) net.repeat = draft.repeat;
  if (draft.cylinder) net.cylinder = draft.cylinder;
  return net;
}

/** The three sizes as finite numbers of mm, whatever their range. */
function numbersOf(inside: Dimensions): Dimensions {
  const size = { length: inside?.length, width: inside?.width, height: inside?.height };
  for (const [name, value] of Object.entries(size)) {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new RangeError(`inside ${name} must be a finite number of mm, got ${String(value)}`);
  }
  return size as Dimensions;
}

function checkedInside(inside: Dimensions): Dimensions {
  const size = numbersOf(inside);
  for (const [name, value] of Object.entries(size)) {
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

/** The panel that carries a side's print; throws when the model has no such printable side. */
export function sidePanel(net: Net, side: SideId): Panel {
  const panel = net.panels.find((candidate) => candidate.side === side);
  if (!panel) throw new RangeError(`a ${net.model} has no printable ${side} side`);
  return panel;
}

/** The sides this net prints, in SIDE_IDS order. */
export function printableSides(net: Net): SideId[] {
  return SIDE_IDS.filter((side) => net.panels.some((panel) => panel.side === side));
}

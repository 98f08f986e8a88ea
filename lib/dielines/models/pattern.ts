import { rootPanel } from "../builder";
import { sheetTileSide, tapeTile } from "../pattern";
import type { Dimensions, PatternRepeat } from "../types";
import type { Draft, ModelSpec } from "./model";

/**
 * Products printed with a repeating pattern: tissue and packing paper sheets, and
 * printed tape. Nothing folds; the net is one panel, the tile the shopper designs
 * (side "front", top-left at 0, 0), and `repeat` says how it repeats. The catalogue
 * gives a sheet as length x width x 0 (length across, x; width down, y) and a roll
 * as its length x the tape's width x 0 (x along the roll).
 */

/** Sheets the shop can print: from a napkin to a press sheet, mm. */
export const SHEET_LIMITS = { min: 100, max: 3000 } as const;
/** Tape rolls: 1 to 200 m long, 12 to 150 mm wide. */
export const ROLL_LENGTH_LIMITS = { min: 1000, max: 200_000 } as const;
export const TAPE_WIDTH_LIMITS = { min: 12, max: 150 } as const;
/** Paper is thin; its "board" only gives the 3D sheet an edge. */
export const PAPER_MM = 0.1;
/** Tape film or paper with its glue. */
export const TAPE_MM = 0.1;

function within(name: string, value: number, { min, max }: { min: number; max: number }): void {
  if (value < min || value > max) throw new RangeError(`${name} must be ${min} to ${max} mm, got ${value}`);
}

function flat(inside: Dimensions): void {
  if (inside.height !== 0) throw new RangeError(`a sheet or roll is flat: its height must be 0, got ${inside.height}`);
}

function tileDraft(repeat: PatternRepeat): Draft {
  return { panels: [rootPanel({ id: "tile", side: "front", x: 0, y: 0, width: repeat.tile.width, height: repeat.tile.height })], repeat };
}

export function sheetRepeat({ length, width }: Dimensions): PatternRepeat {
  const area = { width: length, height: width };
  const side = sheetTileSide(area);
  return { kind: "sheet", tile: { width: side, height: side }, area, print: area };
}

export function tapeRepeat({ length, width }: Dimensions): PatternRepeat {
  const area = { width: length, height: width };
  const tile = tapeTile(area);
  return { kind: "roll", tile, area, print: tile };
}

export const patternSheet: ModelSpec = {
  defaultBoard: PAPER_MM,
  maxHeight: () => 0,
  checkSize: (inside) => {
    flat(inside);
    within("a sheet's length", inside.length, SHEET_LIMITS);
    within("a sheet's width", inside.width, SHEET_LIMITS);
  },
  draft: (inside) => tileDraft(sheetRepeat(inside)),
};

export const patternTape: ModelSpec = {
  defaultBoard: TAPE_MM,
  maxHeight: () => 0,
  checkSize: (inside) => {
    flat(inside);
    within("a roll's length", inside.length, ROLL_LENGTH_LIMITS);
    within("a tape's width", inside.width, TAPE_WIDTH_LIMITS);
  },
  draft: (inside) => tileDraft(tapeRepeat(inside)),
};

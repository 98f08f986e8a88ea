import { clean, EPSILON } from "./geometry";
import type { FlatSize, PatternRepeat } from "./types";

/**
 * Repeating patterns: the tile a shopper designs for a sheet or a roll, and where
 * its copies land. The 2D sheet view, the 3D roll (a texture repeated by the same
 * tile size) and the production file all place tiles with `tilePlacements`.
 */

/** About how wide a sheet's square tile is (mm): a hand's width, so a logo repeats several times on the smallest sheet. */
export const SHEET_TILE_MM = 125;
/** One repeat along a printed tape (mm): the length of artwork before it starts again. */
export const TAPE_REPEAT_MM = 300;

/**
 * The side of a sheet's square tile: the sheet's shorter side split into a whole
 * number of tiles as near SHEET_TILE_MM as that goes, so the pattern meets both
 * long edges the same way (500 mm: four tiles of 125; 800 mm: six of 133.33).
 */
export function sheetTileSide(sheet: FlatSize): number {
  const shorter = Math.min(sheet.width, sheet.height);
  const count = Math.max(1, Math.round(shorter / SHEET_TILE_MM));
  return clean(shorter / count);
}

/** A tape's tile: one repeat length along the roll (never more than the roll) by the tape's width. */
export function tapeTile(roll: FlatSize): FlatSize {
  return { width: Math.min(TAPE_REPEAT_MM, roll.width), height: roll.height };
}

export interface TilePlacement {
  /** The tile's top-left corner, mm from the top-left corner of the sheet or roll. */
  x: number;
  y: number;
  /** Its place in the grid; 0, 0 is the tile at the corner, negative ones lie in the margin before it. */
  column: number;
  row: number;
}

/**
 * Every tile of the grid that starts at the corner of `area` and touches the
 * area grown by `margin` on each side (the bleed), row by row: edge to edge, no
 * gaps, no overlaps. Tiles at the far edges run past it and are cut there.
 */
export function tilePlacements(tile: FlatSize, area: FlatSize, margin = 0): TilePlacement[] {
  if (!(tile.width > 0 && tile.height > 0) || !Number.isFinite(tile.width) || !Number.isFinite(tile.height)) {
    throw new RangeError(`a tile needs a positive size, got ${tile.width} x ${tile.height}`);
  }
  if (!(area.width >= 0 && area.height >= 0 && margin >= 0)) throw new RangeError("an area and its margin cannot be negative");
  const span = (length: number, step: number): [number, number] => [Math.floor(-margin / step + EPSILON), Math.ceil((length + margin) / step - EPSILON) - 1];
  const [firstColumn, lastColumn] = span(area.width, tile.width);
  const [firstRow, lastRow] = span(area.height, tile.height);
  const placements: TilePlacement[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      placements.push({ x: clean(column * tile.width), y: clean(row * tile.height), column, row });
    }
  }
  return placements;
}

/** The tiles the production file prints: over the print area and its bleed. */
export function printedTiles(repeat: PatternRepeat, bleed: number): TilePlacement[] {
  return tilePlacements(repeat.tile, repeat.print, bleed);
}

import { mulDivRound } from "./currency";

/** Estimated margin: 38% of the net value of custom-printed lines, 30% of the rest. */
export const CUSTOM_MARGIN_PERCENT = 38;
export const STANDARD_MARGIN_PERCENT = 30;

export interface MarginLine {
  netTotal: number;
  custom: boolean;
  samplePack: boolean;
}

/** The margin an order is expected to make, in its minor units; null when it holds a sample pack. */
export function estimatedMargin(lines: readonly MarginLine[]): number | null {
  if (lines.some((line) => line.samplePack)) return null;
  return lines.reduce((sum, line) => sum + mulDivRound(line.netTotal, line.custom ? CUSTOM_MARGIN_PERCENT : STANDARD_MARGIN_PERCENT, 100), 0);
}

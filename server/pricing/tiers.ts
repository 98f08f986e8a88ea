import { QUANTITY_STEPS } from "@/lib/catalog/constants";

/** One tier of a volume price list: from range_start pieces on, each piece costs amount (minor units). */
export interface VolumePrice {
  range_start: number;
  amount: number;
}

/**
 * A volume price list at the shop's quantity steps, sorted by range_start. A
 * bigger tier is never dearer per piece than a smaller one, also after rounding.
 */
export function buildLadder(unitPriceAt: (quantity: number) => number, steps: readonly number[] = QUANTITY_STEPS): VolumePrice[] {
  const ladder: VolumePrice[] = [];
  for (const rangeStart of [...steps].sort((a, b) => a - b)) {
    const previous = ladder[ladder.length - 1];
    const amount = Math.max(1, unitPriceAt(rangeStart));
    ladder.push({ range_start: rangeStart, amount: previous ? Math.min(previous.amount, amount) : amount });
  }
  return ladder;
}

/** The tier a quantity falls into: the largest range_start not above it; undefined below the first. */
export function tierFor(ladder: readonly VolumePrice[], quantity: number): VolumePrice | undefined {
  let found: VolumePrice | undefined;
  for (const tier of ladder) {
    if (tier.range_start <= quantity) found = tier;
    else break;
  }
  return found;
}

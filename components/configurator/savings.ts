import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import type { LadderRow } from "@/lib/pricing/line-quote";

/**
 * "Save x% at y pieces": how much less a piece costs at each larger quantity of the
 * server's ladder than at the quantity chosen. Only a percentage of the server's own
 * figures, for display; no amount is worked out here (the cart charges the server's).
 */
export interface Saving {
  quantity: number;
  /** Whole per cent less per piece than at the chosen quantity; 0 for the chosen quantity and smaller ones. */
  percent: number;
}

const pieceOf = (row: LadderRow, display: PriceDisplay) => shownTotal({ total: row.unit_price, total_with_vat: row.unit_price_with_vat }, display);

export function savingsAgainst(ladder: readonly LadderRow[], quantity: number, display: PriceDisplay): Saving[] {
  const chosen = ladder.find((row) => row.quantity === quantity);
  const base = chosen ? pieceOf(chosen, display) : undefined;
  return ladder.map((row) => {
    if (base === undefined || base <= 0 || row.quantity <= quantity) return { quantity: row.quantity, percent: 0 };
    // Rounded down: a saving is never shown larger than it is.
    return { quantity: row.quantity, percent: Math.max(0, Math.floor((1 - pieceOf(row, display) / base) * 100)) };
  });
}

/** The next larger quantity that saves at least one per cent a piece, for the summary's nudge; undefined when none does. */
export function nextSaving(savings: readonly Saving[]): Saving | undefined {
  return savings.find((saving) => saving.percent >= 1);
}

import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import type { LadderRow } from "@/lib/pricing/line-quote";
import styles from "./drawn.module.css";
import { savingsAgainst } from "./savings";
import { fillNamed } from "./words";

/**
 * The server's price ladder as the shopper reads it: each quantity with its price a
 * piece, the total, and what a piece saves against the quantity chosen ("Save 45%").
 * A quantity is chosen from here too. The product page draws the table of its own quote
 * on the server (without `onChoose`), which stands in place until this code, after the
 * page's first load (./after-first-load), draws the configurator's.
 */
export interface SavingsLadderProps {
  ladder: readonly LadderRow[];
  quantity: number;
  display: PriceDisplay;
  format: (amount: number) => string;
  quantityLabel: (quantity: number) => string;
  /** Left out where the server draws the table: its buttons choose once the configurator's table has taken its place. */
  onChoose?: (quantity: number) => void;
  words: { quantity: string; unitPrice: string; total: string; saving: string; save: string; current: string; choose: string };
  busy: boolean;
}

export function SavingsLadder({ ladder, quantity, display, format, quantityLabel, onChoose, words, busy }: SavingsLadderProps) {
  const savings = savingsAgainst(ladder, quantity, display);
  return (
    <table className={styles.ladder} data-testid="price-ladder" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{words.quantity}</th>
          <th scope="col">{words.unitPrice}</th>
          <th scope="col">{words.total}</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>{words.saving}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {ladder.map((row, index) => {
          const current = row.quantity === quantity;
          const percent = savings[index]!.percent;
          const label = quantityLabel(row.quantity);
          return (
            <tr key={row.quantity} aria-current={current ? "true" : undefined}>
              <td>
                {current ? (
                  label
                ) : (
                  <button
                    type="button"
                    className={styles.ladderChoose}
                    onClick={onChoose ? () => onChoose(row.quantity) : undefined}
                    aria-label={fillNamed(words.choose, { quantity: label })}
                  >
                    {label}
                  </button>
                )}
              </td>
              <td>{format(shownTotal({ total: row.unit_price, total_with_vat: row.unit_price_with_vat }, display))}</td>
              <td>{format(shownTotal(row, display))}</td>
              <td>
                {current ? (
                  <span className={styles.currentBadge}>{words.current}</span>
                ) : percent > 0 ? (
                  <span className={styles.saveBadge}>{fillNamed(words.save, { percent: String(percent) })}</span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

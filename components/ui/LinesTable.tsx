import type { ReactNode } from "react";
import styles from "./shared.module.css";

/** One priced line of an order or an offer, its amounts already in words. */
export interface PricedLine {
  key: string | number;
  /** The product cell: its name and whatever is said under it. */
  name: ReactNode;
  quantity: number;
  unitPrice: string;
  total: string;
  /** The cell of the last column, when the table has one (the line's actions). */
  extra?: ReactNode;
  testId?: string;
}

export interface LinesTableProps {
  /** The column headings; `extra` adds a last column, its heading for screen readers only. */
  labels: { product: string; quantity: string; unitPrice: string; total: string; extra?: string };
  lines: readonly PricedLine[];
  /** The foot's rows (totals). */
  foot?: ReactNode;
  /** A page's own look, next to the shared one. */
  className?: string;
}

/** Lines as a table of product, quantity, unit price and line total; on narrow screens each line is a card. */
export function LinesTable({ labels, lines, foot, className }: LinesTableProps) {
  const extra = labels.extra !== undefined;
  return (
    <table className={`${styles.table} ${styles.stacked}${className ? ` ${className}` : ""}`}>
      <thead>
        <tr>
          <th scope="col">{labels.product}</th>
          <th scope="col" className={styles.amount}>
            {labels.quantity}
          </th>
          <th scope="col" className={styles.amount}>
            {labels.unitPrice}
          </th>
          <th scope="col" className={styles.amount}>
            {labels.total}
          </th>
          {extra ? (
            <th scope="col">
              <span className={styles.visuallyHidden}>{labels.extra}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-testid={line.testId}>
            <td data-label={labels.product}>{line.name}</td>
            <td data-label={labels.quantity} className={styles.amount}>
              {line.quantity}
            </td>
            <td data-label={labels.unitPrice} className={styles.amount}>
              {line.unitPrice}
            </td>
            <td data-label={labels.total} className={styles.amount}>
              {line.total}
            </td>
            {extra ? <td>{line.extra}</td> : null}
          </tr>
        ))}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
}

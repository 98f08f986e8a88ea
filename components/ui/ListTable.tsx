import type { ReactNode } from "react";
import styles from "./shared.module.css";

export interface ListColumn<Row> {
  /** The column's heading, and each cell's label where rows become cards on narrow screens. */
  label: string;
  cell(row: Row): ReactNode;
  /** Amounts are right-aligned and never break. */
  amount?: boolean;
  /** A column of each row's link: its heading is for screen readers only and its cells carry no label. */
  action?: boolean;
  /** The cells' own look. */
  className?: string;
}

export interface ListTableProps<Row> {
  /** What the table lists, said above it; omitted where the section's heading already says it. */
  caption?: ReactNode;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  rowTestId?: string;
  /** A page's own look, next to the shared one. */
  className?: string;
}

/** A list as a table, one row an item; on narrow screens each row is a card of labelled values. */
export function ListTable<Row>({ caption, columns, rows, rowKey, rowTestId, className }: ListTableProps<Row>) {
  const cellClass = (column: ListColumn<Row>) => [column.amount ? styles.amount : null, column.className].filter(Boolean).join(" ") || undefined;
  return (
    <table className={[styles.table, styles.stacked, className].filter(Boolean).join(" ")}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.amount ? styles.amount : undefined}>
              {column.action ? <span className={styles.visuallyHidden}>{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.action ? undefined : column.label} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

"use client";

import { useFormatter, useTranslations } from "next-intl";
import { LineConfiguration } from "@/components/orders/LineConfiguration";
import shared from "@/components/ui/shared.module.css";
import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import type { OfferLine } from "./api";
import styles from "./offers.module.css";

export interface OfferLinesProps {
  lines: readonly OfferLine[];
  /** The chosen lines' ids while the buyer can choose; null shows the lines without a choice. */
  chosen: ReadonlySet<number> | null;
  onToggle(id: number, chosen: boolean): void;
  money(minorUnits: number): string;
  /** The storefront's basis: with VAT where it shows gross prices, as its checkout will (docs/adr/0019-one-price-rule.md). */
  display: PriceDisplay;
  total: { label: string; amount: number };
}

/** An offer line's product facts in the shape the order's words read (the API names options in snake case here). */
function configuredLine(line: OfferLine) {
  const { material, print_mode: printMode, finish, print_quality: printQuality } = line.options;
  const options: Record<string, string> = {};
  for (const [key, value] of Object.entries({ material, printMode, finish, printQuality })) if (value) options[key] = value;
  return { sku: line.sku, options, express_delivery_option_id: null, paid_assets: [], samples: [] };
}

/** The offer's lines at the prices the manager set, each with its box to tick while the offer can be accepted. */
export function OfferLines({ lines, chosen, onToggle, money, display, total }: OfferLinesProps) {
  const t = useTranslations("Offer.lines");
  const format = useFormatter();
  return (
    <table className={`${shared.table} ${styles.table}`}>
      <thead>
        <tr>
          {chosen ? (
            <th scope="col" className={styles.choose}>
              {t("choose")}
            </th>
          ) : null}
          <th scope="col">{t("product")}</th>
          <th scope="col" className={shared.amount}>
            {t("quantity")}
          </th>
          <th scope="col" className={shared.amount}>
            {t("unitPrice")}
          </th>
          <th scope="col" className={shared.amount}>
            {t("total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-testid="offer-line" data-chosen={chosen ? chosen.has(line.id) : undefined}>
            {chosen ? (
              <td className={styles.choose}>
                <input
                  type="checkbox"
                  checked={chosen.has(line.id)}
                  onChange={(event) => onToggle(line.id, event.target.checked)}
                  aria-label={t("chooseLine", { name: line.name })}
                />
              </td>
            ) : null}
            <td data-label={t("product")}>
              <span className={styles.lineName}>{line.name}</span>
              {/* The size and options the manager offered, in the words the order and the invoice will use. */}
              <LineConfiguration line={configuredLine(line)} />
              {line.description ? <span className={styles.description}>{line.description}</span> : null}
            </td>
            <td data-label={t("quantity")} className={shared.amount}>
              {format.number(line.quantity)}
            </td>
            <td data-label={t("unitPrice")} className={shared.amount}>
              {money(shownTotal({ total: line.unit_price, total_with_vat: line.unit_price_with_vat }, display))}
            </td>
            <td data-label={t("total")} className={shared.amount}>
              {money(shownTotal(line, display))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={chosen ? 4 : 3}>
            {total.label}
          </th>
          <td className={`${shared.amount} ${styles.grand}`} data-testid="offer-total">
            {money(total.amount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

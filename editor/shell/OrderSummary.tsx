"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { saleUnitWords, type SaleUnit } from "@/lib/catalog/sale-units";
import { shownTotal } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { cartButtonKey, isRefusedConfiguration } from "./OrderPanel";
import styles from "./shell.module.css";
import { piecePrice, useLineQuote } from "./use-prices";

interface OrderSummaryProps {
  configuration: LineConfiguration;
  /** What the product is counted by: the price a roll of tape, a sheet of tissue, a piece of the rest. */
  saleUnit: SaleUnit;
  formatter: CurrencyFormatter;
  onAddToCart: () => void;
  busy: boolean;
  /** The open cart already holds this design's line. */
  inCart: boolean;
  /** Why the last attempt to add to the cart failed (the order panel says it in full, as an alert). */
  error?: string | null;
}

/**
 * The order in short, always in view (in the editor bar on a desktop, above the tool bar on a phone): the
 * line's total and its price a piece, and the way into the cart. It reads the same quote as the order panel
 * (one query for one configuration), so the two never disagree; quantity, quality and options stay in the
 * panel. The price has a room of its own, so a new figure never moves what is beside it.
 */
export function OrderSummary({ configuration, saleUnit, formatter, onAddToCart, busy, inCart, error = null }: OrderSummaryProps) {
  const t = useTranslations("Editor.order");
  const sale = saleUnitWords(saleUnit, useTranslations("Units"));
  const quoted = useLineQuote(configuration);
  const quote = quoted.isError ? undefined : quoted.data;
  const refused = isRefusedConfiguration(quoted.error);
  const format = (amount: number) => formatMinorUnits(amount, formatter);
  const total = quote ? format(shownTotal(quote, quote.price_display)) : null;
  const each = quote ? sale.each(format(piecePrice(quote, quote.price_display))) : null;

  return (
    <div className={styles.orderSummary} role="group" aria-label={t("summary")} data-testid="order-summary">
      <p className={styles.summaryPrice} aria-live="polite">
        <span className={styles.summaryTotal} data-testid="summary-total" title={total ?? undefined}>
          {total ?? "–"}
        </span>
        {/* A failed attempt shows here too, where the shopper pressed the button; in one line, the rest in its title. */}
        {error ? (
          <span className={`${styles.summaryEach} ${styles.error}`} title={error} data-testid="summary-error">
            {error}
          </span>
        ) : (
          <span className={styles.summaryEach} title={each ?? undefined}>
            {each ?? (quoted.isError ? "" : t("summaryNoPrice"))}
          </span>
        )}
      </p>
      <Button size="small" onClick={onAddToCart} disabled={busy || refused}>
        {t(cartButtonKey(inCart))}
      </Button>
    </div>
  );
}

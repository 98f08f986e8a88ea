"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { Button } from "@/components/ui/Button";
import type { PrintQuality } from "@/lib/catalog/constants";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { ProductFacts } from "./product";
import styles from "./shell.module.css";
import { usePrices } from "./use-prices";

interface OrderPanelProps {
  product: ProductFacts;
  quantities: readonly number[];
  quantity: number;
  onQuantity: (quantity: number) => void;
  printQuality: PrintQuality;
  onChangeQuality: () => void;
  formatter: CurrencyFormatter;
  onAddToCart: () => void;
  /** Why the last attempt to add to the cart failed, in the shopper's words. */
  error: string | null;
  busy: boolean;
}

/** Quantity, print quality and price of the design's box, and the way into the cart. */
export function OrderPanel({ product, quantities, quantity, onQuantity, printQuality, onChangeQuality, formatter, onAddToCart, error, busy }: OrderPanelProps) {
  const t = useTranslations("Editor.order");
  const tQuality = useTranslations("Editor.quality");
  const headingId = useId();
  const quantityId = useId();
  const prices = usePrices(product, printQuality, quantities);
  const price = prices.data?.get(quantity);
  const format = (amount: number) => formatMinorUnits(amount, formatter);

  return (
    <section className={`${styles.panel} ${styles.orderPanel}`} aria-labelledby={headingId} data-testid="order-panel">
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      <div className={styles.field}>
        <label htmlFor={quantityId}>{t("quantity")}</label>
        <select id={quantityId} value={quantity} onChange={(event) => onQuantity(Number(event.target.value))}>
          {quantities.map((option) => {
            const optionPrice = prices.data?.get(option);
            return (
              <option key={option} value={option}>
                {optionPrice ? t("quantityOption", { count: option, price: format(optionPrice.unit) }) : t("pieces", { count: option })}
              </option>
            );
          })}
        </select>
      </div>
      <div className={styles.qualityRow}>
        <span>
          {t("quality")}: <strong>{tQuality(`names.${printQuality}`)}</strong>
        </span>
        {product.printQualities.length > 1 ? (
          <button type="button" className={styles.linkButton} onClick={onChangeQuality}>
            {tQuality("change")}
          </button>
        ) : null}
      </div>
      <div className={styles.price} aria-live="polite">
        {prices.isError ? <p className={styles.hint}>{t("priceError")}</p> : null}
        {price ? (
          <>
            <p className={styles.total} data-testid="editor-total">
              {format(price.total)}
            </p>
            <p className={styles.hint}>
              {t("perPiece", { price: format(price.unit) })} · {price.display === "gross" ? t("vatIncluded") : price.display === "net-plus-vat" ? t("vatExcluded") : t("noVat")}
            </p>
          </>
        ) : null}
        {prices.isFetching && prices.isPlaceholderData ? <BusyOverlay state="updatingQuantityQuality" inline /> : null}
      </div>
      <Button size="large" onClick={onAddToCart} disabled={busy}>
        {t("addToCart")}
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

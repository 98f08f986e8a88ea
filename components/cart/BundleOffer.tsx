"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import styles from "./cart.module.css";
import { useCart } from "./useCart";

/**
 * One bundle on /bundles: the shopper picks one quantity for all its products and
 * adds them together. The price of each quantity comes from the server with the
 * page; choosing a quantity only looks it up.
 */

export interface BundleOfferProps {
  name: string;
  skus: readonly string[];
  /** The whole bundle's price at each quantity step, as the storefront shows prices. */
  prices: readonly { quantity: number; price: number }[];
  formatter: CurrencyFormatter;
}

export function BundleOffer({ name, skus, prices, formatter }: BundleOfferProps) {
  const t = useTranslations("Cart.bundles");
  const tLines = useTranslations("Cart.lines");
  const id = useId();
  const path = useRegionPath();
  const cart = useCart(formatter);
  const [quantity, setQuantity] = useState(prices[0]?.quantity ?? 0);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const price = prices.find((entry) => entry.quantity === quantity)?.price;

  async function add() {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (cart.pending > 0) return;
    setError(null);
    setAdded(false);
    setAdded(await cart.addBundle(skus, quantity, { onError: setError }));
  }

  return (
    <div className={styles.cardFoot}>
      <div className={styles.field}>
        <label htmlFor={`${id}-quantity`}>{t("quantity")}</label>
        <select id={`${id}-quantity`} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))} aria-describedby={`${id}-price`}>
          {prices.map((entry) => (
            <option key={entry.quantity} value={entry.quantity}>
              {tLines("pieces", { count: entry.quantity })}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-price`} className={styles.cardPrice} aria-live="polite">
        {price !== undefined ? t("price", { price: formatMinorUnits(price, formatter) }) : null}
      </p>
      <Button onClick={add} disabled={cart.status !== "ready"} aria-label={t("addLabel", { name })}>
        {t("add")}
      </Button>
      <div role="status">
        {added ? (
          <p className={styles.notice}>
            {t("added", { name })} <Link href={path("/cart")}>{t("viewCart")}</Link>
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {cart.activity && cart.activity !== "quiet" ? <BusyOverlay state={cart.activity} /> : null}
    </div>
  );
}

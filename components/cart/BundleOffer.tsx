"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { AddToCartAction } from "./AddToCartAction";
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
  const cart = useCart(formatter);
  const [quantity, setQuantity] = useState(prices[0]?.quantity ?? 0);
  const price = prices.find((entry) => entry.quantity === quantity)?.price;

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
      <AddToCartAction namespace="Cart.bundles" name={name} cart={cart} add={(onError) => cart.addBundle(skus, quantity, { onError })} />
    </div>
  );
}

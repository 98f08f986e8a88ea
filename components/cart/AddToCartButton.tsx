"use client";

import type { CurrencyFormatter } from "@/lib/money/format";
import { AddToCartAction } from "./AddToCartAction";
import styles from "./cart.module.css";
import type { NewLine } from "./types";
import { useCart } from "./useCart";

/** Adds one suggested product or service to the visitor's cart (created if needed), right where it is suggested. */

export interface AddToCartButtonProps {
  line: NewLine;
  /** The product or service, for the button's accessible name and the confirmation. */
  name: string;
  formatter: CurrencyFormatter;
}

export function AddToCartButton({ line, name, formatter }: AddToCartButtonProps) {
  const cart = useCart(formatter);
  return (
    <div className={styles.stack}>
      <AddToCartAction namespace="Cart.crossSell" name={name} cart={cart} add={(onError) => cart.addLine(line, { onError })} />
    </div>
  );
}

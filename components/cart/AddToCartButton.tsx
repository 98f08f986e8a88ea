"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import type { CurrencyFormatter } from "@/lib/money/format";
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
  const t = useTranslations("Cart.crossSell");
  const path = useRegionPath();
  const cart = useCart(formatter);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  async function add() {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (cart.pending > 0) return;
    setError(null);
    setAdded(false);
    setAdded(await cart.addLine(line, { onError: setError }));
  }

  return (
    <div className={styles.stack}>
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

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import styles from "./cart.module.css";
import type { useCart } from "./useCart";

/**
 * The add button of a suggestion or a bundle with what follows it: the
 * confirmation with a link to the cart, the error, and the busy overlay.
 */

export interface AddToCartActionProps {
  /** Where the words come from; both namespaces have add, addLabel, added and viewCart. */
  namespace: "Cart.crossSell" | "Cart.bundles";
  name: string;
  cart: ReturnType<typeof useCart>;
  /** Adds to the cart; answers whether it worked. */
  add: (onError: (message: string) => void) => Promise<boolean>;
}

export function AddToCartAction({ namespace, name, cart, add }: AddToCartActionProps) {
  const t = useTranslations(namespace);
  const path = useRegionPath();
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  async function onClick() {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (cart.pending > 0) return;
    setError(null);
    setAdded(false);
    setAdded(await add(setError));
  }

  return (
    <>
      <Button onClick={onClick} disabled={cart.status !== "ready"} aria-label={t("addLabel", { name })}>
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
    </>
  );
}

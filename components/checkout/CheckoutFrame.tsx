"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import layout from "@/components/ui/layout.module.css";
import { LoadFailed } from "@/components/ui/LoadFailed";
import shared from "@/components/ui/shared.module.css";
import styles from "./checkout.module.css";

/**
 * The frame of the checkout and payment pages, whatever they show: the order,
 * the wait while it loads (as tall as a step, so the footer does not jump), or
 * why it could not be loaded.
 */
export function CheckoutFrame({ state, children }: { state?: "loading" | "failed"; children: ReactNode }) {
  return <div className={[shared.page, layout.page, styles.page, state && styles[state]].filter(Boolean).join(" ")}>{children}</div>;
}

/** The checkout or payment page when its order could not be loaded: trying again is all there is to do. */
export function CheckoutLoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useTranslations("Checkout");
  return (
    <CheckoutFrame state="failed">
      <LoadFailed message={t("errors.generic")} retryLabel={t("retry")} retryVariant="primary" onRetry={onRetry} />
    </CheckoutFrame>
  );
}

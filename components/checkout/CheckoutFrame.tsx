import type { ReactNode } from "react";
import layout from "@/components/ui/layout.module.css";
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

"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import styles from "../checkout.module.css";

/** The end of a card form: that the card is safe with us, and the button that pays the amount (saying so while it pays). */
export function PayButton({ paying, disabled, amountLabel }: { paying: boolean; disabled: boolean; amountLabel: string }) {
  const t = useTranslations("Checkout");
  return (
    <>
      <p className={styles.aside}>{t("payment.secure")}</p>
      <div className={styles.actions}>
        <Button type="submit" size="large" disabled={disabled}>
          {paying ? t("payment.paying") : t("payment.submit", { amount: amountLabel })}
        </Button>
      </div>
    </>
  );
}

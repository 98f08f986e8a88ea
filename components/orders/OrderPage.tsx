"use client";

import { useTranslations } from "next-intl";
import { AccountShell } from "@/components/account/pages/AccountShell";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import { OrderSection } from "./OrderSection";
import styles from "./orders.module.css";
import type { Formatters } from "./words";

/** /account/orders/{orderNumber}: one of the account's orders, with the way back to the list. */
export function OrderPage({ orderNumber, formatters }: { orderNumber: string; formatters: Formatters }) {
  const t = useTranslations("Orders");
  const path = useRegionPath();
  return (
    <AccountShell section="orders" title={t("order.title", { number: orderNumber })}>
      {(user) => (
        <>
          <p className={styles.back}>
            <Link href={path("/account/orders")}>← {t("order.back")}</Link>
          </p>
          <OrderSection number={orderNumber} userId={user.id} formatters={formatters} />
        </>
      )}
    </AccountShell>
  );
}

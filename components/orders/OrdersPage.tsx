"use client";

import { useTranslations } from "next-intl";
import { AccountShell } from "@/components/account/pages/AccountShell";
import { OrdersSection } from "./OrdersSection";
import type { Formatters } from "./words";

/** /account/orders (pl: /konto/zamowienia): the account's orders. */
export function OrdersPage({ formatters }: { formatters: Formatters }) {
  const t = useTranslations("Orders");
  return (
    <AccountShell section="orders" title={t("title")}>
      {(user) => <OrdersSection userId={user.id} formatters={formatters} />}
    </AccountShell>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { OrderTable } from "@/components/orders/OrderList";
import type { Formatters } from "@/components/orders/words";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { listOrders } from "./api";
import { plusOrdersKey } from "./ItemsPage";
import { orderPath, PLUS_PATHS } from "./paths";
import { PlusShell } from "./PlusShell";

/** /boxwright-plus/orders: the buyer's placed and canceled orders, newest first, each opening inside the dashboard. */
export function OrdersPage({ formatters }: { formatters: Formatters }) {
  const t = useTranslations("Plus.orders");
  return (
    <PlusShell section="orders" title={t("title")} here={PLUS_PATHS.orders}>
      {(user) => <OrdersSection userId={user.id} formatters={formatters} />}
    </PlusShell>
  );
}

export function OrdersSection({ userId, formatters }: { userId: number; formatters: Formatters }) {
  const t = useTranslations("Plus.orders");
  const api = useApi();
  const path = useRegionPath();
  const orders = useQuery({ queryKey: plusOrdersKey(userId), queryFn: () => listOrders(api), retry: 1 });

  if (orders.isPending) return <Loader label={t("loading")} />;
  if (orders.isError) return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState id="plus-orders-empty" title={t("emptyTitle")} body={t("emptyBody")}>
        <Link href={path(PLUS_PATHS.catalogue)} variant="primary">
          {t("emptyAction")}
        </Link>
      </EmptyState>
    );
  return <OrderTable orders={orders.data} formatters={formatters} detailsPath={(number) => orderPath(number, "details")} rowTestId="plus-order-row" />;
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useApi } from "@/components/providers/AppProviders";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { OrderList } from "./OrderList";
import type { Formatters } from "./words";

/** The signed-in user's orders from GET orders/mine (complete and canceled only, as the spec's lists are). */
export function OrdersSection({ userId, formatters }: { userId: number; formatters: Formatters }) {
  const t = useTranslations("Orders");
  const api = useApi();
  const orders = useQuery({
    queryKey: ["orders", userId],
    queryFn: async () => (await api.get("/orders/mine", { auth: true }))?.orders ?? [],
    retry: 1,
  });

  if (orders.isPending) return <Loader label={t("loading")} />;
  if (orders.isError) return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void orders.refetch()} />;
  return <OrderList orders={orders.data} formatters={formatters} />;
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormMessage } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { ApiError } from "@/lib/api/errors";
import { OrderDetails } from "./OrderDetails";
import type { Formatters } from "./words";

/** The query key of one order of one user (or of a link's holder): a new identity never sees the previous one's order. */
export const orderKey = (userId: number, number: string, linkToken: string | null = null) => ["order", userId, number, linkToken] as const;

interface OrderSectionProps {
  number: string;
  userId: number;
  formatters: Formatters;
  /** The order's link from the URL: it opens the order for a guest, in place of the account. */
  linkToken?: string | null;
  /** What to offer when the order is not the caller's (another account's order, or none). */
  notFound?: ReactNode;
}

/**
 * Loads one of the caller's orders (or the order the link opens) and shows it;
 * another user's order reads as not found, an expired or wrong link says so.
 */
export function OrderSection({ number, userId, formatters, linkToken = null, notFound }: OrderSectionProps) {
  const t = useTranslations("Orders");
  const api = useApi();
  const order = useQuery({
    queryKey: orderKey(userId, number, linkToken),
    queryFn: () => api.get("/orders/{number}", { path: { number }, auth: true, params: linkToken ? { workflow_token: linkToken } : undefined }),
    // An order that is not there will not appear by asking again; a failing server might recover.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  if (order.isPending) return <Loader label={t("order.loading")} />;
  if (order.isError || !order.data) {
    const link = order.error instanceof ApiError ? linkRefusal(order.error) : null;
    if (link)
      return (
        <>
          <FormMessage error={t(`order.${link}`)} />
          {notFound}
        </>
      );
    const missing = order.isError ? order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400) : true;
    if (missing)
      return (
        <>
          <FormMessage error={t("order.notFound")} />
          {notFound}
        </>
      );
    return <LoadFailed message={t("order.error")} retryLabel={t("retry")} onRetry={() => void order.refetch()} />;
  }
  return <OrderDetails order={order.data} formatters={formatters} linkToken={linkToken} />;
}

/** What the API said of the order's link: it ran out (410), or it is not this order's (403). */
function linkRefusal(error: ApiError): "linkExpired" | "linkInvalid" | null {
  if (error.status === 410 || error.code === "order_link_expired") return "linkExpired";
  if (error.code === "order_link_invalid") return "linkInvalid";
  return null;
}

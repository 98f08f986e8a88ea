"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import layout from "@/components/ui/layout.module.css";
import type { ProductNames } from "@/components/account/boxes/sku";
import { FormMessage } from "@/components/ui/fields";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { listMyQuoteRequests } from "./api";
import styles from "./quotes.module.css";
import { requestTone, useQuoteWords } from "./words";

/** The query key of one user's requests: a new identity never sees the previous one's. */
export const myQuoteRequestsKey = (userId: number) => ["quote-requests", userId] as const;

/**
 * /quote-request: the visitor's own quote requests, newest first. Requests can be
 * sent without an account, so this needs no sign-in: the anonymous visitor's
 * token owns what it sent, and an account's requests appear once signed in.
 */
export function QuoteRequestsPage({ productNames }: { productNames: ProductNames }) {
  const t = useTranslations("Quotes.list");
  const { user, status } = useSession();
  const path = useRegionPath();

  return (
    <div className={`${shared.page} ${layout.page}`}>
      <div className={styles.titleRow}>
        <h1>{t("title")}</h1>
        <Link href={path("/quote")} variant="secondary">
          {t("new")}
        </Link>
      </div>
      {status === "error" ? (
        <FormMessage error={t("error")} />
      ) : !user ? (
        <Loader label={t("loading")} />
      ) : (
        <>
          <RequestList userId={user.id} productNames={productNames} />
          {user.anonymous ? (
            <p className={styles.aside}>
              {t("signIn")} <Link href={`${path("/sign_in")}?${new URLSearchParams({ redirect: path("/quote-request") })}`}>{t("signInAction")}</Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function RequestList({ userId, productNames }: { userId: number; productNames: ProductNames }) {
  const t = useTranslations("Quotes.list");
  const api = useApi();
  const path = useRegionPath();
  const words = useQuoteWords(productNames);
  const requests = useQuery({
    queryKey: myQuoteRequestsKey(userId),
    // Newest first, as the API sends them; sorted here too so the list never depends on it.
    queryFn: async () => (await listMyQuoteRequests(api)).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)),
    retry: 1,
  });

  if (requests.isPending) return <Loader label={t("loading")} />;
  if (requests.isError) return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void requests.refetch()} />;

  if (requests.data.length === 0)
    return (
      <EmptyState id="quote-requests-empty" title={t("empty.title")} body={t("empty.body")}>
        <Link href={path("/quote")} variant="primary">
          {t("empty.action")}
        </Link>
      </EmptyState>
    );

  return (
    <section className={shared.section}>
      <table className={`${shared.table} ${shared.stacked}`}>
        <caption>{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("number")}</th>
            <th scope="col">{t("mode")}</th>
            <th scope="col">{t("summary")}</th>
            <th scope="col">{t("state")}</th>
            <th scope="col">{t("date")}</th>
            <th scope="col">
              <span className={shared.visuallyHidden}>{t("view")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.data.map((request) => (
            <tr key={request.id} data-testid="quote-request-row">
              <td data-label={t("number")}>{request.number}</td>
              <td data-label={t("mode")}>{words.mode(request.mode)}</td>
              <td data-label={t("summary")} className={styles.summary}>
                {words.summary(request)}
              </td>
              <td data-label={t("state")}>
                <span className={shared.badge} data-tone={requestTone(request.state)}>
                  {words.state(request.state)}
                </span>
              </td>
              <td data-label={t("date")}>{words.date(request.created_at)}</td>
              <td>
                <Link href={path(`/account/quote_requests/${encodeURIComponent(request.number)}`)} aria-label={t("viewLabel", { number: request.number })}>
                  {t("view")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

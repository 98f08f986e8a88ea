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
import { Badge } from "@/components/ui/Badge";
import { ListTable } from "@/components/ui/ListTable";
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
      <ListTable
        caption={t("caption")}
        rows={requests.data}
        rowKey={(request) => request.id}
        rowTestId="quote-request-row"
        columns={[
          { label: t("number"), cell: (request) => request.number },
          { label: t("mode"), cell: (request) => words.mode(request.mode) },
          { label: t("summary"), className: styles.summary, cell: (request) => words.summary(request) },
          { label: t("state"), cell: (request) => <Badge tone={requestTone(request.state)}>{words.state(request.state)}</Badge> },
          { label: t("date"), cell: (request) => words.date(request.created_at) },
          {
            label: t("view"),
            action: true,
            cell: (request) => (
              <Link href={path(`/account/quote_requests/${encodeURIComponent(request.number)}`)} aria-label={t("viewLabel", { number: request.number })}>
                {t("view")}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}

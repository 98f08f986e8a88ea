"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Badge } from "@/components/ui/Badge";
import { ListTable } from "@/components/ui/ListTable";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { QUOTE_MODES, QUOTE_REQUEST_STATES } from "@/lib/b2b/states";
import { listQuoteRequests, type QuoteRequest, type QuoteRequestFilter } from "./api";
import { quoteRequestsKey } from "./keys";
import styles from "./manager.module.css";
import { StateFilter } from "./StateFilter";
import { ManagerShell, retryServerErrors } from "./ManagerShell";
import type { ManagerStorefront, ProductNames } from "./setup";
import { requestTone, useManagerWords, type ManagerWords } from "./words";

const FILTERS: readonly QuoteRequestFilter[] = ["all", ...QUOTE_REQUEST_STATES];

/** The longest part of a brief the inbox shows; the request's page has all of it. */
const EXCERPT = 90;

/** What was asked for, in a line: the product and quantity of a quick request, the start of a brief. */
export function requestSummary(request: QuoteRequest, productNames: ProductNames, t: ReturnType<typeof useTranslations<"Manager">>): string {
  if (request.mode === QUOTE_MODES.qr) {
    const product = (request.product_slug && productNames[request.product_slug]) || request.product_slug || t("request.noProduct");
    const parts = [request.quantity === null ? product : t("request.productQuantity", { product, quantity: request.quantity })];
    if (request.dimensions) parts.push(request.dimensions);
    return parts.join(" · ");
  }
  const text = request.message.trim().replace(/\s+/g, " ");
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;
}

/** /manager: the quote requests buyers sent, newest first, filtered by state. */
export function InboxPage({ productNames }: { productNames: ProductNames }) {
  const t = useTranslations("Manager");
  return (
    <ManagerShell section="inbox" title={t("inbox.title")}>
      {() => <Inbox productNames={productNames} />}
    </ManagerShell>
  );
}

const NO_STOREFRONTS: readonly ManagerStorefront[] = [];

function Inbox({ productNames }: { productNames: ProductNames }) {
  const t = useTranslations("Manager");
  const api = useApi();
  const words = useManagerWords(NO_STOREFRONTS);
  const [filter, setFilter] = useState<QuoteRequestFilter>("all");
  const requests = useQuery({ queryKey: quoteRequestsKey(filter), queryFn: () => listQuoteRequests(api, filter), retry: retryServerErrors });

  return (
    <>
      <StateFilter<QuoteRequestFilter>
        label={t("inbox.filter")}
        states={FILTERS}
        value={filter}
        onChange={setFilter}
        nameOf={(state) => (state === "all" ? t("inbox.all") : words.requestState(state))}
      />
      {requests.isPending ? (
        <Loader label={t("inbox.loading")} />
      ) : requests.isError ? (
        <LoadFailed message={t("inbox.failed")} retryLabel={t("retry")} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <p className={shared.muted}>{filter === "all" ? t("inbox.empty") : t("inbox.emptyState", { state: words.requestState(filter) })}</p>
      ) : (
        <RequestTable requests={requests.data} productNames={productNames} words={words} />
      )}
    </>
  );
}

function RequestTable({ requests, productNames, words }: { requests: readonly QuoteRequest[]; productNames: ProductNames; words: ManagerWords }) {
  const t = useTranslations("Manager");
  const path = useRegionPath();
  return (
    <ListTable
      className={styles.table}
      caption={t("inbox.caption")}
      rows={requests}
      rowKey={(request) => request.id}
      rowTestId="request-row"
      columns={[
        {
          label: t("inbox.number"),
          cell: (request) => <Link href={path(`/manager/quote_requests/${encodeURIComponent(request.number)}`)}>{request.number}</Link>,
        },
        { label: t("inbox.mode"), cell: (request) => words.mode(request.mode) },
        {
          label: t("inbox.buyer"),
          cell: (request) => (
            <>
              {request.name}
              <span className={styles.small}>{request.email}</span>
              {request.company_name ? <span className={styles.small}>{request.company_name}</span> : null}
            </>
          ),
        },
        { label: t("inbox.request"), cell: (request) => requestSummary(request, productNames, t) },
        { label: t("inbox.received"), cell: (request) => words.date(request.created_at) },
        { label: t("inbox.state"), cell: (request) => <Badge tone={requestTone(request.state)}>{words.requestState(request.state)}</Badge> },
      ]}
    />
  );
}

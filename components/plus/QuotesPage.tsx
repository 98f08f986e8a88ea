"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ProductNames } from "@/components/account/boxes/sku";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { Badge } from "@/components/ui/Badge";
import { StatusHeading } from "@/components/ui/StatusHeading";
import shared from "@/components/ui/shared.module.css";
import { QUOTE_MODES } from "@/lib/b2b/states";
import { listQuoteRequests, type QuoteOffer, type QuoteRequest } from "./api";
import { offerPath, PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";
import { PlusShell } from "./PlusShell";
import { usePlusWords, type PlusWords } from "./words";

export const plusQuotesKey = (userId: number) => ["plus-quote-requests", userId] as const;

/** Offers the buyer can still act on are marked as waiting for them. */
const OFFER_TONES = { draft: "wait", sent: "good", viewed: "good", accepted: "good", expired: "bad", withdrawn: "bad" } as const;
const REQUEST_TONES = { new: "wait", in_progress: "wait", offered: "good", closed: "bad" } as const;

/** /boxwright-plus/quotes: the buyer's quote requests, newest first, each with the offers sent for it. */
export function QuotesPage({ productNames }: { productNames: ProductNames }) {
  const t = useTranslations("Plus.quotes");
  return (
    <PlusShell section="quotes" title={t("title")} here={PLUS_PATHS.quotes}>
      {(user) => <QuotesSection userId={user.id} productNames={productNames} />}
    </PlusShell>
  );
}

export function QuotesSection({ userId, productNames }: { userId: number; productNames: ProductNames }) {
  const t = useTranslations("Plus.quotes");
  const api = useApi();
  const path = useRegionPath();
  const words = usePlusWords(productNames);
  const requests = useQuery({ queryKey: plusQuotesKey(userId), queryFn: () => listQuoteRequests(api), retry: 1 });

  if (requests.isPending) return <Loader label={t("loading")} />;
  if (requests.isError) return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void requests.refetch()} />;

  const newRequest = (
    <Link href={path("/quote")} variant="primary">
      {t("newRequest")}
    </Link>
  );

  if (requests.data.length === 0)
    return (
      <EmptyState id="plus-quotes-empty" title={t("emptyTitle")} body={t("emptyBody")}>
        {newRequest}
      </EmptyState>
    );

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t("intro")}</p>
        {newRequest}
      </div>
      <ul className={styles.rows} aria-label={t("listLabel")}>
        {requests.data.map((request) => (
          <QuoteRequestRow key={request.id} request={request} words={words} />
        ))}
      </ul>
    </>
  );
}

function QuoteRequestRow({ request, words }: { request: QuoteRequest; words: PlusWords }) {
  const t = useTranslations("Plus.quotes");
  const path = useRegionPath();
  const headingId = `quote-request-${request.id}`;
  return (
    <li className={shared.section} data-testid="quote-request" aria-labelledby={headingId}>
      <StatusHeading id={headingId} title={t("request", { number: request.number })} tone={REQUEST_TONES[request.state]} state={t(`state.${request.state}`)} />
      <p className={styles.facts}>{t("requested", { date: words.date(request.created_at) })}</p>
      <p>{summaryOf(request, words, t)}</p>
      {request.manager ? <p className={styles.facts}>{t("manager", { name: request.manager.name })}</p> : null}

      <h3 className={shared.subheading}>{t("offers")}</h3>
      {request.offers.length === 0 ? (
        <p className={styles.facts}>{t("noOffers")}</p>
      ) : (
        <ul className={shared.list}>
          {request.offers.map((offer) => (
            <OfferRow key={offer.token} offer={offer} number={request.number} words={words} />
          ))}
        </ul>
      )}
      <p>
        <Link href={path(`/account/quote_requests/${encodeURIComponent(request.number)}`)} aria-label={t("detailsLabel", { number: request.number })}>
          {t("details")}
        </Link>
      </p>
    </li>
  );
}

function OfferRow({ offer, number, words }: { offer: QuoteOffer; number: string; words: PlusWords }) {
  const t = useTranslations("Plus");
  const path = useRegionPath();
  const validUntil = words.validUntil(offer.valid_until);
  const withdrawn = offer.state === "withdrawn";
  return (
    <li data-testid="quote-offer">
      <Badge tone={OFFER_TONES[offer.state]}>{t(`offer.state.${offer.state}`)}</Badge>{" "}
      {/* A withdrawn offer is valid until no day: it reads as withdrawn, and only that. */}
      {withdrawn ? null : <span className={styles.facts}>{t("offer.validUntil", { date: validUntil })}</span>}{" "}
      <Link
        href={path(offerPath(offer.token))}
        aria-label={withdrawn ? t("quotes.viewWithdrawnOfferLabel", { number }) : t("quotes.viewOfferLabel", { number, date: validUntil })}
      >
        {t("quotes.viewOffer")}
      </Link>
    </li>
  );
}

type QuotesT = ReturnType<typeof useTranslations<"Plus.quotes">>;

/** What was asked for: the product and quantity of a quick request, the description of a brief. */
function summaryOf(request: QuoteRequest, words: PlusWords, t: QuotesT): string {
  if (request.mode === QUOTE_MODES.brief) return t("brief", { message: shorten(request.message ?? "") });
  return [
    request.product_slug ? words.product(request.product_slug, request.product_slug) : null,
    request.quantity ? t("quantity", { quantity: request.quantity }) : null,
    request.dimensions || null,
  ]
    .filter(Boolean)
    .join(" · ");
}

const SUMMARY_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= SUMMARY_LENGTH ? flat : `${flat.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

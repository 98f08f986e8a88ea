"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import layout from "@/components/ui/layout.module.css";
import type { ProductNames } from "@/components/account/boxes/sku";
import { FormMessage } from "@/components/ui/fields";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { Badge } from "@/components/ui/Badge";
import { StatusHeading } from "@/components/ui/StatusHeading";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import { QUOTE_MODES } from "@/lib/b2b/states";
import { fetchQuoteRequest, isNotFound, type QuoteRequest } from "./api";
import styles from "./quotes.module.css";
import { offerTone, requestTone, useQuoteWords, type QuoteWords } from "./words";

/** The query key of one request of one user: a new identity never sees the previous one's. */
export const quoteRequestKey = (userId: number, number: string) => ["quote-request", userId, number] as const;

/**
 * /account/quote_requests/{number}: one request as its maker sees it. A request
 * may have been sent without an account, and then its maker is the anonymous
 * visitor's token, so this page asks for no sign-in; someone else's request
 * reads as not found, with the way to sign in to the account it may belong to.
 */
export function QuoteRequestPage({ number, productNames }: { number: string; productNames: ProductNames }) {
  const t = useTranslations("Quotes.request");
  const { user, status } = useSession();
  const path = useRegionPath();
  const here = path(`/account/quote_requests/${encodeURIComponent(number)}`);

  return (
    <div className={`${shared.page} ${layout.page}`}>
      <h1>{t("title", { number })}</h1>
      <p className={styles.back}>
        <Link href={path("/quote-request")}>← {t("back")}</Link>
      </p>
      {status === "error" ? (
        <FormMessage error={t("error")} />
      ) : !user ? (
        <Loader label={t("loading")} />
      ) : (
        <RequestSection
          number={number}
          userId={user.id}
          productNames={productNames}
          notFound={
            user.anonymous ? (
              <p>
                <Link href={`${path("/sign_in")}?${new URLSearchParams({ redirect: here })}`} variant="primary">
                  {t("signIn")}
                </Link>
              </p>
            ) : null
          }
        />
      )}
    </div>
  );
}

function RequestSection({ number, userId, productNames, notFound }: { number: string; userId: number; productNames: ProductNames; notFound: ReactNode }) {
  const t = useTranslations("Quotes.request");
  const api = useApi();
  const words = useQuoteWords(productNames);
  const request = useQuery({
    queryKey: quoteRequestKey(userId, number),
    queryFn: () => fetchQuoteRequest(api, number),
    // A request that is not there will not appear by asking again; a failing server might recover.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  if (request.isPending) return <Loader label={t("loading")} />;
  if (request.isError) {
    if (isNotFound(request.error))
      return (
        <>
          <FormMessage error={t("notFound")} />
          {notFound}
        </>
      );
    return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void request.refetch()} />;
  }
  return <RequestDetails request={request.data} words={words} />;
}

function RequestDetails({ request, words }: { request: QuoteRequest; words: QuoteWords }) {
  const t = useTranslations("Quotes.request");
  const qr = request.mode === QUOTE_MODES.qr;
  const { budget, deadline, ...otherDetails } = request.details;

  return (
    <div data-testid="quote-request">
      <section className={shared.section} aria-labelledby="quote-request-status">
        <StatusHeading id="quote-request-status" title={t("status")} tone={requestTone(request.state)} state={words.state(request.state)} />
        <p className={shared.muted}>{t("sent", { date: words.date(request.created_at) })}</p>
        <div>
          <h3 className={styles.subheading}>{t("manager")}</h3>
          {request.manager ? (
            <p className={styles.manager}>
              {request.manager.avatar ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small picture from wherever the account keeps it
                <img src={request.manager.avatar} alt="" width={40} height={40} className={styles.avatar} />
              ) : null}
              <span>
                {request.manager.name ? `${request.manager.name} · ` : null}
                <a href={`mailto:${request.manager.email}`}>{request.manager.email}</a>
              </span>
            </p>
          ) : (
            <p className={shared.muted}>{t("noManager")}</p>
          )}
        </div>
      </section>

      <section className={shared.section} aria-labelledby="quote-request-offers">
        <h2 id="quote-request-offers">{t("offers")}</h2>
        {request.offers.length === 0 ? (
          <p className={shared.muted}>{t("noOffers")}</p>
        ) : (
          <ul className={shared.list}>
            {request.offers.map((offer) => (
              <li key={offer.token} className={styles.offer} data-testid="quote-offer">
                <Badge tone={offerTone(offer.state)}>{words.offerState(offer.state)}</Badge>
                {/* A withdrawn offer is valid until no day: it reads as withdrawn, and only that. */}
                {offer.state === "withdrawn" ? null : <span>{t("offerValid", { date: words.validUntil(offer.valid_until) })}</span>}
                <Link
                  href={offer.url}
                  variant="secondary"
                  size="small"
                  aria-label={offer.state === "withdrawn" ? t("viewWithdrawnOfferLabel") : t("viewOfferLabel", { date: words.validUntil(offer.valid_until) })}
                >
                  {t("viewOffer")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={shared.section} aria-labelledby="quote-request-what">
        <h2 id="quote-request-what">{t("what")}</h2>
        <dl className={styles.facts}>
          <Fact term={t("mode")}>{words.mode(request.mode)}</Fact>
          {qr && request.product_slug ? <Fact term={t("product")}>{words.product(request.product_slug)}</Fact> : null}
          {qr && request.quantity !== null ? <Fact term={t("quantity")}>{request.quantity}</Fact> : null}
          {request.dimensions ? <Fact term={t("dimensions")}>{request.dimensions}</Fact> : null}
          {budget ? <Fact term={t("budget")}>{budget}</Fact> : null}
          {deadline ? <Fact term={t("deadline")}>{words.day(deadline)}</Fact> : null}
          {Object.entries(otherDetails).map(([key, value]) => (
            <Fact key={key} term={key}>
              {value}
            </Fact>
          ))}
        </dl>
        {request.message ? (
          <div>
            <h3 className={styles.subheading}>{qr ? t("message") : t("brief")}</h3>
            <p className={styles.message}>{request.message}</p>
          </div>
        ) : null}
        <div>
          <h3 className={styles.subheading}>{t("files")}</h3>
          {request.files.length === 0 ? (
            <p className={shared.muted}>{t("noFiles")}</p>
          ) : (
            <ul className={styles.fileLinks}>
              {request.files.map((file) => (
                <li key={file.id}>
                  {/* The API serves it to the request's maker, known by the token cookie the browser sends along. */}
                  <a href={file.url} download={file.name}>
                    {file.name}
                  </a>{" "}
                  <span className={shared.muted}>({words.fileSize(file.byte_size)})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={shared.section} aria-labelledby="quote-request-contact">
        <h2 id="quote-request-contact">{t("contact")}</h2>
        <dl className={styles.facts}>
          <Fact term={t("name")}>{request.name}</Fact>
          <Fact term={t("email")}>{request.email}</Fact>
          {request.company_name ? <Fact term={t("company")}>{request.company_name}</Fact> : null}
          {request.phone ? <Fact term={t("phone")}>{request.phone}</Fact> : null}
        </dl>
      </section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

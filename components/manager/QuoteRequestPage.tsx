"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Badge } from "@/components/ui/Badge";
import { StatusHeading } from "@/components/ui/StatusHeading";
import { ListTable } from "@/components/ui/ListTable";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { QUOTE_MODES, type QuoteRequestState } from "@/lib/b2b/states";
import { changeQuoteRequestState, createOffer, getQuoteRequest, listOffers, type Manager, type QuoteRequest } from "./api";
import { defaultValidUntil } from "./dates";
import { FormMessage } from "@/components/ui/fields";
import { OFFER_LISTS, offersKey, QUOTE_REQUEST_LISTS, quoteRequestKey } from "./keys";
import styles from "./manager.module.css";
import { ManagerShell, retryServerErrors } from "./ManagerShell";
import type { ManagerStorefront, ProductNames } from "./setup";
import { offerTone, requestTone, useManagerWords, useRefusal, type ManagerWords } from "./words";

/** Answers of the request form the page names; any other is shown under its own key. */
const KNOWN_DETAILS = ["budget", "deadline"] as const;

interface QuoteRequestPageProps {
  /** The request's number (QR12345678) or numeric id, as in the address. */
  id: string;
  productNames: ProductNames;
  storefronts: readonly ManagerStorefront[];
}

/** /manager/quote_requests/{id}: everything the buyer sent, taking and closing it, and making an offer from it. */
export function QuoteRequestPage({ id, productNames, storefronts }: QuoteRequestPageProps) {
  const t = useTranslations("Manager");
  return (
    <ManagerShell section="inbox" title={t("request.title", { number: id })}>
      {(manager) => <RequestFile id={id} manager={manager} productNames={productNames} storefronts={storefronts} />}
    </ManagerShell>
  );
}

function RequestFile({ id, manager, productNames, storefronts }: QuoteRequestPageProps & { manager: Manager }) {
  const t = useTranslations("Manager");
  const api = useApi();
  const words = useManagerWords(storefronts);
  const request = useQuery({ queryKey: quoteRequestKey(id), queryFn: () => getQuoteRequest(api, id), retry: retryServerErrors });

  if (request.isPending) return <Loader label={t("request.loading")} />;
  if (request.isError) return <LoadFailed message={t("request.failed")} retryLabel={t("retry")} onRetry={() => void request.refetch()} />;
  return (
    <>
      <RequestActions request={request.data} routeId={id} manager={manager} words={words} />
      <div className={styles.columns}>
        <Buyer request={request.data} />
        <Asked request={request.data} productNames={productNames} />
      </div>
      <RequestOffers request={request.data} words={words} />
    </>
  );
}

/** The request's state and who has it, with what can be done next. */
function RequestActions({ request, routeId, manager, words }: { request: QuoteRequest; routeId: string; manager: Manager; words: ManagerWords }) {
  const t = useTranslations("Manager");
  const api = useApi();
  const router = useRouter();
  const path = useRegionPath();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const [busy, setBusy] = useState<"take" | "close" | "offer" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: "take" | "close" | "offer", work: () => Promise<void>) {
    setBusy(action);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(null);
    }
  }

  const move = (action: "take" | "close", state: QuoteRequestState, done: string) =>
    run(action, async () => {
      const changed = await changeQuoteRequestState(api, request.id, state);
      queryClient.setQueryData(quoteRequestKey(routeId), changed);
      void queryClient.invalidateQueries({ queryKey: QUOTE_REQUEST_LISTS });
      setNotice(done);
    });

  const makeOffer = () =>
    run("offer", async () => {
      const offer = await createOffer(api, {
        email: request.email,
        region: request.region,
        locale: request.locale,
        quote_request_id: request.id,
        valid_until: defaultValidUntil(),
      });
      void queryClient.invalidateQueries({ queryKey: OFFER_LISTS });
      router.push(path(`/manager/offers/${offer.id}`));
    });

  const mine = request.manager?.email === manager.email;
  const canTake = request.state === "new" || (request.state === "in_progress" && !mine);

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="request-state">
      <StatusHeading id="request-state" title={t("request.stateHeading")} tone={requestTone(request.state)} state={words.requestState(request.state)} />
      <dl className={`${shared.facts} ${styles.facts}`}>
        <dt>{t("request.number")}</dt>
        <dd>{request.number}</dd>
        <dt>{t("request.mode")}</dt>
        <dd>{words.mode(request.mode)}</dd>
        <dt>{t("request.received")}</dt>
        <dd>{words.dateTime(request.created_at)}</dd>
        <dt>{t("request.storefront")}</dt>
        <dd>{words.storefront(request.region)}</dd>
        <dt>{t("request.language")}</dt>
        <dd>{words.language(request.locale)}</dd>
        <dt>{t("request.manager")}</dt>
        <dd>{request.manager ? (mine ? t("request.managerYou") : request.manager.name) : t("request.managerNone")}</dd>
      </dl>
      <div className={shared.actions}>
        {canTake ? (
          <Button
            variant="secondary"
            onClick={() => void move("take", "in_progress", t("request.taken"))}
            disabled={busy !== null}
            aria-busy={busy === "take" || undefined}
          >
            {t("request.take")}
          </Button>
        ) : null}
        {request.state !== "closed" ? (
          <>
            <Button onClick={() => void makeOffer()} disabled={busy !== null} aria-busy={busy === "offer" || undefined}>
              {t("request.createOffer")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void move("close", "closed", t("request.closed"))}
              disabled={busy !== null}
              aria-busy={busy === "close" || undefined}
            >
              {t("request.close")}
            </Button>
          </>
        ) : null}
      </div>
      <FormMessage error={error} notice={notice} />
    </section>
  );
}

function Buyer({ request }: { request: QuoteRequest }) {
  const t = useTranslations("Manager.request");
  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="request-buyer">
      <h2 id="request-buyer">{t("buyer")}</h2>
      <dl className={`${shared.facts} ${styles.facts}`}>
        <dt>{t("name")}</dt>
        <dd>{request.name}</dd>
        <dt>{t("email")}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>{t("company")}</dt>
        <dd>{request.company_name || t("none")}</dd>
        <dt>{t("phone")}</dt>
        <dd>{request.phone ? <a href={`tel:${request.phone.replace(/\s+/g, "")}`}>{request.phone}</a> : t("none")}</dd>
      </dl>
    </section>
  );
}

/** What the buyer asked for: the product and quantity of a quick request, the brief's text and answers, the attachments. */
function Asked({ request, productNames }: { request: QuoteRequest; productNames: ProductNames }) {
  const t = useTranslations("Manager.request");
  const format = useFormatter();
  const details = Object.entries(request.details);
  const product = request.product_slug ? productNames[request.product_slug] || request.product_slug : null;
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? format.number(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
      : format.number(Math.max(1, Math.round(bytes / 1024)), { style: "unit", unit: "kilobyte" });

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="request-asked">
      <h2 id="request-asked">{request.mode === QUOTE_MODES.qr ? t("askedQr") : t("askedBrief")}</h2>
      <dl className={`${shared.facts} ${styles.facts}`}>
        {product ? (
          <>
            <dt>{t("product")}</dt>
            <dd>{product}</dd>
          </>
        ) : null}
        {request.quantity !== null ? (
          <>
            <dt>{t("quantity")}</dt>
            <dd>{format.number(request.quantity)}</dd>
          </>
        ) : null}
        {request.dimensions ? (
          <>
            <dt>{t("dimensions")}</dt>
            <dd>{request.dimensions}</dd>
          </>
        ) : null}
        {details.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{KNOWN_DETAILS.includes(key as (typeof KNOWN_DETAILS)[number]) ? t(key as (typeof KNOWN_DETAILS)[number]) : key.replace(/_/g, " ")}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {request.message ? (
        <>
          <h3>{t("message")}</h3>
          <p className={styles.message}>{request.message}</p>
        </>
      ) : null}
      <h3>{t("files")}</h3>
      {request.files.length === 0 ? (
        <p className={shared.muted}>{t("noFiles")}</p>
      ) : (
        <ul className={shared.list}>
          {request.files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name}>
                {t("download", { name: file.name })}
              </a>{" "}
              <span className={styles.small}>{size(file.byte_size)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The offers made for this request, drafts included, each opening in the builder. */
function RequestOffers({ request, words }: { request: QuoteRequest; words: ManagerWords }) {
  const t = useTranslations("Manager");
  const api = useApi();
  const path = useRegionPath();
  const offers = useQuery({ queryKey: offersKey("all"), queryFn: () => listOffers(api, "all"), retry: retryServerErrors });
  const mine = offers.data?.filter((offer) => offer.qr_number === request.number) ?? [];

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="request-offers">
      <h2 id="request-offers">{t("request.offers")}</h2>
      {offers.isPending ? (
        <Loader label={t("offers.loading")} />
      ) : offers.isError ? (
        <FormMessage error={t("offers.failed")} />
      ) : mine.length === 0 ? (
        <p className={shared.muted}>{t("request.noOffers")}</p>
      ) : (
        <ListTable
          className={styles.table}
          rows={mine}
          rowKey={(offer) => offer.id}
          rowTestId="request-offer"
          columns={[
            { label: t("offers.offer"), cell: (offer) => <Link href={path(`/manager/offers/${offer.id}`)}>{t("offers.name", { id: offer.id })}</Link> },
            {
              label: t("offers.state"),
              cell: (offer) => (
                <>
                  <Badge tone={offerTone(offer.state)}>{words.offerState(offer.state)}</Badge>
                  {/* Who took the offer and when, as the offers list says it. */}
                  {offer.accepted_by ? (
                    <span className={styles.small} data-testid="offer-accepted-by">
                      {t("offers.acceptedBy", { name: offer.accepted_by.name, date: offer.accepted_at ? words.dateTime(offer.accepted_at) : "" })}
                    </span>
                  ) : null}
                </>
              ),
            },
            { label: t("offers.total"), amount: true, cell: (offer) => words.money(offer.region, offer.currency, offer.item_total) },
            { label: t("offers.validUntil"), cell: (offer) => words.validUntil(offer.valid_until) },
          ]}
        />
      )}
    </section>
  );
}

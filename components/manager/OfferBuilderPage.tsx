"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { StatusHeading } from "@/components/ui/StatusHeading";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import { requestedLine } from "@/lib/b2b/request-line";
import { getOffer, getQuoteRequest, sendOffer, withdrawOffer, type Manager, type Offer } from "./api";
import { OFFER_LISTS, offerKey, quoteRequestKey } from "./keys";
import styles from "./manager.module.css";
import { ManagerShell, retryServerErrors } from "./ManagerShell";
import { OfferDetailsForm } from "./OfferDetailsForm";
import { OfferLines } from "./OfferLines";
import type { OfferCatalogue } from "@/lib/b2b/offer-catalogue";
import type { ManagerStorefront } from "./setup";
import { ShareLink } from "./ShareLink";
import { offerTone, useManagerWords, useRefusal, type ManagerWords } from "./words";

/** Events the timeline names; any other is shown by its own name. */
const EVENT_NAMES = ["created", "sent", "resent", "viewed", "accepted", "expired", "withdrawn"] as const;

interface OfferBuilderPageProps {
  id: number;
  storefronts: readonly ManagerStorefront[];
  catalogue: OfferCatalogue;
}

/** /manager/offers/{id}: the offer builder for a draft, and a sent offer's link, QR code and history. */
export function OfferBuilderPage(props: OfferBuilderPageProps) {
  const t = useTranslations("Manager");
  return (
    <ManagerShell section="offers" title={t("offer.title", { id: props.id })}>
      {(manager) => <OfferBuilder {...props} manager={manager} />}
    </ManagerShell>
  );
}

type Dialog = "send" | "resend" | "withdraw" | null;

function OfferBuilder({ id, storefronts, catalogue, manager }: OfferBuilderPageProps & { manager: Manager }) {
  const t = useTranslations("Manager");
  const api = useApi();
  const queryClient = useQueryClient();
  const words = useManagerWords(storefronts);
  const refusal = useRefusal();
  const offer = useQuery({ queryKey: offerKey(id), queryFn: () => getOffer(api, id), retry: retryServerErrors });
  const [dialog, setDialog] = useState<Dialog>(null);
  // One status line for the page's last action: every action starts by clearing it, so no notice outlives the next step.
  const [notice, setNotice] = useState<{ text: string; refused?: boolean } | null>(null);
  // What the forms hold that the shop has not stored: the offer goes out as stored, so sending waits for it.
  const [unsaved, setUnsaved] = useState({ details: false, line: false });
  const detailsDirty = useCallback((dirty: boolean) => setUnsaved((current) => (current.details === dirty ? current : { ...current, details: dirty })), []);
  const lineEditing = useCallback((editing: boolean) => setUnsaved((current) => (current.line === editing ? current : { ...current, line: editing })), []);
  const announce = useCallback((text: string | null) => setNotice(text ? { text } : null), []);

  const changed = useCallback(
    (next: Offer) => {
      queryClient.setQueryData(offerKey(id), next);
      void queryClient.invalidateQueries({ queryKey: OFFER_LISTS });
    },
    [queryClient, id],
  );
  const close = useCallback(() => setDialog(null), []);
  // A draft made from a quote request starts its first line from what the request asked for.
  const qrNumber = offer.data?.state === "draft" && offer.data.line_items.length === 0 ? offer.data.qr_number : null;
  const request = useQuery({
    queryKey: quoteRequestKey(qrNumber ?? ""),
    queryFn: () => getQuoteRequest(api, qrNumber!),
    enabled: qrNumber !== null,
    retry: retryServerErrors,
  });

  if (offer.isPending) return <Loader label={t("offer.loading")} />;
  if (offer.isError)
    return (
      <LoadFailed
        message={offer.error instanceof ApiError && offer.error.status === 404 ? t("offer.notFound") : t("offer.failed")}
        retryLabel={t("retry")}
        onRetry={() => void offer.refetch()}
      />
    );

  const current = offer.data;
  const draft = current.state === "draft";
  const live = current.state === "sent" || current.state === "viewed";
  const storefront = storefronts.find((candidate) => candidate.id === current.region);
  const requestedFirst = qrNumber && request.data ? requestedLine(request.data, catalogue, current.region) : null;

  async function send(again: boolean) {
    const sent = await sendOffer(api, current.id);
    changed(sent);
    setDialog(null);
    setNotice({ text: again ? t("offer.resent", { email: sent.email }) : t("offer.sent", { email: sent.email }) });
  }

  async function withdraw() {
    changed(await withdrawOffer(api, current.id));
    setDialog(null);
    setNotice({ text: t("offer.withdrawn") });
  }

  return (
    <>
      <OfferStatus
        offer={current}
        manager={manager}
        words={words}
        onAsk={(asked) => {
          // A refused save is not sent: the buyer would get the stored offer, not what the form shows.
          if (asked === "send" && (unsaved.details || unsaved.line)) {
            setNotice({ text: t(unsaved.details ? "offer.unsavedDetails" : "offer.unsavedLine"), refused: true });
            return;
          }
          setNotice(null);
          setDialog(asked);
        }}
      />
      <p role="status" className={notice ? shared.notice : forms.status} data-testid="offer-notice" data-refused={notice?.refused || undefined}>
        {notice?.text ?? ""}
      </p>
      {live ? <ShareLink url={current.url} qrSvg={current.qr_svg} /> : null}
      {draft ? (
        <OfferDetailsForm
          key={current.id}
          offer={current}
          storefronts={storefronts}
          words={words}
          onSaved={changed}
          onNotice={announce}
          onDirty={detailsDirty}
        />
      ) : (
        <OfferFacts offer={current} words={words} />
      )}
      <OfferLines
        offer={current}
        catalogue={catalogue}
        formatter={storefront?.formatter}
        words={words}
        editable={draft}
        onChanged={changed}
        onNotice={announce}
        onEditing={lineEditing}
        requested={requestedFirst && qrNumber ? { line: requestedFirst, number: qrNumber } : null}
      />
      <Timeline offer={current} words={words} />

      {dialog === "send" || dialog === "resend" ? (
        <ConfirmDialog
          title={dialog === "send" ? t("offer.sendTitle") : t("offer.resendTitle")}
          question={dialog === "send" ? t("offer.sendQuestion", { email: current.email }) : t("offer.resendQuestion", { email: current.email })}
          confirmLabel={dialog === "send" ? t("offer.send") : t("offer.resend")}
          cancelLabel={t("cancel")}
          action={() => send(dialog === "resend")}
          errorText={refusal}
          onClose={close}
        />
      ) : null}
      {dialog === "withdraw" ? (
        <ConfirmDialog
          title={t("offer.withdrawTitle")}
          question={t("offer.withdrawQuestion", { email: current.email })}
          confirmLabel={t("offer.withdraw")}
          cancelLabel={t("cancel")}
          action={withdraw}
          errorText={refusal}
          onClose={close}
        />
      ) : null}
    </>
  );
}

/** The offer's state, who the buyer sees as its manager, and what can be done with it now. */
function OfferStatus({ offer, manager, words, onAsk }: { offer: Offer; manager: Manager; words: ManagerWords; onAsk(dialog: Exclude<Dialog, null>): void }) {
  const t = useTranslations("Manager.offer");
  const path = useRegionPath();
  const shown = offer.order_manager ?? manager;
  const preview = previewUrl(offer.url);

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="offer-state">
      <StatusHeading id="offer-state" title={t("stateHeading")} tone={offerTone(offer.state)} state={words.offerState(offer.state)} />
      <dl className={`${shared.facts} ${styles.facts}`}>
        {offer.qr_number ? (
          <>
            <dt>{t("request")}</dt>
            <dd>
              <Link href={path(`/manager/quote_requests/${encodeURIComponent(offer.qr_number)}`)}>{offer.qr_number}</Link>
            </dd>
          </>
        ) : null}
        <dt>{t("manager")}</dt>
        <dd>{t("managerValue", { name: shown.name, email: shown.email })}</dd>
        {offer.accepted_by ? (
          <>
            <dt>{t("acceptedBy")}</dt>
            <dd data-testid="offer-accepted-by">
              {t(offer.accepted_by.addressee ? "acceptedByBuyer" : "acceptedByColleague", {
                name: offer.accepted_by.name,
                email: offer.accepted_by.email,
                date: offer.accepted_at ? words.dateTime(offer.accepted_at) : "",
              })}
            </dd>
          </>
        ) : null}
        {offer.order_number ? (
          <>
            <dt>{t("order")}</dt>
            <dd>
              <Link href={path(`/manager/orders/${encodeURIComponent(offer.order_number)}`)}>{offer.order_number}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={shared.actions}>
        {offer.state === "draft" ? (
          <Button
            onClick={() => onAsk("send")}
            disabled={offer.line_items.length === 0}
            aria-describedby={offer.line_items.length === 0 ? "offer-send-hint" : undefined}
          >
            {t("send")}
          </Button>
        ) : null}
        {offer.state === "sent" || offer.state === "viewed" ? (
          <>
            <Button onClick={() => onAsk("resend")}>{t("resend")}</Button>
            <Button variant="secondary" onClick={() => onAsk("withdraw")}>
              {t("withdraw")}
            </Button>
          </>
        ) : null}
        <Link href={preview} variant="secondary" target="_blank" rel="noopener noreferrer">
          {t("preview")}
        </Link>
      </div>
      {offer.state === "draft" && offer.line_items.length === 0 ? (
        <p id="offer-send-hint" className={styles.hint}>
          {t("sendNeedsLines")}
        </p>
      ) : null}
    </section>
  );
}

/** The public review page as the manager looks at it: the look changes nothing (no 'viewed'). */
export function previewUrl(url: string): string {
  try {
    const address = new URL(url);
    address.searchParams.set("preview", "true");
    return address.toString();
  } catch {
    return `${url}${url.includes("?") ? "&" : "?"}preview=true`;
  }
}

/** A sent offer's details, read-only. */
function OfferFacts({ offer, words }: { offer: Offer; words: ManagerWords }) {
  const t = useTranslations("Manager.details");
  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="offer-facts">
      <h2 id="offer-facts">{t("title")}</h2>
      <dl className={`${shared.facts} ${styles.facts}`}>
        <dt>{t("email")}</dt>
        <dd>{offer.email}</dd>
        <dt>{t("storefront")}</dt>
        <dd>{t("storefrontOption", { name: words.storefront(offer.region), currency: offer.currency })}</dd>
        <dt>{t("language")}</dt>
        <dd>{words.language(offer.locale)}</dd>
        <dt>{t("validUntil")}</dt>
        <dd>{words.validUntil(offer.valid_until)}</dd>
        <dt>{t("message")}</dt>
        <dd className={styles.message}>{offer.message || t("noMessage")}</dd>
      </dl>
    </section>
  );
}

/** What happened to the offer, in order. */
function Timeline({ offer, words }: { offer: Offer; words: ManagerWords }) {
  const t = useTranslations("Manager.events");
  const name = (event: string) => ((EVENT_NAMES as readonly string[]).includes(event) ? t(event as (typeof EVENT_NAMES)[number]) : t("other", { name: event }));
  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="offer-history">
      <h2 id="offer-history">{t("title")}</h2>
      <ol className={`${shared.list} ${styles.timeline}`}>
        <li>
          <strong>{t("created")}</strong> <time dateTime={offer.created_at}>{words.dateTime(offer.created_at)}</time>
        </li>
        {offer.events
          .filter((event) => event.name !== "created")
          .map((event, index) => (
            <li key={`${event.name}-${index}`}>
              <strong>{name(event.name)}</strong> <time dateTime={event.created_at}>{words.dateTime(event.created_at)}</time>
            </li>
          ))}
      </ol>
    </section>
  );
}

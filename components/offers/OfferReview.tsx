"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import layout from "@/components/ui/layout.module.css";
import { FormMessage } from "@/components/ui/fields";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import shared from "@/components/ui/shared.module.css";
import { analytics } from "@/lib/analytics/browser";
import { ApiError, ApiNetworkError } from "@/lib/api/errors";
import { shownTotal } from "@/lib/money/basis";
import { acceptOffer, acceptRefusalOf, isExpired, isFinalRefusal, isOpen, isWrongAccount, loadOffer, type PublicOffer } from "./api";
import { OfferLines } from "./OfferLines";
import styles from "./offers.module.css";
import { chosenTotal, useOfferWords, type Formatters } from "./words";

/**
 * /offer/{token}/review: a custom offer as its buyer sees it, with the lines to
 * choose and the way into the checkout of an order made of them. The manager's
 * preview (?preview=true) shows the same page without marking the offer as seen.
 */

export interface OfferReviewProps {
  token: string;
  preview: boolean;
  formatters: Formatters;
}

/** One offer for one identity and way of looking: a draft is only there for a manager, and a preview is not a visit. */
export const offerKey = (token: string, preview: boolean, userId: number | null) => ["offer", token, preview, userId] as const;

export function OfferReview({ token, preview, formatters }: OfferReviewProps) {
  const t = useTranslations("Offer");
  const api = useApi();
  const { user, status } = useSession();
  // The token of the visitor (made for anonymous ones too) goes with the call, so a manager's preview can see a draft.
  const ready = status !== "loading";
  const offer = useQuery({
    queryKey: offerKey(token, preview, user?.id ?? null),
    queryFn: () => loadOffer(api, token, preview),
    enabled: ready,
    // An offer that is not there will not appear by asking again; a failing server might recover.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  let content;
  if (!ready || offer.isPending) content = <BusyOverlay state="preparingOffer" />;
  else if (offer.isError)
    content = (
      <div className={shared.actions}>
        <FormMessage error={t("loadFailed")} />
        <Button variant="secondary" onClick={() => void offer.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  else if (!offer.data) content = <FormMessage error={t("notFound")} />;
  else content = <OfferDetails offer={offer.data} token={token} preview={preview} formatters={formatters} reload={() => void offer.refetch()} />;

  return (
    <div className={`${shared.page} ${layout.page}`}>
      <h1>{t("title")}</h1>
      {content}
    </div>
  );
}

interface OfferDetailsProps {
  offer: PublicOffer;
  token: string;
  preview: boolean;
  formatters: Formatters;
  reload(): void;
}

function OfferDetails({ offer, token, preview, formatters, reload }: OfferDetailsProps) {
  const t = useTranslations("Offer");
  const api = useApi();
  const router = useRouter();
  const path = useRegionPath();
  const words = useOfferWords(offer, formatters);
  const { user } = useSession();
  // Accepting takes the account the offer was sent to (or a colleague's); the link alone only shows the offer.
  const signedOut = !preview && (user?.anonymous ?? true);
  const signInHref = `${path("/sign_in")}?${new URLSearchParams({ redirect: path(`/offer/${encodeURIComponent(token)}/review`) })}`;
  // Lines the buyer left out: every line is chosen at first, and lines the manager adds later are too.
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [refusedForGood, setRefusedForGood] = useState(false);
  const [wrongAccount, setWrongAccount] = useState(false);
  const [accepting, setAccepting] = useState(false);

  const expired = isExpired(offer);
  // 'viewed' and 'expired' are the offer's analytics events; a manager's preview is neither.
  useEffect(() => {
    if (preview) return;
    if (expired) analytics.offerExpired(offer.id);
    else analytics.offerViewed(offer.id);
  }, [offer.id, expired, preview]);

  const choosable = (isOpen(offer) || (preview && offer.state === "draft")) && !refusedForGood && !signedOut;
  const chosen = new Set(offer.line_items.filter((line) => !leftOut.has(line.id)).map((line) => line.id));

  function toggle(id: number, on: boolean) {
    setProblem(null);
    setLeftOut((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preview || accepting) return;
    if (chosen.size === 0) {
      setProblem(t("noneChosen"));
      return;
    }
    setProblem(null);
    setAccepting(true);
    try {
      await acceptOffer(
        api,
        token,
        offer.line_items.filter((line) => chosen.has(line.id)).map((line) => line.id),
      );
      // The accepted offer's order is the buyer's newest open one, which /order checks out.
      // The overlay stays up while the checkout loads.
      router.push(path("/order"));
    } catch (error) {
      setAccepting(false);
      const refusal = acceptRefusalOf(error);
      // Whose offer it is not is said with the visitor's own address, never the buyer's.
      if (refusal) setProblem(t(`errors.${refusal}`, { email: user?.email ?? "" }));
      else if (error instanceof ApiError && error.status === 404) setProblem(t("errors.notFound"));
      else setProblem(error instanceof ApiNetworkError ? t("errors.network") : t("errors.generic"));
      if (isFinalRefusal(refusal) || (error instanceof ApiError && error.status === 404)) setRefusedForGood(true);
      if (isWrongAccount(refusal)) setWrongAccount(true);
      // The lines changed under the buyer: show the offer as it is now.
      if (refusal === "invalid_line_items") reload();
    }
  }

  return (
    <>
      {accepting ? <BusyOverlay state="preparingOffer" /> : null}
      <OfferNotice offer={offer} preview={preview} date={words.date} />
      {signedOut && isOpen(offer) ? (
        <div className={styles.notice} data-tone="info">
          <p>{t("signIn.notice")}</p>
          <Link href={signInHref} variant="primary">
            {t("signIn.action")}
          </Link>
        </div>
      ) : null}

      <section className={shared.section} aria-labelledby="offer-facts">
        <h2 id="offer-facts">{t("facts.title")}</h2>
        <dl className={`${shared.facts} ${styles.facts}`}>
          <dt>{t("facts.for")}</dt>
          <dd>{offer.email}</dd>
          <dt>{t("facts.validUntil")}</dt>
          <dd>{words.date(offer.valid_until)}</dd>
          {offer.qr_number ? (
            <>
              <dt>{t("facts.quoteRequest")}</dt>
              <dd>{offer.qr_number}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {offer.order_manager ? (
        <section className={shared.section} aria-labelledby="offer-manager">
          <h2 id="offer-manager">{t("manager.title")}</h2>
          <p>{t("manager.intro")}</p>
          <div className={styles.manager}>
            {offer.order_manager.avatar ? (
              // A manager's photo from wherever the shop keeps it; the name beside it says who it is.
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.avatar} src={offer.order_manager.avatar} alt="" width={56} height={56} />
            ) : null}
            <div>
              <p className={styles.managerName}>{offer.order_manager.name}</p>
              <a href={`mailto:${offer.order_manager.email}`}>{offer.order_manager.email}</a>
            </div>
          </div>
        </section>
      ) : null}

      {offer.message?.trim() ? (
        <section className={shared.section} aria-labelledby="offer-message">
          <h2 id="offer-message">{t("message.title")}</h2>
          <p className={styles.message}>{offer.message}</p>
        </section>
      ) : null}

      <form className={shared.section} aria-labelledby="offer-lines" onSubmit={(event) => void accept(event)} noValidate>
        <h2 id="offer-lines">{t("lines.title")}</h2>
        {choosable ? <p className={styles.muted}>{t("lines.intro")}</p> : null}
        <OfferLines
          lines={offer.line_items}
          chosen={choosable ? chosen : null}
          onToggle={toggle}
          money={words.money}
          display={offer.price_display}
          total={
            choosable
              ? { label: t("lines.chosenTotal"), amount: chosenTotal(offer.line_items, chosen, offer.price_display) }
              : {
                  label: t("lines.offerTotal"),
                  amount: shownTotal({ total: offer.item_total, total_with_vat: offer.item_total_with_vat }, offer.price_display),
                }
          }
        />
        <p className={styles.muted}>
          {t(`lines.basis.${offer.price_display}`, { vat: offer.vat_rate })} {t("lines.taxNote")}
        </p>
        <FormMessage error={problem} />
        {wrongAccount ? (
          <p>
            <Link href={signInHref} variant="primary">
              {t("signIn.otherAccount")}
            </Link>
          </p>
        ) : null}
        {choosable ? (
          <div className={shared.actions}>
            <Button type="submit" size="large" disabled={preview || accepting} aria-busy={accepting || undefined}>
              {t("accept")}
            </Button>
          </div>
        ) : null}
      </form>
    </>
  );
}

/** Where the offer stands when it cannot be accepted (or is only being previewed), said first. */
function OfferNotice({ offer, preview, date }: { offer: PublicOffer; preview: boolean; date: (iso: string) => string }) {
  const t = useTranslations("Offer");
  const path = useRegionPath();
  if (offer.state === "accepted")
    return (
      <div className={styles.notice} data-tone="good">
        <p>{t("state.accepted")}</p>
        {offer.order_number ? (
          <Link href={path(`/order/${encodeURIComponent(offer.order_number)}/details`)} variant="primary">
            {t("state.acceptedOrder", { number: offer.order_number })}
          </Link>
        ) : null}
      </div>
    );
  if (offer.state === "withdrawn")
    return (
      <p className={styles.notice} data-tone="bad">
        {t("state.withdrawn")}
      </p>
    );
  if (isExpired(offer))
    return (
      <p className={styles.notice} data-tone="bad">
        {t("state.expired", { date: date(offer.valid_until) })}
      </p>
    );
  if (preview)
    return (
      <p className={styles.notice} data-tone="info">
        {t("state.preview")}
      </p>
    );
  return null;
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { FormMessage } from "@/components/ui/fields";
import orderStyles from "@/components/orders/orders.module.css";
import type { Formatters } from "@/components/orders/words";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { LinesTable } from "@/components/ui/LinesTable";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import { Loader } from "@/components/ui/Loader";
import { StatusHeading } from "@/components/ui/StatusHeading";
import shared from "@/components/ui/shared.module.css";
import { shownTotal } from "@/lib/money/basis";
import { formatMinorUnits } from "@/lib/money/format";
import { loadOffer, refused, type Offer } from "./api";
import { offerPath, orderPath, PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";
import { PlusShell } from "./PlusShell";

export const plusOfferKey = (userId: number, token: string) => ["plus-offer", userId, token] as const;

/** /boxwright-plus/quotes/{token}: one offer inside the dashboard, with the way to accept it on its review page. */
export function OfferPage({ token, formatters }: { token: string; formatters: Formatters }) {
  const t = useTranslations("Plus");
  const path = useRegionPath();
  return (
    <PlusShell section="quotes" title={t("offer.title")} here={offerPath(token)}>
      {(user) => (
        <>
          <p className={styles.back}>
            <Link href={path(PLUS_PATHS.quotes)}>← {t("offer.back")}</Link>
          </p>
          <OfferSection token={token} userId={user.id} formatters={formatters} />
        </>
      )}
    </PlusShell>
  );
}

export function OfferSection({ token, userId, formatters }: { token: string; userId: number; formatters: Formatters }) {
  const t = useTranslations("Plus.offer");
  const api = useApi();
  const offer = useQuery({
    queryKey: plusOfferKey(userId, token),
    queryFn: () => loadOffer(api, token),
    // An unknown offer will not appear by asking again; a failing server might recover.
    retry: (count, error) => !refused(error, 404) && count < 1,
  });

  if (offer.isPending) return <Loader label={t("loading")} />;
  if (offer.isError) {
    if (refused(offer.error, 404)) return <FormMessage error={t("notFound")} />;
    return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void offer.refetch()} />;
  }
  return <OfferDetails offer={offer.data} formatters={formatters} />;
}

function OfferDetails({ offer, formatters }: { offer: Offer; formatters: Formatters }) {
  const t = useTranslations("Plus.offer");
  const format = useFormatter();
  const locale = useLocale();
  const path = useRegionPath();
  const formatter = formatters[offer.region];
  const money = (amount: number) =>
    formatter ? formatMinorUnits(amount, formatter) : format.number(amount / 100, { style: "currency", currency: offer.currency });
  const date = (iso: string) => formatDate(iso, "longDate", locale);
  // The validity is the day the manager picked: read in the shop's time zone.
  const validDay = (iso: string) => formatDate(iso, "longDate", locale, SHOP_TIME_ZONE);
  const expired = offer.expired || offer.state === "expired";
  const open = !expired && (offer.state === "sent" || offer.state === "viewed");
  const state = expired ? "expired" : offer.state;

  return (
    <div data-testid="offer-details">
      <section className={shared.section} aria-labelledby="offer-status">
        <StatusHeading
          id="offer-status"
          title={offer.qr_number ? t("forRequest", { number: offer.qr_number }) : t("yours")}
          tone={open || state === "accepted" ? "good" : "bad"}
          state={t(`state.${state}`)}
        />
        {expired ? (
          <p role="status">{t("expiredOn", { date: validDay(offer.valid_until) })}</p>
        ) : offer.state === "withdrawn" ? (
          <p role="status">{t("withdrawn")}</p>
        ) : offer.state === "accepted" ? (
          <p role="status">{offer.accepted_at ? t("acceptedOn", { date: date(offer.accepted_at) }) : t("accepted")}</p>
        ) : (
          <p className={styles.facts}>{t("validUntil", { date: validDay(offer.valid_until) })}</p>
        )}
        {offer.order_manager ? (
          <p className={styles.facts}>
            {t("manager")}: {offer.order_manager.name} (<a href={`mailto:${offer.order_manager.email}`}>{offer.order_manager.email}</a>)
          </p>
        ) : null}
        {offer.message ? (
          <div>
            <h3 className={shared.subheading}>{t("message")}</h3>
            <p className={styles.message}>{offer.message}</p>
          </div>
        ) : null}
        <div className={`${shared.actions} ${styles.actions}`}>
          {open ? (
            <Link href={path(`/offer/${encodeURIComponent(offer.token)}/review`)} variant="primary">
              {t("review")}
            </Link>
          ) : null}
          {offer.state === "accepted" && offer.order_number ? (
            <Link href={path(orderPath(offer.order_number, "details"))} variant="secondary">
              {t("viewOrder", { number: offer.order_number })}
            </Link>
          ) : null}
        </div>
      </section>

      <section className={shared.section} aria-labelledby="offer-lines">
        <h2 id="offer-lines">{t("lines")}</h2>
        <LinesTable
          labels={{ product: t("product"), quantity: t("quantity"), unitPrice: t("unitPrice"), total: t("lineTotal") }}
          lines={offer.line_items.map((line) => ({
            key: line.id,
            name: (
              <>
                {line.name}
                {line.description ? <span className={styles.lineDescription}>{line.description}</span> : null}
              </>
            ),
            quantity: line.quantity,
            // On the storefront's basis, as the offer's review page and its checkout show it.
            unitPrice: money(shownTotal({ total: line.unit_price, total_with_vat: line.unit_price_with_vat }, offer.price_display)),
            total: money(shownTotal(line, offer.price_display)),
          }))}
        />
        <dl className={orderStyles.totals}>
          <dt className={orderStyles.grand}>{t("total")}</dt>
          <dd className={orderStyles.grand} data-testid="offer-total">
            {money(shownTotal({ total: offer.item_total, total_with_vat: offer.item_total_with_vat }, offer.price_display))}
          </dd>
        </dl>
        <p className={styles.facts} data-testid="offer-vat-basis">
          {t(`basis.${offer.price_display}`, { vat: offer.vat_rate })}
        </p>
      </section>
    </div>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { OFFER_STATES } from "@/lib/b2b/states";
import { listOffers, type Offer, type OfferFilter } from "./api";
import { Badge } from "./fields";
import { offersKey } from "./keys";
import styles from "./manager.module.css";
import { ManagerShell, retryServerErrors } from "./ManagerShell";
import type { ManagerStorefront } from "./setup";
import { offerTone, useManagerWords, type ManagerWords } from "./words";

const FILTERS: readonly OfferFilter[] = ["all", ...OFFER_STATES];

/** /manager/offers: every offer, filtered by state, with its buyer, total and validity. */
export function OffersPage({ storefronts }: { storefronts: readonly ManagerStorefront[] }) {
  const t = useTranslations("Manager");
  return (
    <ManagerShell section="offers" title={t("offers.title")}>
      {() => <Offers storefronts={storefronts} />}
    </ManagerShell>
  );
}

function Offers({ storefronts }: { storefronts: readonly ManagerStorefront[] }) {
  const t = useTranslations("Manager");
  const api = useApi();
  const words = useManagerWords(storefronts);
  const [filter, setFilter] = useState<OfferFilter>("all");
  const offers = useQuery({ queryKey: offersKey(filter), queryFn: () => listOffers(api, filter), retry: retryServerErrors });

  return (
    <>
      <div className={styles.filters} role="group" aria-label={t("offers.filter")}>
        {FILTERS.map((entry) => (
          <button key={entry} type="button" aria-pressed={entry === filter} onClick={() => setFilter(entry)}>
            {entry === "all" ? t("offers.all") : words.offerState(entry)}
          </button>
        ))}
      </div>
      {offers.isPending ? (
        <Loader label={t("offers.loading")} />
      ) : offers.isError ? (
        <LoadFailed message={t("offers.failed")} retryLabel={t("retry")} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <p className={shared.muted}>{filter === "all" ? t("offers.empty") : t("offers.emptyState", { state: words.offerState(filter) })}</p>
      ) : (
        <OfferTable offers={offers.data} words={words} />
      )}
    </>
  );
}

function OfferTable({ offers, words }: { offers: readonly Offer[]; words: ManagerWords }) {
  const t = useTranslations("Manager.offers");
  const path = useRegionPath();
  return (
    <table className={`${shared.table} ${shared.stacked} ${styles.table}`}>
      <caption>{t("caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("offer")}</th>
          <th scope="col">{t("buyer")}</th>
          <th scope="col">{t("storefront")}</th>
          <th scope="col" className={shared.amount}>
            {t("total")}
          </th>
          <th scope="col">{t("state")}</th>
          <th scope="col">{t("validUntil")}</th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.id} data-testid="offer-row">
            <td data-label={t("offer")}>
              <Link href={path(`/manager/offers/${offer.id}`)}>{t("name", { id: offer.id })}</Link>
              {offer.qr_number ? <span className={styles.small}>{offer.qr_number}</span> : null}
            </td>
            <td data-label={t("buyer")}>{offer.email}</td>
            <td data-label={t("storefront")}>{words.storefront(offer.region)}</td>
            <td data-label={t("total")} className={shared.amount}>
              {words.money(offer.region, offer.currency, offer.item_total)}
            </td>
            <td data-label={t("state")}>
              <Badge tone={offerTone(offer.state)}>{words.offerState(offer.state)}</Badge>
            </td>
            <td data-label={t("validUntil")}>{words.validUntil(offer.valid_until)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

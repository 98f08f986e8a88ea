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
import { OFFER_STATES } from "@/lib/b2b/states";
import { listOffers, type Offer, type OfferFilter } from "./api";
import { offersKey } from "./keys";
import styles from "./manager.module.css";
import { StateFilter } from "./StateFilter";
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
      <StateFilter<OfferFilter>
        label={t("offers.filter")}
        states={FILTERS}
        value={filter}
        onChange={setFilter}
        nameOf={(state) => (state === "all" ? t("offers.all") : words.offerState(state))}
      />
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
    <ListTable
      className={styles.table}
      caption={t("caption")}
      rows={offers}
      rowKey={(offer) => offer.id}
      rowTestId="offer-row"
      columns={[
        {
          label: t("offer"),
          cell: (offer) => (
            <>
              <Link href={path(`/manager/offers/${offer.id}`)}>{t("name", { id: offer.id })}</Link>
              {offer.qr_number ? <span className={styles.small}>{offer.qr_number}</span> : null}
            </>
          ),
        },
        { label: t("buyer"), cell: (offer) => offer.email },
        { label: t("storefront"), cell: (offer) => words.storefront(offer.region) },
        { label: t("total"), amount: true, cell: (offer) => words.money(offer.region, offer.currency, offer.item_total) },
        {
          label: t("state"),
          cell: (offer) => (
            <>
              <Badge tone={offerTone(offer.state)}>{words.offerState(offer.state)}</Badge>
              {/* Who took the offer and when, without opening it. */}
              {offer.accepted_by ? (
                <span className={styles.small} data-testid="offer-accepted-by">
                  {t("acceptedBy", { name: offer.accepted_by.name, date: offer.accepted_at ? words.dateTime(offer.accepted_at) : "" })}
                </span>
              ) : null}
            </>
          ),
        },
        { label: t("validUntil"), cell: (offer) => words.validUntil(offer.valid_until) },
      ]}
    />
  );
}

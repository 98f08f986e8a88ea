"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormMessage } from "@/components/ui/fields";
import type { ProductNames } from "@/components/account/boxes/sku";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi, useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { listOrders } from "./api";
import { itemsFromOrders, type PlusItem } from "./items";
import { PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";
import { PlusShell } from "./PlusShell";
import { useOrderAgain } from "./useOrderAgain";
import { usePlusWords, type PlusWords } from "./words";

/** The query key of a user's orders as the dashboard reads them. */
export const plusOrdersKey = (userId: number) => ["plus-orders", userId] as const;

/** /boxwright-plus/items: what the buyer has ordered before, each ready to be ordered again. */
export function ItemsPage({ productNames }: { productNames: ProductNames }) {
  const t = useTranslations("Plus.items");
  return (
    <PlusShell section="items" title={t("title")} here={PLUS_PATHS.items}>
      {(user) => <ItemsSection userId={user.id} productNames={productNames} />}
    </PlusShell>
  );
}

export function ItemsSection({ userId, productNames }: { userId: number; productNames: ProductNames }) {
  const t = useTranslations("Plus.items");
  const api = useApi();
  const regionId = useRegionId();
  const path = useRegionPath();
  const words = usePlusWords(productNames);
  const { busy, errors, reorder } = useOrderAgain();
  const orders = useQuery({ queryKey: plusOrdersKey(userId), queryFn: () => listOrders(api), retry: 1 });
  const items = useMemo(() => (orders.data ? itemsFromOrders(orders.data, regionId) : []), [orders.data, regionId]);

  if (orders.isPending) return <Loader label={t("loading")} />;
  if (orders.isError) return <LoadFailed message={t("error")} retryLabel={t("retry")} onRetry={() => void orders.refetch()} />;

  if (items.length === 0)
    return (
      <EmptyState id="plus-items-empty" title={t("emptyTitle")} body={t("emptyBody")}>
        <Link href={path(PLUS_PATHS.catalogue)} variant="primary">
          {t("emptyAction")}
        </Link>
      </EmptyState>
    );

  return (
    <>
      <p className={styles.intro}>{t("intro")}</p>
      <ul className={shared.cards} aria-label={t("listLabel")}>
        {items.map((item) => (
          <ItemCard
            key={item.key}
            item={item}
            words={words}
            busy={busy === item.key}
            disabled={busy !== null}
            error={errors[item.key]}
            onOrderAgain={() => void reorder(item.key, item)}
          />
        ))}
      </ul>
      {busy ? <BusyOverlay state="addingItemToOrder" /> : null}
    </>
  );
}

interface ItemCardProps {
  item: PlusItem;
  words: PlusWords;
  busy: boolean;
  disabled: boolean;
  error: string | undefined;
  onOrderAgain: () => void;
}

function ItemCard({ item, words, busy, disabled, error, onOrderAgain }: ItemCardProps) {
  const t = useTranslations("Plus.items");
  const negotiated = useTranslations("PriceLists")("negotiated");
  const name = item.offeredName ?? words.product(item.slug, item.orderedName);
  const facts = [words.size(item.sku), item.boxDesignId ? t("withDesign") : null].filter(Boolean).join(" · ");
  return (
    <li className={shared.card} data-testid="plus-item">
      <div className={shared.thumbnail}>
        {item.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- design previews come from the shop API with the buyer's cookie
          <img src={item.thumbnail} alt={t("thumbnail", { name })} loading="lazy" />
        ) : (
          <span>{t("noThumbnail")}</span>
        )}
      </div>
      <div className={styles.body}>
        <h2>{name}</h2>
        {facts ? <p className={styles.facts}>{facts}</p> : null}
        <p className={styles.facts}>{t("lastOrdered", { quantity: item.quantity, date: words.date(item.orderedAt) })}</p>
        {item.negotiated ? (
          <p className={styles.facts} data-testid="plus-item-negotiated">
            {negotiated}
          </p>
        ) : null}
        <FormMessage error={error} />
        <div className={`${shared.actions} ${styles.actions}`}>
          <Button onClick={onOrderAgain} disabled={disabled} aria-busy={busy || undefined} aria-label={t("orderAgainLabel", { name })}>
            {t("orderAgain")}
          </Button>
        </div>
      </div>
    </li>
  );
}

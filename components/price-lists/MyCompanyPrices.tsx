"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useApi } from "@/components/providers/AppProviders";
import { QueryCacheProvider } from "@/components/providers/query";
import { useSession } from "@/components/providers/SessionProvider";
import { ListTable } from "@/components/ui/ListTable";
import shared from "@/components/ui/shared.module.css";
import { formatShopDay, shopDayOf } from "@/lib/dates/shop-day";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { myPriceLists, type NegotiatedPriceList } from "./api";
import { MY_PRICE_LISTS_KEY } from "./keys";
import styles from "./price-lists.module.css";

type Row = NegotiatedPriceList["entries"][number] & { list: NegotiatedPriceList };

/**
 * "Your company's prices" on the plus catalogue: the page itself is public and
 * prerendered with list prices; this island, in the browser only, asks the shop
 * for the signed-in member's company's lists and shows them. Anyone else sees nothing.
 */
export function MyCompanyPrices({ formatter }: { formatter: CurrencyFormatter }) {
  return (
    <QueryCacheProvider>
      <Prices formatter={formatter} />
    </QueryCacheProvider>
  );
}

function Prices({ formatter }: { formatter: CurrencyFormatter }) {
  const t = useTranslations("PriceLists.mine");
  const names = useTranslations("Products");
  const locale = useLocale();
  const api = useApi();
  const { user, status } = useSession();
  const lists = useQuery({
    queryKey: [...MY_PRICE_LISTS_KEY, user?.id ?? null],
    queryFn: () => myPriceLists(api),
    enabled: status === "signed-in",
  });
  if (status !== "signed-in" || !lists.data) return null;
  const rows: Row[] = lists.data.flatMap((list) => list.entries.map((entry) => ({ ...entry, list })));
  if (rows.length === 0) return null;
  const today = shopDayOf(new Date());
  const day = (value: string) => formatShopDay(value, locale, "medium");
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });

  return (
    <section className={`${shared.section} ${styles.mine}`} aria-labelledby="company-prices" data-testid="company-prices">
      <h2 id="company-prices">{t("title")}</h2>
      <p>{t("lead")}</p>
      <ListTable
        caption={t("caption")}
        rows={rows}
        rowKey={(row) => `${row.list.id}-${row.id}`}
        rowTestId="company-price"
        columns={[
          {
            label: t("product"),
            cell: (row) => (names.has(`${row.product}.name` as "mailer-box-eco.name") ? names(`${row.product}.name` as "mailer-box-eco.name") : row.product),
          },
          { label: t("size"), cell: (row) => row.size_code ?? t("allSizes") },
          {
            label: t("price"),
            cell: (row) =>
              row.ladder
                ? row.ladder.map((tier) => t("tier", { quantity: tier.range_start, price: formatMinorUnits(tier.price, formatter) })).join(" · ")
                : t("discount", { percent: percent.format((row.discount_basis_points ?? 0) / 10_000) }),
          },
          {
            label: t("validity"),
            cell: (row) =>
              [
                row.list.valid_from > today ? t("from", { date: day(row.list.valid_from) }) : null,
                row.list.valid_to ? t("until", { date: day(row.list.valid_to) }) : t("openEnded"),
              ]
                .filter(Boolean)
                .join(", "),
          },
        ]}
      />
    </section>
  );
}

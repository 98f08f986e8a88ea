"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useApi } from "@/components/providers/AppProviders";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { fetchPriceList } from "@/lib/pricing/client";
import { publicLadderKey } from "./keys";
import styles from "./price-lists.module.css";

/**
 * The public ladder of a product in one size (its first when every size is meant),
 * net per piece in the company's storefront: what the manager negotiates against.
 */
export function PublicLadder({ region, product, size, formatter }: { region: string; product: string; size: string; formatter: CurrencyFormatter }) {
  const t = useTranslations("PriceLists.form");
  const api = useApi();
  const ladder = useQuery({
    queryKey: publicLadderKey(region, product, size),
    queryFn: async () => (await fetchPriceList(api, { product, region, productSize: size || undefined })).variants[0]?.volume_prices ?? [],
    staleTime: 60_000,
  });
  return (
    <div className={styles.ladder} data-testid="public-ladder">
      <p>{t("publicLadder")}</p>
      {ladder.isPending ? (
        <p>{t("publicLoading")}</p>
      ) : ladder.isError ? (
        <p>{t("publicFailed")}</p>
      ) : (
        <table>
          <tbody>
            {ladder.data.map((tier) => (
              <tr key={tier.range_start}>
                <th scope="row">{tier.range_start}</th>
                <td>{formatMinorUnits(tier.price, formatter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

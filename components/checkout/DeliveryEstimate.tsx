"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useApi, useRegionId } from "@/components/providers/AppProviders";
import { HelpLink } from "@/components/content/HelpLink";
import { fetchDeliveryEstimates } from "@/lib/pricing/client";
import { deliveryDay, lineDeliveryWindows, orderDeliveryWindow, shopClock, type DeliveryLine } from "./delivery-estimate";
import styles from "./checkout.module.css";

/**
 * When the order arrives, as the server estimates it for the lines in it
 * (docs/adr/0063-trust-signals.md): shown on the cart and on every checkout step.
 * A line with express production counts with its option's dates, so the cart
 * shows the date the product page promised (docs/adr/0066-express-delivery-date-and-true-boards.md).
 * Nothing is shown while it loads or when it cannot be estimated; the browser
 * never works a date out itself.
 */
export function DeliveryEstimate({ lines }: { lines: readonly DeliveryLine[] }) {
  const t = useTranslations("Trust.delivery");
  const locale = useLocale();
  const api = useApi();
  const region = useRegionId();
  const wanted = [...new Set(lines.flatMap((line) => (line.sku ? [line.sku] : [])))].sort();
  const { date, time } = shopClock();
  const query = useQuery({
    queryKey: ["delivery-estimates", region, date, wanted] as const,
    queryFn: () => fetchDeliveryEstimates(api, { startDate: date, startTime: time, region, variantSkus: wanted }),
    enabled: wanted.length > 0,
    retry: false,
  });
  const arrival = query.data ? orderDeliveryWindow(lineDeliveryWindows(query.data.estimates, lines)) : null;
  if (!arrival) return null;
  const range =
    arrival.from === arrival.to
      ? deliveryDay(arrival.to, locale)
      : t("range", { from: deliveryDay(arrival.from, locale), to: deliveryDay(arrival.to, locale) });
  return (
    <div className={styles.deliveryEstimate} data-testid="delivery-estimate">
      <dl>
        <dt>{t("label")}</dt>
        <dd>{range}</dd>
      </dl>
      <p>
        {t("note")} <HelpLink slug="production-times" />
      </p>
    </div>
  );
}

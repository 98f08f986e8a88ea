"use client";

import { useRouter } from "next/navigation";
import { useTranslations, useLocale } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { useState } from "react";
import { FormMessage } from "@/components/ui/fields";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { isRefusal } from "@/lib/api/answers";
import { shownTotal } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { offerFromInstantQuote, requestInstantQuote, type InstantQuote } from "./api";
import type { QuoteProduct } from "./products";
import styles from "./quotes.module.css";

interface InstantPriceProps {
  /** The product chosen in the form, with the sku it is priced by; null until one is chosen. */
  product: QuoteProduct | null;
  quantity: number | null;
  /** The form's e-mail when it looks like one: the offer is made out to it. */
  email: string | null;
  formatter: CurrencyFormatter;
}

type Priced = { sku: string; quantity: number; quote: InstantQuote };

/**
 * A price straight from the catalogue for the chosen product (its standard size)
 * and quantity, and the way to turn it into an offer to accept at once. A price
 * belongs to the product and quantity it was asked for: changing either hides it.
 */
export function InstantPrice({ product, quantity, email, formatter }: InstantPriceProps) {
  const t = useTranslations("Quotes.instant");
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const path = useRegionPath();
  const [priced, setPriced] = useState<Priced | null>(null);
  const [pending, setPending] = useState(false);
  const [offering, setOffering] = useState(false);
  const [error, setError] = useState<"price" | "offer" | "confirmationRequired" | "rateLimited" | null>(null);

  const ready = product !== null && quantity !== null;
  const current = priced && product && priced.sku === product.sku && priced.quantity === quantity ? priced : null;
  const money = (amount: number) => formatMinorUnits(amount, formatter);

  async function price() {
    if (!product || quantity === null) return;
    setPending(true);
    setError(null);
    try {
      const quote = await requestInstantQuote(api, { sku: product.sku, quantity });
      setPriced({ sku: product.sku, quantity, quote });
    } catch {
      setError("price");
    } finally {
      setPending(false);
    }
  }

  async function offer(quote: InstantQuote) {
    setOffering(true);
    setError(null);
    try {
      const made = await offerFromInstantQuote(api, quote.id, email ?? undefined);
      // The overlay stays up until the offer's page replaces this one.
      router.push(path(`/offer/${encodeURIComponent(made.token)}/review`));
    } catch (failure) {
      setOffering(false);
      // The offer is mailed: only confirmed accounts have the shop mail it (ADR 0033), and only so often.
      setError(isRefusal(failure, 403, "confirmation_required") ? "confirmationRequired" : isRefusal(failure, 429) ? "rateLimited" : "offer");
    }
  }

  const line = current?.quote.line_items[0];
  // The figure the storefront's product pages show (with VAT where they show gross prices), and the words saying which.
  const display = current?.quote.price_display ?? "gross";
  const shown = (amount: { total: number; total_with_vat: number }) => money(shownTotal(amount, display));
  const vatNote =
    display === "no-vat"
      ? t("noVat")
      : display === "net-plus-vat"
        ? t("vatAdded", { vat: current?.quote.vat_rate ?? 0 })
        : t("vatIncluded", { vat: current?.quote.vat_rate ?? 0 });
  return (
    <section className={styles.instant} aria-labelledby="instant-price-heading">
      <h2 id="instant-price-heading">{t("heading")}</h2>
      <p className={styles.hint}>{t("intro")}</p>
      <div className={shared.actions}>
        <Button
          variant="secondary"
          onClick={() => void price()}
          disabled={!ready || pending || offering}
          aria-describedby={ready ? undefined : "instant-price-needs"}
        >
          {pending ? t("pending") : t("action")}
        </Button>
        {ready ? null : (
          <span id="instant-price-needs" className={styles.hint}>
            {t("needsChoice")}
          </span>
        )}
      </div>
      <div role="status">
        {current && product && line ? (
          <div className={styles.price}>
            <p className={styles.priceTotal}>
              {t("result", {
                quantity: line.quantity,
                product: product.name,
                total: shown({ total: current.quote.item_total, total_with_vat: current.quote.item_total_with_vat }),
              })}
            </p>
            <p className={styles.hint} data-testid="instant-price-vat">
              {vatNote}
            </p>
            <p className={styles.hint}>
              {t("unitPrice", { price: shown({ total: line.unit_price, total_with_vat: line.unit_price_with_vat }) })} ·{" "}
              {t("validUntil", { date: formatDate(current.quote.valid_until, "longDate", locale) })}
            </p>
            <p className={styles.hint}>{t("sizeNote")}</p>
          </div>
        ) : null}
      </div>
      {current ? (
        <div className={shared.actions}>
          <Button onClick={() => void offer(current.quote)} disabled={offering}>
            {t("offer")}
          </Button>
        </div>
      ) : null}
      <FormMessage error={error === "price" ? t("failed") : error === "offer" ? t("offerFailed") : error ? t(error) : null} />
      {offering ? <BusyOverlay state="preparingOffer" /> : null}
    </section>
  );
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { cartKey } from "@/components/cart/useCart";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { orderSamplePack, SAMPLE_PACK_VERSION } from "./api";
import { useSamplePackError } from "./errors";
import styles from "./sample-packs.module.css";

/**
 * The pack's contents, chosen from cards of the product types it can hold, and
 * the order button: the pack goes into the visitor's cart and the cart opens.
 * A refused pack keeps what was chosen, with the reason in the shopper's language.
 */

export interface SampleChoice {
  slug: string;
  /** The product type's name in the page's language. */
  name: string;
  /** Its key visual, a drawing the name describes. */
  image: string;
}

export interface SamplePackPickerProps {
  /** The sample-pack variant of the storefront. */
  sku: string;
  products: readonly SampleChoice[];
  /** Most product types one pack holds. */
  max: number;
}

export function SamplePackPicker({ sku, products, max }: SamplePackPickerProps) {
  const t = useTranslations("SamplePacks");
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const path = useRegionPath();
  const errorText = useSamplePackError(max);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = chosen.length >= max;

  function toggle(slug: string) {
    setError(null);
    setChosen((current) => (current.includes(slug) ? current.filter((one) => one !== slug) : current.length >= max ? current : [...current, slug]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (chosen.length === 0) return setError(t("errors.noSamples"));
    setError(null);
    setSending(true);
    try {
      const cart = await orderSamplePack(api, { sku, samples: [...chosen], version: SAMPLE_PACK_VERSION });
      // The cart page shows the answer at once instead of the cart as it was before the pack.
      queryClient.setQueryData(cartKey(session.user?.id), cart);
      // The overlay stays until the cart page replaces this one.
      router.push(path("/cart"));
    } catch (failure) {
      setError(errorText(failure));
      setSending(false);
    }
  }

  return (
    <form className={styles.picker} onSubmit={submit} aria-labelledby="sample-picker-heading" noValidate>
      <h2 id="sample-picker-heading">{t("picker.title")}</h2>
      <fieldset className={styles.choices}>
        <legend>{t("picker.legend", { max })}</legend>
        <ul className={styles.cards}>
          {products.map((product) => {
            const selected = chosen.includes(product.slug);
            return (
              <li key={product.slug}>
                <label className={styles.card} data-selected={selected || undefined} data-testid="sample-card">
                  <input
                    type="checkbox"
                    name="samples"
                    value={product.slug}
                    checked={selected}
                    disabled={!selected && full}
                    onChange={() => toggle(product.slug)}
                  />
                  {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG drawing; the label names it */}
                  <img src={product.image} alt="" width={160} height={120} loading="lazy" />
                  <span className={styles.cardName}>{product.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className={styles.summary}>
        <div role="status" className={styles.count}>
          <p>{t("picker.count", { count: chosen.length, max })}</p>
          {full ? <p className={styles.note}>{t("picker.full")}</p> : null}
        </div>
        <Button type="submit" size="large">
          {t("picker.submit")}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {sending ? <BusyOverlay state="preparingSamplePack" /> : null}
    </form>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import styles from "./cart.module.css";
import { OneFieldForm } from "./OneFieldForm";
import type { ExtrasTerms, LineItem } from "./types";
import type { CartChangeOptions } from "./useCart";

/** The order's extras: the warranty service and trees planted with the order, priced in the storefront's basis. */

interface WarrantyProps {
  warranty: LineItem | null;
  terms: ExtrasTerms;
  formatter: CurrencyFormatter;
  display: PriceDisplay;
  onAdd(): Promise<boolean>;
  onRemove(): Promise<boolean>;
}

export function WarrantySection({ warranty, terms, formatter, display, onAdd, onRemove }: WarrantyProps) {
  const t = useTranslations("Cart.warranty");
  const id = useId();
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("title")}</h2>
      <p>{t("body")}</p>
      <p className={styles.hint}>{t("price", { percent: terms.warrantyPercent, minimum: money(terms.warrantyMinimum) })}</p>
      {warranty ? (
        <div className={styles.actions}>
          <p className={styles.notice}>{t("added", { price: money(shownTotal(warranty, display)) })}</p>
          <Button size="small" variant="text" onClick={onRemove}>
            {t("remove")}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onAdd}>
            {t("add")}
          </Button>
        </div>
      )}
    </section>
  );
}

interface TreesProps {
  trees: LineItem | null;
  terms: ExtrasTerms;
  formatter: CurrencyFormatter;
  display: PriceDisplay;
  onSet(quantity: number, options: CartChangeOptions): Promise<boolean>;
}

export function TreesSection({ trees, terms, formatter, display, onSet }: TreesProps) {
  const t = useTranslations("Cart.trees");
  const id = useId();
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const [count, setCount] = useState(String(trees?.quantity ?? 5));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = Number(count);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > terms.maxTrees) {
      setError(t("invalid", { max: terms.maxTrees }));
      return;
    }
    setError(null);
    await onSet(quantity, { onError: setError });
  }

  async function remove() {
    setError(null);
    await onSet(0, { onError: setError });
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("title")}</h2>
      <p>{t("body")}</p>
      <p className={styles.hint}>{t("price", { price: money(terms.treePrice) })}</p>
      {trees ? (
        <div className={styles.actions}>
          <p className={styles.notice}>{t("planted", { count: trees.quantity, price: money(shownTotal(trees, display)) })}</p>
          <Button size="small" variant="text" onClick={remove}>
            {t("remove")}
          </Button>
        </div>
      ) : null}
      <OneFieldForm
        id={id}
        name="count"
        label={t("count")}
        type="number"
        inputMode="numeric"
        min={1}
        max={terms.maxTrees}
        step={1}
        value={count}
        onChange={(event) => setCount(event.target.value)}
        submitLabel={trees ? t("update") : t("plant")}
        error={error}
        onSubmit={submit}
      />
    </section>
  );
}

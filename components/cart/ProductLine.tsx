"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { sizeLabel } from "@/components/catalog/size-label";
import { Button } from "@/components/ui/Button";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import type { LengthUnit } from "@/lib/catalog/units";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import styles from "./cart.module.css";
import { printQualityOf, quantityChoices, sizeOfLine, thumbnailOf, type ProductEntry } from "./cart-lines";
import type { CartProductFacts } from "./types";
import { useServerValue } from "./useServerValue";

/** One product line: what it is, its quantity and print quality, its expert check, its price. */

export interface ProductLineProps {
  entry: ProductEntry;
  facts: CartProductFacts | undefined;
  formatter: CurrencyFormatter;
  unit: LengthUnit;
  /** The expert check's price before one is added (after, the line's own total shows). */
  expertCheckPrice: number;
  /** A bundle's lines change quantity together, in the bundle's own control, and leave with it. */
  inBundle?: boolean;
  onQuantity(quantity: number): Promise<boolean>;
  onPrintQuality(quality: string): Promise<boolean>;
  onExpertCheck(wanted: boolean): Promise<boolean>;
  onRemove(): void;
}

const has = (list: readonly string[], value: unknown): value is string => typeof value === "string" && list.includes(value);

export function lineName(entry: ProductEntry, facts: CartProductFacts | undefined): string {
  return facts?.name ?? entry.line.product?.name ?? entry.line.sku ?? "";
}

export function ProductLine({ entry, facts, formatter, unit, expertCheckPrice, inBundle = false, ...on }: ProductLineProps) {
  const t = useTranslations("Cart.lines");
  const tCart = useTranslations("Cart");
  const catalog = useTranslations("Catalog");
  const units = useTranslations("Units");
  const locale = useLocale();
  const id = useId();
  const { line, expertCheck } = entry;
  const name = lineName(entry, facts);
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const [quantity, chooseQuantity] = useServerValue(line.quantity);
  const [quality, chooseQuality] = useServerValue(printQualityOf(line, facts) ?? "");
  const [checked, chooseCheck] = useServerValue(expertCheck !== null);
  const qualities = (facts?.printQualities ?? []).filter((value) => has(PRINT_QUALITIES, value));
  const size = sizeOfLine(line);
  const image = thumbnailOf(line);
  const { material, printMode, finish } = line.options;

  const details: { label: string; value: string }[] = [];
  if (size) {
    details.push({
      label: t("size"),
      value: sizeLabel(size, unit, units(unit), locale, (key, values) => tCart(key as "sizeValue", values), facts?.tape ?? false),
    });
  }
  if (has(MATERIALS, material)) details.push({ label: t("material"), value: catalog(`materials.${material as (typeof MATERIALS)[number]}`) });
  if (has(PRINT_COLOR_MODES, printMode)) details.push({ label: t("printMode"), value: catalog(`printModes.${printMode as (typeof PRINT_COLOR_MODES)[number]}`) });
  if (has(FINISHES, finish)) details.push({ label: t("finish"), value: catalog(`finishes.${finish as (typeof FINISHES)[number]}`) });
  // With one quality there is nothing to choose; it is still worth saying which.
  if (qualities.length === 1 && has(PRINT_QUALITIES, quality)) details.push({ label: t("printQuality"), value: catalog(`printQualities.${quality as (typeof PRINT_QUALITIES)[number]}`) });

  return (
    <li className={styles.line} aria-labelledby={`${id}-name`} data-line-id={line.id}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a product drawing or design thumbnail; the name beside it says what it is */}
      {image ? <img src={image} alt="" width={96} height={96} loading="lazy" /> : <span />}
      <div className={styles.lineBody}>
        <h3 id={`${id}-name`} className={styles.lineName}>
          {name}
        </h3>
        {details.length > 0 || line.express_delivery_option_id || line.paid_assets.length > 0 ? (
          <dl className={styles.facts}>
            {details.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {line.express_delivery_option_id ? (
              <div>
                <dt>{t("production")}</dt>
                <dd>{t("express")}</dd>
              </div>
            ) : null}
            {line.paid_assets.some((asset) => asset.asset_type === "service-fsc-certificate") ? (
              <div>
                <dt>{t("certificate")}</dt>
                <dd>{t("fscCertificate")}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {line.skipped_design ? <p className={styles.warning}>{t("skippedDesign")}</p> : null}
        <div className={styles.controls}>
          {inBundle ? null : (
            <div className={styles.field}>
              <label htmlFor={`${id}-quantity`}>{t("quantity")}</label>
              <select id={`${id}-quantity`} aria-describedby={`${id}-name`} value={quantity} onChange={(event) => chooseQuantity(Number(event.target.value), on.onQuantity)}>
                {quantityChoices(line.quantity).map((choice) => (
                  <option key={choice} value={choice}>
                    {t("pieces", { count: choice })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {qualities.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-quality`}>{t("printQuality")}</label>
              <select id={`${id}-quality`} aria-describedby={`${id}-name`} value={quality} onChange={(event) => chooseQuality(event.target.value, on.onPrintQuality)}>
                {qualities.map((choice) => (
                  <option key={choice} value={choice}>
                    {catalog(`printQualities.${choice as (typeof PRINT_QUALITIES)[number]}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {inBundle ? null : (
            <Button size="small" variant="text" onClick={on.onRemove} aria-label={t("removeLabel", { name })}>
              {t("remove")}
            </Button>
          )}
        </div>
        <div>
          <div className={styles.checkbox}>
            <input
              id={`${id}-check`}
              type="checkbox"
              checked={checked}
              aria-describedby={`${id}-name ${id}-check-hint`}
              onChange={(event) => chooseCheck(event.target.checked, on.onExpertCheck)}
            />
            <label htmlFor={`${id}-check`}>{t("expertCheck", { price: money(expertCheck?.total ?? expertCheckPrice) })}</label>
          </div>
          <span id={`${id}-check-hint`} className={styles.hint}>
            {t("expertCheckHint")}
          </span>
        </div>
      </div>
      <div className={styles.linePrice}>
        <span className={styles.lineTotal}>
          <span className={styles.visuallyHidden}>{t("lineTotal")} </span>
          {money(line.total)}
        </span>
        <span className={styles.hint}>{t("perPiece", { price: money(line.price) })}</span>
      </div>
    </li>
  );
}

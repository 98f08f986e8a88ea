"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { saleUnitOf, saleUnitWords } from "@/lib/catalog/sale-units";
import { formatSize, sizeKindOf, sizeNote } from "@/lib/catalog/sizes";
import { Button } from "@/components/ui/Button";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import { configurationOfLineItem, configurationToSearchParams } from "@/lib/catalog/line-configuration";
import type { SizeUnit } from "@/lib/catalog/units";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import shared from "@/components/ui/shared.module.css";
import styles from "./cart.module.css";
import { lineShapeOf, printQualityOf, quantityChoices, sizeOfLine, thumbnailOf, type ProductEntry } from "./cart-lines";
import type { CartCatalogue, CartProductFacts } from "./types";
import { useServerValue } from "./useServerValue";

/**
 * One product line: what it is, its configuration in words, its quantity and print
 * quality, its expert check, its price in the storefront's basis. Its shape
 * (docs/adr/0024-cart-line-shapes.md) decides what it offers: a printed product has
 * every control; a designless one no design warning, print quality or expert check;
 * a sample pack lists its samples, has no size or design extras, and is counted in
 * packs, at the pack's price.
 */

export interface ProductLineProps {
  entry: ProductEntry;
  facts: CartProductFacts | undefined;
  /** Names of the storefront's products, for the samples in a pack. */
  catalogue: CartCatalogue;
  formatter: CurrencyFormatter;
  /** How the storefront shows amounts: every figure of the line is the server's in that basis. */
  display: PriceDisplay;
  /** The unit sizes are written in: the editor's, so a design's size reads the same in the editor and here (lib/catalog/units.ts sizeUnitFor). */
  unit: SizeUnit;
  /** The expert check's price before one is added (after, the line's own total shows). */
  expertCheckPrice: number;
  /** The address of the editor the line's product is designed in: a line with a design links there to edit it ("edit design"). */
  editorUrl?: string;
  /** A bundle's lines change quantity together, in the bundle's own control, and leave with it. */
  inBundle?: boolean;
  onQuantity(quantity: number): Promise<boolean>;
  onPrintQuality(quality: string): Promise<boolean>;
  onExpertCheck(wanted: boolean): Promise<boolean>;
  onRemove(): void;
}

/**
 * The editor on the line's design, with the line's whole configuration in the
 * address, so the editor offers what the cart holds and putting it back into
 * the cart updates this line rather than adding another.
 */
export function designEditAddress(editorUrl: string, line: ProductEntry["line"]): string {
  const configuration = configurationOfLineItem(line);
  const params = configuration ? configurationToSearchParams(configuration) : new URLSearchParams();
  params.set("design_id", String(line.box_design_id));
  return `${editorUrl}?${params.toString()}`;
}

const has = (list: readonly string[], value: unknown): value is string => typeof value === "string" && list.includes(value);

export function lineName(entry: ProductEntry, facts: CartProductFacts | undefined): string {
  // A line from a custom offer carries the name the offer gave it.
  return entry.line.name ?? facts?.name ?? entry.line.product?.name ?? entry.line.sku ?? "";
}

export function ProductLine({ entry, facts, catalogue, formatter, display, unit, expertCheckPrice, editorUrl, inBundle = false, ...on }: ProductLineProps) {
  const t = useTranslations("Cart.lines");
  const catalog = useTranslations("Catalog");
  const units = useTranslations("Units");
  const tSizes = useTranslations("Catalog.sizes");
  const priceLists = useTranslations("PriceLists");
  const locale = useLocale();
  const path = useRegionPath();
  const id = useId();
  const { line, expertCheck } = entry;
  const name = lineName(entry, facts);
  // Tape is counted in rolls and tissue paper in sheets, as on its product page and in the editor.
  const sale = saleUnitWords(saleUnitOf(line.product?.slug), units);
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const shape = lineShapeOf(line, facts);
  const printed = shape === "printed";
  const pack = shape === "sample-pack";
  // An offer fixed this line's quantity and price: the shop refuses to change either (409 line_price_fixed).
  const agreed = line.fixed_price;
  const [quantity, chooseQuantity] = useServerValue(line.quantity);
  const [quality, chooseQuality] = useServerValue(printQualityOf(line, facts) ?? "");
  const [checked, chooseCheck] = useServerValue(expertCheck !== null);
  // Only what is printed to a design has a print quality to choose or state; an agreed line's is the offer's.
  const qualities = printed && !agreed ? (facts?.printQualities ?? []).filter((value) => has(PRINT_QUALITIES, value)) : [];
  // A pack is one box of samples: its size is the box's, not something the shopper chose.
  const size = pack ? undefined : sizeOfLine(line);
  const image = thumbnailOf(line);
  const { material, printMode, finish } = line.options;
  const samples = (line.samples ?? []).map((slug) => catalogue[slug]?.name ?? slug);

  const details: { label: string; value: string }[] = [];
  if (pack) details.push({ label: t("samples"), value: samples.length > 0 ? samples.join(", ") : t("noSamples") });
  if (agreed) details.push({ label: t("quantity"), value: sale.quantity(line.quantity) });
  if (size) {
    // Named by what it measures, as the product page and the editor name it ("Internal dimensions", "Width × gusset × height").
    const kind = sizeKindOf(line.product?.slug, size);
    details.push({ label: sizeNote(kind, tSizes), value: formatSize(size, kind, unit, units(unit), locale, tSizes) });
  }
  if (has(MATERIALS, material)) details.push({ label: t("material"), value: catalog(`materials.${material as (typeof MATERIALS)[number]}`) });
  if (has(PRINT_COLOR_MODES, printMode))
    details.push({ label: t("printMode"), value: catalog(`printModes.${printMode as (typeof PRINT_COLOR_MODES)[number]}`) });
  if (has(FINISHES, finish)) details.push({ label: t("finish"), value: catalog(`finishes.${finish as (typeof FINISHES)[number]}`) });
  // With one quality there is nothing to choose; it is still worth saying which.
  if (printed && qualities.length === 1 && has(PRINT_QUALITIES, quality))
    details.push({ label: t("printQuality"), value: catalog(`printQualities.${quality as (typeof PRINT_QUALITIES)[number]}`) });

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
        {pack && samples.length === 0 ? (
          <Link href={path("/sample-packs")} variant="text" size="small">
            {t("chooseSamples")}
          </Link>
        ) : null}
        {agreed ? <p className={styles.hint}>{t("agreedInOffer")}</p> : null}
        {/* Priced by the buyer's company price list (docs/adr/0056-negotiated-price-lists.md). */}
        {line.price_list_id !== null && line.price_list_id !== undefined ? (
          <p className={styles.hint} data-testid="negotiated-price">
            {priceLists("negotiated")}
          </p>
        ) : null}
        {printed && line.skipped_design ? <p className={styles.warning}>{t("skippedDesign")}</p> : null}
        {printed && editorUrl && line.box_design_id !== null && !agreed ? (
          <div>
            <Link href={designEditAddress(editorUrl, line)} variant="text" size="small" aria-describedby={`${id}-name`} data-testid="edit-design">
              {t("editDesign")}
            </Link>
          </div>
        ) : null}
        <div className={styles.controls}>
          {inBundle || agreed ? null : (
            <div className={styles.field}>
              <label htmlFor={`${id}-quantity`}>{t("quantity")}</label>
              <select
                id={`${id}-quantity`}
                aria-describedby={`${id}-name`}
                value={quantity}
                onChange={(event) => chooseQuantity(Number(event.target.value), on.onQuantity)}
              >
                {quantityChoices(line.quantity, shape).map((choice) => (
                  <option key={choice} value={choice}>
                    {pack ? t("packs", { count: choice }) : sale.quantity(choice)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {qualities.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-quality`}>{t("printQuality")}</label>
              <select
                id={`${id}-quality`}
                aria-describedby={`${id}-name`}
                value={quality}
                onChange={(event) => chooseQuality(event.target.value, on.onPrintQuality)}
              >
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
        {printed ? (
          <div>
            <div className={styles.checkbox}>
              <input
                id={`${id}-check`}
                type="checkbox"
                checked={checked}
                aria-describedby={`${id}-name ${id}-check-hint`}
                onChange={(event) => chooseCheck(event.target.checked, on.onExpertCheck)}
              />
              <label htmlFor={`${id}-check`}>{t("expertCheck", { price: money(expertCheck ? shownTotal(expertCheck, display) : expertCheckPrice) })}</label>
            </div>
            <span id={`${id}-check-hint`} className={styles.hint}>
              {t("expertCheckHint")}
            </span>
          </div>
        ) : null}
      </div>
      <div className={styles.linePrice}>
        <span className={styles.lineTotal}>
          <span className={shared.visuallyHidden}>{t("lineTotal")} </span>
          {money(shownTotal(line, display))}
        </span>
        {/* A pack has one price, the pack's; pieces are for what is made in runs. */}
        {pack ? null : <span className={styles.hint}>{sale.each(money(display === "gross" ? line.price_with_vat : line.price))}</span>}
      </div>
    </li>
  );
}

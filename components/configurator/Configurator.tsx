"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { fetchPriceList, tierFor, type PriceListResponse } from "@/lib/pricing/client";
import styles from "./configurator.module.css";

/**
 * The product configurator: the shopper picks size, material, print, finish,
 * print quality, quantity and express production; the price comes from the
 * server's price list for those options (the browser never computes a price).
 */

export interface Choice {
  value: string;
  label: string;
}

export interface ConfiguratorProps {
  product: string;
  designless: boolean;
  sizes: Choice[];
  materials: Choice[];
  printModes: Choice[];
  finishes: Choice[];
  printQualities: Choice[];
  expressProduction: boolean;
  expressDays: number;
  quantities: number[];
  defaultQuantity: number;
  formatter: CurrencyFormatter;
  priceDisplay: "gross" | "net-plus-vat" | "no-vat";
  /** The price list for the default options, rendered on the server. */
  initialPrices: PriceListResponse;
  /** The box editor on the app host, and the cart for products without a design. */
  editorUrl: string;
  cartUrl: string;
}

function Select({ label, value, choices, onChange, name }: { label: string; value: string; choices: Choice[]; onChange: (v: string) => void; name: string }) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} disabled={choices.length === 1}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Configurator(props: ConfiguratorProps) {
  const t = useTranslations("ProductPage");
  const api = useApi();
  const [size, setSize] = useState(props.sizes[0]?.value ?? "");
  const [material, setMaterial] = useState(props.materials[0]?.value ?? "");
  const [printMode, setPrintMode] = useState(props.printModes[0]?.value ?? "");
  const [finish, setFinish] = useState(props.finishes[0]?.value ?? "");
  const [printQuality, setPrintQuality] = useState(props.printQualities[0]?.value ?? "");
  const [quantity, setQuantity] = useState(props.defaultQuantity);
  const [express, setExpress] = useState(false);

  const extras = [material, printMode, finish, printQuality, express ? "express" : ""].filter(Boolean).join(",");
  const isDefault =
    size === props.sizes[0]?.value &&
    material === (props.materials[0]?.value ?? "") &&
    printMode === (props.printModes[0]?.value ?? "") &&
    finish === (props.finishes[0]?.value ?? "") &&
    printQuality === (props.printQualities[0]?.value ?? "") &&
    !express;

  const prices = useQuery({
    queryKey: ["prices/list", props.product, extras],
    queryFn: () => fetchPriceList(api, { product: props.product, extras }),
    initialData: isDefault ? props.initialPrices : undefined,
    placeholderData: keepPreviousData,
  });

  const variant = prices.data?.variants.find((candidate) => candidate.product_size === size);
  const tier = useMemo(() => tierFor(variant?.volume_prices ?? [], quantity), [variant, quantity]);
  const unit = tier ? (props.priceDisplay === "gross" ? tier.price_with_vat : tier.price) : undefined;
  const sku = variant?.sku;
  const next = new URLSearchParams({ sku: sku ?? "", quantity: String(quantity) });
  const href = `${props.designless ? props.cartUrl : props.editorUrl}?${next.toString()}`;

  return (
    <section className={styles.configurator} aria-labelledby="configurator-heading" data-testid="configurator">
      <h2 id="configurator-heading">{t("configure")}</h2>
      <div className={styles.fields}>
        <Select name="size" label={t("sizes")} value={size} choices={props.sizes} onChange={setSize} />
        <Select name="material" label={t("materials")} value={material} choices={props.materials} onChange={setMaterial} />
        <Select name="printMode" label={t("printModes")} value={printMode} choices={props.printModes} onChange={setPrintMode} />
        <Select name="finish" label={t("finishes")} value={finish} choices={props.finishes} onChange={setFinish} />
        <Select name="printQuality" label={t("printQualities")} value={printQuality} choices={props.printQualities} onChange={setPrintQuality} />
        <Select
          name="quantity"
          label={t("quantity")}
          value={String(quantity)}
          choices={props.quantities.map((q) => ({ value: String(q), label: t("pieces", { count: q }) }))}
          onChange={(value) => setQuantity(Number(value))}
        />
        {props.expressProduction && (
          <label className={styles.checkbox}>
            <input type="checkbox" name="express" checked={express} onChange={(event) => setExpress(event.target.checked)} />
            <span>
              {t("express")} <small>{t("expressNote", { days: props.expressDays })}</small>
            </span>
          </label>
        )}
      </div>
      <div className={styles.summary} aria-live="polite" aria-busy={prices.isFetching}>
        <p className={styles.summaryLabel}>{t("yourPrice")}</p>
        {prices.isError ? (
          <p role="alert" className={styles.error}>
            {t("priceError")}
          </p>
        ) : unit !== undefined ? (
          <>
            <p className={styles.total} data-testid="configurator-total">
              {formatMinorUnits(unit * quantity, props.formatter)}
            </p>
            <p className={styles.unit} data-testid="configurator-unit">
              {t("perPiece", { price: formatMinorUnits(unit, props.formatter) })}
            </p>
          </>
        ) : null}
        {prices.isFetching && <p className={styles.updating}>{t("priceUpdating")}</p>}
        <a className={styles.cta} href={href} aria-disabled={!sku}>
          {props.designless ? t("addToCart") : t("designYourBox")}
        </a>
      </div>
    </section>
  );
}

"use client";

import { useId, useMemo, useState } from "react";
import { useApi } from "@/components/providers/api";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import { tierFor, type PriceListResponse } from "@/lib/pricing/client";
import styles from "./configurator.module.css";
import { usePriceList } from "./use-price-list";
import { fillPrice, type ConfiguratorWords } from "./words";

/**
 * The product configurator: the shopper picks size, material, print, finish,
 * print quality, quantity and express production; the price comes from the
 * server's price list for those options (the browser never computes a price).
 * Its words come translated from the server (./words) and its prices through
 * ./use-price-list, so the product page loads neither a message parser nor a
 * query cache.
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
  /** The quantities offered, each with its label ("500 pieces"). */
  quantities: Choice[];
  defaultQuantity: number;
  formatter: CurrencyFormatter;
  priceDisplay: "gross" | "net-plus-vat" | "no-vat";
  /** The price list for the default options, rendered on the server. */
  initialPrices: PriceListResponse;
  words: ConfiguratorWords;
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
  const words = props.words;
  const api = useApi();
  const [size, setSize] = useState(props.sizes[0]?.value ?? "");
  const [material, setMaterial] = useState(props.materials[0]?.value ?? "");
  const [printMode, setPrintMode] = useState(props.printModes[0]?.value ?? "");
  const [finish, setFinish] = useState(props.finishes[0]?.value ?? "");
  const [printQuality, setPrintQuality] = useState(props.printQualities[0]?.value ?? "");
  const [quantity, setQuantity] = useState(props.defaultQuantity);
  const [express, setExpress] = useState(false);

  const extras = [material, printMode, finish, printQuality, express ? "express" : ""].filter(Boolean).join(",");
  const defaultExtras = [props.materials[0]?.value, props.printModes[0]?.value, props.finishes[0]?.value, props.printQualities[0]?.value].filter(Boolean).join(",");
  const prices = usePriceList(api, props.product, extras, { extras: defaultExtras, list: props.initialPrices });

  const variant = prices.list?.variants.find((candidate) => candidate.product_size === size);
  const tier = useMemo(() => tierFor(variant?.volume_prices ?? [], quantity), [variant, quantity]);
  const unit = tier ? (props.priceDisplay === "gross" ? tier.price_with_vat : tier.price) : undefined;
  const sku = variant?.sku;
  const next = new URLSearchParams({ sku: sku ?? "", quantity: String(quantity) });
  const href = `${props.designless ? props.cartUrl : props.editorUrl}?${next.toString()}`;

  return (
    <section className={styles.configurator} aria-labelledby="configurator-heading" data-testid="configurator">
      <h2 id="configurator-heading">{words.configure}</h2>
      <div className={styles.fields}>
        <Select name="size" label={words.sizes} value={size} choices={props.sizes} onChange={setSize} />
        <Select name="material" label={words.materials} value={material} choices={props.materials} onChange={setMaterial} />
        <Select name="printMode" label={words.printModes} value={printMode} choices={props.printModes} onChange={setPrintMode} />
        <Select name="finish" label={words.finishes} value={finish} choices={props.finishes} onChange={setFinish} />
        <Select name="printQuality" label={words.printQualities} value={printQuality} choices={props.printQualities} onChange={setPrintQuality} />
        <Select
          name="quantity"
          label={words.quantity}
          value={String(quantity)}
          choices={props.quantities}
          onChange={(value) => setQuantity(Number(value))}
        />
        {props.expressProduction && (
          <label className={styles.checkbox}>
            <input type="checkbox" name="express" checked={express} onChange={(event) => setExpress(event.target.checked)} />
            <span>
              {words.express} <small>{words.expressNote}</small>
            </span>
          </label>
        )}
      </div>
      <div className={styles.summary} aria-live="polite" aria-busy={prices.fetching}>
        <p className={styles.summaryLabel}>{words.yourPrice}</p>
        {prices.failed ? (
          <p role="alert" className={styles.error}>
            {words.priceError}
          </p>
        ) : unit !== undefined ? (
          <>
            <p className={styles.total} data-testid="configurator-total">
              {formatMinorUnits(unit * quantity, props.formatter)}
            </p>
            <p className={styles.unit} data-testid="configurator-unit">
              {fillPrice(words.perPiece, formatMinorUnits(unit, props.formatter))}
            </p>
          </>
        ) : null}
        {prices.fetching && <p className={styles.updating}>{words.priceUpdating}</p>}
        <a className={styles.cta} href={href} aria-disabled={!sku}>
          {props.designless ? words.addToCart : words.designYourBox}
        </a>
      </div>
    </section>
  );
}

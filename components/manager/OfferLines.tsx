"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { LinesTable } from "@/components/ui/LinesTable";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import { toLanguageTag, type Locale } from "@/lib/i18n/locales";
import { pageLocaleOf } from "@/lib/i18n/page-locale";
import { findRegion } from "@/regions";
import type { CurrencyFormatter } from "@/lib/money/format";
import { addOfferLine, blamedField, changeOfferLine, removeOfferLine, type Offer, type OfferLine } from "./api";
import { FormMessage, SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import styles from "./manager.module.css";
import { formatMajorUnits, parseMajorUnits } from "./money-input";
import type { OfferCatalogue, OfferProduct, OfferProductSize } from "@/lib/b2b/offer-catalogue";
import { CUSTOM_SIZE, type RequestedLine } from "@/lib/b2b/request-line";
import { CUSTOM_SIZE_DIMENSIONS, rangeProblem, sizedSku } from "@/lib/catalog/custom-size";
import { findSku, productOfSku, skuOf } from "./setup";
import { useRefusal, type ManagerWords } from "./words";

/** The largest quantity an offer line takes. */
const MAX_QUANTITY = 10_000_000;

/** The separators of a storefront the page does not know: the API's own plain decimal point. */
const PLAIN: CurrencyFormatter = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "", currencyPosition: "left" };

interface OfferLinesProps {
  offer: Offer;
  catalogue: OfferCatalogue;
  formatter: CurrencyFormatter | undefined;
  words: ManagerWords;
  /** Only a draft's lines can change. */
  editable: boolean;
  onChanged(offer: Offer): void;
  /** The page's one status line: what the last action did (null clears it). */
  onNotice(text: string | null): void;
  /** Whether a line is open for changes that are not saved yet. */
  onEditing(editing: boolean): void;
  /** What the offer's quote request asked for, to start the first line from (with the request's number). */
  requested?: { line: RequestedLine; number: string } | null;
}

/** The offer's lines with their totals; a draft's lines are added, changed and removed here. */
export function OfferLines({ offer, catalogue, formatter, words, editable, onChanged, onNotice, onEditing, requested }: OfferLinesProps) {
  const t = useTranslations("Manager.lines");
  const api = useApi();
  const refusal = useRefusal();
  const [editing, setEditing] = useState<OfferLine | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const optionsText = useOptionsText();
  const open = editable && editing !== null;
  useEffect(() => onEditing(open), [open, onEditing]);
  useEffect(() => () => onEditing(false), [onEditing]);
  const money = (amount: number) => words.money(offer.region, offer.currency, amount);

  async function remove(line: OfferLine) {
    setRemoving(line.id);
    setError(undefined);
    onNotice(null);
    try {
      onChanged(await removeOfferLine(api, line.id));
      if (editing?.id === line.id) setEditing(null);
      onNotice(t("removed", { name: line.name }));
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="offer-lines">
      <h2 id="offer-lines">{t("title")}</h2>
      {offer.line_items.length === 0 ? (
        <p className={shared.muted}>{editable ? t("emptyDraft") : t("empty")}</p>
      ) : (
        <LinesTable
          className={styles.table}
          labels={{
            product: t("product"),
            quantity: t("quantity"),
            unitPrice: t("unitPrice"),
            total: t("total"),
            ...(editable ? { extra: t("actions") } : {}),
          }}
          lines={offer.line_items.map((line) => ({
            key: line.id,
            testId: "offer-line",
            name: (
              <>
                {line.name}
                <span className={styles.small}>{line.sku}</span>
                {optionsText(line.options) ? <span className={styles.small}>{optionsText(line.options)}</span> : null}
                {line.description ? <span className={styles.small}>{line.description}</span> : null}
              </>
            ),
            quantity: line.quantity,
            unitPrice: money(line.unit_price),
            total: money(line.total),
            extra: editable ? (
              <div className={shared.actions}>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => {
                    onNotice(null);
                    setEditing(line);
                  }}
                  aria-label={t("editLine", { name: line.name })}
                >
                  {t("edit")}
                </Button>
                <Button
                  size="small"
                  variant="text"
                  onClick={() => void remove(line)}
                  disabled={removing !== null}
                  aria-busy={removing === line.id || undefined}
                  aria-label={t("removeLine", { name: line.name })}
                >
                  {t("remove")}
                </Button>
              </div>
            ) : null,
          }))}
          foot={
            <tr>
              <th scope="row" colSpan={3}>
                {t("offerTotal")}
              </th>
              <td className={shared.amount} data-testid="offer-total">
                {money(offer.item_total)}
              </td>
              {editable ? <td /> : null}
            </tr>
          }
        />
      )}
      <FormMessage error={error} />
      {editable ? (
        editing ? (
          <LineForm
            key={`edit-${editing.id}`}
            offer={offer}
            catalogue={catalogue}
            formatter={formatter ?? PLAIN}
            words={words}
            line={editing}
            onDone={(changed) => {
              onChanged(changed);
              setEditing(null);
              onNotice(t("changed"));
            }}
            onCancel={() => setEditing(null)}
            onStart={() => onNotice(null)}
          />
        ) : (
          <LineForm
            key={offer.line_items.length === 0 && requested ? `add-from-${requested.number}` : "add"}
            prefill={offer.line_items.length === 0 ? requested : null}
            offer={offer}
            catalogue={catalogue}
            formatter={formatter ?? PLAIN}
            words={words}
            onDone={(changed) => {
              onChanged(changed);
              onNotice(t("added"));
            }}
            onStart={() => onNotice(null)}
          />
        )
      ) : null}
    </section>
  );
}

type LineField = "sku" | "size" | "name" | "description" | "quantity" | "unit_price";

interface LineValues {
  slug: string;
  /** A catalogue size's code, or CUSTOM_SIZE with the three lengths typed in millimetres. */
  size: string;
  length: string;
  width: string;
  height: string;
  material: string;
  printMode: string;
  finish: string;
  printQuality: string;
  name: string;
  description: string;
  quantity: string;
  price: string;
}

const OPTION_FIELDS = [
  { key: "material", wire: "material", list: "materials", words: "materials" },
  { key: "printMode", wire: "print_mode", list: "printModes", words: "printModes" },
  { key: "finish", wire: "finish", list: "finishes", words: "finishes" },
  { key: "printQuality", wire: "print_quality", list: "printQualities", words: "printQualities" },
] as const;

type WireOptions = NonNullable<OfferLine["options"]>;

/** A line's options in words, in the page's language: what the line is made with beside its size. */
function useOptionsText() {
  const catalog = useTranslations("Catalog");
  return (options: WireOptions | undefined) =>
    OPTION_FIELDS.flatMap((field) => {
      const value = options?.[field.wire];
      return value && catalog.has(`${field.words}.${value}` as never) ? [catalog(`${field.words}.${value}` as never)] : [];
    }).join(", ");
}

interface LineFormProps {
  offer: Offer;
  catalogue: OfferCatalogue;
  formatter: CurrencyFormatter;
  words: ManagerWords;
  /** The line being changed; a new line without. */
  line?: OfferLine;
  /** A new line's start: what the offer's quote request asked for. */
  prefill?: { line: RequestedLine; number: string } | null;
  onDone(offer: Offer): void;
  onCancel?(): void;
  /** A new action begins: the page's last notice is no longer news. */
  onStart(): void;
}

/**
 * A line's form. A new line's sku is picked from the offer's storefront's
 * catalogue, a product and then one of its sizes, and takes the product's name
 * in the offer's language; the unit price is typed in major units the
 * storefront's way and sent in minor units.
 */
function LineForm({ offer, catalogue, formatter, words, line, prefill, onDone, onCancel, onStart }: LineFormProps) {
  const t = useTranslations("Manager.lines");
  const catalog = useTranslations("Catalog");
  const api = useApi();
  const refusal = useRefusal();
  const pageLocale = useLocale() as Locale;
  const [values, setValues] = useState<LineValues>(() =>
    prefill && !line ? prefilledValues(prefill.line, catalogue, namingLocale(offer)) : initialValues(line, catalogue, formatter),
  );
  const [errors, setErrors] = useState<Partial<Record<LineField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const nameOf = (product: OfferProduct, locale: string) => product.names[locale as Locale] ?? product.names[pageLocale] ?? product.slug;
  const products = useMemo(
    () =>
      catalogue
        .filter((product) => product.storefronts.includes(offer.region))
        .map((product) => ({ product, label: nameOf(product, pageLocale) }))
        .sort((a, b) => a.label.localeCompare(b.label, pageLocale)),
    // nameOf reads only the page's language, which is fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [catalogue, offer.region, pageLocale],
  );
  const product = products.find((entry) => entry.product.slug === values.slug)?.product ?? (line ? productOfSku(catalogue, line.sku) : undefined);
  const custom = values.size === CUSTOM_SIZE;
  const quantity = /^\d+$/.test(values.quantity.trim()) ? Number(values.quantity.trim()) : null;
  const price = parseMajorUnits(values.price, formatter);
  const preview = quantity !== null && quantity >= 1 && price !== null ? quantity * price : null;

  const set = (field: keyof LineValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function chooseProduct(slug: string) {
    const chosen = products.find((entry) => entry.product.slug === slug)?.product;
    setValues((current) => ({
      ...current,
      slug,
      size: chosen?.sizes.length === 1 ? chosen.sizes[0]!.code : "",
      // Another product is made with other options: each starts at the product's default.
      material: "",
      printMode: "",
      finish: "",
      printQuality: "",
      name: chosen ? nameOf(chosen, namingLocale(offer)) : current.name,
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<LineField, string>> = {};
    if (!line && (!product || !values.size)) found.sku = t("skuRequired");
    const customSize = !line && custom && product ? customSizeOf(values, product) : null;
    if (!line && custom && !customSize) found.size = t("customSizeInvalid");
    if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY) found.quantity = t("quantityInvalid");
    if (price === null) found.unit_price = t("priceInvalid", { example: formatMajorUnits(1250, formatter) });
    setErrors(found);
    setError(null);
    onStart();
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const options = Object.fromEntries(OPTION_FIELDS.filter((field) => values[field.key]).map((field) => [field.wire, values[field.key]])) as WireOptions;
      const fields = {
        name: values.name.trim() || undefined,
        description: values.description.trim(),
        quantity: quantity!,
        unit_price: price!,
        // Left out, the product's defaults (or, for a change, the line's options as they are).
        ...(Object.keys(options).length > 0 ? { options } : {}),
      };
      const sku = customSize ? sizedSku(product!.slug, customSize) : skuOf(product!, { code: values.size });
      const changed = line ? await changeOfferLine(api, line.id, fields) : await addOfferLine(api, offer.id, { sku, ...fields });
      if (!line) setValues(initialValues(undefined, catalogue, formatter));
      onDone(changed);
    } catch (failure) {
      const message = refusal(failure);
      const field = blamedField(failure);
      if (field && ["sku", "name", "description", "quantity", "unit_price"].includes(field)) setErrors({ [field as LineField]: message });
      else if (field && ["length", "width", "height"].includes(field)) setErrors({ size: message });
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  const sizeLabel = (size: OfferProductSize) =>
    size.heightMm > 0
      ? t("size", { length: size.lengthMm, width: size.widthMm, height: size.heightMm })
      : t("sizeFlat", { length: size.lengthMm, width: size.widthMm });

  return (
    <form className={`${shared.form} ${styles.lineForm}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="line-form-title">
      <h3 id="line-form-title">{line ? t("editTitle", { name: line.name }) : t("addTitle")}</h3>
      {line ? (
        <p className={styles.small}>{line.sku}</p>
      ) : (
        <div className={styles.row}>
          <SelectField label={t("productChoice")} value={values.slug} onChange={(event) => chooseProduct(event.target.value)} error={errors.sku}>
            <option value="">{t("chooseProduct")}</option>
            {products.map((entry) => (
              <option key={entry.product.slug} value={entry.product.slug}>
                {entry.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("sizeChoice")} value={values.size} onChange={set("size")} disabled={!product} error={custom ? undefined : errors.size}>
            <option value="">{t("chooseSize")}</option>
            {product?.sizes.map((size) => (
              <option key={size.code} value={size.code}>
                {sizeLabel(size)}
              </option>
            ))}
            {product?.customLimits ? <option value={CUSTOM_SIZE}>{t("customSize")}</option> : null}
          </SelectField>
        </div>
      )}
      {!line && custom && product?.customLimits ? (
        <fieldset className={styles.row}>
          <legend>{t("customSizeLegend")}</legend>
          {CUSTOM_SIZE_DIMENSIONS.map((dimension) => (
            <TextField
              key={dimension}
              label={t(`customDimension.${dimension}`)}
              type="number"
              inputMode="numeric"
              min={product.customLimits![dimension].min}
              max={product.customLimits![dimension].max}
              step={1}
              value={values[dimension]}
              onChange={set(dimension)}
              hint={t("customDimensionHint", { min: product.customLimits![dimension].min, max: product.customLimits![dimension].max })}
            />
          ))}
          {errors.size ? <FormMessage error={errors.size} /> : null}
        </fieldset>
      ) : null}
      {prefill && !line ? <p className={styles.hint}>{t("fromRequest", { number: prefill.number })}</p> : null}
      {product ? (
        <div className={styles.row}>
          {OPTION_FIELDS.filter((field) => product.options[field.list].length > 1).map((field) => (
            <SelectField key={field.key} label={t(`option.${field.key}`)} value={values[field.key]} onChange={set(field.key)}>
              <option value="">{t("optionDefault", { name: catalog(`${field.words}.${product.options[field.list][0]}` as never) })}</option>
              {product.options[field.list].map((value) => (
                <option key={value} value={value}>
                  {catalog(`${field.words}.${value}` as never)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      ) : null}
      <div className={styles.row}>
        <TextField label={t("name")} maxLength={200} value={values.name} onChange={set("name")} error={errors.name} />
        <TextField
          label={t("quantity")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.quantity}
          onChange={set("quantity")}
          error={errors.quantity}
        />
        <TextField
          label={t("unitPriceIn", { currency: offer.currency })}
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={set("price")}
          hint={t("priceHint", { example: formatMajorUnits(1250, formatter) })}
          error={errors.unit_price}
        />
      </div>
      <TextAreaField label={t("description")} rows={2} maxLength={2000} value={values.description} onChange={set("description")} error={errors.description} />
      <p className={forms.status} role="status">
        {preview !== null ? t("linePreview", { total: words.money(offer.region, offer.currency, preview) }) : ""}
      </p>
      <FormMessage error={error} />
      <div className={shared.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {line ? t("save") : t("add")}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const NO_OPTIONS = { material: "", printMode: "", finish: "", printQuality: "" };
const NO_SIZE = { length: "", width: "", height: "" };

function initialValues(line: OfferLine | undefined, catalogue: OfferCatalogue, formatter: CurrencyFormatter): LineValues {
  if (!line) return { slug: "", size: "", ...NO_SIZE, ...NO_OPTIONS, name: "", description: "", quantity: "", price: "" };
  const known = findSku(catalogue, line.sku);
  const options = line.options ?? {};
  return {
    slug: known?.product.slug ?? "",
    size: known?.size.code ?? "",
    ...NO_SIZE,
    material: options.material ?? "",
    printMode: options.print_mode ?? "",
    finish: options.finish ?? "",
    printQuality: options.print_quality ?? "",
    name: line.name,
    description: line.description,
    quantity: String(line.quantity),
    price: formatMajorUnits(line.unit_price, formatter),
  };
}

/**
 * The locale an offer's line is named in: the offer's language as its storefront writes
 * it (British English on the EU storefront, docs/adr/0068-region-formats.md), as the buyer
 * reads the rest of the shop.
 */
function namingLocale(offer: Pick<Offer, "region" | "locale">): string {
  const region = findRegion(offer.region);
  return region ? pageLocaleOf(region, toLanguageTag(offer.locale)) : offer.locale;
}

/** The first line of an offer made from a quote request: its product, size, quantity and notes; the price is the manager's. */
function prefilledValues(requested: RequestedLine, catalogue: OfferCatalogue, offerLocale: string): LineValues {
  const product = catalogue.find((candidate) => candidate.slug === requested.slug);
  const name = product ? (product.names[offerLocale as Locale] ?? product.slug) : "";
  return {
    slug: requested.slug,
    size: requested.size,
    length: requested.custom ? String(requested.custom.length) : "",
    width: requested.custom ? String(requested.custom.width) : "",
    height: requested.custom ? String(requested.custom.height) : "",
    ...NO_OPTIONS,
    name,
    description: requested.description,
    quantity: requested.quantity ? String(requested.quantity) : "",
    price: "",
  };
}

/** The typed custom size in millimetres, when each is a whole number within the product's limits. */
function customSizeOf(values: LineValues, product: OfferProduct) {
  const size = { length: Number(values.length), width: Number(values.width), height: Number(values.height) };
  if (!product.customLimits || CUSTOM_SIZE_DIMENSIONS.some((dimension) => !/^\d+$/.test(values[dimension].trim()))) return null;
  return rangeProblem(product.customLimits, size) ? null : size;
}

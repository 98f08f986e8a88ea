"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ManagerStorefront } from "@/components/manager/setup";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { FormMessage, SelectField, TextField } from "@/components/ui/fields";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import type { OfferCatalogue } from "@/lib/b2b/offer-catalogue";
import { QUANTITY_STEPS } from "@/lib/catalog/constants";
import { shopDayOf } from "@/lib/dates/shop-day";
import type { Locale } from "@/lib/i18n/locales";
import { createPriceList, replacePriceList, type ManagedCompany, type NegotiatedPriceList } from "./api";
import { draftOf, emptyDraft, inputOf, newEntry, type DraftProblems, type EntryDraft, type ListDraft } from "./draft";
import { PublicLadder } from "./PublicLadder";
import styles from "./price-lists.module.css";

/** The size select's choice that opens the custom size field, and what a custom size's code looks like. */
const CUSTOM = "custom";
const SIZE_CODE = /^\d{1,4}x\d{1,4}(x\d{1,4})?$/;

/** The server's refusals the form says in the manager's words; anything else is "could not be saved". */
const KNOWN = [
  "unknown_product",
  "unknown_size",
  "entry_price_required",
  "ladder_first_step",
  "ladder_not_ascending",
  "ladder_price_rising",
  "duplicate_entry",
  "invalid_validity",
  "price_list_currency",
  "price_list_overlap",
] as const;

interface PriceListFormProps {
  company: ManagedCompany;
  storefront: ManagerStorefront;
  catalogue: OfferCatalogue;
  /** The list being changed; none for a new one. */
  list?: NegotiatedPriceList;
  onSaved(list: NegotiatedPriceList): void;
  onCancel(): void;
}

/**
 * A company's price list: its name, the days it applies and, per product and size
 * (or every size), fixed net piece prices by tier or a discount on the list prices,
 * with the list prices beside for comparison. Saved as a whole; a refusal is shown
 * by the field it is about and what was typed stays.
 */
export function PriceListForm({ company, storefront, catalogue, list, onSaved, onCancel }: PriceListFormProps) {
  const t = useTranslations("PriceLists");
  const api = useApi();
  const locale = useLocale() as Locale;
  const separators = storefront.formatter;
  const [draft, setDraft] = useState<ListDraft>(() => (list ? draftOf(list, separators) : emptyDraft(shopDayOf(new Date()))));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const products = catalogue.filter((product) => product.storefronts.includes(company.region));

  const problem = (field: string) => {
    const found = problems[field];
    return found ? t(`errors.${found.key}` as "errors.name", found.values ?? {}) : undefined;
  };
  const change = (next: Partial<ListDraft>) => setDraft((current) => ({ ...current, ...next }));
  const changeEntry = (index: number, next: Partial<EntryDraft>) =>
    setDraft((current) => ({ ...current, entries: current.entries.map((entry, at) => (at === index ? { ...entry, ...next } : entry)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const made = inputOf(draft, separators);
    if ("problems" in made) {
      setProblems(made.problems);
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      onSaved(list ? await replacePriceList(api, list.id, made.input) : await createPriceList(api, company.id, made.input));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        setProblems({ [refusal.field]: { key: refusal.code, values: refusal.values } });
        setFailure(t(`errors.${refusal.code}` as "errors.name", refusal.values));
      } else {
        setFailure(t("errors.failed"));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="price-list-form" data-testid="price-list-form">
      <h2 id="price-list-form">{list ? t("form.titleEdit") : t("form.titleNew")}</h2>
      <TextField label={t("form.name")} value={draft.name} maxLength={120} onChange={(event) => change({ name: event.target.value })} error={problem("name")} />
      <div className={shared.actions}>
        <TextField
          label={t("form.validFrom")}
          type="date"
          value={draft.validFrom}
          onChange={(event) => change({ validFrom: event.target.value })}
          error={problem("valid_from")}
        />
        <TextField
          label={t("form.validTo")}
          type="date"
          value={draft.validTo}
          hint={t("form.validToHint")}
          onChange={(event) => change({ validTo: event.target.value })}
          error={problem("valid_to")}
        />
      </div>

      <h3>{t("form.entries")}</h3>
      {draft.entries.map((entry, index) => {
        const field = `entries.${index}`;
        const product = products.find((candidate) => candidate.slug === entry.product);
        // A size the catalogue does not list is a custom size's code, typed.
        const custom = Boolean(product) && (entry.custom || (entry.size !== "" && !product!.sizes.some((size) => size.code === entry.size)));
        return (
          <fieldset key={entry.key} className={styles.entry} data-testid="price-list-entry" aria-invalid={problem(field) ? true : undefined}>
            <legend>{product ? (product.names[locale] ?? product.slug) : t("form.product")}</legend>
            <div>
              <SelectField
                label={t("form.product")}
                value={entry.product}
                onChange={(event) => changeEntry(index, { product: event.target.value, size: "" })}
                error={problem(`${field}.product`)}
              >
                <option value="">{t("form.chooseProduct")}</option>
                {products.map((candidate) => (
                  <option key={candidate.slug} value={candidate.slug}>
                    {candidate.names[locale] ?? candidate.slug}
                  </option>
                ))}
              </SelectField>
              {product ? (
                <SelectField
                  label={t("form.size")}
                  value={custom ? CUSTOM : entry.size}
                  onChange={(event) =>
                    changeEntry(index, event.target.value === CUSTOM ? { size: "", custom: true } : { size: event.target.value, custom: false })
                  }
                  error={custom ? undefined : problem(`${field}.size_code`)}
                >
                  <option value="">{t("form.allSizes")}</option>
                  {product.sizes.map((size) => (
                    <option key={size.code} value={size.code}>
                      {size.code}
                    </option>
                  ))}
                  {product.customLimits ? <option value={CUSTOM}>{t("form.customSize")}</option> : null}
                </SelectField>
              ) : null}
              {custom ? (
                <TextField
                  label={t("form.customSizeCode")}
                  value={entry.size}
                  maxLength={30}
                  onChange={(event) => changeEntry(index, { size: event.target.value.trim(), custom: true })}
                  error={problem(`${field}.size_code`)}
                />
              ) : null}
              <fieldset className={styles.kinds}>
                <legend>{t("form.kind")}</legend>
                {(["discount", "fixed"] as const).map((kind) => (
                  <label key={kind}>
                    <input type="radio" name={`kind-${entry.key}`} checked={entry.kind === kind} onChange={() => changeEntry(index, { kind })} />{" "}
                    {t(`form.${kind}`)}
                  </label>
                ))}
              </fieldset>
              {entry.kind === "discount" ? (
                <TextField
                  label={t("form.discountPercent")}
                  inputMode="decimal"
                  value={entry.discount}
                  onChange={(event) => changeEntry(index, { discount: event.target.value })}
                  error={problem(`${field}.discount_basis_points`)}
                />
              ) : (
                <div className={styles.tiers}>
                  {entry.tiers.map((tier, row) => (
                    <div key={row} className={styles.tier} data-testid="price-list-tier">
                      <TextField
                        label={t("form.from")}
                        inputMode="numeric"
                        value={tier.from}
                        onChange={(event) => changeEntry(index, { tiers: entry.tiers.map((at, n) => (n === row ? { ...at, from: event.target.value } : at)) })}
                        error={problem(`${field}.ladder.${row}.range_start`)}
                      />
                      <TextField
                        label={t("form.piecePrice", { currency: company.currency })}
                        inputMode="decimal"
                        value={tier.price}
                        onChange={(event) => changeEntry(index, { tiers: entry.tiers.map((at, n) => (n === row ? { ...at, price: event.target.value } : at)) })}
                        error={problem(`${field}.ladder.${row}.price`)}
                      />
                      {entry.tiers.length > 1 ? (
                        <Button size="small" variant="secondary" onClick={() => changeEntry(index, { tiers: entry.tiers.filter((_, n) => n !== row) })}>
                          {t("form.removeTier")}
                        </Button>
                      ) : null}
                    </div>
                  ))}
                  <Button size="small" variant="secondary" onClick={() => changeEntry(index, { tiers: [...entry.tiers, { from: "", price: "" }] })}>
                    {t("form.addTier")}
                  </Button>
                </div>
              )}
              {problem(field) ? <FormMessage error={problem(field)} /> : null}
              <div className={shared.actions}>
                <Button size="small" variant="secondary" onClick={() => change({ entries: draft.entries.filter((_, at) => at !== index) })}>
                  {t("form.removeEntry")}
                </Button>
              </div>
            </div>
            {product && (!custom || SIZE_CODE.test(entry.size)) ? (
              <PublicLadder region={company.region} product={product.slug} size={entry.size} formatter={storefront.formatter} />
            ) : (
              <div />
            )}
          </fieldset>
        );
      })}
      <div className={shared.actions}>
        <Button size="small" variant="secondary" onClick={() => change({ entries: [...draft.entries, newEntry(QUANTITY_STEPS[0])] })}>
          {t("form.addEntry")}
        </Button>
      </div>
      <FormMessage error={failure} />
      <div className={shared.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t("form.saving") : t("form.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A refusal the form knows, with the field it names and the numbers its message needs. */
function refusalOf(error: unknown): { code: (typeof KNOWN)[number]; field: string; values: Record<string, number> } | null {
  if (!(error instanceof ApiError) || !(KNOWN as readonly (string | undefined)[]).includes(error.code)) return null;
  const details = (typeof error.details === "object" && error.details !== null ? error.details : {}) as { field?: unknown; first_step?: unknown };
  return {
    code: error.code as (typeof KNOWN)[number],
    field: typeof details.field === "string" ? details.field : "form",
    values: { quantity: typeof details.first_step === "number" ? details.first_step : QUANTITY_STEPS[0] },
  };
}

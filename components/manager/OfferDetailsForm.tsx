"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { LOCALES } from "@/lib/i18n/locales";
import { REGION_IDS } from "@/regions/schema";
import { blamedField, changeOffer, type Offer } from "./api";
import { dateInputOf, pickedDay } from "./dates";
import { FormMessage, SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import styles from "./manager.module.css";
import type { ManagerStorefront } from "./setup";
import { useRefusal, type ManagerWords } from "./words";

type Field = "email" | "region" | "locale" | "valid_until" | "message";

interface Values {
  email: string;
  region: string;
  locale: string;
  validUntil: string;
  message: string;
}

const valuesOf = (offer: Offer): Values => ({
  email: offer.email,
  region: offer.region,
  locale: offer.locale,
  validUntil: dateInputOf(offer.valid_until),
  message: offer.message,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface OfferDetailsFormProps {
  offer: Offer;
  storefronts: readonly ManagerStorefront[];
  words: ManagerWords;
  onSaved(offer: Offer): void;
  /** The page's one status line: what the last action did (null clears it). */
  onNotice(text: string | null): void;
  /** Whether the form holds changes the shop has not stored. */
  onDirty(dirty: boolean): void;
}

/** The form's values as the shop stores them (it trims the message, lowers the address), to tell a real change. */
const stored = (values: Values) => ({ ...values, email: values.email.trim().toLowerCase(), message: values.message.trim() });
const sameValues = (a: Values, b: Values) => JSON.stringify(stored(a)) === JSON.stringify(stored(b));

/**
 * A draft's details: who it is for, the storefront (and so the currency) and
 * language it is made in, how long it stays open, and a word to the buyer.
 * What was typed stays in the form when saving fails.
 */
export function OfferDetailsForm({ offer, storefronts, words, onSaved, onNotice, onDirty }: OfferDetailsFormProps) {
  const t = useTranslations("Manager.details");
  const api = useApi();
  const refusal = useRefusal();
  const [values, setValues] = useState<Values>(() => valuesOf(offer));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const storefront = storefronts.find((candidate) => candidate.id === values.region);
  // A language or storefront the lists do not know (set elsewhere) stays choosable as it is.
  const locales: readonly string[] = LOCALES.includes(values.locale as never) ? LOCALES : [values.locale, ...LOCALES];
  const regionKnown = storefronts.some((candidate) => candidate.id === values.region);
  const dirty = !sameValues(values, valuesOf(offer));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validUntil = pickedDay(values.validUntil);
    const found: Partial<Record<Field, string>> = {};
    if (!EMAIL.test(values.email.trim())) found.email = t("emailInvalid");
    if (!validUntil) found.valid_until = t("validUntilInvalid");
    setErrors(found);
    setError(undefined);
    onNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await changeOffer(api, offer.id, {
        email: values.email.trim(),
        // The selects offer the shop's storefronts and languages; an old offer's unknown one is left as it is.
        region: REGION_IDS.find((id) => id === values.region),
        locale: LOCALES.find((locale) => locale === values.locale),
        valid_until: validUntil!,
        message: values.message,
      });
      onSaved(saved);
      // What the shop stored is what the form shows now (trimmed, lowered): nothing is left unsaved.
      setValues(valuesOf(saved));
      onNotice(t("saved"));
    } catch (failure) {
      const message = refusal(failure);
      const field = blamedField(failure);
      if (field && ["email", "region", "locale", "valid_until", "message"].includes(field)) setErrors({ [field as Field]: message });
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="offer-details">
      <h2 id="offer-details">{t("title")}</h2>
      <form className={shared.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={styles.row}>
          <TextField label={t("email")} type="email" autoComplete="off" maxLength={254} value={values.email} onChange={set("email")} error={errors.email} />
          <SelectField
            label={t("storefront")}
            value={values.region}
            onChange={set("region")}
            error={errors.region}
            hint={storefront ? t("currency", { currency: storefront.currency }) : undefined}
          >
            {regionKnown ? null : <option value={values.region}>{values.region}</option>}
            {storefronts.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {t("storefrontOption", { name: candidate.name, currency: candidate.currency })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("language")} value={values.locale} onChange={set("locale")} error={errors.locale}>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {words.language(locale)}
              </option>
            ))}
          </SelectField>
          <TextField label={t("validUntil")} type="date" value={values.validUntil} onChange={set("validUntil")} error={errors.valid_until} />
        </div>
        <TextAreaField
          label={t("message")}
          hint={t("messageHint")}
          rows={4}
          maxLength={4000}
          value={values.message}
          onChange={set("message")}
          error={errors.message}
        />
        {values.region !== offer.region && offer.line_items.length > 0 ? <p className={styles.hint}>{t("storefrontChange")}</p> : null}
        <FormMessage error={error} />
        <div className={shared.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t("save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

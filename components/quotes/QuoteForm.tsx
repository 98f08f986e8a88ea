"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import forms from "@/components/ui/forms.module.css";
import { FormMessage, SelectField, TextField } from "@/components/ui/fields";
import { useApi, useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { ApiNetworkError } from "@/lib/api/errors";
import { QUOTE_MODES, type QuoteMode } from "@/lib/b2b/states";
import { lengthUnitFor } from "@/lib/catalog/units";
import type { CurrentUser } from "@/lib/session/types";
import type { CurrencyFormatter } from "@/lib/money/format";
import { isRateLimited, refusedField, sendQuoteRequest } from "./api";
import { AttachmentsField } from "./AttachmentsField";
import { TextAreaField } from "./fields";
import {
  BRIEF_MIN_LENGTH,
  QUOTE_FIELDS,
  errorFieldOf,
  looksLikeEmail,
  modeFromQuery,
  newIdempotencyKey,
  problemsOf,
  quantityOf,
  requestBody,
  type ErrorField,
  type QuoteField,
  type QuoteValues,
} from "./form";
import { InstantPrice } from "./InstantPrice";
import type { QuoteProduct } from "./products";
import styles from "./quotes.module.css";
import { useAttachments } from "./useAttachments";

const MODES = [
  { mode: QUOTE_MODES.qr, key: "qr" },
  { mode: QUOTE_MODES.brief, key: "brief" },
] as const;

/** Each field's id, so its label, its error and the focus after a refusal find it. */
const fieldId = (field: ErrorField) => `quote-${field}`;

/** What the signed-in buyer's account already says, offered until the buyer types something else. */
function prefillOf(user: CurrentUser | undefined): Partial<QuoteValues> {
  if (!user || user.anonymous) return {};
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return { name, email: user.email ?? "", company_name: user.company_name ?? "", phone: user.phone ?? "" };
}

interface QuoteFormProps {
  products: readonly QuoteProduct[];
  /** The storefront's way of writing prices, for the instant price. */
  formatter: CurrencyFormatter;
}

/**
 * The quote request form in its two modes, QR (a product and a quantity) and
 * Brief (a description), chosen by tabs and by ?mode= in the address. One
 * idempotency key is made per form fill, so a double click or a retry after a
 * lost answer never makes a second request. A refusal keeps everything typed
 * and points at the field it is about.
 */
export function QuoteForm({ products, formatter }: QuoteFormProps) {
  const t = useTranslations("Quotes");
  const api = useApi();
  const router = useRouter();
  const path = useRegionPath();
  const locale = useLocale();
  const unit = lengthUnitFor(useRegionId());
  const { user } = useSession();
  const attachments = useAttachments();
  const query = useSearchParams();
  const [mode, setMode] = useState<QuoteMode>(() => modeFromQuery(query?.get("mode")));
  const [typed, setTyped] = useState<Partial<QuoteValues>>({});
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  /** Set at once on submit: a second click in the same moment sees it before the button is disabled. */
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const [focusAttempt, setFocusAttempt] = useState(0);

  const prefill = prefillOf(user);
  const value = (field: QuoteField) => typed[field] ?? prefill[field] ?? "";
  const values = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, value(field)])) as QuoteValues;

  useEffect(() => {
    if (focusAttempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAttempt]);

  function change(field: QuoteField) {
    return (event: { target: { value: string } }) => {
      const next = event.target.value;
      setTyped((current) => ({ ...current, [field]: next }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  }

  function chooseMode(next: QuoteMode) {
    setMode(next);
    setErrors({});
    setFormError(null);
    // The address says which form is open, to share or come back to; no navigation is needed for that.
    const url = new URL(window.location.href);
    url.searchParams.set("mode", String(next));
    window.history.replaceState(window.history.state, "", url);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = mode === QUOTE_MODES.qr ? QUOTE_MODES.brief : QUOTE_MODES.qr;
    chooseMode(next);
    document.getElementById(`quote-tab-${next}`)?.focus();
  }

  function fieldError(field: ErrorField): string {
    return field === "message" ? t("errors.fields.message", { min: BRIEF_MIN_LENGTH }) : t(`errors.fields.${field}`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problems = problemsOf(values, mode);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((field) => [field, fieldError(field)])));
      setFormError(t("errors.check"));
      setFocusAttempt((count) => count + 1);
      return;
    }
    if (attachments.uploading) {
      setFormError(t("form.waitForFiles"));
      return;
    }
    inFlight.current = true;
    setSending(true);
    setErrors({});
    setFormError(null);
    try {
      const request = await sendQuoteRequest(api, requestBody(values, mode, attachments.fileIds, idempotencyKey, locale));
      // The button stays disabled until the thanks page replaces this one.
      router.push(`${path("/quote/success")}?${new URLSearchParams({ number: request.number })}`);
    } catch (error) {
      inFlight.current = false;
      setSending(false);
      const field = errorFieldOf(refusedField(error));
      if (field) {
        setErrors({ [field]: fieldError(field) });
        setFormError(t("errors.check"));
        setFocusAttempt((count) => count + 1);
      } else if (error instanceof ApiNetworkError) {
        setFormError(t("errors.network"));
      } else if (isRateLimited(error)) {
        setFormError(t("errors.rateLimited"));
      } else {
        setFormError(t("errors.generic"));
      }
    }
  }

  const qr = mode === QUOTE_MODES.qr;
  const product = products.find((candidate) => candidate.slug === values.product_slug) ?? null;
  const activeTab = `quote-tab-${mode}`;

  return (
    <div className={styles.formCard}>
      <div role="tablist" aria-label={t("tabs.label")} className={styles.tabs}>
        {MODES.map((entry) => (
          <button
            key={entry.mode}
            id={`quote-tab-${entry.mode}`}
            type="button"
            role="tab"
            aria-selected={mode === entry.mode}
            aria-controls="quote-panel"
            tabIndex={mode === entry.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => chooseMode(entry.mode)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${entry.key}`)}
          </button>
        ))}
      </div>
      <div id="quote-panel" role="tabpanel" aria-labelledby={activeTab} className={styles.panel}>
        <form ref={form} className={shared.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t("form.label")}>
          <p className={styles.hint}>{qr ? t("form.qrIntro") : t("form.briefIntro")}</p>
          {qr ? (
            <>
              <div className={forms.row}>
                <SelectField
                  id={fieldId("product_slug")}
                  label={t("form.product")}
                  value={values.product_slug}
                  error={errors.product_slug}
                  onChange={change("product_slug")}
                  required
                >
                  <option value="">{t("form.productPlaceholder")}</option>
                  {products.map((candidate) => (
                    <option key={candidate.slug} value={candidate.slug}>
                      {candidate.name}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  id={fieldId("quantity")}
                  label={t("form.quantity")}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={values.quantity}
                  error={errors.quantity}
                  onChange={change("quantity")}
                  required
                />
              </div>
              <TextField
                id={fieldId("dimensions")}
                label={t("form.dimensions")}
                hint={t("form.dimensionsHint", { unit })}
                maxLength={200}
                value={values.dimensions}
                error={errors.dimensions}
                onChange={change("dimensions")}
              />
              <TextAreaField
                id={fieldId("message")}
                label={t("form.messageOptional")}
                rows={4}
                maxLength={5000}
                value={values.message}
                error={errors.message}
                onChange={change("message")}
              />
              <InstantPrice
                product={product}
                quantity={quantityOf(values.quantity)}
                email={looksLikeEmail(values.email) ? values.email.trim() : null}
                formatter={formatter}
              />
            </>
          ) : (
            <>
              <TextAreaField
                id={fieldId("message")}
                label={t("form.brief")}
                hint={t("form.briefHint", { min: BRIEF_MIN_LENGTH })}
                rows={8}
                maxLength={5000}
                value={values.message}
                error={errors.message}
                onChange={change("message")}
                required
              />
              <div className={forms.row}>
                <TextField
                  id={fieldId("budget")}
                  label={t("form.budget")}
                  maxLength={200}
                  value={values.budget}
                  error={errors.budget}
                  onChange={change("budget")}
                />
                <TextField
                  id={fieldId("deadline")}
                  label={t("form.deadline")}
                  type="date"
                  value={values.deadline}
                  error={errors.deadline}
                  onChange={change("deadline")}
                />
              </div>
            </>
          )}

          <AttachmentsField attachments={attachments} error={errors.file_ids} />

          <fieldset className={styles.fieldset}>
            <legend>{t("form.contactHeading")}</legend>
            <div className={forms.row}>
              <TextField
                id={fieldId("name")}
                label={t("form.name")}
                autoComplete="name"
                maxLength={200}
                value={values.name}
                error={errors.name}
                onChange={change("name")}
                required
              />
              <TextField
                id={fieldId("email")}
                label={t("form.email")}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={values.email}
                error={errors.email}
                onChange={change("email")}
                required
              />
            </div>
            <div className={forms.row}>
              <TextField
                id={fieldId("company_name")}
                label={t("form.company")}
                autoComplete="organization"
                maxLength={200}
                value={values.company_name}
                error={errors.company_name}
                onChange={change("company_name")}
              />
              <TextField
                id={fieldId("phone")}
                label={t("form.phone")}
                type="tel"
                autoComplete="tel"
                maxLength={40}
                value={values.phone}
                error={errors.phone}
                onChange={change("phone")}
              />
            </div>
          </fieldset>

          <FormMessage error={formError} />
          <div className={shared.actions}>
            <Button type="submit" size="large" disabled={sending} aria-busy={sending || undefined}>
              {sending ? t("form.sending") : t("form.submit")}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

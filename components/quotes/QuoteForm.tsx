"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import forms from "@/components/ui/forms.module.css";
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { blamedFields } from "@/lib/api/answers";
import { useShopForm, type FieldWords } from "@/components/ui/form/useShopForm";
import { useApi, useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { ApiNetworkError } from "@/lib/api/errors";
import { QUOTE_MODES, type QuoteMode } from "@/lib/b2b/states";
import { lengthUnitFor } from "@/lib/catalog/units";
import type { CurrentUser } from "@/lib/session/types";
import type { CurrencyFormatter } from "@/lib/money/format";
import { isRateLimited, sendQuoteRequest } from "./api";
import { AttachmentsField } from "./AttachmentsField";
import {
  BRIEF_MIN_LENGTH,
  QUOTE_FIELDS,
  errorFieldOf,
  looksLikeEmail,
  modeFromQuery,
  newIdempotencyKey,
  quantityOf,
  quoteFormSchema,
  requestBody,
  type ErrorField,
  type QuoteField,
  type QuoteValues,
} from "./form";
import { InstantPrice } from "./InstantPrice";
import type { QuoteProduct } from "./products";
import styles from "./quotes.module.css";
import { useAttachments } from "@/components/uploads/useAttachments";

const MODES = [
  { mode: QUOTE_MODES.qr, key: "qr" },
  { mode: QUOTE_MODES.brief, key: "brief" },
] as const;

/** Each field's id, so its label, its error and the focus after a refusal find it. */
const fieldId = (field: ErrorField) => `quote-${field}`;

const EMPTY_VALUES = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ""])) as QuoteValues;

/** What the signed-in buyer's account already says, offered until the buyer types something else. */
function prefillOf(user: CurrentUser | undefined): Partial<QuoteValues> {
  if (!user || user.anonymous) return {};
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return { name, email: user.email ?? "", company_name: user.company_name ?? "", phone: user.phone ?? "" };
}

/**
 * What the address asks a quote for: the plus catalogue links a product, and ordering an offer's
 * line again after its price ended sends the product and quantity to ask for again.
 */
function requestedOf(query: URLSearchParams | null, products: readonly QuoteProduct[]): Partial<QuoteValues> {
  const product = query?.get("product");
  const quantity = query?.get("quantity");
  return {
    ...(product && products.some((candidate) => candidate.slug === product) ? { product_slug: product } : {}),
    ...(quantity && /^[1-9]\d{0,7}$/.test(quantity) ? { quantity } : {}),
  };
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
  const [filesError, setFilesError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  /** Set at once on submit: a second click in the same moment sees it before the button is disabled. */
  const inFlight = useRef(false);

  const schema = useMemo(() => quoteFormSchema(mode), [mode]);
  const words: FieldWords = useCallback(
    (name) => (name === "message" ? t("errors.fields.message", { min: BRIEF_MIN_LENGTH }) : t(`errors.fields.${name as Exclude<ErrorField, "message">}`)),
    [t],
  );
  const form = useShopForm(schema, {
    defaultValues: { ...EMPTY_VALUES, ...prefillOf(user), ...requestedOf(query, products) },
    words,
    fieldOf: errorFieldOf,
    invalidMessage: t("errors.check"),
  });
  const { register, formState, getValues, getFieldState, resetField, watch } = form;
  const errors = formState.errors;
  const values = watch();

  // The account's details arrive with the session: offered in each field the buyer has not typed in.
  useEffect(() => {
    for (const [field, offered] of Object.entries(prefillOf(user)) as [QuoteField, string][]) {
      if (!getFieldState(field).isDirty && getValues(field) !== offered) resetField(field, { defaultValue: offered });
    }
  }, [user, getFieldState, getValues, resetField]);

  function chooseMode(next: QuoteMode) {
    setMode(next);
    form.clearFailure();
    setFilesError(null);
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

  async function send() {
    if (inFlight.current) return;
    setFilesError(null);
    if (attachments.uploading) {
      form.fail(t("form.waitForFiles"));
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const request = await sendQuoteRequest(api, requestBody(getValues(), mode, attachments.fileIds, idempotencyKey, locale));
      // The button stays disabled until the thanks page replaces this one.
      router.push(`${path("/quote/success")}?${new URLSearchParams({ number: request.number })}`);
    } catch (error) {
      inFlight.current = false;
      setSending(false);
      const blamed = blamedFields(error).map(({ path }) => errorFieldOf(path));
      const field = blamed.find((candidate) => candidate !== null) ?? null;
      if (field === "file_ids") setFilesError(words(field, "invalidValue") ?? null);
      const message = field
        ? t("errors.check")
        : error instanceof ApiNetworkError
          ? t("errors.network")
          : isRateLimited(error)
            ? t("errors.rateLimited")
            : t("errors.generic");
      form.refuse(error, { message });
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
        <form className={shared.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-label={t("form.label")}>
          <p className={styles.hint}>{qr ? t("form.qrIntro") : t("form.briefIntro")}</p>
          {qr ? (
            <>
              <div className={forms.row}>
                <SelectField id={fieldId("product_slug")} label={t("form.product")} error={errors.product_slug?.message} required {...register("product_slug")}>
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
                  error={errors.quantity?.message}
                  required
                  {...register("quantity")}
                />
              </div>
              <TextField
                id={fieldId("dimensions")}
                label={t("form.dimensions")}
                hint={t("form.dimensionsHint", { unit })}
                maxLength={200}
                error={errors.dimensions?.message}
                {...register("dimensions")}
              />
              <TextAreaField
                id={fieldId("message")}
                label={t("form.messageOptional")}
                rows={4}
                maxLength={5000}
                error={errors.message?.message}
                {...register("message")}
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
                error={errors.message?.message}
                required
                {...register("message")}
              />
              <div className={forms.row}>
                <TextField id={fieldId("budget")} label={t("form.budget")} maxLength={200} error={errors.budget?.message} {...register("budget")} />
                <TextField id={fieldId("deadline")} label={t("form.deadline")} type="date" error={errors.deadline?.message} {...register("deadline")} />
              </div>
            </>
          )}

          <AttachmentsField attachments={attachments} error={filesError} />

          <fieldset className={styles.fieldset}>
            <legend>{t("form.contactHeading")}</legend>
            <div className={forms.row}>
              <TextField
                id={fieldId("name")}
                label={t("form.name")}
                autoComplete="name"
                maxLength={200}
                error={errors.name?.message}
                required
                {...register("name")}
              />
              <TextField
                id={fieldId("email")}
                label={t("form.email")}
                type="email"
                autoComplete="email"
                maxLength={254}
                error={errors.email?.message}
                required
                {...register("email")}
              />
            </div>
            <div className={forms.row}>
              <TextField
                id={fieldId("company_name")}
                label={t("form.company")}
                autoComplete="organization"
                maxLength={200}
                error={errors.company_name?.message}
                {...register("company_name")}
              />
              <TextField
                id={fieldId("phone")}
                label={t("form.phone")}
                type="tel"
                autoComplete="tel"
                maxLength={40}
                error={errors.phone?.message}
                {...register("phone")}
              />
            </div>
          </fieldset>

          <ErrorSummary form={form} />
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

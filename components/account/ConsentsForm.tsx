"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { useApi } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import type { ConsentAnswer, ConsentStatus, ConsentType } from "@/lib/session/types";
import { useErrorText } from "@/components/ui/form/refusals";
import { Checkbox, FormMessage } from "@/components/ui/fields";

/** The consents a shopper answers themselves; the others belong to checkout and plus. */
export const ASKED_CONSENTS = ["terms_and_conditions_and_privacy_policy", "marketing", "newsletter"] as const satisfies readonly ConsentType[];
type AskedConsent = (typeof ASKED_CONSENTS)[number];

const LABEL_KEYS: Record<AskedConsent, "terms" | "marketing" | "newsletter"> = {
  terms_and_conditions_and_privacy_policy: "terms",
  marketing: "marketing",
  newsletter: "newsletter",
};

interface ConsentsFormProps {
  email: string;
  /** Which consents to ask about. */
  types: readonly AskedConsent[];
  /** The answers given before, to start from. */
  current?: Partial<Record<ConsentType, ConsentStatus>>;
  source: string;
  onSaved(answers: ConsentAnswer[]): void;
}

/**
 * GDPR consents as checkboxes. Every shown consent is recorded, ticked as granted
 * and unticked as declined; the terms, once asked, must be accepted.
 */
export function ConsentsForm({ email, types, current = {}, source, onSaved }: ConsentsFormProps) {
  const t = useTranslations("Account");
  const api = useApi();
  const errorText = useErrorText();
  const [checked, setChecked] = useState<Record<string, boolean>>(() => Object.fromEntries(types.map((type) => [type, current[type] === "granted"])));
  const [error, setError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const termsMissing = types.includes("terms_and_conditions_and_privacy_policy") && !checked.terms_and_conditions_and_privacy_policy;
    setTermsError(termsMissing ? t("errors.termsRequired") : null);
    setError(null);
    if (termsMissing) return;
    const answers: ConsentAnswer[] = types.map((type) => ({ type, status: checked[type] ? "granted" : "declined" }));
    setBusy(true);
    try {
      await api.post("/v1/emails/save_with_consents", { email, consents: answers, source }, { auth: true });
      onSaved(answers);
    } catch (failure) {
      setError(errorText(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("consents.title")} noValidate>
      <p>{t("consents.intro")}</p>
      <FormMessage error={error} />
      {types.map((type) => (
        <Checkbox
          key={type}
          name={type}
          label={t(`consents.${LABEL_KEYS[type]}`)}
          checked={checked[type] ?? false}
          error={type === "terms_and_conditions_and_privacy_policy" ? termsError : null}
          onChange={(e) => setChecked((state) => ({ ...state, [type]: e.target.checked }))}
        />
      ))}
      <div className={shared.actions}>
        <Button type="submit" disabled={busy}>
          {t("consents.save")}
        </Button>
      </div>
    </form>
  );
}

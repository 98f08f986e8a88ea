"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { useApi } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import { missingFields, useErrorText } from "../errors";
import { FormMessage, TextField } from "@/components/ui/fields";

interface ForgottenPasswordFormProps {
  initialEmail?: string;
  onSent(email: string): void;
  onBack?(): void;
}

/** Asks for a link to set a new password; the answer never tells whether the address has an account. */
export function ForgottenPasswordForm({ initialEmail = "", onSent, onBack }: ForgottenPasswordFormProps) {
  const t = useTranslations("Account");
  const api = useApi();
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setMissing(missingFields({ email }, t("errors.required")).email);
    if (!email.trim()) return;
    setBusy(true);
    try {
      await api.post("/user_passwords/recover", { email: email.trim() });
      onSent(email.trim());
    } catch (failure) {
      setError(errorText(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("forgotten.title")} noValidate>
      <p>{t("forgotten.body")}</p>
      <FormMessage error={error} />
      <TextField
        label={t("fields.email")}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={missing}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className={shared.actions}>
        <Button type="submit" disabled={busy}>
          {t("forgotten.submit")}
        </Button>
        {onBack ? (
          <Button variant="text" onClick={onBack}>
            {t("forgotten.back")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

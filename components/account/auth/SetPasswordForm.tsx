"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { useSession } from "@/components/providers/SessionProvider";
import shared from "@/components/ui/shared.module.css";
import { missingFields, useErrorText } from "../errors";
import { FormMessage, TextField } from "@/components/ui/fields";

/** A new password, typed twice, with the token from the mailed link. */
export function SetPasswordForm({ resetToken, onChanged }: { resetToken: string; onChanged(): void }) {
  const t = useTranslations("Account");
  const { resetPassword } = useSession();
  const errorText = useErrorText();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<"password" | "repeat", string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields({ password, repeat }, t("errors.required"));
    if (!missing.repeat && password !== repeat) missing.repeat = t("errors.passwordsDiffer");
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await resetPassword(resetToken, password);
      onChanged();
    } catch (failure) {
      const shown = errorText(failure);
      if (shown.field === "password") setFieldErrors({ password: shown.message });
      else setError(shown.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("setPassword.title")} noValidate>
      <FormMessage error={error} />
      <TextField
        label={t("fields.newPassword")}
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={128}
        hint={t("fields.passwordHint")}
        value={password}
        error={fieldErrors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t("fields.repeatPassword")}
        type="password"
        name="repeat"
        autoComplete="new-password"
        maxLength={128}
        value={repeat}
        error={fieldErrors.repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <div className={shared.actions}>
        <Button type="submit" disabled={busy}>
          {t("setPassword.submit")}
        </Button>
      </div>
    </form>
  );
}

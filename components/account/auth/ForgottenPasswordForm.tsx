"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { useApi } from "@/components/providers/AppProviders";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { ACCOUNT_ERROR_CODES, useErrorText } from "@/components/ui/form/refusals";
import { useShopForm } from "@/components/ui/form/useShopForm";
import shared from "@/components/ui/shared.module.css";
import { PasswordRecoveryRequestSchema } from "@/lib/account/requests";
import { TextField } from "@/components/ui/fields";

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
  const form = useShopForm(PasswordRecoveryRequestSchema, { defaultValues: { email: initialEmail } });
  const { register, formState } = form;

  const submit = form.onSubmit(async (body) => {
    try {
      await api.post("/user_passwords/recover", body);
      onSent(body.email);
    } catch (failure) {
      form.refuse(failure, errorText(failure), { knownCodes: ACCOUNT_ERROR_CODES });
    }
  });

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("forgotten.title")} noValidate>
      <p>{t("forgotten.body")}</p>
      <TextField label={t("fields.email")} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register("email")} />
      <ErrorSummary form={form} />
      <div className={shared.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
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

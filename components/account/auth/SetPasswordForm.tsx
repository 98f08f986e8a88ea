"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/Button";
import { useSession } from "@/components/providers/SessionProvider";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { ALONGSIDE_OTHER_PROBLEMS } from "@/components/ui/form/problems";
import { ACCOUNT_ERROR_CODES, useErrorText } from "@/components/ui/form/refusals";
import { useShopForm, type FieldWords } from "@/components/ui/form/useShopForm";
import shared from "@/components/ui/shared.module.css";
import { PasswordResetRequestSchema } from "@/lib/account/requests";
import { TextField } from "@/components/ui/fields";

/** The reset body's password (the token comes from the link), typed twice: the form alone asks for the repeat. */
const SetPasswordFormSchema = PasswordResetRequestSchema.omit({ reset_password_token: true })
  .extend({ repeat: z.string().min(1) })
  .superRefine((values, context) => {
    if (values.repeat && values.password !== values.repeat) context.addIssue({ code: "custom", path: ["repeat"], message: "passwords_differ" });
  }, ALONGSIDE_OTHER_PROBLEMS);

/** A new password, typed twice, with the token from the mailed link. */
export function SetPasswordForm({ resetToken, onChanged }: { resetToken: string; onChanged(): void }) {
  const t = useTranslations("Account");
  const { resetPassword } = useSession();
  const errorText = useErrorText();
  const words: FieldWords = useCallback((name, problem) => (name === "repeat" && problem !== "required" ? t("errors.passwordsDiffer") : undefined), [t]);
  const form = useShopForm(SetPasswordFormSchema, { defaultValues: { password: "", repeat: "" }, words });
  const { register, formState } = form;

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await resetPassword(resetToken, password);
      onChanged();
    } catch (failure) {
      form.refuse(failure, errorText(failure), { knownCodes: ACCOUNT_ERROR_CODES });
    }
  });

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("setPassword.title")} noValidate>
      <TextField
        label={t("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint={t("fields.passwordHint")}
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t("fields.repeatPassword")}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={formState.errors.repeat?.message}
        {...register("repeat")}
      />
      <ErrorSummary form={form} />
      <div className={shared.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("setPassword.submit")}
        </Button>
      </div>
    </form>
  );
}

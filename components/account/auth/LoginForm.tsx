"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { ACCOUNT_ERROR_CODES, useErrorText } from "@/components/ui/form/refusals";
import { useShopForm } from "@/components/ui/form/useShopForm";
import shared from "@/components/ui/shared.module.css";
import { SignInRequestSchema } from "@/lib/account/requests";
import type { Session } from "@/lib/session/types";
import styles from "../account.module.css";
import { TextField } from "@/components/ui/fields";

interface LoginFormProps {
  onSignedIn(session: Session): void;
  onForgotten(email: string): void;
}

/** E-mail and password; a wrong pair and an unknown address get the same answer. */
export function LoginForm({ onSignedIn, onForgotten }: LoginFormProps) {
  const t = useTranslations("Account");
  const path = useRegionPath();
  const { signIn } = useSession();
  const errorText = useErrorText();
  const form = useShopForm(SignInRequestSchema, { defaultValues: { email: "", password: "" } });
  const { register, formState, setValue, getValues } = form;

  const submit = form.onSubmit(async (credentials) => {
    try {
      onSignedIn(await signIn(credentials));
    } catch (failure) {
      form.refuse(failure, errorText(failure), { knownCodes: ACCOUNT_ERROR_CODES });
      setValue("password", "");
    }
  });

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("login.title")} noValidate>
      <TextField label={t("fields.email")} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register("email")} />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <ErrorSummary form={form} />
      <div className={shared.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("login.submit")}
        </Button>
        <Button variant="text" onClick={() => onForgotten(getValues("email").trim())}>
          {t("login.forgotten")}
        </Button>
      </div>
      <p className={styles.aside}>
        {t("login.noAccount")} <Link href={path("/registration")}>{t("login.register")}</Link>
      </p>
    </form>
  );
}

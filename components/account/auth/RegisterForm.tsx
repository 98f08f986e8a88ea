"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { ALONGSIDE_OTHER_PROBLEMS } from "@/components/ui/form/problems";
import { ACCOUNT_ERROR_CODES, useErrorText } from "@/components/ui/form/refusals";
import { useShopForm, type FieldWords } from "@/components/ui/form/useShopForm";
import shared from "@/components/ui/shared.module.css";
import { RegistrationRequestSchema } from "@/lib/account/requests";
import styles from "../account.module.css";
import { Checkbox, CustomerTypeChoice, NameFields, TextField } from "@/components/ui/fields";

/**
 * The registration body as the API reads it, with what only the form asks: the
 * terms accepted, the newsletter choice, and a company name for a business (the
 * service refuses a business without one too, as company_required).
 */
const RegistrationFormSchema = RegistrationRequestSchema.omit({ locale: true })
  .extend({ terms: z.literal(true), newsletter: z.boolean() })
  .superRefine((values, context) => {
    if (values.customer_type === "b2b" && !String(values.company_name ?? "").trim())
      context.addIssue({ code: "custom", path: ["company_name"], message: "company_required" });
  }, ALONGSIDE_OTHER_PROBLEMS);

/**
 * Asks for an account. The shop answers alike whether or not the address has one
 * and signs nobody in (ADR 0029): `onRegistered` gets the address the mail went to,
 * and the mailed link signs the owner in, the cart and designs moving along. The
 * consents given here are recorded against the e-mail address.
 */
export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const t = useTranslations("Account");
  const locale = useLocale();
  const path = useRegionPath();
  const { register: createAccount } = useSession();
  const errorText = useErrorText();
  const words: FieldWords = useCallback((name) => (name === "terms" ? t("errors.termsRequired") : undefined), [t]);
  const form = useShopForm(RegistrationFormSchema, {
    defaultValues: { email: "", password: "", customer_type: "b2c", first_name: "", last_name: "", company_name: "", newsletter: false },
    words,
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const company = watch("customer_type") === "b2b";
  const customerType = useMemo(() => register("customer_type"), [register]);

  const submit = form.onSubmit(async (values) => {
    try {
      const offers = values.newsletter ? "granted" : "declined";
      const answer = await createAccount({
        email: values.email,
        password: values.password,
        customer_type: values.customer_type,
        first_name: values.first_name || undefined,
        last_name: values.last_name || undefined,
        company_name: values.customer_type === "b2b" ? values.company_name : undefined,
        locale,
        // Recorded once the address is confirmed through the mailed link, with the account.
        consents: [
          { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
          { type: "newsletter", status: offers },
          { type: "marketing", status: offers },
        ],
      });
      onRegistered(answer.email);
    } catch (failure) {
      form.refuse(failure, errorText(failure), { knownCodes: ACCOUNT_ERROR_CODES });
    }
  });

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("register.title")} noValidate>
      <CustomerTypeChoice input={customerType} />
      <NameFields
        first_name={{ ...register("first_name"), error: errors.first_name?.message }}
        last_name={{ ...register("last_name"), error: errors.last_name?.message }}
      />
      {company ? (
        <TextField
          label={t("fields.companyName")}
          autoComplete="organization"
          maxLength={100}
          required
          error={errors.company_name?.message}
          {...register("company_name")}
        />
      ) : null}
      <TextField label={t("fields.email")} type="email" autoComplete="email" maxLength={254} required error={errors.email?.message} {...register("email")} />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
        hint={t("fields.passwordHint")}
        error={errors.password?.message}
        {...register("password")}
      />
      <Checkbox label={t("register.terms")} error={errors.terms?.message} {...register("terms")} />
      <Checkbox label={t("register.newsletter")} {...register("newsletter")} />
      <ErrorSummary form={form} />
      <div className={shared.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("register.submit")}
        </Button>
      </div>
      <p className={styles.aside}>
        {t("register.haveAccount")} <Link href={path("/sign_in")}>{t("register.signIn")}</Link>
      </p>
    </form>
  );
}

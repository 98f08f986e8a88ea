"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import shared from "@/components/ui/shared.module.css";
import type { CustomerType, Session } from "@/lib/session/types";
import styles from "../account.module.css";
import { missingFields, useErrorText } from "../errors";
import { Checkbox, CustomerTypeChoice, FormMessage, NameFields, TextField } from "@/components/ui/fields";

type Field = "email" | "password" | "first_name" | "last_name" | "company_name" | "terms";

/**
 * Turns the visitor (an anonymous user) into an account: the cart and designs
 * stay theirs. The consents given here are recorded against the e-mail address.
 */
export function RegisterForm({ onRegistered }: { onRegistered(session: Session): void }) {
  const t = useTranslations("Account");
  const locale = useLocale();
  const api = useApi();
  const path = useRegionPath();
  const { register } = useSession();
  const errorText = useErrorText();
  const [customerType, setCustomerType] = useState<CustomerType>("b2c");
  const [values, setValues] = useState({ email: "", password: "", first_name: "", last_name: "", company_name: "" });
  const [terms, setTerms] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const required: Partial<Record<Field, string>> = { email: values.email, password: values.password };
    if (customerType === "b2b") required.company_name = values.company_name;
    const missing: Partial<Record<Field, string>> = missingFields(required, t("errors.required"));
    if (!terms) missing.terms = t("errors.termsRequired");
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;

    setBusy(true);
    try {
      const email = values.email.trim();
      const session = await register({
        email,
        password: values.password,
        customer_type: customerType,
        first_name: values.first_name.trim() || undefined,
        last_name: values.last_name.trim() || undefined,
        company_name: customerType === "b2b" ? values.company_name.trim() : undefined,
        locale,
      });
      const offers = newsletter ? "granted" : "declined";
      await api
        .post(
          "/v1/emails/save_with_consents",
          {
            email,
            source: "registration",
            consents: [
              { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
              { type: "newsletter", status: offers },
              { type: "marketing", status: offers },
            ],
          },
          { auth: true },
        )
        // The account exists either way; consents still missing are asked for at the next sign-in.
        .catch(() => undefined);
      onRegistered(session);
    } catch (failure) {
      const shown = errorText(failure);
      setError(shown.message);
      if (shown.field) setFieldErrors({ [shown.field]: shown.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("register.title")} noValidate>
      <FormMessage error={error} />
      <CustomerTypeChoice value={customerType} onChange={setCustomerType} />
      <NameFields values={values} onChange={set} />
      {customerType === "b2b" ? (
        <TextField
          label={t("fields.companyName")}
          name="company_name"
          autoComplete="organization"
          maxLength={100}
          required
          value={values.company_name}
          error={fieldErrors.company_name}
          onChange={set("company_name")}
        />
      ) : null}
      <TextField
        label={t("fields.email")}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={254}
        required
        value={values.email}
        error={fieldErrors.email}
        onChange={set("email")}
      />
      <TextField
        label={t("fields.password")}
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={128}
        required
        hint={t("fields.passwordHint")}
        value={values.password}
        error={fieldErrors.password}
        onChange={set("password")}
      />
      <Checkbox label={t("register.terms")} name="terms" checked={terms} error={fieldErrors.terms} onChange={(e) => setTerms(e.target.checked)} />
      <Checkbox label={t("register.newsletter")} name="newsletter" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
      <div className={shared.actions}>
        <Button type="submit" disabled={busy}>
          {t("register.submit")}
        </Button>
      </div>
      <p className={styles.aside}>
        {t("register.haveAccount")} <Link href={path("/sign_in")}>{t("register.signIn")}</Link>
      </p>
    </form>
  );
}

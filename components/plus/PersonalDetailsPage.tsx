"use client";

import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { FormMessage, TextField } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { ApiNetworkError } from "@/lib/api/errors";
import type { CurrentUser } from "@/lib/session/types";
import { blamedField } from "@/lib/api/answers";
import { saveCompanyDetails } from "./api";
import { PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";
import { PlusShell } from "./PlusShell";

/** /boxwright-plus/personal-details: the company the buyer orders for, and who to call. */
export function PersonalDetailsPage() {
  const t = useTranslations("Plus.personal");
  return (
    <PlusShell section="personalDetails" title={t("title")} here={PLUS_PATHS.personalDetails}>
      {(user) => <CompanyDetailsForm key={user.id} user={user} />}
    </PlusShell>
  );
}

const FIELDS = ["company_name", "vat_id", "phone", "first_name", "last_name"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Field, "companyName" | "vatId" | "phone" | "firstName" | "lastName"> = {
  company_name: "companyName",
  vat_id: "vatId",
  phone: "phone",
  first_name: "firstName",
  last_name: "lastName",
};

const INPUTS: Record<Field, { autoComplete: string; maxLength: number; type?: string }> = {
  company_name: { autoComplete: "organization", maxLength: 100 },
  vat_id: { autoComplete: "off", maxLength: 20 },
  phone: { autoComplete: "tel", maxLength: 30, type: "tel" },
  first_name: { autoComplete: "given-name", maxLength: 100 },
  last_name: { autoComplete: "family-name", maxLength: 100 },
};

function isField(value: string | undefined): value is Field {
  return (FIELDS as readonly (string | undefined)[]).includes(value);
}

/**
 * Read from the session's user, saved through the profile update. What was typed
 * stays in the form when saving fails, with the field the shop refused marked.
 */
export function CompanyDetailsForm({ user }: { user: CurrentUser }) {
  const t = useTranslations("Plus.personal");
  const api = useApi();
  const { refresh } = useSession();
  const [values, setValues] = useState<Values>(() => ({
    company_name: user.company_name ?? "",
    vat_id: user.vat_id ?? "",
    phone: user.phone ?? "",
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
  }));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage({});
    if (!values.company_name.trim()) {
      setFieldErrors({ company_name: t("companyRequired") });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const text = (value: string) => value.trim() || null;
    try {
      await saveCompanyDetails(api, user.id, {
        company_name: values.company_name.trim(),
        vat_id: text(values.vat_id),
        phone: text(values.phone),
        first_name: text(values.first_name),
        last_name: text(values.last_name),
      });
      await refresh();
      setMessage({ notice: t("saved") });
    } catch (error) {
      const field = blamedField(error)?.split(".")[0];
      if (isField(field)) setFieldErrors({ [field]: t("invalidField") });
      setMessage({ error: error instanceof ApiNetworkError ? t("network") : isField(field) ? t("checkFields") : t("failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="plus-company">
      <h2 id="plus-company">{t("company")}</h2>
      <p className={styles.facts}>{t("intro")}</p>
      {user.email ? <p>{t("email", { email: user.email })}</p> : null}
      <form className={styles.form} onSubmit={submit} aria-labelledby="plus-company" noValidate>
        <FormMessage error={message.error} notice={message.notice} />
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(LABELS[field])}
            name={field}
            required={field === "company_name"}
            value={values[field]}
            error={fieldErrors[field]}
            onChange={change(field)}
            {...INPUTS[field]}
          />
        ))}
        <div className={`${shared.actions} ${styles.actions}`}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

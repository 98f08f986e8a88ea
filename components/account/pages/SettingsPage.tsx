"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { Modal } from "@/components/ui/Modal";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import type { Schema } from "@/lib/api/contract";
import type { Address, CurrentUser, CustomerType } from "@/lib/session/types";
import styles from "../account.module.css";
import type { CountryOption } from "@/regions/countries";
import { AddressDialog, DeleteAddressDialog } from "../AddressDialogs";
import { LinkSentDialog } from "../auth/dialogs";
import { ASKED_CONSENTS, ConsentsForm } from "../ConsentsForm";
import { useErrorText } from "@/components/ui/form/refusals";
import { CustomerTypeChoice, FormMessage, NameFields, TextField } from "@/components/ui/fields";
import { AccountShell } from "./AccountShell";

/** /account/settings: the shopper's details, addresses, password, e-mail choices and sign-out. */

export interface SettingsPageProps {
  countries: readonly CountryOption[];
  /** The storefront's home country: the first choice for a new address and for a VAT ID without prefix. */
  homeCountry: string;
}

export function SettingsPage(props: SettingsPageProps) {
  const t = useTranslations("Account");
  return (
    <AccountShell section="settings" title={t("settings.title")}>
      {(user) => (
        <>
          <ProfileSection user={user} homeCountry={props.homeCountry} />
          <AddressesSection userId={user.id} {...props} />
          <PasswordSection email={user.email ?? ""} />
          <PrivacySection userId={user.id} email={user.email ?? ""} />
          <SignOutSection />
        </>
      )}
    </AccountShell>
  );
}

type VatCheck = Schema<"VatCheck">;

function ProfileSection({ user, homeCountry }: { user: CurrentUser; homeCountry: string }) {
  const t = useTranslations("Account");
  const api = useApi();
  const { refresh } = useSession();
  const errorText = useErrorText();
  const [customerType, setCustomerType] = useState<CustomerType>(user.customer_type);
  const [values, setValues] = useState({
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    phone: user.phone ?? "",
    company_name: user.company_name ?? "",
    vat_id: user.vat_id ?? "",
  });
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [vat, setVat] = useState<VatCheck | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === "vat_id") setVat(null);
  };

  async function checkVat() {
    const vatId = values.vat_id.trim();
    const prefix = /^[A-Za-z]{2}/.exec(vatId)?.[0]?.toUpperCase();
    try {
      setVat(await api.get("/addresses/validate_vat", { params: { vat_id: vatId, country_iso: prefix ?? homeCountry, customer_type: customerType } }));
    } catch (failure) {
      setMessage({ error: errorText(failure).message });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = customerType === "b2b" && !values.company_name.trim() ? { company_name: t("errors.company_required") } : {};
    setFieldErrors(missing);
    setMessage({});
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const text = (value: string) => value.trim() || null;
      await api.put(
        "/users/{id}",
        {
          customer_type: customerType,
          first_name: text(values.first_name),
          last_name: text(values.last_name),
          phone: text(values.phone),
          company_name: text(values.company_name),
          vat_id: text(values.vat_id),
        },
        { path: { id: user.id }, auth: true },
      );
      await refresh();
      setMessage({ notice: t("settings.saved") });
    } catch (failure) {
      const shown = errorText(failure);
      setMessage({ error: shown.message });
      if (shown.field) setFieldErrors({ [shown.field]: shown.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t("settings.profile")}</h2>
      <p>
        {t("settings.email")}: <strong>{user.email}</strong> ({user.confirmed ? t("settings.confirmed") : t("settings.unconfirmed")})
      </p>
      <form className={shared.form} onSubmit={submit} aria-label={t("settings.profile")} noValidate>
        <FormMessage error={message.error} notice={message.notice} />
        <CustomerTypeChoice value={customerType} onChange={setCustomerType} />
        <NameFields
          first_name={{ value: values.first_name, onChange: set("first_name") }}
          last_name={{ value: values.last_name, onChange: set("last_name") }}
        />
        <TextField
          label={t("fields.phone")}
          type="tel"
          name="phone"
          autoComplete="tel"
          maxLength={30}
          value={values.phone}
          error={fieldErrors.phone}
          onChange={set("phone")}
        />
        {customerType === "b2b" ? (
          <div className={forms.row}>
            <TextField
              label={t("fields.companyName")}
              name="company_name"
              autoComplete="organization"
              maxLength={100}
              value={values.company_name}
              error={fieldErrors.company_name}
              onChange={set("company_name")}
            />
            <TextField
              label={t("fields.vatId")}
              name="vat_id"
              maxLength={20}
              value={values.vat_id}
              error={fieldErrors.vat_id ?? (vat && !vat.valid ? t("settings.vatInvalid") : null)}
              hint={vat?.valid ? t("settings.vatValid") : undefined}
              onChange={set("vat_id")}
            />
          </div>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" disabled={busy}>
            {t("settings.save")}
          </Button>
          {customerType === "b2b" ? (
            <Button variant="secondary" onClick={checkVat} disabled={!values.vat_id.trim()}>
              {t("settings.checkVat")}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

type AddressAction = { kind: "add" } | { kind: "edit"; address: Address } | { kind: "delete"; address: Address } | null;

function AddressesSection({ userId, countries, homeCountry }: { userId: number } & SettingsPageProps) {
  const t = useTranslations("Account");
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ["addresses", userId];
  const addresses = useQuery({
    queryKey,
    queryFn: async () => (await api.get("/v2/users/{id}/addresses", { path: { id: userId }, auth: true }))?.addresses ?? [],
  });
  const [action, setAction] = useState<AddressAction>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countryName = (iso: string) => countries.find((country) => country.iso === iso)?.name ?? iso;

  async function changed(message: string | null) {
    setAction(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey });
  }

  return (
    <section className={shared.section} aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">{t("settings.addresses")}</h2>
      <FormMessage notice={notice} error={addresses.isError ? t("errors.generic") : null} />
      {addresses.data?.length === 0 ? <p>{t("settings.noAddresses")}</p> : null}
      <ul className={styles.addresses}>
        {addresses.data?.map((address) => (
          <li key={address.id} className={styles.address}>
            {address.is_default ? <span className={styles.badge}>{t("settings.default")}</span> : null}
            <address>
              {address.first_name} {address.last_name}
              {address.company_name ? (
                <>
                  <br />
                  {address.company_name}
                </>
              ) : null}
              <br />
              {address.street}
              <br />
              {address.zip_code} {address.city}
              <br />
              {countryName(address.country_iso)}
            </address>
            <div className={shared.actions}>
              <Button size="small" variant="secondary" onClick={() => setAction({ kind: "edit", address })}>
                {t("settings.edit")}
              </Button>
              <Button size="small" variant="text" onClick={() => setAction({ kind: "delete", address })}>
                {t("settings.delete")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className={shared.actions}>
        <Button variant="secondary" onClick={() => setAction({ kind: "add" })}>
          {t("settings.addAddress")}
        </Button>
      </div>
      {action?.kind === "add" || action?.kind === "edit" ? (
        <AddressDialog
          userId={userId}
          address={action.kind === "edit" ? action.address : null}
          countries={countries}
          defaultCountry={homeCountry}
          onClose={() => setAction(null)}
          onSaved={() => changed(null)}
        />
      ) : null}
      {action?.kind === "delete" ? (
        <DeleteAddressDialog userId={userId} address={action.address} onClose={() => setAction(null)} onDeleted={() => changed(t("address.deleted"))} />
      ) : null}
    </section>
  );
}

function PasswordSection({ email }: { email: string }) {
  const t = useTranslations("Account");
  const api = useApi();
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function sendLink() {
    setError(null);
    try {
      await api.post("/user_passwords/recover", { email });
      setSent(true);
    } catch (failure) {
      setError(errorText(failure).message);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="password-heading">
      <h2 id="password-heading">{t("settings.password")}</h2>
      <p>{t("settings.passwordBody")}</p>
      <FormMessage error={error} />
      <div className={shared.actions}>
        <Button variant="secondary" onClick={sendLink}>
          {t("settings.sendLink")}
        </Button>
      </div>
      {sent ? <LinkSentDialog email={email} onClose={() => setSent(false)} /> : null}
    </section>
  );
}

function PrivacySection({ userId, email }: { userId: number; email: string }) {
  const t = useTranslations("Account");
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ["consents", userId];
  const consents = useQuery({ queryKey, queryFn: () => api.get("/v1/emails/consents", { auth: true }) });
  const closeLabel = useTranslations("Modal")("close");
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const current = Object.fromEntries((consents.data?.consents ?? []).map((consent) => [consent.type, consent.status]));
  // Accepted terms stay accepted here; withdrawing them means closing the account, which support handles.
  const types = ASKED_CONSENTS.filter((type) => type !== "terms_and_conditions_and_privacy_policy" || current[type] !== "granted");

  return (
    <section className={shared.section} aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t("settings.privacy")}</h2>
      <p>{t("settings.privacyBody")}</p>
      <FormMessage notice={notice} />
      <div className={shared.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={!consents.data}>
          {t("settings.manageConsents")}
        </Button>
      </div>
      {open ? (
        <Modal open onClose={() => setOpen(false)} title={t("consents.title")} closeLabel={closeLabel}>
          <ConsentsForm
            email={email}
            types={types}
            current={current}
            source="account_settings"
            onSaved={async () => {
              setOpen(false);
              setNotice(t("consents.saved"));
              await queryClient.invalidateQueries({ queryKey });
            }}
          />
        </Modal>
      ) : null}
    </section>
  );
}

/** Signing out happens on the sign-out page, which asks first and then confirms it. */
function SignOutSection() {
  const t = useTranslations("Account");
  const path = useRegionPath();
  return (
    <section className={shared.section}>
      <div className={shared.actions}>
        <Link href={path("/sign_out")} variant="secondary">
          {t("settings.signOut")}
        </Link>
      </div>
    </section>
  );
}

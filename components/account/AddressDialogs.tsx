"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Modal } from "@/components/ui/Modal";
import { useApi } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import type { Address, AddressInput, StatesResponse } from "@/lib/session/types";
import type { CountryOption } from "@/regions/countries";
import styles from "@/components/ui/forms.module.css";
import { missingFields, useErrorText } from "./errors";
import { Checkbox, FormMessage, NameFields, SelectField, TextField } from "@/components/ui/fields";

/** The 'edit or add user address' and 'delete user address' dialogs. */

type TextKey = "first_name" | "last_name" | "company_name" | "street" | "city" | "zip_code" | "phone";
const REQUIRED: readonly TextKey[] = ["first_name", "last_name", "street", "city", "zip_code"];

function initialValues(address: Address | null, defaultCountry: string) {
  return {
    first_name: address?.first_name ?? "",
    last_name: address?.last_name ?? "",
    company_name: address?.company_name ?? "",
    street: address?.street ?? "",
    city: address?.city ?? "",
    zip_code: address?.zip_code ?? "",
    phone: address?.phone ?? "",
    country_iso: address?.country_iso ?? defaultCountry,
    state_id: address?.state_id ? String(address.state_id) : "",
    is_default: address?.is_default ?? false,
  };
}

export function useStates(countryIso: string) {
  const api = useApi();
  return useQuery({
    queryKey: ["states", countryIso],
    queryFn: async () => (await api.get<StatesResponse>("v2/states", { params: { country_iso: countryIso } }))?.data ?? [],
    staleTime: Infinity,
  });
}

interface AddressDialogProps {
  userId: number;
  /** The address to edit; null adds a new one. */
  address: Address | null;
  countries: readonly CountryOption[];
  defaultCountry: string;
  onClose(): void;
  onSaved(address: Address): void;
}

export function AddressDialog({ userId, address, countries, defaultCountry, onClose, onSaved }: AddressDialogProps) {
  const t = useTranslations("Account");
  const closeLabel = useTranslations("Modal")("close");
  const api = useApi();
  const errorText = useErrorText();
  const [values, setValues] = useState(() => initialValues(address, defaultCountry));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const states = useStates(values.country_iso).data ?? [];

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<string, string>> = missingFields(Object.fromEntries(REQUIRED.map((key) => [key, values[key]])), t("errors.required"));
    if (states.length > 0 && !values.state_id) missing.state_id = t("errors.state_required");
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;

    const body: AddressInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      company_name: values.company_name.trim() || null,
      street: values.street.trim(),
      city: values.city.trim(),
      zip_code: values.zip_code.trim(),
      phone: values.phone.trim() || null,
      country_iso: values.country_iso,
      state_id: states.length > 0 ? Number(values.state_id) : null,
      is_default: values.is_default,
    };
    setBusy(true);
    try {
      const saved = address
        ? await api.patch<Address>(`v2/users/${userId}/addresses/${address.id}`, body, { auth: true })
        : await api.post<Address>(`v2/users/${userId}/addresses`, body, { auth: true });
      onSaved(saved!);
    } catch (failure) {
      const shown = errorText(failure);
      setError(shown.message);
      if (shown.field) setFieldErrors({ [shown.field]: shown.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={address ? t("address.editTitle") : t("address.addTitle")} closeLabel={closeLabel}>
      <form className={shared.form} onSubmit={submit} aria-label={address ? t("address.editTitle") : t("address.addTitle")} noValidate>
        <FormMessage error={error} />
        <NameFields values={values} errors={fieldErrors} onChange={set} />
        <TextField
          label={`${t("fields.companyName")} (${t("fields.optional")})`}
          name="company_name"
          autoComplete="organization"
          maxLength={150}
          value={values.company_name}
          onChange={set("company_name")}
        />
        <TextField
          label={t("fields.street")}
          name="street"
          autoComplete="street-address"
          maxLength={200}
          value={values.street}
          error={fieldErrors.street}
          onChange={set("street")}
        />
        <div className={styles.row}>
          <TextField
            label={t("fields.zipCode")}
            name="zip_code"
            autoComplete="postal-code"
            maxLength={20}
            value={values.zip_code}
            error={fieldErrors.zip_code}
            onChange={set("zip_code")}
          />
          <TextField
            label={t("fields.city")}
            name="city"
            autoComplete="address-level2"
            maxLength={100}
            value={values.city}
            error={fieldErrors.city}
            onChange={set("city")}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            label={t("fields.country")}
            name="country_iso"
            autoComplete="country"
            value={values.country_iso}
            error={fieldErrors.country_iso}
            onChange={(event) => setValues((current) => ({ ...current, country_iso: event.target.value, state_id: "" }))}
          >
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name}
              </option>
            ))}
          </SelectField>
          {states.length > 0 ? (
            <SelectField label={t("fields.state")} name="state_id" value={values.state_id} error={fieldErrors.state_id} onChange={set("state_id")}>
              <option value="">{t("fields.chooseState")}</option>
              {states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.attributes.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <TextField
          label={`${t("fields.phone")} (${t("fields.optional")})`}
          type="tel"
          name="phone"
          autoComplete="tel"
          maxLength={30}
          value={values.phone}
          error={fieldErrors.phone}
          onChange={set("phone")}
        />
        <Checkbox
          label={t("fields.defaultAddress")}
          name="is_default"
          checked={values.is_default}
          onChange={(e) => setValues((current) => ({ ...current, is_default: e.target.checked }))}
        />
        <div className={shared.actions}>
          <Button type="submit" disabled={busy}>
            {t("address.save")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("address.cancel")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** One line naming the address, for the delete question. */
export function addressSummary(address: Address): string {
  return [`${address.first_name} ${address.last_name}`, address.street, `${address.zip_code} ${address.city}`].join(", ");
}

export function DeleteAddressDialog({ userId, address, onClose, onDeleted }: { userId: number; address: Address; onClose(): void; onDeleted(): void }) {
  const t = useTranslations("Account.address");
  const api = useApi();
  const errorText = useErrorText();
  return (
    <ConfirmDialog
      title={t("deleteTitle")}
      question={t("deleteBody", { address: addressSummary(address) })}
      confirmLabel={t("deleteConfirm")}
      cancelLabel={t("cancel")}
      action={async () => {
        await api.delete(`v2/users/${userId}/addresses/${address.id}`, { auth: true });
        onDeleted();
      }}
      errorText={(failure) => errorText(failure).message}
      onClose={onClose}
    />
  );
}

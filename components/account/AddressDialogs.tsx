"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Modal } from "@/components/ui/Modal";
import { useApi } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import { answered } from "@/lib/api/answers";
import type { Address, AddressInput } from "@/lib/session/types";
import type { CountryOption } from "@/regions/countries";
import styles from "@/components/ui/forms.module.css";
import { Checkbox, NameFields, SelectField, TextField } from "@/components/ui/fields";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { ALONGSIDE_OTHER_PROBLEMS } from "@/components/ui/form/problems";
import { ACCOUNT_ERROR_CODES, useErrorText } from "@/components/ui/form/refusals";
import { useShopForm, type FieldWords } from "@/components/ui/form/useShopForm";
import { NewAddressRequestSchema } from "@/lib/account/requests";

/** The 'edit or add user address' and 'delete user address' dialogs. */

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
    state_id: address?.state_id ?? null,
    is_default: address?.is_default ?? false,
  };
}

/** The new address's body, with the state the form alone knows is needed: where the country has states, one is chosen. */
function addressFormSchema(hasStates: boolean) {
  return NewAddressRequestSchema.superRefine((values, context) => {
    if (hasStates && !values.state_id) context.addIssue({ code: "custom", path: ["state_id"], message: "state_required" });
  }, ALONGSIDE_OTHER_PROBLEMS);
}

export function useStates(countryIso: string) {
  const api = useApi();
  return useQuery({
    queryKey: ["states", countryIso],
    queryFn: async () => (await api.get("/v2/states", { params: { country_iso: countryIso } }))?.data ?? [],
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
  const [countryIso, setCountryIso] = useState(() => address?.country_iso ?? defaultCountry);
  const states = useStates(countryIso).data ?? [];
  const hasStates = states.length > 0;
  const schema = useMemo(() => addressFormSchema(hasStates), [hasStates]);
  const words: FieldWords = useCallback((name, problem) => (name === "state_id" && problem === "required" ? t("errors.state_required") : undefined), [t]);
  const form = useShopForm(schema, { defaultValues: initialValues(address, defaultCountry), words });
  const { register, formState, setValue } = form;
  const errors = formState.errors;

  const submit = form.onSubmit(async (values) => {
    const body: AddressInput = {
      first_name: values.first_name,
      last_name: values.last_name,
      company_name: values.company_name || null,
      street: values.street,
      city: values.city,
      zip_code: values.zip_code,
      phone: values.phone || null,
      country_iso: values.country_iso,
      state_id: hasStates ? (values.state_id ?? null) : null,
      is_default: values.is_default,
    };
    try {
      const saved = address
        ? await api.patch("/v2/users/{id}/addresses/{addressId}", body, { path: { id: userId, addressId: address.id }, auth: true })
        : await api.post("/v2/users/{id}/addresses", body, { path: { id: userId }, auth: true });
      onSaved(answered(saved, "saved address"));
    } catch (failure) {
      form.refuse(failure, errorText(failure), { knownCodes: ACCOUNT_ERROR_CODES });
    }
  });

  return (
    <Modal open onClose={onClose} title={address ? t("address.editTitle") : t("address.addTitle")} closeLabel={closeLabel}>
      <form className={shared.form} onSubmit={submit} aria-label={address ? t("address.editTitle") : t("address.addTitle")} noValidate>
        <NameFields
          first_name={{ ...register("first_name"), error: errors.first_name?.message }}
          last_name={{ ...register("last_name"), error: errors.last_name?.message }}
        />
        <TextField
          label={`${t("fields.companyName")} (${t("fields.optional")})`}
          autoComplete="organization"
          maxLength={150}
          error={errors.company_name?.message}
          {...register("company_name")}
        />
        <TextField label={t("fields.street")} autoComplete="street-address" maxLength={200} error={errors.street?.message} {...register("street")} />
        <div className={styles.row}>
          <TextField label={t("fields.zipCode")} autoComplete="postal-code" maxLength={20} error={errors.zip_code?.message} {...register("zip_code")} />
          <TextField label={t("fields.city")} autoComplete="address-level2" maxLength={100} error={errors.city?.message} {...register("city")} />
        </div>
        <div className={styles.row}>
          <SelectField
            label={t("fields.country")}
            autoComplete="country"
            error={errors.country_iso?.message}
            {...register("country_iso", {
              onChange: (event: { target: { value: string } }) => {
                setCountryIso(event.target.value);
                setValue("state_id", null);
              },
            })}
          >
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name}
              </option>
            ))}
          </SelectField>
          {hasStates ? (
            <SelectField label={t("fields.state")} error={errors.state_id?.message} {...register("state_id", { setValueAs: stateIdOf })}>
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
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...register("phone")}
        />
        <Checkbox label={t("fields.defaultAddress")} {...register("is_default")} />
        <ErrorSummary form={form} />
        <div className={shared.actions}>
          <Button type="submit" disabled={formState.isSubmitting}>
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

/** A state's id from the select: a number, or null for 'choose a state'. */
export function stateIdOf(value: unknown): number | null {
  if (typeof value === "number") return value;
  return value ? Number(value) : null;
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
        await api.delete("/v2/users/{id}/addresses/{addressId}", { path: { id: userId, addressId: address.id }, auth: true });
        onDeleted();
      }}
      errorText={(failure) => errorText(failure).message}
      onClose={onClose}
    />
  );
}

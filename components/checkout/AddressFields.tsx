"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegister } from "react-hook-form";
import { SelectField, TextField } from "@/components/ui/fields";
import type { CountryOption } from "@/regions/countries";
import forms from "@/components/ui/forms.module.css";
import styles from "./checkout.module.css";

/** One address of the details form; its inputs are named by the API's path ('ship_address.zip_code'), and so are their errors. */

export interface AddressValues {
  first_name: string;
  last_name: string;
  street: string;
  zip_code: string;
  city: string;
  country_iso: string;
  state_id: string;
}

export function emptyAddress(country: string): AddressValues {
  return { first_name: "", last_name: "", street: "", zip_code: "", city: "", country_iso: country, state_id: "" };
}

/** The part of the details form's values the address fields register. */
export type AddressFormValues = Record<"ship_address" | "bill_address", AddressValues>;

interface AddressFieldsProps {
  /** 'ship_address' or 'bill_address': names the inputs and finds their errors. */
  prefix: "ship_address" | "bill_address";
  legend: string;
  countries: readonly CountryOption[];
  states: readonly { id: number; attributes: { name: string; supported?: boolean } }[];
  register: UseFormRegister<AddressFormValues>;
  errorFor(field: string): string | undefined;
  /** A new country: its states are others, so the chosen one is let go. */
  onCountryChange(): void;
}

export function AddressFields({ prefix, legend, countries, states, register, errorFor, onCountryChange }: AddressFieldsProps) {
  const t = useTranslations("Checkout.details");
  const section = prefix === "ship_address" ? "shipping" : "billing";
  const text = (field: Exclude<keyof AddressValues, "country_iso" | "state_id">, label: string, autoComplete: string, maxLength: number) => (
    <TextField
      label={label}
      autoComplete={`${section} ${autoComplete}`}
      maxLength={maxLength}
      error={errorFor(`${prefix}.${field}`)}
      {...register(`${prefix}.${field}`)}
    />
  );

  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <div className={forms.row}>
        {text("first_name", t("firstName"), "given-name", 100)}
        {text("last_name", t("lastName"), "family-name", 100)}
      </div>
      {text("street", t("street"), "street-address", 200)}
      <div className={forms.row}>
        {text("zip_code", t("zipCode"), "postal-code", 20)}
        {text("city", t("city"), "address-level2", 100)}
      </div>
      <div className={forms.row}>
        <SelectField
          label={t("country")}
          autoComplete={`${section} country`}
          error={errorFor(`${prefix}.country_iso`)}
          {...register(`${prefix}.country_iso`, { onChange: onCountryChange })}
        >
          {countries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.name}
            </option>
          ))}
        </SelectField>
        {states.length > 0 ? (
          <SelectField label={t("state")} error={errorFor(`${prefix}.state_id`)} {...register(`${prefix}.state_id`)}>
            <option value="">{t("chooseState")}</option>
            {states.map((state) => (
              // The shop does not deliver to every state (Alaska, territories, military post); bills may go there.
              <option key={state.id} value={state.id} disabled={prefix === "ship_address" && state.attributes.supported === false}>
                {state.attributes.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
    </fieldset>
  );
}

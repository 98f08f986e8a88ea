"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/ui/fields";
import type { CountryOption } from "@/regions/countries";
import styles from "./checkout.module.css";

/** One address of the details form; field errors are looked up by the API's path ('ship_address.zip_code'). */

export interface AddressValues {
  first_name: string;
  last_name: string;
  street: string;
  zip_code: string;
  city: string;
  country_iso: string;
  state_id: string;
}

export const REQUIRED_ADDRESS_FIELDS = ["first_name", "last_name", "street", "zip_code", "city"] as const;

export function emptyAddress(country: string): AddressValues {
  return { first_name: "", last_name: "", street: "", zip_code: "", city: "", country_iso: country, state_id: "" };
}

interface AddressFieldsProps {
  /** 'ship_address' or 'bill_address': names the inputs and finds their errors. */
  prefix: "ship_address" | "bill_address";
  legend: string;
  values: AddressValues;
  countries: readonly CountryOption[];
  states: readonly { id: number; attributes: { name: string; supported?: boolean } }[];
  errorFor(field: string): string | undefined;
  onChange(values: AddressValues): void;
}

export function AddressFields({ prefix, legend, values, countries, states, errorFor, onChange }: AddressFieldsProps) {
  const t = useTranslations("Checkout.details");
  const section = prefix === "ship_address" ? "shipping" : "billing";
  const set = (field: keyof AddressValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value, ...(field === "country_iso" ? { state_id: "" } : {}) });
  const text = (field: Exclude<keyof AddressValues, "country_iso" | "state_id">, label: string, autoComplete: string, maxLength: number) => (
    <TextField
      label={label}
      name={`${prefix}.${field}`}
      autoComplete={`${section} ${autoComplete}`}
      maxLength={maxLength}
      value={values[field]}
      error={errorFor(`${prefix}.${field}`)}
      onChange={set(field)}
    />
  );

  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <div className={styles.row}>
        {text("first_name", t("firstName"), "given-name", 100)}
        {text("last_name", t("lastName"), "family-name", 100)}
      </div>
      {text("street", t("street"), "street-address", 200)}
      <div className={styles.row}>
        {text("zip_code", t("zipCode"), "postal-code", 20)}
        {text("city", t("city"), "address-level2", 100)}
      </div>
      <div className={styles.row}>
        <SelectField
          label={t("country")}
          name={`${prefix}.country_iso`}
          autoComplete={`${section} country`}
          value={values.country_iso}
          error={errorFor(`${prefix}.country_iso`)}
          onChange={set("country_iso")}
        >
          {countries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.name}
            </option>
          ))}
        </SelectField>
        {states.length > 0 ? (
          <SelectField label={t("state")} name={`${prefix}.state_id`} value={values.state_id} error={errorFor(`${prefix}.state_id`)} onChange={set("state_id")}>
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

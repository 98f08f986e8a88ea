"use client";

import { useTranslations } from "next-intl";
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import type { CustomerType } from "@/lib/session/types";
import styles from "./forms.module.css";

/** Labelled inputs whose error is announced with the field. */

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} className={styles.fieldError}>
      {error}
    </span>
  ) : null;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, error, id, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} {...select}>
        {children}
      </select>
      <FieldError id={`${selectId}-error`} error={error} />
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, error, id, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <div className={styles.checkbox}>
        <input id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

/** Private customer or business, as radio buttons. */
export function CustomerTypeChoice({ value, onChange }: { value: CustomerType; onChange(type: CustomerType): void }) {
  const t = useTranslations("Account.fields");
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t("customerType")}</legend>
      {(["b2c", "b2b"] as const).map((type) => (
        <label key={type} className={styles.choice}>
          <input type="radio" name="customer_type" value={type} checked={value === type} onChange={() => onChange(type)} />
          {t(type)}
        </label>
      ))}
    </fieldset>
  );
}

interface NameFieldsProps {
  values: { first_name: string; last_name: string };
  errors?: { first_name?: string; last_name?: string };
  onChange(field: "first_name" | "last_name"): (event: ChangeEvent<HTMLInputElement>) => void;
}

/** First and last name side by side. */
export function NameFields({ values, errors = {}, onChange }: NameFieldsProps) {
  const t = useTranslations("Account.fields");
  return (
    <div className={styles.row}>
      <TextField
        label={t("firstName")}
        name="first_name"
        autoComplete="given-name"
        maxLength={100}
        value={values.first_name}
        error={errors.first_name}
        onChange={onChange("first_name")}
      />
      <TextField
        label={t("lastName")}
        name="last_name"
        autoComplete="family-name"
        maxLength={100}
        value={values.last_name}
        error={errors.last_name}
        onChange={onChange("last_name")}
      />
    </div>
  );
}

/** A form-level message: an error (announced at once) or a confirmation. */
export { FormMessage } from "@/components/ui/FormMessage";

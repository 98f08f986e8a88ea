"use client";

import { useTranslations } from "next-intl";
import { useId, type ComponentProps, type ReactNode } from "react";
import type { CustomerType } from "@/lib/session/types";
import styles from "./forms.module.css";
import shared from "./shared.module.css";

/**
 * Labelled inputs whose hint and error are announced with the field: the one
 * field set for the shop's forms. Each takes what react-hook-form's `register`
 * gives (name, onChange, onBlur and ref, which React 19 passes as a prop) or a
 * controlled value, and hands it to its input.
 */

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} className={styles.fieldError}>
      {error}
    </span>
  ) : null;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <span id={id} className={styles.hint}>
      {hint}
    </span>
  ) : null;
}

function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

interface Labelled {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export type TextFieldProps = Labelled & ComponentProps<"input">;

export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, hint, error)} {...input} />
      <Hint id={`${inputId}-hint`} hint={hint} />
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({ label, hint, error, id, className, ...textarea }: Labelled & ComponentProps<"textarea">) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        className={className ?? shared.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...textarea}
      />
      <Hint id={`${inputId}-hint`} hint={hint} />
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

export function SelectField({ label, hint, error, id, children, ...select }: Labelled & ComponentProps<"select">) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(selectId, hint, error)} {...select}>
        {children}
      </select>
      <Hint id={`${selectId}-hint`} hint={hint} />
      <FieldError id={`${selectId}-error`} error={error} />
    </div>
  );
}

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & { label: ReactNode; error?: string | null };

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

/** Private customer or business, as radio buttons: controlled, or registered with `register("customer_type")`. */
export function CustomerTypeChoice({ value, onChange, input }: { value?: CustomerType; onChange?(type: CustomerType): void; input?: ComponentProps<"input"> }) {
  const t = useTranslations("Account.fields");
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t("customerType")}</legend>
      {(["b2c", "b2b"] as const).map((type) => (
        <label key={type} className={styles.choice}>
          {input ? (
            <input type="radio" {...input} value={type} />
          ) : (
            <input type="radio" name="customer_type" value={type} checked={value === type} onChange={() => onChange?.(type)} />
          )}
          {t(type)}
        </label>
      ))}
    </fieldset>
  );
}

type NameInput = ComponentProps<"input"> & { error?: string | null };

/** First and last name side by side; each takes its input's props (a registered field, or value and onChange). */
export function NameFields({ first_name, last_name }: { first_name: NameInput; last_name: NameInput }) {
  const t = useTranslations("Account.fields");
  return (
    <div className={styles.row}>
      <TextField label={t("firstName")} name="first_name" autoComplete="given-name" maxLength={100} {...first_name} />
      <TextField label={t("lastName")} name="last_name" autoComplete="family-name" maxLength={100} {...last_name} />
    </div>
  );
}

/** A form-level message: an error (announced at once) or a confirmation. */
export { FormMessage } from "@/components/ui/FormMessage";

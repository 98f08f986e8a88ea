"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import styles from "./account.module.css";

/** Labelled inputs whose error is announced with the field. */

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
      {error ? (
        <span id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
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
      {error ? (
        <span id={`${selectId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
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
      {error ? (
        <span id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A form-level message: an error (announced at once) or a confirmation. */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (notice)
    return (
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    );
  return null;
}

"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import forms from "@/components/ui/forms.module.css";
import styles from "./manager.module.css";

/** The console's labelled fields: each error and hint is announced with its field. */

function described(id: string, hint?: ReactNode, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Extras({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

interface Labelled {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function TextField({ label, hint, error, id, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={forms.field}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={described(inputId, hint, error)} {...input} />
      <Extras id={inputId} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ label, hint, error, id, ...input }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={forms.field}>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={described(inputId, hint, error)} {...input} />
      <Extras id={inputId} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, hint, error, id, children, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={forms.field}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={described(selectId, hint, error)} {...select}>
        {children}
      </select>
      <Extras id={selectId} hint={hint} error={error} />
    </div>
  );
}

export { FormMessage } from "@/components/ui/FormMessage";

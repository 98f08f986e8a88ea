"use client";

import type { ReactNode, TextareaHTMLAttributes } from "react";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled text area whose hint and error are announced with it, like the account's TextField. */
export function TextAreaField({ id, label, hint, error, ...textarea }: TextAreaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className={shared.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {hint ? (
        <span id={`${id}-hint`} className={forms.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={forms.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

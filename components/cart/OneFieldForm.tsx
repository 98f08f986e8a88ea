import type { FormEvent, InputHTMLAttributes } from "react";
import { Button } from "@/components/ui/Button";
import styles from "./cart.module.css";

export interface OneFieldFormProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onSubmit"> {
  /** The section's id: the form is named by its heading (`{id}-heading`), the input is `{id}-{name}`. */
  id: string;
  name: string;
  label: string;
  submitLabel: string;
  busy?: boolean;
  /** Why the value was refused, announced at once and tied to the input. */
  error: string | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A cart section's form of one field and its button (a discount code, a number of trees), with the field's error under it. */
export function OneFieldForm({ id, name, label, submitLabel, busy = false, error, onSubmit, ...input }: OneFieldFormProps) {
  return (
    <>
      <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input id={`${id}-${name}`} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {submitLabel}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}

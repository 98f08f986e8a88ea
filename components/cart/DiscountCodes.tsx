"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import styles from "./cart.module.css";
import type { CartChangeOptions } from "./useCart";

/** The spec's discount codes section: apply one code, or remove the applied one. */

export interface DiscountCodesProps {
  appliedCode: string | null;
  onApply(code: string, options: CartChangeOptions): Promise<boolean>;
  onRemove(options: CartChangeOptions): Promise<boolean>;
}

export function DiscountCodes({ appliedCode, onApply, onRemove }: DiscountCodesProps) {
  const t = useTranslations("Cart.coupon");
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) {
      setError(t("required"));
      return;
    }
    setError(null);
    setSending(true);
    const applied = await onApply(entered, { onError: setError });
    setSending(false);
    if (applied) setCode("");
  }

  async function remove() {
    setError(null);
    await onRemove({ onError: setError });
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("title")}</h2>
      {appliedCode ? (
        <div className={styles.actions}>
          <p role="status" className={styles.notice}>
            {t("applied", { code: appliedCode })}
          </p>
          <Button size="small" variant="text" onClick={remove}>
            {t("remove")}
          </Button>
        </div>
      ) : null}
      <form className={styles.inlineForm} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>{appliedCode ? t("replaceLabel") : t("label")}</label>
          <input
            id={`${id}-code`}
            name="coupon_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={sending}>
          {t("apply")}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import styles from "./cart.module.css";
import { OneFieldForm } from "./OneFieldForm";
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
      <OneFieldForm
        id={id}
        name="coupon_code"
        label={appliedCode ? t("replaceLabel") : t("label")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={50}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        submitLabel={t("apply")}
        busy={sending}
        error={error}
        onSubmit={submit}
      />
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormMessage, TextField } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import { createCardPaymentMethod } from "../calls";
import { useCheckoutProblem } from "../errors";
import { checkCard, type CardField, type CardInput, type CardIssue } from "./card-checks";
import { PayButton } from "./PayButton";
import type { CardPayment } from "./use-card-payment";

/**
 * The shop's own card form, used when the local gateway stands in for the card
 * provider: checked here, turned into a payment method by POST
 * gateway/stripe/card, then paid.
 */

/** The gateway's verdict on a field, in the words of the form's own checks. */
const GATEWAY_ISSUES: Record<string, CardIssue> = { number: "cardNumber", expiry: "expired", cvc: "cvc" };

export function LocalCardForm({ payment, amountLabel }: { payment: CardPayment; amountLabel: string }) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const problemOf = useCheckoutProblem();
  const [values, setValues] = useState<CardInput>({ number: "", expiry: "", cvc: "", name: "" });
  const [issues, setIssues] = useState<Partial<Record<CardField, CardIssue>>>({});
  const [tokenizing, setTokenizing] = useState(false);
  const busy = tokenizing || payment.paying || payment.leaving;

  const set = (field: CardField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const issueText = (field: CardField) => {
    const issue = issues[field];
    return issue ? t(`errors.${issue}`) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkCard(values);
    setIssues(checked.ok ? {} : checked.issues);
    payment.setError(null);
    if (!checked.ok) return;
    setTokenizing(true);
    let paymentMethodId: string;
    try {
      paymentMethodId = (await createCardPaymentMethod(api, checked.card)).id;
    } catch (failure) {
      const field = failure instanceof ApiError ? (failure.details as { field?: string } | null)?.field : undefined;
      if (field && field in GATEWAY_ISSUES) setIssues({ [field]: GATEWAY_ISSUES[field] });
      payment.setError(problemOf(failure).message);
      return;
    } finally {
      setTokenizing(false);
    }
    await payment.pay(paymentMethodId);
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("payment.card")} noValidate>
      <FormMessage error={payment.error} />
      <TextField
        label={t("payment.number")}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={values.number}
        error={issueText("number")}
        onChange={set("number")}
      />
      <div className={forms.row}>
        <TextField
          label={t("payment.expiry")}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          value={values.expiry}
          error={issueText("expiry")}
          onChange={set("expiry")}
        />
        <TextField
          label={t("payment.cvc")}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          error={issueText("cvc")}
          onChange={set("cvc")}
        />
      </div>
      <TextField
        label={t("payment.name")}
        name="ccname"
        autoComplete="cc-name"
        maxLength={100}
        value={values.name}
        error={issueText("name")}
        onChange={set("name")}
      />
      <PayButton paying={busy} disabled={busy} amountLabel={amountLabel} />
    </form>
  );
}

"use client";

import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeConstructorOptions } from "@stripe/stripe-js";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormMessage, TextField } from "@/components/ui/fields";
import forms from "@/components/ui/forms.module.css";
import shared from "@/components/ui/shared.module.css";
import styles from "../checkout.module.css";
import { PayButton } from "./PayButton";
import type { CardPayment } from "./use-card-payment";

/**
 * The card form with Stripe Elements. Stripe.js is fetched only here, on the
 * payment step, by importing its loader when this form first renders (the
 * loader's module starts the script download as soon as it is imported).
 */

interface StripeCardFormProps {
  publishableKey: string;
  payment: CardPayment;
  amountLabel: string;
}

export default function StripeCardForm({ publishableKey, payment, amountLabel }: StripeCardFormProps) {
  const locale = useLocale();
  const [stripe] = useState<Promise<Stripe | null>>(() =>
    import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey, { locale: locale.split("-")[0] as StripeConstructorOptions["locale"] })),
  );
  return (
    <Elements stripe={stripe}>
      <StripeCardFields payment={payment} amountLabel={amountLabel} />
    </Elements>
  );
}

function StripeCardFields({ payment, amountLabel }: { payment: CardPayment; amountLabel: string }) {
  const t = useTranslations("Checkout");
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const busy = !stripe || creating || payment.paying || payment.leaving;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setNameError(name.trim() ? undefined : t("errors.required"));
    payment.setError(null);
    if (!name.trim()) return;
    setCreating(true);
    // Stripe's own messages are in the shopper's language (the locale given to Stripe.js).
    const created = await stripe.createPaymentMethod({ type: "card", card, billing_details: { name: name.trim() } }).finally(() => setCreating(false));
    if (created.error || !created.paymentMethod) {
      payment.setError(created.error?.message ?? t("errors.invalid_card"));
      return;
    }
    await payment.pay(created.paymentMethod.id, async (clientSecret) => !(await stripe.handleNextAction({ clientSecret })).error);
  }

  return (
    <form className={shared.form} onSubmit={submit} aria-label={t("payment.card")} noValidate>
      <FormMessage error={payment.error} />
      <div className={forms.field}>
        <span className={forms.legend}>{t("payment.number")}</span>
        <div className={styles.cardElement}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
      <TextField
        label={t("payment.name")}
        name="ccname"
        autoComplete="cc-name"
        maxLength={100}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <PayButton paying={busy && Boolean(stripe)} disabled={busy} amountLabel={amountLabel} />
    </form>
  );
}

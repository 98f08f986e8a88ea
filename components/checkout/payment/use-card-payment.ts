"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { confirmCardPayment, payWithCard } from "../calls";
import { useCheckoutProblem } from "../errors";
import { browser } from "../navigation";
import { usePaymentActions } from "../payment-actions";
import { usePayerParams } from "../payment-link";

/**
 * Paying with a card's payment method, whichever form produced it: POST pay, then
 * by the intent's status: done → the payment summary; an authentication step →
 * the local gateway's page, or Stripe.js's own dialog followed by confirm; a
 * decline → a message, and the form stays to try again.
 */

/** Stripe.js runs the authentication step in the page; false when the shopper did not pass it. */
export type NextAction = (clientSecret: string) => Promise<boolean>;

export interface CardPayment {
  pay(paymentMethodId: string, nextAction?: NextAction): Promise<void>;
  paying: boolean;
  /** The shopper is on the way to the authentication page or the summary. */
  leaving: boolean;
  error: string | null;
  setError(error: string | null): void;
}

/**
 * `prepare` runs before the card is charged (the payment page chooses the
 * instalment plan there) and says whether to pay in full despite a plan.
 */
export function useCardPayment(orderNumber: string, prepare?: () => Promise<boolean>): CardPayment {
  const t = useTranslations("Checkout.errors");
  const api = useApi();
  const router = useRouter();
  const problemOf = useCheckoutProblem();
  const { summaryPath } = usePaymentActions(orderNumber);
  const payer = usePayerParams();
  const [paying, setPaying] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = useCallback(
    async (paymentMethodId: string, nextAction?: NextAction) => {
      setError(null);
      setPaying(true);
      let leftFor: string | null = null;
      try {
        const rejectSchedule = prepare ? await prepare() : false;
        let result = await payWithCard(api, orderNumber, paymentMethodId, payer, rejectSchedule);
        if (result.status === "requires_action") {
          if (result.next_action_url) {
            leftFor = result.next_action_url;
            setLeaving(true);
            browser.leave(result.next_action_url);
            return;
          }
          if (!nextAction || !result.client_secret || !(await nextAction(result.client_secret))) {
            setError(t("authentication_failed"));
            return;
          }
          result = await confirmCardPayment(api, orderNumber, result.payment_intent_id, paymentMethodId, payer);
        }
        if (result.status === "succeeded" || result.status === "processing") {
          leftFor = summaryPath(result.payment_intent_id);
          setLeaving(true);
          router.push(leftFor);
          return;
        }
        setError(t("card_declined"));
      } catch (failure) {
        setError(problemOf(failure).message);
      } finally {
        if (!leftFor) setPaying(false);
      }
    },
    [api, orderNumber, payer, prepare, problemOf, router, summaryPath, t],
  );

  return { pay, paying, leaving, error, setError };
}

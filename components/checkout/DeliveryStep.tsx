"use client";

import { useTranslations } from "next-intl";
import { PaymentMarks } from "@/components/layout/PaymentLogos";
import { useState } from "react";
import { FormMessage } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import layout from "@/components/ui/layout.module.css";
import shared from "@/components/ui/shared.module.css";
import { stateToSend } from "@/lib/checkout/state";
import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import { changeOrder, moveTo } from "./calls";
import type { StepProps } from "./CheckoutPage";
import styles from "./checkout.module.css";
import { useCheckoutProblem, type CheckoutProblem } from "./errors";
import { usePaymentName, useShippingName } from "./labels";
import { useMoney } from "./money";
import { OrderTotals } from "./OrderTotals";
import { usePaymentChoice } from "./payment-choice";
import type { PaymentMethod, ShippingMethod } from "./types";

/**
 * Step two, 'delivery and payment method': the delivery methods that suit the
 * order, with their prices as the server gives them, and the ways to pay that the
 * storefront offers. The delivery choice is saved at once (it changes the totals);
 * the payment choice is used when the shopper pays.
 */

/** Problems only the details form can fix: the shopper goes back there with the field marked. */
const DETAILS_CODES = [
  "email_required",
  "ship_address_required",
  "country_not_shipped",
  "bill_address_required",
  "company_required",
  "state_required",
  "state_not_supported",
];

export function DeliveryStep({ checkout, update, withBusy, goTo }: StepProps) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const problemOf = useCheckoutProblem();
  const { order } = checkout;
  const offered = checkout.payment_methods ?? [];
  const [payment, choosePayment] = usePaymentChoice(order.number, offered);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  async function chooseShipping(type: string) {
    setSaving(true);
    setProblem(null);
    try {
      const changed = await changeOrder(api, order.number, { shipment_type: type });
      update({ ...checkout, order: changed });
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setSaving(false);
    }
  }

  async function proceed() {
    const chosen = checkout.shipping_methods.some((method) => method.type === order.shipment_type);
    if (!chosen) return setProblem({ message: t("errors.chooseShipping"), fields: { shipment_type: t("errors.chooseShipping") } });
    if (!payment) return setProblem({ message: t("errors.noPaymentMethods"), fields: {} });
    setProblem(null);
    try {
      update(await withBusy("preparingOrder", () => moveTo(api, order.number, stateToSend("payment"))));
    } catch (failure) {
      const found = problemOf(failure);
      if (found.code && DETAILS_CODES.includes(found.code)) await goTo("details", found);
      else setProblem(found);
    }
  }

  return (
    <div className={layout.withAside}>
      <div>
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="shipping-heading">
          <h2 id="shipping-heading">{t("delivery.title")}</h2>
          <FormMessage error={problem?.message} />
          <ShippingChoice
            methods={checkout.shipping_methods}
            display={order.price_display}
            chosen={order.shipment_type}
            disabled={saving}
            error={problem?.fields.shipment_type}
            onChoose={chooseShipping}
          />
        </section>
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="payment-heading">
          <h2 id="payment-heading">{t("delivery.paymentTitle")}</h2>
          {offered.length === 0 ? (
            <FormMessage error={t("errors.noPaymentMethods")} />
          ) : (
            <PaymentChoice methods={offered} chosen={payment} onChoose={choosePayment} />
          )}
        </section>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void goTo("details")}>
            {t("delivery.back")}
          </Button>
          <Button size="large" onClick={proceed} disabled={saving}>
            {t("delivery.submit")}
          </Button>
        </div>
      </div>
      <aside className={`${shared.section} ${styles.section}`}>
        <OrderTotals order={order} />
      </aside>
    </div>
  );
}

interface ShippingChoiceProps {
  methods: readonly ShippingMethod[];
  /** The storefront's basis: a delivery's price is stated as the totals state it. */
  display: PriceDisplay;
  chosen: string | null;
  disabled: boolean;
  error?: string;
  onChoose(type: string): void;
}

function ShippingChoice({ methods, display, chosen, disabled, error, onChoose }: ShippingChoiceProps) {
  const t = useTranslations("Checkout.delivery");
  const money = useMoney();
  const name = useShippingName();
  return (
    <fieldset className={styles.options} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className={shared.visuallyHidden}>{t("title")}</legend>
      {methods.map((method) => (
        <label key={method.type} className={styles.option} data-chosen={method.type === chosen || undefined}>
          <input type="radio" name="shipment_type" value={method.type} checked={method.type === chosen} onChange={() => onChoose(method.type)} />
          <span className={styles.optionBody}>
            <span className={styles.optionName}>{name(method.type)}</span>
            <span className={styles.optionHint}>{t("days", { days: method.delivery_days })}</span>
            {method.free_from !== null && method.free_from_with_vat !== null && method.price > 0 ? (
              <span className={styles.optionHint}>
                {t("freeFrom", { amount: money(shownTotal({ total: method.free_from, total_with_vat: method.free_from_with_vat }, display)) })}
              </span>
            ) : null}
            {method.pick_up_point ? (
              <span className={styles.optionHint}>
                {t("pickUpPoint", { street: method.pick_up_point.street, zipCode: method.pick_up_point.zip_code, city: method.pick_up_point.city })}{" "}
                <a href={method.pick_up_point.maps_url} target="_blank" rel="noopener noreferrer">
                  {t("map")}
                </a>
              </span>
            ) : null}
          </span>
          <span className={styles.optionPrice}>
            {method.price === 0 ? t("free") : money(shownTotal({ total: method.price, total_with_vat: method.price_with_vat }, display))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function PaymentChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose(method: PaymentMethod): void;
}) {
  const t = useTranslations("Checkout");
  const name = usePaymentName();
  const hint = (method: PaymentMethod) => {
    if (method.code === "hokodo") return t("paymentHints.hokodo");
    if (method.kind === "card") return t("paymentHints.card");
    if (method.kind === "bank_transfer") return t("paymentHints.check");
    return t("paymentHints.redirect");
  };
  return (
    <fieldset className={styles.options}>
      <legend className={shared.visuallyHidden}>{t("delivery.paymentTitle")}</legend>
      {methods.map((method) => (
        <label key={method.id} className={styles.option} data-chosen={method.code === chosen?.code || undefined}>
          <input type="radio" name="payment_method" value={method.code} checked={method.code === chosen?.code} onChange={() => onChoose(method)} />
          <span className={styles.optionBody}>
            <span className={styles.optionName}>{name(method.code)}</span>
            <span className={styles.optionHint}>{hint(method)}</span>
          </span>
          <PaymentMarks code={method.code} />
        </label>
      ))}
    </fieldset>
  );
}

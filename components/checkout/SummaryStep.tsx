"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { FormMessage } from "@/components/ui/fields";
import { useRouter } from "next/navigation";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import type { ApiService } from "@/lib/api/api-service";
import { ApiError } from "@/lib/api/errors";
import { askForApproval } from "@/components/company/api";
import { LineConfiguration } from "@/components/orders/LineConfiguration";
import { LinePicture } from "@/components/catalog/LinePicture";
import { thumbnailOf } from "@/components/cart/cart-lines";
import { displayOf, lineAmounts } from "@/lib/money/totals-rows";
import { saleUnitOf, saleUnitWords } from "@/lib/catalog/sale-units";
import { Button } from "@/components/ui/Button";
import forms from "@/components/ui/forms.module.css";
import layout from "@/components/ui/layout.module.css";
import shared from "@/components/ui/shared.module.css";
import { loadPaymentPlans, moveTo } from "./calls";
import type { StepProps } from "./CheckoutPage";
import styles from "./checkout.module.css";
import { useCheckoutProblem } from "./errors";
import { usePaymentName, useShippingName } from "./labels";
import { useMoney } from "./money";
import { OrderTotals } from "./OrderTotals";
import { usePaymentActions } from "./payment-actions";
import { usePaymentChoice } from "./payment-choice";
import type { Order, OrderAddress, OrderLine } from "./types";

/**
 * Step three, the order summary: what is bought, where it goes, who is billed,
 * how it travels and how it is paid, with the totals, and the button that pays
 * with the method chosen on the delivery step: the card on the payment page, a
 * redirect method at its provider, a bank transfer by placing the order. An order
 * that may be paid by instalment goes to the payment page with that method first.
 */

/**
 * The order's own 'payment' state (the server checks the delivery method on the
 * way in). The step reached by asking for 'payment' sits at 'delivery' (see
 * steps.ts); paying is the one move that names the state itself.
 */
const AWAITING_PAYMENT = "payment";

/** Whether the order may be paid by instalment: then the shopper picks on the payment page. */
async function offersPlans(api: ApiService, number: string): Promise<boolean> {
  try {
    return (await loadPaymentPlans(api, number)).plans.length > 0;
  } catch {
    return false; // no plans known: the chosen method pays in full
  }
}

const DETAILS_CODES = ["email_required", "ship_address_required", "country_not_shipped", "bill_address_required", "company_required"];
const DELIVERY_CODES = ["shipment_type_required", "shipment_type_not_allowed"];

export function SummaryStep({ checkout, update, withBusy, goTo }: StepProps) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const money = useMoney();
  const problemOf = useCheckoutProblem();
  const shippingName = useShippingName();
  const paymentName = usePaymentName();
  const { order } = checkout;
  const [payment] = usePaymentChoice(order.number, checkout.payment_methods ?? []);
  const { payWith } = usePaymentActions(order.number);
  const router = useRouter();
  const path = useRegionPath();
  const paymentPath = path(`/order/${encodeURIComponent(order.number)}/payment`);
  const [message, setMessage] = useState<{ error?: string; notice?: string } | null>(null);
  const setError = (error: string) => setMessage({ error });

  /**
   * Above the buyer's company spending limit: the approvers are asked (once per total) and the
   * buyer told so (ADR 0055). Waiting for an approver is where the order stands, not a fault, so it
   * is said as a notice; a rejection or nobody to ask are the buyer's to act on.
   */
  async function approvalMessage(failure: unknown): Promise<{ error?: string; notice?: string }> {
    if (failure instanceof ApiError && (failure.details as { approval_state?: string } | null)?.approval_state === "rejected")
      return { error: t("errors.approval_rejected") };
    try {
      return (await askForApproval(api, order.number)) === "asked" ? { notice: t("errors.approval_required") } : { error: t("errors.no_approver") };
    } catch (asking) {
      return { error: problemOf(asking).message };
    }
  }

  async function pay() {
    if (!payment) return setError(t("errors.noPaymentMethods"));
    setMessage(null);
    try {
      await withBusy(
        payment.kind === "redirect" ? "redirectingToPayment" : "preparingOrder",
        async () => {
          const moved = await moveTo(api, order.number, AWAITING_PAYMENT);
          // The card form, and the choice of instalments where the shop offers them, are on the payment page.
          if (payment.kind === "card" || (await offersPlans(api, order.number))) {
            update(moved);
            router.push(paymentPath);
            return;
          }
          await payWith(payment);
        },
        { stay: true },
      );
    } catch (failure) {
      const problem = problemOf(failure);
      if (problem.code === "approval_required") setMessage(await approvalMessage(failure));
      else if (problem.code && DETAILS_CODES.includes(problem.code)) await goTo("details", problem);
      else if (problem.code && DELIVERY_CODES.includes(problem.code)) await goTo("delivery", problem);
      else setError(problem.message);
    }
  }

  return (
    <div className={layout.withAside}>
      <div>
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="lines-heading">
          <h2 id="lines-heading">{t("summary.lines")}</h2>
          <OrderLines order={order} />
        </section>
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="addresses-heading">
          <div className={styles.sectionHead}>
            <h2 id="addresses-heading">{t("steps.details")}</h2>
            <Button variant="text" size="small" onClick={() => void goTo("details")}>
              {t("summary.change")}
            </Button>
          </div>
          <div className={`${forms.row} ${styles.parties}`} data-testid="summary-parties">
            <div>
              <h3>{t("summary.contact")}</h3>
              <p className={styles.breakable}>{order.email}</p>
              {order.ship_address?.phone ? <p>{order.ship_address.phone}</p> : null}
            </div>
            <div>
              <h3>{t("summary.deliveryAddress")}</h3>
              <AddressLines address={order.ship_address} />
            </div>
            <div>
              <h3>{t("summary.billingAddress")}</h3>
              <AddressLines address={order.bill_address} />
              {order.vat_id ? <p>{t("summary.vatId", { vatId: order.vat_id })}</p> : null}
            </div>
            <div>
              <h3>{t("summary.invoice")}</h3>
              <p>{order.invoice_type === "proforma" ? t("details.proforma") : t("details.normal")}</p>
            </div>
          </div>
        </section>
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="methods-heading">
          <div className={styles.sectionHead}>
            <h2 id="methods-heading">{t("steps.delivery")}</h2>
            <Button variant="text" size="small" onClick={() => void goTo("delivery")}>
              {t("summary.change")}
            </Button>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t("summary.deliveryMethod")}</dt>
              <dd>
                {shippingName(order.shipment_type)} (
                {order.ship_total === 0 ? t("delivery.free") : money(displayOf(order) === "gross" ? order.ship_total_with_vat : order.ship_total)})
              </dd>
            </div>
            <div>
              <dt>{t("summary.paymentMethod")}</dt>
              <dd>{payment ? paymentName(payment.code) : "—"}</dd>
            </div>
          </dl>
        </section>
      </div>
      <aside className={`${shared.section} ${styles.section}`} aria-labelledby="summary-heading">
        <h2 id="summary-heading">{t("summary.title")}</h2>
        <OrderTotals order={order} />
        <FormMessage error={message?.error} notice={message?.notice} />
        <Button size="large" onClick={pay} disabled={!payment}>
          {payment?.kind === "bank_transfer" ? t("summary.placeOrder") : t("summary.pay", { amount: money(order.total) })}
        </Button>
        <p className={styles.aside}>{t("summary.payHint")}</p>
      </aside>
    </div>
  );
}

function OrderLines({ order }: { order: Order }) {
  const t = useTranslations("Checkout.summary");
  const tUnits = useTranslations("Units");
  const money = useMoney();
  // Tape is counted in rolls and tissue paper in sheets, as in the cart.
  const quantity = (line: OrderLine) => saleUnitWords(saleUnitOf(line.product?.slug), tUnits).quantity(line.quantity);
  // Lines on the storefront's basis, as the totals below them (with VAT where it shows gross).
  const display = displayOf(order);
  const name = (line: OrderLine) => {
    // The product's name, not the variant's ("Mailer box 300x220x100"): the size follows in words (LineConfiguration).
    if (line.kind === "product") return line.name ?? line.product?.name ?? line.variant?.name ?? "";
    if (line.kind === "expert_check") return t("expertCheck");
    if (line.kind === "trees") return t("trees", { count: line.quantity });
    return t("warranty");
  };
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{t("product")}</th>
          <th scope="col">{t("quantity")}</th>
          <th scope="col">{t("price")}</th>
        </tr>
      </thead>
      <tbody>
        {order.line_items.map((line) => (
          <tr key={line.id}>
            <td>
              {line.kind === "product" ? <LinePicture src={thumbnailOf(line)} /> : null}
              {name(line)}
              {/* The size and options as ordered, the facts the product page, the cart and the offer stated. */}
              {line.kind === "product" ? <LineConfiguration line={line} /> : null}
            </td>
            <td>{line.kind === "product" ? quantity(line) : null}</td>
            <td>{money(lineAmounts(line, display).total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddressLines({ address }: { address: Partial<OrderAddress> | null }) {
  const locale = useLocale();
  if (!address) return null;
  return (
    <address className={styles.address}>
      {address.company_name ? (
        <>
          {address.company_name}
          <br />
        </>
      ) : null}
      {address.first_name} {address.last_name}
      <br />
      {address.street}
      <br />
      {address.zip_code} {address.city}
      <br />
      {address.country_iso ? new Intl.DisplayNames([locale], { type: "region" }).of(address.country_iso) : null}
    </address>
  );
}

import type { ApiService } from "@/lib/api/api-service";
import { ApiError } from "@/lib/api/errors";
import { CARD_PROVIDER } from "@/lib/checkout/payment-methods";
import { stateToSend } from "@/lib/checkout/state";
import type { ConsentAnswer } from "@/lib/session/types";
import type { PayerParams } from "./payment-link";
import type { CardToken, Checkout, Order, OrderDetails, PaymentPlan, PaymentResult, PlansOffer, PublishableKey, RedirectPayment } from "./types";
import { idempotencyHeaders } from "@/lib/api/idempotency";

/**
 * The checkout's calls to the shop API, one function each, so the steps read as
 * what the shopper does. Every call carries the visitor's token (anonymous
 * shoppers have one too).
 */

const auth = { auth: true } as const;

/** The open cart's checkout, or null when there is no cart in this storefront. */
export async function loadOpenCheckout(api: ApiService): Promise<Checkout | null> {
  let order: Order | null;
  try {
    order = await api.get<Order>("v2/orders/current", auth);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return order ? loadCheckout(api, order.number) : null;
}

/** The order's checkout; `payer` is the payment link of someone paying for the buyer. */
export function loadCheckout(api: ApiService, number: string, payer?: PayerParams): Promise<Checkout | null> {
  return api.get<Checkout>(`checkouts/${encodeURIComponent(number)}`, { ...auth, params: payer });
}

export async function loadOrder(api: ApiService, number: string): Promise<Order | null> {
  try {
    return await api.get<Order>(`orders/${encodeURIComponent(number)}`, auth);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Moves the order to a checkout state; back at once, forward with the server's checks (422 names what is missing). */
export async function moveTo(api: ApiService, number: string, state: string): Promise<Checkout> {
  return (await api.put<Checkout>(`checkouts/${encodeURIComponent(number)}`, undefined, { ...auth, params: { state } }))!;
}

export async function changeOrder(api: ApiService, number: string, order: Partial<OrderDetails> | { shipment_type: string }): Promise<Order> {
  return (await api.put<Order>(`orders/${encodeURIComponent(number)}`, { order }, auth))!;
}

/**
 * The details form: the order's details, the consents given with it, and on to
 * the delivery step. Consents are recorded after the details because the server
 * files them under the order's e-mail address.
 */
export async function submitDetails(api: ApiService, number: string, details: OrderDetails, consents: ConsentAnswer[]): Promise<Checkout> {
  await changeOrder(api, number, details);
  await api.post("v2/orders/consents", { order_id: number, consents }, auth);
  return moveTo(api, number, stateToSend("delivery"));
}

export async function checkVatId(api: ApiService, query: { vat_id: string; country_iso: string; customer_type: string }) {
  return api.get<{ valid: boolean; normalized: string | null; reason: string | null }>("addresses/validate_vat", { params: query });
}

const paymentPath = (number: string, action: string) => `v2/${encodeURIComponent(number)}/${CARD_PROVIDER}/${action}`;

/**
 * Bank transfer: the order completes with its payment WAITING until the money
 * arrives. The buyer chooses it in the checkout; a payment-link holder, who may
 * not change the checkout, through check_payments.
 */
export async function announceBankTransfer(
  api: ApiService,
  number: string,
  paymentMethodId: number,
  payer?: PayerParams,
  rejectSchedule?: boolean,
): Promise<void> {
  const reject = rejectSchedule ? { reject_payment_schedule: true } : {};
  if (payer) await api.post("check_payments", { order_number: number, ...reject }, { ...auth, params: payer, headers: idempotencyHeaders() });
  else
    await api.put<Checkout>(
      `checkouts/${encodeURIComponent(number)}`,
      { order: { payments_attributes: [{ payment_method_id: paymentMethodId, ...reject }] } },
      auth,
    );
}

export async function startRedirectPayment(
  api: ApiService,
  number: string,
  methodCode: string,
  payer?: PayerParams,
  rejectSchedule?: boolean,
): Promise<RedirectPayment> {
  const body = { payment_method_type: methodCode, ...(rejectSchedule ? { reject_payment_schedule: true } : {}) };
  return (await api.post<RedirectPayment>(paymentPath(number, "payment_intents/initiate_redirect_payment"), body, { ...auth, params: payer }))!;
}

/** The instalment plans the shop offers for the buyer's order (none, with the reason, for most orders). */
export async function loadPaymentPlans(api: ApiService, number: string): Promise<PlansOffer> {
  return (await api.get<PlansOffer>(`v2/orders/${encodeURIComponent(number)}/payment_plans`, auth))!;
}

/** Chooses one of the offered plans, exactly as offered; the next payment is its first instalment. */
export async function choosePaymentPlan(api: ApiService, number: string, plan: PaymentPlan): Promise<void> {
  await api.post("payment_schedules", { order_id: number, installments_attributes: plan.installments }, auth);
}

export async function loadPublishableKey(api: ApiService, number: string, payer?: PayerParams): Promise<PublishableKey> {
  return (await api.get<PublishableKey>(paymentPath(number, "config/publishable_key"), { ...auth, params: payer }))!;
}

/** The shop's own card form (local gateway) turns card details into a payment method here. */
export async function createCardPaymentMethod(api: ApiService, card: { number: string; exp_month: number; exp_year: number; cvc: string }): Promise<CardToken> {
  return (await api.post<CardToken>(`gateway/${CARD_PROVIDER}/card`, card, auth))!;
}

export async function payWithCard(
  api: ApiService,
  number: string,
  paymentMethodId: string,
  payer?: PayerParams,
  rejectSchedule?: boolean,
): Promise<PaymentResult> {
  const body = { payment_method_id: paymentMethodId, ...(rejectSchedule ? { reject_payment_schedule: true } : {}) };
  return (await api.post<PaymentResult>(paymentPath(number, "payment_intents/pay"), body, { ...auth, params: payer, headers: idempotencyHeaders() }))!;
}

export async function confirmCardPayment(
  api: ApiService,
  number: string,
  paymentIntentId: string,
  paymentMethodId: string,
  payer?: PayerParams,
): Promise<PaymentResult> {
  return (await api.post<PaymentResult>(
    paymentPath(number, "payment_intents/confirm"),
    { payment_intent_id: paymentIntentId, payment_method_id: paymentMethodId },
    { ...auth, params: payer },
  ))!;
}

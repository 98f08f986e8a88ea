import type { ApiService } from "@/lib/api/api-service";
import { answered, getUnlessMissing } from "@/lib/api/answers";
import type { Operation, RequestBody, RequestOptions } from "@/lib/api/contract";
import { CARD_PROVIDER, REDIRECT_METHODS } from "@/lib/checkout/payment-methods";
import { stateToSend } from "@/lib/checkout/state";
import type { ConsentAnswer } from "@/lib/session/types";
import type { PayerParams } from "./payment-link";
import type { CardToken, Checkout, Order, OrderDetails, PaymentMethod, PaymentPlan, PaymentResult, PlansOffer, PublishableKey, RedirectPayment } from "./types";
import { idempotencyHeaders } from "@/lib/api/idempotency";

/**
 * The checkout's calls to the shop API, one function each, so the steps read as
 * what the shopper does. Every call carries the visitor's token (anonymous
 * shoppers have one too).
 */

const auth = { auth: true } as const;

/** The open cart's checkout, or null when there is no cart in this storefront. */
export async function loadOpenCheckout(api: ApiService): Promise<Checkout | null> {
  const order = await getUnlessMissing(api, "/v2/orders/current", auth);
  return order ? loadCheckout(api, order.number) : null;
}

/** The order's checkout; `payer` is the payment link of someone paying for the buyer. */
export function loadCheckout(api: ApiService, number: string, payer?: PayerParams): Promise<Checkout | null> {
  return api.get("/checkouts/{number}", { ...auth, path: { number }, params: payer });
}

export function loadOrder(api: ApiService, number: string): Promise<Order | null> {
  return getUnlessMissing(api, "/orders/{number}", { ...auth, path: { number } });
}

/** Moves the order to a checkout state; back at once, forward with the server's checks (422 names what is missing). */
export async function moveTo(api: ApiService, number: string, state: string): Promise<Checkout> {
  return answered(await api.put("/checkouts/{number}", undefined, { ...auth, path: { number }, params: { state } }), "checkout");
}

export async function changeOrder(api: ApiService, number: string, order: Partial<OrderDetails> | { shipment_type: string }): Promise<Order> {
  return answered(await api.put("/orders/{number}", { order }, { ...auth, path: { number } }), "order");
}

/**
 * The details form: the order's details, the consents given with it, and on to
 * the delivery step. Consents are recorded after the details because the server
 * files them under the order's e-mail address.
 */
export async function submitDetails(api: ApiService, number: string, details: OrderDetails, consents: ConsentAnswer[]): Promise<Checkout> {
  await changeOrder(api, number, details);
  await api.post("/v2/orders/consents", { order_id: number, consents }, auth);
  return moveTo(api, number, stateToSend("delivery"));
}

export async function checkVatId(api: ApiService, query: VatQuery) {
  return api.get("/addresses/validate_vat", { params: query });
}

type VatQuery = NonNullable<RequestOptions<Operation<"/addresses/validate_vat", "get">>["params"]>;

/** The payment calls' path parameters: the order and the card provider. */
const paymentPath = (number: string): { number: string; provider: typeof CARD_PROVIDER } => ({ number, provider: CARD_PROVIDER });

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
  if (payer) await api.post("/check_payments", { order_number: number, ...reject }, { ...auth, params: payer, headers: idempotencyHeaders() });
  else
    await api.put(
      "/checkouts/{number}",
      { order: { payments_attributes: [{ payment_method_id: paymentMethodId, ...reject }] } },
      { ...auth, path: { number } },
    );
}

type RedirectMethod = RequestBody<Operation<"/v2/{number}/{provider}/payment_intents/initiate_redirect_payment", "post">>["payment_method_type"];
const isRedirectMethod = (code: string): code is RedirectMethod => (REDIRECT_METHODS as readonly string[]).includes(code);

export async function startRedirectPayment(
  api: ApiService,
  number: string,
  methodCode: PaymentMethod["code"],
  payer?: PayerParams,
  rejectSchedule?: boolean,
): Promise<RedirectPayment> {
  if (!isRedirectMethod(methodCode)) throw new Error(`${methodCode} is not paid by a redirect`);
  const body = { payment_method_type: methodCode, ...(rejectSchedule ? { reject_payment_schedule: true } : {}) };
  return answered(
    await api.post("/v2/{number}/{provider}/payment_intents/initiate_redirect_payment", body, { ...auth, path: paymentPath(number), params: payer }),
    "redirect payment",
  );
}

/** The instalment plans the shop offers for the buyer's order (none, with the reason, for most orders). */
export async function loadPaymentPlans(api: ApiService, number: string): Promise<PlansOffer> {
  return answered(await api.get("/v2/orders/{number}/payment_plans", { ...auth, path: { number } }), "payment plans");
}

/** Chooses one of the offered plans, exactly as offered; the next payment is its first instalment. */
export async function choosePaymentPlan(api: ApiService, number: string, plan: PaymentPlan): Promise<void> {
  await api.post("/payment_schedules", { order_id: number, installments_attributes: plan.installments }, auth);
}

export async function loadPublishableKey(api: ApiService, number: string, payer?: PayerParams): Promise<PublishableKey> {
  return answered(await api.get("/v2/{number}/{provider}/config/publishable_key", { ...auth, path: paymentPath(number), params: payer }), "publishable key");
}

/** The shop's own card form (local gateway) turns card details into a payment method here. */
export async function createCardPaymentMethod(api: ApiService, card: { number: string; exp_month: number; exp_year: number; cvc: string }): Promise<CardToken> {
  return answered(await api.post("/gateway/{provider}/card", card, { ...auth, path: { provider: CARD_PROVIDER } }), "card");
}

export async function payWithCard(
  api: ApiService,
  number: string,
  paymentMethodId: string,
  payer?: PayerParams,
  rejectSchedule?: boolean,
): Promise<PaymentResult> {
  const body = { payment_method_id: paymentMethodId, ...(rejectSchedule ? { reject_payment_schedule: true } : {}) };
  return answered(
    await api.post("/v2/{number}/{provider}/payment_intents/pay", body, { ...auth, path: paymentPath(number), params: payer, headers: idempotencyHeaders() }),
    "card payment",
  );
}

export async function confirmCardPayment(
  api: ApiService,
  number: string,
  paymentIntentId: string,
  paymentMethodId: string,
  payer?: PayerParams,
): Promise<PaymentResult> {
  return answered(
    await api.post(
      "/v2/{number}/{provider}/payment_intents/confirm",
      { payment_intent_id: paymentIntentId, payment_method_id: paymentMethodId },
      { ...auth, path: paymentPath(number), params: payer },
    ),
    "card payment",
  );
}

import { createRoute, z } from "@hono/zod-openapi";
import { REDIRECT_METHODS } from "@/lib/checkout/payment-methods";
import type { Locale } from "@/lib/i18n/locales";
import { database } from "@/server/db";
import { HttpError, notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { present } from "@/server/orders/routes";
import { OrderSchema } from "@/server/orders/schemas";
import { findOwnedOrder, orderNumberOf } from "@/server/orders/service";
import { IdempotencyKeyHeaders, idempotent } from "@/server/idempotency/service";
import { clientAddress, requireManager, requireUser } from "@/server/users/auth";
import { cardGateway, CARD_PROVIDERS } from "./gateways";
import { authorizeLocalIntent, createLocalCard, localIntentPage } from "./gateways/local";
import { renderLocalGatewayPage } from "./gateways/local-page";
import { createSchedule, MAX_INSTALLMENTS, plansOffered } from "./schedules";
import { payerFor, payerQuery, workflowLink } from "./links";
import {
  bookTransfer,
  confirmPayment,
  outcomeOrDecline,
  paymentReturn,
  returnUrlFor,
  startPayment,
  transferPayment,
  withQuery,
  type PaymentOutcome,
} from "./service";

/** Paying for orders: card and redirect payments, bank transfers, instalments, the built-in gateway's pages. */

const tags = ["Payments"];

const providerParams = z.object({ number: z.string().min(1).max(40), provider: z.enum(CARD_PROVIDERS) });
/** The payment link's token, for a payer who is not the buyer. */

const PaymentResultSchema = z
  .object({
    payment_intent_id: z.string(),
    status: z.string(),
    client_secret: z.string(),
    next_action_url: z.string().nullable(),
    order: OrderSchema,
  })
  .openapi("PaymentResult");

const paymentResponses = {
  200: json(PaymentResultSchema, "Where the payment stands"),
  ...errorResponses,
  ...unauthorizedResponses,
  402: json(ErrorEnvelopeSchema, "The payment was declined; the order is still payable"),
  ...notFoundResponses,
  409: json(ErrorEnvelopeSchema, "The order is paid, canceled, or another payment is under way"),
  422: json(ErrorEnvelopeSchema, "The order is not ready to pay, or the method is not offered"),
  502: json(ErrorEnvelopeSchema, "The payment provider did not answer; nothing was charged"),
};

const publishableKeyRoute = createRoute({
  method: "get",
  path: "/v2/{number}/{provider}/config/publishable_key",
  tags,
  security: SECURED,
  summary: "The card provider's publishable key, and which gateway serves it",
  request: { params: providerParams, query: payerQuery },
  responses: {
    200: json(z.object({ publishable_key: z.string(), gateway: z.enum(["stripe", "local"]) }), "The key"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const payRoute = createRoute({
  method: "post",
  path: "/v2/{number}/{provider}/payment_intents/pay",
  tags,
  security: SECURED,
  summary: "Pay by card: creates and confirms a payment intent",
  request: {
    headers: IdempotencyKeyHeaders,
    params: providerParams,
    query: payerQuery,
    ...jsonBody(z.object({ payment_method_id: z.string().min(1).max(255), reject_payment_schedule: z.boolean().optional() }).strict()),
  },
  responses: paymentResponses,
});

const confirmRoute = createRoute({
  method: "post",
  path: "/v2/{number}/{provider}/payment_intents/confirm",
  tags,
  security: SECURED,
  summary: "Confirm a payment intent after its authentication step",
  request: {
    params: providerParams,
    query: payerQuery,
    ...jsonBody(z.object({ payment_intent_id: z.string().min(1).max(255), payment_method_id: z.string().max(255).optional() }).strict()),
  },
  responses: paymentResponses,
});

const redirectRoute = createRoute({
  method: "post",
  path: "/v2/{number}/{provider}/payment_intents/initiate_redirect_payment",
  tags,
  security: SECURED,
  summary: "Start a payment through the bank's or wallet's own page",
  request: {
    params: providerParams,
    query: payerQuery,
    ...jsonBody(z.object({ payment_method_type: z.enum(REDIRECT_METHODS as [string, ...string[]]), reject_payment_schedule: z.boolean().optional() }).strict()),
  },
  responses: {
    ...paymentResponses,
    200: json(z.object({ payment_intent_id: z.string(), status: z.string(), redirect_url: z.string() }), "Where to send the shopper"),
  },
});

const cardRoute = createRoute({
  method: "post",
  path: "/gateway/{provider}/card",
  tags,
  summary: "The built-in gateway's card form: turns card details into a payment method (absent with Stripe keys)",
  request: {
    params: z.object({ provider: z.enum(CARD_PROVIDERS) }),
    ...jsonBody(
      z
        .object({
          number: z.string().min(1).max(30),
          exp_month: z.number().int().min(1).max(12),
          exp_year: z.number().int().min(0).max(9999),
          cvc: z.string().min(1).max(4),
        })
        .strict(),
    ),
  },
  responses: {
    201: json(z.object({ id: z.string(), brand: z.string(), last4: z.string() }), "The payment method"),
    ...errorResponses,
    ...notFoundResponses,
    422: json(ErrorEnvelopeSchema, "The card details are not valid"),
  },
});

const checkPaymentsRoute = createRoute({
  method: "post",
  path: "/check_payments",
  tags,
  security: SECURED,
  summary: "Pay by bank transfer: the order completes and waits for the money",
  request: {
    headers: IdempotencyKeyHeaders,
    query: payerQuery,
    ...jsonBody(z.object({ order_number: z.string().min(1).max(40), reject_payment_schedule: z.boolean().optional() }).strict()),
  },
  responses: {
    200: json(OrderSchema, "The order, with the bank details"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "The order is paid or canceled"),
    422: json(ErrorEnvelopeSchema, "The order is not ready, or transfers are not offered"),
    429: json(ErrorEnvelopeSchema, "Too many transfer orders from this address or to this recipient (rate_limited)"),
  },
});

const bookTransferRoute = createRoute({
  method: "post",
  path: "/manager/orders/{number}/bank_transfer",
  tags,
  security: SECURED,
  summary: "Book the order's announced bank transfer as arrived: the order is paid (or its instalment is) and the buyer is mailed",
  request: { params: z.object({ number: z.string().min(1).max(40) }) },
  responses: {
    200: json(OrderSchema, "The order with the transfer received"),
    ...errorResponses,
    ...unauthorizedResponses,
    403: json(ErrorEnvelopeSchema, "Not an order manager (not_a_manager)"),
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "The order is not placed (order_not_placed) or waits for no transfer (no_transfer_awaited)"),
  },
});

const ScheduleSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    total: z.number().int(),
    installments: z.array(z.object({ id: z.number().int(), position: z.number().int(), amount: z.number().int(), due_date: z.string(), paid: z.boolean() })),
  })
  .openapi("PaymentSchedule");

const scheduleRoute = createRoute({
  method: "post",
  path: "/payment_schedules",
  tags,
  security: SECURED,
  summary: "Choose to pay the order by instalment: one of the plans GET v2/orders/{number}/payment_plans offers, exactly",
  request: jsonBody(
    z
      .object({
        order_id: z.union([z.string().min(1).max(40), z.number().int().positive()]),
        installments_attributes: z
          .array(z.object({ amount: z.number().int().min(1), due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict())
          .min(1)
          .max(MAX_INSTALLMENTS * 2),
      })
      .strict(),
  ),
  responses: {
    201: json(ScheduleSchema, "The instalment plan"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "The order is placed, a payment of it is under way, or the plan is under way"),
    422: json(ErrorEnvelopeSchema, "The instalments are not one of the plans offered for the order (payment_plan_not_offered)"),
  },
});

const PlannedInstallmentSchema = z.object({ amount: z.number().int(), due_date: z.string() });

const PlansOfferSchema = z
  .object({
    order_number: z.string(),
    currency: z.string(),
    total: z.number().int(),
    unavailable_reason: z.enum(["sign_in_required", "email_not_confirmed", "business_only", "company_required", "below_minimum", "order_placed"]).nullable(),
    minimum_total: z.number().int(),
    plans: z.array(z.object({ id: z.string(), installments_count: z.number().int(), installments: z.array(PlannedInstallmentSchema) })),
  })
  .openapi("PaymentPlans");

const plansRoute = createRoute({
  method: "get",
  path: "/v2/orders/{number}/payment_plans",
  tags,
  security: SECURED,
  summary: "The instalment plans the shop offers for the order today; POST payment_schedules takes one of them exactly",
  request: { params: z.object({ number: z.string().min(1).max(40) }) },
  responses: {
    200: json(PlansOfferSchema, "The plans, or none with the reason"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const workflowTokenRoute = createRoute({
  method: "get",
  path: "/v2/transactionlink/workflow_token",
  tags,
  security: SECURED,
  summary: "A link to pay the order, to pass on to whoever pays it",
  request: { query: z.object({ order_number: z.string().min(1).max(40) }) },
  responses: {
    200: json(z.object({ workflow_token: z.string(), url: z.string() }), "The payment link"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

async function result(db: Awaited<ReturnType<typeof database>>, user: Parameters<typeof present>[2], outcome: PaymentOutcome) {
  const settled = outcomeOrDecline(outcome);
  return {
    payment_intent_id: settled.intent.id,
    status: settled.intent.status,
    client_secret: settled.intent.clientSecret,
    next_action_url: settled.intent.nextActionUrl,
    order: await present(db, settled.order, user, undefined, settled.payments),
  };
}

export const paymentRoutes = createRouter()
  .openapi(publishableKeyRoute, async (c) => {
    const { db, user } = await payerFor(c, c.req.valid("param").number);
    await findOwnedOrder(db, user, c.req.valid("param").number);
    const gateway = cardGateway(db);
    c.header("Cache-Control", "no-store");
    return c.json({ publishable_key: gateway.publishableKey(), gateway: gateway.name }, 200);
  })
  .openapi(payRoute, async (c) => {
    const { db, user, linkToken } = await payerFor(c, c.req.valid("param").number);
    const body = c.req.valid("json");
    const paid = await idempotent(c, db, user.id, body, 200, async (db) => {
      const outcome = await startPayment(db, user, c.req.valid("param").number, {
        methodType: "card",
        paymentMethodId: body.payment_method_id,
        rejectSchedule: body.reject_payment_schedule ?? false,
        linkToken,
      });
      return result(db, user, outcome);
    });
    return c.json(paid, 200);
  })
  .openapi(confirmRoute, async (c) => {
    const { db, user } = await payerFor(c, c.req.valid("param").number);
    const outcome = await confirmPayment(db, user, c.req.valid("param").number, c.req.valid("json").payment_intent_id);
    c.header("Cache-Control", "no-store");
    return c.json(await result(db, user, outcome), 200);
  })
  .openapi(redirectRoute, async (c) => {
    const { db, user, linkToken } = await payerFor(c, c.req.valid("param").number);
    const body = c.req.valid("json");
    const { number } = c.req.valid("param");
    const outcome = outcomeOrDecline(
      await startPayment(db, user, number, { methodType: body.payment_method_type, rejectSchedule: body.reject_payment_schedule ?? false, linkToken }),
    );
    const { intent } = outcome;
    // A method that needed no page (already settled) goes straight to the return page.
    const redirectUrl = intent.nextActionUrl ?? withQuery(returnUrlFor(outcome.order, linkToken), { payment_intent: intent.id });
    c.header("Cache-Control", "no-store");
    return c.json({ payment_intent_id: intent.id, status: intent.status, redirect_url: redirectUrl }, 200);
  })
  .openapi(cardRoute, async (c) => {
    const db = await database();
    if (cardGateway(db).name !== "local") throw notFound("Cards are entered in the payment provider's own form");
    return c.json(await createLocalCard(db, c.req.valid("json")), 201);
  })
  .openapi(checkPaymentsRoute, async (c) => {
    const body = c.req.valid("json");
    const { db, user } = await payerFor(c, body.order_number);
    const placed = await idempotent(c, db, user.id, body, 200, async (db) =>
      present(db, await transferPayment(db, user, body.order_number, "check", body.reject_payment_schedule ?? false, clientAddress(c)), user),
    );
    return c.json(placed, 200);
  })
  .openapi(bookTransferRoute, async (c) => {
    const { db, user } = await requireManager(c);
    return c.json(await present(db, await bookTransfer(db, c.req.valid("param").number), user), 200);
  })
  .openapi(scheduleRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const number = await orderNumberOf(db, user, body.order_id);
    return c.json(await createSchedule(db, user, number, body.installments_attributes), 201);
  })
  .openapi(plansRoute, async (c) => {
    const { db, user } = await requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json(await plansOffered(db, user, c.req.valid("param").number), 200);
  })
  .openapi(workflowTokenRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const order = await findOwnedOrder(db, user, c.req.valid("query").order_number);
    c.header("Cache-Control", "no-store");
    return c.json(await workflowLink(db, order), 200);
  });

/**
 * The built-in gateway's own page, standing in for 3-D Secure and the banks'
 * pages: the shopper approves or fails the payment and goes back to the shop.
 * HTML forms, not API calls, so they stay outside the OpenAPI document.
 */
paymentRoutes.get("/gateway/stripe/authorize/:intentId", async (c) => {
  const db = await database();
  const page = await localIntentPage(db, c.req.param("intentId"), c.req.query("client_secret") ?? "");
  c.header("Cache-Control", "no-store");
  return c.html(await renderLocalGatewayPage({ ...page, locale: page.locale as Locale, clientSecret: c.req.query("client_secret") ?? "" }));
});

paymentRoutes.post("/gateway/stripe/authorize/:intentId", async (c) => {
  const db = await database();
  const form = await c.req.parseBody();
  const outcome = form.outcome;
  if (outcome !== "approve" && outcome !== "fail") throw new HttpError(400, "invalid_outcome", "Choose to approve or to fail the payment");
  const authorized = await authorizeLocalIntent(db, c.req.param("intentId"), String(form.client_secret ?? ""), outcome === "approve");
  const { intent } = authorized;
  const returnUrl = paymentReturn(authorized.returnUrl, c.get("region"));
  const target = new URL(returnUrl, "http://placeholder");
  target.searchParams.set("payment_intent", intent.id);
  target.searchParams.set("redirect_status", intent.status === "requires_payment_method" ? "failed" : "succeeded");
  return c.redirect(returnUrl.startsWith("http") ? target.toString() : `${target.pathname}${target.search}`, 303);
});

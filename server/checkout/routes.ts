import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { CARD_PROVIDER, PAYMENT_METHOD_OPTIONS, paymentMethodsFor } from "@/lib/checkout/payment-methods";
import { CHECKOUT_STATES } from "@/lib/checkout/state";
import { badRequest } from "@/server/http/errors";
import { payerFor, payerQuery } from "@/server/payments/links";
import { transferPayment } from "@/server/payments/service";
import type { AppEnv } from "@/server/http/context";
import type { Database } from "@/server/db/client";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { present } from "@/server/orders/routes";
import { vatRateOf } from "@/server/orders/serialize";
import { OrderSchema } from "@/server/orders/schemas";
import { changeOrder, findOwnedOrder, linesOf, type LineItemRow, type OrderRow } from "@/server/orders/service";
import { getRegion } from "@/regions";
import { clientAddress, requireUser } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { moveCheckout, nextState, shippingMethodsFor } from "./service";

/** The checkout: where the order stands, what it may choose, and moving between states. */

const tags = ["Checkout"];

const CheckoutSchema = z
  .object({
    order: OrderSchema,
    steps: z.array(z.enum(CHECKOUT_STATES)),
    shipping_methods: z.array(
      z.object({
        type: z.string(),
        method: z.string(),
        price: z.number().int(),
        price_with_vat: z.number().int().openapi({ description: "The price with the order's VAT: what a storefront that shows gross prices states" }),
        free_from: z.number().int().nullable(),
        free_from_with_vat: z.number().int().nullable(),
        delivery_days: z.number().int(),
        pick_up_point: z.object({ street: z.string(), zip_code: z.string(), city: z.string(), maps_url: z.string() }).nullable(),
      }),
    ),
    shipping_countries: z.array(z.string()),
    payment_methods: z.array(
      z.object({
        id: z.number().int(),
        code: z.enum(PAYMENT_METHOD_OPTIONS.map((option) => option.code)),
        kind: z.enum(["card", "redirect", "bank_transfer"]),
      }),
    ),
    card_provider: z.string(),
    partially_supported_countries: z.array(z.string()),
  })
  .openapi("Checkout");

const responses = {
  200: json(CheckoutSchema, "The checkout"),
  ...unauthorizedResponses,
  409: json(ErrorEnvelopeSchema, "The order cannot change any more"),
  422: json(ErrorEnvelopeSchema, "The order lacks what the state needs; the error names it"),
  429: json(ErrorEnvelopeSchema, "Too many transfer orders from this address or to this recipient (rate_limited)"),
  ...errorResponses,
  ...notFoundResponses,
};
const numberParam = z.object({ number: z.string().min(1).max(40) });

async function checkoutView(c: Context<AppEnv>, db: Database, user: UserRow, order: OrderRow, knownLines?: LineItemRow[]) {
  const region = getRegion(order.region);
  // Read once: the order and its shipping methods both need the lines.
  const lines = knownLines ?? (await linesOf(db, order.id));
  c.header("Cache-Control", "no-store");
  return c.json(
    {
      order: await present(db, order, user, lines),
      steps: [...CHECKOUT_STATES],
      shipping_methods: shippingMethodsFor(region, lines, vatRateOf(order)),
      shipping_countries: [...region.allowedShippingCountries],
      payment_methods: paymentMethodsFor(region.allowedPaymentMethods),
      card_provider: CARD_PROVIDER,
      partially_supported_countries: [...region.partiallySupportedCountries],
    },
    200,
  );
}

const showRoute = createRoute({
  method: "get",
  path: "/checkouts/{number}",
  tags,
  security: SECURED,
  summary: "Where the checkout stands and what it offers",
  request: { params: numberParam, query: payerQuery },
  responses,
});

/** How the order is paid when the checkout itself takes the payment: the bank transfer. */
const PaymentChoiceSchema = z
  .object({
    order: z
      .object({
        payments_attributes: z
          .array(
            z
              .object({ payment_method_id: z.union([z.number().int().positive(), z.string().min(1).max(40)]), reject_payment_schedule: z.boolean().optional() })
              .strict(),
          )
          .length(1),
      })
      .strict(),
    /** What the method needs besides its id; a bank transfer needs nothing. */
    payment_source: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("CheckoutPayment");

const moveRoute = createRoute({
  method: "put",
  path: "/checkouts/{number}",
  tags,
  security: SECURED,
  summary: "Move the order to a checkout state (back at once, forward with checks), or pay it by bank transfer with payments_attributes",
  request: {
    params: numberParam,
    query: z.object({ state: z.string().min(1).max(20).optional() }),
    body: { required: false, content: { "application/json": { schema: PaymentChoiceSchema } } },
  },
  responses,
});

const nextRoute = createRoute({
  method: "put",
  path: "/checkouts/{number}/next",
  tags,
  security: SECURED,
  summary: "Move the order one state forward",
  request: { params: numberParam },
  responses,
});

export const checkoutRoutes = createRouter()
  .openapi(showRoute, async (c) => {
    // The payment page reads the checkout too, also for the holder of the order's payment link.
    const { db, user } = await payerFor(c, c.req.valid("param").number);
    return checkoutView(c, db, user, await findOwnedOrder(db, user, c.req.valid("param").number));
  })
  .openapi(moveRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { number } = c.req.valid("param");
    const payment = c.req.header("content-type")?.includes("application/json") ? c.req.valid("json") : undefined;
    if (payment) {
      const [choice] = payment.order.payments_attributes;
      const order = await transferPayment(db, user, number, choice!.payment_method_id, choice!.reject_payment_schedule ?? false, clientAddress(c));
      return checkoutView(c, db, user, order);
    }
    const state = c.req.valid("query").state;
    if (!state) throw badRequest("invalid_state", "Name the checkout state to move to, or the payment", { field: "state", allowed: CHECKOUT_STATES });
    const { order, lines } = await changeOrder(db, user, number, (context) => moveCheckout(context, state));
    return checkoutView(c, db, user, order, lines);
  })
  .openapi(nextRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => moveCheckout(context, nextState(context.order)));
    return checkoutView(c, db, user, order, lines);
  });

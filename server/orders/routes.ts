import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Database } from "@/server/db/client";
import { readAll } from "@/server/db/reads";
import { promotions } from "@/server/db/schema";
import type { AppEnv } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { designsOnLines } from "@/server/designs/lines";
import { IdempotencyKeyHeaders, idempotent } from "@/server/idempotency/service";
import { requireUser } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { paymentsOf, type PaymentRow } from "@/server/payments/service";
import { payerFor, payerQuery } from "@/server/payments/links";
import { scheduleOf } from "@/server/payments/schedules";
import { LineItemChangeSchema, NewLineItemSchema, NewOrderSchema, OrderChangeSchema, OrderSchema } from "./schemas";
import { quantityOptionsOf } from "./quantity-options";
import { serializeOrder } from "./serialize";
import {
  applyCoupon,
  changeOrder,
  createOrder,
  emptyOrder,
  findOwnedOrder,
  insertLineItem,
  linesOf,
  openCartOf,
  orderManagerOf,
  orderNumberOfLine,
  ordersOf,
  removeCoupon,
  removeLineItem,
  updateDetails,
  updateLineItem,
  type LineItemRow,
  type OrderRow,
} from "./service";

/** Orders and carts: the order, its line items, coupons and details. */

const tags = ["Orders"];

/** What every order-changing route answers; the extras routes share it. */
export const orderResponses = {
  200: json(OrderSchema, "The order"),
  ...unauthorizedResponses,
  409: json(ErrorEnvelopeSchema, "The order cannot change any more"),
  422: json(ErrorEnvelopeSchema, "The line's box design is not the user's or not for its product (design_not_found)"),
  ...errorResponses,
  ...notFoundResponses,
};
const numberParam = z.object({ number: z.string().min(1).max(40) });
const lineParams = numberParam.extend({ itemId: z.coerce.number().int().positive() });

/** The order as the API shows it; `knownLines` are its lines when the caller has just read or written them. */
export async function present(db: Database, order: OrderRow, user: UserRow, knownLines?: LineItemRow[], knownPayments?: PaymentRow[]) {
  const lines = knownLines ?? (await linesOf(db, order.id));
  // Under an Idempotency-Key `db` is the request's transaction: one connection, one read at a time (server/db/reads.ts).
  const [manager, promotion, paid, schedule, quantities, designs] = await readAll(db, [
    () => orderManagerOf(db, order),
    async () => (order.promotionId ? db.select({ code: promotions.code }).from(promotions).where(eq(promotions.id, order.promotionId)) : []),
    () => paymentsOf(db, order, knownPayments),
    () => scheduleOf(db, order),
    () => quantityOptionsOf(db, order, lines),
    () => designsOnLines(db, lines),
  ] as const);
  const serialized = await serializeOrder(order, lines, user.locale as Locale, manager, promotion[0]?.code ?? null, designs);
  return {
    ...serialized,
    line_items: serialized.line_items.map((line) => ({ ...line, quantity_options: quantities.get(line.id) ?? [] })),
    ...paid,
    amount_due: Math.max(0, order.total - paid.amount_paid),
    payment_schedule: schedule,
  };
}

async function answer(c: Context<AppEnv>, db: Database, user: UserRow, order: OrderRow, lines?: LineItemRow[]) {
  c.header("Cache-Control", "no-store");
  return c.json(await present(db, order, user, lines), 200);
}

const mineRoute = createRoute({
  method: "get",
  path: "/orders/mine",
  tags,
  security: SECURED,
  summary: "The user's completed and canceled orders",
  responses: { 200: json(z.object({ orders: z.array(OrderSchema) }), "Orders, newest first"), 401: unauthorizedResponses[401] },
});

const currentRoute = createRoute({
  method: "get",
  path: "/v2/orders/current",
  tags,
  security: SECURED,
  summary: "The user's open cart in this storefront; 404 when there is none",
  responses: orderResponses,
});

const showRoute = createRoute({
  method: "get",
  path: "/orders/{number}",
  tags,
  security: SECURED,
  summary: "One of the user's orders, or the order a link (workflow_token) opens",
  request: { params: numberParam, query: payerQuery },
  responses: { ...orderResponses, 403: json(ErrorEnvelopeSchema, "order_link_invalid"), 410: json(ErrorEnvelopeSchema, "order_link_expired") },
});

const createOrderRoute = createRoute({
  method: "post",
  path: "/v2/orders",
  tags,
  security: SECURED,
  summary: "Start a new cart in the storefront's currency",
  request: { headers: IdempotencyKeyHeaders, ...jsonBody(NewOrderSchema) },
  responses: { ...orderResponses, 201: json(OrderSchema, "The new cart") },
});

const updateOrderRoute = createRoute({
  method: "put",
  path: "/orders/{number}",
  tags,
  security: SECURED,
  summary: "Change the order's details: e-mail, buyer, VAT id, addresses, invoice, shipment type",
  request: { params: numberParam, ...jsonBody(OrderChangeSchema) },
  responses: orderResponses,
});

const addLineRoute = createRoute({
  method: "post",
  path: "/v2/orders/{number}/line_item",
  tags,
  security: SECURED,
  summary: "Add a product line, or the warranty service with service_name",
  request: { params: numberParam, ...jsonBody(NewLineItemSchema) },
  responses: orderResponses,
});

const addLineWrappedRoute = createRoute({
  method: "post",
  path: "/orders/{number}/line_items",
  tags,
  security: SECURED,
  summary: "Add a product line (wrapped in line_item)",
  request: { params: numberParam, ...jsonBody(z.object({ line_item: NewLineItemSchema }).strict()) },
  responses: orderResponses,
});

const bulkRoute = createRoute({
  method: "post",
  path: "/v2/orders/{number}/line_items/bulk_create",
  tags,
  security: SECURED,
  summary: "Add several lines at once, all or none, optionally as one bundle",
  request: {
    params: numberParam,
    ...jsonBody(
      z.object({ bundle_id: z.number().int().positive().nullable().optional(), line_items_params: z.array(NewLineItemSchema).min(1).max(50) }).strict(),
    ),
  },
  responses: orderResponses,
});

const updateLineRoute = createRoute({
  method: "put",
  path: "/orders/{number}/line_items/{itemId}",
  tags,
  security: SECURED,
  summary: "Change a line's quantity, print quality or other options; it is re-priced",
  request: { params: lineParams, ...jsonBody(z.object({ line_item: LineItemChangeSchema }).strict()) },
  responses: orderResponses,
});

const deleteLineRoute = (path: string) =>
  createRoute({
    method: "delete",
    path,
    tags,
    security: SECURED,
    summary: "Remove a line (and its expert check)",
    request: { params: lineParams },
    responses: orderResponses,
  });

const removeFromOrderRoute = createRoute({
  method: "post",
  path: "/v2/line_items/{id}/remove_from_order",
  tags,
  security: SECURED,
  summary: "Remove a line by its id alone",
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: orderResponses,
});

const emptyRoute = createRoute({
  method: "put",
  path: "/orders/{number}/empty",
  tags,
  security: SECURED,
  summary: "Remove every line",
  request: { params: numberParam },
  responses: orderResponses,
});

const applyCouponRoute = createRoute({
  method: "put",
  path: "/orders/{number}/apply_coupon_code",
  tags,
  security: SECURED,
  summary: "Apply a discount code",
  request: { params: numberParam, ...jsonBody(z.object({ coupon_code: z.string().trim().min(1).max(50) }).strict()) },
  responses: orderResponses,
});

const removeCouponRoute = createRoute({
  method: "delete",
  path: "/orders/{number}/coupon_code",
  tags,
  security: SECURED,
  summary: "Remove the discount code",
  request: { params: numberParam },
  responses: orderResponses,
});

export const orderRoutes = createRouter()
  .openapi(mineRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const list = await ordersOf(db, user);
    c.header("Cache-Control", "no-store");
    return c.json({ orders: await Promise.all(list.map((order) => present(db, order, user))) }, 200);
  })
  .openapi(currentRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const order = await openCartOf(db, user, c.get("region"));
    if (!order) throw notFound("No open cart in this storefront");
    return answer(c, db, user, order);
  })
  .openapi(showRoute, async (c) => {
    // The order mails' guest link opens the order without the buyer's account (ADR 0023).
    const { db, user } = await payerFor(c, c.req.valid("param").number);
    return answer(c, db, user, await findOwnedOrder(db, user, c.req.valid("param").number));
  })
  .openapi(createOrderRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const created = await idempotent(c, db, user.id, body, 201, async (db) => present(db, await createOrder(db, user, c.get("region"), body.currency), user));
    return c.json(created, 201);
  })
  .openapi(updateOrderRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => updateDetails(context, c.req.valid("json").order));
    return answer(c, db, user, order, lines);
  })
  .openapi(addLineRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => insertLineItem(context, c.req.valid("json")));
    return answer(c, db, user, order, lines);
  })
  .openapi(addLineWrappedRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => insertLineItem(context, c.req.valid("json").line_item));
    return answer(c, db, user, order, lines);
  })
  .openapi(bulkRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { bundle_id, line_items_params } = c.req.valid("json");
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, async (context) => {
      for (const line of line_items_params) await insertLineItem(context, { ...line, bundle_id: bundle_id ?? null });
    });
    return answer(c, db, user, order, lines);
  })
  .openapi(updateLineRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { number, itemId } = c.req.valid("param");
    const { order, lines } = await changeOrder(db, user, number, (context) => updateLineItem(context, itemId, c.req.valid("json").line_item));
    return answer(c, db, user, order, lines);
  })
  .openapi(deleteLineRoute("/orders/{number}/line_items/{itemId}"), async (c) => {
    const { db, user } = await requireUser(c);
    const { number, itemId } = c.req.valid("param");
    const { order, lines } = await changeOrder(db, user, number, (context) => removeLineItem(context, itemId));
    return answer(c, db, user, order, lines);
  })
  .openapi(deleteLineRoute("/v2/orders/{number}/line_items/{itemId}"), async (c) => {
    const { db, user } = await requireUser(c);
    const { number, itemId } = c.req.valid("param");
    const { order, lines } = await changeOrder(db, user, number, (context) => removeLineItem(context, itemId));
    return answer(c, db, user, order, lines);
  })
  .openapi(removeFromOrderRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const lineId = c.req.valid("param").id;
    const { order, lines } = await changeOrder(db, user, await orderNumberOfLine(db, user, lineId), (context) => removeLineItem(context, lineId));
    return answer(c, db, user, order, lines);
  })
  .openapi(emptyRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => emptyOrder(context));
    return answer(c, db, user, order, lines);
  })
  .openapi(applyCouponRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => applyCoupon(context, c.req.valid("json").coupon_code));
    return answer(c, db, user, order, lines);
  })
  .openapi(removeCouponRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { order, lines } = await changeOrder(db, user, c.req.valid("param").number, (context) => removeCoupon(context));
    return answer(c, db, user, order, lines);
  });

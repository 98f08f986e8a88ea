import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { localPaymentIntents, mailOutbox, orders, payments } from "@/server/db/schema";
import { apiClient } from "@/test/api";

/**
 * The payment freeze (ADR 0020): an order is never completed, nor marked paid,
 * by a payment of less than what it costs. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL (npm run test:db).
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const AUTHENTICATE = "4000002500003155";
let counter = 0;

async function readyOrder(region = "eu", country = "DE") {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const email = `frozen${Date.now()}${(counter += 1)}@example.com`;
  const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Warszawa", zip_code: "00-001", country_iso: country };
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region });
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token, region });
  expect(moved.body.order.state).toBe("delivery");
  return { token, number, region, email, id: moved.body.order.id as number, total: moved.body.order.total as number };
}

type Ready = Awaited<ReturnType<typeof readyOrder>>;

async function card(number: string) {
  return (await api.post("/api/gateway/stripe/card", { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" })).body.id as string;
}

const pay = async (order: Ready, cardNumber = "4242424242424242") =>
  api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: await card(cardNumber) }, { token: order.token, region: order.region });
const confirm = (order: Ready, intentId: string) =>
  api.post(`/api/v2/${order.number}/stripe/payment_intents/confirm`, { payment_intent_id: intentId }, { token: order.token, region: order.region });
const addBigLine = (order: Ready) =>
  api.post(`/api/v2/orders/${order.number}/line_item`, { sku: MAILER, quantity: 100_000 }, { token: order.token, region: order.region });
const show = async (order: Ready) => (await api.get(`/api/orders/${order.number}`, { token: order.token, region: order.region })).body;

/** The built-in gateway's page, answered as the shopper's browser would; answers the intent it was for. */
async function answerGatewayPage(nextActionUrl: string, outcome: "approve" | "fail" = "approve"): Promise<string> {
  const url = new URL(nextActionUrl, "http://localhost");
  const answer = await api.raw(url.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome, client_secret: url.searchParams.get("client_secret")! }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location")!, "http://localhost").searchParams.get("payment_intent")!;
}

async function gatewayStatus(intentId: string) {
  const db = await database();
  const [intent] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, intentId));
  return intent!.status;
}

/** Whatever happened, an order never counts as paid or complete with less paid than it costs. */
function expectNeverShortPaid(order: { state: string; payment_state: string; total: number; amount_paid: number }) {
  if (order.state === "complete" || order.payment_state === "OK") expect(order.amount_paid).toBeGreaterThanOrEqual(order.total);
}

describe("an order edited while its 3-D Secure authentication is pending", () => {
  it("is not completed by the authentication: the change cancels the payment left open, and the new total is what gets paid", async () => {
    const order = await readyOrder();
    const started = await pay(order, AUTHENTICATE);
    expect(started.body).toMatchObject({ status: "requires_action", order: { state: "payment", total: order.total } });

    // The shopper goes back to the cart in another tab and adds 100,000 pieces.
    const bigger = await addBigLine(order);
    expect(bigger.status).toBe(200);
    expect(bigger.body.total).toBeGreaterThan(order.total * 100);
    const [attempt] = await (await database()).select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ status: "canceled", amount: order.total });

    // Approving the old authentication afterwards charges nothing and completes nothing.
    const intentId = await answerGatewayPage(started.body.next_action_url);
    expect(await gatewayStatus(intentId)).toBe("canceled");
    const confirmed = await confirm(order, intentId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe("canceled");
    expect(confirmed.body.order).toMatchObject({ state: "cart", payment_state: "NOT_STARTED", amount_paid: 0, amount_due: bigger.body.total });

    // The order goes through checkout again and is paid at its new total, in full.
    expect((await api.put(`/api/checkouts/${order.number}?state=delivery`, undefined, { token: order.token })).status).toBe(200);
    const paid = await pay(order);
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK", total: bigger.body.total, amount_paid: bigger.body.total, amount_due: 0 });
    const db = await database();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email));
    expect(mails).toHaveLength(1);
  });

  it("never completes short when the change and the confirmation arrive at the same moment", async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await readyOrder();
      const started = await pay(order, AUTHENTICATE);
      const intentId = await answerGatewayPage(started.body.next_action_url);
      const [change, confirmation] = await Promise.all([addBigLine(order), confirm(order, intentId)]);
      const after = await show(order);
      expectNeverShortPaid(after);
      if (change.status === 200) {
        // The change won: the payment was canceled before it was captured.
        expect(after).toMatchObject({ state: "cart", amount_paid: 0 });
        expect(confirmation.body.status ?? confirmation.body.error.code).not.toBe("succeeded");
      } else {
        // The payment won: the order is paid in full at the old total and can no longer change.
        expect(change.status).toBe(409);
        expect(after).toMatchObject({ state: "complete", payment_state: "OK", total: order.total, amount_paid: order.total });
      }
    }
  });
});

describe("while a payment call is under way or the money is with the provider", () => {
  async function withOpenAttempt(status: "creating" | "processing") {
    const order = await readyOrder();
    await api.put(`/api/checkouts/${order.number}?state=payment`, undefined, { token: order.token });
    const db = await database();
    // What a pay call still talking to the gateway holds, or a bank that has the money on its way.
    await db.insert(payments).values({
      orderId: order.id,
      method: status === "creating" ? "card" : "sofort",
      gateway: "local",
      amount: order.total,
      currency: "EUR",
      status,
      idempotencyKey: `open-${order.number}`,
    });
    return order;
  }

  it("refuses every change to the order with 409 order_payment_pending, and writes nothing", async () => {
    for (const status of ["creating", "processing"] as const) {
      const order = await withOpenAttempt(status);
      const before = await show(order);
      const lineId = before.line_items[0].id as number;
      const auth = { token: order.token, region: order.region };
      const attempts = [
        addBigLine(order),
        api.put(`/api/orders/${order.number}/line_items/${lineId}`, { line_item: { quantity: 5000 } }, auth),
        api.delete(`/api/orders/${order.number}/line_items/${lineId}`, auth),
        api.post(`/api/v2/line_items/${lineId}/remove_from_order`, undefined, auth),
        api.put(`/api/orders/${order.number}/empty`, undefined, auth),
        api.put(`/api/orders/${order.number}/apply_coupon_code`, { coupon_code: "WELCOME10" }, auth),
        api.delete(`/api/orders/${order.number}/coupon_code`, auth),
        api.put(`/api/orders/${order.number}`, { order: { shipment_type: null } }, auth),
        api.put(
          `/api/orders/${order.number}`,
          { order: { ship_address: { first_name: "B", last_name: "C", street: "D 1", city: "Wien", zip_code: "1010", country_iso: "AT" } } },
          auth,
        ),
        api.put(`/api/checkouts/${order.number}?state=cart`, undefined, auth),
        api.post("/api/v2/expert_checks", { parent_id: lineId }, auth),
        api.post("/api/v1/sustainability/add_tree_line_item", { order_number: order.number, quantity: 3 }, auth),
        api.post("/api/v2/bundles", { order_id: order.number, quantity: 2 }, auth),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        expect(answer.body.error.code).toBe("order_payment_pending");
        expect(answer.body.error.message).toMatch(/payment .* under way/);
      }
      const after = await show(order);
      expect(after).toMatchObject({
        state: "payment",
        total: before.total,
        item_total: before.item_total,
        ship_total: before.ship_total,
        shipment_type: before.shipment_type,
      });
      expect(after.line_items).toEqual(before.line_items);
      const plan = await api.post("/api/payment_schedules", { order_id: order.number, installments_attributes: [{ amount: 1, due_date: "2099-01-01" }] }, auth);
      expect(plan.status).toBeGreaterThanOrEqual(400);
      expect(plan.status).toBeLessThan(500);
    }
  });
});

describe("a payment that no longer matches its order (should anything write past the freeze)", () => {
  /** What a writer that skipped the freeze would leave: a bigger total, or the order sent back to the cart. */
  async function changeBehindTheFreeze(order: Ready, change: Partial<typeof orders.$inferInsert>) {
    const db = await database();
    await db.update(orders).set(change).where(eq(orders.id, order.id));
  }

  it("is canceled at the gateway before it is captured (card after 3-D Secure)", async () => {
    const order = await readyOrder();
    const started = await pay(order, AUTHENTICATE);
    const intentId = await answerGatewayPage(started.body.next_action_url);
    expect(await gatewayStatus(intentId)).toBe("requires_confirmation");
    await changeBehindTheFreeze(order, { total: order.total + 100_000 });

    const confirmed = await confirm(order, intentId);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error).toMatchObject({ code: "order_changed", details: { payment_intent_id: intentId } });
    expect(await gatewayStatus(intentId)).toBe("canceled");
    const after = await show(order);
    expect(after).toMatchObject({ state: "payment", amount_paid: 0 });
    expect(after.payments).toEqual([expect.objectContaining({ status: "canceled", failure_code: "order_changed" })]);
  });

  it("is recorded as received but leaves the order owing when the bank already took it (redirect)", async () => {
    const order = await readyOrder("pl", "PL");
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: order.token, region: "pl" },
    );
    const intentId = await answerGatewayPage(started.body.redirect_url);
    expect(await gatewayStatus(intentId)).toBe("succeeded");
    const newTotal = order.total + 50_000;
    await changeBehindTheFreeze(order, { total: newTotal });

    const { paymentReturn } = await import("./return");
    const shown = await paymentReturn(await database(), { number: order.number, apiToken: order.token, paymentIntentId: intentId });
    expect(shown!.order).toMatchObject({ state: "payment", payment_state: "DELAYED", amount_paid: order.total, amount_due: 50_000 });
    expect(shown!.outcome).not.toBe("paid");
    const db = await database();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email))).toEqual([]);

    // The rest is paid by card: now the order is complete and paid, with exactly its total received.
    const rest = await pay(order);
    expect(rest.body.order).toMatchObject({ state: "complete", payment_state: "OK", amount_paid: newTotal, amount_due: 0 });
    expect(rest.body.order.payments.map((p: { amount: number }) => p.amount)).toEqual([order.total, 50_000]);
  });

  it("never completes an order that is no longer at its payment step (redirect, processing then succeeded)", async () => {
    const order = await readyOrder("pl", "PL");
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: order.token, region: "pl" },
    );
    expect(started.status).toBe(200);
    const intentId = started.body.payment_intent_id as string;
    const db = await database();
    // The bank has the money on its way, and the order was sent back to the cart meanwhile.
    await db.update(localPaymentIntents).set({ status: "processing" }).where(eq(localPaymentIntents.id, intentId));
    await changeBehindTheFreeze(order, { state: "cart" });

    const processing = await confirm(order, intentId);
    expect(processing.body.order).toMatchObject({ state: "cart", payment_state: "DELAYED", completed_at: null });
    // Money with the provider freezes the order all the same.
    const refused = await addBigLine(order);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("order_payment_pending");

    await db.update(localPaymentIntents).set({ status: "succeeded" }).where(eq(localPaymentIntents.id, intentId));
    const succeeded = await confirm(order, intentId);
    expect(succeeded.body.order).toMatchObject({ state: "cart", payment_state: "DELAYED", amount_paid: order.total, completed_at: null });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email))).toEqual([]);
  });
});

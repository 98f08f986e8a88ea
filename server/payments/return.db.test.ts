import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { localPaymentIntents, orders } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { paymentReturn } from "./return";

/**
 * What the payment return page is told when a payment no longer matches its order
 * (ADR 0020): canceled because the order changed, or received but short of what
 * the order now costs. Neither is a declined card, nor an instalment.
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const AUTHENTICATE = "4000002500003155";
let counter = 0;

async function readyOrder(region = "eu", country = "DE") {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const email = `returned${Date.now()}${(counter += 1)}@example.com`;
  const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Warszawa", zip_code: "00-001", country_iso: country };
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region });
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token, region });
  expect(moved.body.order.state).toBe("delivery");
  return { token, number, region, id: moved.body.order.id as number, total: moved.body.order.total as number };
}

/** The built-in gateway's page, answered as the shopper's browser would; answers the intent it was for. */
async function answerGatewayPage(nextActionUrl: string): Promise<string> {
  const url = new URL(nextActionUrl, "http://localhost");
  const answer = await api.raw(url.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome: "approve", client_secret: url.searchParams.get("client_secret")! }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location")!, "http://localhost").searchParams.get("payment_intent")!;
}

/** What a writer that skipped the freeze would leave: a bigger total. */
async function raiseTotalBehindTheFreeze(order: { id: number }, total: number) {
  await (await database()).update(orders).set({ total }).where(eq(orders.id, order.id));
}

describe("the payment return of a payment that no longer matches its order", () => {
  it("is 'order changed' when the card payment was canceled before it was charged", async () => {
    const order = await readyOrder();
    const card = (await api.post("/api/gateway/stripe/card", { number: AUTHENTICATE, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" })).body
      .id as string;
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/pay`,
      { payment_method_id: card },
      { token: order.token, region: order.region },
    );
    const intentId = await answerGatewayPage(started.body.next_action_url);
    await raiseTotalBehindTheFreeze(order, order.total + 100_000);

    const shown = await paymentReturn(await database(), { number: order.number, apiToken: order.token, paymentIntentId: intentId });
    expect(shown).toMatchObject({
      outcome: "order_changed",
      failure: "order_changed",
      order: { state: "payment", amount_paid: 0, amount_due: order.total + 100_000 },
    });
  });

  it("is 'short paid', not an instalment, when money arrived that does not cover what the order now costs", async () => {
    const order = await readyOrder("pl", "PL");
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: order.token, region: "pl" },
    );
    const intentId = await answerGatewayPage(started.body.redirect_url);
    const db = await database();
    expect((await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, intentId)))[0]!.status).toBe("succeeded");
    await raiseTotalBehindTheFreeze(order, order.total + 50_000);

    const shown = await paymentReturn(db, { number: order.number, apiToken: order.token, paymentIntentId: intentId });
    expect(shown).toMatchObject({
      outcome: "short_paid",
      failure: null,
      order: { state: "payment", payment_state: "DELAYED", amount_paid: order.total, amount_due: 50_000 },
    });
  });
});

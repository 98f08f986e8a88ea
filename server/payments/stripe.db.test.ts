import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";

/**
 * The Stripe gateway against a stand-in for Stripe's API on loopback: what the
 * SDK sends (idempotency keys, parameters) and how the shop reads the answers,
 * then webhooks signed the way Stripe signs them.
 */

const WEBHOOK_SECRET = "whsec_test_secret";
const MAILER = "mailer-box-full-color-200x150x70";

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const recorded: Recorded[] = [];
const intents = new Map<string, Record<string, unknown>>();
let server: Server;
let sequence = 0;

function intent(fields: Record<string, unknown>) {
  const id = `pi_fake_${(sequence += 1)}`;
  const value = { id, object: "payment_intent", client_secret: `${id}_secret`, last_payment_error: null, next_action: null, ...fields };
  intents.set(id, value);
  return value;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Stripe's test payment methods: pm_card_visa succeeds, ..._threeDSecure2Required authenticates, ..._chargeDeclined declines. */
function fakeStripe(method: string, path: string, form: URLSearchParams): [number, unknown] {
  const create = path === "/v1/payment_intents" && method === "POST";
  if (create) {
    const base = { amount: Number(form.get("amount")), currency: form.get("currency"), metadata: { order_number: form.get("metadata[order_number]") } };
    const paymentMethod = form.get("payment_method");
    if (paymentMethod === "pm_card_chargeDeclined") {
      const declined = intent({ ...base, status: "requires_payment_method", last_payment_error: { code: "card_declined", decline_code: "generic_decline" } });
      return [402, { error: { type: "card_error", code: "card_declined", message: "Your card was declined.", payment_intent: declined } }];
    }
    if (paymentMethod === "pm_card_threeDSecure2Required")
      return [200, intent({ ...base, status: "requires_action", next_action: { type: "use_stripe_sdk" } })];
    if (form.get("payment_method_data[type]") === "p24") {
      return [
        200,
        intent({
          ...base,
          status: "requires_action",
          next_action: { type: "redirect_to_url", redirect_to_url: { url: "https://bank.example/p24", return_url: form.get("return_url") } },
        }),
      ];
    }
    return [200, intent({ ...base, status: "succeeded" })];
  }
  const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
  const found = match ? intents.get(match[1]!) : undefined;
  if (!found) return [404, { error: { type: "invalid_request_error", message: "No such payment_intent" } }];
  if (match![2] === "/cancel") found.status = "canceled";
  if (match![2] === "/confirm") found.status = "succeeded";
  return [200, found];
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, "http://stripe.local");
    const form = new URLSearchParams(await body(request));
    recorded.push({ method: request.method!, path: url.pathname, idempotencyKey: request.headers["idempotency-key"] as string | undefined, form });
    const [status, answer] = fakeStripe(request.method!, url.pathname, form);
    response.writeHead(status, { "content-type": "application/json", "request-id": `req_${sequence}` });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_fake";
  process.env.STRIPE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_URL;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await new Promise((resolve) => server.close(resolve));
});

const api = apiClient();

async function readyOrder(region = "eu") {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const address = { first_name: "Ada", last_name: "L", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: region === "pl" ? "PL" : "DE" };
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  await api.put(
    `/api/orders/${number}`,
    { order: { email: `stripe${number}@example.com`, ship_address: address, bill_address: address, shipment_type: "courier" } },
    { token, region },
  );
  const moved = await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token, region });
  expect(moved.body.order.state).toBe("payment");
  return { token, number, region, total: moved.body.order.total as number };
}

function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api.raw("/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
}

describe("the Stripe gateway", () => {
  it("serves the publishable key and pays with an idempotency key on every POST", async () => {
    const order = await readyOrder();
    expect((await api.get(`/api/v2/${order.number}/stripe/config/publishable_key`, { token: order.token })).body).toEqual({
      publishable_key: "pk_test_fake",
      gateway: "stripe",
    });
    expect((await api.post("/api/gateway/stripe/card", { number: "4242424242424242", exp_month: 1, exp_year: 2099, cvc: "123" })).status).toBe(404);

    const paid = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: "pm_card_visa" }, { token: order.token });
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK" });
    const create = recorded.filter((call) => call.method === "POST" && call.path === "/v1/payment_intents").at(-1)!;
    expect(create.idempotencyKey).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.fromEntries(create.form)).toMatchObject({
      amount: String(order.total),
      currency: "eur",
      confirm: "true",
      payment_method: "pm_card_visa",
      "metadata[order_number]": order.number,
    });
    expect(recorded.filter((call) => call.method === "POST").every((call) => call.idempotencyKey)).toBe(true);
  });

  it("reads a card error as a decline that leaves the order payable", async () => {
    const order = await readyOrder();
    const declined = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/pay`,
      { payment_method_id: "pm_card_chargeDeclined" },
      { token: order.token },
    );
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe("card_declined");
    expect((await api.get(`/api/orders/${order.number}`, { token: order.token })).body).toMatchObject({ state: "payment", payment_state: "FAILED" });
  });

  it("leaves 3-D Secure to Stripe.js, then confirms, and sends redirect methods to the bank's page", async () => {
    const order = await readyOrder();
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/pay`,
      { payment_method_id: "pm_card_threeDSecure2Required" },
      { token: order.token },
    );
    expect(started.body).toMatchObject({ status: "requires_action", next_action_url: null });
    expect(started.body.client_secret).toContain("_secret");
    intents.get(started.body.payment_intent_id)!.status = "succeeded"; // what handleNextAction leaves behind
    const confirmed = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/confirm`,
      { payment_intent_id: started.body.payment_intent_id },
      { token: order.token },
    );
    expect(confirmed.body.order.payment_state).toBe("OK");

    const pl = await readyOrder("pl");
    const redirect = await api.post(
      `/api/v2/${pl.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: pl.token, region: "pl" },
    );
    expect(redirect.body.redirect_url).toBe("https://bank.example/p24");
    const create = recorded.filter((call) => call.path === "/v1/payment_intents").at(-1)!;
    expect(create.form.get("return_url")).toMatch(new RegExp(`/zamowienie/${pl.number}/platnosc/summary$`));
    expect(create.form.get("payment_method_data[type]")).toBe("p24");
    const hokodo = await api.post(
      `/api/v2/${pl.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "hokodo" },
      { token: pl.token, region: "pl" },
    );
    expect(hokodo.body.error.code).toBe("payment_method_not_allowed");
  });
});

describe("Stripe webhooks", () => {
  it("complete an order whose shopper never came back, once, however often the event arrives", async () => {
    const order = await readyOrder("pl");
    const redirect = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: order.token, region: "pl" },
    );
    const paidIntent = { ...intents.get(redirect.body.payment_intent_id)!, status: "succeeded" };
    const event = { id: `evt_${order.number}`, object: "event", type: "payment_intent.succeeded", data: { object: paidIntent } };

    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "handled" });
    const again = await webhook(event);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });

    const after = await api.get(`/api/orders/${order.number}`, { token: order.token, region: "pl" });
    expect(after.body).toMatchObject({ state: "complete", payment_state: "OK" });
    expect(after.body.payments.filter((p: { status: string }) => p.status === "succeeded")).toHaveLength(1);
  });

  it("refuse a forged or unsigned event and ignore other event types", async () => {
    const event = {
      id: "evt_forged",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_x", status: "succeeded", amount: 1, currency: "eur", metadata: {} } },
    };
    const forged = await webhook(event, "whsec_someone_else");
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe("invalid_signature");
    const unsigned = await api.raw("/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const other = await webhook({ id: "evt_other", object: "event", type: "customer.created", data: { object: {} } });
    expect(await other.json()).toEqual({ received: true, outcome: "ignored" });
    const unknownOrder = await webhook({ ...event, id: "evt_unknown" });
    expect(await unknownOrder.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

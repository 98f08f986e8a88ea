import { expect } from "vitest";
import { apiClient } from "./api";

/**
 * An order through the shop API up to its payment, as the checkout leaves it, and
 * its card payment on the built-in gateway: for the tests of what follows a payment.
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
export const CARDS = { ok: "4242 4242 4242 4242", authenticate: "4000002500003155", declined: "4000000000000002", funds: "4000000000009995" };
let counter = 0;

/** An order with everything the checkout needs, left at 'delivery' as the checkout page leaves it. */
export async function readyOrder(region = "eu", country = "DE") {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const email = `payer${Date.now()}${(counter += 1)}@example.com`;
  // Countries with states (US) need one the shop delivers to.
  const states = ((await api.get(`/api/v2/states?country_iso=${country}`)).body?.data ?? []) as { id: number; attributes: { supported?: boolean } }[];
  const stateId = states.find((state) => state.attributes.supported !== false)?.id;
  const address = {
    first_name: "Ada",
    last_name: "Kowalska",
    street: "Kartonowa 1",
    city: "Warszawa",
    zip_code: "00-001",
    country_iso: country,
    ...(stateId ? { state_id: stateId } : {}),
  };
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  const details = await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region });
  expect(details.status).toBe(200);
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token, region });
  expect(moved.body.order.state).toBe("delivery");
  return { token, number, region, email, total: moved.body.order.total as number };
}

export async function card(number: string) {
  const created = await api.post("/api/gateway/stripe/card", { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

export const pay = (order: { number: string; token: string }, paymentMethodId: string) =>
  api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: paymentMethodId }, { token: order.token });

import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { orders, payments } from "@/server/db/schema";
import { apiClient } from "@/test/api";

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const ADDRESS = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Warszawa", zip_code: "00-001", country_iso: "DE" };

async function newUser() {
  const created = await api.get("/api/users/create_anonymous");
  expect(created.status).toBe(200);
  return created.body.token as string;
}

const keyed = (token: string, key: string) => ({ token, headers: { "Idempotency-Key": key } });

async function orderCount(numbers: string[]) {
  const db = await database();
  return (await db.select({ id: orders.id }).from(orders).where(inArray(orders.number, numbers))).length;
}

/** An order ready to pay, as the checkout page leaves it. */
async function readyOrder(token: string) {
  const number = (await api.post("/api/v2/orders", {}, { token })).body.number as string;
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
  await api.put(
    `/api/orders/${number}`,
    { order: { email: `idem-${number.toLowerCase()}@example.com`, ship_address: ADDRESS, bill_address: ADDRESS } },
    { token },
  );
  const methods = (await api.get(`/api/checkouts/${number}`, { token })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token });
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token });
  expect(moved.body.order.state).toBe("delivery");
  return number;
}

async function card() {
  const created = await api.post("/api/gateway/stripe/card", { number: "4242424242424242", exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe("Idempotency-Key on creating an order", () => {
  it("answers a retry with the first order and makes no second one", async () => {
    const token = await newUser();
    const first = await api.post("/api/v2/orders", {}, keyed(token, "new-cart-0001"));
    const retry = await api.post("/api/v2/orders", {}, keyed(token, "new-cart-0001"));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const db = await database();
    const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.number, first.body.number));
    expect(await db.select().from(orders).where(eq(orders.userId, owner!.userId))).toHaveLength(1);
  });

  it("makes one order of two identical requests sent at once", async () => {
    const token = await newUser();
    const answers = await Promise.all([1, 2, 3].map(() => api.post("/api/v2/orders", {}, keyed(token, "same-moment-1"))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.number)).size).toBe(1);
  });

  it("refuses the same key on a different request with 422, and makes nothing", async () => {
    const token = await newUser();
    const first = await api.post("/api/v2/orders", {}, keyed(token, "reused-key-01"));
    expect(first.status).toBe(201);
    const other = await api.post("/api/v2/orders", { currency: "EUR" }, keyed(token, "reused-key-01"));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: { code: "idempotency_key_reused", message: expect.any(String), details: { header: "Idempotency-Key" } } });
    const db = await database();
    const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.number, first.body.number));
    expect(await db.select().from(orders).where(eq(orders.userId, owner!.userId))).toHaveLength(1);
  });

  it("keeps keys per user: another user's same key makes that user's own order", async () => {
    const ada = await newUser();
    const bob = await newUser();
    const adas = await api.post("/api/v2/orders", {}, keyed(ada, "shared-key-001"));
    const bobs = await api.post("/api/v2/orders", {}, keyed(bob, "shared-key-001"));
    expect(adas.status).toBe(201);
    expect(bobs.status).toBe(201);
    expect(bobs.body.number).not.toBe(adas.body.number);
    expect(bobs.headers.get("idempotent-replayed")).toBeNull();
    expect(await orderCount([adas.body.number, bobs.body.number])).toBe(2);
  });

  it("makes a new order for each request without a key, as before", async () => {
    const token = await newUser();
    const one = await api.post("/api/v2/orders", {}, { token });
    const two = await api.post("/api/v2/orders", {}, { token });
    expect(one.body.number).not.toBe(two.body.number);
  });

  it("refuses a key that is not a usable string", async () => {
    const token = await newUser();
    const answer = await api.post("/api/v2/orders", {}, keyed(token, "x".repeat(300)));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBeTruthy();
  });
});

describe("Idempotency-Key on paying", () => {
  it("answers a retried card payment with the first answer and records one payment", async () => {
    const token = await newUser();
    const number = await readyOrder(token);
    const method = await card();
    const path = `/api/v2/${number}/stripe/payment_intents/pay`;
    const first = await api.post(path, { payment_method_id: method }, keyed(token, `pay-${number}`));
    expect(first.status).toBe(200);
    expect(first.body.order.state).toBe("complete");
    const retry = await api.post(path, { payment_method_id: method }, keyed(token, `pay-${number}`));
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // Without the key the same call is refused: the order is paid.
    expect((await api.post(path, { payment_method_id: method }, { token })).status).toBe(409);
    const db = await database();
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const rows = await db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(rows.filter((row) => row.status === "succeeded")).toHaveLength(1);
  });

  it("answers a retry of a declined payment with the same decline, recorded once", async () => {
    const token = await newUser();
    const number = await readyOrder(token);
    const declined = (
      await api.post("/api/gateway/stripe/card", { number: "4000000000000002", exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" })
    ).body.id as string;
    const path = `/api/v2/${number}/stripe/payment_intents/pay`;
    const first = await api.post(path, { payment_method_id: declined }, keyed(token, `decline-${number}`));
    expect(first.status).toBe(402);
    const retry = await api.post(path, { payment_method_id: declined }, keyed(token, `decline-${number}`));
    expect(retry.status).toBe(402);
    expect(retry.body).toEqual(first.body);
    const db = await database();
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    expect(await db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
  });

  it("answers a retried bank transfer with the first answer", async () => {
    const token = await newUser();
    const number = await readyOrder(token);
    const first = await api.post("/api/check_payments", { order_number: number }, keyed(token, `check-${number}`));
    expect(first.status).toBe(200);
    const retry = await api.post("/api/check_payments", { order_number: number }, keyed(token, `check-${number}`));
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });
});

import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "@/server/db";
import { mailOutbox, orders } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { TRANSFER_ORDER_LIMITS, transferOrdersPerHour } from "./transfer-limits";

/**
 * Finding: an order paid by bank transfer completes unpaid and mails its bank details
 * to whatever address was typed at checkout, so anyone could have the shop mail
 * strangers in bulk. Transfer orders are limited per network address and per
 * recipient, counted before the order is touched; a refused one stays unplaced and
 * mails nobody.
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
let counter = 0;

async function readyOrder(email = `transfer${Date.now()}${(counter += 1)}@example.com`) {
  const region = "pl";
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const address = { first_name: "Ada", last_name: "Nowak", street: "Kartonowa 1", city: "Warszawa", zip_code: "00-001", country_iso: "PL" };
  expect((await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 100 }, { token, region })).status).toBe(200);
  await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region });
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  expect((await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token, region })).status).toBe(200);
  return { token, number, region, email };
}

function placeByTransfer(order: Awaited<ReturnType<typeof readyOrder>>, from: string) {
  return api.post("/api/check_payments", { order_number: order.number }, { token: order.token, region: order.region, headers: { "x-forwarded-for": from } });
}

async function mailsTo(email: string) {
  return (await database()).select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}

async function paymentState(number: string) {
  const [row] = await (await database()).select({ paymentState: orders.paymentState, state: orders.state }).from(orders).where(eq(orders.number, number));
  return row!;
}

afterEach(() => vi.unstubAllEnvs());

describe("orders paid by bank transfer, which mail whatever address was typed", () => {
  it("are limited per network address, also when sent all at once", async () => {
    vi.stubEnv("TRANSFER_ORDERS_PER_HOUR", "3");
    const ready = await Promise.all(Array.from({ length: 5 }, () => readyOrder()));
    const answers = await Promise.all(ready.map((order) => placeByTransfer(order, "203.0.113.7")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    for (const [index, answer] of answers.entries()) {
      const order = ready[index]!;
      if (answer.status === 200) {
        expect(await mailsTo(order.email)).toHaveLength(1);
        continue;
      }
      expect(answer.body.error.code).toBe("rate_limited");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await mailsTo(order.email)).toEqual([]);
      expect((await paymentState(order.number)).state).not.toBe("complete");
    }
    // Another address is not held back by the first one's use.
    expect((await placeByTransfer(await readyOrder(), "203.0.113.8")).status).toBe(200);
  });

  it("are limited per recipient, whatever address they come from", async () => {
    const email = `stranger${Date.now()}@example.com`;
    const ready = [];
    for (let i = 0; i <= TRANSFER_ORDER_LIMITS.recipient; i += 1) ready.push(await readyOrder(email));
    const statuses = [];
    for (const [index, order] of ready.entries()) statuses.push((await placeByTransfer(order, `198.51.100.${index + 1}`)).status);
    expect(statuses).toEqual([...Array(TRANSFER_ORDER_LIMITS.recipient).fill(200), 429]);
    expect(await mailsTo(email)).toHaveLength(TRANSFER_ORDER_LIMITS.recipient);
  });

  it("allow 20 an hour per address unless the operator sets TRANSFER_ORDERS_PER_HOUR", () => {
    expect(transferOrdersPerHour()).toBe(20);
    vi.stubEnv("TRANSFER_ORDERS_PER_HOUR", "200");
    expect(transferOrdersPerHour()).toBe(200);
    vi.stubEnv("TRANSFER_ORDERS_PER_HOUR", "lots");
    expect(transferOrdersPerHour()).toBe(20);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { installments, paymentSchedules, users } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { signUp } from "@/test/b2b";
import { addDays, MIN_PLAN_TOTAL, shopToday } from "./plans";

/** Instalments as the shop offers them (ADR 0021): the server decides the plans, the buyer picks one. */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";

async function card() {
  return (await api.post("/api/gateway/stripe/card", { number: "4242424242424242", exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" })).body
    .id as string;
}

interface Buyer {
  token: string;
  email: string;
}

/** A signed-up business buyer whose e-mail address is confirmed. */
async function businessBuyer(): Promise<Buyer> {
  const account = await signUp(api, "instalments");
  const db = await database();
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, account.email));
  return account;
}

async function guest(): Promise<Buyer> {
  return { token: (await api.get("/api/users/create_anonymous")).body.token as string, email: `guest${Date.now()}@example.com` };
}

/** An order at its summary, for a business with a company name unless told otherwise. */
async function orderOf(buyer: Buyer, options: { quantity?: number; customerType?: "b2b" | "b2c"; company?: string | null } = {}) {
  const { token } = buyer;
  const number = (await api.post("/api/v2/orders", {}, { token })).body.number as string;
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: options.quantity ?? 3000 }, { token });
  const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonstraße 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
  const company = options.company === undefined ? "Kartonwerk GmbH" : options.company;
  const bill = company ? { ...address, company_name: company } : address;
  const details = await api.put(
    `/api/orders/${number}`,
    { order: { email: buyer.email, customer_type: options.customerType ?? "b2b", ship_address: address, bill_address: bill } },
    { token },
  );
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const methods = (await api.get(`/api/checkouts/${number}`, { token })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token });
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return { number, token, id: moved.body.order.id as number, total: moved.body.order.total as number };
}

const plansOf = (order: { number: string; token: string }) => api.get(`/api/v2/orders/${order.number}/payment_plans`, { token: order.token });
const choose = (order: { number: string; token: string }, parts: { amount: number; due_date: string }[]) =>
  api.post("/api/payment_schedules", { order_id: order.number, installments_attributes: parts }, { token: order.token });

async function schedulesOf(orderId: number) {
  const db = await database();
  return db.select().from(paymentSchedules).where(eq(paymentSchedules.orderId, orderId));
}

describe("the plans the shop offers", () => {
  it("are 2, 3 or 4 instalments computed on the server, adding up to the total, the first today and the rest every 30 days", async () => {
    const order = await orderOf(await businessBuyer());
    expect(order.total).toBeGreaterThanOrEqual(MIN_PLAN_TOTAL.EUR);
    const offer = await plansOf(order);
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({
      order_number: order.number,
      currency: "EUR",
      total: order.total,
      unavailable_reason: null,
      minimum_total: MIN_PLAN_TOTAL.EUR,
    });
    const today = shopToday();
    expect(offer.body.plans.map((plan: { id: string }) => plan.id)).toEqual(["installments_2", "installments_3", "installments_4"]);
    for (const plan of offer.body.plans as { installments: { amount: number; due_date: string }[] }[]) {
      expect(plan.installments.reduce((sum, part) => sum + part.amount, 0)).toBe(order.total);
      expect(plan.installments.map((part) => part.due_date)).toEqual(plan.installments.map((_, index) => addDays(today, index * 30)));
      expect(plan.installments[0]!.amount / order.total).toBeGreaterThanOrEqual(0.3);
    }
  });

  it("are none, with the reason, for guests, consumers, orders without a company and small orders", async () => {
    const cases = [
      [await orderOf(await guest()), "sign_in_required"],
      [await orderOf(await businessBuyer(), { customerType: "b2c" }), "business_only"],
      [await orderOf(await businessBuyer(), { quantity: 30 }), "below_minimum"],
    ] as const;
    for (const [order, reason] of cases) {
      const offer = await plansOf(order);
      expect(offer.body).toMatchObject({ unavailable_reason: reason, plans: [] });
    }
    // An account from before sign-up asked for confirmation (ADR 0029) signs in with its address unconfirmed.
    const unconfirmed = await signUp(api, "unconfirmed");
    await (await database()).update(users).set({ confirmedAt: null, confirmBeforeSignIn: false }).where(eq(users.email, unconfirmed.email));
    expect((await plansOf(await orderOf(unconfirmed))).body.unavailable_reason).toBe("email_not_confirmed");
    expect((await api.get(`/api/v2/orders/${cases[0][0].number}/payment_plans`, { token: (await guest()).token })).status).toBe(404);
  });
});

describe("POST payment_schedules", () => {
  it("takes exactly an offered plan; the first instalment completes the order and the last pays it", async () => {
    const order = await orderOf(await businessBuyer());
    const plan = (await plansOf(order)).body.plans[1] as { installments: { amount: number; due_date: string }[] };
    const chosen = await choose(order, plan.installments);
    expect(chosen.status).toBe(201);
    expect(chosen.body.installments.map((part: { amount: number; due_date: string }) => ({ amount: part.amount, due_date: part.due_date }))).toEqual(
      plan.installments,
    );

    const shown = await api.get(`/api/orders/${order.number}`, { token: order.token });
    expect(shown.body.payment_schedule.installments).toHaveLength(3);
    const first = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: await card() }, { token: order.token });
    expect(first.body.order).toMatchObject({
      state: "complete",
      payment_state: "DELAYED",
      amount_paid: plan.installments[0]!.amount,
      amount_due: order.total - plan.installments[0]!.amount,
    });
    expect(first.body.order.payment_schedule.installments.map((part: { paid: boolean }) => part.paid)).toEqual([true, false, false]);
    await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: await card() }, { token: order.token });
    const last = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: await card() }, { token: order.token });
    expect(last.body.order).toMatchObject({ payment_state: "OK", amount_paid: order.total, amount_due: 0 });
  });

  it("refuses anything the shop did not offer with 422 payment_plan_not_offered, and writes nothing", async () => {
    const order = await orderOf(await businessBuyer());
    const [two] = (await plansOf(order)).body.plans as { installments: { amount: number; due_date: string }[] }[];
    const today = shopToday();
    const [a, b] = two!.installments;
    const tries = [
      // The 1-cent first instalment.
      [
        { amount: 1, due_date: today },
        { amount: order.total - 1, due_date: addDays(today, 30) },
      ],
      // The right amounts, a later first due date.
      [{ amount: a!.amount, due_date: addDays(today, 1) }, b!],
      // The right dates, a cent moved.
      [
        { amount: a!.amount - 1, due_date: a!.due_date },
        { amount: b!.amount + 1, due_date: b!.due_date },
      ],
      // Five instalments, or one.
      Array.from({ length: 5 }, (_, index) => ({ amount: index === 0 ? order.total - 4 : 1, due_date: addDays(today, index * 10) })),
      [{ amount: order.total, due_date: today }],
    ];
    for (const parts of tries) {
      const answer = await choose(order, parts);
      expect(answer.status, JSON.stringify(parts)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      if (answer.status === 422) expect(answer.body.error.code).toBe("payment_plan_not_offered");
    }
    expect(await schedulesOf(order.id)).toEqual([]);
  });

  it("refuses a guest's plan outright, even one shaped like an offered plan", async () => {
    const order = await orderOf(await guest());
    const today = shopToday();
    const half = Math.ceil(order.total / 2);
    const answer = await choose(order, [
      { amount: half, due_date: today },
      { amount: order.total - half, due_date: addDays(today, 30) },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: "payment_plan_not_offered", details: { reason: "sign_in_required" } });
    expect(await schedulesOf(order.id)).toEqual([]);
    // And the guest's order never completes on a first instalment: it is paid in full.
    const paid = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: await card() }, { token: order.token });
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK", amount_paid: order.total });
  });

  it("is outdated when the order's total changed afterwards: paying asks to choose again or pay in full", async () => {
    const order = await orderOf(await businessBuyer());
    const [two] = (await plansOf(order)).body.plans as { installments: { amount: number; due_date: string }[] }[];
    expect((await choose(order, two!.installments)).status).toBe(201);
    const line = (await api.get(`/api/orders/${order.number}`, { token: order.token })).body.line_items[0];
    await api.put(`/api/orders/${order.number}/line_items/${line.id}`, { line_item: { quantity: 5000 } }, { token: order.token });
    await api.put(`/api/checkouts/${order.number}?state=delivery`, undefined, { token: order.token });
    const shown = await api.get(`/api/orders/${order.number}`, { token: order.token });
    expect(shown.body.payment_schedule).toBeNull();

    const stale = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: await card() }, { token: order.token });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("payment_schedule_outdated");
    // The old plan is no longer offered either; the new one is.
    expect((await choose(order, two!.installments)).body.error.code).toBe("payment_plan_not_offered");
    const [fresh] = (await plansOf(order)).body.plans as { installments: { amount: number; due_date: string }[] }[];
    expect((await choose(order, fresh!.installments)).status).toBe(201);
    const db = await database();
    const [schedule] = await schedulesOf(order.id);
    expect(await db.select().from(installments).where(eq(installments.scheduleId, schedule!.id))).toHaveLength(2);
  });
});

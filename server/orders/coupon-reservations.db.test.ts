import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { orders, promotions } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { createPromotion } from "./promotions";

/**
 * A single-use code belongs to the order that completes with it; a cart only holds
 * it for a while (COUPON_RESERVATION_MINUTES), so an abandoned cart cannot keep it
 * from every other shopper (docs/adr/0028-discount-code-reservations.md).
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const CARDS = { ok: "4242 4242 4242 4242", authenticate: "4000002500003155" };
let counter = 0;

const code = (prefix: string) => `${prefix}${Date.now()}${(counter += 1)}`;

async function singleUse() {
  const db = await database();
  return createPromotion(db, { code: code("ONCE"), kind: "percent", amount: 20, usageLimit: 1 });
}

/** A shopper's order with one line, ready for the payment step (left at 'delivery' as the checkout page leaves it). */
async function readyOrder() {
  const region = "eu";
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const email = `coupon${Date.now()}${(counter += 1)}@example.com`;
  const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  expect((await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region })).status).toBe(200);
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  return { token, number, region };
}

type Shopper = Awaited<ReturnType<typeof readyOrder>>;

const apply = (shopper: Shopper, coupon: string) =>
  api.put(`/api/orders/${shopper.number}/apply_coupon_code`, { coupon_code: coupon }, { token: shopper.token });

async function toDelivery(shopper: Shopper) {
  const moved = await api.put(`/api/checkouts/${shopper.number}?state=delivery`, undefined, { token: shopper.token });
  expect(moved.body.order.state).toBe("delivery");
}

async function card(number: string) {
  return (await api.post("/api/gateway/stripe/card", { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" })).body.id as string;
}

const payByCard = async (shopper: Shopper, cardNumber = CARDS.ok) =>
  api.post(`/api/v2/${shopper.number}/stripe/payment_intents/pay`, { payment_method_id: await card(cardNumber) }, { token: shopper.token });

async function usedCount(promotionId: number) {
  const db = await database();
  const [row] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  return row!.usedCount;
}

/** Lets the order's hold on its code run out, as the clock would after the reservation time. */
async function expireReservation(number: string) {
  const db = await database();
  await db
    .update(orders)
    .set({ promotionReservedUntil: new Date(Date.now() - 1000) })
    .where(eq(orders.number, number));
}

describe("single-use discount codes", () => {
  it("are not used up by sitting in an unpaid cart: a use is counted when the order completes", async () => {
    const single = await singleUse();
    const shopper = await readyOrder();
    expect((await apply(shopper, single.code)).body.promo_code).toBe(single.code);
    expect(await usedCount(single.id)).toBe(0);

    await toDelivery(shopper);
    const paid = await payByCard(shopper);
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK", promo_code: single.code });
    expect(paid.body.order.promo_total).toBeLessThan(0);
    expect(await usedCount(single.id)).toBe(1);

    // Used once: no other cart gets it any more, however long it waits.
    const late = await readyOrder();
    const refused = await apply(late, single.code);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("coupon_used_up");
  });

  it("are held by one cart at a time, and an abandoned cart's hold runs out so another shopper can use the code", async () => {
    const single = await singleUse();
    const abandoned = await readyOrder();
    const other = await readyOrder();
    expect((await apply(abandoned, single.code)).status).toBe(200);

    // While the first cart holds it, the second hears the same refusal as for a used code.
    const held = await apply(other, single.code);
    expect(held.status).toBe(400);
    expect(held.body.error).toMatchObject({ code: "coupon_used_up", details: { field: "coupon_code" } });

    await expireReservation(abandoned.number);
    const taken = await apply(other, single.code);
    expect(taken.status).toBe(200);
    expect(taken.body.promo_code).toBe(single.code);
    await toDelivery(other);
    expect((await payByCard(other)).body.order).toMatchObject({ state: "complete", promo_code: single.code });
    expect(await usedCount(single.id)).toBe(1);

    // The abandoned cart comes back: it is refused at the payment step, before any money is taken.
    await toDelivery(abandoned);
    const refused = await payByCard(abandoned);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("coupon_used_up");
    const after = (await api.get(`/api/orders/${abandoned.number}`, { token: abandoned.token })).body;
    expect(after).toMatchObject({ payment_state: "NOT_STARTED" });
    expect(after.payments ?? []).toHaveLength(0);
    // Without the code it pays the full price.
    const removed = await api.delete(`/api/orders/${abandoned.number}/coupon_code`, { token: abandoned.token });
    expect(removed.body.promo_total).toBe(0);
    await toDelivery(abandoned);
    expect((await payByCard(abandoned)).body.order).toMatchObject({ state: "complete", promo_code: null });
    expect(await usedCount(single.id)).toBe(1);
  });

  it("applied to ten carts at once, is held by exactly one of them", async () => {
    const single = await singleUse();
    const carts = await Promise.all(Array.from({ length: 10 }, () => readyOrder()));
    const answers = await Promise.all(carts.map((shopper) => apply(shopper, single.code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === "coupon_used_up")).toHaveLength(9);
    const db = await database();
    expect(await db.select().from(orders).where(eq(orders.promotionId, single.id))).toHaveLength(1);
    expect(await usedCount(single.id)).toBe(0);
  });

  it("paid for by two orders at once (one hold had run out and the other took it): only one completes with the discount", async () => {
    const single = await singleUse();
    const first = await readyOrder();
    const second = await readyOrder();
    expect((await apply(first, single.code)).status).toBe(200);
    await expireReservation(first.number);
    expect((await apply(second, single.code)).status).toBe(200);
    await Promise.all([toDelivery(first), toDelivery(second)]);

    const answers = await Promise.all([payByCard(first), payByCard(second)]);
    const completed = answers.filter((answer) => answer.status === 200 && answer.body.order?.state === "complete");
    expect(completed).toHaveLength(1);
    expect(completed[0]!.body.order.promo_code).toBe(single.code);
    const refused = answers.find((answer) => answer !== completed[0])!;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("coupon_used_up");
    expect(await usedCount(single.id)).toBe(1);
  });

  it("whose hold ran out is held again at the payment step when still free, and counted once at completion", async () => {
    const single = await singleUse();
    const shopper = await readyOrder();
    expect((await apply(shopper, single.code)).status).toBe(200);
    await expireReservation(shopper.number);
    await toDelivery(shopper);
    const paid = await payByCard(shopper);
    expect(paid.body.order).toMatchObject({ state: "complete", promo_code: single.code });
    expect(await usedCount(single.id)).toBe(1);
  });

  it("stay frozen with the order while a payment is open (ADR 0020), and the hold is renewed for that payment", async () => {
    const single = await singleUse();
    const shopper = await readyOrder();
    expect((await apply(shopper, single.code)).status).toBe(200);
    await toDelivery(shopper);
    const started = await payByCard(shopper, CARDS.authenticate);
    expect(started.body.status).toBe("requires_action");
    const db = await database();
    const [row] = await db.select().from(orders).where(eq(orders.number, shopper.number));
    expect(row!.promotionReservedUntil!.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);

    // Another shopper cannot take the code from the order being paid.
    const other = await readyOrder();
    expect((await apply(other, single.code)).body.error.code).toBe("coupon_used_up");
    expect(await usedCount(single.id)).toBe(0);
  });
});

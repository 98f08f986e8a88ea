import { and, asc, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { groupIban } from "@/lib/checkout/bank-details";
import { loadMessages } from "@/lib/i18n/messages";
import { formatMinorUnits } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { database } from "@/server/db";
import { installments, mailOutbox, orders, payments, paymentSchedules, users } from "@/server/db/schema";
import { dueDay } from "@/server/mail/payment";
import { apiClient } from "@/test/api";
import { orderManager, signUp } from "@/test/b2b";
import { bankDetailsFor } from "./bank";
import { linkAccess, WORKFLOW_TOKEN_PARAM } from "./links";
import { addDays } from "./plans";
import { INSTALLMENT_REMINDER_DAYS, remindDueInstallments } from "./reminders";
import { settle } from "./service";
import { handleStripeEvent } from "./webhooks";

/**
 * The mails about an order's money after it was placed (ADR 0073), through the paths
 * that move it: a later instalment paid by card, a payment the provider confirms by
 * webhook after the order completed (delivered more than once), and the reminder job
 * before an instalment falls due. What is asserted is what the buyer gets in the outbox.
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const PAYMENT_MAILS = ["order_confirmation", "order_awaiting_transfer", "payment_received", "installment_due"];
const euro = (amount: number) => formatMinorUnits(amount, getRegion("eu").currencyFormatter);

async function card() {
  return (await api.post("/api/gateway/stripe/card", { number: "4242424242424242", exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" })).body
    .id as string;
}

/** The order and payment mails an address got, oldest first (a sign-up's own mails left out). */
async function paymentMails(email: string) {
  const db = await database();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), inArray(mailOutbox.kind, PAYMENT_MAILS)))
    .orderBy(asc(mailOutbox.id));
}

/** Whether the link in a mail's text opens `page` of the order for its buyer, without an account. */
async function linkOpens(text: string, number: string, page: "details" | "payment") {
  const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
  expect(link.pathname).toBe(`/order/${number}/${page}`);
  return "user" in (await linkAccess(await database(), number, link.searchParams.get(WORKFLOW_TOKEN_PARAM)!));
}

/** A confirmed business buyer's order on the EU storefront at its summary, paid by three instalments with the first paid by card. */
async function placedOnInstalments() {
  const buyer = await signUp(api, "plan");
  const db = await database();
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, buyer.email));
  const { token } = buyer;
  const number = (await api.post("/api/v2/orders", {}, { token })).body.number as string;
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 3000 }, { token });
  const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonstraße 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
  await api.put(
    `/api/orders/${number}`,
    { order: { email: buyer.email, customer_type: "b2b", ship_address: address, bill_address: { ...address, company_name: "Kartonwerk GmbH" } } },
    { token },
  );
  const methods = (await api.get(`/api/checkouts/${number}`, { token })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token });
  expect((await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token })).status).toBe(200);
  const plan = (await api.get(`/api/v2/orders/${number}/payment_plans`, { token })).body.plans[1] as { installments: { amount: number; due_date: string }[] };
  expect(plan.installments).toHaveLength(3);
  expect((await api.post("/api/payment_schedules", { order_id: number, installments_attributes: plan.installments }, { token })).status).toBe(201);
  const first = await api.post(`/api/v2/${number}/stripe/payment_intents/pay`, { payment_method_id: await card() }, { token });
  expect(first.body.order).toMatchObject({ state: "complete", payment_state: "DELAYED" });
  const locale = (await db.select({ locale: users.locale }).from(users).where(eq(users.email, buyer.email)))[0]!.locale;
  return { number, token, email: buyer.email, parts: plan.installments, total: first.body.order.total as number, locale };
}

const payNext = (order: { number: string; token: string }) =>
  card().then((id) => api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: id }, { token: order.token }));

describe("the payment received mail", () => {
  it("follows each later instalment paid by card, once, with what came in, what is left and the next instalment", async () => {
    const order = await placedOnInstalments();
    const [first, second, third] = order.parts as [
      { amount: number; due_date: string },
      { amount: number; due_date: string },
      { amount: number; due_date: string },
    ];
    expect((await paymentMails(order.email)).map((mail) => mail.kind)).toEqual(["order_confirmation"]);

    const paid = await payNext(order);
    expect(paid.body.order).toMatchObject({ payment_state: "DELAYED", amount_paid: first.amount + second.amount });
    const afterSecond = await paymentMails(order.email);
    expect(afterSecond.map((mail) => mail.kind)).toEqual(["order_confirmation", "payment_received"]);
    const mail = afterSecond[1]!;
    const messages = await loadMessages(order.locale as "en-GB");
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain(`${messages.Mail.payment.thisPayment}: ${euro(second.amount)}`);
    expect(mail.text).toContain(`${messages.Mail.payment.receivedTotal}: ${euro(first.amount + second.amount)}`);
    expect(mail.text).toContain(`${messages.Mail.order.due}: ${euro(third.amount)}`);
    expect(mail.text).toContain(dueDay(third.due_date, order.locale as "en-GB"));
    expect(mail.text).toContain(euro(third.amount));
    expect(await linkOpens(mail.text, order.number, "details")).toBe(true);

    // Confirming the settled payment again (a return page, a retry) writes nothing more.
    const intentId = paid.body.payment_intent_id as string;
    await api.post(`/api/v2/${order.number}/stripe/payment_intents/confirm`, { payment_intent_id: intentId }, { token: order.token });
    expect(await paymentMails(order.email)).toHaveLength(2);

    const last = await payNext(order);
    expect(last.body.order).toMatchObject({ payment_state: "OK", amount_due: 0 });
    const mails = await paymentMails(order.email);
    expect(mails.map((row) => row.kind)).toEqual(["order_confirmation", "payment_received", "payment_received"]);
    expect(mails[2]!.text).toContain(messages.Mail.payment.paidInFull);
    expect(mails[2]!.text).toContain(`${messages.Mail.order.due}: ${euro(0)}`);
  });

  it("follows a payment the provider confirms by webhook after the order was placed, once, however often and however concurrently it arrives", async () => {
    const token = (await api.get("/api/users/create_anonymous", { region: "pl" })).body.token as string;
    const me = { token, region: "pl" };
    const number = (await api.post("/api/v2/orders", {}, me)).body.number as string;
    const email = `webhook${Date.now()}@example.com`;
    const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Warszawa", zip_code: "00-001", country_iso: "PL" };
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, me);
    await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, me);
    const methods = (await api.get(`/api/checkouts/${number}`, me)).body.shipping_methods as { type: string }[];
    await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, me);
    expect((await api.put(`/api/checkouts/${number}?state=delivery`, undefined, me)).status).toBe(200);
    const redirect = await api.post(`/api/v2/${number}/stripe/payment_intents/initiate_redirect_payment`, { payment_method_type: "p24" }, me);
    expect(redirect.status).toBe(200);
    const db = await database();
    const [payment] = await db.select().from(payments).where(eq(payments.intentId, redirect.body.payment_intent_id));
    const intent = {
      id: payment!.intentId!,
      amount: payment!.amount,
      currency: "pln",
      clientSecret: "",
      nextActionUrl: null,
      orderNumber: number,
      failure: null,
    };

    // The bank has taken the money but not yet confirmed it: the order is placed, owing.
    const placed = await settle(db, { ...intent, status: "processing" });
    expect(placed.order).toMatchObject({ state: "complete", paymentState: "DELAYED" });
    expect((await paymentMails(email)).map((mail) => mail.kind)).toEqual(["order_confirmation"]);

    const succeeded = {
      id: intent.id,
      object: "payment_intent",
      status: "succeeded",
      amount: intent.amount,
      currency: "pln",
      client_secret: null,
      last_payment_error: null,
      next_action: null,
      metadata: { order_number: number },
    };
    const event = (id: string) => ({ id, object: "event", type: "payment_intent.succeeded", data: { object: succeeded } }) as unknown as Stripe.Event;
    // Stripe retries an event it got no answer for, and may send it while the first delivery is still being handled.
    const outcomes = await Promise.all([handleStripeEvent(db, event("evt_a")), handleStripeEvent(db, event("evt_a")), handleStripeEvent(db, event("evt_b"))]);
    expect(outcomes).toContain("handled");
    expect(await handleStripeEvent(db, event("evt_a"))).toBe("duplicate");

    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ paymentState: "OK" });
    const mails = await paymentMails(email);
    expect(mails.map((mail) => mail.kind)).toEqual(["order_confirmation", "payment_received"]);
    const zloty = (amount: number) => formatMinorUnits(amount, getRegion("pl").currencyFormatter);
    const pl = await loadMessages("pl-PL");
    expect(mails[1]!.locale).toBe("pl-PL");
    expect(mails[1]!.text).toContain(`${pl.Mail.payment.thisPayment}: ${zloty(row!.total)}`);
    expect(mails[1]!.text).toContain(pl.Mail.payment.paidInFull);
    expect(await linkOpens(mails[1]!.text, number, "details")).toBe(true);
  });
});

describe("a bank transfer booked by an order manager", () => {
  it("pays the order, or the instalment it was for, and mails the buyer once; booking again finds nothing awaited", async () => {
    const manager = await orderManager(api);
    const order = await placedOnInstalments();
    const [first, second, third] = order.parts as [{ amount: number }, { amount: number; due_date: string }, { amount: number; due_date: string }];
    // The buyer announces the second instalment by bank transfer.
    expect((await api.post("/api/check_payments", { order_number: order.number }, { token: order.token })).status).toBe(200);
    expect((await paymentMails(order.email)).map((mail) => mail.kind)).toEqual(["order_confirmation"]);

    const refused = await api.post(`/api/manager/orders/${order.number}/bank_transfer`, undefined, { token: order.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("not_a_manager");
    expect((await paymentMails(order.email)).map((mail) => mail.kind)).toEqual(["order_confirmation"]);

    const booked = await api.post(`/api/manager/orders/${order.number}/bank_transfer`, undefined, { token: manager.token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({ payment_state: "DELAYED", amount_paid: first.amount + second.amount });
    expect(booked.body.payment_schedule.installments.map((part: { paid: boolean }) => part.paid)).toEqual([true, true, false]);
    const again = await api.post(`/api/manager/orders/${order.number}/bank_transfer`, undefined, { token: manager.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("no_transfer_awaited");

    const mails = await paymentMails(order.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["order_confirmation", "payment_received"]);
    const messages = await loadMessages(order.locale as "en-GB");
    expect(mails[1]!.text).toContain(`${messages.Mail.payment.thisPayment}: ${euro(second.amount)}`);
    expect(mails[1]!.text).toContain(`${messages.Mail.order.due}: ${euro(third.amount)}`);
    expect(mails[1]!.text).toContain(dueDay(third.due_date, order.locale as "en-GB"));

    // The last instalment by transfer too: booked, the order is paid and the mail says so.
    expect((await api.post("/api/check_payments", { order_number: order.number }, { token: order.token })).status).toBe(200);
    const last = await api.post(`/api/manager/orders/${order.number}/bank_transfer`, undefined, { token: manager.token });
    expect(last.body).toMatchObject({ payment_state: "OK", amount_due: 0 });
    const all = await paymentMails(order.email);
    expect(all.map((mail) => mail.kind)).toEqual(["order_confirmation", "payment_received", "payment_received"]);
    expect(all[2]!.text).toContain(messages.Mail.payment.paidInFull);

    const unknown = await api.post("/api/manager/orders/R000000000/bank_transfer", undefined, { token: manager.token });
    expect(unknown.status).toBe(404);
  });
});

describe("the instalment reminder", () => {
  /** The instalment at `position` of the order's plan, as stored. */
  async function part(number: string, position: number) {
    const db = await database();
    const [row] = await db
      .select({ part: installments })
      .from(installments)
      .innerJoin(paymentSchedules, eq(paymentSchedules.id, installments.scheduleId))
      .innerJoin(orders, eq(orders.id, paymentSchedules.orderId))
      .where(and(eq(orders.number, number), eq(installments.position, position)));
    return row!.part;
  }
  const reminders = async (email: string) => (await paymentMails(email)).filter((mail) => mail.kind === "installment_due");

  it(`is sent once per instalment, ${INSTALLMENT_REMINDER_DAYS} days before it falls due and not before, with the amount, the day and how to pay`, async () => {
    const order = await placedOnInstalments();
    const db = await database();
    const [, second, third] = order.parts as [unknown, { amount: number; due_date: string }, { amount: number; due_date: string }];

    await remindDueInstallments(db, { today: addDays(second.due_date, -INSTALLMENT_REMINDER_DAYS - 1) });
    expect(await reminders(order.email)).toHaveLength(0);
    expect((await part(order.number, 2)).remindedAt).toBeNull();

    await remindDueInstallments(db, { today: addDays(second.due_date, -INSTALLMENT_REMINDER_DAYS) });
    const [mail] = await reminders(order.email);
    expect(mail).toBeDefined();
    expect((await part(order.number, 2)).remindedAt).not.toBeNull();
    const locale = order.locale as "en-GB";
    const messages = await loadMessages(locale);
    const bank = bankDetailsFor("EUR", order.number, second.amount)!;
    expect(mail!.subject).toContain(order.number);
    expect(mail!.subject).toContain(dueDay(second.due_date, locale));
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(euro(second.amount));
      expect(body).toContain(dueDay(second.due_date, locale));
      expect(body).toContain(groupIban(bank.iban));
      expect(body).toContain(bank.bic);
    }
    expect(mail!.text).toContain(`${messages.PaymentSummary.bank.reference}: ${order.number}`);
    expect(mail!.text).toContain(`${messages.PaymentSummary.bank.amount}: ${euro(second.amount)}`);
    expect(await linkOpens(mail!.text, order.number, "payment")).toBe(true);

    // Later runs in the same window, and on the due day itself, send nothing more for it.
    await remindDueInstallments(db, { today: addDays(second.due_date, -1) });
    await remindDueInstallments(db, { today: second.due_date });
    expect(await reminders(order.email)).toHaveLength(1);

    // The third instalment has its own reminder in its own window.
    await remindDueInstallments(db, { today: addDays(third.due_date, -INSTALLMENT_REMINDER_DAYS) });
    const both = await reminders(order.email);
    expect(both).toHaveLength(2);
    expect(both[1]!.text).toContain(euro(third.amount));
    expect(both[1]!.text).toContain(dueDay(third.due_date, locale));
  });

  it("is not sent for an instalment already paid, nor for one whose transfer is announced", async () => {
    const order = await placedOnInstalments();
    const db = await database();
    const [, second, third] = order.parts as [unknown, { amount: number; due_date: string }, { amount: number; due_date: string }];
    // The buyer pays the second instalment early.
    expect((await payNext(order)).body.order.payment_state).toBe("DELAYED");
    await remindDueInstallments(db, { today: addDays(second.due_date, -1) });
    expect(await reminders(order.email)).toHaveLength(0);
    expect((await part(order.number, 2)).remindedAt).toBeNull();

    // The third is announced by bank transfer: the money is on its way.
    expect((await api.post("/api/check_payments", { order_number: order.number }, { token: order.token })).status).toBe(200);
    const [waiting] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.installmentId, (await part(order.number, 3)).id), eq(payments.status, "waiting")));
    expect(waiting).toBeDefined();
    await remindDueInstallments(db, { today: addDays(third.due_date, -1) });
    expect(await reminders(order.email)).toHaveLength(0);
  });

  it("is sent once when runs overlap, in one process or several", async () => {
    const order = await placedOnInstalments();
    const db = await database();
    const [, second] = order.parts as [unknown, { amount: number; due_date: string }];
    const today = addDays(second.due_date, -2);
    // Small batches, so each run claims again and again while the others do.
    const written = await Promise.all([1, 2, 3, 4].map(() => remindDueInstallments(db, { today, batch: 1 })));
    expect(await reminders(order.email)).toHaveLength(1);
    expect(written.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
  });
});

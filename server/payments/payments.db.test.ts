import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { localPaymentIntents, mailOutbox, payments } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { CARDS, card, pay, readyOrder } from "@/test/checkout";

const api = apiClient();
/** Follows the built-in gateway's page as a shopper's browser would: approve or fail, then the redirect back. */
async function answerGatewayPage(nextActionUrl: string, outcome: "approve" | "fail") {
  const url = new URL(nextActionUrl, "http://localhost");
  const page = await api.raw(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('name="outcome"');
  const answer = await api.raw(url.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome, client_secret: url.searchParams.get("client_secret")! }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location")!, "http://localhost");
}

async function paymentRows(orderId: number) {
  const db = await database();
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

describe("card payments on the built-in gateway", () => {
  it("take the card, complete the order once, and mail the buyer", async () => {
    const order = await readyOrder();
    const key = await api.get(`/api/v2/${order.number}/stripe/config/publishable_key`, { token: order.token });
    expect(key.body).toEqual({ publishable_key: "pk_local", gateway: "local" });
    const paid = await pay(order, await card(CARDS.ok));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: "succeeded", next_action_url: null });
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK", amount_paid: order.total, amount_due: 0 });
    expect(paid.body.order.payments).toEqual([expect.objectContaining({ method: "card", amount: order.total, status: "succeeded" })]);
    // The answer is built from what the payment wrote, not read back: it must be the order as stored.
    const stored = await api.get(`/api/orders/${order.number}`, { token: order.token });
    expect(paid.body.order).toEqual(stored.body);
    expect(paid.body.order.completed_at).toEqual(expect.any(String));

    const again = await pay(order, await card(CARDS.ok));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("order_paid");

    const db = await database();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email));
    expect(mail).toMatchObject({ kind: "order_confirmation" });
    expect(mail!.subject).toContain(order.number);
    const mine = await api.get("/api/orders/mine", { token: order.token });
    expect(mine.body.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
  });

  it("go through the authentication page and are confirmed exactly once, however often confirm is called", async () => {
    const order = await readyOrder();
    const pm = await card(CARDS.authenticate);
    const started = await pay(order, pm);
    expect(started.body).toMatchObject({ status: "requires_action" });
    expect(started.body.next_action_url).toMatch(/^\/api\/gateway\/stripe\/authorize\/pi_local_/);
    expect(started.body.order.payment_state).toBe("NOT_STARTED");
    expect(started.body.order.state).toBe("payment");

    const back = await answerGatewayPage(started.body.next_action_url, "approve");
    expect(back.pathname).toBe(`/order/${order.number}/payment/summary`);
    const intentId = back.searchParams.get("payment_intent")!;
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");

    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post(`/api/v2/${order.number}/stripe/payment_intents/confirm`, { payment_intent_id: intentId, payment_method_id: pm }, { token: order.token }),
      ),
    );
    expect(confirmations.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(confirmations.every((response) => response.body.order.payment_state === "OK")).toBe(true);
    const rows = await paymentRows(started.body.order.id);
    expect(rows.filter((row) => row.status === "succeeded")).toHaveLength(1);
    expect(started.body.order.id).toBe(confirmations[0]!.body.order.id);
    // The mail is written with the completion, so five confirmations leave one.
    const db = await database();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email));
    expect(mails.map((mail) => mail.kind)).toEqual(["order_confirmation"]);
  });

  it("decline with a clear code and leave the order payable", async () => {
    const order = await readyOrder();
    const declined = await pay(order, await card(CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe("card_declined");
    const after = await api.get(`/api/orders/${order.number}`, { token: order.token });
    expect(after.body).toMatchObject({ state: "payment", payment_state: "FAILED" });

    const short = await pay(order, await card(CARDS.funds));
    expect(short.body.error.code).toBe("insufficient_funds");

    const failedAuth = await pay(order, await card(CARDS.authenticate));
    const back = await answerGatewayPage(failedAuth.body.next_action_url, "fail");
    expect(back.searchParams.get("redirect_status")).toBe("failed");
    const confirm = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/confirm`,
      { payment_intent_id: back.searchParams.get("payment_intent") },
      { token: order.token },
    );
    expect(confirm.status).toBe(402);
    expect(confirm.body.error.code).toBe("authentication_failed");

    const paid = await pay(order, await card(CARDS.ok));
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK" });
  });

  it("charge once when two tabs pay at the same moment", async () => {
    const order = await readyOrder();
    const [first, second] = await Promise.all([card(CARDS.ok), card(CARDS.ok)]);
    const answers = await Promise.all([pay(order, first), pay(order, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await paymentRows(answers.find((answer) => answer.status === 200)!.body.order.id);
    expect(rows.filter((row) => row.status === "succeeded")).toHaveLength(1);
  });

  it("let a new card replace an abandoned authentication", async () => {
    const order = await readyOrder();
    const abandoned = await pay(order, await card(CARDS.authenticate));
    expect(abandoned.body.status).toBe("requires_action");
    const paid = await pay(order, await card(CARDS.ok));
    expect(paid.body.order.payment_state).toBe("OK");
    const statuses = paid.body.order.payments.map((p: { status: string }) => p.status);
    expect(statuses).toEqual(["canceled", "succeeded"]);
  });

  it("wait for an attempt whose process died mid-call, then release it after two minutes", async () => {
    const order = await readyOrder();
    const db = await database();
    const orderId = (await api.get(`/api/orders/${order.number}`, { token: order.token })).body.id as number;
    // What a server killed between claiming the order and hearing from the gateway leaves behind.
    const [lost] = await db
      .insert(payments)
      .values({ orderId, method: "card", gateway: "local", amount: order.total, currency: "EUR", status: "creating", idempotencyKey: "lost-attempt" })
      .returning();
    const blocked = await pay(order, await card(CARDS.ok));
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe("payment_in_progress");

    await db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(payments.id, lost!.id));
    const paid = await pay(order, await card(CARDS.ok));
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ state: "complete", payment_state: "OK" });
    const rows = await paymentRows(orderId);
    expect(rows.map((row) => [row.status, row.failureCode])).toEqual([
      ["canceled", "abandoned"],
      ["succeeded", null],
    ]);
  });

  it("refuse bad input, other users, unready orders and bad cards", async () => {
    const order = await readyOrder();
    const stranger = await readyOrder();
    expect((await pay({ number: order.number, token: stranger.token }, await card(CARDS.ok))).status).toBe(404);
    expect((await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: "pm_x" })).status).toBe(401);
    expect((await api.post(`/api/v2/${order.number}/paypal/payment_intents/pay`, { payment_method_id: "pm_x" }, { token: order.token })).status).toBe(400);
    expect((await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: 5 }, { token: order.token })).status).toBe(400);
    expect(
      (await api.post(`/api/v2/${order.number}/stripe/payment_intents/confirm`, { payment_intent_id: "pi_local_nothing" }, { token: order.token })).status,
    ).toBe(404);

    const token = (await api.get("/api/users/create_anonymous")).body.token as string;
    const cartNumber = (await api.post("/api/v2/orders", {}, { token })).body.number as string;
    const early = await api.post(`/api/v2/${cartNumber}/stripe/payment_intents/pay`, { payment_method_id: await card(CARDS.ok) }, { token });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe("cart_empty");

    const bad = await api.post("/api/gateway/stripe/card", { number: "4242 4242 4242 4241", exp_month: 1, exp_year: 2099, cvc: "123" });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ code: "invalid_card", details: { field: "number" } });
    const expired = await api.post("/api/gateway/stripe/card", { number: CARDS.ok, exp_month: 1, exp_year: 2020, cvc: "123" });
    expect(expired.body.error.details.field).toBe("expiry");
  });
});

describe("the way back from the gateway", () => {
  it("leads only to the shop's own origins; anything else stored sends the shopper to their orders", async () => {
    const order = await readyOrder("pl", "PL");
    const db = await database();
    for (const [stored, expected] of [
      ["https://evil.example/phish", "/konto/zamowienia"],
      ["//evil.example/phish", "/konto/zamowienia"],
      ["javascript:alert(1)", "/konto/zamowienia"],
      [`http://pl.localhost:${process.env.PORT ?? 3000}/koszyk`, `http://pl.localhost:${process.env.PORT ?? 3000}/koszyk`],
    ]) {
      const started = await api.post(
        `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
        { payment_method_type: "p24" },
        { token: order.token, region: "pl" },
      );
      expect(started.status).toBe(200);
      await db.update(localPaymentIntents).set({ returnUrl: stored }).where(eq(localPaymentIntents.id, started.body.payment_intent_id));
      const url = new URL(started.body.redirect_url, "http://localhost");
      const answer = await api.raw(url.pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "X-Region": "pl" },
        body: new URLSearchParams({ outcome: "fail", client_secret: url.searchParams.get("client_secret")! }).toString(),
        redirect: "manual",
      });
      expect(answer.status).toBe(303);
      const location = answer.headers.get("location")!;
      expect(location.startsWith(`${expected}?`), `${stored} -> ${location}`).toBe(true);
    }
  });
});

describe("redirect methods", () => {
  it("go to the bank's page and come back paid, only where the storefront offers them", async () => {
    const order = await readyOrder("pl", "PL");
    const ideal = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "ideal" },
      { token: order.token, region: "pl" },
    );
    expect(ideal.status).toBe(422);
    expect(ideal.body.error.code).toBe("payment_method_not_allowed");

    const p24 = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: order.token, region: "pl" },
    );
    expect(p24.status).toBe(200);
    expect(p24.body.status).toBe("requires_action");
    const back = await answerGatewayPage(p24.body.redirect_url, "approve");
    expect(back.host).toBe(`pl.localhost:${process.env.PORT ?? 3000}`);
    // The Polish storefront's own path for /order/{number}/payment/summary.
    expect(back.pathname).toBe(`/zamowienie/${order.number}/platnosc/summary`);
    const settled = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/confirm`,
      { payment_intent_id: back.searchParams.get("payment_intent") },
      { token: order.token },
    );
    expect(settled.body.order).toMatchObject({ state: "complete", payment_state: "OK", currency: "PLN" });
    expect(settled.body.order.payments[0]).toMatchObject({ method: "p24", status: "succeeded" });
  });
});

describe("the method the shopper chose", () => {
  it.each(["ideal", "bancontact", "eps", "giropay", "paypal"])("is the method a %s payment is recorded and paid with", async (method) => {
    const order = await readyOrder("eu", "NL");
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: method },
      { token: order.token },
    );
    expect(started.status).toBe(200);
    const back = await answerGatewayPage(started.body.redirect_url, "approve");
    const settled = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/confirm`,
      { payment_intent_id: back.searchParams.get("payment_intent") },
      { token: order.token },
    );
    expect(settled.body.order).toMatchObject({ state: "complete", payment_state: "OK" });
    expect(settled.body.order.payments).toEqual([expect.objectContaining({ method, status: "succeeded", amount: order.total })]);
    const db = await database();
    const [intent] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, started.body.payment_intent_id));
    expect(intent!.methodType).toBe(method);
  });
});

describe("bank transfer", () => {
  it("completes the order with payment WAITING and the bank details of its currency", async () => {
    const order = await readyOrder("pl", "PL");
    const checkout = await api.get(`/api/checkouts/${order.number}`, { token: order.token });
    expect(checkout.body.payment_methods.map((m: { code: string }) => m.code)).toEqual(["card", "check", "p24", "hokodo"]);
    const transfer = checkout.body.payment_methods.find((m: { code: string }) => m.code === "check");
    const placed = await api.put(
      `/api/checkouts/${order.number}`,
      { order: { payments_attributes: [{ payment_method_id: transfer.id }] }, payment_source: {} },
      { token: order.token },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ state: "complete", payment_state: "WAITING", amount_due: order.total });
    expect(placed.body.order.bank_details).toMatchObject({ currency: "PLN", reference: order.number, amount: order.total });
    expect(placed.body.order.bank_details.iban).toMatch(/^PL\d{26}$/);
    expect(placed.body.order).toEqual((await api.get(`/api/orders/${order.number}`, { token: order.token })).body);

    // A double submit changes nothing; the order can still be paid by card instead.
    const twice = await api.put(
      `/api/checkouts/${order.number}`,
      { order: { payments_attributes: [{ payment_method_id: transfer.id }] } },
      { token: order.token },
    );
    expect(twice.body.order.payments).toHaveLength(1);
    const byCard = await pay(order, await card(CARDS.ok));
    expect(byCard.body.order).toMatchObject({ payment_state: "OK", bank_details: null });
    expect(byCard.body.order.payments.map((p: { status: string }) => p.status)).toEqual(["superseded", "succeeded"]);

    const db = await database();
    // In the order they were written: a row's words are written after its insert, which moves it in the table.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email)).orderBy(mailOutbox.id);
    // The card paid a placed order: its buyer hears that the money arrived (ADR 0073), and the transfer is off.
    expect(mails.map((mail) => mail.kind)).toEqual(["order_awaiting_transfer", "payment_received"]);
  });

  it("is refused where the storefront has no transfers, and through check_payments works the same", async () => {
    const us = await readyOrder("us", "US");
    const refused = await api.put(
      `/api/checkouts/${us.number}`,
      { order: { payments_attributes: [{ payment_method_id: "check" }] } },
      { token: us.token, region: "us" },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("payment_method_not_allowed");

    const gb = await readyOrder("gb", "GB");
    const placed = await api.post("/api/check_payments", { order_number: gb.number, reject_payment_schedule: true }, { token: gb.token, region: "gb" });
    expect(placed.body).toMatchObject({ state: "complete", payment_state: "WAITING" });
    expect(placed.body.bank_details).toMatchObject({ currency: "GBP", sort_code: "40-00-00" });
  });
});

describe("the payment link", () => {
  it("lets someone without the buyer's account pay that one order", async () => {
    const order = await readyOrder();
    const link = await api.get(`/api/v2/transactionlink/workflow_token?order_number=${order.number}`, { token: order.token });
    expect(link.status).toBe(200);
    expect(link.body.url).toContain(`/order/${order.number}/payment?workflow_token=${link.body.workflow_token}`);
    const again = await api.get(`/api/v2/transactionlink/workflow_token?order_number=${order.number}`, { token: order.token });
    expect(again.body.workflow_token).toBe(link.body.workflow_token);

    const pm = await card(CARDS.ok);
    const wrong = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay?workflow_token=nope`, { payment_method_id: pm });
    expect(wrong.status).toBe(404);
    const view = await api.get(`/api/checkouts/${order.number}?workflow_token=${link.body.workflow_token}`);
    expect(view.status).toBe(200);
    expect(view.body.order.number).toBe(order.number);
    expect((await api.get(`/api/checkouts/${order.number}?workflow_token=nope`)).status).toBe(404);
    const paid = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay?workflow_token=${link.body.workflow_token}`, { payment_method_id: pm });
    expect(paid.status).toBe(200);
    expect(paid.body.order.payment_state).toBe("OK");
  });

  it("brings the holder back from the bank's page with the link, so the summary can show the order", async () => {
    const order = await readyOrder("pl", "PL");
    const token = (await api.get(`/api/v2/transactionlink/workflow_token?order_number=${order.number}`, { token: order.token })).body.workflow_token as string;
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment?workflow_token=${token}`,
      { payment_method_type: "p24" },
      { region: "pl" },
    );
    expect(started.status).toBe(200);
    const back = await answerGatewayPage(started.body.redirect_url, "approve");
    // The Polish storefront's own path for /order/{n}/payment/summary.
    expect(back.pathname).toMatch(new RegExp(`/${order.number}/platnosc/`));
    expect(back.searchParams.get("workflow_token")).toBe(token);
    expect(back.searchParams.get("payment_intent")).toBe(started.body.payment_intent_id);
  });

  it("lets the holder announce a bank transfer, and nobody without the link", async () => {
    const order = await readyOrder();
    const token = (await api.get(`/api/v2/transactionlink/workflow_token?order_number=${order.number}`, { token: order.token })).body.workflow_token as string;
    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;
    const refused = await api.post("/api/check_payments", { order_number: order.number }, { token: stranger });
    expect(refused.status).toBe(404);
    const announced = await api.post(`/api/check_payments?workflow_token=${token}`, { order_number: order.number }, { token: stranger });
    expect(announced.status).toBe(200);
    expect(announced.body).toMatchObject({ state: "complete", payment_state: "WAITING" });
    expect(announced.body.bank_details).not.toBeNull();
  });
});

describe("the payment return page", () => {
  it("settles the payment named in its URL before showing the outcome, for the buyer only", async () => {
    const { paymentReturn } = await import("./return");
    const db = await database();
    const order = await readyOrder("pl", "PL");
    const started = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/initiate_redirect_payment`,
      { payment_method_type: "p24" },
      { token: order.token, region: "pl" },
    );
    const back = await answerGatewayPage(started.body.redirect_url, "approve");
    const intentId = back.searchParams.get("payment_intent")!;

    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;
    expect(await paymentReturn(db, { number: order.number, apiToken: stranger, paymentIntentId: intentId })).toBeNull();
    expect(await paymentReturn(db, { number: order.number, paymentIntentId: intentId })).toBeNull();
    expect((await api.get(`/api/orders/${order.number}`, { token: order.token })).body.payment_state).toBe("NOT_STARTED");

    const shown = await paymentReturn(db, { number: order.number, apiToken: order.token, paymentIntentId: intentId });
    expect(shown).toMatchObject({ outcome: "paid", failure: null, order: { state: "complete", payment_state: "OK" } });
    // Reloading the page settles nothing twice.
    const reloaded = await paymentReturn(db, { number: order.number, apiToken: order.token, paymentIntentId: intentId });
    expect(reloaded!.order.payments.filter((p) => p.status === "succeeded")).toHaveLength(1);
  });

  it("says what failed and what is owed, also to the holder of the payment link", async () => {
    const { paymentReturn } = await import("./return");
    const db = await database();
    const order = await readyOrder();
    const started = await pay(order, await card(CARDS.authenticate));
    const back = await answerGatewayPage(started.body.next_action_url, "fail");
    const link = (await api.get(`/api/v2/transactionlink/workflow_token?order_number=${order.number}`, { token: order.token })).body.workflow_token as string;
    const shown = await paymentReturn(db, { number: order.number, linkToken: link, paymentIntentId: back.searchParams.get("payment_intent")! });
    expect(shown).toMatchObject({ outcome: "failed", failure: "authentication_failed", order: { state: "payment", amount_due: order.total } });

    const transfer = await readyOrder("pl", "PL");
    await api.post("/api/check_payments", { order_number: transfer.number }, { token: transfer.token, region: "pl" });
    const waiting = await paymentReturn(db, { number: transfer.number, apiToken: transfer.token });
    expect(waiting).toMatchObject({ outcome: "awaiting_transfer", order: { bank_details: { currency: "PLN" } } });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { mailOutbox, orders } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { guestLinkExpired, paymentReturn } from "./return";
import { checkGuestToken, GUEST_LINK_DAYS, guestLink, linkAccess, signGuestToken, WORKFLOW_TOKEN_PARAM } from "./links";

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

/** An order placed by an anonymous buyer who chose a bank transfer: what a guest has after checkout. */
async function placedOrder(region = "eu") {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const email = `guest${Date.now()}${(counter += 1)}@example.com`;
  const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region });
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token, region });
  const placed = await api.post("/api/check_payments", { order_number: number }, { token, region });
  expect(placed.status).toBe(200);
  return { token, number, email };
}

async function orderRow(number: string) {
  const db = await database();
  return (await db.select().from(orders).where(eq(orders.number, number)))[0]!;
}

/** The token of the link in the newest mail to `email`. */
async function mailedToken(email: string) {
  const db = await database();
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const link = new URL(/https?:\/\/\S+/.exec(mails.at(-1)!.text)![0]);
  return { link, token: link.searchParams.get(WORKFLOW_TOKEN_PARAM)! };
}

describe("the guest link's signature", () => {
  const secret = "order-secret";
  const now = new Date("2026-06-01T12:00:00Z");
  const token = signGuestToken(secret, "R100000001", new Date(now.getTime() + GUEST_LINK_DAYS * DAY_MS));

  it("opens its order until it expires, and only then", () => {
    expect(checkGuestToken(secret, "R100000001", token, now)).toBe("valid");
    expect(checkGuestToken(secret, "R100000001", token, new Date(now.getTime() + GUEST_LINK_DAYS * DAY_MS - 1000))).toBe("valid");
    expect(checkGuestToken(secret, "R100000001", token, new Date(now.getTime() + GUEST_LINK_DAYS * DAY_MS))).toBe("expired");
  });

  it("refuses a token changed in any part, for another order, or signed with another order's secret", () => {
    const [number, expires, signature] = token.split(".");
    const later = `${number}.${Number(expires) + 365 * 86_400}.${signature}`;
    expect(checkGuestToken(secret, "R100000001", later, now)).toBe("invalid");
    const flipped = `${number}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    expect(checkGuestToken(secret, "R100000001", flipped, now)).toBe("invalid");
    expect(checkGuestToken(secret, "R100000002", token, now)).toBe("invalid");
    expect(checkGuestToken("another-order-secret", "R100000001", token, now)).toBe("invalid");
    expect(checkGuestToken(secret, "R100000001", "garbage", now)).toBe("invalid");
  });
});

describe("the order mail's guest link", () => {
  it("opens that order's details, checkout view and payment calls in a fresh browser, with no account", async () => {
    const order = await placedOrder();
    const { link, token } = await mailedToken(order.email);
    expect(link.pathname).toBe(`/order/${order.number}/details`);
    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;

    // Without the link the order is someone else's, as before.
    expect((await api.get(`/api/orders/${order.number}`, { token: stranger })).status).toBe(404);
    const seen = await api.get(`/api/orders/${order.number}?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`, { token: stranger });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ number: order.number, state: "complete", payment_state: "WAITING", email: order.email });
    expect(seen.body.bank_details).toMatchObject({ currency: "EUR", reference: order.number, amount: seen.body.total });
    // A browser with no token at all (the page's call before any session) is let in by the link alone.
    expect((await api.get(`/api/orders/${order.number}?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`)).status).toBe(200);

    const checkout = await api.get(`/api/checkouts/${order.number}?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`, { token: stranger });
    expect(checkout.status).toBe(200);
    const key = await api.get(`/api/v2/${order.number}/stripe/config/publishable_key?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`, {
      token: stranger,
    });
    expect(key.status).toBe(200);
  });

  it("grants nothing else: not changing the order, not another order", async () => {
    const order = await placedOrder();
    const other = await placedOrder();
    const { token } = await mailedToken(order.email);
    const query = `${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;

    const foreign = await api.get(`/api/orders/${other.number}?${query}`, { token: stranger });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("order_link_invalid");
    expect((await api.put(`/api/orders/${order.number}?${query}`, { order: { email: "thief@example.com" } }, { token: stranger })).status).toBe(404);
    expect((await api.get(`/api/v1/invoices/${order.number}?${query}`, { token: stranger })).status).toBe(404);
    expect((await orderRow(order.number)).email).toBe(order.email);
  });

  it("is refused with a clear code once expired or when tampered with", async () => {
    const order = await placedOrder();
    const db = await database();
    const row = await orderRow(order.number);
    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;

    const expired = signGuestToken(row.paymentLinkToken!, order.number, new Date(Date.now() - 1000));
    const late = await api.get(`/api/orders/${order.number}?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(expired)}`, { token: stranger });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe("order_link_expired");
    expect(await linkAccess(db, order.number, expired)).toEqual({ refused: "expired" });

    const [number, , signature] = (await mailedToken(order.email)).token.split(".");
    const stretched = `${number}.${Math.floor(Date.now() / 1000) + 400 * 86_400}.${signature}`;
    const tampered = await api.get(`/api/orders/${order.number}?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(stretched)}`, { token: stranger });
    expect(tampered.status).toBe(403);
    expect(tampered.body.error.code).toBe("order_link_invalid");
    const paying = await api.post(
      `/api/v2/${order.number}/stripe/payment_intents/pay?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(expired)}`,
      { payment_method_id: "pm_x" },
      { token: stranger },
    );
    expect(paying.status).toBe(410);
  });

  it("expires after the named number of days and is signed with the order's own secret", async () => {
    const order = await placedOrder();
    const db = await database();
    const row = await orderRow(order.number);
    const now = new Date();
    const url = new URL(await guestLink(db, row, "payment", now));
    expect(url.pathname).toBe(`/order/${order.number}/payment`);
    const token = url.searchParams.get(WORKFLOW_TOKEN_PARAM)!;
    expect(token).not.toContain(row.paymentLinkToken!);
    expect(Number(token.split(".")[1])).toBe(Math.floor((now.getTime() + GUEST_LINK_DAYS * DAY_MS) / 1000));
    expect(await linkAccess(db, order.number, token, new Date(now.getTime() + (GUEST_LINK_DAYS - 1) * DAY_MS))).toMatchObject({ user: { id: row.userId } });
    expect(await linkAccess(db, order.number, token, new Date(now.getTime() + (GUEST_LINK_DAYS + 1) * DAY_MS))).toEqual({ refused: "expired" });
  });

  it("opens the payment summary with the bank details, and an expired one says so there", async () => {
    const order = await placedOrder();
    const db = await database();
    const { token } = await mailedToken(order.email);
    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;
    const shown = await paymentReturn(db, { number: order.number, apiToken: stranger, linkToken: token });
    expect(shown).toMatchObject({
      outcome: "awaiting_transfer",
      order: { amount_paid: 0, amount_due: shown!.order.total, bank_details: { reference: order.number, amount: shown!.order.total } },
    });
    expect(await guestLinkExpired(db, order.number, token)).toBe(false);

    const row = await orderRow(order.number);
    const expired = signGuestToken(row.paymentLinkToken!, order.number, new Date(Date.now() - 1000));
    expect(await paymentReturn(db, { number: order.number, apiToken: stranger, linkToken: expired })).toBeNull();
    expect(await guestLinkExpired(db, order.number, expired)).toBe(true);
    // The buyer's own browser still shows the order, whatever the link.
    expect(await paymentReturn(db, { number: order.number, apiToken: order.token, linkToken: expired })).toMatchObject({ outcome: "awaiting_transfer" });
  });

  it("lets a guest pay by card from the link, and the page the payment returns to carries the link on", async () => {
    const order = await placedOrder();
    const { token } = await mailedToken(order.email);
    const query = `${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    const stranger = (await api.get("/api/users/create_anonymous")).body.token as string;
    const card = (await api.post("/api/gateway/stripe/card", { number: "4000002500003155", exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" }))
      .body.id as string;
    const started = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay?${query}`, { payment_method_id: card }, { token: stranger });
    expect(started.body.status).toBe("requires_action");
    const url = new URL(started.body.next_action_url, "http://localhost");
    const answer = await api.raw(url.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "approve", client_secret: url.searchParams.get("client_secret")! }).toString(),
      redirect: "manual",
    });
    const back = new URL(answer.headers.get("location")!, "http://localhost");
    expect(back.pathname).toBe(`/order/${order.number}/payment/summary`);
    expect(back.searchParams.get(WORKFLOW_TOKEN_PARAM)).toBe(token);
    const shown = await paymentReturn(await database(), {
      number: order.number,
      apiToken: stranger,
      linkToken: token,
      paymentIntentId: back.searchParams.get("payment_intent")!,
    });
    expect(shown).toMatchObject({ outcome: "paid", order: { payment_state: "OK", amount_due: 0 } });
  });
});

import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endOfShopDay, formatShopDay } from "@/lib/dates/shop-day";
import { LOCALES } from "@/lib/i18n/locales";
import { database } from "@/server/db";
import { offerEvents, offers, orders } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { anonymousUser, confirmEmail, orderManager, signUp, unconfirmedSignUp, type Account } from "@/test/b2b";
import { QR_CODE_CID } from "@/server/mail/render";
import { latestMail } from "@/test/outbox";
import de from "@/messages/de-DE.json";

const api = apiClient();
const SKU = "mailer-box-eco-200x150x70";
const OTHER_SKU = "mailer-box-full-color-200x150x70";

function inDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** A draft for the buyer in the de storefront with three lines at custom prices. */
async function draftFor(manager: Account, buyer: Account, values: Record<string, unknown> = {}) {
  const created = await api.post(
    "/api/offers",
    {
      email: buyer.email,
      region: "de",
      valid_until: inDays(14),
      message: "As discussed on the phone",
      line_items: [
        { sku: SKU, quantity: 500, unit_price: 123, description: "Kraft, one colour" },
        { sku: OTHER_SKU, quantity: 1000, unit_price: 99, name: "Full colour mailer, custom run" },
        { sku: SKU, quantity: 2000, unit_price: 80 },
      ],
      ...values,
    },
    { token: manager.token },
  );
  expect(created.status).toBe(201);
  return created.body.offer;
}

async function sentOffer(manager: Account, buyer: Account) {
  const draft = await draftFor(manager, buyer);
  const sent = await api.post(`/api/manager/offers/${draft.id}/send`, undefined, { token: manager.token });
  expect(sent.status).toBe(200);
  return sent.body.offer;
}

async function eventNames(offerId: number): Promise<string[]> {
  const db = await database();
  return (await db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId))).map((event) => event.name);
}

describe("offers, from the manager's side", () => {
  it("are mailed to a buyer reading another language with prices as that language writes them, in the storefront's currency", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    // The German storefront's offer for a buyer who reads Portuguese: the mail is Portuguese, so are its numbers.
    const draft = await draftFor(manager, buyer, { locale: "pt-PT" });
    expect((await api.post(`/api/manager/offers/${draft.id}/send`, undefined, { token: manager.token })).status).toBe(200);
    const mail = await latestMail(buyer.email);
    expect(mail).toMatchObject({ kind: "offer_sent", locale: "pt-PT" });
    expect(mail!.text).toContain("3 942,15 €");
    expect(mail!.text).toContain("1 217,70 €");
    expect(mail!.text).not.toContain("3.942,15 €");
  });

  it("are drafted with lines at custom prices, edited, and sent with a link and QR code by mail", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const draft = await draftFor(manager, buyer);
    expect(draft).toMatchObject({
      state: "draft",
      region: "de",
      currency: "EUR",
      locale: "de-DE",
      email: buyer.email,
      order_manager: { email: manager.email, name: "Olga Manager" },
    });
    expect(draft.line_items.map((line: { total: number }) => line.total)).toEqual([61500, 99000, 160000]);
    expect(draft.item_total).toBe(320500);
    expect(draft.line_items[1].name).toBe("Full colour mailer, custom run");
    expect(draft.line_items[0].name).toMatch(/200x150x70$/);
    expect(draft.url).toMatch(new RegExp(`/offer/${draft.token}/review$`));
    expect(draft.qr_svg).toContain("<svg");

    const added = await api.post("/api/v2/offer_line_items", { offer_id: draft.id, sku: SKU, quantity: 10, unit_price: 500 }, { token: manager.token });
    expect(added.status).toBe(201);
    const extra = added.body.offer.line_items[3];
    const changed = await api.patch(`/api/v2/offer_line_items/${extra.id}`, { quantity: 20 }, { token: manager.token });
    expect(changed.body.offer.line_items[3]).toMatchObject({ quantity: 20, total: 10000 });
    const removed = await api.delete(`/api/v2/offer_line_items/${extra.id}`, { token: manager.token });
    expect(removed.body.offer.line_items).toHaveLength(3);
    const edited = await api.patch(`/api/manager/offers/${draft.id}`, { message: "Prices include the foil" }, { token: manager.token });
    expect(edited.body.offer.message).toBe("Prices include the foil");

    const sent = await api.post(`/api/manager/offers/${draft.id}/send`, undefined, { token: manager.token });
    expect(sent.body.offer).toMatchObject({ state: "sent" });
    const mail = await latestMail(buyer.email);
    expect(mail).toMatchObject({ kind: "offer_sent", locale: "de-DE" });
    expect(mail!.link).toBe(draft.url);
    // The QR code is attached and shown by cid: Gmail and Outlook drop data: images.
    expect(mail!.html).toContain(`src="cid:${QR_CODE_CID}"`);
    expect(mail!.html).not.toContain("data:image");
    expect(mail!.attachments).toEqual([expect.objectContaining({ cid: QR_CODE_CID, contentType: "image/png" })]);
    expect(Buffer.from(mail!.attachments[0]!.content, "base64").subarray(1, 4).toString()).toBe("PNG");
    // The total on the storefront's basis, as the offer page and the checkout state it: 3,205.00 net with its VAT.
    expect(mail!.text).toContain("3.942,15 €");
    // Line by line, as the offer will be made: product, size, options and notes, quantity and line total, with VAT as de shows prices.
    expect(mail!.text).toContain(de.Mail.offer.lines);
    expect(mail!.text).toContain("- Full colour mailer, custom run");
    expect(mail!.text).toContain("Kraft, one colour");
    expect(mail!.text).toContain("200 × 150 × 70 mm");
    expect(mail!.text).toContain(`${de.Orders.order.quantity}: 1.000 · ${de.Mail.offer.lineTotal.gross}: 1.217,70 €`);
    expect(mail!.text).toContain(`${de.Mail.offer.total.gross}: 3.942,15 €`);
    expect(mail!.html).toContain(de.Mail.offer.total.gross);

    // A sent offer's lines and terms stay as the buyer got them.
    expect((await api.patch(`/api/manager/offers/${draft.id}`, { message: "x" }, { token: manager.token })).body.error.code).toBe("offer_not_draft");
    expect((await api.post("/api/v2/offer_line_items", { offer_id: draft.id, sku: SKU, quantity: 1, unit_price: 1 }, { token: manager.token })).status).toBe(
      409,
    );
    expect((await api.get(`/api/manager/offers/${draft.id}`, { token: manager.token })).body.offer.events.map((event: { name: string }) => event.name)).toEqual(
      ["created", "sent"],
    );
    expect((await api.get("/api/offers?state=sent", { token: manager.token })).body.offers.map((offer: { id: number }) => offer.id)).toContain(draft.id);
  });

  it("refuse non-managers on every manager path", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const draft = await draftFor(manager, buyer);
    const line = draft.line_items[0].id;
    const calls = [
      () => api.post("/api/offers", { email: buyer.email, region: "de", valid_until: inDays(3) }, { token: buyer.token }),
      () => api.get("/api/offers", { token: buyer.token }),
      () => api.get(`/api/manager/offers/${draft.id}`, { token: buyer.token }),
      () => api.patch(`/api/manager/offers/${draft.id}`, { message: "mine now" }, { token: buyer.token }),
      () => api.post(`/api/manager/offers/${draft.id}/send`, undefined, { token: buyer.token }),
      () => api.post(`/api/manager/offers/${draft.id}/withdraw`, undefined, { token: buyer.token }),
      () => api.post("/api/v2/offer_line_items", { offer_id: draft.id, sku: SKU, quantity: 1, unit_price: 0 }, { token: buyer.token }),
      () => api.patch(`/api/v2/offer_line_items/${line}`, { unit_price: 1 }, { token: buyer.token }),
      () => api.delete(`/api/v2/offer_line_items/${line}`, { token: buyer.token }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe("not_a_manager");
    }
    // Nothing changed, and a draft is not visible by its token to anyone but managers.
    expect((await api.get(`/api/manager/offers/${draft.id}`, { token: manager.token })).body.offer).toMatchObject({
      state: "draft",
      message: "As discussed on the phone",
    });
    expect((await api.get(`/api/offers/${draft.token}`, { token: buyer.token })).status).toBe(404);
    expect((await api.get(`/api/offers/${draft.token}?preview=true`, { token: manager.token })).status).toBe(200);
  });

  it("refuse lines that would come to more than an order can hold, when drafted, added or changed", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const huge = { sku: SKU, quantity: 10_000_000, unit_price: 10_000_000_000 };
    const drafted = await api.post("/api/offers", { email: buyer.email, region: "de", valid_until: inDays(7), line_items: [huge] }, { token: manager.token });
    expect(drafted.status).toBe(400);
    expect(drafted.body.error.code).toBe("offer_too_large");

    const draft = await draftFor(manager, buyer);
    const before = await api.get(`/api/manager/offers/${draft.id}`, { token: manager.token });
    const added = await api.post("/api/v2/offer_line_items", { offer_id: draft.id, ...huge }, { token: manager.token });
    expect([added.status, added.body.error.code]).toEqual([400, "offer_too_large"]);
    const changed = await api.patch(`/api/v2/offer_line_items/${draft.line_items[0].id}`, { quantity: 10_000_000 }, { token: manager.token });
    expect([changed.status, changed.body.error.code]).toEqual([400, "offer_too_large"]);
    expect((await api.get(`/api/manager/offers/${draft.id}`, { token: manager.token })).body).toEqual(before.body);
  });

  it("refuse bad drafts: unknown storefront or product, a past date, an empty send", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const post = (values: Record<string, unknown>) =>
      api.post("/api/offers", { email: buyer.email, region: "de", valid_until: inDays(5), ...values }, { token: manager.token });
    expect((await post({ region: "mars" })).status).toBe(400);
    expect((await post({ line_items: [{ sku: "nope", quantity: 1, unit_price: 1 }] })).body.error).toMatchObject({
      code: "invalid_variant",
      details: { field: "sku" },
    });
    expect((await post({ line_items: [{ sku: SKU, quantity: 1, unit_price: -1 }] })).status).toBe(400);
    expect((await post({ valid_until: inDays(-1) })).body.error.code).toBe("invalid_valid_until");
    expect((await post({ valid_until: "2026-13-45" })).status).toBe(400);
    const empty = await post({});
    expect((await api.post(`/api/manager/offers/${empty.body.offer.id}/send`, undefined, { token: manager.token })).body.error.code).toBe("offer_empty");
    // A day given without a time is valid to its end in the shop's time zone.
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await post({ valid_until: day })).body.offer.valid_until).toBe(endOfShopDay(day)!.toISOString());
  });
});

describe("offers, from the buyer's side", () => {
  it("are viewed once, accepted for two lines of three into one custom order at the offer's prices", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const offer = await sentOffer(manager, buyer);

    const preview = await api.get(`/api/offers/${offer.token}?preview=true`, { token: manager.token });
    expect(preview.body.offer.state).toBe("sent");
    const [first, second] = await Promise.all([api.get(`/api/offers/${offer.token}`), api.get(`/api/offers/${offer.token}`, { token: buyer.token })]);
    expect([first.body.offer.state, second.body.offer.state]).toEqual(["viewed", "viewed"]);
    expect(await eventNames(offer.id)).toEqual(["created", "sent", "viewed"]);

    const chosen = [offer.line_items[0].id, offer.line_items[2].id];
    const [one, two] = await Promise.all([
      api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: chosen }, { token: buyer.token }),
      api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: chosen, token: buyer.token }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.order_number).toBe(two.body.order_number);
    expect(one.body.offer).toMatchObject({ state: "accepted", order_number: one.body.order_number });
    const db = await database();
    expect(await db.select().from(orders).where(eq(orders.channel, "custom"))).toHaveLength(1);

    const order = (await api.get(`/api/orders/${one.body.order_number}`, { token: buyer.token })).body;
    expect(order).toMatchObject({ channel: "custom", currency: "EUR", region: "de", item_total: 61500 + 160000, order_manager: { email: manager.email } });
    expect(order.line_items.map((line: { quantity: number; price: number; fixed_price: boolean }) => [line.quantity, line.price, line.fixed_price])).toEqual([
      [500, 123, true],
      [2000, 80, true],
    ]);

    // The agreed lines keep their price and quantity; discount codes do not apply.
    const fixed = await api.put(`/api/orders/${order.number}/line_items/${order.line_items[0].id}`, { line_item: { quantity: 5000 } }, { token: buyer.token });
    expect(fixed.status).toBe(409);
    expect(fixed.body.error.code).toBe("line_price_fixed");
    expect((await api.put(`/api/orders/${order.number}/apply_coupon_code`, { coupon_code: "ANY" }, { token: buyer.token })).body.error.code).toBe(
      "coupon_not_allowed",
    );
    // Going on through the normal checkout re-prices nothing.
    const address = { first_name: "Ada", last_name: "B", street: "Hafenweg 2", city: "Hamburg", zip_code: "20457", country_iso: "DE" };
    await api.put(`/api/orders/${order.number}`, { order: { email: buyer.email, ship_address: address, bill_address: address } }, { token: buyer.token });
    const details = await api.put(`/api/checkouts/${order.number}?state=address`, undefined, { token: buyer.token });
    expect(details.status).toBe(200);
    expect(details.body.order).toMatchObject({ state: "address", item_total: 221500 });
    // What the offer page showed for the chosen lines, on the storefront's basis, is what the order charges for them.
    const shown = offer.line_items.filter((line: { id: number }) => chosen.includes(line.id));
    expect(offer.price_display).toBe("gross");
    expect(shown.map((line: { total_with_vat: number }) => line.total_with_vat)).toEqual(
      details.body.order.line_items.map((line: { total_with_vat: number }) => line.total_with_vat),
    );
    expect(details.body.order.item_total_with_vat).toBe(shown.reduce((sum: number, line: { total_with_vat: number }) => sum + line.total_with_vat, 0));

    // Someone else cannot take the accepted offer over, nor accept again into a new order.
    const stranger = await signUp(api);
    expect((await api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: chosen }, { token: stranger.token })).body.error.code).toBe(
      "offer_already_accepted",
    );
    expect(await eventNames(offer.id)).toEqual(["created", "sent", "viewed", "accepted"]);
  });

  it("cannot be accepted once expired, and say so", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const offer = await sentOffer(manager, buyer);
    const db = await database();
    await db
      .update(offers)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id));

    const read = await api.get(`/api/offers/${offer.token}`, { token: buyer.token });
    expect(read.body.offer).toMatchObject({ state: "expired", expired: true });
    const accept = await api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: [offer.line_items[0].id] }, { token: buyer.token });
    expect(accept.status).toBe(409);
    expect(accept.body.error).toMatchObject({ code: "offer_expired", message: "This offer has expired" });
    await api.get(`/api/offers/${offer.token}`);
    expect((await eventNames(offer.id)).filter((name) => name === "expired")).toHaveLength(1);
    expect((await api.post(`/api/manager/offers/${offer.id}/send`, undefined, { token: manager.token })).body.error.code).toBe("offer_expired");
  });

  it("refuse withdrawn offers, foreign lines, no lines and no token", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const offer = await sentOffer(manager, buyer);
    const other = await sentOffer(manager, buyer);
    const accept = (body: unknown, token?: string) => api.post(`/api/offers/${offer.token}/accept`, body, { token });

    expect((await accept({ line_item_ids: [offer.line_items[0].id] })).status).toBe(401);
    expect((await accept({ line_item_ids: [offer.line_items[0].id], token: "not-a-token" })).body.error.code).toBe("invalid_token");
    expect((await accept({ line_item_ids: [] }, buyer.token)).status).toBe(400);
    expect((await accept({ line_item_ids: [other.line_items[0].id] }, buyer.token)).body.error.code).toBe("invalid_line_items");
    expect((await api.post("/api/offers/no-such-offer-token/accept", { line_item_ids: [1] }, { token: buyer.token })).status).toBe(404);

    const withdrawn = await api.post(`/api/manager/offers/${offer.id}/withdraw`, undefined, { token: manager.token });
    expect(withdrawn.body.offer.state).toBe("withdrawn");
    expect((await accept({ line_item_ids: [offer.line_items[0].id] }, buyer.token)).body.error.code).toBe("offer_withdrawn");
    expect((await api.get(`/api/offers/${offer.token}`)).body.offer.state).toBe("withdrawn");
    expect((await api.post(`/api/manager/offers/${offer.id}/withdraw`, undefined, { token: manager.token })).status).toBe(409);
  });

  it("answer a quote request: the request is offered and shows the offer to its maker, not the draft", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const request = await api.post(
      "/api/v2/quote_requests",
      { mode: 0, email: buyer.email, name: "Ada", product_slug: "mailer-box-eco", quantity: 500, idempotency_key: "offer-for-request" },
      { token: buyer.token, region: "de" },
    );
    const { id, number } = request.body.quote_request;
    const draft = await draftFor(manager, buyer, { quote_request_id: id });
    expect(draft.qr_number).toBe(number);
    const whileDrafting = await api.get(`/api/quote_requests/${number}`, { token: buyer.token });
    expect(whileDrafting.body.quote_request).toMatchObject({ state: "in_progress", offers: [] });
    await api.post(`/api/manager/offers/${draft.id}/send`, undefined, { token: manager.token });
    const after = await api.get(`/api/quote_requests/${number}`, { token: buyer.token });
    expect(after.body.quote_request.state).toBe("offered");
    expect(after.body.quote_request.offers).toEqual([{ token: draft.token, state: "sent", valid_until: draft.valid_until, url: draft.url }]);
    expect(
      (await api.post("/api/offers", { email: buyer.email, region: "de", valid_until: inDays(3), quote_request_id: 999999 }, { token: manager.token })).body
        .error.code,
    ).toBe("invalid_quote_request");
  });
});

describe("an offer's validity", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the day the manager picked in Warsaw: shown as that day in every language, valid to its last minute there, expired right after", async () => {
    // Only the clock is pretended; timers stay real for the database.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T09:00:00Z") });
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const made = await api.post(
      "/api/offers",
      { email: buyer.email, region: "de", valid_until: "2026-12-31", line_items: [{ sku: SKU, quantity: 500, unit_price: 123 }] },
      { token: manager.token },
    );
    expect(made.status).toBe(201);
    // The end of 31 December in Warsaw, not in London: shown in Warsaw the UTC end of day was 1 January.
    expect(made.body.offer.valid_until).toBe("2026-12-31T22:59:59.999Z");
    // A client sending the moment its browser computed still gets the day it meant.
    const moment = await api.post("/api/offers", { email: buyer.email, region: "de", valid_until: "2026-12-31T22:59:59.999Z" }, { token: manager.token });
    expect(moment.body.offer.valid_until).toBe("2026-12-31T22:59:59.999Z");

    for (const locale of LOCALES) {
      const email = `validity-${locale.toLowerCase()}-${Date.now()}@example.com`;
      const draft = await api.post(
        "/api/offers",
        { email, region: "de", locale, valid_until: "2026-12-31", line_items: [{ sku: SKU, quantity: 500, unit_price: 123 }] },
        { token: manager.token },
      );
      expect((await api.post(`/api/manager/offers/${draft.body.offer.id}/send`, undefined, { token: manager.token })).status).toBe(200);
      const mail = await latestMail(email);
      expect(mail!.text).toContain(formatShopDay("2026-12-31", locale));
      expect(mail!.text).not.toMatch(/2027/);
    }
    expect(formatShopDay("2026-12-31", "en-GB")).toBe("31 December 2026");

    const sent = await api.post(`/api/manager/offers/${made.body.offer.id}/send`, undefined, { token: manager.token });
    expect(sent.status).toBe(200);
    const token = sent.body.offer.url.split("/offer/")[1].split("/")[0] as string;

    vi.setSystemTime(new Date("2026-12-31T22:30:00Z"));
    const lateEvening = await api.get(`/api/offers/${token}`, { token: buyer.token });
    expect(lateEvening.body.offer).toMatchObject({ expired: false });
    expect(lateEvening.body.offer.state).not.toBe("expired");

    vi.setSystemTime(new Date("2026-12-31T23:00:30Z"));
    const afterMidnight = await api.get(`/api/offers/${token}`, { token: buyer.token });
    expect(afterMidnight.body.offer).toMatchObject({ state: "expired", expired: true });
    const accept = await api.post(`/api/offers/${token}/accept`, { line_item_ids: [afterMidnight.body.offer.line_items[0].id] }, { token: buyer.token });
    expect(accept.body.error.code).toBe("offer_expired");
  });
});

describe("an offer's link is not enough to accept it", () => {
  const accept = (offer: { token: string; line_items: { id: number }[] }, token: string) =>
    api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: [offer.line_items[0]!.id] }, { token });

  it("refuses another account holding the link, says whose it is not without naming the buyer, and the buyer still accepts it", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api, "buyer", "kartonwerk.example");
    const offer = await sentOffer(manager, buyer);
    const stranger = await confirmEmail(await signUp(api, "stranger", "elsewhere.example"));

    const refused = await accept(offer, stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("offer_not_yours");
    expect(JSON.stringify(refused.body)).not.toContain(buyer.email);
    const db = await database();
    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.orderId).toBeNull();
    expect((await api.get(`/api/manager/offers/${offer.id}`, { token: manager.token })).body.offer).toMatchObject({ state: "sent", accepted_by: null });

    // The addressed buyer is not locked out: the offer is still theirs to accept.
    const accepted = await accept(offer, buyer.token);
    expect(accepted.status).toBe(200);
    const buyerId = (await api.get("/api/users/current", { token: buyer.token })).body.id as number;
    const details = (await api.get(`/api/manager/offers/${offer.id}`, { token: manager.token })).body.offer;
    expect(details).toMatchObject({ state: "accepted", accepted_by: { id: buyerId, email: buyer.email, addressee: true } });
    expect(Date.now() - new Date(details.accepted_at).getTime()).toBeLessThan(60_000);
    // The buyer's view does not carry who accepted.
    expect((await api.get(`/api/offers/${offer.token}`, { token: buyer.token })).body.offer).not.toHaveProperty("accepted_by");
  });

  it("asks an anonymous visitor with the link to sign in, and changes nothing", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api, "buyer", "kartonwerk.example");
    const offer = await sentOffer(manager, buyer);
    const visitor = await anonymousUser(api);
    // The link still shows the offer as it did.
    expect((await api.get(`/api/offers/${offer.token}`, { token: visitor })).status).toBe(200);
    const refused = await accept(offer, visitor);
    expect([refused.status, refused.body.error.code]).toEqual([403, "offer_sign_in_required"]);
    expect((await api.get(`/api/manager/offers/${offer.id}`, { token: manager.token })).body.offer.state).toBe("viewed");
  });

  it("opened by the buyer before signing in, stays theirs: signing in with the visitor's token keeps what the visitor did", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const offer = await sentOffer(manager, buyer);
    const visitor = await anonymousUser(api);
    expect((await api.get(`/api/offers/${offer.token}`, { token: visitor })).status).toBe(200);
    const signedIn = await api.post("/api/sign_in", { email: buyer.email, password: "Cardboard-Castle-42" }, { token: visitor });
    expect(signedIn.status).toBe(200);
    const db = await database();
    const viewers = (await db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id))).filter((event) => event.name === "viewed");
    expect(viewers.map((event) => event.userId)).toEqual([signedIn.body.user.id]);
    expect((await accept(offer, signedIn.body.token)).status).toBe(200);
  });

  it("is accepted by a colleague with a confirmed address on the buyer's company domain, and the manager sees who", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api, "buyer", "kartonwerk.example");
    const offer = await sentOffer(manager, buyer);
    const unconfirmed = await unconfirmedSignUp(api, "typed", "kartonwerk.example");
    expect((await accept(offer, unconfirmed.token)).body.error.code).toBe("offer_not_yours");

    const colleague = await confirmEmail(await signUp(api, "colleague", "Kartonwerk.example"));
    const accepted = await accept(offer, colleague.token);
    expect(accepted.status).toBe(200);
    const colleagueId = (await api.get("/api/users/current", { token: colleague.token })).body.id as number;
    expect((await api.get(`/api/manager/offers/${offer.id}`, { token: manager.token })).body.offer.accepted_by).toEqual({
      id: colleagueId,
      email: colleague.email.toLowerCase(),
      name: colleague.email.toLowerCase(),
      addressee: false,
    });
    // The order is the colleague's, who goes on to pay it.
    expect((await api.get(`/api/orders/${accepted.body.order_number}`, { token: colleague.token })).status).toBe(200);
  });

  it("makes nobody a colleague through a public mail service's domain", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api, "buyer", "gmail.com");
    const offer = await sentOffer(manager, buyer);
    const sameService = await confirmEmail(await signUp(api, "other", "gmail.com"));
    expect((await accept(offer, sameService.token)).body.error.code).toBe("offer_not_yours");
    expect((await accept(offer, buyer.token)).status).toBe(200);
  });
});

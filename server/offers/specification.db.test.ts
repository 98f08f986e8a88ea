import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";
import { getRegion } from "@/regions";
import { database } from "@/server/db";
import { lineItems, offers } from "@/server/db/schema";
import { lineWords } from "@/server/invoices/line-words";
import { apiClient } from "@/test/api";
import { confirmEmail, confirmedSignUp, orderManager, signUp, type Account } from "@/test/b2b";

/**
 * A quote request for a custom size becomes an offer whose lines carry the whole
 * configuration (the custom size's sku, the options, the notes), and the order made
 * from it is exactly what was offered: its lines, the invoice's words, the buyer's items.
 */

const api = apiClient();
const CUSTOM_SKU = "mailer-box-full-color-300x200x100";

function inDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

async function customSizeRequest(buyer: Account, key: string) {
  const created = await api.post(
    "/api/v2/quote_requests",
    {
      mode: 0,
      email: buyer.email,
      name: "Ada Buyer",
      product_slug: "mailer-box-full-color",
      quantity: 250,
      dimensions: "30 x 20 x 10 cm",
      message: "custom size, FSC board",
      idempotency_key: key,
    },
    { token: buyer.token, region: "de" },
  );
  expect(created.status).toBe(201);
  return created.body.quote_request;
}

async function sentOffer(manager: Account, buyer: Account, request: { id: number }, line: Record<string, unknown>) {
  const created = await api.post(
    "/api/offers",
    { email: buyer.email, region: "de", quote_request_id: request.id, valid_until: inDays(14), line_items: [line] },
    { token: manager.token },
  );
  expect(created.status).toBe(201);
  const sent = await api.post(`/api/manager/offers/${created.body.offer.id}/send`, undefined, { token: manager.token });
  expect(sent.status).toBe(200);
  return sent.body.offer;
}

describe("an offer made from a custom-size quote request", () => {
  it("keeps the custom size, options and notes from the offer to the order, its invoice words and the buyer's items", async () => {
    const buyer = await confirmedSignUp(api);
    const manager = await orderManager(api);
    const request = await customSizeRequest(buyer, `custom-size-${Date.now()}`);
    const offer = await sentOffer(manager, buyer, request, {
      sku: CUSTOM_SKU,
      quantity: 250,
      options: { material: "cardboard-coated", print_mode: "print-color-hd", finish: "foil-matte" },
      description: "custom size, FSC board",
      unit_price: 310,
    });
    const [line] = offer.line_items;
    expect(line).toMatchObject({
      sku: CUSTOM_SKU,
      quantity: 250,
      options: { material: "cardboard-coated", print_mode: "print-color-hd", finish: "foil-matte" },
      description: "custom size, FSC board",
    });
    // Named with the size offered, not a catalogue size's.
    expect(line.name).toContain("300x200x100");

    const accepted = await api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: [line.id] }, { token: buyer.token });
    expect(accepted.status).toBe(200);
    const order = (await api.get(`/api/orders/${accepted.body.order_number}`, { token: buyer.token })).body;
    expect(order.line_items).toHaveLength(1);
    expect(order.line_items[0]).toMatchObject({
      sku: CUSTOM_SKU,
      quantity: 250,
      price: 310,
      fixed_price: true,
      name: line.name,
      description: "custom size, FSC board",
      options: { material: "cardboard-coated", printMode: "print-color-hd", finish: "foil-matte" },
      variant: { sku: CUSTOM_SKU },
    });

    // The invoice describes the line by the offered size, options and notes.
    const db = await database();
    const [row] = await db.select().from(lineItems).where(eq(lineItems.id, order.line_items[0].id));
    const words = lineWords(await loadMessages("en-US"), "en-US", getRegion("de").id)(row!);
    expect(words).toContain("300 × 200 × 100 mm");
    expect(words).not.toContain("20 × 15 × 7");
    expect(words).toContain("custom size, FSC board");
  });

  it("refuses options the product is not made with, and sizes outside its limits, writing nothing", async () => {
    const manager = await orderManager(api);
    const wrong = await api.post(
      "/api/offers",
      {
        email: "buyer@example.com",
        region: "de",
        valid_until: inDays(14),
        line_items: [{ sku: CUSTOM_SKU, quantity: 10, unit_price: 100, options: { material: "cardboard-white-two-sides" } }],
      },
      { token: manager.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("invalid_option");
    const tooLarge = await api.post(
      "/api/offers",
      {
        email: "buyer@example.com",
        region: "de",
        valid_until: inDays(14),
        line_items: [{ sku: "mailer-box-full-color-3000x200x100", quantity: 10, unit_price: 100 }],
      },
      { token: manager.token },
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.code).toBe("invalid_size");
  });

  it("changes a line's options on top of the ones it had", async () => {
    const manager = await orderManager(api);
    const created = await api.post(
      "/api/offers",
      {
        email: "buyer@example.com",
        region: "de",
        valid_until: inDays(14),
        line_items: [{ sku: CUSTOM_SKU, quantity: 10, unit_price: 100, options: { material: "cardboard-coated", finish: "foil-matte" } }],
      },
      { token: manager.token },
    );
    const lineId = created.body.offer.line_items[0].id;
    const changed = await api.patch(`/api/v2/offer_line_items/${lineId}`, { options: { finish: "foil-glossy" } }, { token: manager.token });
    expect(changed.status).toBe(200);
    expect(changed.body.offer.line_items[0].options).toEqual({ material: "cardboard-coated", finish: "foil-glossy" });
  });
});

describe("a withdrawn offer", () => {
  it("takes back the request's 'offered' when it was the request's only offer out", async () => {
    const buyer = await confirmedSignUp(api);
    const manager = await orderManager(api);
    const request = await customSizeRequest(buyer, `withdrawn-${Date.now()}`);
    const offer = await sentOffer(manager, buyer, request, { sku: CUSTOM_SKU, quantity: 250, unit_price: 310 });
    const mine = async () =>
      (await api.get("/api/v2/quote_requests/mine", { token: buyer.token })).body.quote_requests.find((row: { id: number }) => row.id === request.id);
    expect((await mine()).state).toBe("offered");

    expect((await api.post(`/api/manager/offers/${offer.id}/withdraw`, undefined, { token: manager.token })).status).toBe(200);
    const after = await mine();
    expect(after.state).toBe("in_progress");
    expect(after.offers.map((row: { state: string }) => row.state)).toEqual(["withdrawn"]);
    expect((await api.get(`/api/quote_requests/${request.number}`, { token: manager.token })).body.quote_request.state).toBe("in_progress");
  });

  it("leaves the request offered while another offer of it is still out", async () => {
    const buyer = await confirmedSignUp(api);
    const manager = await orderManager(api);
    const request = await customSizeRequest(buyer, `two-offers-${Date.now()}`);
    const first = await sentOffer(manager, buyer, request, { sku: CUSTOM_SKU, quantity: 250, unit_price: 310 });
    await sentOffer(manager, buyer, request, { sku: CUSTOM_SKU, quantity: 500, unit_price: 290 });
    await api.post(`/api/manager/offers/${first.id}/withdraw`, undefined, { token: manager.token });
    expect((await api.get(`/api/quote_requests/${request.number}`, { token: manager.token })).body.quote_request.state).toBe("offered");
  });
});

describe("an instant quote's price", () => {
  it("comes with VAT and the storefront's rule, so the quote page can say whether it is net or gross", async () => {
    const buyer = await confirmedSignUp(api);
    const quote = async (region: string) =>
      (await api.post("/api/v2/instant_quotes", { line_items: [{ sku: "mailer-box-eco-200x150x70", quantity: 100 }] }, { token: buyer.token, region })).body
        .instant_quote;
    const polish = await quote("pl");
    expect(polish.price_display).toBe("gross");
    expect(polish.vat_rate).toBe(23);
    expect(polish.item_total_with_vat).toBe(polish.line_items[0].total_with_vat);
    expect(polish.line_items[0].total_with_vat).toBe(Math.round(polish.line_items[0].total * 1.23));
    const american = await quote("us");
    expect(american.price_display).toBe("no-vat");
    expect(american.item_total_with_vat).toBe(american.item_total);
  });
});

describe("ordering an offer's line again", () => {
  it("puts it in the cart as offered at the offer's price while the offer is valid, and asks for a new quote after", async () => {
    const buyer = await confirmedSignUp(api);
    // Another company: a colleague on the buyer's own domain would be on the buyer's side (ADR 0032).
    const stranger = await confirmEmail(await signUp(api, "stranger", "other-company.test"));
    const manager = await orderManager(api);
    const request = await customSizeRequest(buyer, `again-${Date.now()}`);
    const offer = await sentOffer(manager, buyer, request, {
      sku: CUSTOM_SKU,
      quantity: 250,
      options: { material: "cardboard-coated" },
      description: "custom size, FSC board",
      unit_price: 310,
    });
    const lineId = offer.line_items[0].id;
    // Not before it is accepted, and never for someone else.
    expect((await api.post(`/api/v2/offer_line_items/${lineId}/order_again`, undefined, { token: buyer.token })).status).toBe(404);
    const accepted = await api.post(`/api/offers/${offer.token}/accept`, { line_item_ids: [lineId] }, { token: buyer.token });
    expect((await api.post(`/api/v2/offer_line_items/${lineId}/order_again`, undefined, { token: stranger.token })).status).toBe(404);

    const again = await api.post(`/api/v2/offer_line_items/${lineId}/order_again`, undefined, { token: buyer.token });
    expect(again.status).toBe(200);
    // Into the buyer's cart, not the offer's own order.
    expect(again.body.order_number).not.toBe(accepted.body.order_number);
    const cart = (await api.get(`/api/orders/${again.body.order_number}`, { token: buyer.token })).body;
    expect(cart.line_items).toHaveLength(1);
    expect(cart.line_items[0]).toMatchObject({
      sku: CUSTOM_SKU,
      quantity: 250,
      price: 310,
      fixed_price: true,
      description: "custom size, FSC board",
      options: { material: "cardboard-coated" },
      offer_line_item_id: lineId,
    });

    // Past its date the price is no longer promised: the buyer is told to ask again, and nothing is added.
    const db = await database();
    await db
      .update(offers)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id));
    const late = await api.post(`/api/v2/offer_line_items/${lineId}/order_again`, undefined, { token: buyer.token });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "offer_price_expired", details: { sku: CUSTOM_SKU, quantity: 250 } });
    expect((await api.get(`/api/orders/${again.body.order_number}`, { token: buyer.token })).body.line_items).toHaveLength(1);
  });
});

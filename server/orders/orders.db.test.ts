import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { database } from "@/server/db";
import { lineItems, orders, promotions } from "@/server/db/schema";
import { quote } from "@/server/pricing/service";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { createPromotion } from "./promotions";

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const ECO = "mailer-box-eco-150x100x50";
let counter = 0;

async function visitor(region = "eu") {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  return { token: body.token as string, region };
}

async function cart(region = "eu") {
  const me = await visitor(region);
  const created = await api.post("/api/v2/orders", {}, { token: me.token, region });
  expect(created.status).toBe(201);
  return { ...me, number: created.body.number as string, order: created.body };
}

const code = (prefix: string) => `${prefix}${Date.now()}${(counter += 1)}`;

describe("carts", () => {
  it("start empty in the storefront's currency and belong to their user only", async () => {
    const mine = await cart("pl");
    expect(mine.order).toMatchObject({ state: "cart", currency: "PLN", region: "pl", item_total: 0, total: 0, line_items: [], payment_state: "NOT_STARTED" });
    expect(mine.number).toMatch(/^R\d{9}$/);
    expect((await api.get(`/api/orders/${mine.number}`, { token: mine.token })).status).toBe(200);

    const stranger = await visitor("pl");
    expect((await api.get(`/api/orders/${mine.number}`, { token: stranger.token })).status).toBe(404);
    expect(
      (
        await api.post(
          `/api/v2/orders/${mine.number}/line_item`,
          { sku: "mailer-box-full-color-200x150x70", quantity: 30 },
          { token: stranger.token, region: "pl" },
        )
      ).status,
    ).toBe(404);
    expect((await api.get(`/api/orders/${mine.number}`)).status).toBe(401);
    expect((await api.post("/api/v2/orders", { currency: "EUR" }, { token: mine.token, region: "pl" })).body.error.code).toBe("invalid_currency");
  });

  it("are found again as the open cart of the storefront", async () => {
    const me = await visitor("pl");
    expect((await api.get("/api/v2/orders/current", { token: me.token, region: "pl" })).status).toBe(404);
    const first = await api.post("/api/v2/orders", {}, { token: me.token, region: "pl" });
    const second = await api.post("/api/v2/orders", {}, { token: me.token, region: "pl" });
    const current = await api.get("/api/v2/orders/current", { token: me.token, region: "pl" });
    expect(current.body.number).toBe(second.body.number);
    expect(current.body.number).not.toBe(first.body.number);
    expect((await api.get("/api/v2/orders/current", { token: me.token, region: "gb" })).status).toBe(404);
    expect((await api.get("/api/v2/orders/current", { region: "pl" })).status).toBe(401);
  });
});

describe("line items", () => {
  it("are priced from the ladder, re-priced on change, and the totals follow in every path", async () => {
    const { token, number } = await cart();
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 60, purchase_trigger: "configurator" }, { token });
    expect(added.status).toBe(200);
    const expected = quote(getRegion("eu"), MAILER, 60);
    const [line] = added.body.line_items;
    expect(line).toMatchObject({
      kind: "product",
      sku: MAILER,
      quantity: 60,
      price: expected.unit_price,
      total: expected.total,
      purchase_trigger: "configurator",
      skipped_design: true,
    });
    expect(line.product.name).toBe("Full-colour mailer boxes");
    expect(added.body).toMatchObject({ item_total: expected.total, tax_total: expected.vat, total: expected.total + expected.vat, item_count: 60 });

    const wrapped = await api.post(`/api/orders/${number}/line_items`, { line_item: { variant_id: line.variant_id, quantity: 30 } }, { token });
    expect(wrapped.body.line_items).toHaveLength(2);

    const changed = await api.put(
      `/api/orders/${number}/line_items/${line.id}`,
      { line_item: { quantity: 500, options: { print_quality: "hd-plus" } } },
      { token },
    );
    const repriced = quote(getRegion("eu"), MAILER, 500, { printQuality: "hd-plus" });
    expect(changed.body.line_items[0]).toMatchObject({
      quantity: 500,
      price: repriced.unit_price,
      total: repriced.total,
      options: { printQuality: "hd-plus" },
    });
    expect(changed.body.item_total).toBe(repriced.total + wrapped.body.line_items[1].total);

    const removed = await api.delete(`/api/orders/${number}/line_items/${line.id}`, { token });
    expect(removed.body.line_items).toHaveLength(1);
    const byId = await api.post(`/api/v2/line_items/${removed.body.line_items[0].id}/remove_from_order`, undefined, { token });
    expect(byId.body).toMatchObject({ line_items: [], item_total: 0, total: 0 });
  });

  it("come back from a change exactly as a fresh read shows them, re-priced services included", async () => {
    const { token, number } = await cart();
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 60 }, { token });
    const warranty = await api.post(`/api/v2/orders/${number}/line_item`, { service_name: "warranty" }, { token });
    expect(warranty.body).toEqual((await api.get(`/api/orders/${number}`, { token })).body);
    // A bigger quantity re-prices the product line and, through it, the warranty: both are written and answered.
    const changed = await api.put(`/api/orders/${number}/line_items/${added.body.line_items[0].id}`, { line_item: { quantity: 500 } }, { token });
    const fresh = (await api.get(`/api/orders/${number}`, { token })).body;
    expect(changed.body).toEqual(fresh);
    expect(fresh.line_items.map((line: { total: number }) => line.total)).not.toEqual(warranty.body.line_items.map((line: { total: number }) => line.total));
  });

  it("are added in bulk as one bundle, all or none", async () => {
    const { token, number } = await cart();
    const bundle = await api.post("/api/v2/bundles", { order_id: number, quantity: 30 }, { token });
    expect(bundle.status).toBe(201);
    const bundleId = bundle.body.bundle_id as number;
    const bulk = await api.post(
      `/api/v2/orders/${number}/line_items/bulk_create`,
      {
        bundle_id: bundleId,
        line_items_params: [
          { sku: MAILER, quantity: 30 },
          { sku: ECO, quantity: 30 },
        ],
      },
      { token },
    );
    expect(bulk.body.line_items.map((line: { bundle_id: number }) => line.bundle_id)).toEqual([bundleId, bundleId]);
    const other = await cart();
    expect(
      (
        await api.post(
          `/api/v2/orders/${other.number}/line_items/bulk_create`,
          { bundle_id: bundleId, line_items_params: [{ sku: ECO, quantity: 30 }] },
          { token: other.token },
        )
      ).body.error.code,
    ).toBe("invalid_bundle");
    const failed = await api.post(
      `/api/v2/orders/${number}/line_items/bulk_create`,
      {
        line_items_params: [
          { sku: ECO, quantity: 30 },
          { sku: "no-such-sku", quantity: 30 },
        ],
      },
      { token },
    );
    expect(failed.status).toBe(400);
    expect((await api.get(`/api/orders/${number}`, { token })).body.line_items).toHaveLength(2);
    const emptied = await api.put(`/api/orders/${number}/empty`, undefined, { token });
    expect(emptied.body).toMatchObject({ line_items: [], total: 0 });
  });

  it("refuse what would take the order past the most one order may come to, added or changed, and change nothing", async () => {
    const { token, number } = await cart("se");
    // A dear box in a currency of small units; sample packs stop at 3 a line (docs/adr/0024-cart-line-shapes.md).
    const dear = "rigid-box-300x250x100";
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: dear, quantity: 1_000_000 }, { token, region: "se" });
    expect([added.status, added.body.error.code]).toEqual([400, "order_too_large"]);
    const line = (await api.post(`/api/v2/orders/${number}/line_item`, { sku: dear, quantity: 100 }, { token, region: "se" })).body.line_items[0];
    const before = (await api.get(`/api/orders/${number}`, { token })).body;
    const changed = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 1_000_000 } }, { token });
    expect([changed.status, changed.body.error.code]).toEqual([400, "order_too_large"]);
    expect((await api.get(`/api/orders/${number}`, { token })).body).toEqual(before);
  });

  it("refuse bad input with the error envelope and change nothing", async () => {
    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const before = (await api.get(`/api/orders/${number}`, { token })).body;
    const attempts: [string, unknown][] = [
      ["unknown sku", { sku: "nope", quantity: 30 }],
      ["another region's variant", { sku: "mailer-box-full-color-200x150x70", quantity: 30, variant_id: 999_999 }],
      ["below the smallest tier", { sku: MAILER, quantity: 10 }],
      ["zero", { sku: MAILER, quantity: 0 }],
      ["a float", { sku: MAILER, quantity: 30.5 }],
      ["a string", { sku: MAILER, quantity: "30" }],
      ["an option the product lacks", { sku: ECO, quantity: 30, options: { print_quality: "hd-plus-glossy" } }],
      ["an unknown field", { sku: MAILER, quantity: 30, price: 1 }],
      ["an unknown paid asset", { sku: MAILER, quantity: 30, paid_assets: ["gold-leaf"] }],
      ["an unknown express option", { sku: MAILER, quantity: 30, express_delivery_option_id: "teleport" }],
      ["no variant", { quantity: 30 }],
      ["a huge quantity", { sku: MAILER, quantity: 10 ** 12 }],
    ];
    for (const [label, body] of attempts) {
      const response = await api.post(`/api/v2/orders/${number}/line_item`, body, { token });
      expect(response.status, label).toBe(400);
      expect(response.body.error.code, label).toBeTruthy();
    }
    const line = before.line_items[0];
    expect((await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: -1 } }, { token })).status).toBe(400);
    expect((await api.put(`/api/orders/${number}/line_items/999999999`, { line_item: { quantity: 60 } }, { token })).status).toBe(404);
    expect((await api.post(`/api/v2/orders/${number}/line_item`, "{not json", { token })).status).toBe(400);
    expect((await api.get(`/api/orders/${number}`, { token })).body).toEqual(before);
  });

  it("carry paid assets and express production at their prices", async () => {
    const { token, number } = await cart();
    const added = await api.post(
      `/api/v2/orders/${number}/line_item`,
      { sku: MAILER, quantity: 30, paid_assets: ["service-fsc-certificate"], express_delivery_option_id: "express-production" },
      { token },
    );
    const express = quote(getRegion("eu"), MAILER, 30, { express: true });
    expect(added.body.line_items[0]).toMatchObject({ total: express.total + 2900, paid_assets: [{ asset_type: "service-fsc-certificate" }] });
  });
});

describe("the warranty", () => {
  it("covers the products for 5% with a minimum, follows their value, and is removed like a line", async () => {
    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const withWarranty = await api.post(`/api/v2/orders/${number}/line_item`, { service_name: "warranty" }, { token });
    const again = await api.post(`/api/v2/orders/${number}/line_item`, { service_name: "warranty" }, { token });
    expect(again.body.line_items).toHaveLength(2);
    const warranty = withWarranty.body.line_items.find((line: { kind: string }) => line.kind === "service");
    const products = withWarranty.body.line_items[0].total;
    expect(warranty.total).toBe(Math.max(Math.ceil(products * 0.05), 500));

    const product = withWarranty.body.line_items[0];
    const bigger = await api.put(`/api/orders/${number}/line_items/${product.id}`, { line_item: { quantity: 2500 } }, { token });
    const biggerWarranty = bigger.body.line_items.find((line: { kind: string }) => line.kind === "service");
    expect(biggerWarranty.total).toBe(Math.ceil(bigger.body.line_items[0].total * 0.05));
    const removed = await api.delete(`/api/v2/orders/${number}/line_items/${warranty.id}`, { token });
    expect(removed.body.line_items).toHaveLength(1);
    expect(removed.body.item_total).toBe(bigger.body.line_items[0].total);
  });
});

describe("order details", () => {
  it("take addresses in the storefront's countries, a shipment type, and a VAT id that drops VAT for businesses", async () => {
    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const address = { first_name: "Ada", last_name: "L", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    const shipped = await api.put(
      `/api/orders/${number}`,
      { order: { email: "ADA@example.com", ship_address: address, bill_address: address, shipment_type: "courier" } },
      { token },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      email: "ada@example.com",
      ship_country_iso: "DE",
      bill_country_iso: "DE",
      shipment_type: "courier",
      ship_total: 1490,
    });
    expect(shipped.body.tax_total).toBe(Math.round((shipped.body.item_total + 1490) * 0.23));

    const business = await api.put(`/api/orders/${number}`, { order: { customer_type: "b2b", vat_id: "DE136695976" } }, { token });
    expect(business.body).toMatchObject({ vat_id: "DE136695976", tax_total: 0, total: business.body.item_total + 1490 });
    const badVat = await api.put(`/api/orders/${number}`, { order: { vat_id: "DE123" } }, { token });
    expect(badVat.status).toBe(400);
    expect(badVat.body.error.code).toBe("invalid_vat_id");

    expect((await api.put(`/api/orders/${number}`, { order: { ship_address: { ...address, country_iso: "JP" } } }, { token })).body.error.code).toBe(
      "country_not_shipped",
    );
    expect((await api.put(`/api/orders/${number}`, { order: { shipment_type: "pick-up" } }, { token })).body.error.code).toBe("invalid_shipment_type");
    expect((await api.put(`/api/orders/${number}`, { order: { state: "complete" } }, { token })).status).toBe(400);
  });

  it("ship to Switzerland without VAT but with its customs", async () => {
    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const swiss = await api.put(
      `/api/orders/${number}`,
      {
        order: {
          ship_address: { first_name: "A", last_name: "B", street: "Bahnhofstrasse 1", city: "Zürich", zip_code: "8001", country_iso: "CH" },
          shipment_type: "courier",
        },
      },
      { token },
    );
    // Customs are their own line: delivery costs what the delivery step said, and the total adds both.
    expect(swiss.body).toMatchObject({ ship_total: 1490, customs_total: 4000, tax_total: 0 });
    expect(swiss.body.total).toBe(swiss.body.item_total + 1490 + 4000);
    const german = await api.put(
      `/api/orders/${number}`,
      { order: { ship_address: { first_name: "A", last_name: "B", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: "DE" } } },
      { token },
    );
    expect(german.body).toMatchObject({ ship_total: 1490, customs_total: 0 });
  });
});

describe("coupons", () => {
  it("take a percent or a fixed amount off the products and can be removed", async () => {
    const db = await database();
    const percent = await createPromotion(db, { code: code("TEN"), kind: "percent", amount: 10 });
    const fixed = await createPromotion(db, { code: code("FIVER"), kind: "fixed", amount: 500, currency: "EUR" });
    const { token, number } = await cart();
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const itemTotal = added.body.item_total;

    const discounted = await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: percent.code.toLowerCase() }, { token });
    expect(discounted.body).toMatchObject({ promo_code: percent.code, promo_total: -Math.floor(itemTotal / 10), promotion_amount: Math.floor(itemTotal / 10) });
    expect(discounted.body.tax_total).toBe(Math.round((itemTotal - Math.floor(itemTotal / 10)) * 0.23));

    const swapped = await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: fixed.code }, { token });
    expect(swapped.body).toMatchObject({ promo_code: fixed.code, promo_total: -500 });
    const [percentAfter] = await db.select().from(promotions).where(eq(promotions.id, percent.id));
    expect(percentAfter!.usedCount).toBe(0);

    const removed = await api.delete(`/api/orders/${number}/coupon_code`, { token });
    expect(removed.body).toMatchObject({ promo_code: null, promo_total: 0 });
    expect((await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: "NO-SUCH-CODE" }, { token })).body.error.code).toBe("coupon_not_found");
  });

  it("refuse expired codes and orders below the minimum, and leave an order that falls below it", async () => {
    const db = await database();
    const expired = await createPromotion(db, { code: code("OLD"), kind: "percent", amount: 10, expiresAt: new Date(Date.now() - 1000) });
    const minimum = await createPromotion(db, { code: code("BIG"), kind: "percent", amount: 10, minItemTotalEur: 50_000 });
    const { token, number } = await cart();
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    expect((await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: expired.code }, { token })).body.error.code).toBe("coupon_expired");
    expect((await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: minimum.code }, { token })).body.error.code).toBe("coupon_minimum_not_met");

    const line = added.body.line_items[0];
    await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 2500 } }, { token });
    expect((await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: minimum.code }, { token })).body.promo_code).toBe(minimum.code);
    const smaller = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 30 } }, { token });
    expect(smaller.body).toMatchObject({ promo_code: null, promo_total: 0 });
    const [after] = await db.select().from(promotions).where(eq(promotions.id, minimum.id));
    expect(after!.usedCount).toBe(0);
  });

  it("with a usage limit of 1, applied from 10 orders at once, is held by exactly one (and counted only when it completes)", async () => {
    const db = await database();
    const single = await createPromotion(db, { code: code("ONCE"), kind: "percent", amount: 20, usageLimit: 1 });
    const carts = await Promise.all(Array.from({ length: 10 }, () => cart()));
    await Promise.all(carts.map(({ token, number }) => api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token })));
    const answers = await Promise.all(
      carts.map(({ token, number }) => api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: single.code }, { token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === "coupon_used_up")).toHaveLength(9);
    const withCode = await db.select().from(orders).where(eq(orders.promotionId, single.id));
    expect(withCode).toHaveLength(1);
    const [after] = await db.select().from(promotions).where(eq(promotions.id, single.id));
    expect(after!.usedCount).toBe(0);

    // Applying it again to the same order, even at once, renews its hold and takes nothing more.
    const winner = carts[answers.findIndex((answer) => answer.status === 200)]!;
    await Promise.all([1, 2, 3].map(() => api.put(`/api/orders/${winner.number}/apply_coupon_code`, { coupon_code: single.code }, { token: winner.token })));
    const [still] = await db.select().from(promotions).where(eq(promotions.id, single.id));
    expect(still!.usedCount).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.promotionId, single.id))).toHaveLength(1);
  });
});

describe("under concurrent writes", () => {
  it("50 carts each receiving 20 line items at once end with exactly those items and totals", async () => {
    const carts = await Promise.all(Array.from({ length: 50 }, () => cart()));
    const quantities = [30, 60, 90, 120, 240];
    const answers = await Promise.all(
      carts.flatMap(({ token, number }) =>
        Array.from({ length: 20 }, (_, index) => api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: quantities[index % 5] }, { token })),
      ),
    );
    // Every add is answered as done: a burst waits for the pool rather than being told "try again" after its line was stored.
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.error?.code)).toEqual([]);
    const expectedItems = quantities.reduce((sum, quantity) => sum + 4 * quote(getRegion("eu"), MAILER, quantity).total, 0);
    const db = await database();
    for (const { token, number } of carts) {
      const order = (await api.get(`/api/orders/${number}`, { token })).body;
      expect(order.line_items).toHaveLength(20);
      expect(order.item_total).toBe(expectedItems);
      // Each line carries its own VAT, rounded on the line (docs/adr/0019-one-price-rule.md).
      const expectedVat = order.line_items.reduce((sum: number, line: { total: number }) => sum + Math.round(line.total * 0.23), 0);
      expect(order.total).toBe(expectedItems + expectedVat);
      const rows = await db.select().from(lineItems).where(eq(lineItems.orderId, order.id));
      expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(order.item_total);
    }
  }, 120_000);
});

describe("order lists and ownership", () => {
  it("list only complete and canceled orders, and refuse changes to them", async () => {
    const db = await database();
    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    expect((await api.get("/api/orders/mine", { token })).body.orders).toEqual([]);
    await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, number));
    const mine = await api.get("/api/orders/mine", { token });
    expect(mine.body.orders.map((order: { number: string }) => order.number)).toEqual([number]);
    const refused = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("order_not_editable");
  });

  it("move the anonymous cart to the account the visitor signs in to", async () => {
    const email = `cart-owner${Date.now()}@example.com`;
    const owner = await visitor();
    const account = await signUp(api, { email, password: "Folding-Carton-88" }, { token: owner.token, path: "/api/v2/users" });
    await api.post("/api/sign_out", undefined, { token: account.body.token });

    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const signedIn = await api.post("/api/sign_in", { email, password: "Folding-Carton-88" }, { token });
    const order = await api.get(`/api/orders/${number}`, { token: signedIn.body.token });
    expect(order.status).toBe(200);
    expect(order.body.line_items).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const address = { first_name: "Ada", last_name: "L", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };

async function cart(region = "eu") {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  const token = body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  return { token, number, region };
}

describe("the checkout", () => {
  it("moves forward one checked state at a time and back at once", async () => {
    const { token, number } = await cart();
    const empty = await api.put(`/api/checkouts/${number}?state=address`, undefined, { token });
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe("cart_empty");

    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });

    // Completing the details step ('address') needs the buyer's details.
    const steps = [
      ["email_required", { email: "ada@example.com" }],
      ["ship_address_required", { ship_address: address }],
      ["bill_address_required", { bill_address: address }],
    ] as const;
    for (const [code, fix] of steps) {
      const refused = await api.put(`/api/checkouts/${number}/next`, undefined, { token });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe(code);
      await api.put(`/api/orders/${number}`, { order: fix }, { token });
    }
    const details = await api.put(`/api/checkouts/${number}/next`, undefined, { token });
    expect(details.body.order.state).toBe("address");
    expect(details.body.order.item_total).toBeLessThan(25_000);
    expect(details.body.shipping_methods.map((method: { type: string }) => method.type)).toEqual(["courier", "palettes"]);

    // Completing the delivery step needs a delivery method the order may use.
    expect((await api.put(`/api/checkouts/${number}/next`, undefined, { token })).body.error.code).toBe("shipment_type_required");
    await api.put(`/api/orders/${number}`, { order: { shipment_type: "sample-packs-free" } }, { token });
    expect((await api.put(`/api/checkouts/${number}/next`, undefined, { token })).body.error.code).toBe("shipment_type_not_allowed");
    await api.put(`/api/orders/${number}`, { order: { shipment_type: "courier" } }, { token });
    expect((await api.put(`/api/checkouts/${number}/next`, undefined, { token })).body.order.state).toBe("delivery");
    const payment = await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token });
    expect(payment.body.order).toMatchObject({ state: "payment", ship_total: 1490 });

    expect((await api.put(`/api/checkouts/${number}?state=complete`, undefined, { token })).body.error.code).toBe("payment_required");
    expect((await api.put(`/api/checkouts/${number}?state=cart`, undefined, { token })).body.order.state).toBe("cart");
    expect((await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token })).body.order.state).toBe("payment");

    // Changing what is bought sends the order back to the cart.
    const line = payment.body.order.line_items[0];
    const changed = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 60 } }, { token });
    expect(changed.body.state).toBe("cart");
  });

  it("offers free delivery only from its threshold, and a cart that shrinks below it pays for the courier", async () => {
    const { token, number } = await cart();
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    const line = added.body.line_items?.[0]?.id ?? (await api.get(`/api/orders/${number}`, { token })).body.line_items[0].id;
    await api.put(
      `/api/orders/${number}`,
      { order: { email: "ada@example.com", ship_address: address, bill_address: address, shipment_type: "courier" } },
      { token },
    );
    const below = (await api.put(`/api/checkouts/${number}?state=address`, undefined, { token })).body;
    expect(below.order.item_total).toBeLessThan(25_000);
    expect(below.shipping_methods.find((method: { method: string }) => method.method === "courier")).toMatchObject({
      type: "courier",
      price: 1490,
      free_from: 25_000,
    });

    // Asking for the free courier below its threshold through the API is refused, and nothing changes.
    const refused = await api.put(`/api/orders/${number}`, { order: { shipment_type: "courier-free" } }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("shipment_not_available");
    const unchanged = (await api.get(`/api/orders/${number}`, { token })).body;
    expect(unchanged).toMatchObject({ shipment_type: "courier", ship_total: 1490, state: "address" });

    // Above the threshold the courier is the free one: one row, costing nothing.
    const grown = (await api.put(`/api/orders/${number}/line_items/${line}`, { line_item: { quantity: 2000 } }, { token })).body;
    expect(grown.item_total).toBeGreaterThanOrEqual(25_000);
    expect(grown).toMatchObject({ shipment_type: "courier-free", ship_total: 0 });
    const above = (await api.get(`/api/checkouts/${number}`, { token })).body;
    expect(above.shipping_methods.filter((method: { method: string }) => method.method === "courier")).toEqual([
      expect.objectContaining({ type: "courier-free", price: 0 }),
    ]);

    // Shrinking below it again falls back to the paid courier, visibly, and the checkout starts over from the cart.
    const shrunk = (await api.put(`/api/orders/${number}/line_items/${line}`, { line_item: { quantity: 30 } }, { token })).body;
    expect(shrunk).toMatchObject({ state: "cart", shipment_type: "courier", ship_total: 1490 });
  });

  it("refuses unknown states, other users and a business without a company name", async () => {
    const { token, number } = await cart();
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token });
    expect((await api.put(`/api/checkouts/${number}?state=shipped`, undefined, { token })).body.error.code).toBe("invalid_state");
    expect((await api.put(`/api/checkouts/${number}`, undefined, { token })).status).toBe(400);
    const stranger = await cart();
    expect((await api.put(`/api/checkouts/${number}?state=address`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await api.get(`/api/checkouts/${number}`, { token: stranger.token })).status).toBe(404);

    await api.put(
      `/api/orders/${number}`,
      { order: { email: "b2b@example.com", customer_type: "b2b", ship_address: address, bill_address: address } },
      { token },
    );
    expect((await api.put(`/api/checkouts/${number}?state=address`, undefined, { token })).body.error.code).toBe("company_required");
    await api.put(`/api/orders/${number}`, { order: { bill_address: { ...address, company_name: "Kartonwerk GmbH" } } }, { token });
    expect((await api.put(`/api/checkouts/${number}?state=address`, undefined, { token })).body.order.state).toBe("address");
  });

  it("offers the Polish pick-up point with its maps link, and only courier in the us", async () => {
    const pl = await cart("pl");
    await api.post(`/api/v2/orders/${pl.number}/line_item`, { sku: MAILER, quantity: 30 }, { token: pl.token, region: "pl" });
    const methods = (await api.get(`/api/checkouts/${pl.number}`, { token: pl.token })).body.shipping_methods;
    const pickUp = methods.find((method: { type: string }) => method.type === "pick-up");
    expect(pickUp).toMatchObject({ price: 0, pick_up_point: { city: "Janki" } });
    expect(pickUp.pick_up_point.maps_url).toMatch(/^https:\/\/www\.google\.com\/maps/);
    expect(methods.map((method: { type: string }) => method.type)).toContain("polish-post");

    const us = await cart("us");
    await api.post(`/api/v2/orders/${us.number}/line_item`, { sku: "mailer-box-full-color-200x150x70", quantity: 30 }, { token: us.token, region: "us" });
    const usCheckout = (await api.get(`/api/checkouts/${us.number}`, { token: us.token })).body;
    expect(usCheckout.shipping_methods.map((method: { method: string }) => method.method)).toEqual(["courier"]);
    expect(usCheckout.shipping_countries).toEqual(["US"]);
  });
});

import { describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { findVariant } from "@/server/catalog/variants";
import { quote } from "@/server/pricing/service";
import { apiClient } from "@/test/api";
import { MAX_SAMPLES, sampledProducts, samplePackOffer } from "./service";

const api = apiClient();
const PACK = "sample-packs-300x220x100";
const MAILER = "mailer-box-full-color-200x150x70";
const SAMPLES = ["mailer-box-eco", "product-box", "paper-bag"];

interface Line {
  id: number;
  sku: string | null;
  kind: string;
  variant_id: number | null;
  quantity: number;
  price: number;
  total: number;
  samples: string[] | null;
}

async function visitor(region = "eu") {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  return { token: body.token as string, region };
}

function orderPack(me: { token: string; region: string }, body: Record<string, unknown>) {
  return api.post("/api/custom_sample_pack", { sku: PACK, samples: SAMPLES, version: 1, ...body }, me);
}

const packLines = (order: { line_items: Line[] }) => order.line_items.filter((line) => line.sku === PACK);

async function currentCart(me: { token: string; region: string }) {
  return api.get("/api/v2/orders/current", me);
}

describe("ordering a sample pack", () => {
  it("makes a cart when there is none and puts the pack in it, priced from the pack's ladder", async () => {
    const me = await visitor();
    expect((await currentCart(me)).status).toBe(404);

    const answer = await orderPack(me, {});
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const { order } = answer.body;
    expect(order).toMatchObject({ state: "cart", region: "eu", currency: "EUR" });

    const eu = getRegion("eu");
    const offer = samplePackOffer(eu)!;
    const priced = quote(eu, PACK, offer.quantity);
    expect(order.line_items).toHaveLength(1);
    expect(order.line_items[0]).toMatchObject({
      kind: "product",
      sku: PACK,
      variant_id: findVariant("eu", PACK)!.id,
      quantity: offer.quantity,
      price: priced.unit_price,
      total: priced.total,
      samples: SAMPLES,
      product: { slug: "sample-packs" },
      quantity_options: [],
    });
    expect(order.item_total).toBe(priced.total);
    expect(offer).toEqual({ sku: PACK, quantity: priced.quantity, unitPrice: priced.unit_price, total: priced.total });

    // It is the storefront's open cart, and the order shows the samples whenever it is read.
    expect((await currentCart(me)).body.number).toBe(order.number);
    const read = await api.get(`/api/orders/${order.number}`, me);
    expect(packLines(read.body)[0]!.samples).toEqual(SAMPLES);
  });

  it("goes into the open cart beside what is already there", async () => {
    const me = await visitor();
    const cart = (await api.post("/api/v2/orders", {}, me)).body;
    await api.post(`/api/v2/orders/${cart.number}/line_item`, { sku: MAILER, quantity: 30 }, me);

    const { order } = (await orderPack(me, {})).body;
    expect(order.number).toBe(cart.number);
    expect(order.line_items.map((line: Line) => [line.sku, line.samples])).toEqual([
      [MAILER, null],
      [PACK, SAMPLES],
    ]);
  });

  it("changes the samples of the cart's pack instead of adding a second one", async () => {
    const me = await visitor();
    const first = (await orderPack(me, {})).body.order;
    const again = await orderPack(me, { samples: ["rigid-box", "tote-bag"] });
    expect(again.status).toBe(201);
    const second = again.body.order;

    expect(second.number).toBe(first.number);
    expect(packLines(second)).toHaveLength(1);
    expect(packLines(second)[0]).toMatchObject({ id: packLines(first)[0]!.id, samples: ["rigid-box", "tote-bag"], total: packLines(first)[0]!.total });
    expect(second.item_total).toBe(first.item_total);
    expect(packLines((await api.get(`/api/orders/${first.number}`, me)).body)[0]!.samples).toEqual(["rigid-box", "tote-bag"]);
  });

  it("fills a pack added as a plain line and makes it one pack again", async () => {
    const me = await visitor();
    const cart = (await api.post("/api/v2/orders", {}, me)).body;
    const plain = (await api.post(`/api/v2/orders/${cart.number}/line_item`, { sku: PACK, quantity: 2 }, me)).body;
    expect(packLines(plain)[0]!.samples).toBeNull();
    expect(plain.line_items[0].quantity_options.length).toBeGreaterThan(0);

    const { order } = (await orderPack(me, {})).body;
    expect(packLines(order)).toHaveLength(1);
    expect(packLines(order)[0]).toMatchObject({ id: packLines(plain)[0]!.id, samples: SAMPLES, quantity: samplePackOffer(getRegion("eu"))!.quantity });
    expect(order.line_items[0].quantity_options).toEqual([]);
  });

  it("sends a checkout in progress back to the cart", async () => {
    const me = await visitor();
    const { number } = (await orderPack(me, {})).body.order;
    const address = { first_name: "Ada", last_name: "L", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    await api.put(`/api/orders/${number}`, { order: { email: "ada@example.com", ship_address: address, bill_address: address } }, me);
    expect((await api.put(`/api/checkouts/${number}?state=address`, undefined, me)).body.order.state).toBe("address");

    expect((await orderPack(me, { samples: ["cake-box"] })).body.order.state).toBe("cart");
  });

  it("puts the pack into this storefront's cart only, in its currency", async () => {
    const me = await visitor("eu");
    const eu = (await orderPack(me, {})).body.order;

    const pl = { token: me.token, region: "pl" };
    const answer = await orderPack(pl, { samples: ["shipping-box"] });
    expect(answer.status).toBe(201);
    const { order } = answer.body;
    expect(order.number).not.toBe(eu.number);
    expect(order).toMatchObject({ region: "pl", currency: "PLN" });
    expect(packLines(order)[0]).toMatchObject({
      variant_id: findVariant("pl", PACK)!.id,
      samples: ["shipping-box"],
      price: quote(getRegion("pl"), PACK, samplePackOffer(getRegion("pl"))!.quantity).unit_price,
    });

    const euAfter = (await currentCart(me)).body;
    expect(euAfter.number).toBe(eu.number);
    expect(packLines(euAfter)[0]!.samples).toEqual(SAMPLES);
  });
});

describe("a refused sample pack", () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["another product's sku", { sku: MAILER }, "invalid_sku", "sku"],
    ["a size the storefront does not sell", { sku: "sample-packs-999x999x999" }, "invalid_sku", "sku"],
    ["no samples", { samples: [] }, "samples_required", "samples"],
    [
      "too many samples",
      {
        samples: sampledProducts(getRegion("eu"))
          .slice(0, MAX_SAMPLES + 1)
          .map((product) => product.slug),
      },
      "too_many_samples",
      "samples",
    ],
    ["a sample twice", { samples: ["paper-bag", "rigid-box", "paper-bag"] }, "duplicate_sample", "samples"],
    ["a product type that does not exist", { samples: ["cardboard-spaceship"] }, "unknown_sample", "samples"],
    ["tape, which comes by the roll", { samples: ["packing-tape"] }, "unknown_sample", "samples"],
    ["paper, which comes by the ream", { samples: ["tissue-paper"] }, "unknown_sample", "samples"],
    ["a plain box", { samples: ["mailer-box-plain"] }, "unknown_sample", "samples"],
    ["a pack in a pack", { samples: ["sample-packs"] }, "unknown_sample", "samples"],
    ["a layout that does not exist yet", { version: 2 }, "unsupported_version", "version"],
  ];

  it.each(refusals)("is refused for %s, naming the field, and leaves no cart behind", async (_, body, code, field) => {
    const me = await visitor();
    const answer = await orderPack(me, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.details.field).toBe(field);
    expect((await currentCart(me)).status).toBe(404);
  });

  it("is refused when the body does not match the contract, and without a token", async () => {
    const me = await visitor();
    for (const body of [{ version: 0 }, { version: 1.5 }, { samples: "paper-bag" }, { sku: "" }, { extra: true }]) {
      const answer = await orderPack(me, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
    }
    expect((await api.post("/api/custom_sample_pack", { sku: PACK, samples: SAMPLES, version: 1 })).status).toBe(401);
    expect((await currentCart(me)).status).toBe(404);
  });

  it("keeps the pack that was there when the change is refused", async () => {
    const me = await visitor();
    await orderPack(me, {});
    expect((await orderPack(me, { samples: ["paper-bag", "paper-bag"] })).status).toBe(400);
    expect(packLines((await currentCart(me)).body)[0]!.samples).toEqual(SAMPLES);
  });
});

describe("the API's description", () => {
  it("documents the call with its contract", async () => {
    const document = (await api.get("/api/openapi.json")).body;
    const operation = document.paths["/api/custom_sample_pack"].post;
    expect(Object.keys(operation.responses).sort()).toEqual(["201", "400", "401", "409"]);
    expect(document.components.schemas.SamplePackOrder.required.sort()).toEqual(["samples", "sku", "version"]);
  });
});

describe("the pack's product types", () => {
  it("are the printed product types of the storefront, without packs, plain boxes, tape or paper", () => {
    const slugs = sampledProducts(getRegion("eu")).map((product) => product.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(["mailer-box-eco", "mailer-box-full-color", "product-box", "shipping-box", "paper-bag", "rigid-box", "tote-bag", "printed-card"]),
    );
    for (const left of [
      "sample-packs",
      "mailer-box-plain",
      "shipping-box-plain",
      "packing-tape",
      "kraft-tape",
      "pre-printed-kraft-tape",
      "tissue-paper",
      "packing-paper",
    ]) {
      expect(slugs).not.toContain(left);
    }
    expect(slugs.length).toBeGreaterThan(MAX_SAMPLES);
  });
});

describe("delivering a sample pack", () => {
  const address = (country: string, zip: string) => ({
    first_name: "Ada",
    last_name: "L",
    street: "Karton 1",
    city: "Town",
    zip_code: zip,
    country_iso: country,
  });

  async function packAtDelivery(region: string, country: string, zip: string) {
    const me = await visitor(region);
    const { number } = (await orderPack(me, {})).body.order;
    const at = address(country, zip);
    await api.put(`/api/orders/${number}`, { order: { email: "ada@example.com", ship_address: at, bill_address: at } }, me);
    const checkout = await api.put(`/api/checkouts/${number}?state=address`, undefined, me);
    expect(checkout.status).toBe(200);
    return { me, number, checkout: checkout.body };
  }

  it("offers only the storefront's sample-pack shipment types, with the sample-pack delivery time", async () => {
    const eu = await packAtDelivery("eu", "DE", "10115");
    // One pack is below the free sample-pack delivery's threshold: the paid delivery is the one row offered.
    expect(eu.checkout.order.item_total).toBeLessThan(5000);
    expect(
      eu.checkout.shipping_methods.map((method: { type: string; method: string; delivery_days: number }) => [method.type, method.method, method.delivery_days]),
    ).toEqual([["sample-packs-eu4", "sample-packs", getRegion("eu").deliveryTime.samplePackAverageDeliveryTime]]);

    // The courier is not for packs; the pack's own method takes the order on to payment.
    await api.put(`/api/orders/${eu.number}`, { order: { shipment_type: "courier" } }, eu.me);
    expect((await api.put(`/api/checkouts/${eu.number}?state=delivery`, undefined, eu.me)).body.error.code).toBe("shipment_type_not_allowed");
    expect((await api.put(`/api/orders/${eu.number}`, { order: { shipment_type: "sample-packs-free" } }, eu.me)).body.error.code).toBe(
      "shipment_not_available",
    );
    await api.put(`/api/orders/${eu.number}`, { order: { shipment_type: "sample-packs-eu4" } }, eu.me);
    const delivery = await api.put(`/api/checkouts/${eu.number}?state=delivery`, undefined, eu.me);
    expect(delivery.body.order).toMatchObject({ state: "delivery", shipment_type: "sample-packs-eu4", ship_total: 900 });

    const pl = await packAtDelivery("pl", "PL", "00-001");
    expect(pl.checkout.shipping_methods.map((method: { type: string; delivery_days: number }) => [method.type, method.delivery_days])).toEqual([
      ["sample-packs-free", getRegion("pl").deliveryTime.samplePackAverageDeliveryTime],
    ]);
  });

  it("leaves an order with boxes besides the pack to the courier, which carries the boxes anyway", async () => {
    const { me, number } = await packAtDelivery("eu", "DE", "10115");
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, me);
    const types = (await api.get(`/api/checkouts/${number}`, me)).body.shipping_methods.map((method: { type: string }) => method.type);
    expect(types).toEqual(["courier", "palettes"]);
  });
});

describe("a sample pack's line (docs/adr/0024-cart-line-shapes.md)", () => {
  it("holds no more packs than a pack line allows: more is refused with a code and nothing is written", async () => {
    const me = await visitor();
    const cart = (await api.post("/api/v2/orders", {}, me)).body;
    const tooMany = await api.post(`/api/v2/orders/${cart.number}/line_item`, { sku: PACK, quantity: 30 }, me);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: "sample_pack_quantity", details: { field: "quantity", maximum: 3 } });
    expect((await api.get(`/api/orders/${cart.number}`, me)).body.line_items).toEqual([]);

    const { order } = (await orderPack(me, {})).body;
    const line = packLines(order)[0]!;
    const bigger = await api.put(`/api/orders/${order.number}/line_items/${line.id}`, { line_item: { quantity: 2500 } }, me);
    expect(bigger.status).toBe(400);
    expect(bigger.body.error.code).toBe("sample_pack_quantity");
    const kept = (await api.get(`/api/orders/${order.number}`, me)).body;
    expect(packLines(kept)[0]).toMatchObject({ quantity: 1, total: line.total });

    // Up to three packs is fine, and priced per pack.
    const three = await api.put(`/api/orders/${order.number}/line_items/${line.id}`, { line_item: { quantity: 3 } }, me);
    expect(three.status).toBe(200);
    expect(packLines(three.body)[0]).toMatchObject({ quantity: 3, total: line.total * 3 });
  });

  it("has no print quality, options, certificate or bundle to take", async () => {
    const me = await visitor();
    const { order } = (await orderPack(me, {})).body;
    const line = packLines(order)[0]!;
    const quality = await api.put(`/api/orders/${order.number}/line_items/${line.id}`, { line_item: { options: { print_quality: "hd-plus" } } }, me);
    expect(quality.status).toBe(400);
    expect(quality.body.error.code).toBe("sample_pack_options");
    const fsc = await api.post(`/api/v2/orders/${order.number}/line_item`, { sku: PACK, quantity: 1, paid_assets: ["service-fsc-certificate"] }, me);
    expect(fsc.body.error.code).toBe("sample_pack_options");
    const bundle = (await api.post("/api/v2/bundles", { order_id: order.number, quantity: 1 }, me)).body;
    const bundled = await api.post(
      `/api/v2/orders/${order.number}/line_items/bulk_create`,
      { bundle_id: bundle.bundle_id, line_items_params: [{ sku: PACK, quantity: 1 }] },
      me,
    );
    expect(bundled.status).toBe(400);
    expect(bundled.body.error.code).toBe("sample_pack_in_bundle");
    expect(packLines((await api.get(`/api/orders/${order.number}`, me)).body)).toHaveLength(1);
  });

  it("is never a skipped design, and answers its VAT like every line", async () => {
    const me = await visitor();
    const { order } = (await orderPack(me, {})).body;
    const line = order.line_items[0];
    expect(line.skipped_design).toBe(false);
    // 20.00 net; 24.60 with eu's 23%, the pack's one price on every page.
    expect(line).toMatchObject({ quantity: 1, price: 2000, total: 2000, vat: 460, total_with_vat: 2460, price_with_vat: 2460 });
  });
});

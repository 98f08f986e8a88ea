import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { PRICED_ROUTE_TAGS } from "@/server/cache/pages";
import { database } from "@/server/db";
import { nextCacheTags, priceAdjustments, pricingState, users } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { orderManager, signUp } from "@/test/b2b";
import { pricingSnapshot, resetPricingSnapshot } from "./adjustments";
import { quote } from "./service";
import { onPricingChange } from "./versions";

const api = apiClient();
const PRODUCT = "mailer-box-full-color";
const SKU = "mailer-box-full-color-200x150x70";
const OTHER = "mailer-box-eco";

type PriceList = { variants: { sku: string; volume_prices: { range_start: number; price: number }[] }[] };

async function priceList(product = PRODUCT, region = "eu"): Promise<PriceList> {
  const answer = await api.get(`/api/prices/list?product=${product}`, { region });
  expect(answer.status).toBe(200);
  return answer.body as PriceList;
}

const adjust = (token: string | undefined, basisPoints: unknown, product = PRODUCT) =>
  api.put(`/api/manager/prices/adjustments/${product}`, { basis_points: basisPoints }, { token });

/** The price a cent-exact engine would make: within one minor unit of the unadjusted price times the factor. */
function expectAdjusted(after: number, before: number, basisPoints: number) {
  expect(Math.abs(after - (before * (10_000 + basisPoints)) / 10_000)).toBeLessThanOrEqual(1);
}

afterEach(async () => {
  // Back to the cost model's prices for the next test, at a new version as a manager would.
  const manager = await orderManager(api);
  for (const product of [PRODUCT, OTHER]) expect((await adjust(manager.token, 0, product)).status).toBe(200);
});

describe("price adjustments", () => {
  it("are for order managers only", async () => {
    expect((await adjust(undefined, 1000)).status).toBe(401);
    const buyer = await signUp(api);
    const refused = await adjust(buyer.token, 1000);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("not_a_manager");
    expect((await api.get("/api/manager/prices/adjustments", { token: buyer.token })).body.error.code).toBe("not_a_manager");
    const db = await database();
    expect(await db.select().from(priceAdjustments).where(eq(priceAdjustments.basisPoints, 1000))).toEqual([]);
  });

  it("are whole basis points from -50% to +200% for a known product type", async () => {
    const manager = await orderManager(api);
    for (const wrong of [20_001, -5001, 12.5, "1000", null]) {
      const refused = await adjust(manager.token, wrong);
      expect(refused.status, String(wrong)).toBe(400);
      expect(refused.body.error.code).toBe("invalid_request");
    }
    const extra = await api.put(`/api/manager/prices/adjustments/${PRODUCT}`, { basis_points: 100, note: "x" }, { token: manager.token });
    expect(extra.status).toBe(400);
    const unknown = await adjust(manager.token, 100, "no-such-box");
    expect(unknown.status).toBe(404);
    // A sku names a variant, not a product type.
    expect((await adjust(manager.token, 100, SKU)).status).toBe(404);
    expect((await adjust(manager.token, 20_000)).status).toBe(200);
    expect((await adjust(manager.token, -5000)).status).toBe(200);
  });

  it("are recorded with who and when, and count the pricing version up", async () => {
    const manager = await orderManager(api);
    const before = (await api.get("/api/manager/prices/adjustments", { token: manager.token })).body;
    const changed = await adjust(manager.token, 1250);
    expect(changed.status).toBe(200);
    const db = await database();
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, manager.email));
    expect(changed.body).toMatchObject({
      pricing_version: before.pricing_version + 1,
      adjustment: { product: PRODUCT, basis_points: 1250, changed_by: me!.id },
    });
    expect(Date.now() - Date.parse(changed.body.adjustment.changed_at)).toBeLessThan(60_000);
    const listed = (await api.get("/api/manager/prices/adjustments", { token: manager.token })).body;
    expect(listed.pricing_version).toBe(changed.body.pricing_version);
    expect(listed.adjustments).toContainEqual(changed.body.adjustment);
    expect(pricingSnapshot().version).toBe(changed.body.pricing_version);
  });

  it("move prices/list, quotes and minimal prices by exactly their share, for that product only", async () => {
    const manager = await orderManager(api);
    const [before, otherBefore] = [await priceList(), await priceList(OTHER)];
    const orderBefore = (await api.get(`/api/minimal_price_for_minimal_order?product=${PRODUCT}`)).body;
    expect((await adjust(manager.token, 1000)).status).toBe(200);
    const [after, otherAfter] = [await priceList(), await priceList(OTHER)];
    expect(otherAfter).toEqual(otherBefore);
    for (const [index, variant] of after.variants.entries()) {
      for (const [tier, price] of variant.volume_prices.entries()) expectAdjusted(price.price, before.variants[index]!.volume_prices[tier]!.price, 1000);
    }
    const orderAfter = (await api.get(`/api/minimal_price_for_minimal_order?product=${PRODUCT}`)).body;
    expect(orderAfter.price).toBeGreaterThan(orderBefore.price);
    // Quotes come from the same ladder as the list.
    const tier = after.variants.find((variant) => variant.sku === SKU)!.volume_prices.find((price) => price.range_start === 60)!;
    expect(quote(getRegion("eu"), SKU, 60).unit_price).toBe(tier.price);

    expect((await adjust(manager.token, -2000)).status).toBe(200);
    const cheaper = await priceList();
    expectAdjusted(cheaper.variants[0]!.volume_prices[0]!.price, before.variants[0]!.volume_prices[0]!.price, -2000);
    expect((await adjust(manager.token, 0)).status).toBe(200);
    expect(await priceList()).toEqual(before);
  });

  it("expire the priced pages' cache tags for every instance", async () => {
    const manager = await orderManager(api);
    const db = await database();
    const result = (await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000000)::bigint as now`)) as unknown as { rows: { now: string }[] };
    const now = result.rows[0]!.now;
    expect((await adjust(manager.token, 500)).status).toBe(200);
    const rows = await db.select().from(nextCacheTags);
    for (const tag of PRICED_ROUTE_TAGS) expect(rows.find((row) => row.tag === tag)?.revalidatedAt ?? 0, tag).toBeGreaterThanOrEqual(Number(now));
    expect(PRICED_ROUTE_TAGS).toContain("_N_T_/[region]/[locale]/products/[slug]/page");
  });
});

describe("carts", () => {
  async function cartWithLine() {
    const { body } = await api.get("/api/users/create_anonymous", { region: "eu" });
    const token = body.token as string;
    const created = await api.post("/api/v2/orders", {}, { token, region: "eu" });
    const number = created.body.number as string;
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: SKU, quantity: 60 }, { token });
    expect(added.status).toBe(200);
    return { token, number, line: added.body.line_items[0] as { id: number; price: number; total: number } };
  }

  it("re-price their lines at the new prices on their next change", async () => {
    const { token, number, line } = await cartWithLine();
    const manager = await orderManager(api);
    expect((await adjust(manager.token, 1500)).status).toBe(200);
    const changed = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 60 } }, { token });
    expect(changed.status).toBe(200);
    const listed = (await priceList()).variants.find((variant) => variant.sku === SKU)!.volume_prices.find((price) => price.range_start === 60)!;
    expect(changed.body.line_items[0]).toMatchObject({ price: listed.price, total: listed.price * 60 });
    expectAdjusted(changed.body.line_items[0].price, line.price, 1500);
  });

  it("are priced at the database's version even before this instance heard of the change", async () => {
    const { token, number, line } = await cartWithLine();
    const db = await database();
    const heard: number[] = [];
    const stop = onPricingChange((version) => heard.push(version));
    // Another instance's change: written to the database, this process not told.
    const [state] = await db.select().from(pricingState);
    await db
      .insert(priceAdjustments)
      .values({ product: PRODUCT, basisPoints: 3000 })
      .onConflictDoUpdate({ target: priceAdjustments.product, set: { basisPoints: 3000 } });
    await db.update(pricingState).set({ version: state!.version + 1 });
    expect(pricingSnapshot().adjustments.get(PRODUCT) ?? 0).toBe(0);

    const changed = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 60 } }, { token });
    stop();
    expectAdjusted(changed.body.line_items[0].price, line.price, 3000);
    expect(heard).toEqual([state!.version + 1]);
    expect(pricingSnapshot()).toMatchObject({ version: state!.version + 1 });
  });

  it("keep the cost model's prices when the snapshot is empty (a build without a database)", async () => {
    const manager = await orderManager(api);
    expect((await adjust(manager.token, 4000)).status).toBe(200);
    const adjusted = quote(getRegion("eu"), SKU, 60).unit_price;
    resetPricingSnapshot();
    const plain = quote(getRegion("eu"), SKU, 60).unit_price;
    expectAdjusted(adjusted, plain, 4000);
  });
});

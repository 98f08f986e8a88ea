import { beforeAll, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { apiClient } from "@/test/api";
import { expectedGrossComponents, shownSums } from "@/test/money";
import { createPromotion } from "./promotions";

/**
 * The order answers every charged component with its VAT (docs/adr/0019-one-price-rule.md),
 * so a gross storefront lists products, delivery, customs and discount with VAT and
 * they add up to the total it charges, to the cent; a net storefront's net figures
 * plus the VAT do too. Odd quantities and a percentage discount make every
 * component's VAT round on its own.
 */

const api = apiClient();
const CODE = "GROSSROWS";

beforeAll(async () => {
  await createPromotion(await database(), { code: CODE, kind: "percent", amount: 13 });
});

async function orderAtDelivery(region: string, country: string, coupon: boolean) {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const me = { token, region };
  const number = (await api.post("/api/v2/orders", {}, me)).body.number as string;
  expect((await api.post(`/api/v2/orders/${number}/line_item`, { sku: "mailer-box-full-color-200x150x70", quantity: 37 }, me)).status).toBe(200);
  expect(
    (
      await api.post(
        `/api/v2/orders/${number}/line_item`,
        { sku: "mailer-box-full-color-300x220x100", quantity: 113, paid_assets: ["service-fsc-certificate"] },
        me,
      )
    ).status,
  ).toBe(200);
  expect((await api.post(`/api/v2/orders/${number}/line_item`, { service_name: "warranty" }, me)).status).toBe(200);
  if (coupon) expect((await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: CODE }, me)).status).toBe(200);
  // A US delivery names its state (Texas keeps id 44, server/db/seed/states.ts).
  const address = {
    first_name: "Ada",
    last_name: "Pudełko",
    street: "Kartonowa 1",
    city: "Warszawa",
    zip_code: "00-001",
    country_iso: country,
    ...(country === "US" ? { state_id: 44 } : {}),
  };
  expect(
    (
      await api.put(
        `/api/orders/${number}`,
        { order: { email: `gross-${Date.now()}-${region}@example.com`, ship_address: address, bill_address: address } },
        me,
      )
    ).status,
  ).toBe(200);
  const methods = (await api.get(`/api/checkouts/${number}`, me)).body.shipping_methods as { type: string; price: number }[];
  // A paid delivery, so the shipping carries VAT of its own.
  const paid = methods.find((method) => method.price > 0) ?? methods[0]!;
  expect((await api.put(`/api/orders/${number}`, { order: { shipment_type: paid.type } }, me)).status).toBe(200);
  return (await api.get(`/api/orders/${number}`, me)).body;
}

describe("an order's components with VAT", () => {
  for (const [region, country, coupon] of [
    ["eu", "DE", true],
    ["pl", "PL", true],
    ["eu", "FR", false],
    ["gb", "GB", true],
    ["ch", "CH", true],
    ["us", "US", false],
  ] as const) {
    it(`add up to the total in ${region} (${country}${coupon ? ", with a discount" : ""}), gross and net alike`, async () => {
      const order = await orderAtDelivery(region, country, coupon);
      if (coupon) expect(order.promo_total).toBeLessThan(0);
      if (region === "ch") expect(order.customs_total).toBeGreaterThan(0);
      // us delivers for free; everywhere else the delivery is a component of its own.
      if (region !== "us") expect(order.ship_total).toBeGreaterThan(0);

      expect(order).toMatchObject(expectedGrossComponents(order));
      expect(order.item_total_with_vat).toBe(order.line_items.reduce((sum: number, line: { total_with_vat: number }) => sum + line.total_with_vat, 0));
      expect(shownSums(order)).toEqual({ gross: order.total, netPlusVat: order.total });
      if (order.vat_rate > 0) {
        expect(order.ship_total_with_vat).toBeGreaterThan(order.ship_total);
        if (coupon) expect(order.promo_total_with_vat).toBeLessThan(order.promo_total);
      } else {
        expect(order.item_total_with_vat).toBe(order.item_total);
      }
    });
  }
});

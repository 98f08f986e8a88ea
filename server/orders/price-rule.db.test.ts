import { describe, expect, it } from "vitest";
import { apiClient } from "@/test/api";

/**
 * The one price rule at the seam between the product page and the cart: the
 * line a product page quotes is the line the cart charges, to the cent, with
 * every option, and the order's VAT is the sum of its components' VAT.
 */

const api = apiClient();

async function cartIn(region: string) {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  const token = body.token as string;
  const created = await api.post("/api/v2/orders", {}, { token, region });
  return { token, number: created.body.number as string };
}

const configured = {
  sku: "mailer-box-full-color-300x220x100",
  material: "cardboard-coated",
  print_mode: "print-color-hd",
  finish: "foil-matte",
  print_quality: "hd-plus",
};

describe("a configured line", () => {
  for (const [region, quantity] of [
    ["eu", 30],
    ["eu", 1500],
    ["pl", 500],
    ["gb", 45],
    ["us", 90],
  ] as const) {
    it(`costs in the cart what the product page quoted (${region}, ${quantity} pieces, express and FSC)`, async () => {
      const query = new URLSearchParams({ ...configured, quantity: String(quantity), express: "1", paid_assets: "service-fsc-certificate", region });
      const quoted = await api.get(`/api/prices/line_item?${query}`);
      expect(quoted.status).toBe(200);

      const { token, number } = await cartIn(region);
      const added = await api.post(
        `/api/v2/orders/${number}/line_item`,
        {
          sku: configured.sku,
          quantity,
          options: { material: configured.material, print_mode: configured.print_mode, finish: configured.finish, print_quality: configured.print_quality },
          express_delivery_option_id: "express-production",
          paid_assets: ["service-fsc-certificate"],
        },
        { token, region },
      );
      expect(added.status).toBe(200);
      const order = (await api.get(`/api/orders/${number}`, { token, region })).body;
      const [line] = order.line_items;
      expect(line.options).toEqual({ material: "cardboard-coated", printMode: "print-color-hd", finish: "foil-matte", printQuality: "hd-plus" });
      expect(line.express_delivery_option_id).toBe("express-production");
      expect({ total: line.total, vat: line.vat, total_with_vat: line.total_with_vat }).toEqual({
        total: quoted.body.total,
        vat: quoted.body.vat,
        total_with_vat: quoted.body.total_with_vat,
      });
      // Before a delivery is chosen, the order is that one line.
      expect(order.total).toBe(quoted.body.total_with_vat);
      expect(order.tax_total).toBe(quoted.body.vat);
      expect(order.price_display).toBe(quoted.body.price_display);
    });
  }

  it("is refused with a code when the product does not sell the configuration", async () => {
    const query = new URLSearchParams({ sku: "mailer-box-eco-150x100x50", quantity: "30", finish: "sleeve-white" });
    const refused = await api.get(`/api/prices/line_item?${query}`, { region: "eu" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_option");
  });

  it("puts the VAT on each component, so the gross lines add up to the order total", async () => {
    const { token, number } = await cartIn("eu");
    for (const [sku, quantity] of [
      ["mailer-box-full-color-200x150x70", 31],
      ["mailer-box-eco-150x100x50", 37],
      ["shipping-box-300x200x150", 59],
    ] as const) {
      const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku, quantity }, { token, region: "eu" });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const order = (await api.get(`/api/orders/${number}`, { token, region: "eu" })).body;
    const gross = order.line_items.reduce((sum: number, line: { total_with_vat: number }) => sum + line.total_with_vat, 0);
    expect(gross).toBe(order.total);
    expect(order.line_items.reduce((sum: number, line: { vat: number }) => sum + line.vat, 0)).toBe(order.tax_total);
  });
});

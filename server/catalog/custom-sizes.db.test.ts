import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { configurationOfLineItem, configurationToLineItem, configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";
import { buildNet } from "@/lib/dielines";
import { database } from "@/server/db";
import { lineItems, orders } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { PT_PER_MM, PRINT_MARGIN_MM } from "@/server/designs/print";
import { VARIANTS } from "./variants";

/**
 * One custom size walked through every step a shopper's order takes, through the
 * shop API in process: the product page's price, v3/dynamic_prices and the price
 * list, the design the editor opens, the cart line, the order, a quantity change
 * and the production file. Each step must name the same size and charge the same
 * amount; a size the box cannot be made in is refused with invalid_size at every
 * door, and nothing is written.
 */

const api = apiClient();

async function visitorIn(region: string) {
  return (await api.get("/api/users/create_anonymous", { region })).body.token as string;
}

const SIZE = { length: 270, width: 190, height: 80 };
const custom: LineConfiguration = {
  sku: "mailer-box-full-color-270x190x80",
  quantity: 500,
  material: "cardboard-coated",
  printMode: "print-color-hd",
  finish: "foil-matte",
  printQuality: "hd-plus",
  express: false,
  paidAssets: [],
};

const productPagePrice = (configuration: LineConfiguration, region: string) =>
  api.get(`/api/prices/line_item?${configurationToSearchParams(configuration)}`, { region });

describe("a custom size from the product page to the production file", () => {
  for (const region of ["eu", "us"]) {
    it(`keeps the same size and the same amount at every step (${region})`, async () => {
      // The product page: the configurator asks the server for the line with the custom sku.
      const quoted = await productPagePrice(custom, region);
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      expect(quoted.body.sku).toBe(custom.sku);

      // The same size priced by v3/dynamic_prices and the price list: the same piece price at the same tier.
      const extras = "cardboard-coated,print-color-hd,foil-matte,hd-plus";
      const dynamic = await api.post("/api/v3/dynamic_prices", { product: "mailer-box-full-color", ...SIZE, extras }, { region });
      expect(dynamic.status, JSON.stringify(dynamic.body)).toBe(200);
      expect(dynamic.body.size).toBe("270x190x80");
      const tier = dynamic.body.volume_prices.find((row: { range_start: number }) => row.range_start === quoted.body.tier_start);
      expect(tier.price).toBe(quoted.body.unit_price);
      const list = await api.get(
        `/api/prices/list?product=mailer-box-full-color&product_size=270x190x80&extras=${encodeURIComponent(extras)}&region=${region}`,
        { region },
      );
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.variants.map((variant: { sku: string }) => variant.sku)).toEqual([custom.sku]);
      expect(list.body.variants[0].volume_prices.find((row: { range_start: number }) => row.range_start === quoted.body.tier_start).price).toBe(
        quoted.body.unit_price,
      );

      // The editor: a design for the sku is drawn on the net of that size.
      const token = await visitorIn(region);
      const design = await api.post("/api/box_designs", { box_design: { sku: custom.sku, quantity: custom.quantity } }, { token, region });
      expect(design.status, JSON.stringify(design.body)).toBe(201);
      const opened = await api.get(`/api/box_designs/${design.body.id}`, { token, region });
      expect(opened.body.document.inside).toEqual(SIZE);
      expect(opened.body.document.model).toBe("mailer-box");
      // Reopened later, the editor reads the product's facts by the design's sku: the record names that size.
      const record = await api.get(`/api/products/${custom.sku}?region=${region}`, { region });
      expect(record.status).toBe(200);
      expect(record.body.variants.find((variant: { sku: string }) => variant.sku === custom.sku)?.size).toMatchObject({
        length_mm: 270,
        width_mm: 190,
        height_mm: 80,
      });

      // The cart: the design's line with the custom sku, charged the product page's figure.
      const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
      const added = await api.post(
        `/api/v2/orders/${number}/line_item`,
        { ...configurationToLineItem(custom), box_design_id: design.body.id, purchase_trigger: "editor" },
        { token, region },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const order = (await api.get(`/api/orders/${number}`, { token, region })).body;
      const [line] = order.line_items;
      expect(line.sku).toBe(custom.sku);
      expect({ total: line.total, vat: line.vat, total_with_vat: line.total_with_vat }).toEqual({
        total: quoted.body.total,
        vat: quoted.body.vat,
        total_with_vat: quoted.body.total_with_vat,
      });
      expect(configurationOfLineItem(line)).toEqual(custom);
      expect(line.product.slug).toBe("mailer-box-full-color");
      expect(line.variant).toMatchObject({ id: line.variant_id, sku: custom.sku });
      expect(line.variant.name).toContain("270x190x80");
      expect(line.box_design_id).toBe(design.body.id);
      // A custom size is still offered at other quantities, priced like the product page's ladder.
      expect(line.quantity_options.length).toBeGreaterThan(0);

      // The order, changed later: the line is found again by its id and sku and re-priced for the same size.
      const changed = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 1000 } }, { token, region });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const requoted = await productPagePrice({ ...custom, quantity: 1000 }, region);
      const after = (await api.get(`/api/orders/${number}`, { token, region })).body.line_items[0];
      expect(after.total).toBe(requoted.body.total);
      expect(after.sku).toBe(custom.sku);

      // The production file: the net of that size at true size, and the line's sku in its job line.
      const db = await database();
      await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, number));
      const response = await api.raw(`/api/box_designs/${design.body.id}/production_files`, { headers: { "X-Api-Token": token } });
      expect(response.status).toBe(200);
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.getSubject()).toBe("mailer-box inside 270 x 190 x 80 mm");
      expect(pdf.getKeywords()).toContain(`${custom.sku} x 1000`);
      const net = buildNet("mailer-box", SIZE);
      const { width } = pdf.getPage(0).getSize();
      expect(width).toBeCloseTo((net.bounds.width + 2 * (net.bleed + PRINT_MARGIN_MM)) * PT_PER_MM, 3);
    });
  }
});

describe("a size the box cannot be made in", () => {
  const refusals: [string, string, Record<string, unknown>][] = [
    ["too long", "mailer-box-full-color-5000x190x80", { reason: "above", dimension: "length", limit_mm: 600 }],
    ["too small", "mailer-box-full-color-270x190x12", { reason: "below", dimension: "height", limit_mm: 25 }],
    ["too tall for its base", "mailer-box-full-color-150x100x140", { reason: "too_tall", dimension: "height", limit_mm: 100 }],
    ["of a product made only in its catalogue sizes", "mailer-box-plain-270x190x80", { reason: "not_custom" }],
  ];
  for (const [what, sku, details] of refusals) {
    it(`is refused with invalid_size on the price, the design and the cart, and nothing is written (${what})`, async () => {
      const quoted = await productPagePrice({ ...custom, sku }, "eu");
      expect(quoted.status).toBe(400);
      expect(quoted.body.error).toMatchObject({ code: "invalid_size", details: { field: "sku", ...details } });

      const token = await visitorIn("eu");
      const design = await api.post("/api/box_designs", { box_design: { sku } }, { token, region: "eu" });
      expect(design.status).toBe(400);
      expect(design.body.error.code).toBe("invalid_size");

      const number = (await api.post("/api/v2/orders", {}, { token, region: "eu" })).body.number as string;
      const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku, quantity: 500 }, { token, region: "eu" });
      expect(added.status).toBe(400);
      expect(added.body.error).toMatchObject({ code: "invalid_size", details: { field: "sku", ...details } });
      const db = await database();
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      expect(await db.select().from(lineItems).where(eq(lineItems.orderId, order!.id))).toEqual([]);
    });
  }

  it("is refused by v3/dynamic_prices within the same limits as the sku", async () => {
    const tall = await api.post("/api/v3/dynamic_prices", { product: "mailer-box-full-color", length: 150, width: 100, height: 140 }, { region: "eu" });
    expect(tall.status).toBe(400);
    expect(tall.body.error).toMatchObject({ code: "invalid_size", details: { reason: "too_tall", limit_mm: 100 } });
  });

  it("writes a sku in one form only: a size with a leading zero is no sku", async () => {
    const quoted = await productPagePrice({ ...custom, sku: "mailer-box-full-color-0270x190x80" }, "eu");
    expect(quoted.status).toBe(404);
  });
});

describe("the catalogue's lists", () => {
  it("keep listing only the catalogue sizes", async () => {
    expect(VARIANTS.some((variant) => variant.sku === custom.sku)).toBe(false);
    const record = await api.get("/api/products/mailer-box-full-color", { region: "eu" });
    expect(record.body.variants.map((variant: { sku: string }) => variant.sku)).not.toContain(custom.sku);
    const listed = await api.get("/api/v2/variants?per_page=100&q[region_eq]=eu", { region: "eu" });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain("270x190x80");
  });
});

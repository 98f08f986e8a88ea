import { describe, expect, it } from "vitest";
import { createApp } from "@/server/http/app";

const app = createApp();

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
}

type PriceList = {
  currency: string;
  vat_rate: number;
  price_display: string;
  variants: { sku: string; product_size: string; volume_prices: { range_start: number; price: number; price_with_vat: number }[] }[];
};

describe("GET /api/prices/list", () => {
  it("lists every size's volume prices, sorted, in the region's currency", async () => {
    const { status, body } = await get("/api/prices/list?product=mailer-box-full-color&cache_buster=v3&region=pl");
    expect(status).toBe(200);
    const list = body as unknown as PriceList;
    expect(list.currency).toBe("PLN");
    expect(list.vat_rate).toBe(23);
    expect(list.variants.length).toBeGreaterThan(3);
    for (const variant of list.variants) {
      const starts = variant.volume_prices.map((t) => t.range_start);
      expect(starts).toEqual([30, 60, 90, 120, 240, 500, 750, 1000, 1500, 2000, 2500]);
      for (const tier of variant.volume_prices) expect(tier.price_with_vat).toBe(tier.price + Math.round((tier.price * 23) / 100));
    }
  });

  it("takes the region from the header, a size, a box model, the tax country and extras", async () => {
    const base = await get("/api/prices/list?product=mailer-box-full-color&product_size=250x180x60&boxModel=mailer-box&tax_country_iso=GB", {
      "X-Region": "gb",
    });
    expect(base.status).toBe(200);
    const list = base.body as unknown as PriceList;
    expect(list.currency).toBe("GBP");
    expect(list.price_display).toBe("net-plus-vat");
    expect(list.variants.map((v) => v.product_size)).toEqual(["250x180x60"]);
    const hd = await get("/api/prices/list?product=mailer-box-full-color&product_size=250x180x60&extras=hd-plus-glossy,foil-matte,express", {
      "X-Region": "gb",
    });
    const hdList = hd.body as unknown as PriceList;
    expect(hdList.variants[0]!.volume_prices[0]!.price).toBeGreaterThan(list.variants[0]!.volume_prices[0]!.price);
  });

  it("has no VAT in the US", async () => {
    const { body } = await get("/api/prices/list?product=shipping-box&region=us");
    const list = body as unknown as PriceList;
    expect(list).toMatchObject({ currency: "USD", vat_rate: 0, price_display: "no-vat" });
    expect(list.variants[0]!.volume_prices[0]!.price_with_vat).toBe(list.variants[0]!.volume_prices[0]!.price);
  });

  it("accepts aliases and skus", async () => {
    expect((await get("/api/prices/list?product=labels")).body).toMatchObject({ product: "square-label" });
    expect((await get("/api/prices/list?product=mailer-box-eco-150x100x50")).body).toMatchObject({ product: "mailer-box-eco" });
  });

  it.each([
    ["/api/prices/list", 400, "invalid_request"],
    ["/api/prices/list?product=no-such-box", 404, "not_found"],
    ["/api/prices/list?product=mailer-box-eco&product_size=1x1x1", 404, "not_found"],
    ["/api/prices/list?product=mailer-box-eco&region=zz", 400, "unknown_region"],
    ["/api/prices/list?product=mailer-box-eco&cache_buster=v2", 400, "invalid_request"],
    ["/api/prices/list?product=mailer-box-eco&boxModel=shipping-box", 400, "invalid_box_model"],
    ["/api/prices/list?product=mailer-box-eco&extras=glitter", 400, "invalid_extras"],
    ["/api/prices/list?product=mailer-box-eco&extras=cardboard-coated", 400, "invalid_option"],
    ["/api/prices/list?product=mailer-box-eco&extras=standard,hd-plus", 400, "invalid_extras"],
    ["/api/prices/list?product=mailer-box-eco&tax_country_iso=US", 400, "invalid_tax_country"],
  ])("answers %s with %i %s", async (path, status, code) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.body.error?.code).toBe(code);
  });
});

describe("other price paths", () => {
  it("GET /api/prices/country_taxes lists the region's shipping countries", async () => {
    const { status, body } = await get("/api/prices/country_taxes?region=eu");
    expect(status).toBe(200);
    const countries = body.countries as { country_iso: string; vat_rate: number; additional_customs: number }[];
    expect(countries).toHaveLength(27);
    expect(countries.find((c) => c.country_iso === "DE")).toEqual({ country_iso: "DE", vat_rate: 23, additional_customs: 0 });
    expect(countries.find((c) => c.country_iso === "CH")).toEqual({ country_iso: "CH", vat_rate: 0, additional_customs: 4000 });
  });

  it("GET /api/prices/express_delivery offers express where it applies", async () => {
    const ok = await get("/api/prices/express_delivery?sku=mailer-box-eco-150x100x50&country=DE");
    expect(ok.status).toBe(200);
    expect(ok.body.express_delivery).toEqual([{ id: "express-production", production_days: 10, surcharge_percent: 30 }]);
    expect((await get("/api/prices/express_delivery?sku=mailer-box-eco-150x100x50&country=AU")).body.express_delivery).toEqual([]);
    expect((await get("/api/prices/express_delivery?sku=sample-packs-300x220x100&country=DE")).body.express_delivery).toEqual([]);
    expect((await get("/api/prices/express_delivery?sku=nope&country=DE")).status).toBe(404);
    expect((await get("/api/prices/express_delivery?sku=mailer-box-eco-150x100x50&country=germany")).status).toBe(400);
  });

  it("GET /api/prices/minimal gives each product's lowest piece price", async () => {
    const all = await get("/api/prices/minimal?region=eu");
    expect((all.body.products as unknown[]).length).toBe(42);
    const one = await get("/api/prices/minimal?region=eu&product=mailer-box-eco");
    expect(one.body.products).toEqual([{ product: "mailer-box-eco", price: expect.any(Number), price_with_vat: expect.any(Number) }]);
    expect((await get("/api/prices/minimal?product=nope")).status).toBe(404);
  });

  it("GET /api/minimal_price_for_minimal_order prices the smallest order", async () => {
    const { status, body } = await get("/api/minimal_price_for_minimal_order?product=mailer-box-eco&region=eu");
    expect(status).toBe(200);
    expect(body).toMatchObject({ product: "mailer-box-eco", sku: "mailer-box-eco-150x100x50", quantity: 30, currency: "EUR" });
    expect((await get("/api/minimal_price_for_minimal_order")).status).toBe(400);
  });

  it("GET /api/shipment_prices_list lists the region's shipment types", async () => {
    const pl = await get("/api/shipment_prices_list?region=pl");
    expect((pl.body.shipments as { type: string }[]).map((s) => s.type)).toEqual(expect.arrayContaining(["pick-up", "polish-post"]));
    const us = await get("/api/shipment_prices_list?region=us");
    expect(us.body).toMatchObject({ currency: "USD" });
    expect((us.body.shipments as { method: string }[]).map((s) => s.method).sort()).toEqual(["courier", "sample-packs"]);
  });

  it("GET /api/segmentation says how prices are shown", async () => {
    expect((await get("/api/segmentation", { "X-Region": "gb" })).body).toMatchObject({ price_display: "net-plus-vat", vat_rate: 20 });
  });

  it("POST /api/v3/dynamic_prices prices custom dimensions and refuses impossible ones", async () => {
    const ok = await post("/api/v3/dynamic_prices", { product: "mailer-box-eco", length: 270, width: 190, height: 80 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ product: "mailer-box-eco", size: "270x190x80", currency: "EUR" });
    expect((await post("/api/v3/dynamic_prices", { product: "mailer-box-eco", length: 5000, width: 190, height: 80 })).body.error?.code).toBe("invalid_size");
    expect((await post("/api/v3/dynamic_prices", { product: "poly-mailer", length: 300, width: 400, height: 50 })).body.error?.code).toBe("invalid_size");
    expect((await post("/api/v3/dynamic_prices", { product: "mailer-box-eco", length: "long" })).status).toBe(400);
    expect((await post("/api/v3/dynamic_prices", "{")).status).toBe(400);
  });

  it("GET /api/v2/variants filters by region, PIM ids and tax country, 100 a page", async () => {
    const page = await get("/api/v2/variants?per_page=100&q[region_eq]=eu");
    const meta = page.body.meta as { total_count: number; total_pages: number; per_page: number };
    expect(meta.per_page).toBe(100);
    expect((page.body.variants as unknown[]).length).toBe(100);
    expect(meta.total_pages).toBe(Math.ceil(meta.total_count / 100));
    const byPim = await get("/api/v2/variants?q[region_eq]=us&q[external_pim_id_in][]=PIM-002-01&q[external_pim_id_in][]=PIM-002-02&tax_country_iso=US");
    const variants = byPim.body.variants as { sku: string; size: { unit: string } }[];
    expect(variants.map((v) => v.sku)).toEqual(["mailer-box-eco-150x100x50", "mailer-box-eco-200x150x70"]);
    expect(variants[0]!.size.unit).toBe("in");
    expect((await get("/api/v2/variants?per_page=101")).status).toBe(400);
    expect((await get("/api/v2/variants?q[region_eq]=zz")).status).toBe(400);
  });

  it("GET /api/v1/delivery_estimates dates each sku", async () => {
    const { status, body } = await get(
      "/api/v1/delivery_estimates?start_date=2026-11-16&start_time=09:00&region=eu&variant_skus[]=mailer-box-eco-150x100x50&variant_skus[]=sample-packs-300x220x100",
    );
    expect(status).toBe(200);
    const estimates = body.estimates as { sku: string; delivery_from: string; production_days: number; express_delivery: unknown[] }[];
    expect(estimates[0]).toMatchObject({ sku: "mailer-box-eco-150x100x50", production_end: "2026-12-15", delivery_from: "2026-12-18" });
    expect(estimates[1]).toMatchObject({ production_days: 0, express_delivery: [] });
    // A line with express production reads its option's dates from the same answer: made in 10 days, not 21.
    expect(estimates[0]!.express_delivery).toEqual([
      {
        id: "express-production",
        production_start: "2026-11-16",
        production_end: "2026-11-30",
        delivery_from: "2026-12-03",
        delivery_to: "2026-12-07",
        production_days: 10,
      },
    ]);
    expect((await get("/api/v1/delivery_estimates?start_date=2026-02-30&start_time=09:00&variant_skus=mailer-box-eco-150x100x50")).status).toBe(400);
    expect((await get("/api/v1/delivery_estimates?start_date=2026-11-16&start_time=9am&variant_skus=mailer-box-eco-150x100x50")).status).toBe(400);
    expect((await get("/api/v1/delivery_estimates?start_date=2026-11-16&start_time=09:00")).status).toBe(400);
    expect((await get("/api/v1/delivery_estimates?start_date=2026-11-16&start_time=09:00&variant_skus=nope")).status).toBe(404);
  });

  it("GET /api/v2/products/{sku}/emissions scales with the quantity", async () => {
    const one = await get("/api/v2/products/mailer-box-eco-250x180x60/emissions?quantity=1000");
    expect(one.status).toBe(200);
    const perPiece = one.body.co2e_grams_per_piece as number;
    expect(perPiece).toBeGreaterThan(10);
    expect(one.body.co2e_kg_total).toBeCloseTo((perPiece * 1000) / 1000, 1);
    expect((await get("/api/v2/products/mailer-box-eco-250x180x60/emissions?product_quantity=30")).body.quantity).toBe(30);
    expect((await get("/api/v2/products/mailer-box-eco-250x180x60/emissions?quantity=-3")).status).toBe(400);
    expect((await get("/api/v2/products/nope/emissions")).status).toBe(404);
  });

  it("GET /api/product_structure lists parts and printable sides", async () => {
    const { body } = await get("/api/product_structure?sku=product-box-two-pieces-150x150x60");
    expect((body.parts as { name: string }[]).map((p) => p.name)).toEqual(["lid", "base"]);
    const mailer = await get("/api/product_structure?sku=mailer-box-eco-150x100x50");
    expect((mailer.body.parts as { sides: string[] }[])[0]!.sides).toEqual(["front", "top", "back", "left", "right", "bottom", "inside"]);
    expect((await get("/api/product_structure")).status).toBe(400);
    expect((await get("/api/product_structure?sku=nope")).status).toBe(404);
  });
});

describe("GET /api/v2/products/patterns", () => {
  it("lists the region's ready-made designs in its language", async () => {
    const pl = await get("/api/v2/products/patterns?region=pl");
    const plPatterns = pl.body.patterns as { id: string; name: string; image: string; product_types: string[] }[];
    expect(plPatterns.map((p) => p.id)).toContain("folk");
    expect(plPatterns.find((p) => p.id === "dots")).toMatchObject({ name: "Kropki", image: "/build/shared-images/patterns/dots.svg" });
    const de = await get("/api/v2/products/patterns", { "X-Region": "de" });
    const dePatterns = de.body.patterns as { id: string; name: string }[];
    expect(dePatterns.map((p) => p.id)).not.toContain("folk");
    expect(dePatterns.find((p) => p.id === "stripes")?.name).toBe("Streifen");
    expect((await get("/api/v2/products/patterns?region=zz")).status).toBe(400);
  });
});

describe("caching of public answers", () => {
  it("lets prices be shared for a minute per region, but not answers to a token or errors", async () => {
    const ok = await app.request("/api/prices/list?product=mailer-box-eco", { headers: { "X-Region": "de" } });
    expect(ok.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60");
    expect(ok.headers.get("vary")).toBe("X-Region");
    const withToken = await app.request("/api/prices/list?product=mailer-box-eco", { headers: { "X-Api-Token": "abc" } });
    expect(withToken.headers.get("cache-control")).toBe("no-store");
    const failed = await app.request("/api/prices/list?product=nope");
    expect(failed.headers.get("cache-control")).toBe("no-store");
    const health = await app.request("/api/health");
    expect(health.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/products", () => {
  it("gives product records with names in all 11 languages and the region's variants", async () => {
    const { status, body } = await get("/api/products?region=us");
    expect(status).toBe(200);
    const products = body.products as {
      id: number;
      slug: string;
      translatedName: Record<string, string>;
      variants: { size: { unit: string }; key_visual_image: string; size_type: string }[];
    }[];
    expect(products).toHaveLength(42);
    const eco = products.find((p) => p.slug === "mailer-box-eco")!;
    expect(Object.keys(eco.translatedName)).toHaveLength(11);
    expect(eco.translatedName["pl-PL"]).not.toBe(eco.translatedName["en-US"]);
    expect(eco.variants[0]).toMatchObject({
      size_type: "internal",
      size: { unit: "in" },
      // The product's rendered picture, closed, in its first material (kraft).
      key_visual_image: "/build/shared-images/products/mailer-box-eco/cardboard-natural-closed-640.webp",
    });
  });

  it("gives one product by slug, alias or sku, named in the asked language", async () => {
    const { status, body } = await get("/api/products/thank-you-card?region=de&locale=fr");
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: "printed-card", id: 42 });
    expect((body.variants as { name: string; size: { unit: string } }[])[0]!.size.unit).toBe("cm");
    expect((await get("/api/products/nope")).status).toBe(404);
    expect((await get("/api/products/mailer-box-eco?locale=xx")).status).toBe(400);
  });
});

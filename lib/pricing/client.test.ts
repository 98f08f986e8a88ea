import { describe, expect, it, vi } from "vitest";
import { ApiService } from "@/lib/api/api-service";
import {
  ALL_PRICING_ERROR,
  DELIVERY_ESTIMATES_ERROR,
  EMISSIONS_ERROR,
  EXPRESS_DELIVERY_ERROR,
  fetchAllPriceLists,
  fetchDeliveryEstimates,
  fetchEmissions,
  fetchExpressDeliveryOptions,
  fetchPriceList,
  fetchVariants,
  mapWithConcurrency,
  PRICING_BY_VARIANT_ERROR,
} from "./client";

function apiWith(handler: (url: URL) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => handler(new URL(String(input), "http://shop.test")));
  const api = new ApiService({ region: "eu", fetch: fetch as typeof globalThis.fetch, logger: { warn: vi.fn(), error: vi.fn() } });
  return { api, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("pricing fetchers", () => {
  it("fetch variant ids in chunks of 100, two at a time", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const { api, fetch } = apiWith(async (url) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const ids = url.searchParams.getAll("q[external_pim_id_in][]");
      return json({ variants: ids.map((id) => ({ id: 1, sku: id, external_pim_id: id, tax_country_iso: "PL", region: "eu", product_type: "x" })) });
    });
    const ids = Array.from({ length: 250 }, (_, i) => `PIM-${i}`);
    const variants = await fetchVariants(api, "eu", ids, "PL");
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(maxInFlight).toBe(2);
    expect(variants.map((v) => v.external_pim_id)).toEqual(ids);
    const first = new URL(String(fetch.mock.calls[0]![0]), "http://shop.test");
    expect(first.pathname).toBe("/api/v2/variants");
    expect(first.searchParams.get("per_page")).toBe("100");
    expect(first.searchParams.getAll("q[external_pim_id_in][]")).toHaveLength(100);
  });

  it("sort volume prices by range_start and send the cache buster", async () => {
    const { api, fetch } = apiWith(() =>
      json({
        product: "p",
        variants: [
          {
            sku: "s",
            volume_prices: [
              { range_start: 60, price: 2 },
              { range_start: 30, price: 3 },
            ],
          },
        ],
      }),
    );
    const list = await fetchPriceList(api, { product: "p" });
    expect(list.variants[0]!.volume_prices.map((t) => t.range_start)).toEqual([30, 60]);
    expect(new URL(String(fetch.mock.calls[0]![0]), "http://shop.test").searchParams.get("cache_buster")).toBe("v3");
  });

  it("turn a failed price chunk into an empty list, silently", async () => {
    const { api } = apiWith((url) =>
      url.searchParams.get("product") === "bad"
        ? json({ error: { code: "x", message: "boom" } }, 500)
        : json({ product: "ok", variants: [{ sku: "a", volume_prices: [] }] }),
    );
    const lists = await fetchAllPriceLists(api, [{ product: "ok" }, { product: "bad" }, { product: "ok" }]);
    expect(lists.map((l) => l.length)).toEqual([1, 0, 1]);
    expect(ALL_PRICING_ERROR).toBe("Unable to fetch All Pricing for Products");
  });

  it("append the cause to the spec's messages", async () => {
    const { api } = apiWith(() => json({ error: { code: "not_found", message: "Unknown sku" } }, 500));
    await expect(fetchPriceList(api, { product: "x" })).rejects.toThrow(`${PRICING_BY_VARIANT_ERROR}: Unknown sku`);
    await expect(fetchEmissions(api, "x", 30)).rejects.toThrow(`${EMISSIONS_ERROR}: Unknown sku`);
    await expect(fetchDeliveryEstimates(api, { startDate: "2026-11-16", startTime: "09:00", region: "eu", variantSkus: ["x"] })).rejects.toThrow(
      `${DELIVERY_ESTIMATES_ERROR}: Unknown sku`,
    );
    await expect(fetchExpressDeliveryOptions(api, "x", "DE")).rejects.toThrow(`${EXPRESS_DELIVERY_ERROR}: Unknown sku`);
  });

  it("keep results in order under limited concurrency", async () => {
    const results = await mapWithConcurrency([30, 10, 20], 2, async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ms;
    });
    expect(results).toEqual([30, 10, 20]);
  });
});

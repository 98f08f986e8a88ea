import { createRoute, z } from "@hono/zod-openapi";
import { PRICE_CACHE_BUSTER, SKU_MODELS } from "@/lib/catalog/constants";
import { productsInRegion } from "@/server/catalog/service";
import { regionOf } from "@/server/http/region";
import { badRequest } from "@/server/http/errors";
import { stringList } from "@/server/http/query";
import { CATALOGUE_CACHE_SECONDS, publicCache } from "@/server/http/cache";
import { createRouter } from "@/server/http/router";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import { MAX_LINE_QUANTITY, PAID_ASSET_TYPES } from "@/lib/catalog/line-configuration";
import { quoteLadder, quoteLine } from "@/server/orders/pricing";
import { errorResponses, json, notFoundResponses, regionQuery } from "@/server/http/schemas";
import { statedCustomsFor, vatRateForDestination } from "./destination";
import { volumePrices } from "./engine";
import { expressOptionsFor } from "./express";
import { ExtrasError, parseExtras } from "./options";
import { customSizeModel, customSizeRefusal, invalidSize } from "@/server/catalog/custom-sizes";
import { deliveryEstimates, minimalOrder, minimalUnitPrice, priceList, requireOptions, requireProduct, requireVariant } from "./service";
import { shipmentPrices } from "./shipments";
import { priceDisplayFor, vatRateFor, withVat } from "./tax";
import { negotiatedPricesOfCaller } from "@/server/price-lists/caller";

/** Prices and delivery: the paths of spec section 7 'Prices and delivery', and the price of one configured line. */

function extrasOf(extras: string | undefined) {
  try {
    return parseExtras(extras);
  } catch (error) {
    if (error instanceof ExtrasError) throw badRequest("invalid_extras", error.message, { extras });
    throw error;
  }
}

const TierSchema = z.object({ range_start: z.number().int(), price: z.number().int(), price_with_vat: z.number().int() });
const OptionsSchema = z.object({
  material: z.string().nullable(),
  printMode: z.string(),
  finish: z.string().nullable(),
  printQuality: z.string(),
  express: z.boolean(),
});
const PriceListSchema = z
  .object({
    product: z.string(),
    region: z.string(),
    currency: z.string(),
    tax_country_iso: z.string(),
    vat_rate: z.number(),
    price_display: z.enum(["gross", "net-plus-vat", "no-vat"]),
    options: OptionsSchema,
    variants: z.array(
      z.object({
        variant_id: z.number().int(),
        sku: z.string(),
        external_pim_id: z.string(),
        product_size: z.string(),
        volume_prices: z.array(TierSchema),
      }),
    ),
  })
  .openapi("PriceList");

const extrasQuery = z
  .string()
  .max(300)
  .optional()
  .openapi({ description: "Chosen options, comma-separated: a material, print mode, finish, print quality and/or 'express'" });

const priceListRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/prices/list",
  tags: ["Prices and delivery"],
  summary: "Volume prices of a product's sizes in a region",
  request: {
    query: z.object({
      token: z.string().max(512).optional(),
      product: z.string().min(1).max(120).openapi({ description: "Product type slug, alias or sku" }),
      cache_buster: z.literal(PRICE_CACHE_BUSTER).optional(),
      region: regionQuery,
      product_size: z.string().max(40).optional().openapi({ description: "Size code, e.g. 250x180x60" }),
      boxModel: z.enum(SKU_MODELS).optional(),
      tax_country_iso: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
      extras: extrasQuery,
    }),
  },
  responses: { 200: json(PriceListSchema, "Volume prices, sorted by range_start"), ...errorResponses, ...notFoundResponses },
});

const countryTaxesRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/prices/country_taxes",
  tags: ["Prices and delivery"],
  summary: "VAT and customs per country the region ships to",
  request: { query: z.object({ region: regionQuery }) },
  responses: {
    200: json(
      z.object({
        region: z.string(),
        currency: z.string(),
        countries: z.array(z.object({ country_iso: z.string(), vat_rate: z.number(), additional_customs: z.number().int() })),
      }),
      "Country taxes",
    ),
    ...errorResponses,
  },
});

const expressRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/prices/express_delivery",
  tags: ["Prices and delivery"],
  summary: "Express production options for a sku delivered to a country",
  request: { query: z.object({ sku: z.string().min(1).max(120), country: z.string().regex(/^[A-Z]{2}$/) }) },
  responses: {
    200: json(
      z.object({
        sku: z.string(),
        country: z.string(),
        express_delivery: z.array(z.object({ id: z.string(), production_days: z.number().int(), surcharge_percent: z.number() })),
      }),
      "Express options (empty when none apply)",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const minimalRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/prices/minimal",
  tags: ["Prices and delivery"],
  summary: "The lowest piece price of each product in a region",
  request: { query: z.object({ region: regionQuery, product: z.string().max(120).optional() }) },
  responses: {
    200: json(
      z.object({
        region: z.string(),
        currency: z.string(),
        products: z.array(z.object({ product: z.string(), price: z.number().int(), price_with_vat: z.number().int() })),
      }),
      "Lowest net piece prices",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const minimalOrderRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/minimal_price_for_minimal_order",
  tags: ["Prices and delivery"],
  summary: "The cheapest order of a product: its cheapest size at the smallest quantity",
  request: { query: z.object({ region: regionQuery, product: z.string().min(1).max(120) }) },
  responses: {
    200: json(
      z.object({
        product: z.string(),
        sku: z.string(),
        quantity: z.number().int(),
        currency: z.string(),
        price: z.number().int(),
        price_with_vat: z.number().int(),
      }),
      "Minimal order",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const shipmentsRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/shipment_prices_list",
  tags: ["Prices and delivery"],
  summary: "Delivery prices per shipment type of the region",
  description:
    "free_from is the net item total from which delivery of a method is free: a free variant (courier-free, sample-packs-free) is offered only from there, and its paid type (courier, sample-packs-eu4) only below it. Null where the price does not depend on the order's value (a storefront with only the free variant ships free at any value).",
  request: { query: z.object({ region: regionQuery }) },
  responses: {
    200: json(
      z.object({
        region: z.string(),
        currency: z.string(),
        shipments: z.array(z.object({ method: z.string(), type: z.string(), price: z.number().int(), free_from: z.number().int().nullable() })),
      }),
      "Shipment prices",
    ),
    ...errorResponses,
  },
});

const segmentationRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/segmentation",
  tags: ["Prices and delivery"],
  summary: "How prices are shown to the caller in a region (VAT display and rate)",
  request: { query: z.object({ region: regionQuery }) },
  responses: {
    200: json(
      z.object({ region: z.string(), currency: z.string(), customer_type: z.enum(["b2b", "b2c"]), vat_rate: z.number(), price_display: z.string() }),
      "Price segment",
    ),
    ...errorResponses,
  },
});

const dynamicPricesRoute = createRoute({
  method: "post",
  path: "/v3/dynamic_prices",
  tags: ["Prices and delivery"],
  summary: "Volume prices for custom dimensions",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({
              product: z.string().min(1).max(120),
              length: z.number().int().positive().max(5000),
              width: z.number().int().positive().max(5000),
              height: z.number().int().min(0).max(5000),
              extras: z.string().max(300).optional(),
            })
            .strict()
            .openapi("DynamicPriceRequest"),
        },
      },
    },
  },
  responses: {
    200: json(
      z.object({ product: z.string(), size: z.string(), currency: z.string(), vat_rate: z.number(), volume_prices: z.array(TierSchema) }),
      "Volume prices for the size",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const lineItemPriceRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/prices/line_item",
  tags: ["Prices and delivery"],
  summary: "What one configured line costs, as the cart will charge it",
  description:
    "The query is a line configuration as the product page's URL carries it. The answer is the line's net total, its VAT and the two added, rounded once on the line (docs/adr/0019-one-price-rule.md); a cart in the storefront's default delivery country charges exactly this.",
  request: {
    query: z.object({
      region: regionQuery,
      sku: z.string().min(1).max(100),
      quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
      material: z.enum(MATERIALS).optional(),
      print_mode: z.enum(PRINT_COLOR_MODES).optional(),
      finish: z.enum(FINISHES).optional(),
      print_quality: z.enum(PRINT_QUALITIES).optional(),
      express: z.enum(["0", "1", "true", "false"]).optional(),
      // Typed in its wire form, one comma-separated string, as the product page's URL and the API client send it.
      paid_assets: stringList(PAID_ASSET_TYPES.length)
        .optional()
        .openapi({ type: "string", description: "Paid assets, comma-separated: service-fsc-certificate" }),
    }),
  },
  responses: {
    200: json(
      z
        .object({
          sku: z.string(),
          quantity: z.number().int(),
          currency: z.string(),
          price_display: z.enum(["gross", "net-plus-vat", "no-vat"]),
          vat_rate: z.number(),
          tier_start: z.number().int(),
          unit_price: z.number().int(),
          unit_price_with_vat: z.number().int(),
          total: z.number().int(),
          vat: z.number().int(),
          total_with_vat: z.number().int(),
          price_list: z.object({ id: z.number().int(), name: z.string(), valid_to: z.string().nullable() }).nullable().openapi({
            description:
              "The signed-in buyer's company price list that priced the line (docs/adr/0056-negotiated-price-lists.md); null for the public price. An answer with one is never cached publicly.",
          }),
          ladder: z
            .array(
              z.object({
                quantity: z.number().int(),
                unit_price: z.number().int(),
                unit_price_with_vat: z.number().int(),
                total: z.number().int(),
                vat: z.number().int(),
                total_with_vat: z.number().int(),
              }),
            )
            .openapi({ description: "The same configuration at each quantity step the product is sold in, priced the same way" }),
        })
        .openapi("LineQuote"),
      "The line's price",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:mm");

const deliveryRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/v1/delivery_estimates",
  tags: ["Prices and delivery"],
  summary: "When ordered skus arrive, production and delivery in business days",
  request: {
    query: z.object({
      start_date: DateSchema,
      start_time: TimeSchema,
      region: regionQuery,
      variant_skus: stringList(50).optional(),
      "variant_skus[]": stringList(50).optional(),
    }),
  },
  responses: {
    200: json(
      z.object({
        region: z.string(),
        estimates: z.array(
          z.object({
            sku: z.string(),
            production_start: z.string(),
            production_end: z.string(),
            delivery_from: z.string(),
            delivery_to: z.string(),
            production_days: z.number().int(),
            // A line with express production arrives on its option's dates (express_delivery_option_id names the id).
            express_delivery: z.array(
              z.object({
                id: z.string(),
                production_start: z.string(),
                production_end: z.string(),
                delivery_from: z.string(),
                delivery_to: z.string(),
                production_days: z.number().int(),
              }),
            ),
          }),
        ),
      }),
      "Delivery estimates",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

export const pricingRoutes = createRouter()
  .openapi(priceListRoute, (c) => {
    const query = c.req.valid("query");
    const result = priceList({
      product: query.product,
      region: regionOf(c, query.region),
      productSize: query.product_size,
      boxModel: query.boxModel,
      taxCountryIso: query.tax_country_iso,
      options: extrasOf(query.extras),
    });
    return c.json(result, 200);
  })
  .openapi(lineItemPriceRoute, async (c) => {
    const query = c.req.valid("query");
    const region = regionOf(c, query.region);
    const assets = query.paid_assets ?? [];
    const unknown = assets.find((asset) => !(PAID_ASSET_TYPES as readonly string[]).includes(asset));
    if (unknown) throw badRequest("invalid_paid_asset", `Unknown paid asset: ${unknown}`, { field: "paid_assets" });
    const configuration = {
      sku: query.sku,
      quantity: query.quantity,
      material: query.material,
      printMode: query.print_mode,
      finish: query.finish,
      printQuality: query.print_quality,
      express: query.express === "1" || query.express === "true",
      paidAssets: assets as (typeof PAID_ASSET_TYPES)[number][],
    };
    const negotiated = await negotiatedPricesOfCaller(c.get("apiToken"), region);
    const line = quoteLine(region, configuration, negotiated);
    // A company's prices are its members' alone: never kept by a shared cache or the browser's disk.
    if (line.price_list) c.header("Cache-Control", "private, no-store");
    return c.json({ ...line, ladder: quoteLadder(region, configuration, negotiated) }, 200);
  })
  .openapi(countryTaxesRoute, (c) => {
    const region = regionOf(c, c.req.valid("query").region);
    return c.json(
      {
        region: region.id,
        currency: region.currency,
        countries: region.allowedShippingCountries.map((iso) => ({
          country_iso: iso,
          // Deliveries leaving the EU carry no VAT, but the customs their own storefront charges.
          vat_rate: vatRateForDestination(region, iso),
          additional_customs: statedCustomsFor(iso),
        })),
      },
      200,
    );
  })
  .openapi(expressRoute, (c) => {
    const { sku, country } = c.req.valid("query");
    const region = c.get("region");
    const variant = requireVariant(region, sku);
    return c.json({ sku, country, express_delivery: expressOptionsFor(variant.product, region, country) }, 200);
  })
  .openapi(minimalRoute, (c) => {
    const query = c.req.valid("query");
    const region = regionOf(c, query.region);
    const products = query.product ? [requireProduct(query.product)] : productsInRegion(region);
    const vatRate = vatRateFor(region);
    return c.json(
      {
        region: region.id,
        currency: region.currency,
        products: products.map((product) => {
          const price = minimalUnitPrice(product, region);
          return { product: product.slug, price, price_with_vat: withVat(price, vatRate).gross };
        }),
      },
      200,
    );
  })
  .openapi(minimalOrderRoute, (c) => {
    const query = c.req.valid("query");
    const region = regionOf(c, query.region);
    const product = requireProduct(query.product);
    const order = minimalOrder(product, region);
    return c.json({ product: product.slug, ...order, currency: region.currency, price_with_vat: withVat(order.price, vatRateFor(region)).gross }, 200);
  })
  .openapi(shipmentsRoute, (c) => {
    const region = regionOf(c, c.req.valid("query").region);
    return c.json({ region: region.id, currency: region.currency, shipments: shipmentPrices(region) }, 200);
  })
  .openapi(segmentationRoute, (c) => {
    const region = regionOf(c, c.req.valid("query").region);
    return c.json(
      { region: region.id, currency: region.currency, customer_type: "b2c" as const, vat_rate: vatRateFor(region), price_display: priceDisplayFor(region) },
      200,
    );
  })
  .openapi(dynamicPricesRoute, (c) => {
    const body = c.req.valid("json");
    const region = c.get("region");
    const product = requireProduct(body.product);
    const flat = product.sizes.every((size) => size.heightMm === 0);
    if (flat !== (body.height === 0)) {
      throw badRequest("invalid_size", flat ? `${product.slug} is flat: height must be 0` : `${product.slug} needs a height`, { height: body.height });
    }
    // A product that takes custom sizes prices exactly the sizes its custom skus accept (docs/adr/0044-custom-sizes.md).
    if (customSizeModel(product)) {
      const refusal = customSizeRefusal(product, body);
      if (refusal) throw invalidSize(product, body, refusal);
    }
    const within = (value: number, pick: (s: (typeof product.sizes)[number]) => number) => {
      const values = product.sizes.map(pick);
      return value >= Math.min(...values) * 0.5 && value <= Math.max(...values) * 1.5;
    };
    if (!within(body.length, (s) => s.lengthMm) || !within(body.width, (s) => s.widthMm) || (!flat && !within(body.height, (s) => s.heightMm))) {
      throw badRequest("invalid_size", `${product.slug} cannot be made in ${body.length}x${body.width}x${body.height} mm`, {
        sizes: product.sizes.map((s) => s.code),
      });
    }
    const size = {
      code: flat ? `${body.length}x${body.width}` : `${body.length}x${body.width}x${body.height}`,
      lengthMm: body.length,
      widthMm: body.width,
      heightMm: body.height,
    };
    const options = requireOptions(product, extrasOf(body.extras));
    const vatRate = vatRateFor(region);
    return c.json(
      {
        product: product.slug,
        size: size.code,
        currency: region.currency,
        vat_rate: vatRate,
        volume_prices: volumePrices(product, size, options, region).map((tier) => ({
          range_start: tier.range_start,
          price: tier.amount,
          price_with_vat: withVat(tier.amount, vatRate).gross,
        })),
      },
      200,
    );
  })
  .openapi(deliveryRoute, (c) => {
    const query = c.req.valid("query");
    const region = regionOf(c, query.region);
    const skus = [...(query.variant_skus ?? []), ...(query["variant_skus[]"] ?? [])];
    if (skus.length === 0) throw badRequest("invalid_request", "variant_skus names no sku", { variant_skus: [] });
    try {
      return c.json({ region: region.id, estimates: deliveryEstimates(region, query.start_date, query.start_time, skus) }, 200);
    } catch (error) {
      if (error instanceof RangeError) throw badRequest("invalid_date", error.message, { start_date: query.start_date });
      throw error;
    }
  });

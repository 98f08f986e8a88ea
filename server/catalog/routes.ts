import { createRoute, z } from "@hono/zod-openapi";
import { QUANTITY_STEPS, VARIANTS_PAGE_SIZE } from "@/lib/catalog/constants";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { findRegion, REGION_NOT_FOUND } from "@/regions";
import { badRequest, notFound } from "@/server/http/errors";
import { positiveInt, stringList } from "@/server/http/query";
import { regionOf, requestedLocale } from "@/server/http/region";
import { CATALOGUE_CACHE_SECONDS, publicCache } from "@/server/http/cache";
import { createRouter } from "@/server/http/router";
import { errorResponses, json, notFoundResponses, regionQuery } from "@/server/http/schemas";
import { emissionsPerPiece, requireVariant } from "@/server/pricing/service";
import { patternImage, patternsFor } from "./patterns";
import { findProductBySlugOrSku, productRecord, productsInRegion, sizeRecord } from "./service";
import { productStructure } from "./structure";
import { queryVariants } from "./variants";

/** Catalogue paths: variants, emissions, patterns and product structure. */

const variantsRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/v2/variants",
  tags: ["Catalogue"],
  summary: "Variants by region, external PIM id and tax country, 100 a page",
  request: {
    query: z.object({
      per_page: positiveInt(VARIANTS_PAGE_SIZE).optional(),
      page: positiveInt(100_000).optional(),
      "q[region_eq]": z.string().max(10).optional(),
      "q[external_pim_id_in][]": stringList(VARIANTS_PAGE_SIZE).optional(),
      tax_country_iso: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    }),
  },
  responses: {
    200: json(
      z.object({
        variants: z.array(
          z.object({
            id: z.number().int(),
            sku: z.string(),
            external_pim_id: z.string(),
            tax_country_iso: z.string(),
            region: z.string(),
            product_type: z.string(),
            size: z.object({ length: z.number(), width: z.number(), height: z.number(), unit: z.string() }),
          }),
        ),
        meta: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int(), total_pages: z.number().int() }),
      }),
      "Variants",
    ),
    ...errorResponses,
  },
});

const emissionsRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/v2/products/{sku}/emissions",
  tags: ["Catalogue"],
  summary: "Carbon footprint of a quantity of a sku",
  request: {
    params: z.object({ sku: z.string().min(1).max(120) }),
    query: z.object({ quantity: positiveInt(1_000_000).optional(), product_quantity: positiveInt(1_000_000).optional() }),
  },
  responses: {
    200: json(z.object({ sku: z.string(), quantity: z.number().int(), co2e_grams_per_piece: z.number(), co2e_kg_total: z.number() }), "Emissions"),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const structureRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/product_structure",
  tags: ["Catalogue"],
  summary: "The parts of a sku and the sides a design can go on",
  request: { query: z.object({ sku: z.string().min(1).max(120) }) },
  responses: {
    200: json(
      z.object({
        sku: z.string(),
        sku_model: z.string().nullable(),
        shape: z.string(),
        parts: z.array(z.object({ name: z.string(), sides: z.array(z.string()), length_mm: z.number(), width_mm: z.number(), height_mm: z.number() })),
      }),
      "Product structure",
    ),
    ...errorResponses,
    ...notFoundResponses,
  },
});

const patternsRoute = createRoute({
  method: "get",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  path: "/v2/products/patterns",
  tags: ["Catalogue"],
  summary: "Ready-made designs for pre-printed products in a region",
  request: { query: z.object({ region: regionQuery }) },
  responses: {
    200: json(
      z.object({
        region: z.string(),
        patterns: z.array(z.object({ id: z.string(), name: z.string(), product_types: z.array(z.string()), image: z.string() })),
      }),
      "Patterns",
    ),
    ...errorResponses,
  },
});

async function patternNames(locale: Locale) {
  return (await loadMessages(locale)).Patterns;
}

const SizeSchema = z.object({
  length: z.number(),
  width: z.number(),
  height: z.number(),
  unit: z.string(),
  length_mm: z.number(),
  width_mm: z.number(),
  height_mm: z.number(),
});
const ProductRecordSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    translatedName: z.record(z.string(), z.string()),
    categories: z.array(z.string()),
    sku_model: z.string().nullable(),
    designless: z.boolean(),
    options: z.object({
      materials: z.array(z.string()),
      print_modes: z.array(z.string()),
      finishes: z.array(z.string()),
      print_qualities: z.array(z.string()),
      express_production: z.boolean(),
    }),
    variants: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        external_pim_id: z.string(),
        name: z.string(),
        size: SizeSchema,
        size_type: z.literal("internal"),
        product_type: z.string(),
        key_visual_image: z.string(),
      }),
    ),
  })
  .openapi("Product");

const localeQuery = z.string().max(10).optional().openapi({ description: "Language tag or locale for variant names; the region's own by default" });

const productsRoute = createRoute({
  method: "get",
  path: "/products",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  tags: ["Catalogue"],
  summary: "Every product of a region with its names in all languages and its variants",
  request: { query: z.object({ region: regionQuery, locale: localeQuery }) },
  responses: { 200: json(z.object({ region: z.string(), products: z.array(ProductRecordSchema) }), "Products"), ...errorResponses },
});

const productRoute = createRoute({
  method: "get",
  path: "/products/{slug}",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  tags: ["Catalogue"],
  summary: "One product by slug, alias or sku",
  request: { params: z.object({ slug: z.string().min(1).max(120) }), query: z.object({ region: regionQuery, locale: localeQuery }) },
  responses: { 200: json(ProductRecordSchema, "Product"), ...errorResponses, ...notFoundResponses },
});

export const catalogRoutes = createRouter()
  .openapi(productsRoute, async (c) => {
    const query = c.req.valid("query");
    const region = regionOf(c, query.region);
    const locale = requestedLocale(region, query.locale);
    const products = await Promise.all(productsInRegion(region).map((product) => productRecord(product, region, locale)));
    return c.json({ region: region.id, products }, 200);
  })
  .openapi(productRoute, async (c) => {
    const query = c.req.valid("query");
    const region = regionOf(c, query.region);
    const { slug } = c.req.valid("param");
    const product = findProductBySlugOrSku(slug);
    if (!product || (product.regions && !product.regions.includes(region.id))) {
      throw notFound(`Unknown product in region ${region.id}: ${slug}`);
    }
    return c.json(await productRecord(product, region, requestedLocale(region, query.locale), slug), 200);
  })
  .openapi(variantsRoute, (c) => {
    const query = c.req.valid("query");
    const regionFilter = query["q[region_eq]"];
    const region = regionFilter ? findRegion(regionFilter) : undefined;
    if (regionFilter && !region) throw badRequest("unknown_region", REGION_NOT_FOUND, { region: regionFilter });
    const perPage = query.per_page ?? VARIANTS_PAGE_SIZE;
    const page = query.page ?? 1;
    const all = queryVariants({ region: region?.id, externalPimIds: query["q[external_pim_id_in][]"], taxCountryIso: query.tax_country_iso });
    const slice = all.slice((page - 1) * perPage, page * perPage);
    return c.json(
      {
        variants: slice.map((variant) => {
          const size = sizeRecord(variant, findRegion(variant.region)!);
          return {
            id: variant.id,
            sku: variant.sku,
            external_pim_id: variant.external_pim_id,
            tax_country_iso: variant.tax_country_iso,
            region: variant.region,
            product_type: variant.product.slug,
            size: { length: size.length, width: size.width, height: size.height, unit: size.unit },
          };
        }),
        meta: { page, per_page: perPage, total_count: all.length, total_pages: Math.max(1, Math.ceil(all.length / perPage)) },
      },
      200,
    );
  })
  .openapi(emissionsRoute, (c) => {
    const { sku } = c.req.valid("param");
    const query = c.req.valid("query");
    const quantity = query.quantity ?? query.product_quantity ?? QUANTITY_STEPS[0];
    const variant = requireVariant(c.get("region"), sku);
    const perPiece = emissionsPerPiece(variant.product, variant.size);
    return c.json({ sku, quantity, co2e_grams_per_piece: perPiece, co2e_kg_total: Math.round(perPiece * quantity) / 1000 }, 200);
  })
  .openapi(structureRoute, (c) => {
    const { sku } = c.req.valid("query");
    const variant = requireVariant(c.get("region"), sku);
    const parts = productStructure(variant.product, variant.size).map((part) => ({ ...part, sides: [...part.sides] }));
    return c.json({ sku, sku_model: variant.product.skuModel, shape: variant.product.shape, parts }, 200);
  })
  .openapi(patternsRoute, async (c) => {
    const region = regionOf(c, c.req.valid("query").region);
    const names = await patternNames(region.locale);
    return c.json(
      {
        region: region.id,
        patterns: patternsFor(region.id).map((pattern) => ({
          id: pattern.id,
          name: names[pattern.id],
          product_types: [...pattern.productTypes],
          image: patternImage(pattern.id),
        })),
      },
      200,
    );
  });

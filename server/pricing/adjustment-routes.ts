import { createRoute, z } from "@hono/zod-openapi";
import { expirePricedPages } from "@/server/cache/pages";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { requireManager } from "@/server/users/auth";
import { MAX_ADJUSTMENT_BASIS_POINTS, MIN_ADJUSTMENT_BASIS_POINTS } from "./adjustments";
import { changePriceAdjustment, listPriceAdjustments, pricingVersionIn, type PriceAdjustmentRow } from "./versions";

/** The order managers' price adjustments per product type (docs/adr/0018-editable-prices-and-shared-cache.md). */

const tags = ["Prices"];

const PriceAdjustmentSchema = z
  .object({
    product: z.string(),
    basis_points: z.number().int(),
    changed_by: z.number().int().nullable(),
    changed_at: z.string(),
  })
  .openapi("PriceAdjustment");

const PriceAdjustmentChangeSchema = z
  .object({ basis_points: z.number().int().min(MIN_ADJUSTMENT_BASIS_POINTS).max(MAX_ADJUSTMENT_BASIS_POINTS) })
  .strict()
  .openapi("PriceAdjustmentChange");

const productParam = z.object({ product: z.string().min(1).max(100).openapi({ description: "A product type slug" }) });
const managerResponses = { ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not an order manager (not_a_manager)") };

function serialize(row: PriceAdjustmentRow) {
  return { product: row.product, basis_points: row.basisPoints, changed_by: row.changedBy, changed_at: row.changedAt.toISOString() };
}

const listRoute = createRoute({
  method: "get",
  path: "/manager/prices/adjustments",
  tags,
  security: SECURED,
  summary: "Every product type's price adjustment and the pricing version they make",
  responses: {
    200: json(z.object({ pricing_version: z.number().int(), adjustments: z.array(PriceAdjustmentSchema) }), "Adjustments"),
    ...errorResponses,
    ...managerResponses,
  },
});

const changeRoute = createRoute({
  method: "put",
  path: "/manager/prices/adjustments/{product}",
  tags,
  security: SECURED,
  summary: "Set a product type's price adjustment in basis points after the margin (-5000 to 20000; 0 takes it back)",
  request: { params: productParam, ...jsonBody(PriceAdjustmentChangeSchema) },
  responses: {
    200: json(z.object({ pricing_version: z.number().int(), adjustment: PriceAdjustmentSchema }), "The adjustment, in force on every instance shortly"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
  },
});

export const priceAdjustmentRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = await requireManager(c);
    const [version, rows] = await Promise.all([pricingVersionIn(db), listPriceAdjustments(db)]);
    c.header("Cache-Control", "no-store");
    return c.json({ pricing_version: version, adjustments: rows.map(serialize) }, 200);
  })
  .openapi(changeRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const { adjustment, version } = await changePriceAdjustment(db, user, {
      product: c.req.valid("param").product,
      basisPoints: c.req.valid("json").basis_points,
    });
    // Other instances drop theirs when they see the new version (server/pricing/watch.ts); this one answers only once done.
    await expirePricedPages(db);
    c.header("Cache-Control", "no-store");
    return c.json({ pricing_version: version, adjustment: serialize(adjustment) }, 200);
  });

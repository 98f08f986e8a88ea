import { createRoute, z } from "@hono/zod-openapi";
import { desc } from "drizzle-orm";
import { CURRENCIES } from "@/regions/schema";
import { isUniqueViolation } from "@/server/db/errors";
import { promotions } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, unauthorizedResponses } from "@/server/http/schemas";
import { requireManager } from "@/server/users/auth";
import { createPromotion, type PromotionRow } from "./promotions";

/** Discount codes, made and listed by order managers. */

const tags = ["Promotions"];

const PromotionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(["percent", "fixed"]),
    amount: z.number().int(),
    currency: z.string().nullable(),
    min_item_total_eur: z.number().int().nullable(),
    starts_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    usage_limit: z.number().int().nullable(),
    used_count: z.number().int(),
  })
  .openapi("Promotion");

const NewPromotionSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/),
    kind: z.enum(["percent", "fixed"]),
    /** Percent (1-100), or minor units of `currency` for a fixed discount. */
    amount: z.number().int().min(1).max(100_000_000),
    currency: z.enum(CURRENCIES).optional(),
    min_item_total_eur: z.number().int().min(0).optional(),
    starts_at: z.iso.datetime({ offset: true }).optional(),
    expires_at: z.iso.datetime({ offset: true }).optional(),
    usage_limit: z.number().int().min(1).optional(),
  })
  .strict()
  .openapi("NewPromotion");

const managerResponses = { ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not an order manager") };

const listRoute = createRoute({
  method: "get",
  path: "/v2/promotions",
  tags,
  security: SECURED,
  summary: "Every discount code, newest first",
  responses: { 200: json(z.object({ promotions: z.array(PromotionSchema) }), "Discount codes"), ...managerResponses },
});

const createPromotionRoute = createRoute({
  method: "post",
  path: "/v2/promotions",
  tags,
  security: SECURED,
  summary: "Create a discount code",
  request: jsonBody(NewPromotionSchema),
  responses: {
    201: json(PromotionSchema, "The discount code"),
    ...errorResponses,
    ...managerResponses,
    409: json(ErrorEnvelopeSchema, "The code exists already"),
  },
});

function serialize(row: PromotionRow) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    min_item_total_eur: row.minItemTotalEur,
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
  };
}

export const promotionRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = await requireManager(c);
    const rows = await db.select().from(promotions).orderBy(desc(promotions.id));
    c.header("Cache-Control", "no-store");
    return c.json({ promotions: rows.map(serialize) }, 200);
  })
  .openapi(createPromotionRoute, async (c) => {
    const { db } = await requireManager(c);
    const body = c.req.valid("json");
    try {
      const row = await createPromotion(db, {
        code: body.code,
        kind: body.kind,
        amount: body.amount,
        currency: body.currency ?? null,
        minItemTotalEur: body.min_item_total_eur ?? null,
        startsAt: body.starts_at ? new Date(body.starts_at) : null,
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        usageLimit: body.usage_limit ?? null,
      });
      return c.json(serialize(row), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, "promotion_exists", "A discount code with this name exists already", { field: "code" });
      throw error;
    }
  });

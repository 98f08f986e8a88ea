import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, unauthorizedResponses } from "@/server/http/schemas";
import { present } from "@/server/orders/routes";
import { OrderSchema } from "@/server/orders/schemas";
import { requireUser } from "@/server/users/auth";
import { orderSamplePack } from "./service";

/** Custom sample packs, put into the cart. */

const tags = ["Sample packs"];

/**
 * The samples' count, duplicates and names are the service's to check, so each is
 * refused with its own code; the schema only keeps the input to a sane size.
 */
const SamplePackSchema = z
  .object({
    sku: z.string().trim().min(1).max(100).openapi({ example: "sample-packs-300x220x100" }),
    samples: z
      .array(z.string().max(100))
      .max(50)
      .openapi({ description: "1 to 6 distinct product type slugs of this storefront", example: ["mailer-box-eco", "product-box"] }),
    version: z.number().int().min(1).openapi({ description: "The pack's layout; 1 is the only one so far", example: 1 }),
  })
  .strict()
  .openapi("SamplePackOrder");

const samplePackRoute = createRoute({
  method: "post",
  path: "/custom_sample_pack",
  tags,
  security: SECURED,
  summary: "Put a sample pack into the open cart (a new cart when there is none); a second pack replaces the samples of the first",
  request: jsonBody(SamplePackSchema),
  responses: {
    201: json(z.object({ order: OrderSchema }), "The cart holding the pack"),
    ...errorResponses,
    ...unauthorizedResponses,
    409: json(ErrorEnvelopeSchema, "The open cart cannot change any more"),
  },
});

export const samplePackRoutes = createRouter().openapi(samplePackRoute, async (c) => {
  const { db, user } = await requireUser(c);
  const { order, lines } = await orderSamplePack(db, user, c.get("region"), c.req.valid("json"));
  c.header("Cache-Control", "no-store");
  return c.json({ order: await present(db, order, user, lines) }, 201);
});

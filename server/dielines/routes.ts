import { createRoute, z } from "@hono/zod-openapi";
import { dielineSvg } from "@/lib/dielines";
import { publicCache } from "@/server/http/cache";
import { regionOf, requestedLocale } from "@/server/http/region";
import { createRouter } from "@/server/http/router";
import { errorResponses, notFoundResponses, regionQuery } from "@/server/http/schemas";
import { dielinePdf } from "./pdf";
import { dielineOf } from "./service";

/** A dieline changes only with a deploy; an hour of sharing keeps the product page's links cheap. */
export const DIELINE_CACHE_SECONDS = 3600;

const dielineRoute = createRoute({
  method: "get",
  path: "/v2/dielines",
  tags: ["Catalogue"],
  middleware: [publicCache(DIELINE_CACHE_SECONDS)] as const,
  summary: "The flat net of a product's size at true size, as a layered PDF or SVG (bleed, safe zone, cut, crease, labels)",
  request: {
    query: z.object({
      sku: z.string().trim().min(1).max(100),
      format: z.enum(["pdf", "svg"]).default("pdf"),
      locale: z.string().max(20).optional().openapi({ description: "Language of the labels (tag or locale); the region's own by default" }),
      region: regionQuery,
    }),
  },
  responses: {
    200: {
      description: "The dieline",
      content: {
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
        "image/svg+xml": { schema: z.string() },
      },
    },
    ...errorResponses,
    ...notFoundResponses,
  },
});

export const dielineRoutes = createRouter().openapi(dielineRoute, async (c) => {
  const query = c.req.valid("query");
  const region = regionOf(c, query.region);
  const dieline = await dielineOf(region, query.sku, requestedLocale(region, query.locale));
  const file = `dieline-${dieline.sku}.${query.format}`;
  if (query.format === "svg") {
    return c.body(dielineSvg(dieline.net, dieline.words), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
    });
  }
  const pdf = await dielinePdf(dieline.net, dieline.words);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${file}"` });
});

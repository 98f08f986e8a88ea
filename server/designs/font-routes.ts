import { createRoute, z } from "@hono/zod-openapi";
import { fontFileByKey } from "@/lib/design/fonts";
import { HttpError } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { errorResponses, notFoundResponses } from "@/server/http/schemas";
import { fontFileBytes } from "./fonts";

/**
 * The editor's typefaces for the browser. Only keys of lib/design's FONT_FILES
 * are served, so no part of the request ever becomes a path. The URL carries
 * FONT_FILES_REVISION (`v`), so a year of immutable caching is safe.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const fontRoute = createRoute({
  method: "get",
  path: "/design_fonts/{key}",
  tags: ["Designs"],
  security: [{}],
  summary: "A TrueType file of a font the design editor offers, e.g. inter-700-italic (cached for a year)",
  request: {
    params: z.object({ key: z.string().max(100).openapi({ example: "inter-700-italic" }) }),
    query: z.object({ v: z.string().max(20).optional().openapi({ description: "The font files' revision; changes when the files do" }) }),
  },
  responses: {
    200: { description: "The font file", content: { "font/ttf": { schema: z.string().openapi({ format: "binary" }) } } },
    ...errorResponses,
    ...notFoundResponses,
  },
});

export const designFontRoutes = createRouter().openapi(fontRoute, async (c) => {
  const file = fontFileByKey(c.req.valid("param").key);
  if (!file) throw new HttpError(404, "font_not_found", "No such font file");
  const bytes = await fontFileBytes(file);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "font/ttf",
    "Cache-Control": `public, max-age=${YEAR_SECONDS}, immutable`,
    "X-Content-Type-Options": "nosniff",
  });
});

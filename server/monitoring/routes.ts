import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { errorResponses } from "@/server/http/schemas";

const ClientErrorSchema = z
  .object({
    message: z.string().min(1).max(2000),
    source: z.string().min(1).max(100).openapi({ example: "attribution" }),
    url: z.string().max(2000).optional(),
    stack: z.string().max(8000).optional(),
  })
  .strict()
  .openapi("ClientError");

const reportRoute = createRoute({
  method: "post",
  path: "/client_errors",
  tags: ["Operations"],
  summary: "Report an error that happened in the browser",
  request: { body: { required: true, content: { "application/json": { schema: ClientErrorSchema } } } },
  responses: {
    202: { description: "Recorded", content: { "application/json": { schema: z.object({ recorded: z.literal(true) }) } } },
    ...errorResponses,
  },
});

export const monitoringRoutes = createRouter().openapi(reportRoute, (c) => {
  const report = c.req.valid("json");
  c.get("log").warn({ clientError: report, region: c.get("region").id }, "client error");
  return c.json({ recorded: true as const }, 202);
});

import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema } from "@/server/http/schemas";
import { checkHealth } from "./service";

const DatabaseStatusSchema = z.object({
  status: z.enum(["up", "down"]),
  driver: z.enum(["pglite", "postgres"]),
  migrations: z.number().int().nullable(),
  latencyMs: z.number().nullable(),
});

const HealthSchema = z.object({ status: z.literal("ok"), database: DatabaseStatusSchema }).openapi("Health");
const UnavailableSchema = z
  .object({ status: z.literal("unavailable"), database: DatabaseStatusSchema })
  .extend(ErrorEnvelopeSchema.shape)
  .openapi("HealthUnavailable");

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Whether this instance and its database can serve",
  responses: {
    200: { description: "Ready to serve", content: { "application/json": { schema: HealthSchema } } },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: UnavailableSchema } },
    },
  },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  c.header("Cache-Control", "no-store");
  const report = await checkHealth();
  if (report.status === "ok") return c.json({ status: "ok" as const, database: report.database }, 200);
  return c.json(
    {
      status: "unavailable" as const,
      database: report.database,
      error: { code: "database_unavailable", message: "The database is not available", details: null },
    },
    503,
  );
});

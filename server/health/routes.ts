import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/http/context";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema } from "@/server/http/schemas";
import { isDraining } from "./draining";
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

const readyRoute = createRoute({
  method: "get",
  path: "/health/ready",
  tags: ["Operations"],
  summary: "Whether a load balancer should send this instance new requests: healthy and not shutting down",
  responses: {
    200: { description: "Ready for new requests", content: { "application/json": { schema: HealthSchema } } },
    503: {
      description: "Shutting down (draining after SIGTERM: requests in flight still finish), or the database does not answer",
      content: { "application/json": { schema: UnavailableSchema } },
    },
  },
});

async function answerHealth(c: Context<AppEnv>, draining: boolean) {
  c.header("Cache-Control", "no-store");
  const report = await checkHealth();
  if (report.status === "ok" && !draining) return c.json({ status: "ok" as const, database: report.database }, 200);
  const error = draining
    ? { code: "shutting_down", message: "This instance is shutting down", details: null }
    : { code: "database_unavailable", message: "The database is not available", details: null };
  return c.json({ status: "unavailable" as const, database: report.database, error }, 503);
}

export const healthRoutes = createRouter()
  .openapi(healthRoute, (c) => answerHealth(c, false))
  .openapi(readyRoute, (c) => answerHealth(c, isDraining()));

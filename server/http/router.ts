import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { errorEnvelope } from "./errors";

/**
 * A router for one domain's routes. Input that fails its zod schema is answered
 * 400 with the error envelope, listing each problem with its path.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const details = result.error.issues.map((issue) => ({
        path: issue.path.join("."),
        code: issue.code,
        message: issue.message,
      }));
      return c.json(errorEnvelope("invalid_request", "The request is not valid", details), 400);
    },
  });
}

import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { errorEnvelope } from "./errors";

/** Whether any string in the parsed input, or any key, holds a lone surrogate. */
function holdsLoneSurrogate(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!next.isWellFormed()) return true;
    } else if (next && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (!key.isWellFormed()) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * A router for one domain's routes. Input that fails its zod schema is answered
 * 400 with the error envelope, listing each problem with its path.
 *
 * Input that passes is refused too when a string holds a lone surrogate (JSON's
 * "\ud800"): valid JSON, but no Unicode text, and PostgreSQL refuses it in any
 * jsonb column. Checked here, once for every route, after the routes' own body
 * limits have read the body.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) {
        if (!holdsLoneSurrogate(result.data)) return;
        const details = [{ path: "", code: "invalid_unicode", message: "A string holds a lone surrogate, which is no Unicode text" }];
        return c.json(errorEnvelope("invalid_request", "The request is not valid", details), 400);
      }
      const details = result.error.issues.map((issue) => ({
        path: issue.path.join("."),
        code: issue.code,
        message: issue.message,
      }));
      return c.json(errorEnvelope("invalid_request", "The request is not valid", details), 400);
    },
  });
}

import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MAX_DESIGN_BODY_BYTES } from "@/server/designs/schemas";
import { fileTooLarge } from "@/server/files/errors";
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES } from "@/server/files/rules";
import type { AppEnv } from "./context";
import { errorEnvelope } from "./errors";

/**
 * How large a request body the shop API reads, per route. Every call gets the default;
 * the few that carry more (a design document, an upload, a payment provider's event) are
 * named here, and their routes may refuse less still. An oversized body is refused from
 * its Content-Length, or as soon as a chunked body grows past the limit, before the route
 * runs and before the whole body is buffered (hono/body-limit).
 */

/** JSON forms, carts, addresses, sign-in: far below this. */
export const DEFAULT_BODY_BYTES = 64 * 1024;
/** Stripe's events are a few kilobytes; a large invoice's event stays well under this. */
export const WEBHOOK_BODY_BYTES = 1024 * 1024;

interface BodyRule {
  method?: string;
  path: RegExp;
  maxBytes: number;
  /** The route's own refusal, when its callers already know one (an upload's file_too_large). */
  refuse?: () => never;
}

/** The routes with larger bodies; the first rule that matches applies. Paths are below /api. */
export const BODY_RULES: readonly BodyRule[] = [
  {
    method: "POST",
    path: /^\/api\/files\/?$/,
    maxBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
    refuse: () => {
      throw fileTooLarge();
    },
  },
  { path: /^\/api\/box_designs(\/|$)/, maxBytes: MAX_DESIGN_BODY_BYTES },
  { method: "POST", path: /^\/api\/webhooks\/stripe\/?$/, maxBytes: WEBHOOK_BODY_BYTES },
];

const DEFAULT_RULE: BodyRule = { path: /^/, maxBytes: DEFAULT_BODY_BYTES };

function ruleFor(method: string, path: string): BodyRule {
  return BODY_RULES.find((candidate) => (!candidate.method || candidate.method === method) && candidate.path.test(path)) ?? DEFAULT_RULE;
}

export const bodyLimitFor = (method: string, path: string): number => ruleFor(method, path).maxBytes;

const limits = new Map<BodyRule, ReturnType<typeof bodyLimit>>();

function limitOf(rule: BodyRule) {
  let limit = limits.get(rule);
  if (!limit) {
    limit = bodyLimit({
      maxSize: rule.maxBytes,
      onError: (c) => {
        // The rest of the body is not read: the connection is not worth keeping for it.
        c.header("Connection", "close");
        if (rule.refuse) rule.refuse();
        return c.json(errorEnvelope("payload_too_large", "The request is too large", { max_bytes: rule.maxBytes }), 413);
      },
    });
    limits.set(rule, limit);
  }
  return limit;
}

/** Applied once to the whole API, in server/http/app.ts. */
export const requestBodyLimit = createMiddleware<AppEnv>((c, next) => limitOf(ruleFor(c.req.method, c.req.path))(c, next));

import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { DEFAULT_REGION_ID, findRegion, REGION_NOT_FOUND, REGIONS } from "@/regions";
import type { AppEnv } from "./context";
import { ALLOW_HEADER, refusalOf } from "@/server/runtime/request-guard.mjs";
import { badRequest, errorEnvelope } from "./errors";
import { logger } from "./logger";

/** Gives each request an id and a child logger, and logs one line when it is answered. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
  const log = logger.child({ requestId });
  c.set("requestId", requestId);
  c.set("log", log);
  const started = performance.now();
  try {
    await next();
  } finally {
    c.header("X-Request-Id", requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        region: c.get("region")?.id,
      },
      "request",
    );
  }
});

const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** Reads the region and API token headers that every call carries (spec section 7). */
export const storefrontHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const regionHeader = c.req.header(REGION_HEADER);
  const region = regionHeader ? findRegion(regionHeader) : REGIONS[DEFAULT_REGION_ID];
  if (!region) throw badRequest("unknown_region", REGION_NOT_FOUND, { header: REGION_HEADER, value: regionHeader });
  c.set("region", region);

  const token = c.req.header(API_TOKEN_HEADER)?.trim() || undefined;
  if (token && !TOKEN_PATTERN.test(token)) {
    throw badRequest("invalid_token", "The API token header is malformed", { header: API_TOKEN_HEADER });
  }
  c.set("apiToken", token);
  await next();
});

/**
 * A method no route answers (405 with Allow) or an address whose percent-encoding does
 * not decode (400), refused with the envelope before any route reads its parameters.
 * The production server refuses the same earlier (server/runtime/request-guard.mjs);
 * this holds wherever else the app runs.
 */
export const unroutableRequests = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const refusal = refusalOf(c.req.method, url.pathname + url.search);
  if (refusal) {
    if (refusal.status === 405) c.header("Allow", ALLOW_HEADER);
    return c.json(errorEnvelope(refusal.code, refusal.message), refusal.status);
  }
  await next();
});

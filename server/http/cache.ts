import { createMiddleware } from "hono/factory";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import type { AppEnv } from "./context";

/**
 * Marks successful public GET answers as shareable for a while: browsers and the
 * server's response cache keep them, per URL and region header. Calls that carry a
 * token are never marked, as their answer may one day depend on the user.
 */
export function publicCache(seconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200 || c.req.header(API_TOKEN_HEADER)) return;
    c.header("Cache-Control", `public, max-age=${seconds}, s-maxage=${seconds}`);
    c.header("Vary", REGION_HEADER);
  });
}

/** Catalogue data changes with a deploy, so a minute of sharing is safe. */
export const CATALOGUE_CACHE_SECONDS = 60;

/**
 * Every answer that has not chosen its own caching is kept by nobody: most of the
 * API answers with someone's token, name, addresses, orders or designs, and a
 * browser's disk cache or a proxy is no place for them. Only the answers that mark
 * themselves (publicCache, a file's own headers) are kept, so a new route is private
 * until it says otherwise.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});

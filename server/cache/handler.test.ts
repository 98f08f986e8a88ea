import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import BoxwrightCacheHandler from "./handler.mjs";
import { expireTagsHere, PRICED_ROUTE_TAGS } from "./pages";

/** Without DATABASE_URL (PGlite, one instance) the handler is Next's file-system cache plus the tags this process expires. */

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function fileSystemHandler() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bw-cache-"));
  dirs.push(dir);
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return new BoxwrightCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 });
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
}

const PRODUCT_PAGE = PRICED_ROUTE_TAGS.find((tag) => tag.endsWith("/products/[slug]/page"))!;
const page = (html: string, tags: string[]) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  segmentData: undefined,
  postponed: undefined,
  headers: { "x-next-cache-tags": tags.join(",") },
  status: 200,
});

describe("the cache handler on the file system", () => {
  it("keeps pages on disk and misses those whose tags this process expired since", async () => {
    const handler = await fileSystemHandler();
    const [product, blog] = [`/route-cache/APP_PAGE/${"b".repeat(64)}/$/eu/en/products/a`, `/route-cache/APP_PAGE/${"c".repeat(64)}/$/eu/en/blog/b`];
    const ctx = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };
    await handler.set(product, page("old price", ["_N_T_/layout", PRODUCT_PAGE]), { cacheControl: { revalidate: 3600 } });
    await handler.set(blog, page("a post", ["_N_T_/layout", "_N_T_/[region]/[locale]/blog/[slug]/page"]), { cacheControl: { revalidate: 3600 } });
    expect((await handler.get(product, ctx))?.value.html).toBe("old price");

    // Entries written in the same millisecond as the expiry count as older.
    expireTagsHere([PRODUCT_PAGE]);
    expect(await handler.get(product, ctx)).toBeNull();
    expect((await handler.get(blog, ctx))?.value.html).toBe("a post");
  });
});

import { describe, expect, it } from "vitest";
import { prepareDatabase } from "@/server/db/prepare";
import { createSharedCacheStore, deserializeEntry, serializeEntry, type CacheQuery } from "./store.mjs";

/**
 * The shared page cache against the shop's real database (PGlite, or PostgreSQL
 * with DATABASE_URL), migrated as the server migrates it. Two stores on one
 * database stand for two instances.
 */

async function sqlClient(): Promise<CacheQuery> {
  const { db } = await prepareDatabase();
  const client = (db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  return (text, params) => client.query(text, params);
}

let counter = 0;
const key = () => `/route-cache/APP_PAGE/${"a".repeat(64)}/$/eu/en/products/p${(counter += 1)}`;

function page(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([["/_tree", Buffer.from([0, 1, 2, 255])]]),
    headers: { "x-next-cache-tags": tags.join(","), "x-custom": "1" },
    status: 200,
    postponed: undefined,
  };
}

const PAGE_TAG = "_N_T_/[region]/[locale]/products/[slug]/page";

describe("the shared cache store", () => {
  it("gives back a page as written, with its buffers, segment map and lifetime", async () => {
    const store = createSharedCacheStore({ query: await sqlClient(), namespace: "build-1" });
    const k = key();
    expect(await store.get(k)).toBeNull();
    const written = page("<p>12,40 €</p>", ["_N_T_/layout", PAGE_TAG]);
    await store.set(k, written, { cacheControl: { revalidate: 3600, expire: 31536000 } });
    const entry = await store.get(k);
    expect(entry).not.toBeNull();
    expect(entry!.value.html).toBe(written.html);
    expect(Buffer.isBuffer(entry!.value.rscData)).toBe(true);
    expect(entry!.value.rscData.equals(written.rscData)).toBe(true);
    expect(entry!.value.segmentData).toBeInstanceOf(Map);
    expect([...entry!.value.segmentData.get("/_tree")]).toEqual([0, 1, 2, 255]);
    expect(entry!.value.headers).toEqual(written.headers);
    expect(entry!.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
    expect(entry!.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it("misses, on every instance, an entry one of whose tags was revalidated after it was written", async () => {
    const query = await sqlClient();
    const [first, second] = [createSharedCacheStore({ query, namespace: "build-2" }), createSharedCacheStore({ query, namespace: "build-2" })];
    const [product, blog] = [key(), key()];
    await first.set(product, page("old price", ["_N_T_/layout", PAGE_TAG]));
    await first.set(blog, page("a post", ["_N_T_/layout", "_N_T_/[region]/[locale]/blog/[slug]/page"]));
    expect((await second.get(product))?.value.html).toBe("old price");

    await second.revalidateTags([PAGE_TAG]);
    expect(await first.get(product)).toBeNull();
    expect(await second.get(product)).toBeNull();
    expect((await first.get(blog))?.value.html).toBe("a post");

    // Rendered again after the revalidation: a hit everywhere.
    await second.set(product, page("new price", ["_N_T_/layout", PAGE_TAG]));
    expect((await first.get(product))?.value.html).toBe("new price");
  });

  it("checks a fetch's own and soft tags given when it is read", async () => {
    const store = createSharedCacheStore({ query: await sqlClient(), namespace: "build-3" });
    const k = key();
    await store.set(
      k,
      { kind: "FETCH", data: { body: "{}", headers: {}, status: 200, url: "https://x" }, revalidate: 60 },
      { fetchCache: true, tags: ["prices"] },
    );
    expect(await store.get(k, ["_N_T_/eu/en/products"])).not.toBeNull();
    await store.revalidateTags("_N_T_/eu/en/products");
    expect(await store.get(k, ["_N_T_/eu/en/products"])).toBeNull();
    expect(await store.get(k, ["_N_T_/elsewhere"])).not.toBeNull();
    await store.revalidateTags(["prices"]);
    expect(await store.get(k, [])).toBeNull();
  });

  it("keeps builds apart", async () => {
    const query = await sqlClient();
    const k = key();
    await createSharedCacheStore({ query, namespace: "build-4" }).set(k, page("built by 4", []));
    expect(await createSharedCacheStore({ query, namespace: "build-5" }).get(k)).toBeNull();
    expect((await createSharedCacheStore({ query, namespace: "build-4" }).get(k))?.value.html).toBe("built by 4");
  });

  it("serializes what JSON alone cannot carry, and leaves look-alike objects be", () => {
    const value = { b: Buffer.from("hi"), m: new Map([["k", { n: 1 }]]), plain: { $buffer: "x", other: true } };
    const back = deserializeEntry(serializeEntry(value)) as typeof value;
    expect(back.b.toString()).toBe("hi");
    expect(back.m.get("k")).toEqual({ n: 1 });
    expect(back.plain).toEqual({ $buffer: "x", other: true });
  });
});

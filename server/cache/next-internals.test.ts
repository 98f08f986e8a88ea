import { describe, expect, it } from "vitest";
import { NEXT_CACHE_IMPLICIT_TAG_ID, NEXT_CACHE_TAGS_HEADER } from "next/dist/lib/constants";
import { PRICED_ROUTE_TAGS } from "./pages";
import { RESPONSE_KINDS, TAGS_HEADER } from "./store.mjs";

/**
 * The cache handler leans on Next.js internals no public API names: where an entry
 * keeps its tags, the kinds of entries, the implicit tag of a page render, and the
 * file-system cache it extends. These fail on the Next.js upgrade that changes
 * one of them (docs/architecture.md, "Internals the runtime relies on").
 */
describe("the Next.js internals the cache handler relies on", () => {
  it("keeps a response entry's tags in the header and under the kinds the shared store reads", async () => {
    expect(TAGS_HEADER).toBe(NEXT_CACHE_TAGS_HEADER);
    // A const enum in Next's types, an object at run time.
    const { CachedRouteKind } = (await import("next/dist/server/response-cache/types.js")) as unknown as { CachedRouteKind: Record<string, string> };
    for (const kind of RESPONSE_KINDS) expect(Object.values(CachedRouteKind)).toContain(kind);
  });

  it("tags every page render with the implicit tag the priced pages are expired by", () => {
    for (const tag of PRICED_ROUTE_TAGS) expect(tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID)).toBe(true);
  });

  it("still ships the file-system cache the handler wraps, with the methods it calls", async () => {
    const loaded = await import("next/dist/server/lib/incremental-cache/file-system-cache.js");
    const FileSystemCache = (loaded.default ?? loaded) as unknown as { prototype: Record<string, unknown> };
    for (const method of ["get", "set", "revalidateTag"]) expect(typeof FileSystemCache.prototype[method], method).toBe("function");
  });
});

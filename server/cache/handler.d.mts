/** Next.js's cacheHandler (see handler.mjs); its methods are Next's CacheHandler interface. */
export default class BoxwrightCacheHandler {
  constructor(ctx: { fs?: unknown; serverDistDir?: string; flushToDisk?: boolean; revalidatedTags?: string[]; maxMemoryCacheSize?: number });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's entry shapes are its own
  get(key: string, ctx?: Record<string, unknown>): Promise<{ lastModified?: number; value: any } | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

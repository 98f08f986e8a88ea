export interface CacheQuery {
  (text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface StoredEntry {
  lastModified: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's entry shapes are its own
  value: any;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export interface SharedCacheStore {
  get(key: string, softTags?: string[]): Promise<StoredEntry | null>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's entry shapes are its own
  set(key: string, data: any, ctx?: { tags?: string[]; fetchCache?: boolean; cacheControl?: StoredEntry["cacheControl"] }): Promise<void>;
  revalidateTags(tags: string | string[]): Promise<void>;
}

export const TAGS_HEADER: string;
export const RESPONSE_KINDS: ReadonlySet<string>;
export function serializeEntry(entry: unknown): string;
export function deserializeEntry(text: string): unknown;
export function tagsOfEntry(data: unknown, ctx?: { tags?: string[] }): string[];
export function createSharedCacheStore(options: { query: CacheQuery; namespace?: string }): SharedCacheStore;

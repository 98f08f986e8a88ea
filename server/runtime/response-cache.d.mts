import type { IncomingMessage, ServerResponse } from "node:http";

export function sharedTtl(cacheControl: string | number | string[] | undefined, maxTtl: number): number;

export interface ResponseCache {
  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => unknown, options?: { varyCookie?: string }): unknown;
  clear(): void;
  readonly size: number;
  stats: { hits: number; misses: number; stores: number };
}

export function createResponseCache(options?: { maxEntries?: number; maxBytes?: number; maxTtlSeconds?: number; now?: () => number }): ResponseCache;

import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { rateLimits } from "@/server/db/schema";

/**
 * Fixed-window rate limits kept in the database, so every instance on one
 * PostgreSQL counts together. `consume` counts one attempt and says whether it is
 * within the limit; `peek` only looks.
 */

export interface RateLimit {
  /** What is limited and for whom, e.g. "sign_in:account:ann@example.com". */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export async function consume(db: Database, { key, limit, windowSeconds }: RateLimit, now = new Date()): Promise<RateLimitState> {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  return state(row!, limit, windowSeconds, now);
}

export async function peek(db: Database, { key, limit, windowSeconds }: RateLimit, now = new Date()): Promise<RateLimitState> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  if (!row || row.windowStart.getTime() <= now.getTime() - windowSeconds * 1000) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return state(row, limit, windowSeconds, now);
}

function state(row: { windowStart: Date; count: number }, limit: number, windowSeconds: number, now: Date): RateLimitState {
  const retryAfterSeconds = Math.max(0, Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, "rate_limited", "Too many attempts. Please wait a moment and try again.", { retry_after_seconds: retryAfterSeconds });
}

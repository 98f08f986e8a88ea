import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { rateLimits } from "@/server/db/schema";

/**
 * Fixed-window rate limits kept in the database, so every instance on one
 * PostgreSQL counts together. `consume` counts one attempt and says whether it is
 * within the limit in one statement, so parallel requests each see their own
 * count and no more of them pass than the limit allows: callers consume BEFORE
 * the work the limit protects, never after.
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

/**
 * The longest window any limit may use. A row whose window started longer ago than
 * this counts for nothing any more, so the pruning job deletes it (server/maintenance;
 * no longer on the way through `consume`, ADR 0077).
 */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

export async function consume(db: Database, { key, limit, windowSeconds }: RateLimit, now = new Date()): Promise<RateLimitState> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`rate limit ${key}: a window longer than ${LONGEST_WINDOW_SECONDS} s would be pruned early`);
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

/**
 * Takes back one attempt counted by `consume`, for work that turned out not to be
 * what the limit counts (a sign-in with the right password is not a failed one).
 */
export async function giveBack(db: Database, { key }: RateLimit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

function state(row: { windowStart: Date; count: number }, limit: number, windowSeconds: number, now: Date): RateLimitState {
  const retryAfterSeconds = Math.max(0, Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/**
 * Counts one attempt against each limit in turn and refuses with 429 at the first one
 * used up; the limits before it stay counted, the ones after it are not touched.
 */
export async function consumeAll(db: Database, limits: readonly RateLimit[]): Promise<void> {
  for (const limit of limits) {
    const state = await consume(db, limit);
    if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
  }
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, "rate_limited", "Too many attempts. Please wait a moment and try again.", { retry_after_seconds: retryAfterSeconds });
}

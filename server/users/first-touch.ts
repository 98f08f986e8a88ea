import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { firstTouches } from "@/server/db/schema";

/**
 * First-touch data (spec section 3): where a user first came from, registered by
 * the browser after the user was set up. The first registration stays: a later
 * call (another tab, a retry) neither overwrites nor fails.
 */

export interface FirstTouchInput {
  type?: string | undefined;
  source?: string | undefined;
  medium?: string | undefined;
  campaign?: string | undefined;
  content?: string | undefined;
  term?: string | undefined;
  clientId?: string | undefined;
}

/** '(none)' means unknown, here as in the browser. */
const known = (value: string | undefined) => (value === undefined || value === "(none)" || value.trim() === "" ? null : value);

export async function registerFirstTouch(db: Database, userId: number, input: FirstTouchInput) {
  const inserted = await db
    .insert(firstTouches)
    .values({
      userId,
      type: known(input.type),
      source: known(input.source),
      medium: known(input.medium),
      campaign: known(input.campaign),
      content: known(input.content),
      term: known(input.term),
      clientId: known(input.clientId),
    })
    .onConflictDoNothing({ target: firstTouches.userId })
    .returning();
  if (inserted[0]) return { firstTouch: inserted[0], created: true };
  const [existing] = await db.select().from(firstTouches).where(eq(firstTouches.userId, userId));
  return { firstTouch: existing!, created: false };
}

export function serializeFirstTouch(row: typeof firstTouches.$inferSelect) {
  return {
    type: row.type,
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    content: row.content,
    term: row.term,
    clientId: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
}

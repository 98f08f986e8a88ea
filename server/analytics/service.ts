import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { analyticsEvents, lineItems, orders, segmentSessions, users, type ANALYTICS_EVENT_KINDS } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { hashSecret, newSecret, sameSecret } from "@/server/security/tokens";

/** The analytics proxy's store and the segmentation sessions; see README.md. */

export type EventKind = (typeof ANALYTICS_EVENT_KINDS)[number];
type Scalar = string | number | boolean | null;

export interface IncomingEvent {
  kind: EventKind;
  name: string;
  messageId: string;
  anonymousId: string;
  properties: Record<string, unknown>;
  page?: { path: string; referrer: string; title: string } | undefined;
  lineItemId?: number | undefined;
  sentAt: string;
}

/**
 * When the operator sets ANALYTICS_WRITE_KEY, only calls carrying it are taken,
 * so another site's pages cannot fill the store; unset (development), all are.
 */
export function checkWriteKey(sent: string | undefined, env: Record<string, string | undefined> = process.env): void {
  const expected = env.ANALYTICS_WRITE_KEY;
  if (expected && !(sent && sameSecret(sent, expected))) throw new HttpError(403, "invalid_write_key", "The analytics write key is not valid");
}

/**
 * How long events and segmentation sessions are kept (the pruning job deletes older
 * ones, server/maintenance): thirteen months, enough to
 * compare a season with the same one a year before. Without a limit every page
 * view of every visitor would stay forever (docs/operating.md says how to change it).
 */
export const ANALYTICS_RETENTION_DAYS = 395;
/** Stores one event; a message id seen before is a retried delivery and changes nothing. */
export async function recordEvent(db: Database, event: IncomingEvent, userId: number | null, region: string): Promise<{ stored: boolean }> {
  const sentAt = new Date(event.sentAt);
  const rows = await db
    .insert(analyticsEvents)
    .values({
      messageId: event.messageId,
      kind: event.kind,
      name: event.name,
      anonymousId: event.anonymousId,
      userId,
      region,
      lineItemId: event.lineItemId ?? null,
      properties: event.properties,
      page: event.page ?? null,
      // The browser's clock may be off; a time in the future is taken as now.
      sentAt: Number.isNaN(sentAt.getTime()) || sentAt.getTime() > Date.now() ? new Date() : sentAt,
    })
    .onConflictDoNothing({ target: analyticsEvents.messageId })
    .returning({ id: analyticsEvents.id });
  return { stored: rows.length > 0 };
}

/** A conversion names a line of the caller's own order; anything else is a 404, so ids reveal nothing. */
export async function requireOwnLineItem(db: Database, userId: number | null, lineItemId: number): Promise<void> {
  if (userId === null) throw notFound("No such line item");
  const [row] = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.id, lineItemId), eq(orders.userId, userId)));
  if (!row) throw notFound("No such line item");
}

export interface EventQuery {
  name?: string | undefined;
  anonymousId?: string | undefined;
  userId?: number | undefined;
  limit: number;
}

/** Stored events, newest first, for the shop's staff. */
export async function listEvents(db: Database, query: EventQuery) {
  const conditions: SQL[] = [];
  if (query.name) conditions.push(eq(analyticsEvents.name, query.name));
  if (query.anonymousId) conditions.push(eq(analyticsEvents.anonymousId, query.anonymousId));
  if (query.userId) conditions.push(eq(analyticsEvents.userId, query.userId));
  return db
    .select()
    .from(analyticsEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(analyticsEvents.id))
    .limit(query.limit);
}

const SEGMENT_KEYS_LIMIT = 50;

function merged(current: Record<string, Scalar>, added: Record<string, Scalar>): Record<string, Scalar> {
  const data = { ...current, ...added };
  if (Object.keys(data).length > SEGMENT_KEYS_LIMIT) {
    throw new HttpError(400, "too_much_segment_data", `A segmentation session holds at most ${SEGMENT_KEYS_LIMIT} answers`);
  }
  return data;
}

export async function createSegmentSession(
  db: Database,
  input: { userId: number | null; region: string; anonymousId?: string | undefined; data: Record<string, Scalar> },
) {
  const token = newSecret();
  const [row] = await db
    .insert(segmentSessions)
    .values({ tokenHash: hashSecret(token), userId: input.userId, region: input.region, anonymousId: input.anonymousId ?? null, data: merged({}, input.data) })
    .returning();
  return { token, session: row! };
}

async function sessionByToken(db: Database, token: string, region?: string) {
  const [row] = await db
    .select()
    .from(segmentSessions)
    .where(eq(segmentSessions.tokenHash, hashSecret(token)));
  // Another storefront's token is as unknown as a wrong one.
  if (!row || (region && row.region !== region)) throw notFound("No such segmentation session");
  return row;
}

/**
 * Adds answers to a session, the newer answer winning per key. A signed-in caller
 * whose session had no user yet claims it, so a name can be greeted later.
 */
export async function appendSegmentData(
  db: Database,
  input: { token: string; region?: string | undefined; userId: number | null; data: Record<string, Scalar> },
) {
  const row = await sessionByToken(db, input.token, input.region);
  const [updated] = await db
    .update(segmentSessions)
    .set({ data: merged(row.data, input.data), userId: row.userId ?? input.userId, updatedAt: sql`now()` })
    .where(eq(segmentSessions.id, row.id))
    .returning();
  return updated!;
}

/** The first name of the user behind a segmentation session, for a personal greeting; nothing else. */
export async function firstNameForSegment(db: Database, token: string, region: string): Promise<string | null> {
  const row = await sessionByToken(db, token, region);
  if (row.userId === null) return null;
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.userId));
  return user?.firstName ?? null;
}

import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import {
  analyticsEvents,
  apiTokens,
  boxDesigns,
  clientApprovalFilesets,
  companyMembers,
  idempotencyKeys,
  instantQuotes,
  offerEvents,
  offers,
  orders,
  purchaseApprovals,
  qaComments,
  qaStateChanges,
  quoteRequests,
  rateLimits,
  segmentSessions,
  uploadedFiles,
  userLinks,
  users,
  wallets,
  webhookEvents,
} from "@/server/db/schema";
import { cutoffs } from "./retention";

/**
 * Deletes the rows that have expired (docs/adr/0074-costs-that-do-not-grow.md), in
 * batches of at most `batchRows` rows per statement, so a request never waits long
 * behind a delete: on PGlite a statement holds the server's one thread, on
 * PostgreSQL a batch's row locks are held only until its short transaction commits.
 *
 * Any number of instances may run this at once and none fails or does work twice:
 * each batch first takes a transaction-level advisory lock for its kind of row
 * (`pg_try_advisory_xact_lock`) and an instance that does not get it leaves that
 * kind to the one that has it until the next pass; the rows of a batch are picked
 * `for update skip locked` as well, so even two batches that met would delete
 * different rows. A batch is one transaction: it deletes all its rows or none.
 */

/** Rows per delete statement: a few milliseconds of work on either database. */
export const PRUNE_BATCH_ROWS = 1_000;
/**
 * Anonymous users per delete statement: far fewer, as deleting a user runs a
 * foreign-key check or cascade on each of the 30 tables that point at users (by
 * their indexes). On the filled database (bench/fill-database.mjs) 50 users took
 * about 0.5 s on PGlite and 250 about 0.3 s on PostgreSQL on a loaded two-core
 * machine; 25 keep a PGlite batch to a fraction of that, and 2,500 users a pass is
 * still far more than a day's new visitors.
 */
export const USER_BATCH_ROWS = 25;
/** Batches per kind of row and pass: a pass ends, and a backlog is worked off over several passes. */
export const MAX_BATCHES_PER_PASS = 100;
/** The advisory lock class of the pruning job; the kind of row is the lock's second key. */
export const PRUNE_LOCK_CLASS = 7_311_074;

/** A table whose rows point at a user the shopper may come back for, or that must not lose its author. */
interface Keeper {
  table: PgTable;
  column: PgColumn;
}

/**
 * An anonymous user is kept while any of these rows points at it: an order (theirs,
 * or one they manage), a design, a file, a quote request or instant quote, a wallet,
 * a company membership, or anything they did as a manager or approver. Every foreign
 * key to users that neither cascades nor sets null is here, or the delete would fail
 * (server/maintenance/prune.db.test.ts checks the catalogue for new ones).
 */
export const USER_KEEPERS: readonly Keeper[] = [
  { table: orders, column: orders.userId },
  { table: orders, column: orders.orderManagerId },
  { table: boxDesigns, column: boxDesigns.userId },
  { table: uploadedFiles, column: uploadedFiles.userId },
  { table: quoteRequests, column: quoteRequests.userId },
  { table: quoteRequests, column: quoteRequests.managerId },
  { table: instantQuotes, column: instantQuotes.userId },
  { table: wallets, column: wallets.userId },
  { table: companyMembers, column: companyMembers.userId },
  { table: offers, column: offers.managerId },
  { table: offerEvents, column: offerEvents.userId },
  { table: purchaseApprovals, column: purchaseApprovals.requestedById },
  { table: purchaseApprovals, column: purchaseApprovals.decidedById },
  { table: qaComments, column: qaComments.authorId },
  { table: qaStateChanges, column: qaStateChanges.authorId },
  { table: clientApprovalFilesets, column: clientApprovalFilesets.publishedById },
];

/** A kind of expiring row: its table and which of its rows have expired at the cut-offs. */
export interface PruneTarget {
  name: string;
  table: PgTable;
  expired: (cut: ReturnType<typeof cutoffs>) => SQL;
  batchRows: number;
}

const TARGETS: readonly PruneTarget[] = [
  {
    name: "idempotency_keys",
    table: idempotencyKeys,
    expired: (cut) => sql`${idempotencyKeys.createdAt} < ${cut.idempotencyKeys.toISOString()}::timestamptz`,
    batchRows: PRUNE_BATCH_ROWS,
  },
  {
    name: "rate_limits",
    table: rateLimits,
    expired: (cut) => sql`${rateLimits.windowStart} < ${cut.rateLimits.toISOString()}::timestamptz`,
    batchRows: PRUNE_BATCH_ROWS,
  },
  {
    name: "analytics_events",
    table: analyticsEvents,
    expired: (cut) => sql`${analyticsEvents.createdAt} < ${cut.analytics.toISOString()}::timestamptz`,
    batchRows: PRUNE_BATCH_ROWS,
  },
  {
    name: "segment_sessions",
    table: segmentSessions,
    expired: (cut) => sql`${segmentSessions.updatedAt} < ${cut.analytics.toISOString()}::timestamptz`,
    batchRows: PRUNE_BATCH_ROWS,
  },
  {
    name: "user_links",
    table: userLinks,
    expired: (cut) => sql`${userLinks.expiresAt} < ${cut.userLinks.toISOString()}::timestamptz`,
    batchRows: PRUNE_BATCH_ROWS,
  },
  {
    name: "webhook_events",
    table: webhookEvents,
    expired: (cut) => sql`${webhookEvents.receivedAt} < ${cut.webhookEvents.toISOString()}::timestamptz`,
    batchRows: PRUNE_BATCH_ROWS,
  },
  {
    name: "anonymous_users",
    table: users,
    expired: (cut) => {
      const since = sql`${cut.anonymousUsers.toISOString()}::timestamptz`;
      const kept = USER_KEEPERS.map(({ table, column }) => sql`not exists (select 1 from ${table} where ${column} = ${users.id})`);
      return sql.join(
        [
          sql`${users.anonymous}`,
          sql`${users.createdAt} < ${since}`,
          sql`not exists (select 1 from ${apiTokens} where ${apiTokens.userId} = ${users.id} and ${apiTokens.lastUsedAt} >= ${since})`,
          ...kept,
        ],
        sql` and `,
      );
    },
    batchRows: USER_BATCH_ROWS,
  },
];

export const PRUNED_KINDS = TARGETS.map((target) => target.name);

export type PruneCounts = Record<string, number>;

/** The statement of one batch, separate so the EXPLAIN test can plan it (server/maintenance/prune.db.test.ts). */
export function batchStatement(target: PruneTarget, now: Date, batchRows = target.batchRows): SQL {
  const table = sql.identifier(getTableName(target.table));
  return sql`with gone as (
    delete from ${table} where ctid = any(array(
      select ctid from ${table} where ${target.expired(cutoffs(now))} limit ${batchRows} for update skip locked
    )) returning 1
  ) select count(*)::int as deleted from gone`;
}

export const pruneTargets = (): readonly PruneTarget[] => TARGETS;

type Rows<T> = { rows: T[] };

/**
 * One batch of one kind, in its own transaction: null when another instance holds
 * this kind's lock (it is pruning it now), else the rows deleted.
 */
async function pruneBatch(db: Database, target: PruneTarget, index: number, now: Date, batchRows: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_CLASS}, ${index}) as got`)) as unknown as Rows<{ got: boolean }>;
    if (!locked.rows[0]?.got) return null;
    const result = (await tx.execute(batchStatement(target, now, batchRows))) as unknown as Rows<{ deleted: number }>;
    return Number(result.rows[0]?.deleted ?? 0);
  });
}

/** Lets requests waiting on the server's thread run between two batches (PGlite shares it). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface PruneOptions {
  now?: Date;
  /** Rows per statement for every kind (tests); each kind's own size by default. */
  batchRows?: number;
  maxBatches?: number;
  /** Asked between batches: true stops the pass (shutdown). */
  stopping?: () => boolean;
}

/** One pass over every kind of expiring row; answers how many rows of each went. */
export async function pruneExpiredRows(db: Database, options: PruneOptions = {}): Promise<PruneCounts> {
  const now = options.now ?? new Date();
  const maxBatches = options.maxBatches ?? MAX_BATCHES_PER_PASS;
  const counts: PruneCounts = {};
  for (const [index, target] of TARGETS.entries()) {
    const batchRows = options.batchRows ?? target.batchRows;
    let total = 0;
    for (let batch = 0; batch < maxBatches && !options.stopping?.(); batch += 1) {
      const deleted = await pruneBatch(db, target, index, now, batchRows);
      if (deleted === null) break;
      total += deleted;
      await breathe();
      if (deleted < batchRows) break;
    }
    counts[target.name] = total;
  }
  return counts;
}

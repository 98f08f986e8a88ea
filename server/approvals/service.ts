import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { FilesetReview, QaState } from "@/lib/b2b/states";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database, Tx } from "@/server/db/client";
import { clientApprovalFilesets, orders, qaComments, qaStateChanges, uploadedFiles, users } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import { sendMail } from "@/server/mail/service";
import { buyerSideOf } from "@/server/offers/buyer-side";
import type { OrderRow } from "@/server/orders/service";
import { orderLinkSecret } from "@/server/payments/links";
import type { UserRow } from "@/server/users/serialize";
import { APPROVAL_CODE_PARAM, approvalCode, isApprovalCode } from "./code";

/**
 * Approval filesets, QA comments and QA states of placed orders. Publishing and
 * answering lock the order row, so the order's QA state and latest fileset always
 * agree with the filesets and the history.
 */

export type FilesetRow = typeof clientApprovalFilesets.$inferSelect;
export type QaCommentRow = typeof qaComments.$inferSelect;
export type QaStateChangeRow = typeof qaStateChanges.$inferSelect;

export const MAX_FILESET_FILES = 20;
export const MIN_REVIEW_REASON = 3;

export async function placedOrder(db: Database | Tx, number: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.number, number));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound("No such order", { number });
  if (order.state !== "complete") throw new HttpError(409, "order_not_placed", "Only a placed order has production files");
  return order;
}

async function moveQaState(tx: Tx, order: OrderRow, toState: QaState, authorId: number | null, note = "", approvalUuid?: string): Promise<QaStateChangeRow> {
  await tx
    .update(orders)
    .set({ qaState: toState, ...(approvalUuid ? { approvalUuid } : {}), updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  const [change] = await tx.insert(qaStateChanges).values({ orderId: order.id, fromState: order.qaState, toState, note, authorId }).returning();
  return change!;
}

/** The buyer's language for mails about an order: their account's, or the storefront's. */
async function buyerLocale(db: Database, order: OrderRow): Promise<Locale> {
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, order.userId));
  return owner && isLocale(owner.locale) ? owner.locale : getRegion(order.region).locale;
}

/**
 * Publishes files for the buyer to approve: a pending fileset before it is
 * superseded, the order waits for approval, and the buyer is mailed the link.
 */
export async function publishFileset(db: Database, manager: UserRow, orderNumber: string, fileIds: readonly string[], note: string): Promise<FilesetRow> {
  const ids = [...new Set(fileIds)];
  const found = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, manager.id), eq(uploadedFiles.purpose, "approval"), inArray(uploadedFiles.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw badRequest("file_not_found", "Publish files you uploaded for approval", { field: "file_ids", file_ids: missing });

  const { fileset, order } = await db.transaction(async (tx) => {
    const order = await placedOrder(tx, orderNumber, true);
    await tx
      .update(clientApprovalFilesets)
      .set({ status: "superseded" })
      .where(and(eq(clientApprovalFilesets.orderId, order.id), eq(clientApprovalFilesets.status, "pending")));
    const [fileset] = await tx
      .insert(clientApprovalFilesets)
      .values({ uuid: randomUUID(), orderId: order.id, fileIds: ids, note: note.trim(), publishedById: manager.id })
      .returning();
    await moveQaState(tx, order, "awaiting_approval", manager.id, note.trim(), fileset!.uuid);
    return { fileset: fileset!, order };
  });
  if (order.email) {
    const trimmed = fileset.note;
    // The link carries the code that lets the mail's recipient answer without signing in.
    const code = approvalCode(await orderLinkSecret(db, order), fileset.uuid, order.email);
    await sendMail(db, {
      to: order.email,
      kind: "approval_requested",
      locale: await buyerLocale(db, order),
      region: order.region,
      link: `${regionUrl(getRegion(order.region), `/approval/${fileset.uuid}`, siteConfigFromEnv())}?${APPROVAL_CODE_PARAM}=${code}`,
      values: { number: order.number, note: trimmed, hasNote: trimmed ? "yes" : "no" },
    });
  }
  return fileset;
}

export async function filesetByUuid(db: Database, uuid: string): Promise<{ fileset: FilesetRow; orderNumber: string }> {
  const [row] = await db
    .select({ fileset: clientApprovalFilesets, orderNumber: orders.number })
    .from(clientApprovalFilesets)
    .innerJoin(orders, eq(orders.id, clientApprovalFilesets.orderId))
    .where(eq(clientApprovalFilesets.uuid, uuid));
  if (!row) throw notFound("No such approval fileset");
  return row;
}

export interface Review {
  status: FilesetReview;
  reviewReason: string | null;
}

/** Who answers: the signed-in caller (if any) and the code from the approval mail's link (if any). */
export interface Reviewer {
  user: UserRow | null;
  code: string | null;
}

/** The answer is the buyer side's only (ADR 0032); a typed address proves nothing. */
export const notYourApproval = () =>
  new HttpError(
    403,
    "approval_not_yours",
    "Only the order's buyer answers: open the link from the approval mail or sign in with the account that placed the order",
  );

/**
 * Who the answer comes from, as proven: the mail's recipient by the link's code,
 * or the signed-in buyer (or a colleague, as for offers). Nobody else answers.
 */
function verifiedApprover(order: OrderRow, uuid: string, reviewer: Reviewer): { email: string; userId: number | null } {
  const owner = order.email ?? "";
  if (reviewer.code && order.email && order.paymentLinkToken && isApprovalCode(order.paymentLinkToken, uuid, order.email, reviewer.code)) {
    return { email: order.email.toLowerCase(), userId: null };
  }
  const user = reviewer.user;
  if (user?.email && buyerSideOf(user, owner, order.userId)) return { email: user.email.toLowerCase(), userId: user.id };
  throw notYourApproval();
}

/** The buyer's answer to a pending fileset; the order's QA state follows it. */
export async function reviewFileset(db: Database, uuid: string, review: Review, reviewer: Reviewer): Promise<FilesetRow> {
  const reason = review.reviewReason?.trim() || null;
  if (review.status === "changes_requested" && (reason?.length ?? 0) < MIN_REVIEW_REASON) {
    throw badRequest("review_reason_required", `Say what should change in at least ${MIN_REVIEW_REASON} characters`, { field: "review_reason" });
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(clientApprovalFilesets).where(eq(clientApprovalFilesets.uuid, uuid));
    if (!current) throw notFound("No such approval fileset");
    // The order first, as publishing locks it: the two never wait on each other crosswise.
    const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId)).for("update");
    const [fileset] = await tx.select().from(clientApprovalFilesets).where(eq(clientApprovalFilesets.uuid, uuid)).for("update");
    const approver = verifiedApprover(order!, uuid, reviewer);
    if (fileset!.status !== "pending") throw new HttpError(409, "fileset_not_pending", "These files have been answered already or replaced by newer ones");
    const [answered] = await tx
      .update(clientApprovalFilesets)
      .set({ status: review.status, reviewReason: reason, email: approver.email, reviewedAt: new Date() })
      .where(eq(clientApprovalFilesets.uuid, uuid))
      .returning();
    await moveQaState(tx, order!, review.status, approver.userId, reason ?? "");
    return answered!;
  });
}

export async function filesetsOf(db: Database, orderId: number): Promise<FilesetRow[]> {
  return db.select().from(clientApprovalFilesets).where(eq(clientApprovalFilesets.orderId, orderId)).orderBy(desc(clientApprovalFilesets.createdAt));
}

export async function filesOf(db: Database, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...fileIds]));
}

export async function addQaComment(db: Database, manager: UserRow, orderNumber: string, body: string): Promise<QaCommentRow> {
  const order = await placedOrder(db, orderNumber);
  const [comment] = await db.insert(qaComments).values({ orderId: order.id, authorId: manager.id, body: body.trim() }).returning();
  return comment!;
}

export async function qaCommentsOf(db: Database, orderId: number) {
  return db
    .select({ comment: qaComments, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(qaComments)
    .innerJoin(users, eq(users.id, qaComments.authorId))
    .where(eq(qaComments.orderId, orderId))
    .orderBy(asc(qaComments.id));
}

export async function changeQaState(db: Database, manager: UserRow, orderNumber: string, toState: QaState, note: string): Promise<QaStateChangeRow> {
  return db.transaction(async (tx) => {
    const order = await placedOrder(tx, orderNumber, true);
    return moveQaState(tx, order, toState, manager.id, note.trim());
  });
}

export async function qaStateChangesOf(db: Database, orderId: number) {
  return db
    .select({ change: qaStateChanges, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(qaStateChanges)
    .leftJoin(users, eq(users.id, qaStateChanges.authorId))
    .where(eq(qaStateChanges.orderId, orderId))
    .orderBy(asc(qaStateChanges.id));
}

/** Orders a manager looks for: by number or buyer's e-mail, newest first, at most 50. */
export async function findOrders(db: Database, query: string | undefined, state: OrderRow["state"] | undefined): Promise<OrderRow[]> {
  const text = query?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return db
    .select()
    .from(orders)
    .where(and(state ? eq(orders.state, state) : undefined, pattern ? or(ilike(orders.number, pattern), ilike(orders.email, pattern)) : undefined))
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(50);
}

export function authorName(row: { email: string | null; firstName: string | null; lastName: string | null }): { email: string; name: string } | null {
  if (!row.email) return null;
  return { email: row.email, name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email };
}

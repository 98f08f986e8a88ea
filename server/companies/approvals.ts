import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database, Tx } from "@/server/db/client";
import { companies, companyMembers, orders, purchaseApprovals, users } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import { deliverMail, queueMail, renderMail, type OutgoingMail, type QueuedMail } from "@/server/mail/service";
import { newSecret } from "@/server/security/tokens";
import { findOwnedOrder, linesOf, type OrderRow } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";
import { approvalMailBlock } from "./approval-mail";
import { APPROVING_ROLES, OVERSEEING_ROLES, requireMembership, roleRequired, type CompanyRow } from "./access";

/**
 * Purchase approvals (ADR 0055): a member's order above their spending limit
 * waits for another member who approves (an approver or an admin). The approval
 * holds for the total it was asked for; the order is paid only while an approval
 * of its current total stands (`requirePurchaseApproval`, called by the checkout
 * and by payments).
 */

export type PurchaseApprovalRow = typeof purchaseApprovals.$inferSelect;

/** The plus area's page for one approval; the approvers' mail links carry their code in its query. */
export const APPROVAL_PATH = "/boxwright-plus/company/approvals";
/** Shortest reason a rejection gives the buyer. */
export const MIN_REJECTION_REASON = 3;
/** Orders in these checkout states are complete enough (addresses, delivery) to be judged. */
const READY_STATES: readonly OrderRow["state"][] = ["delivery", "payment"];

const ownPurchase = () => new HttpError(403, "own_purchase", "You cannot approve or reject your own order; another approver of your company must");
const approvalDecided = () => new HttpError(409, "approval_decided", "This approval was already answered or withdrawn");
const approvalOutdated = () =>
  new HttpError(409, "approval_outdated", "The order changed after approval was asked for; the buyer must ask again for the order's new total");

/** The code in an approver's mail link: an HMAC of the approval and the approver, keyed by the approval's own secret. */
export function approvalLinkCode(secret: string, approvalId: number, approverId: number): string {
  const mac = createHmac("sha256", secret).update(`purchase-approval:${approvalId}:${approverId}`).digest("base64url");
  return `${approverId}.${mac}`;
}

/** The approver a link's code names, or null when the code is not one this approval's links carry. */
export function approverOfCode(secret: string, approvalId: number, code: string): number | null {
  const approverId = Number(code.slice(0, code.indexOf(".")));
  if (!Number.isSafeInteger(approverId) || approverId <= 0) return null;
  const expected = Buffer.from(approvalLinkCode(secret, approvalId, approverId));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given) ? approverId : null;
}

/** Why the order may not be paid yet, or null: above its buyer's limit without an approval of its current total. */
export async function purchaseApprovalProblem(
  db: Database | Tx,
  order: Pick<OrderRow, "id" | "userId" | "companyId" | "total" | "currency">,
): Promise<HttpError | null> {
  if (order.companyId === null) return null;
  const [member] = await db
    .select({ spendingLimit: companyMembers.spendingLimit })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, order.userId), eq(companyMembers.companyId, order.companyId)));
  // A buyer who left the company buys for themselves; no limit of it applies.
  if (!member || member.spendingLimit === null || order.total <= member.spendingLimit) return null;
  const [latest] = await db
    .select()
    .from(purchaseApprovals)
    .where(eq(purchaseApprovals.orderId, order.id))
    .orderBy(desc(purchaseApprovals.createdAt), desc(purchaseApprovals.id))
    .limit(1);
  if (latest?.state === "approved" && latest.total === order.total && latest.currency === order.currency) return null;
  const current = latest && latest.total === order.total ? latest.state : null;
  return new HttpError(
    409,
    "approval_required",
    current === "rejected"
      ? "An approver of your company rejected this order; change it and ask for approval again"
      : "This order is above your spending limit: an approver of your company must approve it before it can be paid",
    { spending_limit: member.spendingLimit, total: order.total, approval_state: current },
  );
}

/** Refuses to go on to payment while the order waits for (or was refused) its approval. */
export async function requirePurchaseApproval(db: Database | Tx, order: Pick<OrderRow, "id" | "userId" | "companyId" | "total" | "currency">): Promise<void> {
  const problem = await purchaseApprovalProblem(db, order);
  if (problem) throw problem;
}

function approversOf(tx: Tx, company: CompanyRow, except: number) {
  return tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), inArray(companyMembers.role, [...APPROVING_ROLES]), ne(companyMembers.userId, except)));
}

/** An amount in the company's currency, as a mail in `language` from its storefront writes prices. */
function money(company: CompanyRow, amount: number, language: Locale): string {
  const region = getRegion(company.region);
  return formatMinorUnits(amount, priceFormatterOf(region, textLocaleOf(language, region)));
}

function localeOf(value: string, company: CompanyRow): Locale {
  return isLocale(value) ? value : getRegion(company.region).locale;
}

/**
 * The buyer asks for approval of their order: it must be theirs, of their company,
 * past the delivery step and above their limit. Asking again for the same total
 * answers the open request; a changed total withdraws it and asks anew. Every
 * other approver and admin of the company is mailed a link to answer.
 */
export async function requestApproval(db: Database, user: UserRow, orderNumber: string): Promise<PurchaseApprovalRow> {
  const { company, member } = await requireMembership(db, user);
  const { row, mails } = await db.transaction(async (tx) => {
    const found = await findOwnedOrder(tx, user, orderNumber);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
    // An order begun before its buyer joined is the company's from here on.
    if (order!.companyId !== company.id) {
      if (order!.companyId !== null) throw notFound("No such order", { number: orderNumber });
      await tx.update(orders).set({ companyId: company.id }).where(eq(orders.id, order!.id));
      order!.companyId = company.id;
    }
    if (!READY_STATES.includes(order!.state))
      throw new HttpError(409, "order_not_ready", "Finish the order's addresses and delivery before asking for approval", { state: order!.state });
    if (member.spendingLimit === null || order!.total <= member.spendingLimit)
      throw new HttpError(409, "approval_not_needed", "This order is within your spending limit and needs no approval", {
        spending_limit: member.spendingLimit,
        total: order!.total,
      });
    const open = await tx
      .select()
      .from(purchaseApprovals)
      .where(and(eq(purchaseApprovals.orderId, order!.id), inArray(purchaseApprovals.state, ["pending", "approved"])));
    const same = open.find((approval) => approval.total === order!.total && approval.currency === order!.currency);
    if (same) return { row: same, mails: [] as QueuedMail[] };
    const approvers = await approversOf(tx, company, user.id);
    if (approvers.length === 0)
      throw new HttpError(409, "no_approver", "Nobody else in your company can approve orders; ask an admin to make a colleague an approver");
    if (open.length > 0)
      await tx
        .update(purchaseApprovals)
        .set({ state: "canceled", decidedAt: new Date() })
        .where(
          inArray(
            purchaseApprovals.id,
            open.map((approval) => approval.id),
          ),
        );
    const [row] = await tx
      .insert(purchaseApprovals)
      .values({ companyId: company.id, orderId: order!.id, requestedById: user.id, total: order!.total, currency: order!.currency, linkSecret: newSecret() })
      .returning();
    const buyer = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
    const region = getRegion(company.region);
    const lines = await linesOf(tx, order!.id);
    const mails: QueuedMail[] = [];
    for (const approver of approvers) {
      if (!approver.email) continue;
      const code = approvalLinkCode(row!.linkSecret, row!.id, approver.id);
      const locale = localeOf(approver.locale, company);
      const mail: OutgoingMail = {
        to: approver.email,
        kind: "purchase_approval_requested",
        locale,
        link: regionUrl(region, `${APPROVAL_PATH}/${row!.id}?code=${encodeURIComponent(code)}`, siteConfigFromEnv()),
        values: { number: order!.number, buyer, total: money(company, order!.total, locale), company: company.name },
      };
      // The mail says what is being bought, line by line, as the approval's page does.
      const content = await renderMail(mail.kind, locale, mail.link, mail.values, { region: region.id, block: await approvalMailBlock(order!, lines, locale) });
      mails.push(await queueMail(tx, mail, content));
    }
    return { row: row!, mails };
  });
  for (const mail of mails) await deliverMail(db, mail);
  return row;
}

export interface ApprovalView {
  approval: PurchaseApprovalRow;
  orderNumber: string;
  requestedBy: { email: string; firstName: string | null; lastName: string | null };
}

const approvalColumns = {
  approval: purchaseApprovals,
  orderNumber: orders.number,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

type ApprovalJoin = { approval: PurchaseApprovalRow; orderNumber: string; email: string | null; firstName: string | null; lastName: string | null };
const toView = (row: ApprovalJoin): ApprovalView => ({
  approval: row.approval,
  orderNumber: row.orderNumber,
  requestedBy: { email: row.email ?? "", firstName: row.firstName, lastName: row.lastName },
});

/** The company's approvals: approvers and admins see all, buyers their own; newest first. */
export async function listApprovals(db: Database, user: UserRow, state?: PurchaseApprovalRow["state"]): Promise<ApprovalView[]> {
  const { company, member } = await requireMembership(db, user);
  const rows = await db
    .select(approvalColumns)
    .from(purchaseApprovals)
    .innerJoin(orders, eq(orders.id, purchaseApprovals.orderId))
    .innerJoin(users, eq(users.id, purchaseApprovals.requestedById))
    .where(
      and(
        eq(purchaseApprovals.companyId, company.id),
        state ? eq(purchaseApprovals.state, state) : sql`true`,
        OVERSEEING_ROLES.includes(member.role) ? sql`true` : eq(purchaseApprovals.requestedById, user.id),
      ),
    )
    .orderBy(desc(purchaseApprovals.createdAt), desc(purchaseApprovals.id))
    .limit(200);
  return rows.map(toView);
}

async function approvalById(db: Database | Tx, id: number, lock = false): Promise<ApprovalJoin | undefined> {
  const query = db
    .select(approvalColumns)
    .from(purchaseApprovals)
    .innerJoin(orders, eq(orders.id, purchaseApprovals.orderId))
    .innerJoin(users, eq(users.id, purchaseApprovals.requestedById))
    .where(eq(purchaseApprovals.id, id));
  const [row] = lock ? await query.for("update", { of: purchaseApprovals }) : await query;
  return row;
}

/**
 * Who may look at or answer an approval: the approver a mail link's code names, or
 * the signed-in member. Outside the company (or with a code that is not one of the
 * approval's) it does not exist; a buyer sees only their own.
 */
async function standing(db: Database | Tx, approval: PurchaseApprovalRow, caller: UserRow | null, code: string | undefined) {
  let userId: number | null = null;
  if (code) userId = approverOfCode(approval.linkSecret, approval.id, code);
  if (userId === null && caller && !caller.anonymous) userId = caller.id;
  if (userId === null) return null;
  const [member] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, approval.companyId)));
  if (!member) return null;
  if (approval.requestedById !== userId && !OVERSEEING_ROLES.includes(member.role)) return null;
  return { userId, role: member.role };
}

export interface ApprovalDetail extends ApprovalView {
  mayDecide: boolean;
  /** The order being bought as it stands now, so the approver sees what they sign off. */
  order: OrderRow;
  /** Who is looking (the signed-in member or the link's approver): the order is put into their language. */
  viewer: UserRow;
}

export async function showApproval(db: Database, caller: UserRow | null, id: number, code?: string): Promise<ApprovalDetail> {
  const row = await approvalById(db, id);
  const who = row && (await standing(db, row.approval, caller, code));
  if (!row || !who) throw notFound("No such approval", { id });
  const [order] = await db.select().from(orders).where(eq(orders.id, row.approval.orderId));
  const [viewer] = await db.select().from(users).where(eq(users.id, who.userId));
  return {
    ...toView(row),
    mayDecide: row.approval.state === "pending" && who.userId !== row.approval.requestedById && APPROVING_ROLES.includes(who.role),
    order: order!,
    viewer: viewer!,
  };
}

export interface Decision {
  decision: "approve" | "reject";
  reason?: string | null;
  code?: string;
}

/**
 * An approver answers, signed in or by their mail link: never the buyer who
 * asked. A rejection says why. The buyer is mailed the answer; an approved order
 * goes on to payment as long as its total stays the approved one.
 */
export async function decide(db: Database, caller: UserRow | null, id: number, input: Decision): Promise<ApprovalView> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "reject" && (reason?.length ?? 0) < MIN_REJECTION_REASON)
    throw badRequest("reason_required", `Say why the order is rejected in at least ${MIN_REJECTION_REASON} characters`, { field: "reason" });
  const { view, mail } = await db.transaction(async (tx) => {
    const row = await approvalById(tx, id, true);
    const who = row && (await standing(tx, row.approval, caller, input.code));
    if (!row || !who) throw notFound("No such approval", { id });
    if (who.userId === row.approval.requestedById) throw ownPurchase();
    if (!APPROVING_ROLES.includes(who.role)) throw roleRequired(APPROVING_ROLES);
    if (row.approval.state !== "pending") throw approvalDecided();
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.approval.orderId));
    if (!order || order.total !== row.approval.total || order.currency !== row.approval.currency || !READY_STATES.includes(order.state)) {
      await tx.update(purchaseApprovals).set({ state: "canceled", decidedAt: new Date() }).where(eq(purchaseApprovals.id, id));
      return { view: null, mail: null };
    }
    const [updated] = await tx
      .update(purchaseApprovals)
      .set({ state: input.decision === "approve" ? "approved" : "rejected", reason, decidedById: who.userId, decidedAt: new Date() })
      .where(eq(purchaseApprovals.id, id))
      .returning();
    const [buyer] = await tx.select().from(users).where(eq(users.id, row.approval.requestedById));
    const [company] = await tx.select().from(companies).where(eq(companies.id, row.approval.companyId));
    const mail = buyer?.email
      ? await queueMail(tx, {
          to: buyer.email,
          kind: input.decision === "approve" ? "purchase_approved" : "purchase_rejected",
          locale: localeOf(buyer.locale, company!),
          region: order.region,
          link: regionUrl(getRegion(order.region), `/boxwright-plus/orders/${order.number}/details`, siteConfigFromEnv()),
          values: { number: order.number, total: money(company!, order.total, localeOf(buyer.locale, company!)), reason: reason ?? "" },
        })
      : null;
    return { view: toView({ ...row, approval: updated! }), mail };
  });
  if (!view) throw approvalOutdated();
  if (mail) await deliverMail(db, mail);
  return view;
}

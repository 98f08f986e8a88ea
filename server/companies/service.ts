import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { normalizeCountryIso } from "@/lib/addresses/country";
import { getRegion } from "@/regions";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { companies, companyMembers, consents, orders, purchaseApprovals, quoteRequests, users, type CompanyRole, type StoredAddress } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import type { UserRow } from "@/server/users/serialize";
import { validateVatId } from "@/server/users/vat/validate";
import { membershipOf, OVERSEEING_ROLES, requireMembership, roleRequired, type CompanyRow, type MemberRow, type Membership } from "./access";

/**
 * Company accounts (ADR 0055): made by a plus customer, who becomes its first
 * admin; admins keep its details and its members' roles and spending limits.
 */

export const PLUS_TERMS = "terms_and_conditions_plus";

export interface CompanyDetails {
  name?: string;
  vatId?: string | null;
  countryIso?: string;
  billingAddress?: StoredAddress | null;
  deliveryAddress?: StoredAddress | null;
  invoiceEmail?: string | null;
  invoiceReference?: string | null;
}

const alreadyInCompany = () => new HttpError(409, "already_in_company", "This account already belongs to a company; leave it before joining or making another");
const lastAdmin = () => new HttpError(409, "last_admin", "A company keeps at least one admin: make another member admin first");

/** A plus customer: a registered, confirmed account whose latest answer to the plus terms is yes. */
export async function isPlusCustomer(db: Database, user: UserRow): Promise<boolean> {
  if (user.anonymous || !user.email || !user.confirmedAt) return false;
  const [latest] = await db
    .select({ status: consents.status })
    .from(consents)
    .where(and(eq(consents.email, user.email.toLowerCase()), eq(consents.type, PLUS_TERMS)))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return latest?.status === "granted";
}

/** The VAT id as the checkout stores it (server/orders/service.ts): normalized, or refused with 400 invalid_vat_id. */
export function checkedVatId(vatId: string | null | undefined, countryIso: string): string | null {
  const given = vatId?.trim();
  if (!given) return null;
  const check = validateVatId({
    vatId: given,
    countryIso: /^[A-Za-z]{2}/.test(given) ? normalizeCountryIso(given.slice(0, 2)) : countryIso,
    customerType: "b2b",
  });
  if (!check.valid) throw badRequest("invalid_vat_id", check.message, { field: "vat_id", reason: check.reason });
  return check.normalized ?? given;
}

function detailsToRow(details: CompanyDetails, countryIso: string): Partial<CompanyRow> {
  const row: Partial<CompanyRow> = {};
  if (details.name !== undefined) row.name = details.name.trim();
  if (details.countryIso !== undefined) row.countryIso = normalizeCountryIso(details.countryIso);
  if (details.vatId !== undefined) row.vatId = checkedVatId(details.vatId, countryIso);
  if (details.billingAddress !== undefined) row.billingAddress = details.billingAddress;
  if (details.deliveryAddress !== undefined) row.deliveryAddress = details.deliveryAddress;
  if (details.invoiceEmail !== undefined) row.invoiceEmail = details.invoiceEmail?.trim().toLowerCase() || null;
  if (details.invoiceReference !== undefined) row.invoiceReference = details.invoiceReference?.trim() || null;
  return row;
}

/** A new company in the storefront's region and currency; its maker is its first admin, without a spending limit. */
export async function createCompany(
  db: Database,
  user: UserRow,
  regionId: string,
  details: CompanyDetails & { name: string; countryIso: string },
): Promise<Membership> {
  if (!(await isPlusCustomer(db, user)))
    throw new HttpError(403, "plus_required", "Only a signed-in Boxwright Plus customer with a confirmed address can make a company account");
  const region = getRegion(regionId);
  const countryIso = normalizeCountryIso(details.countryIso);
  const values = detailsToRow(details, countryIso);
  return db.transaction(async (tx) => {
    if (await membershipOf(tx, user)) throw alreadyInCompany();
    const [company] = await tx
      .insert(companies)
      .values({ ...values, name: details.name.trim(), countryIso, region: region.id, currency: region.currency })
      .returning();
    try {
      const [member] = await tx.insert(companyMembers).values({ companyId: company!.id, userId: user.id, role: "admin", spendingLimit: null }).returning();
      // A company buys as a business: the account's orders from now on are business orders.
      await tx
        .update(users)
        .set({ customerType: "b2b", companyName: company!.name, vatId: sql`coalesce(${users.vatId}, ${company!.vatId})`, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return { company: company!, member: member! };
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyInCompany();
      throw error;
    }
  });
}

/** The admin's changes to the company's details; the VAT id is checked against the (new) country. */
export async function updateCompany(db: Database, user: UserRow, details: CompanyDetails): Promise<Membership> {
  const { company, member } = await requireMembership(db, user, ["admin"]);
  const countryIso = details.countryIso !== undefined ? normalizeCountryIso(details.countryIso) : company.countryIso;
  const values = detailsToRow(details, countryIso);
  // A country change re-checks the stored VAT id too: it must still fit.
  if (details.countryIso !== undefined && details.vatId === undefined && company.vatId) values.vatId = checkedVatId(company.vatId, countryIso);
  const [updated] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  return { company: updated!, member };
}

export interface MemberView {
  member: MemberRow;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export async function membersOf(db: Database, companyId: number): Promise<MemberView[]> {
  const rows = await db
    .select({ member: companyMembers, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map((row) => ({ ...row, email: row.email ?? "" }));
}

/** The company's members, for any member: who to ask for an approval is no secret inside the company. */
export async function listMembers(db: Database, user: UserRow): Promise<{ membership: Membership; members: MemberView[] }> {
  const membership = await requireMembership(db, user);
  return { membership, members: await membersOf(db, membership.company.id) };
}

export interface MemberChange {
  role?: CompanyRole;
  /** Minor units of the company's currency; null for no limit. */
  spendingLimit?: number | null;
}

/**
 * An admin changes a member's role or spending limit. The last admin cannot step
 * down: a company without an admin could never be managed again. Locks the
 * company's members so two admins demoting each other cannot both succeed.
 */
export async function changeMember(db: Database, user: UserRow, memberId: number, change: MemberChange): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    // The member is looked up in the caller's own company first: another company's member ids are a 404 for anyone.
    const { company, member: caller } = await requireMembership(tx, user);
    const members = await tx.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)).orderBy(asc(companyMembers.id)).for("update");
    const target = members.find((member) => member.id === memberId);
    if (!target) throw notFound("No such member", { id: memberId });
    if (caller.role !== "admin") throw roleRequired(["admin"]);
    if (change.role !== undefined && change.role !== "admin" && target.role === "admin" && members.filter((member) => member.role === "admin").length === 1) {
      throw lastAdmin();
    }
    const [updated] = await tx
      .update(companyMembers)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.spendingLimit !== undefined ? { spendingLimit: change.spendingLimit } : {}),
      })
      .where(eq(companyMembers.id, target.id))
      .returning();
    return updated!;
  });
}

/** An admin removes a member (themselves included), never the last admin. Their past orders stay the company's. */
export async function removeMember(db: Database, user: UserRow, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The member is looked up in the caller's own company first: another company's member ids are a 404 for anyone.
    const { company, member: caller } = await requireMembership(tx, user);
    const members = await tx.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)).orderBy(asc(companyMembers.id)).for("update");
    const target = members.find((member) => member.id === memberId);
    if (!target) throw notFound("No such member", { id: memberId });
    if (caller.role !== "admin") throw roleRequired(["admin"]);
    if (target.role === "admin" && members.filter((member) => member.role === "admin").length === 1) throw lastAdmin();
    await tx.delete(companyMembers).where(eq(companyMembers.id, target.id));
  });
}

/**
 * A member leaves their company: never its last admin, who must first make
 * another member admin (409 `last_admin`). Their past orders stay the company's;
 * the approvals they were waiting for are withdrawn, as nobody of the company
 * answers for them any more (ADR 0057).
 */
export async function leaveCompany(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const { company, member } = await requireMembership(tx, user);
    // Locked as in changeMember: two admins leaving at once cannot leave the company without one.
    const members = await tx.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)).orderBy(asc(companyMembers.id)).for("update");
    if (member.role === "admin" && members.filter((row) => row.role === "admin").length === 1) {
      throw new HttpError(409, "last_admin", "You are the company's last admin: make another member admin before you leave");
    }
    await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
    await tx
      .update(purchaseApprovals)
      .set({ state: "canceled", decidedAt: new Date() })
      .where(and(eq(purchaseApprovals.companyId, company.id), eq(purchaseApprovals.requestedById, user.id), eq(purchaseApprovals.state, "pending")));
  });
}

/** The company's placed orders (approvers and admins see all, buyers their own), newest first. */
export async function companyOrders(db: Database, user: UserRow) {
  const { company, member } = await requireMembership(db, user);
  const overseeing = OVERSEEING_ROLES.includes(member.role);
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.companyId, company.id),
        inArray(orders.state, ["delivery", "payment", "complete", "canceled"]),
        overseeing ? sql`true` : eq(orders.userId, user.id),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
}

/** One of the company's orders by number: 404 outside the company, and for a buyer's colleague's order. */
export async function companyOrder(db: Database, user: UserRow, number: string) {
  const { company, member } = await requireMembership(db, user);
  const [row] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.number, number), eq(orders.companyId, company.id)));
  if (!row || (row.order.userId !== user.id && !OVERSEEING_ROLES.includes(member.role))) throw notFound("No such order", { number });
  return row;
}

/** The company's quote requests (approvers and admins see all, buyers their own), newest first. */
export async function companyQuoteRequests(db: Database, user: UserRow) {
  const { company, member } = await requireMembership(db, user);
  const overseeing = OVERSEEING_ROLES.includes(member.role);
  return db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.companyId, company.id), overseeing ? sql`true` : eq(quoteRequests.userId, user.id)))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(200);
}

import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { companies, companyMembers, type CompanyRole } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import type { UserRow } from "@/server/users/serialize";

/**
 * Who a caller is in a company (ADR 0055). Membership is the one source of
 * company access: an account belongs to at most one company, and everything a
 * company owns (orders, quote requests, offers, purchase approvals) carries its
 * id. A caller outside the company is told the thing does not exist (404).
 */

export type CompanyRow = typeof companies.$inferSelect;
export type MemberRow = typeof companyMembers.$inferSelect;
export interface Membership {
  company: CompanyRow;
  member: MemberRow;
}

/** Roles that see every order, quote request, offer and purchase approval of the company. */
export const OVERSEEING_ROLES: readonly CompanyRole[] = ["approver", "admin"];
/** Roles that approve other members' purchases above their limits. */
export const APPROVING_ROLES: readonly CompanyRole[] = ["approver", "admin"];

export const noCompany = () => notFound("You are not a member of a company");
export const roleRequired = (roles: readonly CompanyRole[]) =>
  new HttpError(403, "company_role_required", `Only a company ${roles.join(" or ")} can do this`, { roles });

/** The caller's company and place in it, or null; anonymous callers belong to none. */
export async function membershipOf(db: Database | Tx, user: Pick<UserRow, "id" | "anonymous">): Promise<Membership | null> {
  if (user.anonymous) return null;
  const [row] = await db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, user.id));
  return row ?? null;
}

/** The caller's company id, or null: what new orders and quote requests are stamped with. */
export async function companyIdOf(db: Database | Tx, user: Pick<UserRow, "id" | "anonymous">): Promise<number | null> {
  if (user.anonymous) return null;
  const [row] = await db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, user.id));
  return row?.companyId ?? null;
}

/** The caller's membership, 404 without one, 403 when the role may not do this. */
export async function requireMembership(db: Database | Tx, user: UserRow, roles?: readonly CompanyRole[]): Promise<Membership> {
  const membership = await membershipOf(db, user);
  if (!membership) throw noCompany();
  if (roles && !roles.includes(membership.member.role)) throw roleRequired(roles);
  return membership;
}

/**
 * Whether the caller may see something of a company: its own creator always,
 * otherwise an approver or admin of that very company. A member of another
 * company, or a buyer looking at a colleague's, may not.
 */
export async function seesCompanyRecord(db: Database | Tx, user: UserRow, record: { companyId: number | null; userId: number }): Promise<boolean> {
  if (record.userId === user.id) return true;
  if (record.companyId === null) return false;
  const [member] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, user.id), eq(companyMembers.companyId, record.companyId)));
  return member !== undefined && OVERSEEING_ROLES.includes(member.role);
}

/**
 * Whether something made for `companyId` is out of the caller's reach because
 * they belong to another company (a same-domain colleague of another company
 * included): such a caller gets 404.
 */
export async function belongsToOtherCompany(db: Database | Tx, user: Pick<UserRow, "id" | "anonymous">, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const own = await companyIdOf(db, user);
  return own !== null && own !== companyId;
}

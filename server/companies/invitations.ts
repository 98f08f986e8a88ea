import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { companies, companyInvitations, companyMembers, users, type CompanyRole } from "@/server/db/schema";
import { badRequest, HttpError, notFound } from "@/server/http/errors";
import { deliverMail, queueMail, type QueuedMail } from "@/server/mail/service";
import { hashPassword, passwordProblem } from "@/server/security/passwords";
import { consumeAll } from "@/server/security/rate-limit";
import { hashSecret, newSecret } from "@/server/security/tokens";
import { issueToken } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { membershipOf, requireMembership, roleRequired, type Membership } from "./access";

/**
 * Invitations to join a company (ADR 0055): mailed links that work once and
 * expire, kept as the SHA-256 of their secret like the password reset links.
 */

/** How long an invitation link stays open. */
export const INVITATION_DAYS = 7;
/**
 * Invitations are mail to addresses the shop does not know yet: at most
 * `company` per company and `recipient` per address in a window, counted before
 * anything is written (docs/operating.md).
 */
export const INVITATION_LIMITS = { company: 30, recipient: 3, windowSeconds: 24 * 60 * 60 };
/** The path of the plus area's page that opens an invitation; the secret rides in its query. */
export const INVITATION_PATH = "/boxwright-plus/company/invitation";

export type InvitationRow = typeof companyInvitations.$inferSelect;

export const invalidInvitation = () =>
  badRequest("invalid_invitation", "This invitation link is not valid any more: it was used, withdrawn or has expired; ask for a new one");

export interface NewInvitation {
  email: string;
  role: CompanyRole;
  spendingLimit: number | null;
}

/** An admin invites an address: any earlier open invitation of the address to the company is withdrawn. */
export async function invite(db: Database, user: UserRow, input: NewInvitation): Promise<InvitationRow> {
  const { company } = await requireMembership(db, user, ["admin"]);
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), eq(users.email, email)));
  if (existing) throw new HttpError(409, "already_member", "This address already belongs to a member of the company", { field: "email" });
  await consumeAll(db, [
    { key: `company_invitation:company:${company.id}`, limit: INVITATION_LIMITS.company, windowSeconds: INVITATION_LIMITS.windowSeconds },
    { key: `company_invitation:recipient:${email}`, limit: INVITATION_LIMITS.recipient, windowSeconds: INVITATION_LIMITS.windowSeconds },
  ]);
  const secret = newSecret();
  const region = getRegion(company.region);
  const locale: Locale = isLocale(user.locale) ? user.locale : region.locale;
  const inviter = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
  const { row, mail } = await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, company.id),
          eq(companyInvitations.email, email),
          isNull(companyInvitations.usedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email,
        role: input.role,
        spendingLimit: input.spendingLimit,
        tokenHash: hashSecret(secret),
        invitedById: user.id,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000),
      })
      .returning();
    const mail: QueuedMail = await queueMail(tx, {
      to: email,
      kind: "company_invitation",
      locale,
      region: region.id,
      link: regionUrl(region, `${INVITATION_PATH}?token=${secret}`, siteConfigFromEnv()),
      values: { company: company.name, inviter },
    });
    return { row: row!, mail };
  });
  await deliverMail(db, mail);
  return row;
}

/** The company's invitations still open, for its admins. */
export async function openInvitations(db: Database, user: UserRow): Promise<InvitationRow[]> {
  const { company } = await requireMembership(db, user, ["admin"]);
  return db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, company.id),
        isNull(companyInvitations.usedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(companyInvitations.createdAt);
}

/** An admin withdraws an open invitation; its link stops working at once. */
export async function revokeInvitation(db: Database, user: UserRow, id: number): Promise<void> {
  const { company, member } = await requireMembership(db, user);
  const [open] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(
      and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, company.id), isNull(companyInvitations.usedAt), isNull(companyInvitations.revokedAt)),
    );
  if (!open) throw notFound("No such open invitation", { id });
  if (member.role !== "admin") throw roleRequired(["admin"]);
  const [row] = await db
    .update(companyInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, company.id), isNull(companyInvitations.usedAt), isNull(companyInvitations.revokedAt)),
    )
    .returning({ id: companyInvitations.id });
  if (!row) throw notFound("No such open invitation", { id });
}

function isOpen(row: InvitationRow | undefined, now = new Date()): row is InvitationRow {
  return row !== undefined && row.usedAt === null && row.revokedAt === null && row.expiresAt > now;
}

export interface InvitationPreview {
  invitation: InvitationRow;
  companyName: string;
  /** Whether the invited address has an account: the page asks to sign in, or to choose a password. */
  accountExists: boolean;
}

/** What an open invitation's link shows its holder (who was mailed the address anyway). */
export async function previewInvitation(db: Database, secret: string): Promise<InvitationPreview> {
  const [row] = await db
    .select({ invitation: companyInvitations, companyName: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashSecret(secret)));
  if (!row || !isOpen(row.invitation)) throw invalidInvitation();
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, row.invitation.email), eq(users.anonymous, false)));
  return { ...row, accountExists: account !== undefined };
}

export interface NewAccount {
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

const PASSWORD_MESSAGES = {
  too_short: "The password must be at least 8 characters long",
  too_long: "The password must be at most 128 characters long",
  too_common: "This password is too easy to guess; choose another",
} as const;

/**
 * Accepting an invitation: the signed-in account with the invited address joins;
 * without one, a new account for the address is made with the password given (the
 * link proves the mailbox, so its address counts as confirmed) and signed in. An
 * address that has an account must sign in first. The link is spent in the same
 * transaction as the membership is written.
 */
export async function acceptInvitation(
  db: Database,
  caller: UserRow | null,
  secret: string,
  newAccount: NewAccount | null,
): Promise<{ membership: Membership; user: UserRow; token: string | null }> {
  const signedIn = caller && !caller.anonymous && caller.email ? caller : null;
  const [peek] = await db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, hashSecret(secret)));
  if (!isOpen(peek)) throw invalidInvitation();
  if (signedIn && signedIn.email!.toLowerCase() !== peek.email)
    throw new HttpError(
      403,
      "invitation_other_account",
      "This invitation was sent to another address; sign out and open the link again to accept it with that address",
    );
  let passwordHash: string | null = null;
  if (!signedIn) {
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, peek.email), eq(users.anonymous, false)));
    if (account)
      throw new HttpError(403, "invitation_sign_in_required", "An account with the invited address exists: sign in with it to accept the invitation");
    if (!newAccount) throw badRequest("password_required", "Choose a password for your new account", { field: "password" });
    const problem = passwordProblem(newAccount.password, peek.email);
    if (problem) throw badRequest(`password_${problem}`, PASSWORD_MESSAGES[problem], { field: "password" });
    passwordHash = await hashPassword(newAccount.password);
  }
  const [joinedCompany] = await db.select().from(companies).where(eq(companies.id, peek.companyId));
  if (!joinedCompany) throw invalidInvitation();
  const region = getRegion(joinedCompany.region);
  const joined = await db.transaction(async (tx) => {
    // Spent first, under the row's lock: a second click or a concurrent accept finds it used.
    const [invitation] = await tx
      .update(companyInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(companyInvitations.id, peek.id), isNull(companyInvitations.usedAt), isNull(companyInvitations.revokedAt)))
      .returning();
    if (!invitation) throw invalidInvitation();
    let user: UserRow;
    if (signedIn) {
      const [updated] = await tx
        .update(users)
        .set({
          confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
          customerType: "b2b",
          // The member's own business details stay; missing ones come from the company, for their orders' billing.
          companyName: sql`coalesce(${users.companyName}, ${joinedCompany.name})`,
          vatId: sql`coalesce(${users.vatId}, ${joinedCompany.vatId})`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, signedIn.id))
        .returning();
      user = updated!;
    } else {
      try {
        const [created] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            passwordHash,
            anonymous: false,
            confirmedAt: new Date(),
            customerType: "b2b",
            companyName: joinedCompany.name,
            vatId: joinedCompany.vatId,
            firstName: newAccount?.firstName?.trim() || null,
            lastName: newAccount?.lastName?.trim() || null,
            region: region.id,
            locale: region.locale,
          })
          .returning();
        user = created!;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(403, "invitation_sign_in_required", "An account with the invited address exists: sign in with it to accept the invitation");
        throw error;
      }
    }
    if (await membershipOf(tx, user))
      throw new HttpError(409, "already_in_company", "This account already belongs to a company; leave it before joining another");
    await tx
      .insert(companyMembers)
      .values({ companyId: invitation.companyId, userId: user.id, role: invitation.role, spendingLimit: invitation.spendingLimit });
    const membership = await membershipOf(tx, user);
    return { membership: membership!, user };
  });
  return { ...joined, token: signedIn ? null : await issueToken(db, joined.user.id) };
}

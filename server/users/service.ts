import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database } from "@/server/db/client";
import {
  addresses,
  apiTokens,
  boxDesigns,
  instantQuotes,
  offerEvents,
  orders,
  qaComments,
  qaStateChanges,
  quoteRequests,
  uploadedFiles,
  userLinks,
  users,
} from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";
import { sendMail } from "@/server/mail/service";
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from "@/server/security/passwords";
import { consume, consumeAll, giveBack, tooManyAttempts, type RateLimit } from "@/server/security/rate-limit";
import { hashSecret, newSecret } from "@/server/security/tokens";
import { afterAnswer } from "./after-answer";
import { awaitAddressConfirmation, grantOwnPendingConsents, type ConsentAnswer } from "./consent-requests";
import { issueToken } from "./auth";
import { closeResetLinks, invalidLink, openResetLink, redeemResetLink } from "./reset-links";
import type { UserRow } from "./serialize";

/**
 * Accounts: anonymous users, registration, sign-in and sign-out, e-mail
 * confirmation and password recovery.
 */

export const CONFIRM_LINK_HOURS = 7 * 24;
export const RESET_LINK_HOURS = 1;
/**
 * Sign-in, in 15 minutes: 5 failed attempts per account from one address, 20 per
 * address across accounts, and 50 per account across all addresses (so guessing
 * from many addresses is slowed too, while one address cannot lock the owner out).
 * See docs/adr/0027-sign-in-limits.md.
 */
export const SIGN_IN_LIMITS = { accountAddress: 5, address: 20, account: 50, windowSeconds: 15 * 60 };
/** Recovery mails: 3 per account and 10 per address an hour. */
export const RECOVERY_LIMITS = { account: 3, address: 10, windowSeconds: 60 * 60 };
/**
 * Registrations: 30 attempts per address an hour (an office behind one address still
 * fits). Sign-up mails to one e-mail address: 3 an hour; further attempts are answered
 * alike but mail nothing, so sign-up cannot flood someone's mailbox.
 */
export const REGISTRATION_LIMITS = { address: 30, mailsPerEmail: 3, windowSeconds: 60 * 60 };
/**
 * Anonymous users: 20 per address a minute. A browser makes one per visitor, so an
 * office or a mobile carrier's shared address still fits; a script making users to
 * escape the per-user limits does not.
 */
export const ANONYMOUS_USER_LIMITS = { address: 20, windowSeconds: 60 };

/** The per-address allowance of new anonymous users a minute: ANONYMOUS_USERS_PER_MINUTE, 20 unless set. */
export function anonymousUsersPerMinute(): number {
  const configured = Number(process.env.ANONYMOUS_USERS_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : ANONYMOUS_USER_LIMITS.address;
}

/** Also the answer for an account whose address is not confirmed yet: it says nothing more than a wrong password. */
export const INVALID_CREDENTIALS =
  "The e-mail address or the password is not correct; if you have just registered, confirm your address first with the link we mailed you";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createAnonymousUser(db: Database, region: string, locale: Locale, address: string): Promise<{ user: UserRow; token: string }> {
  const limit = await consume(db, {
    key: `anonymous_user:address:${address}`,
    limit: anonymousUsersPerMinute(),
    windowSeconds: ANONYMOUS_USER_LIMITS.windowSeconds,
  });
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const [user] = await db.insert(users).values({ anonymous: true, region, locale }).returning();
  return { user: user!, token: await issueToken(db, user!.id) };
}

function passwordError(password: string, email?: string): HttpError | null {
  const problem = passwordProblem(password, email);
  if (!problem) return null;
  const messages = {
    too_short: "The password must be at least 8 characters long",
    too_long: "The password must be at most 128 characters long",
    too_common: "This password is too easy to guess; choose another",
  };
  return badRequest(`password_${problem}`, messages[problem], { field: "password" });
}

async function mailLink(db: Database, user: UserRow, purpose: "confirm" | "reset"): Promise<void> {
  const secret = newSecret();
  const hours = purpose === "confirm" ? CONFIRM_LINK_HOURS : RESET_LINK_HOURS;
  await db.insert(userLinks).values({ userId: user.id, purpose, tokenHash: hashSecret(secret), expiresAt: new Date(Date.now() + hours * 3600_000) });
  const region = getRegion(user.region);
  const path = purpose === "confirm" ? `/auth/confirm_email/?confirmation_token=${secret}` : `/auth/set_password/?reset_password_token=${secret}`;
  const locale = isLocale(user.locale) ? user.locale : region.locale;
  await sendMail(db, {
    to: user.email!,
    kind: purpose === "confirm" ? "confirm_email" : "reset_password",
    locale,
    region: region.id,
    link: regionUrl(region, path, siteConfigFromEnv()),
  });
}

export interface Registration {
  email: string;
  password: string;
  customerType: "b2b" | "b2c";
  firstName?: string;
  lastName?: string;
  companyName?: string;
  region: string;
  locale: Locale;
  /** The client's network address, for the rate limit. */
  address: string;
  /** Answered on the registration form; recorded once the address is confirmed. */
  consents?: readonly ConsentAnswer[];
}

/**
 * Registers an account without telling whether the address has one already
 * (docs/adr/0029): the answer depends only on the input. Before it, only what the
 * input alone decides: the limits, the password rules, and the password hashed
 * either way. After it (`later`), a new address gets an unconfirmed account and the
 * confirmation link; a registered address gets an `account_exists` mail and its
 * account stays as it is. Nobody is signed in: the confirmation link does that.
 */
export async function register(db: Database, input: Registration, current: UserRow | null, later = afterAnswer): Promise<{ email: string }> {
  const registrations = await consume(db, {
    key: `register:address:${input.address}`,
    limit: REGISTRATION_LIMITS.address,
    windowSeconds: REGISTRATION_LIMITS.windowSeconds,
  });
  if (!registrations.allowed) throw tooManyAttempts(registrations.retryAfterSeconds);
  const email = normalizeEmail(input.email);
  const problem = passwordError(input.password, email);
  if (problem) throw problem;
  if (current && !current.anonymous) throw new HttpError(409, "already_registered", "You are signed in already; sign out to register another account");
  const passwordHash = await hashPassword(input.password);
  later("sign-up", () =>
    createOrTell(db, email, input.consents ?? [], {
      email,
      passwordHash,
      anonymous: false,
      confirmBeforeSignIn: true,
      customerType: input.customerType,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      companyName: input.companyName ?? null,
      region: input.region,
      locale: input.locale,
    }),
  );
  return { email };
}

/**
 * The work of a sign-up after its answer. The insert and the unique index decide
 * between parallel sign-ups of one address: exactly one creates the account, the
 * others find it registered.
 */
async function createOrTell(db: Database, email: string, consents: readonly ConsentAnswer[], values: typeof users.$inferInsert): Promise<void> {
  const mails = await consume(db, {
    key: `register:email:${email}`,
    limit: REGISTRATION_LIMITS.mailsPerEmail,
    windowSeconds: REGISTRATION_LIMITS.windowSeconds,
  });
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  // A new account's link goes out whatever the count: it is mailed once per account.
  if (created) {
    // The form's answers wait for the same link; a registered address's are never recorded from here.
    await awaitAddressConfirmation(db, created, consents);
    await mailLink(db, created, "confirm");
    return;
  }
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.anonymous, false)));
  if (existing && mails.allowed) await mailAccountExists(db, existing);
}

/** Tells the owner of a registered address that someone tried to register with it, and how to get in. */
async function mailAccountExists(db: Database, user: UserRow): Promise<void> {
  const region = getRegion(user.region);
  await sendMail(db, {
    to: user.email!,
    kind: "account_exists",
    locale: isLocale(user.locale) ? user.locale : region.locale,
    region: region.id,
    link: regionUrl(region, "/sign_in/", siteConfigFromEnv()),
  });
}

/** Rows an anonymous user may own that move to the account it signs in to. */
const OWNED_ROWS = [addresses, orders, boxDesigns, uploadedFiles, quoteRequests, instantQuotes] as const;

/**
 * The anonymous user the visitor had until now hands what it owns (cart, designs,
 * uploads, addresses) to the account it signed in to, and is removed.
 */
async function handOver(db: Database, anonymous: UserRow | null, accountId: number): Promise<void> {
  if (!anonymous || !anonymous.anonymous || anonymous.id === accountId) return;
  await db.transaction(async (tx) => {
    for (const table of OWNED_ROWS) await tx.update(table).set({ userId: accountId }).where(eq(table.userId, anonymous.id));
    // What the visitor did before signing in (opened an offer, commented on print files) was the account's owner.
    await tx.update(offerEvents).set({ userId: accountId }).where(eq(offerEvents.userId, anonymous.id));
    await tx.update(qaComments).set({ authorId: accountId }).where(eq(qaComments.authorId, anonymous.id));
    await tx.update(qaStateChanges).set({ authorId: accountId }).where(eq(qaStateChanges.authorId, anonymous.id));
    await tx.delete(users).where(and(eq(users.id, anonymous.id), eq(users.anonymous, true)));
  });
}

/** The sign-in limits an attempt counts against, the narrowest first. */
export function signInLimits(email: string, address: string): RateLimit[] {
  const windowSeconds = SIGN_IN_LIMITS.windowSeconds;
  return [
    { key: `sign_in:account_address:${email}:${address}`, limit: SIGN_IN_LIMITS.accountAddress, windowSeconds },
    { key: `sign_in:address:${address}`, limit: SIGN_IN_LIMITS.address, windowSeconds },
    { key: `sign_in:account:${email}`, limit: SIGN_IN_LIMITS.account, windowSeconds },
  ];
}

/**
 * Signs in. A wrong e-mail and a wrong password get the same answer in the same
 * time. Every attempt is counted before the password is checked, so parallel
 * guesses cannot slip past the limits; the right password takes its attempt back.
 * An attempt refused by a narrower limit is not counted against the wider ones,
 * so an address that is held back cannot use up the account's own allowance.
 * The anonymous user the visitor had until now hands over what it owns and is removed.
 */
export async function signIn(
  db: Database,
  input: { email: string; password: string; address: string },
  anonymous: UserRow | null,
): Promise<{ user: UserRow; token: string }> {
  const email = normalizeEmail(input.email);
  const counted: RateLimit[] = [];
  for (const limit of signInLimits(email, input.address)) {
    const state = await consume(db, limit);
    if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
    counted.push(limit);
  }

  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.anonymous, false)));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  // The password is checked first either way, so an unconfirmed account answers like a wrong password, in the same time.
  const awaitingConfirmation = user?.confirmBeforeSignIn === true && user.confirmedAt === null;
  if (!user || !valid || awaitingConfirmation) throw new HttpError(401, "invalid_credentials", INVALID_CREDENTIALS);
  for (const limit of counted) await giveBack(db, limit);

  // The owner knows the password: a reset link still in the mailbox is no longer needed.
  await closeResetLinks(db, user.id);
  await handOver(db, anonymous, user.id);
  return { user, token: await issueToken(db, user.id) };
}

export async function signOut(db: Database, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, tokenId));
}

async function redeemLink(db: Database, secret: string, purpose: "confirm"): Promise<number> {
  const [link] = await db
    .update(userLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(userLinks.tokenHash, hashSecret(secret)), eq(userLinks.purpose, purpose), isNull(userLinks.usedAt), gt(userLinks.expiresAt, new Date())))
    .returning({ userId: userLinks.userId });
  if (!link) throw badRequest("invalid_link", "This link is not valid any more; ask for a new one", { purpose });
  return link.userId;
}

/**
 * Confirms the address with the mailed link and signs its owner in: whoever opens
 * the link holds the mailbox. Called with the visitor's anonymous token, what that
 * user owns moves to the account, as on sign-in.
 */
export async function confirmEmail(db: Database, secret: string, anonymous: UserRow | null = null): Promise<{ user: UserRow; token: string }> {
  const userId = await redeemLink(db, secret, "confirm");
  const [user] = await db
    .update(users)
    .set({ confirmedAt: sql`coalesce(${users.confirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await grantOwnPendingConsents(db, user!);
  await handOver(db, anonymous, user!.id);
  return { user: user!, token: await issueToken(db, user!.id) };
}

/**
 * Mails a reset link if the address has an account; the answer is the same either
 * way, and so is the work done before it: only the limits are counted, then the
 * lookup and the mail run after the answer (`later`), so how long the answer takes
 * says nothing about whether the address has an account.
 */
export async function recoverPassword(db: Database, emailInput: string, address: string, later = afterAnswer): Promise<void> {
  const email = normalizeEmail(emailInput);
  await consumeAll(db, [
    { key: `recover:account:${email}`, limit: RECOVERY_LIMITS.account, windowSeconds: RECOVERY_LIMITS.windowSeconds },
    { key: `recover:address:${address}`, limit: RECOVERY_LIMITS.address, windowSeconds: RECOVERY_LIMITS.windowSeconds },
  ]);
  later("password reset mail", async () => {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.anonymous, false)));
    if (user) await mailLink(db, user, "reset");
  });
}

/**
 * Sets a new password from a reset link; every token of the account is revoked and a
 * new one issued, and every other reset link of the account closes with this one.
 */
export async function resetPassword(db: Database, secret: string, password: string): Promise<{ user: UserRow; token: string }> {
  const [pending] = await db
    .select({ email: users.email })
    .from(userLinks)
    .innerJoin(users, eq(users.id, userLinks.userId))
    .where(eq(userLinks.tokenHash, hashSecret(secret)));
  const problem = passwordError(password, pending?.email ?? undefined);
  if (problem) throw problem;
  // A dead link costs no password hashing.
  if (!(await openResetLink(db, secret))) throw invalidLink();
  const passwordHash = await hashPassword(password);
  const [user] = await db.transaction(async (tx) => {
    const userId = await redeemResetLink(tx, secret);
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    // Whoever could reset the password owns the mailbox: the address is confirmed too.
    return tx
      .update(users)
      .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
  });
  // Answers the account gave for its own address while it was unconfirmed count now, as on confirming.
  await grantOwnPendingConsents(db, user!);
  return { user: user!, token: await issueToken(db, user!.id) };
}

export interface ProfileChanges {
  customerType?: "b2b" | "b2c";
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  companyName?: string | null;
  vatId?: string | null;
  locale?: Locale;
  /** Merged into the answers given so far. */
  survey?: Record<string, string>;
}

/** The contact details of a profile change as the API names them (users/{id} and its contact route). */
export interface ContactFields {
  customer_type?: "b2b" | "b2c";
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  company_name?: string | null;
  vat_id?: string | null;
}

export function contactChanges(body: ContactFields): ProfileChanges {
  return {
    customerType: body.customer_type,
    firstName: body.first_name,
    lastName: body.last_name,
    phone: body.phone,
    companyName: body.company_name,
    vatId: body.vat_id,
  };
}

/** Changes the user's own profile; fields left undefined stay as they are. */
export async function updateProfile(db: Database, user: UserRow, changes: ProfileChanges): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({
      customerType: changes.customerType,
      firstName: changes.firstName,
      lastName: changes.lastName,
      phone: changes.phone,
      companyName: changes.companyName,
      vatId: changes.vatId,
      locale: changes.locale,
      survey: changes.survey === undefined ? undefined : { ...user.survey, ...changes.survey },
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

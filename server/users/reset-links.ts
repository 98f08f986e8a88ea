import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { userLinks } from "@/server/db/schema";
import { badRequest } from "@/server/http/errors";
import { hashSecret } from "@/server/security/tokens";

/**
 * Password-reset links are single-use as a set: whichever of an account's open links
 * is used first closes all the others, and so does anything that shows the owner
 * knows their password (a sign-in). A link mailed an hour ago and found later in a
 * shared or stolen mailbox then opens nothing.
 */

export const invalidLink = () => badRequest("invalid_link", "This link is not valid any more; ask for a new one", { purpose: "reset" });

/** The account an open reset link belongs to, read without using it up; null for any other link. */
export async function openResetLink(db: Database, secret: string): Promise<{ userId: number } | null> {
  const [link] = await db
    .select({ userId: userLinks.userId })
    .from(userLinks)
    .where(and(eq(userLinks.tokenHash, hashSecret(secret)), eq(userLinks.purpose, "reset"), isNull(userLinks.usedAt), gt(userLinks.expiresAt, sql`now()`)));
  return link ?? null;
}

/**
 * Uses a reset link and closes every other open reset link of its account, in one
 * statement: of two links used at the same moment, the second finds its row closed by
 * the first and is refused. Returns the account; invalid_link when the link is not open.
 */
export async function redeemResetLink(db: Database | Tx, secret: string): Promise<number> {
  const tokenHash = hashSecret(secret);
  const owner = db
    .select({ userId: userLinks.userId })
    .from(userLinks)
    .where(and(eq(userLinks.tokenHash, tokenHash), eq(userLinks.purpose, "reset"), isNull(userLinks.usedAt), gt(userLinks.expiresAt, sql`now()`)));
  const closed = await db
    .update(userLinks)
    .set({ usedAt: sql`now()` })
    .where(and(inArray(userLinks.userId, owner), eq(userLinks.purpose, "reset"), isNull(userLinks.usedAt)))
    .returning({ userId: userLinks.userId, tokenHash: userLinks.tokenHash });
  const used = closed.find((link) => link.tokenHash === tokenHash);
  if (!used) throw invalidLink();
  return used.userId;
}

/** Closes every open reset link of an account: its owner has shown they know the password. */
export async function closeResetLinks(db: Database | Tx, userId: number): Promise<void> {
  await db
    .update(userLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userLinks.userId, userId), eq(userLinks.purpose, "reset"), isNull(userLinks.usedAt)));
}

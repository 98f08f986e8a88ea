import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "@/server/db/client";
import { database } from "@/server/db";
import { preparedQuery } from "@/server/db/prepared";
import { apiTokens, users } from "@/server/db/schema";
import type { AppEnv } from "@/server/http/context";
import { HttpError } from "@/server/http/errors";
import { hashSecret, newSecret } from "@/server/security/tokens";
import { isManager } from "./roles";
import type { UserRow } from "./serialize";

export { isManager };

/** Issues a new API token for a user; only its hash is kept. */
export async function issueToken(db: Database, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(apiTokens).values({ userId, tokenHash: hashSecret(token) });
  return token;
}

/**
 * A token nobody has used for this long stops working, as if it had never been issued
 * (401 invalid_token): a token left in a forgotten browser or a leaked log does not open
 * the account for ever. Every use pushes the end back (docs/operating.md, "Tokens and links").
 */
export const TOKEN_IDLE_DAYS = 90;
/** A token's last use is written at most this often, so reading never writes on every call. */
export const TOKEN_REFRESH_MINUTES = 60;

/**
 * Every authenticated call starts with this lookup, so its SQL is built once per
 * database (Drizzle's query building is a real share of a short request's time).
 */
const tokenLookup = preparedQuery((db) =>
  db
    .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("tokenHash")),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.lastUsedAt, sql`now() - make_interval(days => ${sql.raw(String(TOKEN_IDLE_DAYS))})`),
      ),
    )
    .prepare("user_for_token"),
);

const tokenUsed = preparedQuery((db) =>
  db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.id, sql.placeholder("tokenId")))
    .prepare("token_used"),
);

/** The user a token belongs to; null for a token unknown, revoked or idle too long. */
export async function userForToken(db: Database, token: string): Promise<{ user: UserRow; tokenId: number } | null> {
  const [row] = await tokenLookup(db).execute({ tokenHash: hashSecret(token) });
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() >= TOKEN_REFRESH_MINUTES * 60_000) await tokenUsed(db).execute({ tokenId: row.tokenId });
  return { user: row.user, tokenId: row.tokenId };
}

export const unauthorized = () => new HttpError(401, "unauthorized", "An API token is required for this call");
export const invalidToken = () => new HttpError(401, "invalid_token", "The API token is not valid");

/** The caller, from the X-Api-Token header; 401 without a token or with a rejected one. */
export async function requireUser(c: Context<AppEnv>): Promise<{ db: Database; user: UserRow; token: string; tokenId: number }> {
  const token = c.get("apiToken");
  if (!token) throw unauthorized();
  const db = await database();
  const found = await userForToken(db, token);
  if (!found) throw invalidToken();
  return { db, user: found.user, token, tokenId: found.tokenId };
}

/** The caller, who must be an order manager (403 otherwise). */
export async function requireManager(c: Context<AppEnv>) {
  const caller = await requireUser(c);
  if (!isManager(caller.user)) throw new HttpError(403, "not_a_manager", "Only order managers can use this");
  return caller;
}

/** The caller if the token names one; null for calls without a token. A rejected token is still a 401. */
export async function optionalUser(c: Context<AppEnv>) {
  return c.get("apiToken") ? requireUser(c) : null;
}

/** A resource path naming another user than the caller answers 404, so ids reveal nothing. */
export function requireSelf(user: UserRow, id: number): void {
  if (user.id !== id) throw new HttpError(404, "not_found", "No such user");
}

/**
 * The caller's address for rate limits. The production server leaves exactly one
 * address in X-Forwarded-For, the one it can believe (server/runtime/client-address.mjs);
 * under `next dev` and in tests the header is what the request carried.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || c.req.header("x-real-ip") || "unknown";
}

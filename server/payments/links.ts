import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database, Tx } from "@/server/db/client";
import { database } from "@/server/db";
import { orders, users } from "@/server/db/schema";
import type { AppEnv } from "@/server/http/context";
import { HttpError, notFound } from "@/server/http/errors";
import type { OrderRow } from "@/server/orders/service";
import { requireUser } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";

/**
 * The order's links, carried in one query parameter (`?workflow_token=`), which
 * stand in for the buyer's sign-in on that one order and nothing else:
 *
 * - the payment link (transactionlink): the order's secret itself, made on request
 *   for someone who pays for the buyer, such as a colleague in accounts; it lasts
 *   as long as the order.
 * - the guest link (ADR 0023): what the order mails carry, so a buyer without an
 *   account opens the order's details and payment pages in any browser. It names
 *   the order and the moment it expires, signed with an HMAC keyed by the order's
 *   secret: `{number}.{expires}.{signature}`. The secret never leaves the shop in it.
 */

export const WORKFLOW_TOKEN_PARAM = "workflow_token";

/** How long a guest link in an order mail opens the order. */
export const GUEST_LINK_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The query of the calls a link holder may make: the order, its checkout view and its payment calls. */
export const payerQuery = z.object({ [WORKFLOW_TOKEN_PARAM]: z.string().max(200).optional() });

/** The order's secret, made on first use; two callers at once get the same one. */
export async function orderLinkSecret(db: Database | Tx, order: Pick<OrderRow, "id" | "paymentLinkToken">): Promise<string> {
  if (order.paymentLinkToken) return order.paymentLinkToken;
  const [updated] = await db
    .update(orders)
    .set({ paymentLinkToken: randomBytes(24).toString("base64url") })
    .where(and(eq(orders.id, order.id), isNull(orders.paymentLinkToken)))
    .returning({ token: orders.paymentLinkToken });
  // Two calls at once: the one that lost reads the winner's token.
  return updated?.token ?? (await db.select({ token: orders.paymentLinkToken }).from(orders).where(eq(orders.id, order.id)))[0]!.token!;
}

export async function workflowLink(db: Database, order: OrderRow): Promise<{ workflow_token: string; url: string }> {
  const token = await orderLinkSecret(db, order);
  const url = `${regionUrl(getRegion(order.region), `/order/${order.number}/payment`, siteConfigFromEnv())}?${WORKFLOW_TOKEN_PARAM}=${token}`;
  return { workflow_token: token, url };
}

function signature(secret: string, number: string, expires: number): string {
  return createHmac("sha256", secret).update(`guest-order-link:${number}:${expires}`).digest("base64url");
}

/** A guest link's token for order `number`, valid until `expiresAt` (to the second). */
export function signGuestToken(secret: string, number: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${number}.${expires}.${signature(secret, number, expires)}`;
}

/** The payment link's tokens are base64url and never hold a dot; the guest link's always do. */
export const isGuestToken = (token: string) => token.includes(".");

export type GuestTokenCheck = "valid" | "expired" | "invalid";

/**
 * Whether `token` opens order `number` with the order's `secret`. A token for
 * another order, or changed in any part, is invalid; only a genuine one is told
 * that it has expired.
 */
export function checkGuestToken(secret: string, number: string, token: string, now = new Date()): GuestTokenCheck {
  const match = /^(.+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[1] !== number) return "invalid";
  const expires = Number(match[2]);
  if (!sameToken(match[3]!, signature(secret, number, expires))) return "invalid";
  return expires * 1000 > now.getTime() ? "valid" : "expired";
}

/** The guest link of an order's page (`details`, `payment`), as the order mails carry it. */
export async function guestLink(
  db: Database | Tx,
  order: Pick<OrderRow, "id" | "number" | "region" | "paymentLinkToken">,
  page: "details" | "payment" = "details",
  now = new Date(),
): Promise<string> {
  const token = signGuestToken(await orderLinkSecret(db, order), order.number, new Date(now.getTime() + GUEST_LINK_DAYS * DAY_MS));
  return `${regionUrl(getRegion(order.region), `/order/${order.number}/${page}`, siteConfigFromEnv())}?${WORKFLOW_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What a link gives its holder: the order's buyer to act as, or why not. */
export type LinkAccess = { user: UserRow } | { refused: "expired" | "invalid" | "unknown" };

/** Who the holder of `linkToken` may act as on order `number`. */
export async function linkAccess(db: Database, number: string, linkToken: string, now = new Date()): Promise<LinkAccess> {
  const [row] = await db.select({ order: orders, user: users }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.number, number));
  const secret = row?.order.paymentLinkToken;
  if (isGuestToken(linkToken)) {
    if (!row || !secret) return { refused: "invalid" };
    const check = checkGuestToken(secret, number, linkToken, now);
    return check === "valid" ? { user: row.user } : { refused: check };
  }
  return row && secret && sameToken(secret, linkToken) ? { user: row.user } : { refused: "unknown" };
}

/** The buyer of order `number`, for the holder of one of its links; null when the link does not open it. */
export async function linkPayer(db: Database, number: string, linkToken: string, now = new Date()): Promise<UserRow | null> {
  const access = await linkAccess(db, number, linkToken, now);
  return "user" in access ? access.user : null;
}

/** The answer to a link that does not open the order: an expired guest link says so, a wrong token is refused. */
export function refusedLink(reason: "expired" | "invalid" | "unknown", number: string): HttpError {
  if (reason === "expired") return new HttpError(410, "order_link_expired", "This order link has expired; sign in to see the order", { number });
  if (reason === "invalid") return new HttpError(403, "order_link_invalid", "This order link does not open this order", { number });
  return notFound("No such order", { number });
}

/**
 * Who acts on order `number`: the buyer by token, or the holder of one of its
 * links (acting for the buyer; `linkToken` is then set, so pages the payment
 * returns to can carry it on). Used by the order's read, checkout view and
 * payment calls only.
 */
export async function payerFor(c: Context<AppEnv>, number: string): Promise<{ db: Database; user: UserRow; linkToken?: string }> {
  const linkToken = c.req.query(WORKFLOW_TOKEN_PARAM);
  if (!linkToken) return requireUser(c);
  const db = await database();
  const access = await linkAccess(db, number, linkToken);
  if (!("user" in access)) throw refusedLink(access.refused, number);
  return { db, user: access.user, linkToken };
}

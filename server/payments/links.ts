import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database } from "@/server/db/client";
import { database } from "@/server/db";
import { orders, users } from "@/server/db/schema";
import type { AppEnv } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import type { OrderRow } from "@/server/orders/service";
import { requireUser } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";

/**
 * The order's payment link (transactionlink): a page anyone holding the link can
 * pay the order from, such as a colleague in accounts. Its token stands in for
 * the buyer's sign-in on the payment calls of that one order and nothing else.
 */

export const WORKFLOW_TOKEN_PARAM = "workflow_token";

/** The query of the calls a payment-link holder may make: the order's checkout view and its payment calls. */
export const payerQuery = z.object({ [WORKFLOW_TOKEN_PARAM]: z.string().max(100).optional() });

export async function workflowLink(db: Database, order: OrderRow): Promise<{ workflow_token: string; url: string }> {
  let token = order.paymentLinkToken;
  if (!token) {
    const [updated] = await db
      .update(orders)
      .set({ paymentLinkToken: randomBytes(24).toString("base64url") })
      .where(and(eq(orders.id, order.id), isNull(orders.paymentLinkToken)))
      .returning({ token: orders.paymentLinkToken });
    // Two calls at once: the one that lost reads the winner's token.
    token = updated?.token ?? (await db.select({ token: orders.paymentLinkToken }).from(orders).where(eq(orders.id, order.id)))[0]!.token!;
  }
  const url = `${regionUrl(getRegion(order.region), `/order/${order.number}/payment`, siteConfigFromEnv())}?${WORKFLOW_TOKEN_PARAM}=${token}`;
  return { workflow_token: token, url };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The buyer of order `number`, for the holder of its payment link; null when the token does not match. */
export async function linkPayer(db: Database, number: string, linkToken: string): Promise<UserRow | null> {
  const [row] = await db.select({ order: orders, user: users }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.number, number));
  return row?.order.paymentLinkToken && sameToken(row.order.paymentLinkToken, linkToken) ? row.user : null;
}

/**
 * Who pays order `number`: the buyer by token, or the holder of its payment link
 * (acting for the buyer; `linkToken` is then set, so pages the payment returns to
 * can carry it on).
 */
export async function payerFor(c: Context<AppEnv>, number: string): Promise<{ db: Database; user: UserRow; linkToken?: string }> {
  const linkToken = c.req.query(WORKFLOW_TOKEN_PARAM);
  if (!linkToken) return requireUser(c);
  const db = await database();
  const user = await linkPayer(db, number, linkToken);
  if (!user) throw notFound("No such order", { number });
  return { db, user, linkToken };
}

import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { cardGateway, type CardGateway } from "./gateways";
import { releaseAbandoned, UNFINISHED } from "./service";

/**
 * The way out of the payment freeze (ADR 0020). While a payment attempt is open
 * the order cannot change; a shopper who leaves an authentication page and goes
 * back to the cart has left such an attempt behind. Changing the order frees it
 * the way a new payment would: the provider is asked to cancel the intent (it
 * cannot be charged afterwards), and an intent that meanwhile succeeded is settled
 * instead, so the order is paid and the change is refused. Attempts already with
 * the provider ('processing') and a payment call still running are never freed.
 */
export async function releaseOpenAttempts(db: Database, orderId: number, buyerLocale: string, gateway: CardGateway = cardGateway(db)): Promise<void> {
  const unfinished = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, UNFINISHED)));
  await releaseAbandoned(db, unfinished, gateway, buyerLocale);
}

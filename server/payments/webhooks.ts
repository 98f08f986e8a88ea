import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { database } from "@/server/db";
import type { Database } from "@/server/db/client";
import { webhookEvents } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { logger } from "@/server/http/logger";
import { createRouter } from "@/server/http/router";
import { toIntent, verifiedEvent } from "./gateways/stripe";
import { settle } from "./service";

/**
 * Stripe's webhook: signed events about payment intents, so an order is paid even
 * when the shopper never comes back to the shop. An event id is recorded once it
 * has been applied: a redelivered event answers 200 and does nothing, and one that
 * failed to apply is not recorded, so Stripe delivers it again. Applying twice
 * (two deliveries at once) is harmless: settling a payment is idempotent.
 */

const HANDLED = new Set([
  "payment_intent.succeeded",
  "payment_intent.processing",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.requires_action",
]);

export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<"handled" | "duplicate" | "ignored"> {
  if (!HANDLED.has(event.type)) return "ignored";
  const [seen] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id));
  if (seen) return "duplicate";
  await settle(db, toIntent(event.data.object as Stripe.PaymentIntent));
  const inserted = await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
  return inserted.length > 0 ? "handled" : "duplicate";
}

export const webhookRoutes = createRouter();

webhookRoutes.post("/webhooks/stripe", async (c) => {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(404, "not_found", "Webhooks are not configured");
  const event = await verifiedEvent(await c.req.text(), c.req.header("stripe-signature"), secret);
  const db = await database();
  try {
    const outcome = await handleStripeEvent(db, event);
    return c.json({ received: true, outcome }, 200);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      // An intent for no order of ours (another integration on the account): acknowledged, ignored.
      logger.warn({ event: event.id }, "webhook for an unknown order");
      return c.json({ received: true, outcome: "ignored" }, 200);
    }
    throw error;
  }
});

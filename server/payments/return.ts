import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { present } from "@/server/orders/routes";
import { userForToken } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { linkAccess } from "./links";
import { confirmPayment } from "./service";

/**
 * The payment return page's server side: the shopper lands here from the bank,
 * the authentication page or the checkout, and the payment the URL names is
 * settled with the provider before anything is shown, so the page tells the truth
 * even when the shopper's browser never calls the API again.
 */

export type ReturnOutcome = "paid" | "awaiting_transfer" | "part_paid" | "processing" | "failed" | "unpaid";

export interface PaymentReturn {
  order: Awaited<ReturnType<typeof present>>;
  outcome: ReturnOutcome;
  failure: string | null;
}

/** The visitor came with a guest link that has expired (and is not signed in as the buyer). */
export interface LinkExpired {
  linkExpired: true;
}

/**
 * The order's buyer for this visitor: by a link that opens the order, else by the
 * browser's session (the buyer signed in here still sees the order when an old
 * link has expired). `expired` says the visitor's guest link has run out.
 */
async function payer(db: Database, number: string, apiToken: string | undefined, linkToken: string | undefined): Promise<{ user: UserRow | null; expired: boolean }> {
  let expired = false;
  if (linkToken) {
    const access = await linkAccess(db, number, linkToken);
    if ("user" in access) return { user: access.user, expired };
    expired = access.refused === "expired";
  }
  return { user: apiToken ? ((await userForToken(db, apiToken))?.user ?? null) : null, expired };
}

/** Null when the visitor may not see the order (not theirs, unknown, no session); an expired guest link says so. */
export async function paymentReturn(
  db: Database,
  input: { number: string; apiToken?: string; linkToken?: string; paymentIntentId?: string },
): Promise<PaymentReturn | LinkExpired | null> {
  const { user, expired } = await payer(db, input.number, input.apiToken, input.linkToken);
  const refused = expired ? ({ linkExpired: true } as const) : null;
  if (!user) return refused;
  let failure: string | null = null;
  if (input.paymentIntentId) {
    try {
      const { intent } = await confirmPayment(db, user, input.number, input.paymentIntentId);
      failure = intent.status === "requires_payment_method" ? (intent.failure ?? "payment_failed") : null;
    } catch (error) {
      // An intent that is not this order's shows the order as it stands.
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  const [order] = await db.select().from(orders).where(and(eq(orders.number, input.number), eq(orders.userId, user.id)));
  if (!order) return refused;
  const view = await present(db, order, user);
  return { order: view, outcome: outcomeOf(view, failure), failure };
}

function outcomeOf(order: PaymentReturn["order"], failure: string | null): ReturnOutcome {
  if (order.payment_state === "OK") return "paid";
  if (order.payment_state === "WAITING") return "awaiting_transfer";
  if (order.payment_state === "DELAYED") return order.payments.some((p) => p.status === "processing") ? "processing" : "part_paid";
  if (failure || order.payment_state === "FAILED") return "failed";
  return "unpaid";
}

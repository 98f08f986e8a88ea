import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { present } from "@/server/orders/routes";
import { userForToken } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { linkAccess, linkPayer } from "./links";
import { confirmPayment } from "./service";

/**
 * The payment return page's server side: the shopper lands here from the bank,
 * the authentication page or the checkout, and the payment the URL names is
 * settled with the provider before anything is shown, so the page tells the truth
 * even when the shopper's browser never calls the API again.
 */

/**
 * `part_paid`: an instalment of a placed order's plan is paid. `short_paid`: money
 * arrived that does not cover what the order now costs, so it is not placed and the
 * rest is to pay (ADR 0020). `order_changed`: the payment was canceled before it was
 * charged because the order changed while it was open (ADR 0020).
 */
export type ReturnOutcome = "paid" | "awaiting_transfer" | "part_paid" | "short_paid" | "processing" | "order_changed" | "failed" | "unpaid";

export interface PaymentReturn {
  order: Awaited<ReturnType<typeof present>>;
  outcome: ReturnOutcome;
  failure: string | null;
}

/** The order's buyer for this visitor: by a link that opens the order, else by the browser's session. */
async function payer(db: Database, number: string, apiToken: string | undefined, linkToken: string | undefined): Promise<UserRow | null> {
  const byLink = linkToken ? await linkPayer(db, number, linkToken) : null;
  if (byLink) return byLink;
  return apiToken ? ((await userForToken(db, apiToken))?.user ?? null) : null;
}

/** Whether `linkToken` is a genuine guest link of order `number` that has run out: the page then says so, not "not found". */
export async function guestLinkExpired(db: Database, number: string, linkToken: string | undefined): Promise<boolean> {
  if (!linkToken) return false;
  const access = await linkAccess(db, number, linkToken);
  return "refused" in access && access.refused === "expired";
}

/** Null when the visitor may not see the order (not theirs, unknown, no session, an expired link). */
export async function paymentReturn(
  db: Database,
  input: { number: string; apiToken?: string; linkToken?: string; paymentIntentId?: string },
): Promise<PaymentReturn | null> {
  const user = await payer(db, input.number, input.apiToken, input.linkToken);
  if (!user) return null;
  let failure: string | null = null;
  if (input.paymentIntentId) {
    try {
      const { intent } = await confirmPayment(db, user, input.number, input.paymentIntentId);
      // A declined payment, or one canceled because the order changed under it (ADR 0020).
      failure = intent.status === "requires_payment_method" || intent.failure === "order_changed" ? (intent.failure ?? "payment_failed") : null;
    } catch (error) {
      // An intent that is not this order's shows the order as it stands.
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, input.number), eq(orders.userId, user.id)));
  if (!order) return null;
  const view = await present(db, order, user);
  return { order: view, outcome: outcomeOf(view, failure), failure };
}

function outcomeOf(order: PaymentReturn["order"], failure: string | null): ReturnOutcome {
  if (order.payment_state === "OK") return "paid";
  if (order.payment_state === "WAITING") return "awaiting_transfer";
  if (order.payment_state === "DELAYED") {
    if (order.payments.some((p) => p.status === "processing")) return "processing";
    return order.state === "complete" && order.payment_schedule ? "part_paid" : "short_paid";
  }
  if (failure === "order_changed") return "order_changed";
  if (failure || order.payment_state === "FAILED") return "failed";
  return "unpaid";
}

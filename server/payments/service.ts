import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { findPaymentMethod, paymentMethodsFor, type PaymentMethodOption } from "@/lib/checkout/payment-methods";
import { getRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { isAllowedRedirect } from "@/lib/session/redirect";
import { regionPath, regionUrl, shopOrigins, siteConfigFromEnv } from "@/regions/urls";
import { moveCheckout } from "@/server/checkout/service";
import { requirePurchaseApproval } from "@/server/companies/approvals";
import type { Database, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { preparedQuery, setTo } from "@/server/db/prepared";
import { installments, orders, payments } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { logger } from "@/server/http/logger";
import { lockOwnedOrder, type OrderRow } from "@/server/orders/service";
import { countPromotionUse, holdPromotionForPayment } from "@/server/orders/promotions";
import type { UserRow } from "@/server/users/serialize";
import { bankDetailsFor, type BankDetails } from "./bank";
import { WORKFLOW_TOKEN_PARAM } from "./links";
import { cardGateway, type CardGateway, type Intent } from "./gateways";
import { deliverOrderMail, queueOrderMail } from "./mail";
import { queuePaymentReceivedMail } from "./receipt";
import { scheduleRowOf } from "./schedules";
import { countTransferOrder } from "./transfer-limits";

/**
 * Paying for orders. An order is payable in its checkout (it is moved to the
 * 'payment' state with every check on the way) and, once complete, while money is
 * still owed (a bank transfer not yet seen, a failed card, instalments). Every
 * attempt is a payments row; at most one may be in flight per order, which the
 * database enforces. `settle` is the only place an order becomes paid.
 */

export type PaymentRow = typeof payments.$inferSelect;

const ABANDONED_AFTER_MS = 2 * 60_000;
/** Attempts that hold the order's one in-flight slot. */
const IN_FLIGHT: PaymentRow["status"][] = ["creating", "requires_action", "requires_confirmation", "processing"];
/** In-flight attempts the shop can still settle or free itself; 'processing' waits for the provider. */
export const UNFINISHED: PaymentRow["status"][] = ["creating", "requires_action", "requires_confirmation"];
const OWED_STATES: OrderRow["paymentState"][] = ["WAITING", "FAILED", "DELAYED", "NOT_STARTED"];

export const paymentInProgress = () =>
  new HttpError(409, "payment_in_progress", "A payment for this order is already under way; finish it or wait a moment before trying again");
const orderChanged = (intent: Intent) =>
  new HttpError(
    409,
    "order_changed",
    "The order changed while this payment was under way, so it was canceled and nothing was charged; pay the order's new total",
    {
      payment_intent_id: intent.id,
    },
  );
const orderPaid = () => new HttpError(409, "order_paid", "This order is already paid");
const declined = (intent: Intent) =>
  new HttpError(402, intent.failure ?? "payment_failed", "The payment was not accepted; the order is still waiting for payment", {
    payment_intent_id: intent.id,
  });

interface PaymentSummary {
  /** What the succeeded payments add up to. */
  paid: number;
  /** Whether an attempt is under way (the order's one in-flight slot is taken). */
  inFlight: boolean;
  /** Whether a bank transfer is announced and not yet seen. */
  waiting: boolean;
  /** Every attempt so far, whatever became of it. */
  attempts: number;
}

/** What paying needs to know about the order's payments, summed from its rows. */
function summarize(rows: Pick<PaymentRow, "status" | "amount">[]): PaymentSummary {
  return {
    paid: rows.filter((row) => row.status === "succeeded").reduce((sum, row) => sum + row.amount, 0),
    inFlight: rows.some((row) => IN_FLIGHT.includes(row.status)),
    waiting: rows.some((row) => row.status === "waiting"),
    attempts: rows.length,
  };
}

/**
 * The order's payments, read once for every question paying asks of them: each
 * round trip to the database costs more than going over a handful of rows. Every
 * payment reads them, so the queries are built once per database.
 */
const paymentRowsQuery = preparedQuery((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder("orderId")))
    .orderBy(asc(payments.id))
    .prepare("payments_of_order"),
);
const lockedPaymentRowsQuery = preparedQuery((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder("orderId")))
    .orderBy(asc(payments.id))
    .for("update")
    .prepare("locked_payments_of_order"),
);
const paymentRowsOf = (db: Database | Tx, orderId: number): Promise<PaymentRow[]> => paymentRowsQuery(db).execute({ orderId });
/** The order's payments, locked for the rest of the transaction. */
const lockPaymentRows = (tx: Tx, orderId: number): Promise<PaymentRow[]> => lockedPaymentRowsQuery(tx).execute({ orderId });
/** The order by id, locked for the rest of the transaction. */
const lockedOrderQuery = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .for("update")
    .prepare("locked_order"),
);

export function offeredMethod(region: Region, reference: number | string): PaymentMethodOption {
  const method = findPaymentMethod(reference);
  if (!method || !paymentMethodsFor(region.allowedPaymentMethods).some((offered) => offered.id === method.id)) {
    throw new HttpError(422, "payment_method_not_allowed", `The ${region.id} storefront does not offer this payment method`, {
      field: "payment_method_id",
      reference,
    });
  }
  return method;
}

interface Due {
  amount: number;
  installmentId: number | null;
}

/** What the next payment of the order is: the next instalment, or everything still owed (`paid` is already in). */
async function amountDue(tx: Tx, order: OrderRow, rejectSchedule: boolean, paid: number): Promise<Due> {
  const remaining = order.total - paid;
  if (remaining <= 0) throw orderPaid();
  if (!rejectSchedule) {
    const schedule = await scheduleRowOf(tx, order.id);
    if (schedule) {
      if (schedule.total !== order.total) {
        throw new HttpError(409, "payment_schedule_outdated", "The order changed after the instalments were chosen; choose them again or pay in full");
      }
      const [next] = await tx
        .select()
        .from(installments)
        .where(and(eq(installments.scheduleId, schedule.id), isNull(installments.paidAt)))
        .orderBy(asc(installments.position))
        .limit(1);
      if (next) return { amount: Math.min(next.amount, remaining), installmentId: next.id };
    }
  }
  return { amount: remaining, installmentId: null };
}

/** Brings an order in checkout to its 'payment' state (with every check), or refuses an order that owes nothing. */
async function makePayable(tx: Tx, order: OrderRow): Promise<OrderRow> {
  if (order.state === "canceled") throw new HttpError(409, "order_canceled", "This order was canceled");
  if (order.state === "complete") {
    if (!OWED_STATES.includes(order.paymentState)) throw orderPaid();
    return order;
  }
  if (order.state === "payment") await requirePurchaseApproval(tx, order);
  const payable = order.state === "payment" ? order : await moveCheckout({ tx, order, region: getRegion(order.region) }, "payment");
  // Before any money is taken the order's discount code is held for the payment (ADR 0028).
  await holdPromotionForPayment(tx, payable);
  return payable;
}

/** The storefront page the gateway sends the shopper back to; a payment-link holder keeps the link's token. */
export function returnUrlFor(order: Pick<OrderRow, "number" | "region">, linkToken?: string): string {
  const region = getRegion(order.region);
  const url = regionUrl(region, `/order/${order.number}/payment/summary`, siteConfigFromEnv());
  return paymentReturn(linkToken ? withQuery(url, { [WORKFLOW_TOKEN_PARAM]: linkToken }) : url, region);
}

/**
 * A way back from a payment page, through the shop's redirect allowlist: one of
 * the shop's own origins or a path, else the storefront's order list. The built-in
 * gateway sends shoppers to what it stored, so it asks here again before it does.
 */
export function paymentReturn(target: string, region: Region): string {
  return isAllowedRedirect(target, shopOrigins(siteConfigFromEnv())) ? target : regionPath(region, "/account/orders");
}

/** `url` with these query parameters added to any it has. */
export function withQuery(url: string, params: Record<string, string>): string {
  const extra = new URLSearchParams(params).toString();
  return `${url}${url.includes("?") ? "&" : "?"}${extra}`;
}

export interface PaymentOutcome {
  intent: Intent;
  order: OrderRow;
  /** The order's payments after the outcome was recorded. */
  payments: PaymentRow[];
}

export interface PayRequest {
  /** 'card' or a redirect method. */
  methodType: string;
  paymentMethodId?: string;
  rejectSchedule: boolean;
  /** The payment link the payer came with, carried on to the page the provider returns to. */
  linkToken?: string;
}

const keyOf = (...parts: (string | number | null | undefined)[]) => createHash("sha256").update(parts.join("|")).digest("hex").slice(0, 40);

/**
 * Starts paying with the card provider: claims the order's one in-flight slot,
 * creates and confirms the intent under the attempt's idempotency key, then
 * records what came back. While one attempt is in flight another is refused, so
 * two tabs or a retried request cannot charge twice.
 */
export async function startPayment(
  db: Database,
  user: UserRow,
  number: string,
  request: PayRequest,
  gateway: CardGateway = cardGateway(db),
): Promise<PaymentOutcome> {
  if (!gateway.supportsMethod(request.methodType)) {
    throw new HttpError(422, "payment_method_not_allowed", "This payment method is not available at the moment", { field: "payment_method_type" });
  }
  let claim = await claimSlot(db, user, number, request, gateway, true);
  if ("unfinished" in claim) {
    // An earlier attempt holds the slot: settle or free it (this may ask the provider), then try once more.
    await releaseAbandoned(db, claim.unfinished, gateway, user.locale);
    claim = await claimSlot(db, user, number, request, gateway, false);
    if ("unfinished" in claim) throw paymentInProgress();
  }

  let intent: Intent;
  try {
    intent = await gateway.createIntent({
      amount: claim.payment.amount,
      currency: claim.order.currency,
      orderNumber: claim.order.number,
      methodType: request.methodType,
      paymentMethodId: request.paymentMethodId,
      email: claim.order.email,
      locale: user.locale,
      returnUrl: returnUrlFor(claim.order, request.linkToken),
      idempotencyKey: claim.payment.idempotencyKey,
    });
  } catch (error) {
    // Nothing was charged (or the provider will tell us by webhook): free the slot.
    await db.update(payments).set({ status: "canceled", failureCode: "provider_error", updatedAt: new Date() }).where(eq(payments.id, claim.payment.id));
    throw error;
  }
  return settle(db, intent, claim.payment, user.locale);
}

/** What paying goes on with from the new attempt's row. */
type ClaimedPayment = Pick<PaymentRow, "id" | "orderId" | "amount" | "idempotencyKey">;
type Claim = { order: OrderRow; payment: ClaimedPayment } | { unfinished: PaymentRow[] };

/** A new attempt, taking the order's one in-flight slot: every payment writes one. */
const newAttemptQuery = preparedQuery((db) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder("orderId"),
      method: sql.placeholder("method"),
      gateway: sql.placeholder("gateway"),
      amount: sql.placeholder("amount"),
      currency: sql.placeholder("currency"),
      status: "creating",
      installmentId: sql.placeholder("installmentId"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
    })
    .returning({ id: payments.id, orderId: payments.orderId, amount: payments.amount, idempotencyKey: payments.idempotencyKey })
    .prepare("new_payment_attempt"),
);

/**
 * Takes the order's one in-flight slot for a new attempt, in one transaction with
 * the order row locked. With `reportUnfinished`, attempts left unfinished (an
 * authentication or a bank page never completed, a process lost mid-call) are
 * handed back instead, so the caller can deal with them outside the transaction.
 */
async function claimSlot(db: Database, user: UserRow, number: string, request: PayRequest, gateway: CardGateway, reportUnfinished: boolean): Promise<Claim> {
  return db.transaction(async (tx) => {
    const locked = await lockOwnedOrder(tx, user, number);
    const rows = await paymentRowsOf(tx, locked.id);
    const unfinished = rows.filter((row) => UNFINISHED.includes(row.status));
    if (reportUnfinished && unfinished.length > 0) return { unfinished };
    const order = await makePayable(tx, locked);
    const method = offeredMethod(getRegion(order.region), request.methodType);
    if (method.kind === "bank_transfer")
      throw new HttpError(422, "payment_method_not_allowed", "A bank transfer is chosen through the checkout", { field: "payment_method_type" });
    const summary = summarize(rows);
    const due = await amountDue(tx, order, request.rejectSchedule, summary.paid);
    if (summary.inFlight) throw paymentInProgress();
    // One key per attempt: the provider turns a retried create into the same intent.
    const idempotencyKey = keyOf("pay", order.id, summary.attempts + 1);
    try {
      const [payment] = await newAttemptQuery(tx).execute({
        orderId: order.id,
        method: method.code,
        gateway: gateway.name,
        amount: due.amount,
        currency: order.currency,
        installmentId: due.installmentId,
        idempotencyKey,
      });
      return { order, payment: payment! };
    } catch (error) {
      if (isUniqueViolation(error)) throw paymentInProgress();
      throw error;
    }
  });
}

/**
 * Frees the slot of attempts the shopper left behind before a new one starts. The
 * provider is asked first: an intent that meanwhile succeeded is settled instead,
 * and the new attempt stops because the order is paid.
 */
export async function releaseAbandoned(db: Database, unfinished: PaymentRow[], gateway: CardGateway, buyerLocale: string): Promise<void> {
  // An attempt still 'creating' after this long lost its process mid-call; should the
  // provider have charged it anyway, its webhook attaches the payment to the order.
  const lost = new Date(Date.now() - ABANDONED_AFTER_MS);
  const lostIds = unfinished.filter((payment) => payment.status === "creating" && payment.updatedAt < lost).map((payment) => payment.id);
  if (lostIds.length > 0) {
    // Conditions repeated: another request may have moved a row on since it was read.
    await db
      .update(payments)
      .set({ status: "canceled", failureCode: "abandoned", updatedAt: new Date() })
      .where(and(inArray(payments.id, lostIds), eq(payments.status, "creating"), lt(payments.updatedAt, lost)));
  }
  for (const payment of unfinished) {
    if (payment.status === "creating" || !payment.intentId || payment.gateway !== gateway.name) continue;
    const intent = await gateway.cancelIntent(payment.intentId, keyOf("cancel", payment.intentId));
    await settle(db, intent, payment, buyerLocale);
  }
}

/** Confirms an intent after its authentication step (or a redirect) and settles it. */
export async function confirmPayment(
  db: Database,
  user: UserRow,
  number: string,
  intentId: string,
  gateway: CardGateway = cardGateway(db),
): Promise<PaymentOutcome> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.intentId, intentId), eq(orders.number, number), eq(orders.userId, user.id)));
  if (!row) throw notFound("No such payment for this order", { payment_intent_id: intentId });
  if (UNFINISHED.includes(row.payment.status) && !(await stillDue(db, row.payment))) {
    // Not captured yet and no longer what the order owes: nothing is charged (ADR 0020).
    const canceled = await gateway.cancelIntent(intentId, keyOf("cancel", intentId));
    const intent: Intent = canceled.status === "canceled" ? { ...canceled, failure: "order_changed" } : canceled;
    return settle(db, intent, row.payment, user.locale);
  }
  const intent = await gateway.confirmIntent(intentId, keyOf("confirm", intentId));
  return settle(db, intent, row.payment, user.locale);
}

/** Whether an attempt still pays what its order owes, read without locks (settle asks again under them). */
async function stillDue(db: Database, payment: PaymentRow): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  return paysWhatIsDue(db, order!, payment, await paymentRowsOf(db, payment.orderId));
}

/**
 * Whether a payment pays what its order was priced at (ADR 0020): the order is
 * at its payment step or placed, and the amount is the instalment it was for, or
 * everything the other payments leave owing. A payment that started before the
 * order changed fails this; it never completes the order nor marks it paid.
 */
async function paysWhatIsDue(
  db: Database | Tx,
  order: OrderRow,
  payment: Pick<PaymentRow, "id" | "amount" | "installmentId">,
  rows: readonly PaymentRow[],
): Promise<boolean> {
  if (order.state !== "payment" && order.state !== "complete") return false;
  const paidByOthers = rows.filter((row) => row.id !== payment.id && row.status === "succeeded").reduce((sum, row) => sum + row.amount, 0);
  const remaining = order.total - paidByOthers;
  if (!payment.installmentId) return payment.amount === remaining;
  const schedule = await scheduleRowOf(db, order.id);
  if (!schedule || schedule.total !== order.total) return false;
  const [part] = await db
    .select({ amount: installments.amount })
    .from(installments)
    .where(and(eq(installments.id, payment.installmentId), eq(installments.scheduleId, schedule.id)));
  return part !== undefined && payment.amount === Math.min(part.amount, remaining);
}

/**
 * Records what the provider says about an intent, exactly once: the order row is
 * locked, then its payment rows; a payment already succeeded is never changed
 * again, so a second confirmation, a webhook and a return page can all arrive
 * without a second effect. The payment is `known` to the caller, or found by the
 * intent (webhooks; an intent the shop never recorded is attached to the order in
 * its metadata). The order mail of an order it completes, or the payment received mail
 * of a payment to an order placed earlier (receipt.ts), is written in the same
 * transaction; `buyerLocale` spares a lookup for it when the caller has the buyer at hand.
 */
export async function settle(db: Database, intent: Intent, known?: Pick<PaymentRow, "id" | "orderId">, buyerLocale?: string): Promise<PaymentOutcome> {
  const completed = await db.transaction(async (tx) => {
    const orderId = known?.orderId ?? (await orderIdOfIntent(tx, intent));
    const [order] = await lockedOrderQuery(tx).execute({ id: orderId });
    // Every payment of the order, locked: the one to settle is among them, and the rest say what is paid.
    const rows = await lockPaymentRows(tx, orderId);
    let payment = known ? rows.find((row) => row.id === known.id) : rows.find((row) => row.intentId === intent.id);
    if (!payment) {
      [payment] = await tx
        .insert(payments)
        .values({
          orderId,
          method: "card",
          gateway: "stripe",
          intentId: intent.id,
          amount: intent.amount,
          currency: intent.currency.toUpperCase(),
          status: "canceled",
          idempotencyKey: keyOf("webhook", intent.id),
        })
        .onConflictDoNothing()
        .returning();
      if (!payment) [payment] = await tx.select().from(payments).where(eq(payments.intentId, intent.id)).for("update");
      else rows.push(payment);
    }
    if (payment!.status === "succeeded") return { order: order!, newlyComplete: false, rows, mail: null };

    // Intent statuses are payment statuses too, so the row takes the provider's word as it is.
    const settled: PaymentRow = { ...payment!, intentId: intent.id, status: intent.status, failureCode: intent.failure, updatedAt: new Date() };
    await settledPaymentQuery(tx).execute({
      id: settled.id,
      intentId: settled.intentId,
      status: settled.status,
      failureCode: settled.failureCode,
      updatedAt: settled.updatedAt.toISOString(),
    });
    const applied = await applyToOrder(
      tx,
      order!,
      settled,
      rows.map((row) => (row.id === settled.id ? settled : row)),
    );
    // The order mail of an order this payment completes; for one placed earlier, the payment's own mail (receipt.ts).
    const mail = applied.newlyComplete
      ? await queueOrderMail(tx, applied.order, buyerLocale)
      : settled.status === "succeeded" && order!.state === "complete"
        ? await queuePaymentReceivedMail(tx, applied.order, settled, applied.rows, buyerLocale)
        : null;
    return { ...applied, mail };
  });
  await deliverOrderMail(db, completed.mail);
  return { intent, order: completed.order, payments: completed.rows };
}

/** What the provider said about a payment, written over its row. */
const settledPaymentQuery = preparedQuery((db) =>
  db
    .update(payments)
    .set({ intentId: setTo("intentId"), status: setTo("status"), failureCode: setTo("failureCode"), updatedAt: setTo("updatedAt") })
    .where(eq(payments.id, sql.placeholder("id")))
    .prepare("settled_payment"),
);

/** The order an intent belongs to: through its payment row, or the order number in its metadata. */
async function orderIdOfIntent(tx: Tx, intent: Intent): Promise<number> {
  const [byPayment] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.intentId, intent.id));
  if (byPayment) return byPayment.orderId;
  const [byNumber] = intent.orderNumber ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, intent.orderNumber)) : [];
  if (!byNumber) throw notFound("No order for this payment", { payment_intent_id: intent.id });
  return byNumber.id;
}

interface Applied {
  order: OrderRow;
  newlyComplete: boolean;
  /** The order's payments as they now stand. */
  rows: PaymentRow[];
}

/**
 * What a payment's new status means for its order; `rows` are the order's payments
 * with that status in. Money that arrives is always recorded, but only a payment
 * of what the order owes at its payment step completes it or marks it paid
 * (ADR 0020): one that started before the order changed leaves it owing.
 */
async function applyToOrder(tx: Tx, order: OrderRow, payment: PaymentRow, rows: PaymentRow[]): Promise<Applied> {
  const change: Pick<Partial<OrderRow>, "paymentState"> = {};
  const arriving = payment.status === "succeeded" || payment.status === "processing";
  const matches = arriving && (await paysWhatIsDue(tx, order, payment, rows));
  if (arriving && !matches) {
    logger.warn(
      { order: order.number, payment: payment.id, amount: payment.amount, total: order.total, state: order.state },
      "a payment does not match what its order owes; the order stays owing",
    );
  }
  if (payment.status === "succeeded") {
    if (payment.installmentId && matches) await tx.update(installments).set({ paidAt: new Date() }).where(eq(installments.id, payment.installmentId));
    const { paid, waiting } = summarize(rows);
    const paidInFull = matches && paid >= order.total;
    change.paymentState = paidInFull ? "OK" : "DELAYED";
    if (paidInFull && waiting) {
      // The transfer announced earlier is no longer expected.
      await tx
        .update(payments)
        .set({ status: "superseded", updatedAt: new Date() })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "waiting")));
      rows = rows.map((row) => (row.status === "waiting" ? { ...row, status: "superseded" as const } : row));
    }
  } else if (payment.status === "processing") {
    change.paymentState = order.paymentState === "OK" ? "OK" : "DELAYED";
  } else if (payment.status === "requires_payment_method" || payment.status === "canceled") {
    // A failed card does not cancel a transfer the buyer announced, nor an instalment plan under way.
    if (order.state !== "complete" && payment.failureCode) change.paymentState = "FAILED";
  }
  // Only an order at its payment step completes: never one sent back to the cart while its money was on the way.
  const completes = matches && order.state === "payment";
  if (Object.keys(change).length === 0 && !completes) return { order, newlyComplete: false, rows };
  return { ...(await writeOrder(tx, order, change, completes)), rows };
}

/**
 * Writes the order's payment change, completing it when `completes`. The order row
 * is locked by this transaction and `order` is the row as it stands, so the
 * written row is that with the change, without reading it back.
 */
async function writeOrder(
  tx: Tx,
  order: OrderRow,
  change: Pick<Partial<OrderRow>, "paymentState">,
  completes: boolean,
): Promise<{ order: OrderRow; newlyComplete: boolean }> {
  const now = new Date();
  const written: OrderRow = { ...order, ...change, ...(completes ? { state: "complete" as const, completedAt: now } : {}), updatedAt: now };
  // The order's code reservation becomes a use in the transaction that completes it (ADR 0028).
  if (completes) await countPromotionUse(tx, order);
  // The four columns a payment may change, each written with its new or its current value: one statement for every case.
  await orderPaymentQuery(tx).execute({
    id: order.id,
    paymentState: written.paymentState,
    state: written.state,
    completedAt: written.completedAt?.toISOString() ?? null,
    updatedAt: now.toISOString(),
  });
  return { order: written, newlyComplete: completes };
}

const orderPaymentQuery = preparedQuery((db) =>
  db
    .update(orders)
    .set({ paymentState: setTo("paymentState"), state: setTo("state"), completedAt: setTo("completedAt"), updatedAt: setTo("updatedAt") })
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("order_payment"),
);

/** What the payment answers mean to the caller: a decline is an error that leaves the order payable. */
export function outcomeOrDecline(outcome: PaymentOutcome): PaymentOutcome {
  if (outcome.intent.failure === "order_changed") throw orderChanged(outcome.intent);
  if (outcome.intent.status === "requires_payment_method" && outcome.intent.failure) throw declined(outcome.intent);
  return outcome;
}

/**
 * Pays by bank transfer: the order completes at once with its payment WAITING,
 * and the shopper gets the bank details for its currency. Runs in the order's
 * change transaction (row locked), so a double submit completes it once.
 */
async function payByTransfer(
  tx: Tx,
  user: UserRow,
  number: string,
  reference: number | string,
  rejectSchedule: boolean,
): Promise<{ order: OrderRow; newlyComplete: boolean }> {
  const order = await makePayable(tx, await lockOwnedOrder(tx, user, number));
  const method = offeredMethod(getRegion(order.region), reference);
  if (method.kind !== "bank_transfer") {
    throw new HttpError(422, "payment_method_not_allowed", "Only a bank transfer is chosen this way; cards and bank redirects use the payment page", {
      field: "payment_method_id",
    });
  }
  const summary = summarize(await paymentRowsOf(tx, order.id));
  if (summary.waiting) return { order, newlyComplete: false };
  if (!bankDetailsFor(order.currency, order.number, 0)) {
    throw new HttpError(422, "payment_method_not_allowed", `There is no bank account for ${order.currency}`, { field: "payment_method_id" });
  }
  const due = await amountDue(tx, order, rejectSchedule, summary.paid);
  await tx.insert(payments).values({
    orderId: order.id,
    method: "check",
    gateway: "bank",
    amount: due.amount,
    currency: order.currency,
    status: "waiting",
    installmentId: due.installmentId,
    idempotencyKey: keyOf("transfer", order.id, due.installmentId),
  });
  const change: Pick<Partial<OrderRow>, "paymentState"> = order.paymentState === "DELAYED" ? {} : { paymentState: "WAITING" };
  return writeOrder(tx, order, change, order.state !== "complete");
}

/**
 * A bank transfer chosen through the checkout (payments_attributes, where `reference`
 * is the method's id or code) or through check_payments; the order mail is written
 * in the same transaction and delivered after it commits. Counted against the
 * transfer-order limits of the caller's `address` and the order's recipient first.
 */
export async function transferPayment(
  db: Database,
  user: UserRow,
  number: string,
  reference: number | string,
  rejectSchedule: boolean,
  address: string,
): Promise<OrderRow> {
  await countTransferOrder(db, number, address);
  const result = await db.transaction(async (tx) => {
    const paid = await payByTransfer(tx, user, number, reference, rejectSchedule);
    return { ...paid, mail: paid.newlyComplete ? await queueOrderMail(tx, paid.order, user.locale) : null };
  });
  await deliverOrderMail(db, result.mail);
  return result.order;
}

/**
 * An announced bank transfer has arrived (ADR 0073): a manager books it, having seen the
 * money on the shop's account. The order's `waiting` payment becomes `succeeded` and is
 * applied as every payment is (`applyToOrder`: its instalment paid, the order DELAYED or
 * OK), and the buyer's payment received mail is written in the same transaction, with the
 * order and its payments locked. A second booking finds no transfer awaited (409
 * `no_transfer_awaited`), so the money and the mail count once.
 */
export async function bookTransfer(db: Database, number: string): Promise<OrderRow> {
  const booked = await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    if (!found) throw notFound("No such order", { number });
    const [order] = await lockedOrderQuery(tx).execute({ id: found.id });
    if (order!.state !== "complete") throw new HttpError(409, "order_not_placed", "Only a placed order waits for a transfer");
    const rows = await lockPaymentRows(tx, order!.id);
    const waiting = rows.find((row) => row.status === "waiting");
    if (!waiting) throw new HttpError(409, "no_transfer_awaited", "This order is not waiting for a bank transfer", { number });
    const settled: PaymentRow = { ...waiting, status: "succeeded", updatedAt: new Date() };
    await tx.update(payments).set({ status: "succeeded", updatedAt: settled.updatedAt }).where(eq(payments.id, waiting.id));
    const applied = await applyToOrder(
      tx,
      order!,
      settled,
      rows.map((row) => (row.id === settled.id ? settled : row)),
    );
    return { order: applied.order, mail: await queuePaymentReceivedMail(tx, applied.order, settled, applied.rows) };
  });
  await deliverOrderMail(db, booked.mail);
  return booked.order;
}

export interface PaymentView {
  id: number;
  method: string;
  amount: number;
  status: PaymentRow["status"];
  failure_code: string | null;
  created_at: string;
}

export interface PaymentsOfOrder {
  payments: PaymentView[];
  bank_details: BankDetails | null;
  amount_paid: number;
}

/** The order's payments as shown to its buyer, with bank details while a transfer is awaited; `known` are its rows when the caller has them. */
export async function paymentsOf(db: Database | Tx, order: Pick<OrderRow, "id" | "number" | "currency">, known?: PaymentRow[]): Promise<PaymentsOfOrder> {
  const rows = known ?? (await paymentRowsOf(db, order.id));
  const waiting = rows.find((row) => row.status === "waiting");
  return {
    payments: rows.map((row) => ({
      id: row.id,
      method: row.method,
      amount: row.amount,
      status: row.status,
      failure_code: row.failureCode,
      created_at: row.createdAt.toISOString(),
    })),
    bank_details: waiting ? bankDetailsFor(order.currency, order.number, waiting.amount) : null,
    amount_paid: rows.filter((row) => row.status === "succeeded").reduce((sum, row) => sum + row.amount, 0),
  };
}

import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { installments, payments, paymentSchedules } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import type { Currency } from "@/regions/schema";
import { findOwnedOrder, lockOwnedOrder, OPEN_PAYMENT_STATUSES, orderPaymentPending } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";
import { matchingPlan, MIN_PLAN_TOTAL, PLAN_SIZES, plansFor, shopToday, type PaymentPlan, type PlanRefusal } from "./plans";

/**
 * Paying by instalment: the buyer picks one of the plans the shop offers for the
 * order (plans.ts, ADR 0021) before paying. Each payment then takes the next
 * unpaid instalment (unless the buyer pays in full with reject_payment_schedule);
 * the order completes with the first and its payment stays DELAYED until the last.
 */

export const MAX_INSTALLMENTS = Math.max(...PLAN_SIZES);

export interface NewInstallment {
  amount: number;
  due_date: string;
}

export interface ScheduleView {
  id: number;
  order_number: string;
  total: number;
  installments: { id: number; position: number; amount: number; due_date: string; paid: boolean }[];
}

const REFUSALS: Record<NonNullable<PlanRefusal>, string> = {
  sign_in_required: "Instalments are for signed-in business accounts",
  email_not_confirmed: "Confirm your e-mail address to pay by instalment",
  business_only: "Instalments are for business orders",
  company_required: "A business order needs a company name on the billing address to pay by instalment",
  below_minimum: "The order is below the minimum for instalments",
  order_placed: "Instalments are chosen before the order is placed",
};

export const planNotOffered = (reason: string, details: Record<string, unknown> = {}) =>
  new HttpError(
    422,
    "payment_plan_not_offered",
    REFUSALS[reason as NonNullable<PlanRefusal>] ?? "The shop does not offer these instalments for this order; choose one of the offered plans",
    {
      field: "installments_attributes",
      reason,
      ...details,
    },
  );

export interface PlansOffer {
  order_number: string;
  currency: string;
  total: number;
  /** Why no plan is offered; null when plans are. */
  unavailable_reason: PlanRefusal;
  minimum_total: number;
  plans: PaymentPlan[];
}

/** The plans the shop offers for the user's order today. */
export async function plansOffered(db: Database, user: UserRow, number: string, today = shopToday()): Promise<PlansOffer> {
  const order = await findOwnedOrder(db, user, number);
  const { plans, refusal } = plansFor(user, order, today);
  return {
    order_number: order.number,
    currency: order.currency,
    total: order.total,
    unavailable_reason: refusal,
    minimum_total: MIN_PLAN_TOTAL[order.currency as Currency],
    plans,
  };
}

type ScheduleRow = typeof paymentSchedules.$inferSelect;

/** The plan as the buyer sees it; `schedule` is its row, already read or written. */
async function view(db: Database | Tx, schedule: Pick<ScheduleRow, "id" | "total">, orderNumber: string): Promise<ScheduleView> {
  const parts = await db.select().from(installments).where(eq(installments.scheduleId, schedule.id)).orderBy(asc(installments.position));
  return {
    id: schedule.id,
    order_number: orderNumber,
    total: schedule.total,
    installments: parts.map((part) => ({ id: part.id, position: part.position, amount: part.amount, due_date: part.dueOn, paid: part.paidAt !== null })),
  };
}

/**
 * Sets (or replaces, while nothing of it is paid) the order's instalment plan:
 * only one the shop offers for the order today, exactly; anything else is refused
 * with 422 payment_plan_not_offered and nothing is written.
 */
export async function createSchedule(
  db: Database,
  user: UserRow,
  number: string,
  chosen: readonly NewInstallment[],
  today = shopToday(),
): Promise<ScheduleView> {
  return db.transaction(async (tx) => {
    const order = await lockOwnedOrder(tx, user, number);
    if (order.state === "complete" || order.state === "canceled") {
      throw new HttpError(409, "order_not_editable", "Instalments are chosen before the order is placed");
    }
    if (order.total <= 0) throw new HttpError(422, "cart_empty", "The order has nothing to pay for");
    // A plan changes what the payment under way is for: it waits, as every change of the order does (ADR 0020).
    const [open] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
    if (open) throw orderPaymentPending();
    const { plans, refusal } = plansFor(user, order, today);
    if (refusal) throw planNotOffered(refusal);
    const plan = matchingPlan(plans, chosen);
    if (!plan) throw planNotOffered("not_offered", { offered: plans.map((offered) => offered.id) });
    const [existing] = await tx.select().from(paymentSchedules).where(eq(paymentSchedules.orderId, order.id));
    if (existing) {
      const [paid] = await tx
        .select({ id: installments.id })
        .from(installments)
        .where(and(eq(installments.scheduleId, existing.id), isNotNull(installments.paidAt)));
      if (paid) throw new HttpError(409, "payment_schedule_started", "An instalment of this plan is already paid");
      await tx.delete(paymentSchedules).where(eq(paymentSchedules.id, existing.id));
    }
    const [schedule] = await tx.insert(paymentSchedules).values({ orderId: order.id, total: order.total }).returning();
    await tx
      .insert(installments)
      .values(plan.installments.map((part, index) => ({ scheduleId: schedule!.id, position: index + 1, amount: part.amount, dueOn: part.due_date })));
    return view(tx, schedule!, order.number);
  });
}

/** Every order answer asks for the order's plan, so the query is built once per database. */
const orderSchedule = preparedQuery((db) =>
  db
    .select()
    .from(paymentSchedules)
    .where(eq(paymentSchedules.orderId, sql.placeholder("orderId")))
    .prepare("order_schedule"),
);

/** The order's plan row, if it has one. */
export async function scheduleRowOf(db: Database | Tx, orderId: number): Promise<ScheduleRow | null> {
  const [schedule] = await orderSchedule(db).execute({ orderId });
  return schedule ?? null;
}

/** The order's plan, if it has one that still matches its total. */
export async function scheduleOf(db: Database | Tx, order: { id: number; number: string; total: number }): Promise<ScheduleView | null> {
  const schedule = await scheduleRowOf(db, order.id);
  if (!schedule || schedule.total !== order.total) return null;
  return view(db, schedule, order.number);
}

import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared";
import { installments, payments, paymentSchedules } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { lockOwnedOrder, OPEN_PAYMENT_STATUSES, orderPaymentPending } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";

/**
 * Paying by instalment: the buyer splits the order total into a few amounts with
 * due dates. Each payment then takes the next unpaid instalment (unless the buyer
 * pays in full with reject_payment_schedule); the order completes with the first
 * and its payment stays DELAYED until the last.
 */

export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 4;
/** The last instalment falls due at most this many days after the plan is made. */
export const MAX_SCHEDULE_DAYS = 90;

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

const refused = (code: string, message: string, details?: unknown) => new HttpError(422, code, message, details);

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

function checkInstallments(total: number, plan: readonly NewInstallment[], today: string): void {
  if (plan.length < MIN_INSTALLMENTS || plan.length > MAX_INSTALLMENTS) {
    throw refused("invalid_installments", `Choose between ${MIN_INSTALLMENTS} and ${MAX_INSTALLMENTS} instalments`, { field: "installments_attributes" });
  }
  const sum = plan.reduce((acc, part) => acc + part.amount, 0);
  if (sum !== total) throw refused("installments_total_mismatch", "The instalments must add up to the order total", { field: "installments_attributes", total, sum });
  plan.forEach((part, index) => {
    const day = dayNumber(part.due_date);
    if (Number.isNaN(day)) throw refused("invalid_due_date", "A due date is not a real date", { field: `installments_attributes.${index}.due_date` });
    if (day < dayNumber(today)) throw refused("invalid_due_date", "A due date lies in the past", { field: `installments_attributes.${index}.due_date` });
    if (day > dayNumber(today) + MAX_SCHEDULE_DAYS) {
      throw refused("invalid_due_date", `The last instalment is due at most ${MAX_SCHEDULE_DAYS} days from today`, { field: `installments_attributes.${index}.due_date` });
    }
    if (index > 0 && day <= dayNumber(plan[index - 1]!.due_date)) {
      throw refused("invalid_due_date", "Each instalment is due after the one before", { field: `installments_attributes.${index}.due_date` });
    }
  });
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

/** Sets (or replaces, while nothing of it is paid) the order's instalment plan. */
export async function createSchedule(db: Database, user: UserRow, number: string, plan: readonly NewInstallment[], today = new Date().toISOString().slice(0, 10)): Promise<ScheduleView> {
  return db.transaction(async (tx) => {
    const order = await lockOwnedOrder(tx, user, number);
    if (order.state === "complete" || order.state === "canceled") {
      throw new HttpError(409, "order_not_editable", "Instalments are chosen before the order is placed");
    }
    if (order.total <= 0) throw refused("cart_empty", "The order has nothing to pay for");
    // A plan changes what the payment under way is for: it waits, as every change of the order does (ADR 0020).
    const [open] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, order.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
    if (open) throw orderPaymentPending();
    checkInstallments(order.total, plan, today);
    const [existing] = await tx.select().from(paymentSchedules).where(eq(paymentSchedules.orderId, order.id));
    if (existing) {
      const [paid] = await tx.select({ id: installments.id }).from(installments).where(and(eq(installments.scheduleId, existing.id), isNotNull(installments.paidAt)));
      if (paid) throw new HttpError(409, "payment_schedule_started", "An instalment of this plan is already paid");
      await tx.delete(paymentSchedules).where(eq(paymentSchedules.id, existing.id));
    }
    const [schedule] = await tx.insert(paymentSchedules).values({ orderId: order.id, total: order.total }).returning();
    await tx.insert(installments).values(plan.map((part, index) => ({ scheduleId: schedule!.id, position: index + 1, amount: part.amount, dueOn: part.due_date })));
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

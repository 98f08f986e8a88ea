import type { Currency } from "@/regions/schema";
import type { OrderRow } from "@/server/orders/service";
import type { UserRow } from "@/server/users/serialize";
import { shopDayOf } from "@/lib/dates/shop-day";

/**
 * Which instalment plans the shop offers for an order (ADR 0021). The server
 * decides every rule; the buyer only picks one of the plans it computes, and
 * POST payment_schedules takes nothing else.
 *
 * - Who: a signed-in account with a confirmed e-mail address, buying as a
 *   business (the order's buyer type is b2b) with a company name on the billing
 *   address. Guests and consumers pay in full.
 * - How much: orders from MIN_PLAN_TOTAL in their currency (about EUR 1,000).
 * - How: 2, 3 or 4 instalments, the first due today and at least 30% of the
 *   total, the rest every 30 days in equal parts; rounding cents go to the first,
 *   so the instalments add up exactly to the order total.
 */

/** The smallest order total offered instalments, in minor units of each currency (about EUR 1,000). */
export const MIN_PLAN_TOTAL: Record<Currency, number> = {
  EUR: 100_000,
  GBP: 90_000,
  PLN: 450_000,
  RON: 500_000,
  SEK: 1_150_000,
  USD: 110_000,
};

/** Days between one instalment and the next. */
export const PLAN_SPACING_DAYS = 30;
/** The first instalment's share of the total, in per cent, for each number of instalments. */
const FIRST_SHARE_PERCENT: Record<number, number> = { 2: 50, 3: 40, 4: 30 };
export const MIN_FIRST_SHARE_PERCENT = 30;
export const PLAN_SIZES = [2, 3, 4] as const;

/** The shop's calendar day (YYYY-MM-DD), in its own time zone: the shop's date helper's, so there is one clock. */
export function shopToday(now = new Date()): string {
  return shopDayOf(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PlannedInstallment {
  amount: number;
  due_date: string;
}

export interface PaymentPlan {
  /** 'installments_3': three instalments. */
  id: string;
  installments_count: number;
  installments: PlannedInstallment[];
}

/** Why an order is not offered instalments; null when it is. */
export type PlanRefusal = "sign_in_required" | "email_not_confirmed" | "business_only" | "company_required" | "below_minimum" | "order_placed" | null;

export function planRefusal(
  user: Pick<UserRow, "anonymous" | "confirmedAt">,
  order: Pick<OrderRow, "customerType" | "billAddress" | "currency" | "total" | "state">,
): PlanRefusal {
  if (order.state === "complete" || order.state === "canceled") return "order_placed";
  if (user.anonymous) return "sign_in_required";
  if (!user.confirmedAt) return "email_not_confirmed";
  if (order.customerType !== "b2b") return "business_only";
  const company = (order.billAddress as Record<string, unknown> | null)?.company_name;
  if (typeof company !== "string" || company.trim() === "") return "company_required";
  if (order.total < MIN_PLAN_TOTAL[order.currency as Currency]) return "below_minimum";
  return null;
}

/** One plan of `count` instalments for `total`, the first due `today`; the parts add up to `total` exactly. */
export function planOf(total: number, count: number, today: string): PaymentPlan {
  const first = Math.ceil((total * FIRST_SHARE_PERCENT[count]!) / 100);
  const rest = total - first;
  const part = Math.floor(rest / (count - 1));
  // Cents the equal parts leave over go to the first instalment, which is paid now.
  const firstAmount = first + (rest - part * (count - 1));
  const installments = [{ amount: firstAmount, due_date: today }];
  for (let index = 1; index < count; index += 1) installments.push({ amount: part, due_date: addDays(today, index * PLAN_SPACING_DAYS) });
  return { id: `installments_${count}`, installments_count: count, installments };
}

/** The plans offered for the order today, or none with the reason. */
export function plansFor(
  user: Pick<UserRow, "anonymous" | "confirmedAt">,
  order: Parameters<typeof planRefusal>[1],
  today = shopToday(),
): { plans: PaymentPlan[]; refusal: PlanRefusal } {
  const refusal = planRefusal(user, order);
  if (refusal) return { plans: [], refusal };
  return { plans: PLAN_SIZES.map((count) => planOf(order.total, count, today)), refusal: null };
}

/** The offered plan these instalments are, exactly (amounts and due dates, in order); null when none. */
export function matchingPlan(plans: readonly PaymentPlan[], chosen: readonly PlannedInstallment[]): PaymentPlan | null {
  return (
    plans.find(
      (plan) =>
        plan.installments.length === chosen.length &&
        plan.installments.every((part, index) => part.amount === chosen[index]!.amount && part.due_date === chosen[index]!.due_date),
    ) ?? null
  );
}

import { parseDay, shopDayOf } from "@/lib/dates/shop-day";

/**
 * An offer is valid until a day the manager picks in a date input (YYYY-MM-DD).
 * The day is the shop's (Europe/Warsaw), wherever the manager sits: the console
 * sends the day itself, and the shop keeps it valid to its end in its own time
 * zone; the API answers with that last moment, which reads back as the same day.
 */

/** How long a new offer stays open unless the manager says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 14;

/** The date input's value for an offer's validity: the shop's day it ends on. */
export function dateInputOf(moment: Date | string): string {
  return shopDayOf(moment);
}

/** The picked day as the API takes it; null for no day or an impossible one. */
export function pickedDay(value: string): string | null {
  return parseDay(value) ? value : null;
}

/** Two weeks from today in the shop's calendar: a new offer's validity. */
export function defaultValidUntil(now: Date = new Date()): string {
  const today = parseDay(shopDayOf(now))!;
  return new Date(Date.UTC(today.year, today.month - 1, today.day + DEFAULT_VALIDITY_DAYS)).toISOString().slice(0, 10);
}

/**
 * An offer is valid until the end of a day the manager picks in a date input
 * (YYYY-MM-DD, the manager's own calendar); the API keeps the moment as an ISO
 * date-time.
 */

/** How long a new offer stays open unless the manager says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 14;

const pad = (value: number) => String(value).padStart(2, "0");

/** The date input's value for a moment, in the browser's time zone. */
export function dateInputOf(moment: Date | string): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last millisecond of the picked day, in the browser's time zone, as the API's ISO string; null for no date. */
export function endOfDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) || dateInputOf(date) !== value ? null : date.toISOString();
}

/** The end of the day two weeks from now: a new offer's validity. */
export function defaultValidUntil(now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + DEFAULT_VALIDITY_DAYS);
  return endOfDay(dateInputOf(day))!;
}

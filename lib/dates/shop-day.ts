import { formatDay } from "@/lib/i18n/first-day";

/**
 * Days in the shop's time zone. Some dates are days, not moments: an offer is
 * valid until a day the manager picks, and it must read as that day on every
 * screen and in every mail, wherever the reader is, and run out at the end of it
 * where the shop is. The moment kept for such a day is its last millisecond in
 * the shop's zone.
 */

/** Where the shop is: its days begin and end here. */
export const SHOP_TIME_ZONE = "Europe/Warsaw";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayParts = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The shop's date and time now: delivery estimates count production from the shop's
 * day and its daily cut-off, wherever the shopper is.
 */
export function shopClock(now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(wallClock.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The shop's day (YYYY-MM-DD) a moment falls on. */
export function shopDayOf(moment: Date | string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(moment)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** How far the shop's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(utc: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(utc)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utc / 1000) * 1000;
}

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** The last millisecond of a shop's day (YYYY-MM-DD): the day after begins at midnight in the shop's zone. Null for no such day. */
export function endOfShopDay(value: string): Date | null {
  const day = parseDay(value);
  if (!day) return null;
  const nextMidnightAsUtc = Date.UTC(day.year, day.month - 1, day.day) + DAY_MS;
  // Midnight in the shop's zone is that wall time minus the zone's offset then; the second try settles a day the clocks change.
  let start = nextMidnightAsUtc - offsetAt(nextMidnightAsUtc);
  start = nextMidnightAsUtc - offsetAt(start);
  return new Date(start - 1);
}

/** A shop's day in the reader's language, the same day wherever it is read (e.g. "31 December 2026"). */
export function formatShopDay(value: string, locale: string, style: "long" | "medium" = "long"): string {
  const day = parseDay(value);
  if (!day) return value;
  // Through formatDay: the first of the month is "1º dicembre" in Italian and "1er décembre" in French.
  return formatDay(new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }), new Date(Date.UTC(day.year, day.month - 1, day.day, 12)));
}

/** An offer's validity (the moment the API keeps) as the day the manager picked, in the reader's language. */
export function formatValidUntil(validUntil: Date | string, locale: string, style: "long" | "medium" = "long"): string {
  return formatShopDay(shopDayOf(validUntil), locale, style);
}

import { formatDay } from "@/lib/i18n/first-day";
import { SHOP_TIME_ZONE } from "./shop-day";

/**
 * The shop's three ways of writing a date (spec: datesFormattingRules with
 * standardFormat 'dddd, D MMMM', shortFormat 'D MMM' and detailedFormat
 * 'D MMMM YYYY, h:mmA', Polish 24-hour). The region files no longer carry them as
 * patterns: a pattern fixes the order and the clock for one language, and the
 * same page is read in eleven (docs/adr/0068-region-formats.md). Each rule names
 * the parts shown; the page's locale (en-GB, en-US, de-CH, pl-PL) orders them and
 * picks the clock, so the us storefront writes "Thursday, December 31, 2:05 PM"
 * and gb "Thursday 31 December, 14:05".
 */

export const DATES_FORMATTING_RULES = {
  /** 'dddd, D MMMM': a day a shopper plans around (delivery, an instalment's due day). */
  standardFormat: { weekday: "long", day: "numeric", month: "long" },
  /** 'D MMM': a day in a list or a narrow column. */
  shortFormat: { day: "numeric", month: "short" },
  /** 'D MMMM YYYY, h:mmA': a moment on a record (placed, answered, paid). */
  detailedFormat: { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Every other way the shop writes a date, each named for where it is read. Every
 * date a shopper, buyer or manager reads goes through `formatDate` with one of
 * these or the spec's rules (lib/dates/direct-formatting.test.ts fails on a date
 * formatted anywhere else), so the page's locale orders the parts, and Italian
 * and French write the first of the month as "1º" and "1er" (lib/i18n/first-day.ts).
 */
export const DATE_RULES = {
  ...DATES_FORMATTING_RULES,
  /** 'D MMMM': a day inside a sentence that names the week already ("delivered 3 – 9 December"). */
  dayMonth: { day: "numeric", month: "long" },
  /** 'ddd, D MMM': the short rule with its weekday, where a shopper counts days (the checkout's delivery). */
  shortWeekday: { weekday: "short", ...DATES_FORMATTING_RULES.shortFormat },
  /** A day with its year on a document or a record: an invoice, an order placed, a post published, an offer's last day. */
  longDate: { dateStyle: "long" },
  /** The same in a table or a list, abbreviated where the language abbreviates. */
  mediumDate: { dateStyle: "medium" },
  /** A moment in a table or a list: the day with its year and the time. */
  mediumDateTime: { dateStyle: "medium", timeStyle: "short" },
  /** A time of day on the same day ("saved at 14:05"). */
  time: { timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateRule = keyof typeof DATE_RULES;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in a page's locale by one of the shop's rules. A day (YYYY-MM-DD) is
 * that day wherever it is read; a moment (a Date, an ISO timestamp or epoch
 * milliseconds) is shown in `timeZone`, the shop's by default: the zone next-intl
 * formats every page in (lib/i18n/request.ts), so a page rendered on the server
 * and hydrated in a browser elsewhere writes the same date and time.
 */
export function formatDate(value: Date | string | number, rule: DateRule, locale: string, timeZone: string = SHOP_TIME_ZONE): string {
  const day = typeof value === "string" ? DAY.exec(value) : null;
  const moment = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) : new Date(value);
  const options: Intl.DateTimeFormatOptions = DATE_RULES[rule];
  return formatDay(new Intl.DateTimeFormat(locale, { ...options, timeZone: day ? "UTC" : timeZone }), moment);
}

import { formatDay } from "@/lib/i18n/first-day";

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
  /** 'dddd, D MMMM': a day a shopper plans around (delivery, an offer's last day). */
  standardFormat: { weekday: "long", day: "numeric", month: "long" },
  /** 'D MMM': a day in a list or a narrow column. */
  shortFormat: { day: "numeric", month: "short" },
  /** 'D MMMM YYYY, h:mmA': a moment on a record (placed, answered, paid). */
  detailedFormat: { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateRule = keyof typeof DATES_FORMATTING_RULES;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in a page's locale by one of the shop's rules. A day (YYYY-MM-DD) is
 * that day wherever it is read; a moment is shown in `timeZone` (the reader's
 * by default).
 */
export function formatDate(value: Date | string, rule: DateRule, locale: string, timeZone?: string): string {
  const day = typeof value === "string" ? DAY.exec(value) : null;
  const moment = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) : new Date(value);
  const zone = day ? "UTC" : timeZone;
  return formatDay(new Intl.DateTimeFormat(locale, { ...DATES_FORMATTING_RULES[rule], ...(zone ? { timeZone: zone } : {}) }), moment);
}

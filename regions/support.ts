import type { SupportContact } from "./schema";

/** A weekday 1 (Monday) to 7: 5 January 2026 was a Monday. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2026, 0, 4 + weekday, 12));

export interface SupportHoursWords {
  /** "Mon–Fri" in the reader's language; one day alone when the desk opens on one day. */
  days: string;
  opens: string;
  closes: string;
  /** The zone's short name at `at` ("CET", "GMT+1", "EST"): the hours are the desk's, not the reader's. */
  zone: string;
}

function clock(time: string, locale: string): string {
  const [hour, minute] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 0, 5, hour, minute)));
}

/** The desk's opening hours as a shopper in `locale` writes them: the days, the times and the zone they are in. */
export function supportHoursWords(hours: SupportContact["hours"], locale: string, at: Date = new Date()): SupportHoursWords {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const first = weekday.format(weekdayDate(hours.firstDay));
  const days = hours.firstDay === hours.lastDay ? first : `${first}–${weekday.format(weekdayDate(hours.lastDay))}`;
  const zonePart = new Intl.DateTimeFormat(locale, { timeZone: hours.timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName");
  return { days, opens: clock(hours.opens, locale), closes: clock(hours.closes, locale), zone: zonePart?.value ?? hours.timeZone };
}

/** The number as a tel: link dials it: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

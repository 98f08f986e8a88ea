import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";

/**
 * The shop's date and time now: the server's delivery estimate (GET
 * v1/delivery_estimates) counts production from the shop's day and its daily
 * cut-off, wherever the shopper is.
 */
export function shopClock(now: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/** The order's delivery window: it ships when its slowest line is made, so the latest dates of all lines. */
export function orderDeliveryWindow(estimates: readonly { delivery_from: string; delivery_to: string }[]): { from: string; to: string } | null {
  if (estimates.length === 0) return null;
  const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));
  return { from: latest(estimates.map((e) => e.delivery_from)), to: latest(estimates.map((e) => e.delivery_to)) };
}

/** A delivery day (YYYY-MM-DD) as a shopper reads it: "Thu, 3 Dec" in their language. */
export function deliveryDay(value: string, locale: string): string {
  const [year, month, day] = value.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, month! - 1, day!, 12)),
  );
}

export { shopClock } from "@/lib/dates/shop-day";

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

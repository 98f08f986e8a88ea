import { formatDate } from "@/lib/dates/format";
export { shopClock } from "@/lib/dates/shop-day";

/** What the delivery estimate needs of an order's line: its sku, and the express option it is made with, if any. */
export interface DeliveryLine {
  sku?: string | null;
  express_delivery_option_id?: string | null;
}

interface Window {
  delivery_from: string;
  delivery_to: string;
}

/**
 * Each product line's window as the server dated it: a line made with express
 * production arrives on its option's dates, the others on the sku's standard ones
 * (docs/adr/0066-express-delivery-date-and-true-boards.md). The browser picks; it never adds days.
 * A line whose option the server does not date (express withdrawn) keeps the standard dates.
 */
export function lineDeliveryWindows(
  estimates: readonly (Window & { sku: string; express_delivery: readonly (Window & { id: string })[] })[],
  lines: readonly DeliveryLine[],
): Window[] {
  return lines.flatMap((line) => {
    const estimate = estimates.find((candidate) => candidate.sku === line.sku);
    if (!estimate) return [];
    const express = line.express_delivery_option_id ? estimate.express_delivery.find((option) => option.id === line.express_delivery_option_id) : undefined;
    return [express ?? estimate];
  });
}

/** The order's delivery window: it ships when its slowest line is made, so the latest dates of all lines. */
export function orderDeliveryWindow(estimates: readonly { delivery_from: string; delivery_to: string }[]): { from: string; to: string } | null {
  if (estimates.length === 0) return null;
  const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));
  return { from: latest(estimates.map((e) => e.delivery_from)), to: latest(estimates.map((e) => e.delivery_to)) };
}

/** A delivery day (YYYY-MM-DD) as a shopper reads it: "Thu, 3 Dec" in their language. */
export function deliveryDay(value: string, locale: string): string {
  return formatDate(value, "shortWeekday", locale);
}

import { PRODUCTION_TIME_DAYS } from "@/lib/catalog/constants";
import type { Region } from "@/regions/schema";
import type { ProductDefinition } from "@/server/catalog/types";
import { EXPRESS_OPTIONS } from "./express";

/**
 * Delivery dates: production takes PRODUCTION_TIME_DAYS business days (fewer with
 * express production), then the carrier takes the region's compartment delivery
 * time. Weekends are skipped; an order placed after the daily cut-off, or on a
 * weekend, starts production on the next business day. Dates are calendar dates
 * (YYYY-MM-DD) without a time zone.
 */

export const ORDER_CUTOFF_HOUR = 12;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseDate(value: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a date: ${value}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Not a date: ${value}`);
  }
  return { year, month, day };
}

export function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function toUtc({ year, month, day }: CalendarDate): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = toUtc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The date `days` business days after `date` (0 gives the date itself, or the next business day if it is a weekend day). */
export function addBusinessDays(date: CalendarDate, days: number): CalendarDate {
  const cursor = toUtc(date);
  while (!isBusinessDay(fromUtc(cursor))) cursor.setUTCDate(cursor.getUTCDate() + 1);
  let remaining = days;
  while (remaining > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (isBusinessDay(fromUtc(cursor))) remaining -= 1;
  }
  return fromUtc(cursor);
}

export function parseTime(value: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new RangeError(`Not a time: ${value}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export interface DeliveryEstimate {
  production_start: string;
  production_end: string;
  delivery_from: string;
  delivery_to: string;
  production_days: number;
}

export interface DeliveryRequest {
  startDate: string;
  startTime: string;
  region: Region;
  /** Business days of production; the standard time unless an express option shortens it. */
  productionDays?: number;
  /** Sample packs skip production and use the region's sample-pack delivery time. */
  samplePack?: boolean;
}

export function estimateDelivery(request: DeliveryRequest): DeliveryEstimate {
  const start = parseDate(request.startDate);
  const { hour } = parseTime(request.startTime);
  const afterCutoff = hour >= ORDER_CUTOFF_HOUR;
  const productionStart = afterCutoff || !isBusinessDay(start) ? addBusinessDays(start, isBusinessDay(start) ? 1 : 0) : start;
  const { deliveryTime } = request.region;

  if (request.samplePack) {
    const arrival = addBusinessDays(productionStart, deliveryTime.samplePackAverageDeliveryTime);
    return {
      production_start: formatDate(productionStart),
      production_end: formatDate(productionStart),
      delivery_from: formatDate(arrival),
      delivery_to: formatDate(arrival),
      production_days: 0,
    };
  }

  const productionDays = request.productionDays ?? PRODUCTION_TIME_DAYS;
  const productionEnd = addBusinessDays(productionStart, productionDays);
  const window = deliveryTime.compartmentDeliveryTime.standard;
  return {
    production_start: formatDate(productionStart),
    production_end: formatDate(productionEnd),
    delivery_from: formatDate(addBusinessDays(productionEnd, window.min)),
    delivery_to: formatDate(addBusinessDays(productionEnd, window.max)),
    production_days: productionDays,
  };
}

/** When an express production option delivers: the same clock and carrier, fewer days of production. */
export interface ExpressDeliveryEstimate extends DeliveryEstimate {
  id: string;
}

/**
 * A product's delivery windows with each express option it can be made with: the
 * product page's express date and a cart line with that option read these same
 * dates (docs/adr/0066-express-delivery-date-and-true-boards.md). Whether express reaches the
 * delivery country is the order's to check when the line is priced; a date does
 * not depend on it.
 */
export function estimateExpressDelivery(
  product: Pick<ProductDefinition, "expressProduction" | "skuModel">,
  request: Omit<DeliveryRequest, "productionDays" | "samplePack">,
): ExpressDeliveryEstimate[] {
  if (!product.expressProduction || product.skuModel === "samples") return [];
  return EXPRESS_OPTIONS.map((option) => ({ id: option.id, ...estimateDelivery({ ...request, productionDays: option.production_days }) }));
}

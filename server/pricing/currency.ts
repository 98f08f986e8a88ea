import type { Currency } from "@/regions/schema";

/**
 * What one unit of each currency is worth in euros, as exact fractions so that
 * conversions of integer minor units never go through floating-point rates.
 * GBP 1.15, PLN 0.23, SEK 0.089 and RON 0.2 are the shop's fixed rates; USD is 0.92.
 */
export const EUR_VALUE: Readonly<Record<Currency, { numerator: number; denominator: number }>> = {
  EUR: { numerator: 1, denominator: 1 },
  GBP: { numerator: 115, denominator: 100 },
  PLN: { numerator: 23, denominator: 100 },
  SEK: { numerator: 89, denominator: 1000 },
  RON: { numerator: 20, denominator: 100 },
  USD: { numerator: 92, denominator: 100 },
};

/** a * b / c rounded half away from zero, in integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  const product = a * b;
  if (!Number.isSafeInteger(product)) throw new RangeError("Amount too large to convert exactly");
  const sign = Math.sign(product) * Math.sign(c) || 1;
  const absProduct = Math.abs(product);
  const absC = Math.abs(c);
  return sign * Math.floor((2 * absProduct + absC) / (2 * absC));
}

/** Minor units of a currency to euro cents (GBP 100.00 is EUR 115.00). */
export function toEurMinor(amount: number, currency: Currency): number {
  const { numerator, denominator } = EUR_VALUE[currency];
  return mulDivRound(amount, numerator, denominator);
}

/** Euro cents to minor units of a currency (EUR 115.00 is GBP 100.00). */
export function fromEurMinor(eurCents: number, currency: Currency): number {
  const { numerator, denominator } = EUR_VALUE[currency];
  return mulDivRound(eurCents, denominator, numerator);
}

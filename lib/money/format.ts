/**
 * Money is integer minor units with the currency beside it. This formats an amount
 * the way a region writes prices (its currencyFormatter), without floating point.
 */

import type { CurrencyFormatter } from "./minor-units";

export { formatMinorUnits, type CurrencyFormatter } from "./minor-units";

/** Spaces a locale may group digits with (a space, a no-break space, a narrow no-break space) written as the regions write them. */
const SPACES = /[\u0020\u00a0\u202f]/;

/**
 * How a language writes prices in a currency, from its own conventions (CLDR):
 * pt-PT writes 4,62 € where the EU storefront writes €4.62. Used for a page in a
 * language the shopper chose (?locale=), so its prices and its quantities follow
 * one locale (docs/adr/0068-region-formats.md).
 */
export function currencyFormatterFor(locale: string, currency: string): CurrencyFormatter {
  const key = `${locale} ${currency}`;
  const known = derived.get(key);
  if (known) return known;
  const made = deriveFormatter(locale, currency);
  derived.set(key, made);
  return made;
}

/** Derived formats, made once per locale and currency: pages and order lists ask for the same few many times. */
const derived = new Map<string, CurrencyFormatter>();

function deriveFormatter(locale: string, currency: string): CurrencyFormatter {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol", useGrouping: "always" }).formatToParts(1234567.5);
  const value = (type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value;
  const group = value("group") ?? "";
  const currencyAt = parts.findIndex((part) => part.type === "currency");
  const integerAt = parts.findIndex((part) => part.type === "integer");
  return {
    thousandSeparator: SPACES.test(group) ? " " : group,
    decimalSeparator: value("decimal") === "," ? "," : ".",
    currencySign: value("currency") ?? currency,
    currencyPosition: currencyAt < integerAt ? "left" : "right",
  };
}

/** What priceFormatterOf needs of a region (a region file, or a storefront's region). */
export interface PricedRegion {
  locale: string;
  currency: string;
  currencyFormatter: CurrencyFormatter;
}

/**
 * A storefront's prices as a page in `locale` writes them: in the region's own
 * locale, the region file's currencyFormatter; in any other (a language chosen
 * with ?locale=, or an order from another storefront listed on this page), that
 * locale's own way with the storefront's currency, so the amounts agree with the
 * quantities and dates beside them (docs/adr/0068-region-formats.md).
 */
export function priceFormatterOf(region: PricedRegion, locale: string): CurrencyFormatter {
  return locale === region.locale ? region.currencyFormatter : currencyFormatterFor(locale, region.currency);
}

/** The decimal and group separators a locale writes plain numbers (quantities) with, spaces as the regions write them. */
export function numberSeparatorsOf(locale: string): { thousandSeparator: string; decimalSeparator: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: "always" }).formatToParts(1234567.5);
  const group = parts.find((part) => part.type === "group")?.value ?? "";
  return { thousandSeparator: SPACES.test(group) ? " " : group, decimalSeparator: parts.find((part) => part.type === "decimal")?.value ?? "." };
}

import type { Region } from "./schema";

/**
 * Country codes that are not ISO 3166 but arrive anyway (spec section 9): UK and
 * EN for Great Britain, CS (the language's code) for Czechia, EL (the EU's VAT
 * prefix) for Greece.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: "GB", EN: "GB", CS: "CZ", EL: "GR" };

/**
 * The ISO 3166-1 alpha-2 code for a country code as it came in: trimmed, upper
 * case, aliases resolved. Every boundary that takes a country code (addresses,
 * VAT checks, shipping destination, the states query) passes it through this.
 */
export function normalizeCountryIso(code: string): string {
  const upper = code.trim().toUpperCase();
  return COUNTRY_ALIASES[upper] ?? upper;
}

export interface CountryOption {
  iso: string;
  name: string;
}

/**
 * Countries a shopper of this storefront can keep addresses in: where it ships,
 * plus the partially supported ones (their states are asked for), named in the
 * shopper's language and sorted the way that language sorts.
 */
export function addressCountries(region: Region, locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const codes = [...new Set([...region.allowedShippingCountries, ...region.partiallySupportedCountries])];
  const collator = new Intl.Collator(locale);
  return codes.map((iso) => ({ iso, name: names.of(iso) ?? iso })).sort((a, b) => collator.compare(a.name, b.name));
}

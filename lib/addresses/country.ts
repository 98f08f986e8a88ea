import { z } from "zod";

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

/** Aliases (UK, EN, CS, EL) and lower case become the ISO code at the boundary, so nothing behind it sees them. */
export const CountryIsoSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "ISO 3166-1 alpha-2 country code")
  .transform(normalizeCountryIso);

/** A phone number as the shop takes it: digits, spaces, +, ( ) and -, or nothing. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

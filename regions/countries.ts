import type { Region } from "./schema";

// The pure code helpers live in lib, where the shared request schemas use them too.
export { COUNTRY_ALIASES, normalizeCountryIso } from "@/lib/addresses/country";

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

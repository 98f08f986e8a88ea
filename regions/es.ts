import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

export const es = {
  ...EURO_STOREFRONT,
  id: "es",
  code: "es",
  domain: { basename: BRAND_BASENAME, tld: "es", pathBased: false },
  locale: "es-ES",
  languageTag: "es",
  hreflang: "es-ES",
  currencyFormatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "right" },
  phoneCountryCode: "+34",
  countryCode: "ES",
  pageTitle: "Boxwright ES",
  defaultShippingCountryCode: "ES",
  supportsPlus: true,
  support: supportDesk("soporte@boxwright.es", "+34 910 378 215", "Europe/Madrid"),
} satisfies RegionInput;

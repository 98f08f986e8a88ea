import type { RegionInput } from "./schema";
import { BRAND_BASENAME, EURO_STOREFRONT, supportDesk } from "./shared";

export const fr = {
  ...EURO_STOREFRONT,
  id: "fr",
  code: "fr",
  domain: { basename: BRAND_BASENAME, tld: "fr", pathBased: false },
  locale: "fr-FR",
  languageTag: "fr",
  hreflang: "fr-FR",
  currencyFormatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "€", currencyPosition: "right" },
  phoneCountryCode: "+33",
  countryCode: "FR",
  pageTitle: "Boxwright FR",
  defaultShippingCountryCode: "FR",
  supportsPlus: true,
  support: supportDesk("service@boxwright.fr", "+33 1 84 88 52 30", "Europe/Paris"),
} satisfies RegionInput;

import { interfaceLocaleOf, type Locale } from "@/lib/i18n/locales";

/**
 * Links from the shop's screens to the help centre (docs/adr/0071-help-centre.md).
 * The browser cannot read the content folder, so which articles each language has
 * is written down here and checked against content/ by lib/help/links.test.ts.
 */

/** Languages that have every planned help article (content/HELP-PLAN.md); the others have the first seven. */
export const HELP_COMPLETE_LOCALES: readonly Locale[] = ["en-US", "cs-CZ", "de-DE", "es-ES", "fr-FR", "it-IT", "nl-NL", "pl-PL", "pt-PT", "ro-RO", "sv-SE"];

/** The help centre's first seven articles, which every language has. */
export const FIRST_HELP_SLUGS = [
  "bleed-and-safe-zone",
  "delivery-times",
  "payment-methods",
  "preparing-print-files",
  "quantities-and-prices",
  "recyclable-materials",
  "sample-packs",
] as const;

/**
 * The articles the screens link to, each with the article of the first seven that
 * answers the same question more briefly, for a language that lacks it: the
 * editor's safe-zone, cut and fold warnings; checkout's VAT ID field; the upload
 * preflight's findings; the delivery window on the cart and checkout.
 */
export const SCREEN_HELP_FALLBACKS = {
  "bleed-and-safe-zone": "bleed-and-safe-zone",
  "reverse-charge-vat": "payment-methods",
  "file-formats-and-resolution": "preparing-print-files",
  "production-times": "delivery-times",
} as const satisfies Record<string, (typeof FIRST_HELP_SLUGS)[number]>;
export type ScreenHelpSlug = keyof typeof SCREEN_HELP_FALLBACKS;

/** The canonical path of a screen's help article in this language (the storefront's path is made from it). */
export function helpHref(locale: Locale, slug: ScreenHelpSlug): string {
  // A regional page locale (en-GB, de-CH) has its language's articles.
  return `/help/${HELP_COMPLETE_LOCALES.includes(interfaceLocaleOf(locale)) ? slug : SCREEN_HELP_FALLBACKS[slug]}`;
}

import { paymentMethodsFor, type PaymentMethodCode } from "@/lib/checkout/payment-methods";
import type { Region } from "@/regions/schema";
import { supportHoursWords, telHref, type SupportHoursWords } from "@/regions/support";
import { regionPath } from "@/regions/urls";
import type { PolicyLink } from "./PolicyLinks";
import type { SupportFacts } from "./SupportContact";

/**
 * Where the returns and misprint policies are written: the terms' sections on
 * orders (custom print is not returned for a change of mind) and on complaints
 * (misprints and damage are reprinted or refunded). There is no help article on
 * either yet; the terms page numbers its sections (section-N) in every language.
 */
export const RETURNS_POLICY = { path: "/terms", section: "section-2" } as const;
export const MISPRINT_POLICY = { path: "/terms", section: "section-6" } as const;

/** The storefront's payment methods, as the checkout offers them. */
export function storefrontPaymentMethods(region: Region): PaymentMethodCode[] {
  return paymentMethodsFor(region.allowedPaymentMethods).map((option) => option.code);
}

/** The region's support desk in the shopper's words; `hours` writes the hours sentence (Trust.support.hours). */
export function supportFacts(region: Region, locale: string, hours: (words: SupportHoursWords) => string, at?: Date): SupportFacts {
  const { email, phone } = region.support;
  return { email, phone, tel: telHref(phone), hours: hours(supportHoursWords(region.support.hours, locale, at)) };
}

export function policyLinks(region: Region, words: { returns: string; misprints: string }): PolicyLink[] {
  return [
    { href: `${regionPath(region, RETURNS_POLICY.path)}#${RETURNS_POLICY.section}`, label: words.returns },
    { href: `${regionPath(region, MISPRINT_POLICY.path)}#${MISPRINT_POLICY.section}`, label: words.misprints },
  ];
}

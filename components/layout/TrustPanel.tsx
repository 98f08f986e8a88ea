import { getTranslations } from "next-intl/server";
import type { Storefront } from "@/regions/storefront";
import { PaymentLogos } from "./PaymentLogos";
import { PolicyLinks } from "./PolicyLinks";
import { SupportContact } from "./SupportContact";
import { policyLinks, storefrontPaymentMethods, supportFacts } from "./trust-words";
import styles from "./trust.module.css";

/**
 * What a buyer checks before paying a new supplier, in one place (docs/adr/0063-trust-signals.md):
 * how they can pay, whom they can call and what happens if the print goes wrong.
 * Rendered on the server beside the cart and checkout islands, so it costs them no script.
 */
export async function TrustPanel({ storefront }: { storefront: Storefront }) {
  const words = await trustWords(storefront);
  return (
    <div className={styles.panel} data-testid="trust-panel">
      <PaymentLogos methods={words.methods} names={words.methodNames} label={words.paymentsLabel} />
      <SupportContact id="trust-support" facts={words.support} words={words.supportWords} headingLevel={3} landmark={false} />
      <PolicyLinks label={words.policiesLabel} links={words.policies} landmark={false} />
    </div>
  );
}

/** The trust signals' words for a storefront, shared by the footer and the panel. */
export async function trustWords({ region, locale }: Storefront) {
  const t = await getTranslations("Trust");
  const names = await getTranslations("Checkout.paymentMethods");
  const methods = storefrontPaymentMethods(region);
  return {
    methods,
    methodNames: Object.fromEntries(methods.map((code) => [code, names(code)])) as Record<(typeof methods)[number], string>,
    paymentsLabel: t("payments.label"),
    support: supportFacts(region, locale, (hours) => t("support.hours", { ...hours })),
    supportWords: { heading: t("support.heading"), email: t("support.email"), phone: t("support.phone"), hoursLabel: t("support.hoursLabel") },
    policiesLabel: t("policies.label"),
    policies: policyLinks(region, { returns: t("policies.returns"), misprints: t("policies.misprints") }),
  };
}

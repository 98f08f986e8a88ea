import { getTranslations } from "next-intl/server";
import { CookieSettingsLink } from "@/components/consent/CookieSettingsLink";
import type { Storefront } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import styles from "./layout.module.css";
import { PaymentLogos } from "./PaymentLogos";
import { PolicyLinks } from "./PolicyLinks";
import { SupportContact } from "./SupportContact";
import { trustWords } from "./TrustPanel";

const SOCIAL_NETWORKS = ["instagram", "linkedin", "facebook", "youtube"] as const;
const SOCIAL_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: "Instagram",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  youtube: "YouTube",
};

/** The content pages linked from every page, by their canonical path and their label in Pages.links. */
const COMPANY_LINKS = [
  ["/about", "about"],
  ["/shop", "shop"],
  ["/i", "industries"],
  ["/enterprise", "enterprise"],
  ["/pro/features", "proFeatures"],
  ["/pro/for-suppliers", "proForSuppliers"],
  ["/blog", "blog"],
  ["/help", "help"],
  ["/contact", "contact"],
  ["/careers", "careers"],
] as const;
const LEGAL_LINKS = [
  ["/terms", "terms"],
  ["/privacy", "privacy"],
  ["/cookies", "cookies"],
  ["/imprint", "imprint"],
  ["/pro/terms-conditions", "proTerms"],
] as const;

export async function Footer({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations("Footer");
  const consent = await getTranslations("Consent");
  const links = await getTranslations("Pages.links");
  const { region } = storefront;
  const trust = await trustWords(storefront);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerBrand}>Boxwright</p>
          <p>{t("tagline")}</p>
          <p data-testid="prices-note">{t("pricesNote", { currency: region.currency, vat: region.hasVat ? String(region.vatAmount) : "none" })}</p>
        </div>
        <nav aria-labelledby="footer-business">
          <p className={styles.footerHeading} id="footer-business">
            {t("business")}
          </p>
          <ul className={styles.social}>
            <li>
              <a href={regionPath(region, "/quote")}>{t("requestQuote")}</a>
            </li>
            <li>
              <a href={regionPath(region, "/sample-packs")}>{t("samplePacks")}</a>
            </li>
            {region.supportsPlus ? (
              <li>
                <a href={regionPath(region, "/plus/catalogue/")}>{t("plus")}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <p className={styles.footerHeading} id="footer-company">
            {links("company")}
          </p>
          <ul className={styles.social}>
            {COMPANY_LINKS.map(([path, label]) => (
              <li key={path}>
                <a href={regionPath(region, path)}>{links(label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <p className={styles.footerHeading} id="footer-legal">
            {links("legal")}
          </p>
          <ul className={styles.social}>
            {LEGAL_LINKS.map(([path, label]) => (
              <li key={path}>
                <a href={regionPath(region, path)}>{links(label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <SupportContact id="footer-support" facts={trust.support} words={trust.supportWords} />
        <div>
          <p className={styles.footerHeading}>{t("social")}</p>
          <ul className={styles.social}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a href={region.externalLinks[network]} rel="noopener">
                  {SOCIAL_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.footerTrust}>
        <PaymentLogos methods={trust.methods} names={trust.methodNames} label={trust.paymentsLabel} />
        <PolicyLinks label={trust.policiesLabel} links={trust.policies} />
      </div>
      <p className={styles.copyright}>
        {t("copyright", { year: new Date().getFullYear() })} · <CookieSettingsLink label={consent("footerLink")} />
      </p>
    </footer>
  );
}

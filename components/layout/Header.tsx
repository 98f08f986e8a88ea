import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { AccountMenu } from "@/components/account/AccountMenu";
import type { Storefront } from "@/regions/storefront";
import { regionPath, type SiteConfig } from "@/regions/urls";
import { CartCount } from "./CartCount";
import { RegionSwitcher } from "./RegionSwitcher";
import styles from "./layout.module.css";

export async function Header({ storefront, site }: { storefront: Storefront; site: SiteConfig }) {
  const t = await getTranslations("Header");
  const trust = await getTranslations("Trust");
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#content">
        {t("skipToContent")}
      </a>
      <div className={styles.bar}>
        <NextLink href={regionPath(storefront.region, "/")} className={styles.logo} aria-label={t("home")}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M16 2 29 9v14l-13 7-13-7V9z" fill="var(--color-primary)" />
            <path d="M16 2 29 9l-13 7L3 9z" fill="var(--color-primary-strong)" />
            <path d="M16 16v14" stroke="#fff" strokeWidth="1.5" />
          </svg>
          <span>Boxwright</span>
        </NextLink>
        <nav aria-label={t("mainNavigation")} className={styles.nav}>
          <RegionSwitcher storefront={storefront} site={site} />
          <AccountMenu />
          <NextLink href={regionPath(storefront.region, "/cart")} className={styles.cartLink}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <circle cx="9" cy="19" r="1.5" fill="currentColor" />
              <circle cx="17" cy="19" r="1.5" fill="currentColor" />
            </svg>
            <span>{t("cart")}</span>
            <CartCount label={trust.raw("cartCount") as string} />
          </NextLink>
        </nav>
      </div>
    </header>
  );
}

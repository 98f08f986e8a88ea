import NextLink from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ProductImage } from "@/components/catalog/ProductImage";
import { controlClassName } from "@/components/ui/Button";
import layout from "@/components/ui/layout.module.css";
import shared from "@/components/ui/shared.module.css";
import type { ProductTypeSlug } from "@/lib/catalog/constants";
import type { PriceDisplay } from "@/lib/money/basis";
import { formatMinorUnits } from "@/lib/money/format";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { SectionNav } from "@/components/ui/SectionNav";
import { DASHBOARD_SECTIONS, PLUS_PATHS } from "./paths";
import styles from "./plus.module.css";
import { WelcomeLead } from "./WelcomeLead";

/** The product page's VAT note for each way a storefront shows prices. */
const VAT_NOTE = { gross: "vatIncluded", "net-plus-vat": "vatAdded", "no-vat": "noVat" } as const;

/** A product as the catalogue lists it: its lowest piece price as the storefront shows prices. */
export interface CatalogueProduct {
  slug: string;
  keyVisual: string;
  fromPrice: number;
}

/** The dashboard's sections as links of this storefront, in its language; for pages rendered on the server. */
export async function dashboardLinks(region: Region) {
  const t = await getTranslations("Plus.nav");
  return DASHBOARD_SECTIONS.map((key) => ({ key, href: regionPath(region, PLUS_PATHS[key]), label: t(key) }));
}

/**
 * /plus/catalogue: every product of the storefront for business buyers, rendered
 * on the server with its text so search engines read it. Each product leads to
 * its page (where it is designed and ordered) or to a quote request for it.
 */
export async function PlusCatalogue({
  region,
  products,
  priceDisplay,
  companyPrices,
}: {
  region: Region;
  products: readonly CatalogueProduct[];
  priceDisplay: PriceDisplay;
  /** The island that shows a signed-in member their company's prices (components/price-lists). */
  companyPrices?: ReactNode;
}) {
  const t = await getTranslations("Plus");
  const tAll = await getTranslations();
  // Net or gross as the storefront's rule says, in the words its product pages use.
  const vatNote = tAll(`ProductPage.${VAT_NOTE[priceDisplay]}`, { vat: region.vatAmount });
  return (
    <div className={`${shared.page} ${layout.page}`}>
      <p className={styles.brand}>{t("brand")}</p>
      <h1>{t("catalogue.title")}</h1>
      <p className={styles.lead}>{t("catalogue.lead")}</p>

      <section className={styles.dashboard} aria-labelledby="plus-dashboard">
        <h2 id="plus-dashboard">{t("catalogue.dashboardTitle")}</h2>
        <p>{t("catalogue.dashboardLead")}</p>
        <SectionNav label={t("nav.label")} links={await dashboardLinks(region)} />
      </section>

      <h2 className={styles.listHeading}>{t("catalogue.products")}</h2>
      <p className={styles.facts} data-testid="plus-prices-note">
        {t("catalogue.pricesNote")} {vatNote}
      </p>
      {/* A company member's negotiated prices, asked for in the browser: the page itself stays public (ADR 0056). */}
      {companyPrices}
      <ul className={shared.cards} aria-label={t("catalogue.products")}>
        {products.map((product) => {
          const slug = product.slug as ProductTypeSlug;
          const name = tAll(`Products.${slug}.name`);
          return (
            <li key={product.slug} className={shared.card} data-testid="plus-product">
              <div className={shared.thumbnail}>
                <ProductImage slug={slug} sizes="(max-width: 40rem) 100vw, 320px" alt="" />
              </div>
              <div className={styles.body}>
                <h3>{name}</h3>
                <p className={styles.facts}>{tAll(`Products.${slug}.description`)}</p>
                <p className={styles.price}>{tAll("ProductPage.fromPrice", { price: formatMinorUnits(product.fromPrice, region.currencyFormatter) })}</p>
                <div className={`${shared.actions} ${styles.actions}`}>
                  <NextLink
                    href={regionPath(region, `/products/${product.slug}`)}
                    className={controlClassName("small", "primary")}
                    aria-label={t("catalogue.designLabel", { product: name })}
                  >
                    {t("catalogue.design")}
                  </NextLink>
                  <NextLink
                    href={`${regionPath(region, "/quote")}?mode=0&product=${encodeURIComponent(product.slug)}`}
                    className={controlClassName("small", "secondary")}
                    aria-label={t("catalogue.quoteLabel", { product: name })}
                  >
                    {t("catalogue.quote")}
                  </NextLink>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** /plus/success: the welcome after the plus terms are accepted, with the ways into the dashboard; inside the plus island, for its first words. */
export async function PlusWelcome({ region }: { region: Region }) {
  const t = await getTranslations("Plus");
  const links = await dashboardLinks(region);
  return (
    <div className={`${shared.page} ${layout.page}`}>
      <p className={styles.brand}>{t("brand")}</p>
      <h1>{t("success.title")}</h1>
      <WelcomeLead />
      <section className={shared.section} aria-labelledby="plus-start">
        <h2 id="plus-start">{t("success.start")}</h2>
        <ul className={styles.welcome}>
          {links.map((link) => (
            <li key={link.key}>
              <NextLink href={link.href}>{link.label}</NextLink>
              <span className={styles.facts}>{t(`success.about.${link.key}`)}</span>
            </li>
          ))}
          <li>
            <NextLink href={regionPath(region, PLUS_PATHS.catalogue)}>{t("nav.catalogue")}</NextLink>
            <span className={styles.facts}>{t("success.about.catalogue")}</span>
          </li>
        </ul>
      </section>
    </div>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import NextLink from "next/link";
import { JsonLd } from "@/components/seo/JsonLd";
import { pageMetadata } from "@/components/seo/metadata";
import { organizationJsonLd } from "@/components/seo/structured-data";
import { Link } from "@/components/ui/Link";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { regionPath, siteConfigFromEnv } from "@/regions/urls";
import styles from "./home.module.css";

const CATEGORIES = ["mailer-boxes", "custom-shipping-boxes", "primary-packaging", "eco-friendly-packaging", "luxury-packaging"] as const;
const STEPS = ["pick", "design", "order"] as const;

type PageProps = { params: Promise<StorefrontParams> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "Meta" });
  return pageMetadata({ storefront, path: "/", title: t("title"), description: t("description") });
}

export default async function HomePage({ params }: PageProps) {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  const t = await getTranslations("Home");
  const { region } = storefront;
  const delivery = region.deliveryTime.compartmentDeliveryTime.standard;

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t("eyebrow")}</p>
          <h1>{t("heading")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
          <p className={styles.actions}>
            <Link href={regionPath(region, "/products")} variant="primary" size="large">
              {t("browse")}
            </Link>
          </p>
        </div>
        <svg className={styles.heroArt} viewBox="0 0 240 200" aria-hidden="true">
          <path d="M120 20 220 70v90l-100 40-100-40V70z" fill="#dbe6ff" />
          <path d="M120 20 220 70 120 110 20 70z" fill="#2f6bff" />
          <path d="M120 110v90l100-40V70z" fill="#1d4fd1" />
          <path d="M20 70v90l100 40v-90z" fill="#5a8bff" />
          <path d="M70 45 170 95" stroke="#fff" strokeWidth="6" strokeLinecap="round" opacity="0.7" />
        </svg>
      </section>

      <section className={styles.section} aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t("categoriesHeading")}</h2>
        <ul className={styles.cards}>
          {CATEGORIES.map((category) => (
            <li key={category} className={styles.card}>
              <h3>
                <NextLink href={regionPath(region, `/categories/${category}`)} className={styles.cardLink}>
                  {t(`categories.${category}`)}
                </NextLink>
              </h3>
              <p>{t(`categoryDescriptions.${category}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t("stepsHeading")}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`, { currency: region.currency })}</p>
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t("deliveryNote", { days: `${delivery.min}–${delivery.max}` })}</p>
      </section>

      <section className={`${styles.section} ${styles.business}`} aria-labelledby="business-heading">
        <h2 id="business-heading">{t("businessHeading")}</h2>
        <p>{t("businessText")}</p>
      </section>
      <JsonLd data={organizationJsonLd(region, siteConfigFromEnv())} />
    </>
  );
}

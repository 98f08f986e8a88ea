import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import NextLink from "next/link";
import { ProductImage } from "@/components/catalog/ProductImage";
import { JsonLd } from "@/components/seo/JsonLd";
import { pageMetadata } from "@/components/seo/metadata";
import { organizationJsonLd } from "@/components/seo/structured-data";
import { Icon, type IconName } from "@/components/ui/icons";
import { Link } from "@/components/ui/Link";
import { formatMinorUnits } from "@/lib/money/format";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { regionPath, siteConfigFromEnv } from "@/regions/urls";
import { homeFacts } from "@/server/catalog/home";
import styles from "./home.module.css";

const STEPS = [
  { step: "pick", icon: "box" },
  { step: "design", icon: "pencil" },
  { step: "order", icon: "truck" },
] as const satisfies readonly { step: string; icon: IconName }[];

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
  const tProducts = await getTranslations("Products");
  const { region, locale } = storefront;
  const delivery = region.deliveryTime.compartmentDeliveryTime.standard;
  const days = `${delivery.min}–${delivery.max}`;
  const facts = homeFacts(region);
  const grams = facts.emissions ? new Intl.NumberFormat(locale).format(facts.emissions.grams) : null;

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t("eyebrow")}</p>
          <h1 id="home-heading">{t("heading")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
          <p className={styles.actions}>
            <Link href={regionPath(region, "/products")} variant="primary" size="large">
              {t("browse")}
            </Link>
            {facts.samplePack ? (
              <Link href={regionPath(region, "/sample-packs")} variant="secondary" size="large">
                {t("samples.cta")}
              </Link>
            ) : null}
          </p>
          <ul className={styles.highlights}>
            <li>
              <Icon name="cube" size={20} />
              {t("highlights.preview")}
            </li>
            <li>
              <Icon name="truck" size={20} />
              {t("highlights.delivery", { days })}
            </li>
            {facts.fscCertificate ? (
              <li>
                <Icon name="leaf" size={20} />
                {t("highlights.fsc")}
              </li>
            ) : null}
          </ul>
        </div>
        <div className={styles.heroPicture}>
          <ProductImage
            slug="mailer-box-full-color"
            view="closed"
            priority
            sizes="(max-width: 767px) 90vw, 40vw"
            alt={t("heroPicture")}
            className={styles.heroImage}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="categories-heading">
        <div className={styles.sectionHead}>
          <h2 id="categories-heading">{t("categoriesHeading")}</h2>
          <NextLink href={regionPath(region, "/products")} className={styles.more}>
            {t("categoriesAll")}
            <Icon name="chevronRight" size={18} />
          </NextLink>
        </div>
        <ul className={styles.cards}>
          {facts.categories.map(({ slug, picture }) => (
            <li key={slug} className={styles.card}>
              <div className={styles.cardPicture}>
                <ProductImage slug={picture} view="closed" sizes="(max-width: 767px) 50vw, 14rem" alt="" className={styles.cardImage} />
              </div>
              <div className={styles.cardBody}>
                <h3>
                  <NextLink href={regionPath(region, `/categories/${slug}`)} className={styles.cardLink}>
                    {t(`categories.${slug}`)}
                  </NextLink>
                </h3>
                <p>{t(`categoryDescriptions.${slug}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t("stepsHeading")}</h2>
        <ol className={styles.steps}>
          {STEPS.map(({ step, icon }) => (
            <li key={step}>
              <span className={styles.stepIcon}>
                <Icon name={icon} size={26} />
              </span>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`, { currency: region.currency })}</p>
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t("deliveryNote", { days })}</p>
      </section>

      <section className={`${styles.band} ${styles.sustainability}`} aria-labelledby="sustainability-heading">
        <div className={styles.bandInner}>
          <h2 id="sustainability-heading">{t("sustainability.heading")}</h2>
          <p className={styles.bandLead}>{t("sustainability.lead")}</p>
          <ul className={styles.facts}>
            {facts.fscCertificate ? (
              <li>
                <Icon name="leaf" size={28} />
                <h3>{t("sustainability.fsc.title")}</h3>
                <p>{t("sustainability.fsc.text")}</p>
              </li>
            ) : null}
            <li>
              <Icon name="tree" size={28} />
              <h3>{t("sustainability.trees.title")}</h3>
              <p>{t("sustainability.trees.text")}</p>
            </li>
            {facts.emissions && grams ? (
              <li>
                <Icon name="cloud" size={28} />
                <h3>{t("sustainability.co2.title")}</h3>
                <p>{t("sustainability.co2.text", { product: tProducts(`${facts.emissions.slug}.name`), grams })}</p>
              </li>
            ) : null}
          </ul>
          <p className={styles.actions}>
            <Link href={regionPath(region, "/categories/eco-friendly-packaging")} variant="secondary">
              {t("sustainability.link")}
            </Link>
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="business-heading">
        <div className={styles.business}>
          <div className={styles.businessMain}>
            <Icon name="building" size={32} />
            <h2 id="business-heading">{t("businessHeading")}</h2>
            <p>{t("businessText")}</p>
            <p className={styles.actions}>
              <Link href={regionPath(region, "/quote")} variant="primary">
                {t("business.quote")}
              </Link>
            </p>
          </div>
          {facts.supportsPlus ? (
            <div className={styles.plus}>
              <Icon name="shield" size={32} />
              <h3>{t("plus.heading")}</h3>
              <p>{t("plus.text")}</p>
              <p className={styles.actions}>
                <Link href={regionPath(region, "/plus/catalogue")} variant="secondary">
                  {t("plus.cta")}
                </Link>
              </p>
            </div>
          ) : null}
        </div>
      </section>

      {facts.samplePack ? (
        <section className={`${styles.band} ${styles.samples}`} aria-labelledby="samples-heading">
          <div className={`${styles.bandInner} ${styles.samplesInner}`}>
            <div className={styles.samplesPicture}>
              <ProductImage slug="sample-packs" view="closed" sizes="(max-width: 767px) 60vw, 18rem" alt="" className={styles.samplesImage} />
            </div>
            <div>
              <h2 id="samples-heading">{t("samples.heading")}</h2>
              <p className={styles.bandLead}>{t("samples.text", { max: facts.samplePack.maxProducts })}</p>
              <p className={styles.price}>{t("samples.price", { price: formatMinorUnits(facts.samplePack.price, region.currencyFormatter) })}</p>
              <p className={styles.actions}>
                <Link href={regionPath(region, "/sample-packs")} variant="primary">
                  {t("samples.cta")}
                </Link>
              </p>
            </div>
          </div>
        </section>
      ) : null}
      <JsonLd data={organizationJsonLd(region, siteConfigFromEnv())} />
    </>
  );
}

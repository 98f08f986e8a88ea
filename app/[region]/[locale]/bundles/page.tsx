import { getTranslations } from "next-intl/server";
import { BUNDLE_SETS, type BundleSet } from "@/components/cart/bundle-sets";
import { BundleOffer } from "@/components/cart/BundleOffer";
import styles from "@/components/cart/cart.module.css";
import shared from "@/components/ui/shared.module.css";
import { CartIsland, cartMetadata, cartStorefront, type CartPageParams } from "@/components/cart/CartIsland";
import { formatSize, sizeKindOfShape } from "@/lib/catalog/sizes";
import { Link } from "@/components/ui/Link";
import { QUANTITY_STEPS } from "@/lib/catalog/constants";
import { sizeUnitFor } from "@/lib/catalog/units";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { findVariant, type Variant } from "@/server/catalog/variants";
import { quoteLine } from "@/server/orders/pricing";
import { shownTotal } from "@/lib/money/basis";
import { priceDisplayFor } from "@/server/pricing/tax";

export const generateMetadata = cartMetadata("bundles");

/** Prices follow the price engine; the page is rebuilt in the background at most hourly, like the product pages. */
export const revalidate = 3600;

/** A bundle as this storefront sells it, or null when one of its products is not sold here. */
function offerOf(set: BundleSet, region: Region) {
  const variants = set.products.map((product) => findVariant(region.id, `${product.slug}-${product.size}`));
  if (variants.some((variant) => !variant)) return null;
  const found = variants as Variant[];
  // The whole set at each step: each line priced as the cart will price it, VAT on each line (ADR 0019), so the sum is what the cart shows.
  const display = priceDisplayFor(region);
  const prices = QUANTITY_STEPS.map((quantity) => ({
    quantity,
    price: found.reduce((sum, variant) => sum + shownTotal(quoteLine(region, { sku: variant.sku, quantity, express: false, paidAssets: [] }), display), 0),
  }));
  return { set, variants: found, prices };
}

/** /bundles: what a bundle is, and the sets the shop offers, each added to the cart in one quantity. */
export default async function BundlesPage({ params }: CartPageParams) {
  const { region, locale } = await cartStorefront(params);
  const t = await getTranslations("Cart");
  const tAll = await getTranslations();
  const tSizes = await getTranslations("Catalog.sizes");
  // Sizes as the product page, the editor and the cart write them (ADR 0058).
  const unit = sizeUnitFor(region.id);
  const offers = BUNDLE_SETS.map((set) => offerOf(set, region)).filter((offer) => offer !== null);
  const display = priceDisplayFor(region);
  const vatNote =
    display === "no-vat"
      ? t("prices.noVat")
      : display === "net-plus-vat"
        ? t("prices.vatAdded", { vat: region.vatAmount })
        : t("prices.vatIncluded", { vat: region.vatAmount });

  return (
    <CartIsland>
      <div className={styles.page}>
        <h1>{t("bundles.title")}</h1>
        <p className={styles.lead}>{t("bundles.lead")}</p>
        <h2>{t("bundles.howTitle")}</h2>
        <ol className={styles.steps}>
          <li>{t("bundles.howChoose")}</li>
          <li>{t("bundles.howQuantity")}</li>
          <li>{t("bundles.howCart")}</li>
        </ol>
        <ul className={styles.cards}>
          {offers.map(({ set, variants, prices }) => {
            const name = t(`bundles.sets.${set.id}.name`);
            return (
              <li key={set.id} className={styles.card} aria-labelledby={`bundle-${set.id}`}>
                <h2 id={`bundle-${set.id}`}>{name}</h2>
                <p>{t(`bundles.sets.${set.id}.description`)}</p>
                <h3 className={shared.visuallyHidden}>{t("bundles.contents")}</h3>
                <ul className={styles.contents}>
                  {variants.map((variant) => (
                    <li key={variant.sku}>
                      {tAll(`Products.${variant.product.slug}.name`)},{" "}
                      {formatSize(variant.size, sizeKindOfShape(variant.product.shape), unit, tAll(`Units.${unit}`), locale, tSizes)}
                    </li>
                  ))}
                </ul>
                <BundleOffer name={name} skus={variants.map((variant) => variant.sku)} prices={prices} formatter={region.currencyFormatter} />
              </li>
            );
          })}
        </ul>
        <p className={styles.note}>{vatNote}</p>
        <Link href={regionPath(region, "/cart")} variant="secondary">
          {t("bundles.toCart")}
        </Link>
      </div>
    </CartIsland>
  );
}

import { getTranslations } from "next-intl/server";
import { AddToCartButton } from "@/components/cart/AddToCartButton";
import styles from "@/components/cart/cart.module.css";
import { CartIsland, cartMetadata, cartStorefront, type CartPageParams } from "@/components/cart/CartIsland";
import { Link } from "@/components/ui/Link";
import { DESIGNLESS_PRODUCT_SLUGS, type ProductTypeSlug } from "@/lib/catalog/constants";
import { saleUnitOf, saleUnitWords } from "@/lib/catalog/sale-units";
import { formatMinorUnits } from "@/lib/money/format";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { findProduct } from "@/server/catalog/products";
import { ProductImage } from "@/components/catalog/ProductImage";
import { productsInRegion } from "@/server/catalog/service";
import { shownTotal } from "@/lib/money/basis";
import { quoteLine, WARRANTY } from "@/server/orders/pricing";
import { fromEurMinor } from "@/server/pricing/currency";
import { priced, shownAmount } from "@/server/pricing/price-rule";
import { minimalOrder } from "@/server/pricing/service";
import { priceDisplayFor, vatRateFor } from "@/server/pricing/tax";

export const generateMetadata = cartMetadata("crossSell");

/** Prices follow the price engine; the page is rebuilt in the background at most hourly, like the product pages. */
export const revalidate = 3600;

/** Ready-to-ship products need no design, so they can go straight into the cart; sample packs let a shopper feel the board first. */
const SUGGESTED: readonly ProductTypeSlug[] = [...DESIGNLESS_PRODUCT_SLUGS, "sample-packs"];

function suggestions(region: Region) {
  const sold = new Set(productsInRegion(region).map((product) => product.slug));
  return SUGGESTED.filter((slug) => sold.has(slug)).map((slug) => {
    const product = findProduct(slug)!;
    const order = minimalOrder(product, region);
    // Priced as the cart will price the line it adds (ADR 0019), in the storefront's basis.
    const line = quoteLine(region, { sku: order.sku, quantity: order.quantity, express: false, paidAssets: [] });
    return { product, order, price: shownTotal(line, priceDisplayFor(region)), samplePack: product.skuModel === "samples" };
  });
}

/** /cart/recommended-products-and-services/s: products and services that go with an order, each added from here. */
export default async function CrossSellPage({ params }: CartPageParams) {
  const { region } = await cartStorefront(params);
  const t = await getTranslations("Cart");
  const tAll = await getTranslations();
  const money = (amount: number) => formatMinorUnits(amount, region.currencyFormatter);
  const display = priceDisplayFor(region);
  const vatNote =
    display === "no-vat"
      ? t("prices.noVat")
      : display === "net-plus-vat"
        ? t("prices.vatAdded", { vat: region.vatAmount })
        : t("prices.vatIncluded", { vat: region.vatAmount });
  const warrantyName = t("warranty.title");
  // Pre-printed tape comes in rolls (ADR 0058).
  const tUnits = await getTranslations("Units");
  const sale = (slug: string) => saleUnitWords(saleUnitOf(slug), tUnits);

  return (
    <CartIsland>
      <div className={styles.page}>
        <h1>{t("crossSell.title")}</h1>
        <p className={styles.lead}>{t("crossSell.lead")}</p>
        <ul className={styles.cards}>
          {suggestions(region).map(({ product, order, price, samplePack }) => {
            const name = tAll(`Products.${product.slug}.name`);
            return (
              <li key={product.slug} className={styles.card} aria-labelledby={`suggestion-${product.slug}`}>
                <ProductImage slug={product.slug} sizes="(max-width: 40rem) 100vw, 320px" alt="" />
                <h2 id={`suggestion-${product.slug}`}>{name}</h2>
                <p>{tAll(`Products.${product.slug}.description`)}</p>
                {samplePack ? (
                  // A pack is put together from its samples on its own page; it has one price, the pack's.
                  <div className={styles.cardFoot}>
                    <p className={styles.cardPrice}>{t("crossSell.samplePackPrice", { price: money(price) })}</p>
                    <Link href={regionPath(region, "/sample-packs")} variant="secondary">
                      {t("crossSell.chooseSamples")}
                    </Link>
                  </div>
                ) : (
                  <div className={styles.cardFoot}>
                    <p className={styles.cardPrice}>{t("crossSell.offer", { quantity: sale(product.slug).quantity(order.quantity), price: money(price) })}</p>
                    <AddToCartButton
                      line={{ sku: order.sku, quantity: order.quantity, purchase_trigger: "cross_sell" }}
                      name={name}
                      formatter={region.currencyFormatter}
                    />
                  </div>
                )}
              </li>
            );
          })}
          <li className={styles.card} aria-labelledby="suggestion-warranty">
            <h2 id="suggestion-warranty">{warrantyName}</h2>
            <p>{t("warranty.body")}</p>
            <p>{t("crossSell.warrantyHow")}</p>
            <div className={styles.cardFoot}>
              <p className={styles.cardPrice}>
                {t("warranty.price", {
                  percent: WARRANTY.percent,
                  minimum: money(shownAmount(priced(fromEurMinor(WARRANTY.minimumEur, region.currency), vatRateFor(region)), display)),
                })}
              </p>
              <AddToCartButton line={{ service_name: "warranty" }} name={warrantyName} formatter={region.currencyFormatter} />
            </div>
          </li>
          <li className={styles.card} aria-labelledby="suggestion-bundles">
            <h2 id="suggestion-bundles">{t("crossSell.bundlesTitle")}</h2>
            <p>{t("crossSell.bundlesBody")}</p>
            <div className={styles.cardFoot}>
              <Link href={regionPath(region, "/bundles")} variant="secondary">
                {t("crossSell.bundlesLink")}
              </Link>
            </div>
          </li>
        </ul>
        <p className={styles.note}>{vatNote}</p>
        <Link href={regionPath(region, "/cart")} variant="primary" size="large">
          {t("crossSell.continue")}
        </Link>
      </div>
    </CartIsland>
  );
}

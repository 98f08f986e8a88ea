import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { ProductTypeSlug } from "@/lib/catalog/constants";
import { saleUnitOf } from "@/lib/catalog/sale-units";
import { ProductImage } from "./ProductImage";
import styles from "./catalog.module.css";

interface ProductCardProps {
  slug: ProductTypeSlug;
  href: string;
  /** The cheapest piece price, or a sample pack's one price, as the storefront shows prices. */
  fromPrice: number;
  /** A run is priced "from … per piece"; a sample pack has one price, per pack (ADR 0024). */
  pricedPer: "piece" | "pack";
  formatter: CurrencyFormatter;
  /** One of the first cards, in the first screen: its picture is fetched at once, not lazily (the page's largest picture on a phone). */
  priority?: boolean;
}

export async function ProductCard({ slug, href, fromPrice, pricedPer, formatter, priority = false }: ProductCardProps) {
  const t = await getTranslations();
  return (
    <li className={styles.card}>
      <NextLink href={href} className={styles.cardLink}>
        {/* The product's name follows: the picture needs no words of its own. A card is a column of the grid, 14rem and up. */}
        <ProductImage slug={slug} sizes="(max-width: 40rem) 100vw, (max-width: 64rem) 50vw, 320px" alt="" className={styles.cardImage} priority={priority} />
        <span className={styles.cardName}>{t(`Products.${slug}.name`)}</span>
        <span className={styles.cardDescription}>{t(`Products.${slug}.description`)}</span>
        <span className={styles.cardPrice}>
          {/* A tape is priced from so much a roll, tissue paper a sheet. */}
          {pricedPer === "pack"
            ? t("ProductPage.packPrice", { price: formatMinorUnits(fromPrice, formatter) })
            : t("Units.sale.from", { unit: saleUnitOf(slug), price: formatMinorUnits(fromPrice, formatter) })}
        </span>
      </NextLink>
    </li>
  );
}

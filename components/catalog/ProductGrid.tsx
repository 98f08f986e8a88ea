import type { ProductTypeSlug } from "@/lib/catalog/constants";
import type { CurrencyFormatter } from "@/lib/money/format";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { ProductCard } from "./ProductCard";
import styles from "./catalog.module.css";

interface ProductGridItem {
  slug: string;
  keyVisual: string;
  fromPrice: number;
  pricedPer: "piece" | "pack";
}

/** The cards a phone or a desktop shows before any scrolling: their pictures are not left to lazy loading. */
const FIRST_SCREEN_CARDS = 2;

export function ProductGrid({ products, region, formatter }: { products: ProductGridItem[]; region: Region; formatter: CurrencyFormatter }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <ProductCard
          key={product.slug}
          slug={product.slug as ProductTypeSlug}
          href={regionPath(region, `/products/${product.slug}`)}
          fromPrice={product.fromPrice}
          pricedPer={product.pricedPer}
          formatter={formatter}
          priority={index < FIRST_SCREEN_CARDS}
        />
      ))}
    </ul>
  );
}

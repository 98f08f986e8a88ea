import { getTranslations } from "next-intl/server";
import { CATEGORY_SLUGS, type CategorySlug } from "@/lib/catalog/constants";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import styles from "./catalog.module.css";

export async function CategoryNav({ region, current }: { region: Region; current?: CategorySlug }) {
  const t = await getTranslations("Catalog.categories");
  const tPage = await getTranslations("ProductPage");
  return (
    <nav aria-label={tPage("category")}>
      <ul className={styles.categoryNav}>
        <li>
          <a href={regionPath(region, "/products")} aria-current={current ? undefined : "page"}>
            {tPage("allProducts")}
          </a>
        </li>
        {CATEGORY_SLUGS.map((category) => (
          <li key={category}>
            <a href={regionPath(region, `/categories/${category}`)} aria-current={category === current ? "page" : undefined}>
              {t(`${category}.name`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Suspense } from "react";
import type { ProductTypeSlug } from "@/lib/catalog/constants";
import { OWN_MATERIAL, picturedMaterials, picturedViews, productPicture } from "@/lib/catalog/product-images";
import type { GalleryShot } from "./ProductGalleryIsland";
import { ProductGalleryLater } from "./ProductGalleryLater";
import { ProductImage } from "./ProductImage";
import styles from "./gallery.module.css";

interface ProductGalleryProps {
  slug: ProductTypeSlug;
  /** The product's name, as the page's heading writes it. */
  name: string;
  /**
   * What the pictures show, said under them: the sample brand mark (printed products), the
   * product unprinted, or a sample pack's printed samples.
   */
  pictured: "sampleMark" | "plain" | "samples";
  /** The page's ProductImages words, and a material's name as the catalogue writes it. */
  t: (key: string, values?: Record<string, string>) => string;
  materialName: (material: string) => string;
}

/**
 * The product page's pictures (ADR 0059): the product rendered from its own net, closed and
 * open, in every material it is sold in; the material the configurator has chosen comes first.
 * Until the browser has read the address, the first picture stands alone (it is the page's
 * largest picture, so it is fetched first), and it stays until the island's code, which
 * follows the page's first load (./ProductGalleryLater), has come. Not async: the page hands it its words, so the
 * page renders whole in tests too.
 */
export function ProductGallery({ slug, name, pictured, t, materialName: nameOf }: ProductGalleryProps) {
  const shots: GalleryShot[] = picturedMaterials(slug).flatMap((material) => {
    const materialName = material === OWN_MATERIAL ? null : nameOf(material);
    return picturedViews(slug, material).map((view) => ({
      material,
      view,
      picture: productPicture(slug, { material, view }),
      alt: materialName ? t(`${view}In`, { product: name, material: materialName }) : t(view, { product: name }),
    }));
  });
  const first = shots[0]!;
  const words = { label: t("label", { product: name }), thumbnails: t("thumbnails"), note: t(pictured) };
  return (
    <Suspense
      fallback={
        <figure className={styles.gallery} aria-label={words.label}>
          <ProductImage slug={slug} material={first.material} view={first.view} sizes={MAIN_SIZES} alt={first.alt} priority className={styles.main} />
          {shots.length > 1 ? <div className={styles.thumbnailsReserved} /> : null}
          <figcaption className={styles.note}>{words.note}</figcaption>
        </figure>
      }
    >
      <ProductGalleryLater shots={shots} words={words} sizes={MAIN_SIZES} />
    </Suspense>
  );
}

/** The main picture fills the page's column on a phone and about half the page from a tablet up. */
const MAIN_SIZES = "(max-width: 48rem) 100vw, 36rem";

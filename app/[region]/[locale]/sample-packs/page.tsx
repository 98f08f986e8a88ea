import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getMessages, setRequestLocale } from "next-intl/server";
import { SamplePacksPage, samplePacksMetadata } from "@/components/sample-packs/SamplePacksPage";
import type { Messages } from "@/lib/i18n/messages";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { productThumbnailOf } from "@/server/catalog/service";
import { shownTotal } from "@/lib/money/basis";
import { quoteLine } from "@/server/orders/pricing";
import { priceDisplayFor } from "@/server/pricing/tax";
import { MAX_SAMPLES, sampledProducts, samplePackOffer } from "@/server/samples/service";

type PageProps = { params: Promise<StorefrontParams> };

/** Prices follow the price engine; the page is rebuilt in the background at most hourly, like the product pages. */
export const revalidate = 3600;

function load(params: StorefrontParams) {
  const storefront = storefrontFromParams(params);
  const offer = storefront ? samplePackOffer(storefront.region) : null;
  return storefront && offer ? { storefront, offer } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = load(await params);
  return loaded ? samplePacksMetadata(loaded.storefront, MAX_SAMPLES) : {};
}

/** /sample-packs: a pack of up to six product types to hold before ordering, put together here and sent to the cart. */
export default async function Page({ params }: PageProps) {
  const loaded = load(await params);
  if (!loaded) notFound();
  const { storefront, offer } = loaded;
  setRequestLocale(storefront.locale);
  const { region } = storefront;
  const names = ((await getMessages()) as Messages).Products;
  // The pack's one price, as the cart will charge its line (ADR 0019), in the storefront's basis.
  const price = shownTotal(quoteLine(region, { sku: offer.sku, quantity: offer.quantity, express: false, paidAssets: [] }), priceDisplayFor(region));
  return (
    <SamplePacksPage
      pack={{
        sku: offer.sku,
        quantity: offer.quantity,
        price,
        priceDisplay: priceDisplayFor(region),
        vatPercent: region.vatAmount,
        formatter: region.currencyFormatter,
        deliveryDays: region.deliveryTime.samplePackAverageDeliveryTime,
        maxSamples: MAX_SAMPLES,
      }}
      products={sampledProducts(region).map((product) => ({ slug: product.slug, name: names[product.slug].name, image: productThumbnailOf(product) }))}
    />
  );
}

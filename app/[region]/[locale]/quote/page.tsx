import { getMessages } from "next-intl/server";
import type { QuoteProduct } from "@/components/quotes/products";
import { QuotePage } from "@/components/quotes/QuotePage";
import { quoteFormMetadata, quoteStorefront, type QuotePageProps } from "@/components/quotes/QuotesIsland";
import type { Messages } from "@/lib/i18n/messages";
import type { Region } from "@/regions/schema";
import { productsInRegion } from "@/server/catalog/service";
import { findVariant, skuOf } from "@/server/catalog/variants";

/** /quote: the public quote request page, in two modes (?mode=0 quick request, ?mode=1 brief). */

export const generateMetadata = quoteFormMetadata;

/** The storefront's product types by name, each with its first size's sku for the instant price. */
function quoteProducts(region: Region, names: Messages["Products"], locale: string): QuoteProduct[] {
  const collator = new Intl.Collator(locale);
  return productsInRegion(region)
    .flatMap((product) => {
      const size = product.sizes[0];
      const variant = size ? findVariant(region.id, skuOf(product, size)) : undefined;
      return variant ? [{ slug: product.slug, name: names[product.slug].name, sku: variant.sku }] : [];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

export default async function Page({ params }: QuotePageProps) {
  const { region, locale } = await quoteStorefront(params);
  const messages = (await getMessages()) as Messages;
  return <QuotePage products={quoteProducts(region, messages.Products, locale)} formatter={region.currencyFormatter} />;
}

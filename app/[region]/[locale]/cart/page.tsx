import { getMessages } from "next-intl/server";
import { cartCatalogue } from "@/components/cart/catalogue";
import { CartIsland, cartMetadata, cartStorefront, type CartPageParams } from "@/components/cart/CartIsland";
import { CartPage } from "@/components/cart/CartPage";
import { TrustPanel } from "@/components/layout/TrustPanel";
import { sizeUnitFor } from "@/lib/catalog/units";
import { EDITOR_PATHS } from "@/lib/dielines";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Messages } from "@/lib/i18n/messages";
import { productsInRegion } from "@/server/catalog/service";
import { MAX_TREES, priceExpertCheck, priceTree, WARRANTY } from "@/server/orders/pricing";
import { fromEurMinor } from "@/server/pricing/currency";
import { displayOf, priced, shownAmount } from "@/server/pricing/price-rule";
import { vatRateFor } from "@/server/pricing/tax";

export const generateMetadata = cartMetadata("cart");

/** /cart (/koszyk in pl): a static shell; the visitor's cart loads in the browser. */
export default async function Page({ params }: CartPageParams) {
  const storefront = await cartStorefront(params);
  const { region } = storefront;
  const messages = (await getMessages()) as Messages;
  const currency = region.currency;
  const site = siteConfigFromEnv();
  // Prices of extras not yet in the cart, each a component with its own VAT, in the storefront's basis (ADR 0019).
  const shown = (net: number) => shownAmount(priced(net, vatRateFor(region)), displayOf(region));
  return (
    <CartIsland with={["Catalog", "Units", "PriceLists"]}>
      <CartPage
        formatter={region.currencyFormatter}
        catalogue={cartCatalogue(productsInRegion(region), (slug) => messages.Products[slug as keyof Messages["Products"]].name)}
        extras={{
          warrantyPercent: WARRANTY.percent,
          warrantyMinimum: shown(fromEurMinor(WARRANTY.minimumEur, currency)),
          expertCheckPrice: shown(priceExpertCheck(currency)),
          treePrice: shown(priceTree(currency)),
          maxTrees: MAX_TREES,
        }}
        unit={sizeUnitFor(region.id)}
        editorUrls={{ box: appUrl(region, EDITOR_PATHS.box, site), product: appUrl(region, EDITOR_PATHS.product, site) }}
        trust={<TrustPanel storefront={storefront} />}
      />
    </CartIsland>
  );
}

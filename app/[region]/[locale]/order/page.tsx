import { CheckoutIsland, checkoutMetadata, checkoutStorefront, type CheckoutPageParams } from "@/components/checkout/CheckoutIsland";
import { CheckoutPage } from "@/components/checkout/CheckoutPage";
import { TrustPanel } from "@/components/layout/TrustPanel";
import { addressCountries } from "@/regions/countries";

/** /order: the checkout of the open cart. The same shell for everyone; the cart is loaded in the browser. */

export const generateMetadata = checkoutMetadata("order");

export default async function Page({ params }: { params: CheckoutPageParams }) {
  const storefront = await checkoutStorefront(params);
  const { region, locale } = storefront;
  return (
    <CheckoutIsland>
      <CheckoutPage
        countries={addressCountries(region, locale)}
        homeCountry={region.defaultShippingCountryCode}
        formatter={region.currencyFormatter}
        trust={<TrustPanel storefront={storefront} />}
      />
    </CheckoutIsland>
  );
}

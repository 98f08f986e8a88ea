import { accountStorefront } from "@/components/account/AccountIsland";
import { OfferIsland, offerMetadata, offerTokenParam, type OfferPageParams } from "@/components/offers/OfferIsland";
import { OfferReviewPage } from "@/components/offers/OfferReviewPage";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";

/**
 * /offer/{token}/review: a custom offer for its buyer, opened from the mailed link
 * without an account; accepting it leads into the checkout of an order made of it.
 */

/** No offer is known at build time; each shell is rendered on its first visit and kept, as it holds no offer data. */
export function generateStaticParams(): { token: string }[] {
  return [];
}

export const generateMetadata = offerMetadata;

export default async function Page({ params }: { params: OfferPageParams }) {
  const [storefront, { token }] = await Promise.all([accountStorefront(params), params]);
  return (
    <OfferIsland>
      <OfferReviewPage token={offerTokenParam(token)} formatters={storefrontFormatters(storefront.locale)} />
    </OfferIsland>
  );
}

import { OfferPage } from "@/components/plus/OfferPage";
import { PlusIsland, plusMetadata, plusPageStorefront, routeParam, type PlusPageProps } from "@/components/plus/PlusIsland";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";

/** /boxwright-plus/quotes/{token}: one offer inside the dashboard. */

/** No offer is known at build time; each shell is rendered on its first visit and kept, as it holds no offer data. */
export function generateStaticParams(): { token: string }[] {
  return [];
}

export const generateMetadata = plusMetadata("offer");

export default async function Page({ params }: PlusPageProps) {
  const [storefront, { token }] = await Promise.all([plusPageStorefront(params), params]);
  return (
    <PlusIsland>
      <OfferPage token={routeParam(token)} formatters={storefrontFormatters(storefront.locale)} />
    </PlusIsland>
  );
}

import { ManagerIsland, managerMetadata, managerStorefront, managerStorefronts, productNames, routeParam } from "@/components/manager/ManagerIsland";
import { QuoteRequestPage } from "@/components/manager/QuoteRequestPage";
import type { StorefrontParams } from "@/regions/storefront";

/** /manager/quote_requests/{id}: one quote request, by its number or id. */

type RouteProps = { params: Promise<StorefrontParams & { id: string }> };

/** No request is known at build time; each shell is rendered on its first visit and kept, as it holds no request data. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export const generateMetadata = managerMetadata("request", "id");

export default async function Page({ params }: RouteProps) {
  const [, { id }] = await Promise.all([managerStorefront(params), params]);
  return (
    <ManagerIsland>
      <QuoteRequestPage id={routeParam(id)} productNames={await productNames()} storefronts={managerStorefronts()} />
    </ManagerIsland>
  );
}

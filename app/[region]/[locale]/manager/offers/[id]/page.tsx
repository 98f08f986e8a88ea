import { notFound } from "next/navigation";
import { ManagerIsland, managerMetadata, managerStorefront, managerStorefronts } from "@/components/manager/ManagerIsland";
import { OfferBuilderPage } from "@/components/manager/OfferBuilderPage";
import type { StorefrontParams } from "@/regions/storefront";
import { offerCatalogue } from "@/server/offers/catalogue";

/** /manager/offers/{id}: the offer builder. */

type RouteProps = { params: Promise<StorefrontParams & { id: string }> };

/** No offer is known at build time; each shell is rendered on its first visit and kept, as it holds no offer data. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export const generateMetadata = managerMetadata("offer", "id");

export default async function Page({ params }: RouteProps) {
  const [, { id }] = await Promise.all([managerStorefront(params), params]);
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  return (
    <ManagerIsland>
      <OfferBuilderPage id={Number(id)} storefronts={managerStorefronts()} catalogue={await offerCatalogue()} />
    </ManagerIsland>
  );
}

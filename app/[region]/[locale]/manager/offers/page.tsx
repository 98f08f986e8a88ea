import { ManagerIsland, managerMetadata, managerStorefront, managerStorefronts, type ManagerPageParams } from "@/components/manager/ManagerIsland";
import { OffersPage } from "@/components/manager/OffersPage";

/** /manager/offers: every offer, by state. */

export const generateMetadata = managerMetadata("offers");

export default async function Page({ params }: { params: ManagerPageParams }) {
  await managerStorefront(params);
  return (
    <ManagerIsland>
      <OffersPage storefronts={managerStorefronts()} />
    </ManagerIsland>
  );
}

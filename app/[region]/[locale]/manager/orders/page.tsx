import { ManagerIsland, managerMetadata, managerStorefront, managerStorefronts, type ManagerPageParams } from "@/components/manager/ManagerIsland";
import { OrdersPage } from "@/components/manager/OrdersPage";

/** /manager/orders: finding an order by its number or the buyer's e-mail. */

export const generateMetadata = managerMetadata("orders");

export default async function Page({ params }: { params: ManagerPageParams }) {
  await managerStorefront(params);
  return (
    <ManagerIsland>
      <OrdersPage storefronts={managerStorefronts()} />
    </ManagerIsland>
  );
}

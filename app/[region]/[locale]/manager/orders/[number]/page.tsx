import { ManagerIsland, managerMetadata, managerStorefront, managerStorefronts, routeParam } from "@/components/manager/ManagerIsland";
import { OrderPage } from "@/components/manager/OrderPage";
import type { StorefrontParams } from "@/regions/storefront";

/** /manager/orders/{number}: an order's approval and QA. */

type RouteProps = { params: Promise<StorefrontParams & { number: string }> };

/** No order is known at build time; each shell is rendered on its first visit and kept, as it holds no order data. */
export function generateStaticParams(): { number: string }[] {
  return [];
}

export const generateMetadata = managerMetadata("order", "number");

export default async function Page({ params }: RouteProps) {
  const [, { number }] = await Promise.all([managerStorefront(params), params]);
  return (
    <ManagerIsland>
      <OrderPage number={routeParam(number)} storefronts={managerStorefronts()} />
    </ManagerIsland>
  );
}

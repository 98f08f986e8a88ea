import { storefrontFormatters } from "@/components/orders/OrdersIsland";
import { OrderPage } from "./OrderPage";
import { PlusIsland, plusMetadata, plusPageStorefront, productNames, routeParam, type PlusRouteParams } from "./PlusIsland";
import type { OrderView } from "./paths";

/** The four pages of one order in the dashboard: the same shell, another view. */

export type OrderRouteProps = { params: Promise<PlusRouteParams & { orderNumber: string }> };

export const orderRouteMetadata = plusMetadata("order");

export async function OrderRoute({ params, view }: OrderRouteProps & { view: OrderView }) {
  const [storefront, { orderNumber }] = await Promise.all([plusPageStorefront(params), params]);
  return (
    <PlusIsland>
      <OrderPage number={routeParam(orderNumber)} view={view} formatters={storefrontFormatters(storefront.locale)} productNames={await productNames()} />
    </PlusIsland>
  );
}

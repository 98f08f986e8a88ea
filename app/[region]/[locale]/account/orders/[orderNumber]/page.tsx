import { accountStorefront } from "@/components/account/AccountIsland";
import { OrdersIsland, ordersMetadata, orderNumberParam, storefrontFormatters } from "@/components/orders/OrdersIsland";
import { OrderPage } from "@/components/orders/OrderPage";
import type { StorefrontParams } from "@/regions/storefront";

/** /account/orders/{orderNumber} (pl: /konto/zamowienia/{orderNumber}): one of the account's orders. */

type OrderRouteProps = { params: Promise<StorefrontParams & { orderNumber: string }> };

/** No order is known at build time; each order's shell is rendered on its first visit and kept, as it holds no order data. */
export function generateStaticParams(): { orderNumber: string }[] {
  return [];
}

export const generateMetadata = ordersMetadata("order");

export default async function Page({ params }: OrderRouteProps) {
  const [storefront, { orderNumber }] = await Promise.all([accountStorefront(params), params]);
  return (
    <OrdersIsland>
      <OrderPage orderNumber={orderNumberParam(orderNumber)} formatters={storefrontFormatters(storefront.locale)} />
    </OrdersIsland>
  );
}

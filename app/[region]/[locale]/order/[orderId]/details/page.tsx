import { accountStorefront } from "@/components/account/AccountIsland";
import { OrdersIsland, ordersMetadata, orderNumberParam, storefrontFormatters } from "@/components/orders/OrdersIsland";
import { OrderDetailsPage } from "@/components/orders/OrderDetailsPage";
import type { StorefrontParams } from "@/regions/storefront";

/**
 * /order/{orderNumber}/details: the order for whoever holds it, also without an
 * account (the spec lets it be opened from its URL; the order mails link here).
 */

type DetailsRouteProps = { params: Promise<StorefrontParams & { orderId: string }> };

/** No order is known at build time; each order's shell is rendered on its first visit and kept, as it holds no order data. */
export function generateStaticParams(): { orderId: string }[] {
  return [];
}

export const generateMetadata = ordersMetadata("order");

export default async function Page({ params }: DetailsRouteProps) {
  const [storefront, { orderId }] = await Promise.all([accountStorefront(params), params]);
  return (
    <OrdersIsland>
      <OrderDetailsPage orderNumber={orderNumberParam(orderId)} formatters={storefrontFormatters(storefront.locale)} />
    </OrdersIsland>
  );
}

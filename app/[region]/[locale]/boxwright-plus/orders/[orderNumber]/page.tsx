import { OrderRoute, orderRouteMetadata, type OrderRouteProps } from "@/components/plus/OrderRoute";

/** /boxwright-plus/orders/{orderNumber}: the order itself opens on its details, as the list's links do. */

/** No order is known at build time; each shell is rendered on its first visit and kept, as it holds no order data. */
export function generateStaticParams(): { orderNumber: string }[] {
  return [];
}

export const generateMetadata = orderRouteMetadata;

export default function Page({ params }: OrderRouteProps) {
  return <OrderRoute params={params} view="details" />;
}

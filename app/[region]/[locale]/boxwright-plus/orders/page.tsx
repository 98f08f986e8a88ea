import { OrdersPage } from "@/components/plus/OrdersPage";
import { PlusIsland, plusMetadata, plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";

/** /boxwright-plus/orders: the buyer's orders. */

export const generateMetadata = plusMetadata("orders");

export default async function Page({ params }: PlusPageProps) {
  const storefront = await plusPageStorefront(params);
  return (
    <PlusIsland>
      <OrdersPage formatters={storefrontFormatters(storefront.locale)} />
    </PlusIsland>
  );
}

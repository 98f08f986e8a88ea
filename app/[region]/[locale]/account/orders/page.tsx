import { accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { OrdersIsland, ordersMetadata, storefrontFormatters } from "@/components/orders/OrdersIsland";
import { OrdersPage } from "@/components/orders/OrdersPage";

/** /account/orders (pl: /konto/zamowienia): the account's completed and canceled orders. */

export const generateMetadata = ordersMetadata("list");

export default async function Page({ params }: AccountPageProps) {
  const storefront = await accountStorefront(params);
  return (
    <OrdersIsland>
      <OrdersPage formatters={storefrontFormatters(storefront.locale)} />
    </OrdersIsland>
  );
}

import { CheckoutIsland, checkoutMetadata, checkoutStorefront } from "@/components/checkout/CheckoutIsland";
import { PaymentPage } from "@/components/checkout/payment/PaymentPage";
import type { StorefrontParams } from "@/regions/storefront";

/** /order/{orderId}/payment (pl: /zamowienie/{orderId}/platnosc): paying an order that still owes its money. */

type PaymentRouteProps = { params: Promise<StorefrontParams & { orderId: string }> };

export const generateMetadata = checkoutMetadata("payment");

export default async function Page({ params }: PaymentRouteProps) {
  const [{ region }, { orderId }] = await Promise.all([checkoutStorefront(params), params]);
  return (
    <CheckoutIsland>
      <PaymentPage orderNumber={decodeURIComponent(orderId)} formatter={region.currencyFormatter} />
    </CheckoutIsland>
  );
}

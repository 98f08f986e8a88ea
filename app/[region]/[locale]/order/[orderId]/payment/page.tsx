import { CheckoutIsland, checkoutMetadata, checkoutStorefront } from "@/components/checkout/CheckoutIsland";
import { PaymentPage } from "@/components/checkout/payment/PaymentPage";
import { TrustPanel } from "@/components/layout/TrustPanel";
import type { StorefrontParams } from "@/regions/storefront";

/** /order/{orderId}/payment (pl: /zamowienie/{orderId}/platnosc): paying an order that still owes its money. */

type PaymentRouteProps = {
  params: Promise<StorefrontParams & { orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = checkoutMetadata("payment");

export default async function Page({ params, searchParams }: PaymentRouteProps) {
  const [storefront, { orderId }, query] = await Promise.all([checkoutStorefront(params), params, searchParams]);
  const { region } = storefront;
  // Opened from the order's payment link: the page pays for the buyer with its token.
  const linkToken = typeof query.workflow_token === "string" ? query.workflow_token : null;
  return (
    <CheckoutIsland>
      <PaymentPage
        orderNumber={decodeURIComponent(orderId)}
        formatter={region.currencyFormatter}
        linkToken={linkToken}
        trust={<TrustPanel storefront={storefront} />}
      />
    </CheckoutIsland>
  );
}

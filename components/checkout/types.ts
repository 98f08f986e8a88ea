import type { Answer, Schema } from "@/lib/api/contract";

/**
 * The order and checkout shapes the browser reads from and sends to the shop API,
 * named from the API's contract (lib/api/contract.ts). Money is integer minor
 * units of the order's currency.
 */

export type Order = Schema<"Order">;
export type OrderLine = Schema<"LineItem">;
export type OrderState = Order["state"];
export type PaymentState = Order["payment_state"];

export type Checkout = Schema<"Checkout">;
export type ShippingMethod = Checkout["shipping_methods"][number];
export type PickUpPoint = NonNullable<ShippingMethod["pick_up_point"]>;
/** A payment method the storefront offers. */
export type PaymentMethod = Checkout["payment_methods"][number];

/** What the order details form sends with PUT orders/{number}: every detail, none left out. */
export type OrderDetails = Required<
  Pick<OrderChange, "email" | "customer_type" | "vat_id" | "invoice_type" | "invoice_reference" | "ship_address" | "bill_address">
>;
type OrderChange = Schema<"OrderChange">["order"];
/** An address as the details form sends it; the order answers it back with the optional fields perhaps absent. */
export type OrderAddress = OrderDetails["ship_address"];
export type InvoiceType = OrderDetails["invoice_type"];

export type VatCheck = Schema<"VatCheck">;

export type PaymentSchedule = Schema<"PaymentSchedule">;
export type PlansOffer = Schema<"PaymentPlans">;
/** One instalment plan the shop offers: amounts and dates as the server computed them. */
export type PaymentPlan = PlansOffer["plans"][number];

/** The card provider's PaymentIntent, as the payment calls answer. */
export type PaymentResult = Schema<"PaymentResult">;
export type RedirectPayment = Answer<"/v2/{number}/{provider}/payment_intents/initiate_redirect_payment", "post">;
export type PublishableKey = Answer<"/v2/{number}/{provider}/config/publishable_key", "get">;
export type CardToken = Answer<"/gateway/{provider}/card", "post">;

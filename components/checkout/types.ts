import type { CheckoutState } from "@/lib/checkout/state";
import type { PriceDisplay } from "@/lib/money/basis";
import type { PaymentMethodOption } from "@/lib/checkout/payment-methods";
import type { CustomerType } from "@/lib/session/types";

/**
 * The order and checkout shapes the browser reads from the shop API
 * (server/orders/schemas.ts, server/checkout/routes.ts and server/payments are
 * their source). Money is integer minor units of the order's currency.
 */

export type OrderState = CheckoutState | "canceled";
export type PaymentState = "OK" | "WAITING" | "DELAYED" | "FAILED" | "NOT_STARTED";
export type InvoiceType = "proforma" | "normal";

export interface OrderAddress {
  first_name: string;
  last_name: string;
  company_name?: string | null;
  street: string;
  city: string;
  zip_code: string;
  country_iso: string;
  state_id?: number | null;
  phone?: string | null;
}

export interface OrderLine {
  id: number;
  kind: "product" | "service" | "expert_check" | "trees" | string;
  service_name: string | null;
  quantity: number;
  /** One piece and the line, net and with the order's VAT (the line's VAT rounded on the line). */
  price: number;
  price_with_vat: number;
  total: number;
  total_with_vat: number;
  parent_id: number | null;
  thumbnail: string | null;
  /** The name the line was offered under in a custom offer; null for lines from the catalogue. */
  name?: string | null;
  variant: { id: number; sku: string; name: string } | null;
  product: { id: number; slug: string; name: string } | null;
}

export interface Order {
  id: number;
  number: string;
  state: OrderState;
  currency: string;
  email: string | null;
  item_total: number;
  ship_total: number;
  /** Customs of a delivery leaving the EU (ch, no): a line of its own, part of total. */
  customs_total: number;
  promo_total: number;
  promo_code: string | null;
  tax_total: number;
  total: number;
  /** Each component with its VAT at vat_rate; the four add up to total (docs/adr/0019-one-price-rule.md). */
  item_total_with_vat: number;
  ship_total_with_vat: number;
  customs_total_with_vat: number;
  promo_total_with_vat: number;
  /** The VAT rate the order is charged at, and how its storefront shows amounts (lib/money/totals-rows.ts). */
  vat_rate: number;
  price_display: PriceDisplay;
  /** Sold under the EU's reverse charge: no VAT, the buyer accounts for it. */
  reverse_charge: boolean;
  item_count: number;
  customer_type: CustomerType | string;
  vat_id: string | null;
  /** Which VAT registry confirmed vat_id; null while unconfirmed. */
  vat_check?: { source: "vies" | "checksum"; checked_at: string | null } | null;
  invoice_type: InvoiceType | string;
  ship_address: Partial<OrderAddress> | null;
  bill_address: Partial<OrderAddress> | null;
  shipment_type: string | null;
  payment_state: PaymentState;
  line_items: OrderLine[];
  /** What is still owed (less than the total once an instalment is paid); absent from servers without payments. */
  amount_due?: number;
  /** What the succeeded payments add up to. */
  amount_paid?: number;
  /** The instalment plan the buyer chose, while it matches the order's total. */
  payment_schedule?: PaymentSchedule | null;
  /** Every attempt to pay the order, newest last. */
  payments?: { status: string }[];
}

export interface PaymentSchedule {
  id: number;
  total: number;
  installments: { id: number; position: number; amount: number; due_date: string; paid: boolean }[];
}

/** One instalment plan the shop offers (server/payments/plans.ts): amounts and dates as the server computed them. */
export interface PaymentPlan {
  id: string;
  installments_count: number;
  installments: { amount: number; due_date: string }[];
}

/** GET v2/orders/{number}/payment_plans. */
export interface PlansOffer {
  total: number;
  unavailable_reason: string | null;
  plans: PaymentPlan[];
}

export interface PickUpPoint {
  street: string;
  zip_code: string;
  city: string;
  maps_url: string;
}

export interface ShippingMethod {
  type: string;
  method: string;
  /** Net and with the order's VAT; the storefront's basis picks one. */
  price: number;
  price_with_vat: number;
  free_from: number | null;
  free_from_with_vat: number | null;
  delivery_days: number;
  pick_up_point: PickUpPoint | null;
}

export type PaymentMethod = PaymentMethodOption;

export interface Checkout {
  order: Order;
  shipping_methods: ShippingMethod[];
  shipping_countries: string[];
  partially_supported_countries: string[];
  /** The methods the storefront offers; absent from servers without payments. */
  payment_methods?: PaymentMethod[];
}

/** What the order details form sends with PUT orders/{number}. */
export interface OrderDetails {
  email: string;
  customer_type: CustomerType;
  vat_id: string | null;
  invoice_type: InvoiceType;
  ship_address: OrderAddress;
  bill_address: OrderAddress;
}

export interface VatCheck {
  valid: boolean;
  normalized: string | null;
  reason: string | null;
}

/** The card provider's PaymentIntent, as the payment calls answer. */
export interface PaymentResult {
  payment_intent_id: string;
  status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";
  client_secret: string | null;
  next_action_url: string | null;
}

export interface RedirectPayment {
  payment_intent_id: string;
  redirect_url: string;
}

export interface PublishableKey {
  publishable_key: string;
  gateway: "stripe" | "local";
}

export interface CardToken {
  id: string;
  brand: string;
  last4: string;
}

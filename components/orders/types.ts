import type { FilesetStatus, QaState } from "@/lib/b2b/states";
import type { SummaryBankDetails } from "@/components/payment-summary/BankDetails";
import type { PriceDisplay } from "@/lib/money/basis";

/**
 * The order as the browser reads it from GET orders/mine and GET orders/{number}
 * (server/orders/schemas.ts is its source); only the fields these pages show.
 */

export const ORDER_STATES = ["cart", "address", "delivery", "payment", "complete", "canceled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const PAYMENT_STATES = ["OK", "WAITING", "DELAYED", "FAILED", "NOT_STARTED"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type LineKind = "product" | "service" | "expert_check" | "trees";

export interface OrderLine {
  id: number;
  kind: LineKind;
  service_name: string | null;
  quantity: number;
  /** Unit price and line total, net and with the order's VAT, in minor units of the order's currency. */
  price: number;
  price_with_vat: number;
  total: number;
  total_with_vat: number;
  parent_id: number | null;
  thumbnail: string | null;
  /** The name the line was offered under in a custom offer; null for lines from the catalogue. */
  name?: string | null;
  variant: { name: string } | null;
  product: { name: string } | null;
  /** The line's configuration (lib/catalog/line-configuration.ts): its options, express production, paid assets, a sample pack's samples. */
  options?: Record<string, string | boolean>;
  express_delivery_option_id?: string | null;
  paid_assets?: { asset_type: string }[];
  samples?: string[] | null;
}

/** An address as the order keeps it (the checkout's fields). */
export interface OrderAddress {
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  street?: string | null;
  city?: string | null;
  zip_code?: string | null;
  country_iso?: string | null;
  phone?: string | null;
}

export interface Order {
  number: string;
  state: OrderState;
  payment_state: PaymentState;
  currency: string;
  region: string;
  email: string | null;
  item_total: number;
  ship_total: number;
  /** Customs of a delivery leaving the EU (ch, no): a line of its own, part of total. */
  customs_total: number;
  /** The discount, negative. */
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
  customer_type: string;
  vat_id: string | null;
  invoice_type: string;
  ship_address: OrderAddress | null;
  bill_address: OrderAddress | null;
  shipment_type: string | null;
  order_manager: { email: string; name: string; avatar: string | null } | null;
  line_items: OrderLine[];
  completed_at: string | null;
  created_at: string;
  /** Where the production files stand; absent or null for orders that never went through design approval. */
  qa_state?: QaState | null;
  /** The approval fileset the buyer was last asked about. */
  approval?: { uuid: string; status: FilesetStatus } | null;
  /** What the order's succeeded payments add up to, and what is still owed. */
  amount_paid?: number;
  amount_due?: number;
  /** Where an announced bank transfer goes; null without one. */
  bank_details?: SummaryBankDetails | null;
  payment_schedule?: { installments: { position: number; amount: number; due_date: string; paid: boolean }[] } | null;
}

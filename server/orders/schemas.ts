import { z } from "@hono/zod-openapi";
import { QA_STATES } from "@/lib/b2b/states";
import { FINISHES, MATERIALS, PRINT_COLOR_MODES, PRINT_QUALITIES } from "@/lib/catalog/constants";
import { OrderChangeRequestSchema } from "@/lib/checkout/details";
import { CURRENCIES } from "@/regions/schema";
import { LINE_ITEM_KINDS, ORDER_STATES, PAYMENT_STATES } from "@/server/db/schema";
import { PAID_ASSET_NAMES, SERVICE_NAMES } from "./pricing";

/** What the orders API reads and answers with. */

export const MAX_LINE_QUANTITY = 1_000_000;

export const LineOptionsSchema = z
  .object({
    material: z.enum(MATERIALS).optional(),
    print_mode: z.enum(PRINT_COLOR_MODES).optional(),
    finish: z.enum(FINISHES).optional(),
    print_quality: z.enum(PRINT_QUALITIES).optional(),
  })
  .strict();

export const NewLineItemSchema = z
  .object({
    variant_id: z.number().int().positive().optional(),
    sku: z.string().trim().min(1).max(100).optional(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
    options: LineOptionsSchema.optional(),
    box_design_id: z.number().int().positive().nullable().optional(),
    express_delivery_option_id: z.string().max(50).nullable().optional(),
    paid_assets: z
      .array(z.enum(PAID_ASSET_NAMES as [string, ...string[]]))
      .max(PAID_ASSET_NAMES.length)
      .optional(),
    purchase_trigger: z.string().trim().max(50).nullable().optional(),
    /** A service instead of a product (the warranty). */
    service_name: z.enum(SERVICE_NAMES).optional(),
  })
  .strict()
  .openapi("NewLineItem");

export const LineItemChangeSchema = z
  .object({
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
    options: LineOptionsSchema.optional(),
    express_delivery_option_id: z.string().max(50).nullable().optional(),
    paid_assets: z
      .array(z.enum(PAID_ASSET_NAMES as [string, ...string[]]))
      .max(PAID_ASSET_NAMES.length)
      .optional(),
    box_design_id: z.number().int().positive().nullable().optional(),
  })
  .strict()
  .openapi("LineItemChange");

// The request body lives in lib/checkout/details.ts, where the checkout's details form checks it too.
export const OrderChangeSchema = OrderChangeRequestSchema.openapi("OrderChange");

export const NewOrderSchema = z
  .object({ currency: z.enum(CURRENCIES).optional() })
  .strict()
  .openapi("NewOrder");

export const LineItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(LINE_ITEM_KINDS),
    variant_id: z.number().int().nullable(),
    sku: z.string().nullable(),
    service_name: z.string().nullable(),
    quantity: z.number().int(),
    options: z.record(z.string(), z.union([z.string(), z.boolean()])),
    express_delivery_option_id: z.string().nullable(),
    price: z.number().int(),
    price_with_vat: z.number().int().openapi({ description: "One piece's price with VAT at the order's rate: for information, never multiplied" }),
    total: z.number().int(),
    vat: z.number().int().openapi({ description: "The line's VAT at the order's rate, rounded on the line (docs/adr/0019-one-price-rule.md)" }),
    total_with_vat: z.number().int().openapi({ description: "total + vat: what the line costs with VAT" }),
    parent_id: z.number().int().nullable(),
    box_design_id: z.number().int().nullable(),
    bundle_id: z.number().int().nullable(),
    thumbnail: z.string().nullable(),
    paid_assets: z.array(z.object({ asset_type: z.string() })),
    purchase_trigger: z.string().nullable(),
    name: z.string().nullable().openapi({ description: "The name a custom offer gave the line" }),
    description: z
      .string()
      .nullable()
      .openapi({ description: "What the custom offer said about the line (its notes), as the buyer accepted it; null for other lines" }),
    offer_line_item_id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The offer line this line was accepted from; ordering it again goes through v2/offer_line_items/{id}/order_again" }),
    fixed_price: z.boolean().openapi({ description: "The price was agreed in an offer: it and the quantity cannot change" }),
    price_list_id: z.number().int().nullable().openapi({
      description:
        "The buyer's company price list that priced the line (a negotiated price, docs/adr/0056-negotiated-price-lists.md); null for the public price",
    }),
    samples: z.array(z.string()).nullable().openapi({ description: "The product types of a custom sample pack" }),
    variant: z.object({ id: z.number().int(), sku: z.string(), external_pim_sku: z.string(), name: z.string() }).nullable(),
    product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    box_design: z.object({ id: z.number().int(), design_status: z.string() }).nullable(),
    skipped_design: z.boolean(),
    /** Larger quantities the line could be ordered in, priced from the same ladder. */
    quantity_options: z.array(
      z.object({ id: z.number().int(), quantity: z.number().int(), price: z.number().int(), total: z.number().int(), visible: z.boolean() }),
    ),
  })
  .openapi("LineItem");

/**
 * An address as the shop keeps it (an order's, a company's): what a form sent
 * through the address fields, read back as stored (the optional fields may be absent).
 */
export const OrderAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable().optional(),
  street: z.string(),
  city: z.string(),
  zip_code: z.string(),
  country_iso: z.string(),
  state_id: z.number().int().nullable().optional(),
  phone: z.string().nullable().optional(),
});

export const OrderSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    state: z.enum(ORDER_STATES),
    currency: z.string(),
    region: z.string(),
    channel: z.string(),
    email: z.string().nullable(),
    item_total: z.number().int(),
    ship_total: z.number().int().openapi({ description: "Delivery only; customs are customs_total" }),
    customs_total: z.number().int().openapi({ description: "Customs surcharge of a delivery to ch or no, its own line; part of total" }),
    promo_total: z.number().int(),
    promotion_amount: z.number().int(),
    promo_code: z.string().nullable(),
    tax_total: z.number().int(),
    total: z.number().int(),
    item_total_with_vat: z.number().int().openapi({ description: "The lines' total_with_vat added: item_total with its VAT, as gross storefronts show it" }),
    ship_total_with_vat: z.number().int().openapi({ description: "ship_total with its VAT at vat_rate, rounded on the shipping" }),
    customs_total_with_vat: z.number().int().openapi({ description: "customs_total with its VAT at vat_rate, rounded on the customs" }),
    promo_total_with_vat: z.number().int().openapi({
      description:
        "promo_total (negative or 0) with its VAT at vat_rate, rounded on the discount. The four *_with_vat figures add up to total; the net four plus tax_total do too",
    }),
    vat_rate: z.number().openapi({ description: "The VAT rate in percent the order is charged at, for its delivery country and buyer" }),
    price_display: z
      .enum(["gross", "net-plus-vat", "no-vat"])
      .openapi({ description: "How the storefront shows amounts: with VAT (gross), net with VAT added on top, or without VAT" }),
    item_count: z.number().int(),
    customer_type: z.string(),
    vat_id: z.string().nullable(),
    vat_check: z
      .object({ source: z.enum(["vies", "checksum"]), checked_at: z.string().nullable() })
      .nullable()
      .openapi({ description: "Which VAT registry confirmed vat_id and when; null while unconfirmed" }),
    reverse_charge: z.boolean().openapi({ description: "Sold under the EU's reverse charge: no VAT charged, the buyer accounts for it" }),
    invoice_type: z.string(),
    bill_country_iso: z.string().nullable(),
    ship_country_iso: z.string().nullable(),
    ship_address: OrderAddressSchema.nullable(),
    bill_address: OrderAddressSchema.nullable(),
    shipment_type: z.string().nullable(),
    payment_state: z.enum(PAYMENT_STATES),
    order_manager: z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
    qa_state: z
      .enum(QA_STATES)
      .nullable()
      .openapi({ description: "Where the production files stand (awaiting_files, in_review, awaiting_approval, changes_requested, approved, in_production)" }),
    approval: z.object({ uuid: z.string(), status: z.enum(["pending", "approved", "changes_requested"]) }).nullable(),
    line_items: z.array(LineItemSchema),
    completed_at: z.string().nullable(),
    created_at: z.string(),
    payments: z.array(
      z.object({
        id: z.number().int(),
        method: z.string(),
        amount: z.number().int(),
        status: z.string(),
        failure_code: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    amount_paid: z.number().int(),
    amount_due: z.number().int(),
    /** Where to send a bank transfer, while one is awaited. */
    bank_details: z
      .object({
        currency: z.string(),
        account_holder: z.string(),
        bank_name: z.string(),
        iban: z.string(),
        bic: z.string(),
        sort_code: z.string().nullable(),
        account_number: z.string().nullable(),
        reference: z.string(),
        amount: z.number().int(),
      })
      .nullable(),
    payment_schedule: z
      .object({
        id: z.number().int(),
        order_number: z.string(),
        total: z.number().int(),
        installments: z.array(
          z.object({ id: z.number().int(), position: z.number().int(), amount: z.number().int(), due_date: z.string(), paid: z.boolean() }),
        ),
      })
      .nullable(),
  })
  .openapi("Order");

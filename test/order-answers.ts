import type { Schema } from "@/lib/api/contract";

/**
 * Orders and lines as the orders API answers them, for the components' tests:
 * every field the API's contract requires, with empty or zero values a test
 * overrides with what it is about. A fixture that leaves out a field the API
 * always sends is how a screen and the API drift apart unnoticed; typed as the
 * contract's shapes, a new field on the answer shows up here first.
 */

type Order = Schema<"Order">;
type LineItem = Schema<"LineItem">;
export type OrderAnswer = Order;
export type LineItemAnswer = LineItem;

/** A line of one piece at no price: a product line unless `values` says another kind. */
export function lineAnswer(values: Partial<LineItem> & Pick<LineItem, "id">): LineItem {
  return {
    kind: "product",
    variant_id: null,
    sku: null,
    service_name: null,
    name: null,
    description: null,
    offer_line_item_id: null,
    quantity: 1,
    options: {},
    express_delivery_option_id: null,
    price: 0,
    price_with_vat: 0,
    total: 0,
    vat: 0,
    total_with_vat: 0,
    parent_id: null,
    box_design_id: null,
    bundle_id: null,
    thumbnail: null,
    paid_assets: [],
    purchase_trigger: null,
    fixed_price: false,
    price_list_id: null,
    samples: null,
    quantity_options: [],
    variant: null,
    product: null,
    box_design: null,
    skipped_design: false,
    ...values,
  };
}

/**
 * An empty cart in eu (EUR, 23% VAT, shown gross) unless `values` says otherwise.
 * Nothing is paid, so what is due is the total, as the API works it out.
 */
export function orderAnswer(values: Partial<Order> = {}): Order {
  const total = values.total ?? 0;
  const paid = values.amount_paid ?? 0;
  return {
    id: 1,
    number: "R100",
    state: "cart",
    currency: "EUR",
    region: "eu",
    channel: "storefront",
    email: null,
    item_total: 0,
    ship_total: 0,
    customs_total: 0,
    promo_total: 0,
    promotion_amount: 0,
    promo_code: null,
    tax_total: 0,
    total,
    item_total_with_vat: 0,
    ship_total_with_vat: 0,
    customs_total_with_vat: 0,
    promo_total_with_vat: 0,
    vat_rate: 23,
    price_display: "gross",
    item_count: 0,
    customer_type: "b2c",
    vat_id: null,
    vat_check: null,
    reverse_charge: false,
    invoice_type: "normal",
    bill_country_iso: null,
    ship_country_iso: null,
    ship_address: null,
    bill_address: null,
    shipment_type: null,
    payment_state: "NOT_STARTED",
    order_manager: null,
    qa_state: null,
    approval: null,
    line_items: [],
    completed_at: null,
    created_at: "2026-05-04T09:00:00.000Z",
    payments: [],
    amount_paid: paid,
    amount_due: Math.max(0, total - paid),
    bank_details: null,
    payment_schedule: null,
    ...values,
  };
}

/** A product line of 100 pieces at 1.50 of a catalogue mailer box; amounts with VAT equal the net ones unless given. */
export function lineItemAnswer(values: Partial<LineItem> & Pick<LineItem, "id">): LineItem {
  const sku = values.sku ?? "mailer-box-full-color-200x150x70";
  const price = values.price ?? 150;
  const quantity = values.quantity ?? 100;
  const total = values.total ?? price * quantity;
  return lineAnswer({
    variant_id: 101,
    sku,
    quantity,
    price,
    price_with_vat: values.price_with_vat ?? price,
    total,
    total_with_vat: values.total_with_vat ?? total,
    variant: { id: 101, sku, external_pim_sku: "PIM-101", name: `Full-colour mailer boxes ${sku.split("-").pop()}` },
    product: { id: 5, slug: "mailer-box-full-color", name: "Full-colour mailer boxes" },
    ...values,
  });
}

/** A complete order of a business buyer, paid in full, without VAT (net plus VAT shown); totals with VAT equal the net ones unless given. */
export function paidOrderAnswer(values: Partial<Order> & Pick<Order, "number">): Order {
  const itemTotal = values.item_total ?? 0;
  const shipTotal = values.ship_total ?? 0;
  const customsTotal = values.customs_total ?? 0;
  const promoTotal = values.promo_total ?? 0;
  const total = values.total ?? itemTotal + shipTotal + customsTotal + promoTotal;
  return orderAnswer({
    state: "complete",
    payment_state: "OK",
    channel: "web",
    email: "buyer@example.test",
    item_total_with_vat: itemTotal,
    ship_total_with_vat: shipTotal,
    customs_total_with_vat: customsTotal,
    promo_total_with_vat: promoTotal,
    total,
    vat_rate: 0,
    price_display: "net-plus-vat",
    amount_paid: total,
    completed_at: "2026-03-01T10:00:00.000Z",
    created_at: "2026-03-01T09:00:00.000Z",
    ...values,
  });
}

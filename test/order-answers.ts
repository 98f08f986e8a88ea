import type { Schema } from "@/lib/api/contract";

/**
 * Orders and order lines as the shop API answers them, for component tests:
 * every field the contract (lib/api/contract.gen.ts) declares, with plain
 * defaults (a complete, paid EUR order without VAT or customs), and what the
 * test names on top. A fixture that lacks a field the API sends is how screens
 * and API drift apart, so the builders are typed as the contract's shapes.
 */

export type OrderAnswer = Schema<"Order">;
export type LineItemAnswer = Schema<"LineItem">;

/** A product line of 100 pieces at 1.50; amounts with VAT equal the net ones unless given. */
export function lineItemAnswer(values: Partial<LineItemAnswer> & Pick<LineItemAnswer, "id">): LineItemAnswer {
  const sku = values.sku ?? "mailer-box-full-color-200x150x70";
  const price = values.price ?? 150;
  const quantity = values.quantity ?? 100;
  const total = values.total ?? price * quantity;
  return {
    kind: "product",
    variant_id: 101,
    sku,
    service_name: null,
    quantity,
    options: {},
    express_delivery_option_id: null,
    price,
    price_with_vat: values.price_with_vat ?? price,
    total,
    total_with_vat: values.total_with_vat ?? total,
    vat: 0,
    fixed_price: false,
    name: null,
    parent_id: null,
    box_design_id: null,
    box_design: null,
    bundle_id: null,
    thumbnail: null,
    paid_assets: [],
    purchase_trigger: null,
    skipped_design: false,
    samples: null,
    quantity_options: [],
    variant: { id: 101, sku, external_pim_sku: "PIM-101", name: `Full-colour mailer boxes ${sku.split("-").pop()}` },
    product: { id: 5, slug: "mailer-box-full-color", name: "Full-colour mailer boxes" },
    ...values,
  };
}

/** A complete, paid order; totals with VAT equal the net ones unless given. */
export function orderAnswer(values: Partial<OrderAnswer> & Pick<OrderAnswer, "number">): OrderAnswer {
  const itemTotal = values.item_total ?? 0;
  const shipTotal = values.ship_total ?? 0;
  const customsTotal = values.customs_total ?? 0;
  const promoTotal = values.promo_total ?? 0;
  const total = values.total ?? itemTotal + shipTotal + customsTotal + promoTotal;
  return {
    id: 1,
    state: "complete",
    payment_state: "OK",
    channel: "web",
    currency: "EUR",
    region: "eu",
    email: "buyer@example.test",
    customer_type: "b2c",
    invoice_type: "normal",
    item_count: 0,
    item_total: itemTotal,
    item_total_with_vat: values.item_total_with_vat ?? itemTotal,
    ship_total: shipTotal,
    ship_total_with_vat: values.ship_total_with_vat ?? shipTotal,
    customs_total: customsTotal,
    customs_total_with_vat: values.customs_total_with_vat ?? customsTotal,
    promo_total: promoTotal,
    promo_total_with_vat: values.promo_total_with_vat ?? promoTotal,
    promotion_amount: 0,
    promo_code: null,
    tax_total: 0,
    total,
    vat_rate: 0,
    vat_id: null,
    vat_check: null,
    reverse_charge: false,
    price_display: "net-plus-vat",
    bill_country_iso: null,
    ship_country_iso: null,
    bill_address: null,
    ship_address: null,
    shipment_type: null,
    order_manager: null,
    qa_state: null,
    approval: null,
    line_items: [],
    payments: [],
    amount_paid: total,
    amount_due: 0,
    bank_details: null,
    payment_schedule: null,
    completed_at: "2026-03-01T10:00:00.000Z",
    created_at: "2026-03-01T09:00:00.000Z",
    ...values,
  };
}

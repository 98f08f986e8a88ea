import { lineAnswer, orderAnswer } from "@/test/order-answers";
import type { Order } from "./types";

/** Orders as the API answers them, for the component tests: a completed, paid order unless `values` says otherwise. */

export function orderFixture(values: Partial<Order> = {}): Order {
  return orderAnswer({
    number: "R123456789",
    state: "complete",
    payment_state: "OK",
    currency: "EUR",
    region: "eu",
    email: "mila@example.com",
    item_total: 13190,
    ship_total: 1490,
    customs_total: 0,
    promo_total: -1000,
    promo_code: "SPRING",
    tax_total: 3147,
    total: 16827,
    amount_paid: 16827,
    // Each component with its own 23% VAT: 15,572 + 652 for the lines, 1,833 delivery, -1,230 discount.
    item_total_with_vat: 16224,
    ship_total_with_vat: 1833,
    customs_total_with_vat: 0,
    promo_total_with_vat: -1230,
    vat_rate: 23,
    price_display: "gross",
    reverse_charge: false,
    customer_type: "b2b",
    vat_id: "DE123456789",
    invoice_type: "normal",
    invoice_reference: null,
    ship_address: { first_name: "Mila", last_name: "Kartonowa", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: "DE" },
    bill_address: {
      first_name: "Mila",
      last_name: "Kartonowa",
      company_name: "Kartonwerk GmbH",
      street: "Karton 1",
      city: "Berlin",
      zip_code: "10115",
      country_iso: "DE",
    },
    shipment_type: "courier",
    order_manager: null,
    line_items: [
      lineAnswer({
        id: 1,
        kind: "product",
        quantity: 60,
        price: 211,
        price_with_vat: 260,
        total: 12660,
        total_with_vat: 15572,
        sku: "mailer-box-full-color-200x150x70",
        variant: { id: 7, sku: "mailer-box-full-color-200x150x70", external_pim_sku: "PIM-7", name: "Full-colour mailer boxes 200x150x70" },
        product: { id: 3, slug: "mailer-box-full-color", name: "Full-colour mailer boxes" },
      }),
      lineAnswer({ id: 2, kind: "service", service_name: "warranty", price: 530, price_with_vat: 652, total: 530, total_with_vat: 652 }),
    ],
    completed_at: "2026-03-14T10:00:00.000Z",
    created_at: "2026-03-13T09:00:00.000Z",
    ...values,
  });
}

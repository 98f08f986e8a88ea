import { fakeFetch, json, type SentRequest } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { signedUpUser, storeToken } from "@/test/users";
import { lineAnswer, orderAnswer } from "@/test/order-answers";
import type { Checkout, Order } from "./types";

/**
 * Test helpers for the checkout islands: a fake shop API behind `fetch` (the
 * network boundary; everything above it is the real code), and rendering inside
 * the storefront's providers with a router that records where it was sent.
 */

export interface Answer {
  status?: number;
  body: unknown;
}

type Route = Answer | ((request: SentRequest) => Answer);

export const refusal = (status: number, code: string, details: unknown = null): Answer => ({
  status,
  body: { error: { code, message: "English text for developers", details } },
});

/** Stubs fetch with answers by 'METHOD path'; unknown routes answer 404. Returns what was sent. */
export function fakeShop(routes: Record<string, Route>) {
  const { sent, to } = fakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    const answer = !route ? refusal(404, "not_found") : typeof route === "function" ? route(request) : route;
    return json(answer.body, answer.status);
  });
  return { sent, to };
}

export const visitor = signedUpUser;

export const address = {
  first_name: "Ada",
  last_name: "Lovelace",
  street: "Kartonstraße 1",
  city: "Berlin",
  zip_code: "10115",
  country_iso: "DE",
  state_id: null,
  phone: null,
};

/** A net amount with its VAT as the server rounds it on one component (server/pricing/price-rule.ts). */
const withVat = (net: number, rate: number) => net + Math.sign(net) * Math.round((Math.abs(net) * rate) / 100);

/**
 * An order as the API answers it, in eu (23% VAT, shown gross) unless `change`
 * says otherwise; each component's gross figure follows its net one, so a test
 * that changes the shipping or the discount sees them with their VAT.
 */
export function order(change: Partial<Order> = {}): Order {
  const net = orderAnswer({
    number: "R100",
    item_total: 24000,
    tax_total: 5520,
    total: 29520,
    item_count: 30,
    line_items: [
      lineAnswer({
        id: 11,
        quantity: 30,
        price: 800,
        price_with_vat: 984,
        total: 24000,
        vat: 5520,
        total_with_vat: 29520,
        sku: "mailer-box-full-color-200x150x70",
        variant_id: 5,
        variant: { id: 5, sku: "mailer-box-full-color-200x150x70", external_pim_sku: "PIM-5", name: "Mailer box 200×150×70" },
        product: { id: 2, slug: "mailer-box-full-color", name: "Mailer box" },
        // As the server sends it for a line without a design: the product closed, in its first board.
        thumbnail: "/build/shared-images/products/mailer-box-full-color/cardboard-white-one-side-closed-320.webp",
      }),
    ],
    ...change,
  });
  const rate = net.vat_rate;
  return {
    ...net,
    item_total_with_vat: change.item_total_with_vat ?? net.line_items.reduce((sum, line) => sum + line.total_with_vat, 0),
    ship_total_with_vat: change.ship_total_with_vat ?? withVat(net.ship_total, rate),
    customs_total_with_vat: change.customs_total_with_vat ?? withVat(net.customs_total, rate),
    promo_total_with_vat: change.promo_total_with_vat ?? withVat(net.promo_total, rate),
  };
}

export function checkout(change: Partial<Order> = {}, extra: Partial<Checkout> = {}): Checkout {
  return {
    order: order(change),
    shipping_methods: [
      {
        type: "courier",
        method: "courier",
        price: 1490,
        price_with_vat: 1833,
        free_from: 50000,
        free_from_with_vat: 61500,
        delivery_days: 5,
        pick_up_point: null,
      },
      {
        type: "palettes",
        method: "palettes",
        price: 9900,
        price_with_vat: 12177,
        free_from: null,
        free_from_with_vat: null,
        delivery_days: 5,
        pick_up_point: null,
      },
    ],
    shipping_countries: ["AT", "DE", "FR", "NL", "PL"],
    partially_supported_countries: ["US"],
    payment_methods: [
      { id: 1, code: "card", kind: "card" },
      { id: 2, code: "check", kind: "bank_transfer" },
      { id: 4, code: "p24", kind: "redirect" },
    ],
    steps: ["cart", "address", "delivery", "payment", "complete"],
    card_provider: "stripe",
    ...extra,
  };
}

/** The routes every island needs: the signed-in visitor and an empty list of states. */
export const sessionRoutes: Record<string, Route> = {
  "GET users/current": { body: visitor },
  "GET v2/states": { body: { data: [] } },
};

export const signIn = () => storeToken(visitor);

/** The checkout islands render inside the storefront's providers. */
export const renderIsland = renderInStorefront;

export const euro = { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" } as const;

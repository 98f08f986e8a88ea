import type { Schema } from "@/lib/api/contract";
import type { CurrentUser } from "@/lib/session/types";
import { lineItemAnswer, paidOrderAnswer, type LineItemAnswer, type OrderAnswer } from "@/test/order-answers";
import type { Offer, QuoteRequest } from "./api";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser, signedUpUser, storeToken } from "@/test/users";

/**
 * A fake shop API behind `fetch` for the plus dashboard's tests: the network
 * boundary, with the real client, query cache, session and components above it.
 * It answers the way the shop does (orders/mine, the open cart, consents, quote
 * requests, offers, the profile update) and keeps what the pages change, so a
 * test can look at the state afterwards; any route can be made to fail.
 */

/** A buyer of Kartonwerk GmbH, signed in. */
export const buyer: CurrentUser = { ...signedUpUser, customer_type: "b2b", company_name: "Kartonwerk GmbH", phone: "+49 30 1234567" };
/** A visitor who has not signed in (every visitor has an anonymous user and token). */
export const visitor: CurrentUser = currentUser({ id: 8, spree_api_key: "token-8" });

export function signIn(user: CurrentUser = buyer) {
  storeToken(user);
}

export { renderInStorefront };

/** An order line as the orders API serializes it. */
export function lineJson(values: Partial<LineItemAnswer> & { id: number }): LineItemAnswer {
  return lineItemAnswer(values);
}

/** An order as GET orders/{number} answers it. */
export function orderJson(values: Partial<OrderAnswer> & { number: string }): OrderAnswer {
  return paidOrderAnswer({
    id: 1,
    state: "complete",
    currency: "EUR",
    region: "eu",
    channel: "web",
    email: buyer.email,
    item_total: 15000,
    ship_total: 1490,
    promo_total: 0,
    promotion_amount: 0,
    promo_code: null,
    tax_total: 3450,
    total: 19940,
    item_count: 100,
    customer_type: "b2b",
    vat_id: "DE123456789",
    invoice_type: "normal",
    invoice_reference: null,
    bill_country_iso: "DE",
    ship_country_iso: "DE",
    ship_address: null,
    bill_address: null,
    shipment_type: "courier",
    payment_state: "OK",
    order_manager: null,
    line_items: [lineJson({ id: 1 })],
    completed_at: "2026-03-14T10:00:00.000Z",
    created_at: "2026-03-13T09:00:00.000Z",
    payments: [],
    amount_paid: 19940,
    amount_due: 0,
    bank_details: null,
    payment_schedule: null,
    ...values,
  });
}

/** A quote request as v2/quote_requests/mine lists it. */
export function quoteRequestJson(values: Partial<QuoteRequest> & { id: number; number: string }): QuoteRequest {
  return {
    mode: 0,
    state: "new",
    region: "eu",
    locale: "en-US",
    email: buyer.email ?? "",
    name: "Ada Lovelace",
    company_name: "Kartonwerk GmbH",
    phone: null,
    product_slug: "mailer-box-full-color",
    quantity: 500,
    dimensions: null,
    message: "",
    details: {},
    files: [],
    manager: null,
    offers: [],
    created_at: "2026-03-10T09:00:00.000Z",
    ...values,
  };
}

/** An offer as GET offers/{token} answers the buyer. */
export function offerJson(values: Partial<Offer> & { token: string }): Offer {
  return {
    id: 31,
    state: "sent",
    region: "eu",
    currency: "EUR",
    locale: "en-US",
    email: buyer.email ?? "",
    message: "Prices include the foil you asked about.",
    order_number: null,
    order_manager: { email: "olga@boxwright.com", name: "Olga Manager", avatar: null },
    valid_until: "2026-04-30T21:59:59.000Z",
    url: `http://localhost:3000/offer/${values.token}/review`,
    qr_number: "QR12345678",
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    line_items: [
      {
        id: 71,
        sku: "mailer-box-full-color-200x150x70",
        name: "Mailer box, gold foil",
        description: "Gold foil on the lid",
        quantity: 1000,
        unit_price: 189,
        unit_price_with_vat: 189,
        total: 189000,
        total_with_vat: 189000,
        box_design_id: null,
        options: {},
      },
      {
        id: 72,
        sku: "shipping-box-300x200x150",
        name: "Shipping box",
        description: "",
        quantity: 500,
        unit_price: 95,
        unit_price_with_vat: 95,
        total: 47500,
        total_with_vat: 47500,
        box_design_id: null,
        options: {},
      },
    ],
    item_total: 236500,
    item_total_with_vat: 236500,
    vat_rate: 0,
    price_display: "net-plus-vat",
    created_at: "2026-03-20T09:00:00.000Z",
    sent_at: "2026-03-20T10:00:00.000Z",
    viewed_at: null,
    accepted_at: null,
    expired: false,
    ...values,
  };
}

export interface PlusShopState {
  user?: CurrentUser;
  /** Whether the buyer has accepted the plus terms. */
  plusTerms?: boolean;
  orders?: OrderAnswer[];
  /** The open cart of this storefront, if any. */
  cart?: OrderAnswer | null;
  quoteRequests?: QuoteRequest[];
  offers?: Offer[];
  /** Offer lines whose price has ended: ordering them again is refused with offer_price_expired. */
  expiredOfferLines?: number[];
  /** The company's pending purchase approvals the member sees; none given: the buyer is in no company (404). */
  pendingApprovals?: Schema<"PurchaseApproval">[];
}

export function fakePlusApi(initial: PlusShopState = {}) {
  let user = initial.user ?? buyer;
  const consents = initial.plusTerms ? [{ type: "terms_and_conditions_plus", status: "granted", updated_at: "2026-01-05T10:00:00.000Z" }] : [];
  const orders = initial.orders ?? [];
  let cart = initial.cart ?? null;

  const api = fakeFetch((request) => {
    if (request.headers["X-Api-Token"] !== user.spree_api_key) return refusal({ status: 401, code: "unauthorized" });
    const route = `${request.method} ${request.path}`;

    if (route === "GET users/current") return json(user);
    if (route === `PUT users/${user.id}`) {
      user = { ...user, ...(request.body as Partial<CurrentUser>) };
      const { spree_api_key: _key, ...shown } = user;
      return json(shown);
    }
    if (route === "GET v1/emails/consents") return json({ email: user.email ?? "", consents });
    if (route === "POST v1/emails/save_with_consents") {
      const body = request.body as { email: string; consents: { type: string; status: string }[] };
      for (const consent of body.consents) {
        const index = consents.findIndex((known) => known.type === consent.type);
        const saved = { ...consent, updated_at: "2026-03-21T10:00:00.000Z" };
        if (index >= 0) consents[index] = saved;
        else consents.push(saved);
      }
      return json({ email: body.email, consents });
    }
    if (route === "GET orders/mine") return json({ orders });
    if (route === "GET companies/mine/purchase_approvals")
      return initial.pendingApprovals ? json({ purchase_approvals: initial.pendingApprovals }) : refusal({ status: 404, code: "not_found" });
    if (route === "GET v2/orders/current") return cart ? json(cart) : refusal({ status: 404, code: "not_found" });
    if (route === "POST v2/orders") {
      cart = orderJson({
        number: "R900000001",
        state: "cart",
        payment_state: "NOT_STARTED",
        line_items: [],
        completed_at: null,
        created_at: "2026-03-21T10:00:00.000Z",
      });
      return json(cart, 201);
    }
    const addLine = /^v2\/orders\/([^/]+)\/line_item$/.exec(request.path);
    if (request.method === "POST" && addLine) {
      if (!cart || cart.number !== addLine[1]) return refusal({ status: 404, code: "not_found" });
      const lines = cart.line_items;
      const body = request.body as Schema<"NewLineItem">;
      cart = {
        ...cart,
        line_items: [...lines, lineJson({ id: 500 + lines.length, sku: body.sku, quantity: body.quantity, box_design_id: body.box_design_id ?? null })],
      };
      return json(cart);
    }
    const again = /^v2\/offer_line_items\/(\d+)\/order_again$/.exec(request.path);
    if (request.method === "POST" && again) {
      if (initial.expiredOfferLines?.includes(Number(again[1]))) return refusal({ status: 409, code: "offer_price_expired" });
      return json({ order_number: cart?.number ?? "R900000009" });
    }
    const order = /^orders\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && order) {
      const found = orders.find((candidate) => candidate.number === decodeURIComponent(order[1]!));
      return found ? json(found) : refusal({ status: 404, code: "not_found" });
    }
    if (route === "GET v2/quote_requests/mine") return json({ quote_requests: initial.quoteRequests ?? [] });
    const offer = /^offers\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && offer) {
      const found = (initial.offers ?? []).find((candidate) => candidate.token === decodeURIComponent(offer[1]!));
      return found ? json({ offer: found }) : refusal({ status: 404, code: "not_found" });
    }
    return refusal({ status: 404, code: "not_found" });
  });

  return {
    ...api,
    cart: () => cart,
    consents: () => consents,
    user: () => user,
  };
}

import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import type { ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { CurrentUser } from "@/lib/session/types";
import type { RegionId } from "@/regions/schema";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { signedUpUser, storeToken } from "@/test/users";
import type { OfferLine, PublicOffer } from "./api";

/**
 * A fake offers API behind `fetch` for the review page's tests: the network
 * boundary, with the real client, query cache and components above it. It
 * answers an offer by its token as the contract says (drafts only to a preview,
 * one order however often the offer is accepted), and any route can be made to fail.
 */

export const TOKEN = "offer-token-1";

/** An amount with 23% VAT rounded half up, as the shop answers it for the eu storefront. */
const withVat = (net: number) => net + Math.round((net * 23) / 100);

export function offerLine(values: Partial<OfferLine> & Pick<OfferLine, "id">): OfferLine {
  const line = {
    sku: "mailer-box-full-color-200x150x70",
    name: "Full-colour mailer boxes 200×150×70",
    description: "",
    quantity: 500,
    unit_price: 120,
    total: 60000,
    box_design_id: null,
    ...values,
    options: values.options ?? {},
  };
  return { ...line, unit_price_with_vat: values.unit_price_with_vat ?? withVat(line.unit_price), total_with_vat: values.total_with_vat ?? withVat(line.total) };
}

export function offerRecord(values: Partial<PublicOffer> = {}): PublicOffer {
  const lineItems = values.line_items ?? [
    offerLine({ id: 1, name: "Full-colour mailer boxes 200×150×70", description: "Printed outside, 2 colours", quantity: 500, unit_price: 120, total: 60000 }),
    offerLine({ id: 2, sku: "shipping-box-plain-300x200x150", name: "Plain shipping boxes 300×200×150", quantity: 200, unit_price: 95, total: 19000 }),
    offerLine({ id: 3, sku: "tape-printed-50", name: "Printed tape", description: "Your logo, brown tape", quantity: 36, unit_price: 450, total: 16200 }),
  ];
  return {
    id: 41,
    token: TOKEN,
    state: "sent",
    region: "eu",
    currency: "EUR",
    locale: "en-US",
    email: "buyer@kartonwerk.example",
    message: "As agreed on the phone:\nthe tape comes in boxes of 36 rolls.",
    order_number: null,
    order_manager: { email: "olga@boxwright.example", name: "Olga Nowak", avatar: "https://cdn.boxwright.example/avatars/olga.png" },
    valid_until: "2026-04-30T21:59:59.000Z",
    url: `http://localhost:3000/offer/${TOKEN}/review`,
    qr_number: "QR12345678",
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    line_items: lineItems,
    item_total: lineItems.reduce((sum, line) => sum + line.total, 0),
    item_total_with_vat: lineItems.reduce((sum, line) => sum + line.total_with_vat, 0),
    vat_rate: 23,
    price_display: "gross",
    created_at: "2026-03-10T09:00:00.000Z",
    sent_at: "2026-03-10T09:30:00.000Z",
    viewed_at: null,
    accepted_at: null,
    expired: false,
    ...values,
  };
}

/** The visitor, as users/current answers. */
export const buyer = signedUpUser;

export const signIn = () => storeToken(buyer);

export const ORDER_NUMBER = "R555000111";

/** `visitor` is who users/current says the token belongs to: the signed-in buyer unless a test names an anonymous visitor or another account. */
export function fakeOffersApi(initial: PublicOffer | null, visitor: CurrentUser = buyer) {
  let offer = initial;

  const api = fakeFetch((request) => {
    if (request.method === "GET" && request.path === "users/current")
      return request.headers["X-Api-Token"] ? json(visitor) : refusal({ status: 401, code: "unauthorized" });

    const match = /^offers\/([^/]+)(\/accept)?$/.exec(request.path);
    const preview = request.query.get("preview") === "true";
    if (!match || !offer || decodeURIComponent(match[1]!) !== offer.token || (offer.state === "draft" && !preview))
      return refusal({ status: 404, code: "not_found" });

    if (request.method === "GET" && !match[2]) {
      if (!preview && offer.state === "sent") offer = { ...offer, state: "viewed", viewed_at: "2026-03-11T08:00:00.000Z" };
      return json({ offer });
    }
    if (request.method === "POST" && match[2]) {
      if (!request.headers["X-Api-Token"]) return refusal({ status: 401, code: "unauthorized" });
      const ids = (request.body as { line_item_ids?: unknown }).line_item_ids;
      const known = new Set(offer.line_items.map((line) => line.id));
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => known.has(id as number))) return refusal({ status: 400, code: "invalid_line_items" });
      offer = { ...offer, state: "accepted", order_number: ORDER_NUMBER, accepted_at: "2026-03-11T09:00:00.000Z" };
      return json({ offer, order_number: ORDER_NUMBER });
    }
    return refusal({ status: 404, code: "not_found" });
  });

  return {
    ...api,
    /** Changes the offer on the server side, as a manager would. */
    change: (values: Partial<PublicOffer>) => {
      offer = offer ? { ...offer, ...values } : offer;
    },
  };
}

/** Renders inside the storefront's providers with the page's query string (?preview=true), as the router gives it. */
export function renderWithQuery(ui: ReactElement, options: { query?: string; locale?: Locale; regionId?: RegionId } = {}) {
  return renderInStorefront(<SearchParamsContext.Provider value={new URLSearchParams(options.query ?? "")}>{ui}</SearchParamsContext.Provider>, options);
}

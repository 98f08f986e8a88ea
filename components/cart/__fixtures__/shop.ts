import { vi } from "vitest";
import type { CurrentUser } from "@/lib/session/types";
import { lineAnswer, orderAnswer } from "@/test/order-answers";
import { currentUser } from "@/test/users";
import type { LineItem, Order } from "../types";

/**
 * Test data shaped like the orders API's answers (server/orders/schemas.ts), and a
 * fake of the network that answers the shop API's paths: the cart's code runs
 * unchanged above it, through ApiService and the query cache.
 */

export const VISITOR: CurrentUser = currentUser({ created_at: "2026-05-04T09:00:00.000Z", spree_api_key: "visitor-token" });

/** The fixtures' VAT rate: eu's 23%. */
export const FIXTURE_VAT = 23;

/** A net amount's VAT as the server rounds it on one component (half up; server/pricing/price-rule.ts). */
export const vatOf = (net: number, rate = FIXTURE_VAT) => Math.sign(net) * Math.round((Math.abs(net) * rate) / 100);

/** A line's amounts as the server answers them: net, VAT on the line, the two added. */
export function amounts(price: number, total: number, rate = FIXTURE_VAT) {
  return { price, price_with_vat: price + vatOf(price, rate), total, vat: vatOf(total, rate), total_with_vat: total + vatOf(total, rate) };
}

export function productLine(fields: Partial<LineItem> & { id: number; slug: string; size: string; quantity: number; price: number }): LineItem {
  const { slug, size, ...rest } = fields;
  const sku = `${slug}-${size}`;
  return lineAnswer({
    variant_id: 100_000 + fields.id,
    sku,
    ...amounts(fields.price, fields.price * fields.quantity),
    variant: { id: 100_000 + fields.id, sku, external_pim_sku: `PIM-${fields.id}`, name: `${slug} ${size}` },
    product: { id: fields.id, slug, name: slug },
    ...rest,
  });
}

export function extraLine(fields: Partial<LineItem> & { id: number; kind: LineItem["kind"]; total: number }): LineItem {
  return lineAnswer({ ...amounts(fields.total, fields.total), ...fields });
}

export function order(lines: LineItem[], totals: Partial<Order> = {}): Order {
  const figures = orderFigures(lines, totals);
  return orderAnswer({
    id: 41,
    number: "R123456789",
    vat_rate: FIXTURE_VAT,
    item_count: lines.filter((line) => line.kind === "product").reduce((sum, line) => sum + line.quantity, 0),
    line_items: lines,
    ...figures,
    ...totals,
  });
}

/**
 * Each component with its VAT, as the server answers it: the lines' gross amounts
 * added, the shipping, customs and discount each rounded on their own, at the
 * order's rate (the fixtures' unless the totals say another).
 */
function orderFigures(lines: LineItem[], totals: Partial<Order>) {
  const rate = totals.vat_rate ?? FIXTURE_VAT;
  const gross = (net: number) => net + vatOf(net, rate);
  return {
    item_total_with_vat: lines.length > 0 ? lines.reduce((sum, line) => sum + line.total_with_vat, 0) : gross(totals.item_total ?? 0),
    ship_total_with_vat: gross(totals.ship_total ?? 0),
    customs_total_with_vat: gross(totals.customs_total ?? 0),
    promo_total_with_vat: gross(totals.promo_total ?? 0),
  };
}

/** A full-colour mailer without a design yet and with an expert check, a plain mailer (no thumbnail), and the warranty, in EUR with 23% VAT. */
export function mailerCart(): Order {
  return order(
    [
      productLine({
        id: 11,
        slug: "mailer-box-full-color",
        size: "200x150x70",
        quantity: 60,
        price: 245,
        options: { material: "cardboard-white-one-side", printMode: "print-color-hd", printQuality: "standard" },
        thumbnail: "/build/shared-images/products/mailer-box-full-color/cardboard-white-one-side-closed-320.webp",
        skipped_design: true,
      }),
      extraLine({ id: 12, kind: "expert_check", parent_id: 11, total: 1900 }),
      productLine({
        id: 13,
        slug: "mailer-box-plain",
        size: "200x150x70",
        quantity: 30,
        price: 112,
        options: { material: "cardboard-natural", printMode: "no-print" },
      }),
      extraLine({ id: 14, kind: "service", service_name: "warranty", total: 903 }),
    ],
    { item_total: 20863, tax_total: 4799, total: 25662 },
  );
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | ((call: Call) => { status: number; body?: unknown });

/**
 * The network as the shop API answers it. Routes are "METHOD path" (path after
 * /api/, without the query); every request is recorded in calls. Unknown routes
 * answer 404 with the error envelope, as the API does.
 */
export function fakeShop(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const call: Call = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api\//, ""),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = typeof route === "function" ? route(call) : (route ?? { status: 404, body: { error: { code: "not_found", message: "Not found" } } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { fetch, calls, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}

/** The routes every page needs: the visitor's session with a stored token. */
export const SESSION_ROUTES: Record<string, Reply> = { "GET users/current": { status: 200, body: VISITOR } };

export const apiError = (status: number, code: string, details?: unknown) => ({
  status,
  body: { error: { code, message: "English text for developers", details } },
});

import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { OFFER_STATES, QUOTE_REQUEST_STATES } from "@/lib/b2b/states";
import type { Locale } from "@/lib/i18n/locales";
import type { CurrentUser } from "@/lib/session/types";
import type { RegionId } from "@/regions/schema";
import { fakeFetch, json, refusal, type Refusal, type SentRequest } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser, signedUpUser, storeToken } from "@/test/users";
import type { QuoteRequest } from "./api";
import type { QuoteProduct } from "./products";

/**
 * A fake quotes API for the quote pages' tests: the network boundary (fetch for
 * the API, XMLHttpRequest for uploads), with the real client, query cache and
 * components above it. It keeps requests as the contract says the server does
 * (one per idempotency key, the owner's only, newest first), prices instant
 * quotes, makes offers from them, and can fail, lose an answer or hold one.
 */

export interface Upload {
  name: string;
  purpose: string;
  headers: Record<string, string>;
}

type Stored = QuoteRequest & { owner: number };

/** Two storefront products as the /quote page hands them over. */
export const products: QuoteProduct[] = [
  { slug: "mailer-box-eco-white", name: "Eco white mailer boxes", sku: "mailer-box-eco-white-200x150x70" },
  { slug: "product-box", name: "Product boxes", sku: "product-box-150x100x50" },
];

export const owner = signedUpUser;
/** Someone who has not signed up: their token owns what they send. */
export const visitor = currentUser({ id: 9, spree_api_key: "token-9" });

export const signIn = (user: CurrentUser = owner) => storeToken(user);

/** Price of one piece in every instant quote, in minor units. */
export const UNIT_PRICE = 129;
export const OFFER_TOKEN = "offer-token-1";

export function quoteRequest(values: Partial<QuoteRequest> & Pick<QuoteRequest, "id" | "number">): QuoteRequest {
  return {
    mode: 0,
    state: "new",
    region: "eu",
    locale: "en-US",
    email: "ada@example.com",
    name: "Ada Lovelace",
    company_name: null,
    phone: null,
    product_slug: "mailer-box-eco-white",
    quantity: 500,
    dimensions: null,
    message: "",
    details: {},
    files: [],
    manager: null,
    offers: [],
    created_at: "2026-03-14T10:00:00.000Z",
    ...values,
  };
}

/** The body's check as the contract states it; the first problem found, with the field it is about. */
function refusedBody(body: Record<string, unknown>): Refusal | null {
  const field = (name: string): Refusal => ({ status: 400, code: "invalid_request", details: { field: name } });
  if (body.mode !== 0 && body.mode !== 1) return field("mode");
  if (typeof body.email !== "string" || !body.email.includes("@")) return field("email");
  if (typeof body.name !== "string" || !body.name) return field("name");
  if (typeof body.idempotency_key !== "string" || body.idempotency_key.length < 8 || body.idempotency_key.length > 100) return field("idempotency_key");
  if (body.mode === 0 && !products.some((product) => product.slug === body.product_slug)) return field("product_slug");
  if (body.mode === 0 && !(typeof body.quantity === "number" && body.quantity >= 1)) return field("quantity");
  if (body.mode === 1 && !(typeof body.message === "string" && body.message.length >= 10)) return field("message");
  if (Array.isArray(body.file_ids) && body.file_ids.length > 10) return field("file_ids");
  return null;
}

export function fakeQuotesApi(
  options: { user?: CurrentUser; requests?: (QuoteRequest & { owner?: number })[]; priceDisplay?: "gross" | "net-plus-vat" | "no-vat" } = {},
) {
  // The storefront's rule for its prices; its VAT rate is 20% unless it charges none.
  const display = options.priceDisplay ?? "net-plus-vat";
  const vatRate = display === "no-vat" ? 0 : 20;
  const withVat = (amount: number) => Math.round((amount * (100 + vatRate)) / 100);
  const user = options.user ?? owner;
  const requests: Stored[] = (options.requests ?? []).map((request) => ({ owner: user.id, ...request }));
  const byKey = new Map<string, Stored>();
  const uploads: Upload[] = [];
  let instantQuotes = 0;
  let offered = false;
  let files = 0;

  const whoIs = (headers: Record<string, string>) => (headers["X-Api-Token"] === user.spree_api_key ? user : null);

  function answer(request: SentRequest): Response {
    // A visitor without a stored token becomes this user, as the shop makes an anonymous one.
    if (request.method === "GET" && request.path === "users/create_anonymous") return json({ token: user.spree_api_key });
    const caller = whoIs(request.headers);
    if (!caller) return refusal({ status: 401, code: "unauthorized" });
    if (request.method === "GET" && request.path === "users/current") return json(caller);

    if (request.method === "POST" && request.path === "v2/quote_requests") {
      const body = request.body as Record<string, unknown>;
      const problem = refusedBody(body);
      if (problem) return refusal(problem);
      const key = `${caller.id}:${String(body.idempotency_key)}`;
      const first = byKey.get(key);
      if (first) return json({ quote_request: strip(first) }, 200);
      const id = 100 + requests.length + 1;
      const made: Stored = {
        ...quoteRequest({ id, number: `QR${String(12345678 + requests.length)}` }),
        mode: body.mode as 0 | 1,
        email: body.email as string,
        name: body.name as string,
        company_name: (body.company_name as string | null) ?? null,
        phone: (body.phone as string | null) ?? null,
        product_slug: (body.product_slug as string | null) ?? null,
        quantity: (body.quantity as number | null) ?? null,
        dimensions: (body.dimensions as string | null) ?? null,
        message: (body.message as string) ?? "",
        details: (body.details as Record<string, string>) ?? {},
        created_at: new Date().toISOString(),
        owner: caller.id,
      };
      requests.push(made);
      byKey.set(key, made);
      return json({ quote_request: strip(made) }, 201);
    }
    if (request.method === "GET" && request.path === "v2/quote_requests/mine") {
      const mine = requests.filter((stored) => stored.owner === caller.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
      return json({ quote_requests: mine.map(strip) });
    }
    const one = /^quote_requests\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && one) {
      const id = decodeURIComponent(one[1]!);
      const found = requests.find((stored) => (stored.number === id || String(stored.id) === id) && stored.owner === caller.id);
      return found ? json({ quote_request: strip(found) }) : refusal({ status: 404, code: "not_found" });
    }

    if (request.method === "POST" && request.path === "v2/instant_quotes") {
      const lines = (request.body as { line_items: { sku: string; quantity: number }[] }).line_items;
      if (!lines.every((line) => products.some((product) => product.sku === line.sku))) return refusal({ status: 400, code: "unknown_sku" });
      instantQuotes += 1;
      const priced = lines.map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        unit_price: UNIT_PRICE,
        total: UNIT_PRICE * line.quantity,
        unit_price_with_vat: withVat(UNIT_PRICE),
        total_with_vat: withVat(UNIT_PRICE * line.quantity),
      }));
      return json(
        {
          instant_quote: {
            id: instantQuotes,
            region: request.headers["X-Region"],
            currency: "EUR",
            line_items: priced,
            item_total: priced.reduce((sum, line) => sum + line.total, 0),
            item_total_with_vat: priced.reduce((sum, line) => sum + line.total_with_vat, 0),
            vat_rate: vatRate,
            price_display: display,
            valid_until: "2026-04-30T22:00:00.000Z",
            offer_token: null,
          },
        },
        201,
      );
    }
    const offer = /^v2\/instant_quotes\/(\d+)\/offers$/.exec(request.path);
    if (request.method === "POST" && offer) {
      if (Number(offer[1]) > instantQuotes) return refusal({ status: 404, code: "not_found" });
      const status = offered ? 200 : 201;
      offered = true;
      return json({ offer: { id: 1, token: OFFER_TOKEN, state: "sent", url: `http://localhost:3000/offer/${OFFER_TOKEN}/review`, expired: false } }, status);
    }
    return refusal({ status: 404, code: "not_found" });
  }

  const api = fakeFetch(answer);

  /** The shop's side of POST /api/files: quote attachments are stored; a file named "fake-*.png" is found not to be one. */
  function acceptFile(form: FormData, headers: Record<string, string>): { status: number; body: unknown } {
    const file = form.get("file") as File;
    const purpose = String(form.get("purpose"));
    uploads.push({ name: file.name, purpose, headers });
    if (!whoIs(headers)) return { status: 401, body: { error: { code: "unauthorized", message: "No token", details: null } } };
    if (file.name.startsWith("fake-")) return { status: 415, body: { error: { code: "unsupported_file_type", message: "Not a PNG", details: null } } };
    if (file.name.startsWith("busy-"))
      return { status: 503, body: { error: { code: "uploads_busy", message: "Many files are being converted", details: { retry_after_seconds: 10 } } } };
    files += 1;
    return {
      status: 201,
      body: {
        id: `file-${files}`,
        purpose,
        original_name: file.name,
        content_type: "application/pdf",
        byte_size: file.size,
        width: null,
        height: null,
        colours: null,
        colours_more_than: false,
        variants: {},
        created_at: "2026-03-14T10:00:00.000Z",
      },
    };
  }

  /** Just enough of XMLHttpRequest for the upload client: progress, then the shop's answer. */
  class FakeXhr {
    status = 0;
    responseText = "";
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private readonly headers: Record<string, string> = {};
    private aborted = false;
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    removeEventListener(type: string, listener: EventListener) {
      this.events.removeEventListener(type, listener);
    }
    abort() {
      this.aborted = true;
      this.events.dispatchEvent(new Event("abort"));
    }
    send(form: FormData) {
      const size = (form.get("file") as File).size;
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded: Math.floor(size / 2), total: size }));
        setTimeout(() => {
          if (this.aborted) return;
          const { status, body } = acceptFile(form, this.headers);
          this.upload.dispatchEvent(new ProgressEvent("load"));
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.events.dispatchEvent(new ProgressEvent("load"));
        }, 0);
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);

  return {
    ...api,
    uploads,
    /** What the shop holds, as the owner would be answered. */
    requests: () => requests.map(strip),
  };
}

function strip({ owner: _owner, ...request }: Stored): QuoteRequest {
  return request;
}

/** Renders inside the storefront's providers, with the page's query string (?mode=1, ?number=…) as the router gives it. */
export function renderQuotePage(ui: ReactElement, options: { query?: string; locale?: Locale; regionId?: RegionId } = {}) {
  return renderInStorefront(<SearchParamsContext.Provider value={new URLSearchParams(options.query ?? "")}>{ui}</SearchParamsContext.Provider>, options);
}

/** Every state a request and an offer can be in, for tests that walk them all. */
export const ALL_REQUEST_STATES = QUOTE_REQUEST_STATES;
export const ALL_OFFER_STATES = OFFER_STATES;

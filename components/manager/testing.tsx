import { endOfShopDay } from "@/lib/dates/shop-day";
import type { InterfaceLocale } from "@/lib/i18n/locales";
import cs from "@/messages/cs-CZ.json";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import es from "@/messages/es-ES.json";
import fr from "@/messages/fr-FR.json";
import it from "@/messages/it-IT.json";
import nl from "@/messages/nl-NL.json";
import pl from "@/messages/pl-PL.json";
import pt from "@/messages/pt-PT.json";
import ro from "@/messages/ro-RO.json";
import sv from "@/messages/sv-SE.json";
import { fakeFetch, json, refusal, type SentRequest } from "@/test/fake-api";
import { lineItemAnswer, paidOrderAnswer } from "@/test/order-answers";
import { renderInStorefront } from "@/test/render";
import { currentUser, storeToken } from "@/test/users";
import type { Fileset, Manager, Offer, OfferLine, OrderFile, OrderSummary, QuoteRequest } from "./api";
import type { OfferCatalogue } from "@/lib/b2b/offer-catalogue";
import type { ManagerStorefront } from "./setup";

/**
 * Test helpers for the manager console: a fake b2b API behind `fetch` that keeps
 * its requests, offers and orders as the server would (the network boundary;
 * the API client, query cache and components above it are real), fixtures in
 * the contract's shapes, and the storefronts and catalogue the pages are given.
 */

export { renderInStorefront };

export const olga: Manager = { email: "olga@boxwright.test", name: "Olga Nowak", avatar: "/build/shared-images/favicon.svg" };

/** Olga, signed in; whether she is a manager is up to the fake API. */
export const managerUser = currentUser({
  id: 40,
  email: olga.email,
  anonymous: false,
  confirmed: true,
  first_name: "Olga",
  last_name: "Nowak",
  spree_api_key: "token-olga",
});
export const signIn = () => storeToken(managerUser);

export const STOREFRONTS: ManagerStorefront[] = [
  {
    id: "eu",
    name: "Boxwright",
    currency: "EUR",
    formatter: { thousandSeparator: ",", decimalSeparator: ".", currencySign: "€", currencyPosition: "left" },
    locale: "en-US",
  },
  {
    id: "de",
    name: "Boxwright DE",
    currency: "EUR",
    formatter: { thousandSeparator: ".", decimalSeparator: ",", currencySign: "€", currencyPosition: "right" },
    locale: "de-DE",
  },
  {
    id: "pl",
    name: "Boxwright PL",
    currency: "PLN",
    formatter: { thousandSeparator: " ", decimalSeparator: ",", currencySign: "zł", currencyPosition: "right" },
    locale: "pl-PL",
  },
];

const CATALOGUES: Record<InterfaceLocale, { Products: Record<string, { name: string }> }> = {
  "cs-CZ": cs,
  "de-DE": de,
  "en-US": en,
  "es-ES": es,
  "fr-FR": fr,
  "it-IT": it,
  "nl-NL": nl,
  "pl-PL": pl,
  "pt-PT": pt,
  "ro-RO": ro,
  "sv-SE": sv,
};

const namesOf = (slug: string) => Object.fromEntries(Object.entries(CATALOGUES).map(([locale, messages]) => [locale, messages.Products[slug]!.name]));

/** Two real product types with their real names; the poly mailer is flat and not sold in Poland. */
export const CATALOGUE: OfferCatalogue = [
  {
    slug: "mailer-box-eco-white",
    names: namesOf("mailer-box-eco-white"),
    storefronts: ["eu", "de", "pl"],
    sizes: [
      { code: "150x100x50", lengthMm: 150, widthMm: 100, heightMm: 50 },
      { code: "200x150x70", lengthMm: 200, widthMm: 150, heightMm: 70 },
    ],
    customLimits: { length: { min: 75, max: 300 }, width: { min: 50, max: 225 }, height: { min: 25, max: 105 } },
    options: {
      materials: ["cardboard-white-one-side", "cardboard-natural-white-inside"],
      printModes: ["print-monochrome", "print-monochrome-with-print-inside"],
      finishes: [],
      printQualities: ["standard", "hd-plus"],
    },
  },
  {
    slug: "poly-mailer",
    names: namesOf("poly-mailer"),
    storefronts: ["eu", "de"],
    sizes: [{ code: "250x350", lengthMm: 250, widthMm: 350, heightMm: 0 }],
    customLimits: null,
    options: { materials: [], printModes: ["print-monochrome"], finishes: [], printQualities: ["standard"] },
  },
];

export const productNames = Object.fromEntries(Object.entries(en.Products).map(([slug, product]) => [slug, product.name]));

export function quoteRequest(values: Partial<QuoteRequest> & Pick<QuoteRequest, "id" | "number">): QuoteRequest {
  return {
    mode: 0,
    state: "new",
    region: "pl",
    locale: "pl-PL",
    email: "jan@kartony.test",
    name: "Jan Kowalski",
    company_name: "Kartony Sp. z o.o.",
    phone: "+48 600 100 200",
    product_slug: "mailer-box-eco-white",
    quantity: 500,
    dimensions: "200 × 150 × 70 mm",
    message: "",
    details: {},
    files: [],
    manager: null,
    offers: [],
    created_at: "2026-03-10T09:00:00.000Z",
    ...values,
  };
}

export function offer(values: Partial<Offer> & Pick<Offer, "id">): Offer {
  const token = values.token ?? `offer-token-${values.id}`;
  const lines = values.line_items ?? [];
  return {
    token,
    state: "draft",
    region: "pl",
    currency: "PLN",
    locale: "pl-PL",
    email: "jan@kartony.test",
    message: "",
    order_number: null,
    order_manager: olga,
    valid_until: "2026-12-31T22:59:59.999Z",
    url: `http://pl.localhost:3000/offer/${token}/review`,
    qr_number: null,
    qr_svg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${token}</title></svg>`,
    line_items: lines,
    item_total: lines.reduce((sum, line) => sum + line.total, 0),
    item_total_with_vat: lines.reduce((sum, line) => sum + line.total_with_vat, 0),
    vat_rate: 0,
    price_display: "net-plus-vat",
    expired: false,
    created_at: "2026-03-11T08:00:00.000Z",
    sent_at: null,
    viewed_at: null,
    accepted_at: null,
    events: [],
    accepted_by: null,
    ...values,
  };
}

export function offerLine(values: Partial<OfferLine> & Pick<OfferLine, "id">): OfferLine {
  const quantity = values.quantity ?? 500;
  const unitPrice = values.unit_price ?? 250;
  return {
    sku: "mailer-box-eco-white-200x150x70",
    name: "Eco white mailer boxes",
    description: "",
    quantity,
    unit_price: unitPrice,
    unit_price_with_vat: unitPrice,
    total: quantity * unitPrice,
    total_with_vat: quantity * unitPrice,
    box_design_id: null,
    ...values,
    options: values.options ?? {},
  };
}

export function orderFile(number: string, values: Partial<OrderFile["order"]> = {}): OrderFile {
  return {
    order: paidOrderAnswer({
      number,
      state: "complete",
      payment_state: "OK",
      channel: "custom",
      currency: "EUR",
      region: "de",
      email: "anna@schachtel.test",
      item_total: 125000,
      ship_total: 0,
      customs_total: 0,
      promo_total: 0,
      tax_total: 23750,
      total: 148750,
      vat_rate: 19,
      vat_id: null,
      vat_check: null,
      reverse_charge: false,
      ship_address: null,
      bill_address: {
        first_name: "Anna",
        last_name: "Schmidt",
        company_name: "Schachtel GmbH",
        street: "Hafenstraße 3",
        zip_code: "20457",
        city: "Hamburg",
        country_iso: "DE",
      },
      order_manager: olga,
      line_items: [
        lineItemAnswer({
          id: 1,
          kind: "product",
          sku: "mailer-box-eco-white-200x150x70",
          service_name: null,
          quantity: 500,
          price: 250,
          total: 125000,
          name: "Eco white mailer boxes",
          fixed_price: true,
          variant: null,
          product: null,
        }),
      ],
      completed_at: "2026-03-12T10:00:00.000Z",
      created_at: "2026-03-12T09:00:00.000Z",
      qa_state: "in_review",
      approval: null,
      ...values,
    }),
    filesets: [],
    qa_comments: [],
    qa_state_changes: [],
  };
}

export function orderSummary(file: OrderFile): OrderSummary {
  const { order } = file;
  return {
    number: order.number,
    state: order.state,
    email: order.email,
    total: order.total,
    currency: order.currency,
    region: order.region,
    completed_at: order.completed_at,
    qa_state: order.qa_state,
    approval_status: order.approval?.status ?? null,
  };
}

const NOW = () => new Date().toISOString();

interface FakeOptions {
  /** Null: a signed-in user who is not a manager (403). */
  manager?: Manager | null;
  quoteRequests?: QuoteRequest[];
  offers?: Offer[];
  orders?: OrderFile[];
}

/** The b2b API as the console sees it, kept in memory. Every route can be made to fail. */
/** What the shop keeps for a picked day: its end in the shop's time zone (a moment is kept as given). */
function keptValidity(value: string): string {
  return endOfShopDay(value)?.toISOString() ?? value;
}

export function fakeManagerApi(options: FakeOptions = {}) {
  const manager = options.manager === undefined ? olga : options.manager;
  const requests = [...(options.quoteRequests ?? [])];
  const offers = [...(options.offers ?? [])];
  const orders = new Map((options.orders ?? []).map((file) => [file.order.number, structuredClone(file)]));
  const uploads: { id: string; name: string; purpose: string }[] = [];
  let nextId = 1000;

  const totalled = (target: Offer) => {
    target.line_items = target.line_items.map((line) => ({
      ...line,
      total: line.quantity * line.unit_price,
      total_with_vat: line.quantity * line.unit_price_with_vat,
    }));
    target.item_total = target.line_items.reduce((sum, line) => sum + line.total, 0);
    target.item_total_with_vat = target.line_items.reduce((sum, line) => sum + line.total_with_vat, 0);
    return target;
  };
  const lineOwner = (lineId: number) => offers.find((candidate) => candidate.line_items.some((line) => line.id === lineId));

  function answer(request: SentRequest): Response {
    const { method, path, query } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const route = `${method} ${path}`;

    if (route === "GET managers/current") return manager ? json(manager) : refusal({ status: 403, code: "forbidden" });
    if (!manager) return refusal({ status: 403, code: "forbidden" });

    if (route === "GET quote_requests") {
      const state = query.get("state");
      const listed = requests.filter((candidate) => !state || candidate.state === state).sort((a, b) => b.created_at.localeCompare(a.created_at));
      return json({ quote_requests: listed });
    }
    let match = /^quote_requests\/([^/]+)$/.exec(path);
    if (match) {
      const found = requests.find((candidate) => candidate.number === match![1] || String(candidate.id) === match![1]);
      if (!found) return refusal({ status: 404, code: "not_found" });
      if (method === "GET") return json({ quote_request: found });
      if (method === "PATCH") {
        found.state = body.state as QuoteRequest["state"];
        if (found.state === "in_progress") found.manager = manager;
        return json({ quote_request: found });
      }
    }

    if (route === "GET offers") {
      const state = query.get("state");
      return json({ offers: offers.filter((candidate) => !state || candidate.state === state).sort((a, b) => b.id - a.id) });
    }
    if (route === "POST offers") {
      const storefront = STOREFRONTS.find((candidate) => candidate.id === body.region);
      const from = requests.find((candidate) => candidate.id === body.quote_request_id);
      const made = offer({
        id: nextId++,
        email: String(body.email),
        region: String(body.region),
        currency: storefront?.currency ?? "EUR",
        locale: String(body.locale ?? storefront?.locale ?? "en-US"),
        valid_until: keptValidity(String(body.valid_until)),
        message: String(body.message ?? ""),
        qr_number: from?.number ?? null,
        order_manager: manager,
        created_at: NOW(),
      });
      offers.push(made);
      return json({ offer: made }, 201);
    }
    match = /^manager\/offers\/(\d+)(?:\/(send|withdraw))?$/.exec(path);
    if (match) {
      const found = offers.find((candidate) => candidate.id === Number(match![1]));
      if (!found) return refusal({ status: 404, code: "not_found" });
      const action = match[2];
      if (method === "GET" && !action) return json({ offer: found });
      if (method === "PATCH" && !action) {
        if (found.state !== "draft") return refusal({ status: 409, code: "offer_not_draft" });
        Object.assign(found, body);
        if (typeof body.valid_until === "string") found.valid_until = keptValidity(body.valid_until);
        const storefront = STOREFRONTS.find((candidate) => candidate.id === found.region);
        if (storefront) found.currency = storefront.currency;
        return json({ offer: found });
      }
      if (method === "POST" && action === "send") {
        if (found.line_items.length === 0) return refusal({ status: 422, code: "offer_empty" });
        if (!["draft", "sent", "viewed"].includes(found.state)) return refusal({ status: 409, code: "offer_not_draft" });
        const again = found.state !== "draft";
        if (!again) {
          found.state = "sent";
          found.sent_at = NOW();
        }
        found.events = [...found.events, { name: again ? "resent" : "sent", created_at: NOW() }];
        return json({ offer: found });
      }
      if (method === "POST" && action === "withdraw") {
        if (found.state === "accepted") return refusal({ status: 409, code: "offer_already_accepted" });
        found.state = "withdrawn";
        found.events = [...found.events, { name: "withdrawn", created_at: NOW() }];
        return json({ offer: found });
      }
    }
    if (route === "POST v2/offer_line_items") {
      const found = offers.find((candidate) => candidate.id === body.offer_id);
      if (!found) return refusal({ status: 404, code: "not_found" });
      if (found.state !== "draft") return refusal({ status: 409, code: "offer_not_draft" });
      const line = offerLine({
        id: nextId++,
        sku: String(body.sku),
        name: typeof body.name === "string" ? body.name : "Product",
        description: typeof body.description === "string" ? body.description : "",
        options: (body.options ?? {}) as OfferLine["options"],
        quantity: Number(body.quantity),
        unit_price: Number(body.unit_price),
      });
      found.line_items = [...found.line_items, line];
      return json({ offer: totalled(found) }, 201);
    }
    match = /^v2\/offer_line_items\/(\d+)$/.exec(path);
    if (match) {
      const lineId = Number(match[1]);
      const found = lineOwner(lineId);
      if (!found) return refusal({ status: 404, code: "not_found" });
      if (found.state !== "draft") return refusal({ status: 409, code: "offer_not_draft" });
      if (method === "PATCH") found.line_items = found.line_items.map((line) => (line.id === lineId ? { ...line, ...body } : line));
      if (method === "DELETE") found.line_items = found.line_items.filter((line) => line.id !== lineId);
      return json({ offer: totalled(found) });
    }

    if (route === "GET manager/orders") {
      const q = (query.get("q") ?? "").toLowerCase();
      const state = query.get("state");
      const found = [...orders.values()]
        .filter((file) => file.order.number.toLowerCase() === q || file.order.email?.toLowerCase() === q)
        .filter((file) => !state || file.order.state === state);
      return json({ orders: found.map(orderSummary) });
    }
    match = /^manager\/orders\/([^/]+)(?:\/(client_approval_filesets))?$/.exec(path);
    if (match) {
      const file = orders.get(decodeURIComponent(match[1]!));
      if (!file) return refusal({ status: 404, code: "not_found" });
      if (method === "GET" && !match[2]) return json(file);
      if (method === "POST" && match[2]) {
        const ids = body.file_ids as string[];
        const known = ids.map((id) => uploads.find((upload) => upload.id === id));
        if (known.some((upload) => !upload)) return refusal({ status: 400, code: "invalid_request", details: { field: "file_ids" } });
        file.filesets = file.filesets.map((older) =>
          older.attributes.status === "pending" ? { ...older, attributes: { ...older.attributes, status: "superseded" } } : older,
        );
        const uuid = `fileset-${nextId++}`;
        const fileset: Fileset = {
          id: uuid,
          type: "client_approval_fileset",
          attributes: {
            status: "pending",
            review_reason: null,
            email: null,
            note: typeof body.note === "string" ? body.note : "",
            order_number: file.order.number,
            files: known.map((upload) => ({
              id: upload!.id,
              name: upload!.name,
              content_type: "application/pdf",
              url: `/api/client_approval_filesets/${uuid}/files/${upload!.id}/original`,
              thumbnail_url: `/api/client_approval_filesets/${uuid}/files/${upload!.id}/thumbnail`,
            })),
            created_at: NOW(),
            reviewed_at: null,
          },
        };
        file.filesets.push(fileset);
        file.order = { ...file.order, qa_state: "awaiting_approval", approval: { uuid, status: "pending" } };
        return json({ data: fileset }, 201);
      }
    }
    if (route === "POST files") {
      const form = request.body as FormData;
      const upload = form.get("file") as File;
      const record = { id: `upload-${nextId++}`, name: upload.name, purpose: String(form.get("purpose")) };
      uploads.push(record);
      return json(
        {
          id: record.id,
          purpose: record.purpose,
          original_name: record.name,
          content_type: "application/pdf",
          byte_size: upload.size,
          width: null,
          height: null,
          colours: null,
          colours_more_than: false,
          variants: {},
          created_at: NOW(),
        },
        201,
      );
    }
    if (route === "POST qa_comments") {
      const file = orders.get(String(body.order_number));
      if (!file) return refusal({ status: 404, code: "not_found" });
      const comment = { id: nextId++, body: String(body.body), author: { email: manager.email, name: manager.name }, created_at: NOW() };
      file.qa_comments.push(comment);
      return json({ qa_comment: comment }, 201);
    }
    if (route === "POST qa_state_changes") {
      const file = orders.get(String(body.order_number));
      if (!file) return refusal({ status: 404, code: "not_found" });
      const change = {
        id: nextId++,
        from_state: file.order.qa_state,
        to_state: body.to_state as OrderFile["order"]["qa_state"] & string,
        note: typeof body.note === "string" ? body.note : "",
        author: { email: manager.email, name: manager.name },
        created_at: NOW(),
      };
      file.qa_state_changes.push(change);
      file.order = { ...file.order, qa_state: change.to_state };
      return json({ qa_state_change: change }, 201);
    }
    return refusal({ status: 404, code: "not_found" });
  }

  const api = fakeFetch((request) => (request.headers["X-Api-Token"] ? answer(request) : refusal({ status: 401, code: "unauthorized" })));

  return {
    ...api,
    offer: (id: number) => offers.find((candidate) => candidate.id === id),
    order: (number: string) => orders.get(number),
    uploads: () => uploads,
  };
}

import { createRoute, z } from "@hono/zod-openapi";
import { OFFER_STATES, QUOTE_REQUEST_STATES } from "@/lib/b2b/states";
import { interfaceLocaleOf, LOCALES } from "@/lib/i18n/locales";
import { NewQuoteRequestSchema as NewQuoteRequestRequest } from "@/lib/quotes/request";
import { REGION_IDS } from "@/regions/schema";
import type { Database } from "@/server/db/client";
import { fileResponseHeaders } from "@/server/files/serve";
import { readStoredVariant } from "@/server/files/service";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { offerAmounts } from "@/server/offers/amounts";
import { offerFromInstantQuote } from "@/server/offers/instant";
import { PublicOfferSchema, serializePublicOffer } from "@/server/offers/serialize";
import { managerView, offerById, offerUrl } from "@/server/offers/service";
import { clientAddress, isManager, requireManager, requireUser } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";
import { createInstantQuote, ownedInstantQuote, type InstantQuoteRow } from "./instant";
import {
  attachmentsOf,
  changeQuoteRequestState,
  createQuoteRequest,
  offersForRequests,
  quoteRequestInbox,
  quoteRequestsOf,
  readableQuoteRequest,
  type QuoteRequestRow,
} from "./service";

/** Quote requests (the buyer's form, their list, the managers' inbox) and instant quotes. */

const tags = ["Quotes"];

const short = (max: number) => z.string().trim().max(max);

// The request body lives in lib/quotes/request.ts, where the quote form checks it too.
const NewQuoteRequestSchema = NewQuoteRequestRequest.openapi("NewQuoteRequest");

const FileSchema = z.object({ id: z.string(), name: z.string(), content_type: z.string(), byte_size: z.number().int(), url: z.string() });

const QuoteRequestSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    mode: z.union([z.literal(0), z.literal(1)]).openapi({ description: "0 = QR (a quick request), 1 = Brief" }),
    state: z.enum(QUOTE_REQUEST_STATES),
    region: z.enum(REGION_IDS),
    locale: z.enum(LOCALES),
    email: z.string(),
    name: z.string(),
    company_name: z.string().nullable(),
    phone: z.string().nullable(),
    product_slug: z.string().nullable(),
    quantity: z.number().int().nullable(),
    dimensions: z.string().nullable(),
    message: z.string(),
    details: z.record(z.string(), z.string()),
    files: z.array(FileSchema),
    manager: z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
    offers: z.array(z.object({ token: z.string(), state: z.enum(OFFER_STATES), valid_until: z.string(), url: z.string() })),
    created_at: z.string(),
  })
  .openapi("QuoteRequest");

const InstantQuoteSchema = z
  .object({
    id: z.number().int(),
    region: z.string(),
    currency: z.string(),
    line_items: z.array(
      z.object({
        sku: z.string(),
        quantity: z.number().int(),
        unit_price: z.number().int(),
        total: z.number().int(),
        /** With the storefront's VAT, rounded on the line as the offer and the checkout will charge it (docs/adr/0019-one-price-rule.md). */
        unit_price_with_vat: z.number().int(),
        total_with_vat: z.number().int(),
      }),
    ),
    item_total: z.number().int(),
    item_total_with_vat: z.number().int(),
    vat_rate: z.number().openapi({ description: "The storefront's VAT rate for a buyer in its own country" }),
    price_display: z
      .enum(["gross", "net-plus-vat", "no-vat"])
      .openapi({ description: "How the storefront shows prices: the figure to show and the words to label it with, as on its product pages" }),
    valid_until: z.string(),
    offer_token: z.string().nullable(),
  })
  .openapi("InstantQuote");

const NewInstantQuoteSchema = z
  .object({
    line_items: z
      .array(
        z
          .object({
            sku: z.string().min(1).max(120),
            quantity: z.number().int().min(1).max(10_000_000),
            options: z
              .object({ material: short(40), print_mode: short(40), finish: short(40), print_quality: short(40) })
              .partial()
              .strict()
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(10),
  })
  .strict()
  .openapi("NewInstantQuote");

const requestBody = z.object({ quote_request: QuoteRequestSchema });
const referenceParam = z.object({ id: z.string().min(1).max(40) });
const managerResponses = { ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not an order manager (not_a_manager)") };

async function serializeRequests(db: Database, viewer: UserRow, rows: QuoteRequestRow[]) {
  const manager = isManager(viewer);
  const [files, offerRows] = await Promise.all([
    attachmentsOf(
      db,
      rows.flatMap((row) => row.fileIds),
    ),
    offersForRequests(
      db,
      rows.map((row) => row.id),
      manager,
    ),
  ]);
  const managerIds = [...new Set(rows.map((row) => row.managerId).filter((id): id is number => id !== null))];
  const managers = new Map(await Promise.all(managerIds.map(async (id) => [id, await managerView(db, id)] as const)));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    mode: row.mode,
    state: row.state,
    region: row.region,
    locale: interfaceLocaleOf(row.locale),
    email: row.email,
    name: row.name,
    company_name: row.companyName,
    phone: row.phone,
    product_slug: row.productSlug,
    quantity: row.quantity,
    dimensions: row.dimensions,
    message: row.message,
    details: row.details,
    files: row.fileIds.flatMap((fileId) => {
      const file = files.find((candidate) => candidate.id === fileId);
      return file
        ? [
            {
              id: file.id,
              name: file.originalName,
              content_type: file.contentType,
              byte_size: file.byteSize,
              url: `/api/quote_requests/${row.id}/files/${encodeURIComponent(file.id)}`,
            },
          ]
        : [];
    }),
    manager: row.managerId ? (managers.get(row.managerId) ?? null) : null,
    offers: offerRows
      .filter((offer) => offer.quoteRequestId === row.id)
      .map((offer) => ({ token: offer.token, state: offer.state, valid_until: offer.validUntil.toISOString(), url: offerUrl(offer) })),
    created_at: row.createdAt.toISOString(),
  }));
}

/** An instant quote with both figures of every amount, on the storefront's basis, as its offer will show them. */
function serializeInstantQuote(row: InstantQuoteRow, offerToken: string | null) {
  const amounts = offerAmounts(
    row.region,
    row.lines.map((line) => ({ unitPrice: line.unit_price, total: line.total })),
  );
  return {
    id: row.id,
    region: row.region,
    currency: row.currency,
    line_items: row.lines.map((line, index) => ({
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unit_price,
      total: line.total,
      unit_price_with_vat: amounts.lines[index]!.unitPrice.gross,
      total_with_vat: amounts.lines[index]!.total.gross,
    })),
    item_total: row.itemTotal,
    item_total_with_vat: amounts.itemTotal.gross,
    vat_rate: amounts.vatRate,
    price_display: amounts.display,
    valid_until: row.validUntil.toISOString(),
    offer_token: offerToken,
  };
}

const createRequestRoute = createRoute({
  method: "post",
  path: "/v2/quote_requests",
  tags,
  security: SECURED,
  summary: "Request a quote (mode 0 = QR, 1 = Brief); the same idempotency_key again answers the first request",
  request: jsonBody(NewQuoteRequestSchema),
  responses: {
    201: json(requestBody, "The new request"),
    200: json(requestBody, "The request made earlier with this idempotency_key"),
    ...errorResponses,
    ...unauthorizedResponses,
    429: json(ErrorEnvelopeSchema, "Too many quote requests in a short time (rate_limited, details.retry_after_seconds)"),
  },
});

const mineRoute = createRoute({
  method: "get",
  path: "/v2/quote_requests/mine",
  tags,
  security: SECURED,
  summary: "The caller's quote requests, newest first",
  responses: { 200: json(z.object({ quote_requests: z.array(QuoteRequestSchema) }), "Quote requests"), ...unauthorizedResponses },
});

const inboxRoute = createRoute({
  method: "get",
  path: "/quote_requests",
  tags,
  security: SECURED,
  summary: "The order managers' inbox of quote requests, newest first",
  request: { query: z.object({ state: z.enum(QUOTE_REQUEST_STATES).optional() }) },
  responses: { 200: json(z.object({ quote_requests: z.array(QuoteRequestSchema) }), "Quote requests"), ...errorResponses, ...managerResponses },
});

const requestRoute = createRoute({
  method: "get",
  path: "/quote_requests/{id}",
  tags,
  security: SECURED,
  summary: "A quote request by number or id, for its maker or an order manager",
  request: { params: referenceParam },
  responses: { 200: json(requestBody, "The request"), ...errorResponses, ...unauthorizedResponses, ...notFoundResponses },
});

const changeRequestRoute = createRoute({
  method: "patch",
  path: "/quote_requests/{id}",
  tags,
  security: SECURED,
  summary: "Move a quote request on; taking it makes the caller its manager",
  request: { params: referenceParam, ...jsonBody(z.object({ state: z.enum(QUOTE_REQUEST_STATES) }).strict()) },
  responses: { 200: json(requestBody, "The request"), ...errorResponses, ...managerResponses, ...notFoundResponses },
});

const attachmentRoute = createRoute({
  method: "get",
  path: "/quote_requests/{id}/files/{fileId}",
  tags,
  security: SECURED,
  summary: "An attachment of a quote request, for its maker or an order manager",
  request: { params: referenceParam.extend({ fileId: z.string().min(1).max(100) }) },
  responses: { 200: { description: "The file as uploaded" }, ...errorResponses, ...unauthorizedResponses, ...notFoundResponses },
});

const createInstantRoute = createRoute({
  method: "post",
  path: "/v2/instant_quotes",
  tags,
  security: SECURED,
  summary: "Price products and quantities from the catalogue's ladders at once",
  request: jsonBody(NewInstantQuoteSchema),
  responses: { 201: json(z.object({ instant_quote: InstantQuoteSchema }), "The instant quote"), ...errorResponses, ...unauthorizedResponses },
});

const instantRoute = createRoute({
  method: "get",
  path: "/v2/instant_quotes/{id}",
  tags,
  security: SECURED,
  summary: "One of the caller's instant quotes",
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: json(z.object({ instant_quote: InstantQuoteSchema }), "The instant quote"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const instantOfferRoute = createRoute({
  method: "post",
  path: "/v2/instant_quotes/{id}/offers",
  tags,
  security: SECURED,
  summary: "Make the instant quote an offer, sent to the buyer and accepted like any other (again: the same offer)",
  request: { params: z.object({ id: z.coerce.number().int().positive() }), ...jsonBody(z.object({ email: z.email().max(320).optional() }).strict()) },
  responses: {
    201: json(z.object({ offer: PublicOfferSchema }), "The new offer"),
    200: json(z.object({ offer: PublicOfferSchema }), "The offer made earlier"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    403: json(ErrorEnvelopeSchema, "Mailing an offer to another address needs a registered account with a confirmed address (confirmation_required)"),
    409: json(ErrorEnvelopeSchema, "instant_quote_expired"),
    429: json(ErrorEnvelopeSchema, "Too many offers mailed in a short time (rate_limited, details.retry_after_seconds)"),
  },
});

export const quoteRoutes = createRouter()
  .openapi(createRequestRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const region = c.get("region");
    const { request, created } = await createQuoteRequest(db, user, region, {
      mode: body.mode,
      email: body.email,
      name: body.name,
      companyName: body.company_name || null,
      phone: body.phone || null,
      productSlug: body.product_slug || null,
      quantity: body.quantity ?? null,
      dimensions: body.dimensions || null,
      message: body.message ?? "",
      details: body.details ?? {},
      fileIds: body.file_ids ?? [],
      idempotencyKey: body.idempotency_key,
      locale: body.locale ?? interfaceLocaleOf(region.locale),
      address: clientAddress(c),
    });
    const [serialized] = await serializeRequests(db, user, [request]);
    return created ? c.json({ quote_request: serialized! }, 201) : c.json({ quote_request: serialized! }, 200);
  })
  .openapi(mineRoute, async (c) => {
    const { db, user } = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ quote_requests: await serializeRequests(db, user, await quoteRequestsOf(db, user)) }, 200);
  })
  .openapi(inboxRoute, async (c) => {
    const { db, user } = await requireManager(c);
    c.header("Cache-Control", "no-store");
    return c.json({ quote_requests: await serializeRequests(db, user, await quoteRequestInbox(db, c.req.valid("query").state)) }, 200);
  })
  .openapi(requestRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const request = await readableQuoteRequest(db, user, c.req.valid("param").id);
    const [serialized] = await serializeRequests(db, user, [request]);
    c.header("Cache-Control", "private, no-store");
    return c.json({ quote_request: serialized! }, 200);
  })
  .openapi(changeRequestRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const request = await changeQuoteRequestState(db, user, c.req.valid("param").id, c.req.valid("json").state);
    const [serialized] = await serializeRequests(db, user, [request]);
    return c.json({ quote_request: serialized! }, 200);
  })
  .openapi(attachmentRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { id, fileId } = c.req.valid("param");
    const request = await readableQuoteRequest(db, user, id);
    const [file] = request.fileIds.includes(fileId) ? await attachmentsOf(db, [fileId]) : [];
    const found = file ? await readStoredVariant(file, "source") : null;
    if (!file || !found) throw notFound("No such attachment");
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, fileResponseHeaders(file.originalName, found.contentType, found.bytes.byteLength));
  })
  .openapi(createInstantRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const quote = await createInstantQuote(db, user, c.get("region"), c.req.valid("json").line_items);
    return c.json({ instant_quote: serializeInstantQuote(quote, null) }, 201);
  })
  .openapi(instantRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const quote = await ownedInstantQuote(db, user, c.req.valid("param").id);
    const offer = quote.offerId ? await offerById(db, quote.offerId) : null;
    c.header("Cache-Control", "private, no-store");
    return c.json({ instant_quote: serializeInstantQuote(quote, offer?.offer.token ?? null) }, 200);
  })
  .openapi(instantOfferRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const quote = await ownedInstantQuote(db, user, c.req.valid("param").id);
    const { offer, created } = await offerFromInstantQuote(db, user, quote, c.req.valid("json").email, clientAddress(c));
    const body = { offer: await serializePublicOffer(db, offer) };
    return created ? c.json(body, 201) : c.json(body, 200);
  });

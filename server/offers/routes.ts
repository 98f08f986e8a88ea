import { createRoute, z } from "@hono/zod-openapi";
import { OFFER_STATES } from "@/lib/b2b/states";
import { endOfShopDay, shopDayOf } from "@/lib/dates/shop-day";
import { LOCALES } from "@/lib/i18n/locales";
import { REGION_IDS } from "@/regions/schema";
import { database } from "@/server/db";
import { LineOptionsSchema } from "@/server/orders/schemas";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { invalidToken, optionalUser, requireManager, requireUser, userForToken } from "@/server/users/auth";
import { acceptOffer } from "./accept";
import { orderOfferLineAgain } from "./reorder";
import { OfferSchema, PublicOfferSchema, serializeOffer, serializePublicOffer } from "./serialize";
import {
  addOfferLine,
  changeDraft,
  changeOfferLine,
  createOffer,
  listOffers,
  offerById,
  offerByToken,
  removeOfferLine,
  sendOffer,
  withdrawOffer,
  type OfferLineInput,
} from "./service";

/** Custom offers: the order managers' drafts, lines, sending and withdrawing; the buyer's view and acceptance by token. */

const tags = ["Offers"];

const MONEY_LIMIT = 100_000_000_00;

/**
 * The day the offer is valid until, in the shop's time zone ("2026-12-05"), kept as
 * the end of that day there. A moment (older clients) counts as the shop's day it
 * falls on: validity is a day, never an hour.
 */
const ValidUntil = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value, context) => {
  const end = endOfShopDay(value.length === 10 ? value : shopDayOf(value));
  if (!end) context.addIssue({ code: "custom", message: "Not a calendar day" });
  return end ?? new Date(Number.NaN);
});

const OfferLineInputSchema = z
  .object({
    sku: z.string().min(1).max(120),
    name: z.string().trim().max(200).optional(),
    description: z.string().max(2000).optional(),
    quantity: z.number().int().min(1).max(10_000_000),
    /** The rest of the line's configuration, as the cart takes it; the product's defaults where left out (docs/adr/0054-offer-line-configuration.md). */
    options: LineOptionsSchema.optional(),
    unit_price: z.number().int().min(0).max(MONEY_LIMIT),
    box_design_id: z.number().int().positive().nullable().optional(),
  })
  .strict();

const NewOfferSchema = z
  .object({
    email: z.email().max(320),
    region: z.enum(REGION_IDS),
    locale: z.enum(LOCALES).optional(),
    valid_until: ValidUntil,
    message: z.string().max(4000).optional(),
    quote_request_id: z.number().int().positive().optional(),
    line_items: z.array(OfferLineInputSchema).max(50).optional(),
  })
  .strict()
  .openapi("NewOffer");

const OfferChangeSchema = NewOfferSchema.pick({ email: true, region: true, locale: true, valid_until: true, message: true })
  .partial()
  .strict()
  .openapi("OfferChange");

const NewOfferLineSchema = OfferLineInputSchema.extend({ offer_id: z.number().int().positive() }).strict().openapi("NewOfferLine");
const OfferLineChangeSchema = OfferLineInputSchema.partial().strict().openapi("OfferLineChange");

const AcceptSchema = z
  .object({
    line_item_ids: z.array(z.number().int().positive()).min(1).max(50),
    /** The buyer's API token, for clients that send it in the body rather than the header. */
    token: z.string().min(1).max(200).optional(),
  })
  .strict()
  .openapi("OfferAcceptance");

const offerBody = z.object({ offer: OfferSchema });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const tokenParam = z.object({ token: z.string().min(10).max(100) });

const managerResponses = { ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not an order manager (not_a_manager)") };
const draftConflict = { 409: json(ErrorEnvelopeSchema, "The offer is no longer a draft (offer_not_draft)") };

function lineInput(body: z.infer<typeof OfferLineInputSchema>): OfferLineInput {
  return {
    sku: body.sku,
    name: body.name,
    description: body.description,
    quantity: body.quantity,
    options: body.options,
    unitPrice: body.unit_price,
    boxDesignId: body.box_design_id,
  };
}

const createOfferRoute = createRoute({
  method: "post",
  path: "/offers",
  tags,
  security: SECURED,
  summary: "Start an offer (a draft) for a buyer, optionally answering a quote request",
  request: jsonBody(NewOfferSchema),
  responses: { 201: json(offerBody, "The draft"), ...errorResponses, ...managerResponses, 422: json(ErrorEnvelopeSchema, "invalid_valid_until") },
});

const listOffersRoute = createRoute({
  method: "get",
  path: "/offers",
  tags,
  security: SECURED,
  summary: "Every offer, newest first; offers past their date are expired first",
  request: { query: z.object({ state: z.enum(OFFER_STATES).optional() }) },
  responses: { 200: json(z.object({ offers: z.array(OfferSchema) }), "Offers"), ...errorResponses, ...managerResponses },
});

const managerOfferRoute = createRoute({
  method: "get",
  path: "/manager/offers/{id}",
  tags,
  security: SECURED,
  summary: "An offer with its lines and events",
  request: { params: idParam },
  responses: { 200: json(offerBody, "The offer"), ...errorResponses, ...managerResponses, ...notFoundResponses },
});

const changeOfferRoute = createRoute({
  method: "patch",
  path: "/manager/offers/{id}",
  tags,
  security: SECURED,
  summary: "Change a draft: buyer, storefront, language, date, message",
  request: { params: idParam, ...jsonBody(OfferChangeSchema) },
  responses: {
    200: json(offerBody, "The draft"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...draftConflict,
    422: json(ErrorEnvelopeSchema, "invalid_valid_until"),
  },
});

const sendOfferRoute = createRoute({
  method: "post",
  path: "/manager/offers/{id}/send",
  tags,
  security: SECURED,
  summary: "Send the offer to the buyer: a mail with its link and QR code (again, for an offer already sent)",
  request: { params: idParam },
  responses: {
    200: json(offerBody, "The sent offer"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "Accepted, expired or withdrawn"),
    422: json(ErrorEnvelopeSchema, "offer_empty or invalid_valid_until"),
  },
});

const withdrawOfferRoute = createRoute({
  method: "post",
  path: "/manager/offers/{id}/withdraw",
  tags,
  security: SECURED,
  summary: "Withdraw an offer not yet accepted",
  request: { params: idParam },
  responses: {
    200: json(offerBody, "The withdrawn offer"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "Accepted or ended already"),
  },
});

const addLineRoute = createRoute({
  method: "post",
  path: "/v2/offer_line_items",
  tags,
  security: SECURED,
  summary: "Add a line to a draft offer at a custom price",
  request: jsonBody(NewOfferLineSchema),
  responses: { 201: json(offerBody, "The draft"), ...errorResponses, ...managerResponses, ...notFoundResponses, ...draftConflict },
});

const changeLineRoute = createRoute({
  method: "patch",
  path: "/v2/offer_line_items/{id}",
  tags,
  security: SECURED,
  summary: "Change a line of a draft offer",
  request: { params: idParam, ...jsonBody(OfferLineChangeSchema) },
  responses: { 200: json(offerBody, "The draft"), ...errorResponses, ...managerResponses, ...notFoundResponses, ...draftConflict },
});

const removeLineRoute = createRoute({
  method: "delete",
  path: "/v2/offer_line_items/{id}",
  tags,
  security: SECURED,
  summary: "Remove a line from a draft offer",
  request: { params: idParam },
  responses: { 200: json(offerBody, "The draft"), ...errorResponses, ...managerResponses, ...notFoundResponses, ...draftConflict },
});

const publicOfferRoute = createRoute({
  method: "get",
  path: "/offers/{token}",
  tags,
  summary: "An offer by its link's token; the first look marks it viewed unless preview=true",
  request: { params: tokenParam, query: z.object({ preview: z.enum(["true", "false"]).optional() }) },
  responses: { 200: json(z.object({ offer: PublicOfferSchema }), "The offer"), ...errorResponses, ...notFoundResponses },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/offers/{token}/accept",
  tags,
  security: SECURED,
  summary:
    "Accept chosen lines: one order with channel 'custom' at the offer's prices (again: the same order). Only the addressed buyer's account or a colleague's accepts (ADR 0032)",
  request: { params: tokenParam, ...jsonBody(AcceptSchema) },
  responses: {
    200: json(z.object({ offer: PublicOfferSchema, order_number: z.string() }), "The accepted offer and its order"),
    ...errorResponses,
    ...unauthorizedResponses,
    403: json(ErrorEnvelopeSchema, "offer_sign_in_required (an anonymous visitor) or offer_not_yours (an account not on the buyer's side)"),
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "offer_expired, offer_withdrawn or offer_already_accepted"),
  },
});

const orderAgainRoute = createRoute({
  method: "post",
  path: "/v2/offer_line_items/{id}/order_again",
  tags,
  security: SECURED,
  summary:
    "Order an accepted offer's line again: into the buyer's open cart as offered, at the offer's price while the offer is valid (docs/adr/0054-offer-line-configuration.md), afterwards at the buyer's company's negotiated price where it has one (docs/adr/0056-negotiated-price-lists.md)",
  request: { params: idParam },
  responses: {
    200: json(z.object({ order_number: z.string() }), "The cart the line went into"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    409: json(
      ErrorEnvelopeSchema,
      "offer_price_expired (ask for a new quote; details name the sku and quantity), offer_product_unavailable, order_payment_pending",
    ),
  },
});

export const offerRoutes = createRouter()
  .openapi(createOfferRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const body = c.req.valid("json");
    const offer = await createOffer(db, user, {
      email: body.email,
      region: body.region,
      locale: body.locale,
      validUntil: body.valid_until,
      message: body.message,
      quoteRequestId: body.quote_request_id,
      lines: body.line_items?.map(lineInput),
    });
    return c.json({ offer: await serializeOffer(db, offer) }, 201);
  })
  .openapi(listOffersRoute, async (c) => {
    const { db } = await requireManager(c);
    const rows = await listOffers(db, c.req.valid("query").state);
    c.header("Cache-Control", "no-store");
    return c.json({ offers: await Promise.all(rows.map((offer) => serializeOffer(db, offer))) }, 200);
  })
  .openapi(managerOfferRoute, async (c) => {
    const { db } = await requireManager(c);
    c.header("Cache-Control", "no-store");
    return c.json({ offer: await serializeOffer(db, await offerById(db, c.req.valid("param").id)) }, 200);
  })
  .openapi(changeOfferRoute, async (c) => {
    const { db } = await requireManager(c);
    const body = c.req.valid("json");
    const offer = await changeDraft(db, c.req.valid("param").id, {
      email: body.email,
      region: body.region,
      locale: body.locale,
      validUntil: body.valid_until,
      message: body.message,
    });
    return c.json({ offer: await serializeOffer(db, offer) }, 200);
  })
  .openapi(sendOfferRoute, async (c) => {
    const { db, user } = await requireManager(c);
    return c.json({ offer: await serializeOffer(db, await sendOffer(db, user, c.req.valid("param").id)) }, 200);
  })
  .openapi(withdrawOfferRoute, async (c) => {
    const { db, user } = await requireManager(c);
    return c.json({ offer: await serializeOffer(db, await withdrawOffer(db, user, c.req.valid("param").id)) }, 200);
  })
  .openapi(addLineRoute, async (c) => {
    const { db } = await requireManager(c);
    const body = c.req.valid("json");
    return c.json({ offer: await serializeOffer(db, await addOfferLine(db, body.offer_id, lineInput(body))) }, 201);
  })
  .openapi(changeLineRoute, async (c) => {
    const { db } = await requireManager(c);
    const body = c.req.valid("json");
    const offer = await changeOfferLine(db, c.req.valid("param").id, {
      sku: body.sku,
      name: body.name,
      description: body.description,
      quantity: body.quantity,
      options: body.options,
      unitPrice: body.unit_price,
      boxDesignId: body.box_design_id,
    });
    return c.json({ offer: await serializeOffer(db, offer) }, 200);
  })
  .openapi(removeLineRoute, async (c) => {
    const { db } = await requireManager(c);
    return c.json({ offer: await serializeOffer(db, await removeOfferLine(db, c.req.valid("param").id)) }, 200);
  })
  .openapi(publicOfferRoute, async (c) => {
    const caller = await optionalUser(c);
    const db = caller?.db ?? (await database());
    const offer = await offerByToken(db, c.req.valid("param").token, caller?.user ?? null, c.req.valid("query").preview === "true");
    c.header("Cache-Control", "private, no-store");
    return c.json({ offer: await serializePublicOffer(db, offer) }, 200);
  })
  .openapi(acceptRoute, async (c) => {
    const body = c.req.valid("json");
    const { db, user } = await (body.token && !c.get("apiToken") ? bodyTokenUser(body.token) : requireUser(c));
    const { accepted, order } = await acceptOffer(db, user, c.req.valid("param").token, body.line_item_ids);
    return c.json({ offer: await serializePublicOffer(db, accepted), order_number: order.number }, 200);
  })
  .openapi(orderAgainRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { orderNumber } = await orderOfferLineAgain(db, user, c.req.valid("param").id);
    return c.json({ order_number: orderNumber }, 200);
  });

/** The spec lets the accept call carry the user's token in its body. */
async function bodyTokenUser(token: string) {
  const db = await database();
  const found = await userForToken(db, token);
  if (!found) throw invalidToken();
  return { db, user: found.user };
}

import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import { database } from "@/server/db";
import type { AppEnv } from "@/server/http/context";
import { errorEnvelope } from "@/server/http/errors";
import { requestedLocale } from "@/server/http/region";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { clientAddress, invalidToken, isManager, optionalUser, requireUser, unauthorized, userForToken } from "@/server/users/auth";
import { assignDesign } from "./assign";
import { designFontRoutes } from "./font-routes";
import { designAsset, designThumbnail, type DesignMedia } from "./media";
import {
  AssignSchema,
  assignHeaders,
  ConvertSchema,
  DesignChangeSchema,
  designIdParam,
  DesignSchema,
  DesignSummarySchema,
  MAX_DESIGN_BODY_BYTES,
  NewDesignSchema,
  ReminderSchema,
  ResumedDesignSchema,
  ShareLinkSchema,
  ShareRequestSchema,
  shareQuery,
} from "./schemas";
import { serializeDesign, serializeDesignSummary, serializeSharedDesign } from "./serialize";
import { findProductBySlugOrSku } from "@/server/catalog/service";
import { proofWords } from "./print-words";
import { productionFile } from "./production";
import { anyDesign, convertDesign, deleteDesign, designsOf, duplicateDesign, openDesign, ownedDesign, readableDesign, updateDesign } from "./service";
import { remindOnDesktop, shareDesign } from "./sharing";

/** Saved box designs: the user's list, the design itself, copies, sharing, reminders and handing designs to an account. */

const tags = ["Designs"];

/** Design documents come in the body; anything far larger than a design is refused before it is read. */
const limitedBody = bodyLimit({
  maxSize: MAX_DESIGN_BODY_BYTES,
  onError: (c) => c.json(errorEnvelope("payload_too_large", "The request is too large", { max_bytes: MAX_DESIGN_BODY_BYTES }), 413),
});

const designResponses = {
  200: json(DesignSchema, "The design"),
  ...errorResponses,
  ...unauthorizedResponses,
  ...notFoundResponses,
};
const invalidDesign = {
  422: json(ErrorEnvelopeSchema, "The document is not valid (invalid_design, with its issues) or refers to files that are not yours (file_not_found)"),
};

const mineRoute = createRoute({
  method: "get",
  path: "/box_designs/mine",
  tags,
  security: SECURED,
  summary: "The user's designs, the most recently changed first (without their documents)",
  responses: { 200: json(z.object({ box_designs: z.array(DesignSummarySchema) }), "The designs"), ...unauthorizedResponses },
});

const createDesignRoute = createRoute({
  method: "post",
  path: "/box_designs",
  tags,
  security: SECURED,
  middleware: [limitedBody] as const,
  summary: "Start a design for a product: with the document given, or an empty one for the sku's box and size (or, with resume_draft, the draft left for it)",
  request: jsonBody(NewDesignSchema),
  responses: {
    200: json(ResumedDesignSchema, "The shopper's latest draft of the sku, asked for with resume_draft"),
    201: json(DesignSchema, "The new design"),
    ...errorResponses,
    ...unauthorizedResponses,
    422: json(ErrorEnvelopeSchema, "Unknown sku (unknown_sku), a product without a print design (not_designable), or a document that is not valid"),
  },
});

const showRoute = createRoute({
  method: "get",
  path: "/box_designs/{id}",
  tags,
  security: [...SECURED, {}],
  summary: "A design, for its owner or anyone with its share link (then read-only: shared is true)",
  request: { params: designIdParam, query: shareQuery },
  responses: designResponses,
});

const updateRoute = createRoute({
  method: "put",
  path: "/box_designs/{id}",
  tags,
  security: SECURED,
  middleware: [limitedBody] as const,
  summary: "Save the owner's changes: all of them or none",
  request: { params: designIdParam, ...jsonBody(DesignChangeSchema) },
  responses: { ...designResponses, 409: json(ErrorEnvelopeSchema, "Changed since base_updated_at (design_changed)"), ...invalidDesign },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/box_designs/{id}",
  tags,
  security: SECURED,
  summary: "Delete the owner's design; carts holding it keep their lines without it",
  request: { params: designIdParam },
  responses: {
    204: { description: "Deleted" },
    ...unauthorizedResponses,
    ...errorResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "The design is on an order being paid or placed (design_ordered)"),
  },
});

const duplicateRoute = createRoute({
  method: "post",
  path: "/box_designs/{id}/duplicate",
  tags,
  security: SECURED,
  summary: "A draft copy of the design, without its share link; named like the original with a number, e.g. 'Mailer (2)'",
  request: { params: designIdParam },
  responses: { ...designResponses, 201: json(DesignSchema, "The copy") },
});

const convertRoute = createRoute({
  method: "post",
  path: "/box_designs/{id}/convert_from_v1",
  tags,
  security: SECURED,
  middleware: [limitedBody] as const,
  summary: "Replace the design's document with an old (version 1) project, converted; the design becomes a draft",
  request: { params: designIdParam, ...jsonBody(ConvertSchema) },
  responses: { ...designResponses, ...invalidDesign },
});

const shareRoute = createRoute({
  method: "post",
  path: "/box_designs/{id}/share",
  tags,
  security: SECURED,
  summary: "A new read-only link to the design (the previous one stops working), with its QR code; mailed when an e-mail is given",
  request: { params: designIdParam, ...jsonBody(ShareRequestSchema) },
  responses: {
    200: json(ShareLinkSchema, "The link"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    403: json(ErrorEnvelopeSchema, "Mailing the link needs a registered account with a confirmed address (confirmation_required)"),
    429: json(ErrorEnvelopeSchema, "Too many share mails (rate_limited)"),
  },
});

const remindRoute = createRoute({
  method: "post",
  path: "/box_designs/remind_on_desktop",
  tags,
  security: SECURED,
  summary: "Mail a link that opens the design in progress (design_id), or the editor for this product and quantity, to go on designing on a computer",
  request: jsonBody(ReminderSchema),
  responses: {
    202: json(z.object({ sent: z.literal(true) }), "The mail is on its way"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    422: json(ErrorEnvelopeSchema, "Unknown sku or a product without a print design"),
    403: json(ErrorEnvelopeSchema, "Reminders go only to the caller's own confirmed address (confirmation_required)"),
    429: json(ErrorEnvelopeSchema, "Too many reminders (rate_limited)"),
  },
});

const assignRoute = createRoute({
  method: "post",
  path: "/v3/users/me/designs",
  tags,
  summary: "Move a design made before signing in (design-token) to the signed-in account (access-token)",
  request: { headers: assignHeaders, ...jsonBody(AssignSchema) },
  responses: {
    ...designResponses,
    403: json(ErrorEnvelopeSchema, "The access token is an anonymous user's (account_required)"),
  },
});

const mediaResponses = {
  200: {
    description: "The file's bytes, in its own content type",
    content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
  },
  304: { description: "Not modified" },
  ...errorResponses,
  ...unauthorizedResponses,
  ...notFoundResponses,
};

const assetRoute = createRoute({
  method: "get",
  path: "/box_designs/{id}/assets/{fileId}/{variant}",
  tags,
  security: [...SECURED, {}],
  summary: "An upload the design shows, for its owner or anyone with its share link",
  request: {
    params: designIdParam.extend({ fileId: z.string().min(1).max(100), variant: z.string().min(1).max(40) }),
    query: shareQuery,
  },
  responses: mediaResponses,
});

const productionFilesRoute = createRoute({
  method: "get",
  path: "/box_designs/{id}/production_files",
  tags,
  security: SECURED,
  summary: "The design's print-ready PDF: the net at true size with bleed, the artwork, and cut and crease layers; for its owner and order managers",
  request: {
    params: designIdParam,
    query: z.object({
      locale: z
        .string()
        .max(10)
        .optional()
        .openapi({ description: "The print proof's language: the margin line's facts in it (the shopper's proof); prepress's English without" }),
    }),
  },
  responses: {
    200: { description: "The PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "The stored design no longer fits its box"),
  },
});

const thumbnailRoute = createRoute({
  method: "get",
  path: "/box_designs/{id}/thumbnail",
  tags,
  security: [...SECURED, {}],
  summary: "The design's thumbnail, for its owner (token header or cookie) or anyone with its share link",
  request: { params: designIdParam, query: shareQuery.extend({ v: z.string().max(40).optional().openapi({ description: "Changes with the thumbnail" }) }) },
  responses: mediaResponses,
});

/**
 * Who reads a design's pictures. <img> tags send no headers, so besides the token
 * header the token cookie the browser keeps counts here, for these reads only.
 */
async function mediaReader(c: Context<AppEnv>, id: number, shareToken: string | undefined) {
  const header = c.get("apiToken");
  const token = header ?? getCookie(c, API_TOKEN_STORAGE_KEY);
  if (!token && !shareToken) throw unauthorized();
  const db = await database();
  const found = token && token.length <= 512 ? await userForToken(db, token) : null;
  if (header && !found) throw invalidToken();
  if (!found && !shareToken) throw invalidToken();
  return { db, ...(await readableDesign(db, found?.user ?? null, id, shareToken)) };
}

function sendMedia(c: Context<AppEnv>, media: DesignMedia) {
  const headers = {
    ETag: media.etag,
    "Cache-Control": "private, no-cache",
    "X-Content-Type-Options": "nosniff",
    // Uploaded SVGs must not run scripts or load anything when opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (c.req.header("if-none-match") === media.etag) return c.body(null, 304, headers);
  return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": media.contentType, "Content-Disposition": "inline" });
}

export const designRoutes = createRouter()
  .openapi(mineRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const designs = await designsOf(db, user);
    c.header("Cache-Control", "no-store");
    return c.json({ box_designs: designs.map((design) => serializeDesignSummary(design)) }, 200);
  })
  .openapi(remindRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    await remindOnDesktop(db, user, { ...body, locale: requestedLocale(c.get("region"), body.locale) }, c.get("region"), clientAddress(c));
    return c.json({ sent: true as const }, 202);
  })
  .openapi(createDesignRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { design, resumed } = await openDesign(db, user, c.get("region"), c.req.valid("json").box_design);
    c.header("Cache-Control", "no-store");
    return resumed ? c.json({ ...serializeDesign(design), resumed: true as const }, 200) : c.json(serializeDesign(design), 201);
  })
  .openapi(showRoute, async (c) => {
    const shareToken = c.req.valid("query").share_token;
    if (!c.get("apiToken") && !shareToken) throw unauthorized();
    const caller = await optionalUser(c);
    const db = caller?.db ?? (await database());
    const { design, shared } = await readableDesign(db, caller?.user ?? null, c.req.valid("param").id, shareToken);
    c.header("Cache-Control", "no-store");
    return c.json(shared ? serializeSharedDesign(design, shareToken!) : serializeDesign(design), 200);
  })
  .openapi(updateRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const design = await updateDesign(db, user, c.req.valid("param").id, c.req.valid("json").box_design);
    c.header("Cache-Control", "no-store");
    return c.json(serializeDesign(design), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { db, user } = await requireUser(c);
    await deleteDesign(db, user, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(duplicateRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const copy = await duplicateDesign(db, user, c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    return c.json(serializeDesign(copy), 201);
  })
  .openapi(convertRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const design = await convertDesign(db, user, c.req.valid("param").id, c.req.valid("json").document);
    c.header("Cache-Control", "no-store");
    return c.json(serializeDesign(design), 200);
  })
  .openapi(shareRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const locale = body.locale === undefined ? undefined : requestedLocale(c.get("region"), body.locale);
    const link = await shareDesign(db, user, c.req.valid("param").id, { email: body.email, message: body.message, locale }, c.get("region"), clientAddress(c));
    c.header("Cache-Control", "no-store");
    return c.json(link, 200);
  })
  .openapi(assignRoute, async (c) => {
    const headers = c.req.valid("header");
    const design = await assignDesign(await database(), headers["design-token"]?.trim(), headers["access-token"]?.trim(), c.req.valid("json").id);
    c.header("Cache-Control", "no-store");
    return c.json(serializeDesign(design), 200);
  })
  .openapi(assetRoute, async (c) => {
    const { id, fileId, variant } = c.req.valid("param");
    const { db, design } = await mediaReader(c, id, c.req.valid("query").share_token);
    return sendMedia(c, await designAsset(db, design, fileId, variant));
  })
  .openapi(productionFilesRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { id } = c.req.valid("param");
    const design = isManager(user) ? await anyDesign(db, id) : await ownedDesign(db, user, id);
    const asked = c.req.valid("query").locale;
    const region = c.get("region");
    const proof = asked ? await proofWords(requestedLocale(region, asked), region.id, findProductBySlugOrSku(design.sku)) : undefined;
    const pdf = await productionFile(db, design, proof);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="design-${design.id}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  })
  .openapi(thumbnailRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { db, design } = await mediaReader(c, id, c.req.valid("query").share_token);
    return sendMedia(c, await designThumbnail(db, design));
  })
  .route("/", designFontRoutes);

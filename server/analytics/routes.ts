import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { database } from "@/server/db";
import type { Database } from "@/server/db/client";
import type { AppEnv } from "@/server/http/context";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { consume, tooManyAttempts } from "@/server/security/rate-limit";
import { clientAddress, requireManager, userForToken } from "@/server/users/auth";
import { appendSegmentData, checkWriteKey, createSegmentSession, firstNameForSegment, listEvents, recordEvent, requireOwnLineItem } from "./service";

/** The analytics proxy, segmentation sessions and the staff's view of stored events. */

const tags = ["Analytics"];
export const WRITE_KEY_HEADER = "X-Analytics-Write-Key";

const id = z.string().min(8).max(64);
const Properties = z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));
const Scalars = z.record(z.string().min(1).max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
const sentAt = z.iso.datetime().openapi({ example: "2025-03-01T10:00:00.000Z" });

const TrackSchema = z
  .object({
    type: z.enum(["track", "page"]),
    event: z.string().min(1).max(100).openapi({ example: "Page Viewed" }),
    message_id: id,
    anonymous_id: id,
    properties: Properties.default({}),
    page: z.object({ path: z.string().max(2000), referrer: z.string().max(2000), title: z.string().max(500) }).optional(),
    sent_at: sentAt,
  })
  .strict()
  .openapi("AnalyticsTrack");

const IdentifySchema = z
  .object({ message_id: id, anonymous_id: id, user_id: z.string().min(1).max(64), traits: Properties.default({}), sent_at: sentAt })
  .strict()
  .openapi("AnalyticsIdentify");

const ConversionSchema = z
  .object({ message_id: id, anonymous_id: id, line_item_id: z.number().int().positive(), sent_at: sentAt })
  .strict()
  .openapi("AnalyticsProductAddedConversion");

const Recorded = z.object({ stored: z.boolean().openapi({ description: "false when the message id was seen before (a retried delivery)" }) });

const rateLimited = { 429: json(ErrorEnvelopeSchema, "Too many calls from this address in a short time (rate_limited, details.retry_after_seconds)") };

const proxyResponses = {
  202: json(Recorded, "Taken"),
  ...errorResponses,
  403: json(ErrorEnvelopeSchema, "Wrong write key"),
  ...rateLimited,
};

const proxyRoute = <T extends z.ZodType>(path: string, summary: string, schema: T, extra = {}) =>
  createRoute({
    method: "post",
    path,
    tags,
    summary,
    request: { ...jsonBody(schema), headers: z.object({ [WRITE_KEY_HEADER.toLowerCase()]: z.string().max(200).optional() }) },
    responses: { ...proxyResponses, ...extra },
  });

const trackRoute = proxyRoute("/v1/analytics_proxies/track", "Store a page or track event from the browser's analytics client", TrackSchema);
const identifyRoute = proxyRoute("/v1/analytics_proxies/identify", "Store an identify call tying the visitor's anonymous id to a user", IdentifySchema);
const conversionRoute = proxyRoute(
  "/v1/analytics_proxies/track_product_added_ua_conversion",
  "Store the conversion of a product put into the caller's cart",
  ConversionSchema,
  notFoundResponses,
);

const SegmentSessionSchema = z.object({ segmentation_token: z.string(), data: Scalars }).openapi("SegmentSession");
const segmentToken = z.string().min(20).max(100);

const createSegmentRoute = createRoute({
  method: "post",
  path: "/v2/segment_sessions/create",
  tags,
  summary: "Start a segmentation session; keep the token it answers with",
  request: jsonBody(z.object({ anonymous_id: id.optional(), data: Scalars.default({}) }).strict()),
  responses: { 201: json(SegmentSessionSchema, "Started"), ...errorResponses, ...rateLimited },
});

const appendSegmentRoute = createRoute({
  method: "post",
  path: "/v2/segment_sessions/append",
  tags,
  summary: "Add answers to a segmentation session",
  request: jsonBody(z.object({ segmentation_token: segmentToken, data: Scalars }).strict()),
  responses: { 200: json(SegmentSessionSchema, "Added"), ...errorResponses, ...notFoundResponses, ...rateLimited },
});

const addSegmentDataRoute = createRoute({
  method: "post",
  path: "/add_segment_data_v2",
  tags,
  summary: "The storefront's segmentation endpoint: add answers to a session of this storefront",
  request: jsonBody(z.object({ segmentation_token: segmentToken, data: Scalars }).strict()),
  responses: { 200: json(SegmentSessionSchema, "Added"), ...errorResponses, ...notFoundResponses, ...rateLimited },
});

const firstNameRoute = createRoute({
  method: "get",
  path: "/get_user_first_name",
  tags,
  summary: "The first name of the user behind a segmentation session of this storefront, for a greeting",
  request: { query: z.object({ segmentation_token: segmentToken }) },
  responses: { 200: json(z.object({ first_name: z.string().nullable() }), "The first name, null when unknown"), ...errorResponses, ...notFoundResponses },
});

const EventSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    name: z.string(),
    anonymous_id: z.string(),
    user_id: z.number().int().nullable(),
    region: z.string(),
    line_item_id: z.number().int().nullable(),
    properties: z.record(z.string(), z.unknown()),
    page: z.object({ path: z.string(), referrer: z.string(), title: z.string() }).nullable(),
    sent_at: z.string(),
    created_at: z.string(),
  })
  .openapi("AnalyticsEvent");

const eventsRoute = createRoute({
  method: "get",
  path: "/v1/analytics_events",
  tags,
  security: SECURED,
  summary: "Stored analytics events, newest first (order managers only)",
  request: {
    query: z.object({
      name: z.string().max(100).optional(),
      anonymous_id: z.string().max(64).optional(),
      user_id: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
  },
  responses: {
    200: json(z.object({ events: z.array(EventSchema) }), "The events"),
    ...errorResponses,
    ...unauthorizedResponses,
    403: json(ErrorEnvelopeSchema, "Not an order manager"),
  },
});

/**
 * The caller's user when the token names one. Analytics never refuses a call over
 * its token: a stale token only means the event is not tied to a user.
 */
async function callerId(c: Context<AppEnv>, db: Database): Promise<number | null> {
  const token = c.get("apiToken");
  if (!token) return null;
  return (await userForToken(db, token))?.user.id ?? null;
}

/**
 * Everything analytics stores from anonymous callers: 1200 calls per network address
 * in 10 minutes, two a second for a whole visit; a browsing shopper sends a few a page.
 */
export const ANALYTICS_LIMIT = { address: 1200, windowSeconds: 10 * 60 };

async function withinAnalyticsLimit(c: Context<AppEnv>, db: Database): Promise<void> {
  const state = await consume(db, {
    key: `analytics:address:${clientAddress(c)}`,
    limit: ANALYTICS_LIMIT.address,
    windowSeconds: ANALYTICS_LIMIT.windowSeconds,
  });
  if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
}

async function proxyContext(c: Context<AppEnv>) {
  checkWriteKey(c.req.header(WRITE_KEY_HEADER));
  const db = await database();
  await withinAnalyticsLimit(c, db);
  c.header("Cache-Control", "no-store");
  return { db, userId: await callerId(c, db), region: c.get("region").id };
}

export const analyticsRoutes = createRouter()
  .openapi(trackRoute, async (c) => {
    const { db, userId, region } = await proxyContext(c);
    const body = c.req.valid("json");
    const result = await recordEvent(
      db,
      {
        kind: body.type,
        name: body.event,
        messageId: body.message_id,
        anonymousId: body.anonymous_id,
        properties: body.properties,
        page: body.page,
        sentAt: body.sent_at,
      },
      userId,
      region,
    );
    return c.json(result, 202);
  })
  .openapi(identifyRoute, async (c) => {
    const { db, userId, region } = await proxyContext(c);
    const body = c.req.valid("json");
    // The user id the browser claims is kept as said; the stored user is the token's.
    const properties = { ...body.traits, claimed_user_id: body.user_id };
    const result = await recordEvent(
      db,
      { kind: "identify", name: "Identify", messageId: body.message_id, anonymousId: body.anonymous_id, properties, sentAt: body.sent_at },
      userId,
      region,
    );
    return c.json(result, 202);
  })
  .openapi(conversionRoute, async (c) => {
    const { db, userId, region } = await proxyContext(c);
    const body = c.req.valid("json");
    await requireOwnLineItem(db, userId, body.line_item_id);
    const result = await recordEvent(
      db,
      {
        kind: "product_added_ua_conversion",
        name: "Product Added Conversion",
        messageId: body.message_id,
        anonymousId: body.anonymous_id,
        properties: {},
        lineItemId: body.line_item_id,
        sentAt: body.sent_at,
      },
      userId,
      region,
    );
    return c.json(result, 202);
  })
  .openapi(createSegmentRoute, async (c) => {
    const db = await database();
    await withinAnalyticsLimit(c, db);
    const body = c.req.valid("json");
    const { token, session } = await createSegmentSession(db, {
      userId: await callerId(c, db),
      region: c.get("region").id,
      anonymousId: body.anonymous_id,
      data: body.data,
    });
    c.header("Cache-Control", "no-store");
    return c.json({ segmentation_token: token, data: session.data }, 201);
  })
  .openapi(appendSegmentRoute, async (c) => {
    const db = await database();
    await withinAnalyticsLimit(c, db);
    const body = c.req.valid("json");
    const session = await appendSegmentData(db, { token: body.segmentation_token, userId: await callerId(c, db), data: body.data });
    c.header("Cache-Control", "no-store");
    return c.json({ segmentation_token: body.segmentation_token, data: session.data }, 200);
  })
  .openapi(addSegmentDataRoute, async (c) => {
    const db = await database();
    await withinAnalyticsLimit(c, db);
    const body = c.req.valid("json");
    const session = await appendSegmentData(db, { token: body.segmentation_token, region: c.get("region").id, userId: await callerId(c, db), data: body.data });
    c.header("Cache-Control", "no-store");
    return c.json({ segmentation_token: body.segmentation_token, data: session.data }, 200);
  })
  .openapi(firstNameRoute, async (c) => {
    const db = await database();
    const firstName = await firstNameForSegment(db, c.req.valid("query").segmentation_token, c.get("region").id);
    c.header("Cache-Control", "no-store");
    return c.json({ first_name: firstName }, 200);
  })
  .openapi(eventsRoute, async (c) => {
    const { db } = await requireManager(c);
    const query = c.req.valid("query");
    const rows = await listEvents(db, { name: query.name, anonymousId: query.anonymous_id, userId: query.user_id, limit: query.limit });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        events: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          anonymous_id: row.anonymousId,
          user_id: row.userId,
          region: row.region,
          line_item_id: row.lineItemId,
          properties: row.properties,
          page: row.page,
          sent_at: row.sentAt.toISOString(),
          created_at: row.createdAt.toISOString(),
        })),
      },
      200,
    );
  });

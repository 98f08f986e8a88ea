import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { FILESET_REVIEWS, FILESET_STATUSES, QA_STATES } from "@/lib/b2b/states";
import { database } from "@/server/db";
import type { Database } from "@/server/db/client";
import { ORDER_STATES, orders } from "@/server/db/schema";
import { fileResponseHeaders } from "@/server/files/serve";
import { readStoredVariant } from "@/server/files/service";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { present } from "@/server/orders/routes";
import { OrderSchema } from "@/server/orders/schemas";
import { approvalStatus } from "@/server/orders/serialize";
import { optionalUser, requireManager } from "@/server/users/auth";
import {
  addQaComment,
  authorName,
  changeQaState,
  filesetByUuid,
  filesetsOf,
  filesOf,
  findOrders,
  MAX_FILESET_FILES,
  placedOrder,
  publishFileset,
  qaCommentsOf,
  qaStateChangesOf,
  reviewFileset,
  type FilesetRow,
} from "./service";

/** Design approval (public by the fileset's uuid) and the manager's QA of placed orders. */

const tags = ["Design approval"];

const FilesetResourceSchema = z
  .object({
    id: z.string(),
    type: z.literal("client_approval_fileset"),
    attributes: z.object({
      status: z.enum(FILESET_STATUSES),
      review_reason: z.string().nullable(),
      email: z.string().nullable(),
      note: z.string(),
      order_number: z.string(),
      files: z.array(z.object({ id: z.string(), name: z.string(), content_type: z.string(), url: z.string(), thumbnail_url: z.string().nullable() })),
      created_at: z.string(),
      reviewed_at: z.string().nullable(),
    }),
  })
  .openapi("ClientApprovalFileset");

const ReviewAttributes = z
  .object({
    status: z.enum(FILESET_REVIEWS),
    review_reason: z.string().max(4000).nullable().optional(),
    /** Still taken from older clients, and ignored: who answered is who was verified (ADR 0032). */
    email: z.email().max(320).optional(),
    /** The one-time code from the approval mail's link; without it the caller must be the signed-in buyer. */
    code: z.string().min(1).max(200).optional(),
  })
  .strict();

/** The spec's data envelope, with the attributes directly inside or JSON:API-style under `attributes`. */
const ReviewSchema = z
  .object({
    data: z.union([ReviewAttributes, z.object({ type: z.literal("client_approval_fileset").optional(), attributes: ReviewAttributes }).strict()]),
  })
  .strict()
  .openapi("ClientApprovalReview");

const QaCommentSchema = z
  .object({ id: z.number().int(), body: z.string(), author: z.object({ email: z.string(), name: z.string() }).nullable(), created_at: z.string() })
  .openapi("QaComment");
const QaStateChangeSchema = z
  .object({
    id: z.number().int(),
    from_state: z.enum(QA_STATES).nullable(),
    to_state: z.enum(QA_STATES),
    note: z.string(),
    author: z.object({ email: z.string(), name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .openapi("QaStateChange");

const uuidParam = z.object({ uuid: z.uuid() });
const numberParam = z.object({ number: z.string().min(1).max(40) });
const orderQuery = z.object({ order_number: z.string().min(1).max(40) });
const managerResponses = { ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not an order manager (not_a_manager)") };
const notPlaced = { 409: json(ErrorEnvelopeSchema, "The order is not placed yet (order_not_placed)") };

async function serializeFilesets(db: Database, rows: readonly FilesetRow[], orderNumber: string) {
  const files = await filesOf(
    db,
    rows.flatMap((row) => row.fileIds),
  );
  return rows.map((row) => ({
    id: row.uuid,
    type: "client_approval_fileset" as const,
    attributes: {
      status: row.status,
      review_reason: row.reviewReason,
      email: row.email,
      note: row.note,
      order_number: orderNumber,
      files: row.fileIds.flatMap((fileId) => {
        const file = files.find((candidate) => candidate.id === fileId);
        if (!file) return [];
        const base = `/api/client_approval_filesets/${row.uuid}/files/${encodeURIComponent(file.id)}`;
        return [
          {
            id: file.id,
            name: file.originalName,
            content_type: file.contentType,
            url: `${base}/original`,
            thumbnail_url: file.variants.thumbnail ? `${base}/thumbnail` : null,
          },
        ];
      }),
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
    },
  }));
}

function serializeComment(row: Awaited<ReturnType<typeof qaCommentsOf>>[number]) {
  return { id: row.comment.id, body: row.comment.body, author: authorName(row), created_at: row.comment.createdAt.toISOString() };
}

function serializeStateChange(row: Awaited<ReturnType<typeof qaStateChangesOf>>[number]) {
  const change = row.change;
  return {
    id: change.id,
    from_state: change.fromState,
    to_state: change.toState,
    note: change.note,
    author: authorName(row),
    created_at: change.createdAt.toISOString(),
  };
}

const filesetRoute = createRoute({
  method: "get",
  path: "/client_approval_filesets/{uuid}",
  tags,
  summary: "Files published for the buyer's approval, by the uuid in the link they were mailed",
  request: { params: uuidParam },
  responses: { 200: json(z.object({ data: FilesetResourceSchema }), "The fileset"), ...errorResponses, ...notFoundResponses },
});

const reviewRoute = createRoute({
  method: "put",
  path: "/client_approval_filesets/{uuid}",
  tags,
  summary:
    "The buyer approves the files or asks for changes with a reason: by the code from the approval mail's link, or signed in as the order's buyer (ADR 0032)",
  request: { params: uuidParam, ...jsonBody(ReviewSchema) },
  responses: {
    200: json(z.object({ data: FilesetResourceSchema }), "The answered fileset"),
    ...errorResponses,
    ...notFoundResponses,
    403: json(ErrorEnvelopeSchema, "Neither the mail's code nor the order's buyer signed in (approval_not_yours)"),
    409: json(ErrorEnvelopeSchema, "Answered already or superseded (fileset_not_pending)"),
  },
});

const filesetFileRoute = createRoute({
  method: "get",
  path: "/client_approval_filesets/{uuid}/files/{fileId}/{variant}",
  tags,
  summary: "A published file (original) or its preview (thumbnail)",
  request: { params: uuidParam.extend({ fileId: z.string().min(1).max(100), variant: z.enum(["original", "thumbnail"]) }) },
  responses: { 200: { description: "The bytes" }, ...errorResponses, ...notFoundResponses },
});

const publishRoute = createRoute({
  method: "post",
  path: "/manager/orders/{number}/client_approval_filesets",
  tags,
  security: SECURED,
  summary: "Publish files for the buyer to approve; mails them the link and supersedes a pending fileset",
  request: {
    params: numberParam,
    ...jsonBody(z.object({ file_ids: z.array(z.string().min(1).max(100)).min(1).max(MAX_FILESET_FILES), note: z.string().max(4000).optional() }).strict()),
  },
  responses: {
    201: json(z.object({ data: FilesetResourceSchema }), "The published fileset"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...notPlaced,
  },
});

const managerOrdersRoute = createRoute({
  method: "get",
  path: "/manager/orders",
  tags,
  security: SECURED,
  summary: "Orders by number or buyer's e-mail, newest first (at most 50)",
  request: { query: z.object({ q: z.string().max(200).optional(), state: z.enum(ORDER_STATES).optional() }) },
  responses: {
    200: json(
      z.object({
        orders: z.array(
          z.object({
            number: z.string(),
            state: z.string(),
            email: z.string().nullable(),
            total: z.number().int(),
            currency: z.string(),
            region: z.string(),
            completed_at: z.string().nullable(),
            qa_state: z.enum(QA_STATES).nullable(),
            approval_status: z.enum(["pending", "approved", "changes_requested"]).nullable(),
          }),
        ),
      }),
      "Orders",
    ),
    ...errorResponses,
    ...managerResponses,
  },
});

const managerOrderRoute = createRoute({
  method: "get",
  path: "/manager/orders/{number}",
  tags,
  security: SECURED,
  summary: "An order with its approval filesets, QA comments and QA history",
  request: { params: numberParam },
  responses: {
    200: json(
      z.object({
        order: OrderSchema,
        filesets: z.array(FilesetResourceSchema),
        qa_comments: z.array(QaCommentSchema),
        qa_state_changes: z.array(QaStateChangeSchema),
      }),
      "The order",
    ),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
  },
});

const commentsRoute = createRoute({
  method: "get",
  path: "/qa_comments",
  tags,
  security: SECURED,
  summary: "The QA comments on an order",
  request: { query: orderQuery },
  responses: {
    200: json(z.object({ qa_comments: z.array(QaCommentSchema) }), "Comments"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...notPlaced,
  },
});

const addCommentRoute = createRoute({
  method: "post",
  path: "/qa_comments",
  tags,
  security: SECURED,
  summary: "Add a QA comment to an order",
  request: jsonBody(z.object({ order_number: z.string().min(1).max(40), body: z.string().trim().min(1).max(4000) }).strict()),
  responses: {
    201: json(z.object({ qa_comment: QaCommentSchema }), "The comment"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...notPlaced,
  },
});

const stateChangesRoute = createRoute({
  method: "get",
  path: "/qa_state_changes",
  tags,
  security: SECURED,
  summary: "How an order's QA state moved",
  request: { query: orderQuery },
  responses: {
    200: json(z.object({ qa_state_changes: z.array(QaStateChangeSchema) }), "The history"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...notPlaced,
  },
});

const changeStateRoute = createRoute({
  method: "post",
  path: "/qa_state_changes",
  tags,
  security: SECURED,
  summary: "Move an order's QA state",
  request: jsonBody(z.object({ order_number: z.string().min(1).max(40), to_state: z.enum(QA_STATES), note: z.string().max(4000).optional() }).strict()),
  responses: {
    201: json(z.object({ qa_state_change: QaStateChangeSchema }), "The move"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...notPlaced,
  },
});

export const approvalRoutes = createRouter()
  .openapi(filesetRoute, async (c) => {
    const db = await database();
    const { fileset, orderNumber } = await filesetByUuid(db, c.req.valid("param").uuid);
    const [data] = await serializeFilesets(db, [fileset], orderNumber);
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: data! }, 200);
  })
  .openapi(reviewRoute, async (c) => {
    const db = await database();
    const { data } = c.req.valid("json");
    const attributes = "attributes" in data ? data.attributes : data;
    const { uuid } = c.req.valid("param");
    const { orderNumber } = await filesetByUuid(db, uuid);
    // The mail's code speaks for its recipient; without one the caller's sign-in must.
    const caller = attributes.code ? null : await optionalUser(c);
    const answered = await reviewFileset(
      db,
      uuid,
      { status: attributes.status, reviewReason: attributes.review_reason ?? null },
      { user: caller?.user ?? null, code: attributes.code ?? null },
    );
    const [resource] = await serializeFilesets(db, [answered], orderNumber);
    return c.json({ data: resource! }, 200);
  })
  .openapi(filesetFileRoute, async (c) => {
    const db = await database();
    const { uuid, fileId, variant } = c.req.valid("param");
    const { fileset } = await filesetByUuid(db, uuid);
    const [file] = fileset.fileIds.includes(fileId) ? await filesOf(db, [fileId]) : [];
    const found = file ? await readStoredVariant(file, variant === "original" ? "source" : "thumbnail") : null;
    if (!file || !found) throw notFound("No such file");
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, fileResponseHeaders(file.originalName, found.contentType, found.bytes.byteLength));
  })
  .openapi(publishRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const { number } = c.req.valid("param");
    const body = c.req.valid("json");
    const fileset = await publishFileset(db, user, number, body.file_ids, body.note ?? "");
    const [data] = await serializeFilesets(db, [fileset], number);
    return c.json({ data: data! }, 201);
  })
  .openapi(managerOrdersRoute, async (c) => {
    const { db } = await requireManager(c);
    const { q, state } = c.req.valid("query");
    const rows = await findOrders(db, q, state);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        orders: rows.map((order) => ({
          number: order.number,
          state: order.state,
          email: order.email,
          total: order.total,
          currency: order.currency,
          region: order.region,
          completed_at: order.completedAt?.toISOString() ?? null,
          qa_state: order.qaState,
          approval_status: order.approvalUuid ? approvalStatus(order.qaState) : null,
        })),
      },
      200,
    );
  })
  .openapi(managerOrderRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const { number } = c.req.valid("param");
    const order = await managerOrder(db, number);
    const [presented, filesets, comments, changes] = await Promise.all([
      present(db, order, user),
      filesetsOf(db, order.id),
      qaCommentsOf(db, order.id),
      qaStateChangesOf(db, order.id),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        order: presented,
        filesets: await serializeFilesets(db, filesets, order.number),
        qa_comments: comments.map(serializeComment),
        qa_state_changes: changes.map(serializeStateChange),
      },
      200,
    );
  })
  .openapi(commentsRoute, async (c) => {
    const { db } = await requireManager(c);
    const order = await placedOrder(db, c.req.valid("query").order_number);
    c.header("Cache-Control", "no-store");
    return c.json({ qa_comments: (await qaCommentsOf(db, order.id)).map(serializeComment) }, 200);
  })
  .openapi(addCommentRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const body = c.req.valid("json");
    const comment = await addQaComment(db, user, body.order_number, body.body);
    const [row] = (await qaCommentsOf(db, comment.orderId)).filter((candidate) => candidate.comment.id === comment.id);
    return c.json({ qa_comment: serializeComment(row!) }, 201);
  })
  .openapi(stateChangesRoute, async (c) => {
    const { db } = await requireManager(c);
    const order = await placedOrder(db, c.req.valid("query").order_number);
    c.header("Cache-Control", "no-store");
    return c.json({ qa_state_changes: (await qaStateChangesOf(db, order.id)).map(serializeStateChange) }, 200);
  })
  .openapi(changeStateRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const body = c.req.valid("json");
    const change = await changeQaState(db, user, body.order_number, body.to_state, body.note ?? "");
    const [row] = (await qaStateChangesOf(db, change.orderId)).filter((candidate) => candidate.change.id === change.id);
    return c.json({ qa_state_change: serializeStateChange(row!) }, 201);
  });

/** Any order by number: managers look at carts too, though only placed orders get QA. */
async function managerOrder(db: Database, number: string) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw notFound("No such order", { number });
  return order;
}

import { createRoute, z } from "@hono/zod-openapi";
import { isLocale } from "@/lib/i18n/locales";
import { CONSENT_TYPES } from "@/lib/session/types";
import { database } from "@/server/db";
import { badRequest } from "@/server/http/errors";
import { CATALOGUE_CACHE_SECONDS, publicCache } from "@/server/http/cache";
import { createRouter } from "@/server/http/router";
import { SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { clientAddress, requireSelf, requireUser } from "@/server/users/auth";
import { recordOrderConsents } from "@/server/users/consent-requests";
import { addExpertCheck, createBundle, destroyBundle, plantedTrees, removeExpertCheck, setBundleQuantity, setTrees } from "./extras";
import { MAX_TREES } from "./pricing";
import { orderResponses as responses, present } from "./routes";
import { OrderSchema } from "./schemas";
import { ownedQuantityOption, toggleQuantityOption } from "./quantity-options";
import { changeOrder, findOwnedOrder, orderNumberOf, orderNumberOfLine, updateLineItem } from "./service";

/** Extras on an order: expert checks, trees, bundles and the order's consents. */

const tags = ["Order extras"];
const orderReference = z.union([z.string().min(1).max(40), z.number().int().positive()]);
const bundleQuantity = z.number().int().min(1).max(1_000_000);
const { 200: _order, ...refusals } = responses;

const expertCheckRoute = (method: "post" | "delete") =>
  createRoute({
    method,
    path: "/v2/expert_checks",
    tags,
    security: SECURED,
    summary: method === "post" ? "Have an expert check a product line's design" : "Remove a product line's expert check",
    request: jsonBody(z.object({ parent_id: z.number().int().positive() }).strict()),
    responses,
  });

const treesRoute = (method: "post" | "put", path: string, summary: string, min: number) =>
  createRoute({
    method,
    path,
    tags,
    security: SECURED,
    summary,
    request: jsonBody(z.object({ order_number: z.string().min(1).max(40), quantity: z.number().int().min(min).max(MAX_TREES) }).strict()),
    responses,
  });

const quantityOptionRoute = (action: "toggle_visibility" | "select_for_order", summary: string) =>
  createRoute({
    method: "post",
    path: `/v2/quantity_options/{id}/${action}`,
    tags,
    security: SECURED,
    summary,
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    responses,
  });

const totalTreesRoute = createRoute({
  method: "get",
  path: "/v1/sustainability/total_planted_trees",
  tags,
  summary: "Trees planted through all completed orders",
  middleware: [publicCache(CATALOGUE_CACHE_SECONDS)] as const,
  responses: { 200: json(z.object({ total: z.number().int() }), "Trees") },
});

const userTreesRoute = createRoute({
  method: "get",
  path: "/v1/sustainability/users_planted_trees/{userId}",
  tags,
  security: SECURED,
  summary: "Trees planted through the user's completed orders",
  request: { params: z.object({ userId: z.coerce.number().int().positive() }) },
  responses: { 200: json(z.object({ user_id: z.number().int(), total: z.number().int() }), "Trees"), 401: unauthorizedResponses[401], ...notFoundResponses },
});

const createBundleRoute = createRoute({
  method: "post",
  path: "/v2/bundles",
  tags,
  security: SECURED,
  summary: "Start a bundle in an order; add its lines with bulk_create and its bundle_id",
  request: jsonBody(z.object({ order_id: orderReference, quantity: bundleQuantity }).strict()),
  // It answers the new bundle with the order, never the order alone.
  responses: {
    ...refusals,
    201: json(z.object({ bundle_id: z.number().int(), quantity: z.number().int(), order_id: z.number().int(), order: OrderSchema }), "The bundle"),
  },
});

const updateBundleRoute = createRoute({
  method: "patch",
  path: "/v2/bundles",
  tags,
  security: SECURED,
  summary: "Change the quantity of every product in a bundle",
  request: jsonBody(z.object({ bundle_id: z.number().int().positive(), quantity: bundleQuantity, order_id: orderReference }).strict()),
  responses,
});

const destroyBundleRoute = createRoute({
  method: "post",
  path: "/v2/bundles/destroy",
  tags,
  security: SECURED,
  summary: "Remove a bundle and its lines",
  request: jsonBody(z.object({ bundle_id: z.number().int().positive(), order_id: orderReference }).strict()),
  responses,
});

const orderConsentsRoute = createRoute({
  method: "post",
  path: "/v2/orders/consents",
  tags,
  security: SECURED,
  summary: "Record the consents given with an order, for the order's e-mail address",
  request: jsonBody(
    z
      .object({
        order_id: orderReference,
        consents: z
          .array(z.object({ type: z.enum(CONSENT_TYPES), status: z.enum(["granted", "declined"]) }))
          .min(1)
          .max(CONSENT_TYPES.length),
      })
      .strict(),
  ),
  responses: {
    200: json(
      z.object({
        email: z.string(),
        consents: z.array(z.object({ type: z.string(), status: z.string(), updated_at: z.string() })),
        pending: z.boolean().openapi({ description: "True when marketing answers wait for the address's confirmation mail" }),
      }),
      "The caller's own current consents when the order's address is theirs and confirmed; otherwise an empty list (another address's answers are never told)",
    ),
    401: unauthorizedResponses[401],
    ...errorResponses,
    ...notFoundResponses,
  },
});

export const orderExtrasRoutes = createRouter()
  .openapi(quantityOptionRoute("toggle_visibility", "Show or hide a quantity option beside its line"), async (c) => {
    const { db, user } = await requireUser(c);
    const { id } = c.req.valid("param");
    const { number } = await ownedQuantityOption(db, user, id);
    const { order } = await changeOrder(db, user, number, (context) => toggleQuantityOption(context.tx, id));
    return c.json(await present(db, order, user), 200);
  })
  .openapi(quantityOptionRoute("select_for_order", "Order the line in this quantity instead"), async (c) => {
    const { db, user } = await requireUser(c);
    const { id } = c.req.valid("param");
    const { option, lineId, number } = await ownedQuantityOption(db, user, id);
    const { order } = await changeOrder(db, user, number, (context) => updateLineItem(context, lineId, { quantity: option.quantity }));
    return c.json(await present(db, order, user), 200);
  })
  .openapi(expertCheckRoute("post"), async (c) => {
    const { db, user } = await requireUser(c);
    const parentId = c.req.valid("json").parent_id;
    const { order, lines } = await changeOrder(db, user, await orderNumberOfLine(db, user, parentId), (context) => addExpertCheck(context, parentId));
    return c.json(await present(db, order, user, lines), 200);
  })
  .openapi(expertCheckRoute("delete"), async (c) => {
    const { db, user } = await requireUser(c);
    const parentId = c.req.valid("json").parent_id;
    const { order, lines } = await changeOrder(db, user, await orderNumberOfLine(db, user, parentId), (context) => removeExpertCheck(context, parentId));
    return c.json(await present(db, order, user, lines), 200);
  })
  .openapi(treesRoute("post", "/v1/sustainability/add_tree_line_item", "Plant trees with the order", 1), async (c) => {
    const { db, user } = await requireUser(c);
    const { order_number, quantity } = c.req.valid("json");
    const { order, lines } = await changeOrder(db, user, order_number, (context) => setTrees(context, quantity));
    return c.json(await present(db, order, user, lines), 200);
  })
  .openapi(treesRoute("put", "/v1/sustainability/update_quantity_of_trees", "Change how many trees the order plants (0 removes them)", 0), async (c) => {
    const { db, user } = await requireUser(c);
    const { order_number, quantity } = c.req.valid("json");
    const { order, lines } = await changeOrder(db, user, order_number, (context) => setTrees(context, quantity));
    return c.json(await present(db, order, user, lines), 200);
  })
  .openapi(totalTreesRoute, async (c) => {
    return c.json({ total: await plantedTrees(await database()) }, 200);
  })
  .openapi(userTreesRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const userId = c.req.valid("param").userId;
    requireSelf(user, userId);
    c.header("Cache-Control", "no-store");
    return c.json({ user_id: userId, total: await plantedTrees(db, userId) }, 200);
  })
  .openapi(createBundleRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const input = c.req.valid("json");
    const { order, lines, result } = await changeOrder(db, user, await orderNumberOf(db, user, input.order_id), (context) =>
      createBundle(context, input.quantity),
    );
    return c.json({ bundle_id: result.id, quantity: result.quantity, order_id: order.id, order: await present(db, order, user, lines) }, 201);
  })
  .openapi(updateBundleRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const input = c.req.valid("json");
    const { order, lines } = await changeOrder(db, user, await orderNumberOf(db, user, input.order_id), (context) =>
      setBundleQuantity(context, input.bundle_id, input.quantity),
    );
    return c.json(await present(db, order, user, lines), 200);
  })
  .openapi(destroyBundleRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const input = c.req.valid("json");
    const { order, lines } = await changeOrder(db, user, await orderNumberOf(db, user, input.order_id), (context) => destroyBundle(context, input.bundle_id));
    return c.json(await present(db, order, user, lines), 200);
  })
  .openapi(orderConsentsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const input = c.req.valid("json");
    const order = await findOwnedOrder(db, user, await orderNumberOf(db, user, input.order_id));
    const email = order.email ?? user.email;
    if (!email) throw badRequest("email_required", "The order needs an e-mail address before consents can be recorded", { field: "email" });
    const region = c.get("region");
    const locale = isLocale(user.locale) ? user.locale : region.locale;
    const answer = await recordOrderConsents(
      db,
      user,
      { email, number: order.number, consents: input.consents },
      { region, locale, address: clientAddress(c) },
    );
    c.header("Cache-Control", "no-store");
    return c.json(answer, 200);
  });

import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { requireManager, requireUser } from "@/server/users/auth";
import {
  companiesForManager,
  createPriceList,
  deletePriceList,
  PriceListInputSchema,
  priceListById,
  priceListsOfCompany,
  priceListsOfMember,
  replacePriceList,
  TierSchema,
  type PriceListWithEntries,
} from "./service";

/** Negotiated price lists: the order managers' side and the members' view (docs/adr/0056-negotiated-price-lists.md). */

const tags = ["Price lists"];
const managerResponses = { ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not an order manager (not_a_manager)") };
const refusedResponses = {
  409: json(ErrorEnvelopeSchema, "Another list of the company prices the same product and size on some of these days (price_list_overlap)"),
  422: json(
    ErrorEnvelopeSchema,
    "An entry or the list is not valid: unknown_product, unknown_size, entry_price_required, ladder_first_step, ladder_not_ascending, ladder_price_rising, duplicate_entry, invalid_validity, price_list_currency; details.field names it",
  ),
};
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const PriceListSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    valid_from: z.string(),
    valid_to: z.string().nullable(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        product: z.string(),
        size_code: z.string().nullable(),
        ladder: z.array(TierSchema).nullable(),
        discount_basis_points: z.number().int().nullable(),
      }),
    ),
    updated_at: z.string(),
  })
  .openapi("NegotiatedPriceList");

const ManagedCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    vat_id: z.string().nullable(),
    country_iso: z.string(),
    region: z.string(),
    currency: z.string(),
    members_count: z.number().int(),
  })
  .openapi("ManagedCompany");

function serialize({ list, entries }: PriceListWithEntries) {
  return {
    id: list.id,
    company_id: list.companyId,
    name: list.name,
    currency: list.currency,
    valid_from: list.validFrom,
    valid_to: list.validTo,
    entries: entries.map((entry) => ({
      id: entry.id,
      product: entry.product,
      size_code: entry.sizeCode,
      ladder: entry.ladder,
      discount_basis_points: entry.discountBasisPoints,
    })),
    updated_at: list.updatedAt.toISOString(),
  };
}

const companiesRoute = createRoute({
  method: "get",
  path: "/manager/companies",
  tags,
  security: SECURED,
  summary: "Companies an order manager can give a price list",
  responses: { 200: json(z.object({ companies: z.array(ManagedCompanySchema) }), "Companies"), ...errorResponses, ...managerResponses },
});

const companyListsRoute = createRoute({
  method: "get",
  path: "/manager/companies/{company_id}/price_lists",
  tags,
  security: SECURED,
  summary: "A company's price lists",
  request: { params: z.object({ company_id: id }) },
  responses: {
    200: json(z.object({ price_lists: z.array(PriceListSchema) }), "Price lists"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
  },
});

const createListRoute = createRoute({
  method: "post",
  path: "/manager/companies/{company_id}/price_lists",
  tags,
  security: SECURED,
  summary: "Give a company a price list",
  request: { params: z.object({ company_id: id }), ...jsonBody(PriceListInputSchema) },
  responses: {
    201: json(z.object({ price_list: PriceListSchema }), "The new list"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...refusedResponses,
  },
});

const showListRoute = createRoute({
  method: "get",
  path: "/manager/price_lists/{id}",
  tags,
  security: SECURED,
  summary: "One price list",
  request: { params: z.object({ id }) },
  responses: { 200: json(z.object({ price_list: PriceListSchema }), "The list"), ...errorResponses, ...managerResponses, ...notFoundResponses },
});

const replaceListRoute = createRoute({
  method: "patch",
  path: "/manager/price_lists/{id}",
  tags,
  security: SECURED,
  summary: "Replace a price list's name, validity and entries as a whole",
  request: { params: z.object({ id }), ...jsonBody(PriceListInputSchema) },
  responses: {
    200: json(z.object({ price_list: PriceListSchema }), "The list as now written"),
    ...errorResponses,
    ...managerResponses,
    ...notFoundResponses,
    ...refusedResponses,
  },
});

const deleteListRoute = createRoute({
  method: "delete",
  path: "/manager/price_lists/{id}",
  tags,
  security: SECURED,
  summary: "Delete a price list (paid orders keep the prices they paid)",
  request: { params: z.object({ id }) },
  responses: { 204: { description: "Deleted" }, ...errorResponses, ...managerResponses, ...notFoundResponses },
});

const memberListsRoute = createRoute({
  method: "get",
  path: "/companies/mine/price_lists",
  tags,
  security: SECURED,
  summary: "The caller's company's price lists that apply today or later",
  responses: {
    200: json(z.object({ price_lists: z.array(PriceListSchema) }), "Price lists"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

export const priceListRoutes = createRouter()
  .openapi(companiesRoute, async (c) => {
    const { db } = await requireManager(c);
    const rows = await companiesForManager(db);
    return c.json(
      {
        companies: rows.map((row) => ({
          id: row.id,
          name: row.name,
          vat_id: row.vatId,
          country_iso: row.countryIso,
          region: row.region,
          currency: row.currency,
          members_count: row.members,
        })),
      },
      200,
    );
  })
  .openapi(companyListsRoute, async (c) => {
    const { db } = await requireManager(c);
    return c.json({ price_lists: (await priceListsOfCompany(db, c.req.valid("param").company_id)).map(serialize) }, 200);
  })
  .openapi(createListRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const list = await createPriceList(db, user, c.req.valid("param").company_id, c.req.valid("json"));
    return c.json({ price_list: serialize(list) }, 201);
  })
  .openapi(showListRoute, async (c) => {
    const { db } = await requireManager(c);
    return c.json({ price_list: serialize(await priceListById(db, c.req.valid("param").id)) }, 200);
  })
  .openapi(replaceListRoute, async (c) => {
    const { db, user } = await requireManager(c);
    const list = await replacePriceList(db, user, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ price_list: serialize(list) }, 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const { db } = await requireManager(c);
    await deletePriceList(db, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(memberListsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    return c.json({ price_lists: (await priceListsOfMember(db, user)).map(serialize) }, 200);
  });

import { createRoute, z } from "@hono/zod-openapi";
import { CountryIsoSchema } from "@/lib/addresses/country";
import { addressFields } from "@/lib/account/requests";
import { COMPANY_ROLES, PURCHASE_APPROVAL_STATES } from "@/server/db/schema";
import { database } from "@/server/db";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { OrderAddressSchema, OrderSchema } from "@/server/orders/schemas";
import { present } from "@/server/orders/routes";
import { optionalUser, requireUser } from "@/server/users/auth";
import { SessionSchema } from "@/server/users/schemas";
import { serializeUser } from "@/server/users/serialize";
import type { Membership } from "./access";
import { decide, listApprovals, requestApproval, showApproval, type ApprovalView } from "./approvals";
import { acceptInvitation, invite, openInvitations, previewInvitation, revokeInvitation, type InvitationRow } from "./invitations";
import {
  changeMember,
  companyOrder,
  companyOrders,
  companyQuoteRequests,
  createCompany,
  leaveCompany,
  listMembers,
  removeMember,
  updateCompany,
  type MemberView,
} from "./service";

/** Company accounts, their members and invitations, and purchase approvals (ADR 0055). */

const tags = ["Companies"];

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Minor units of the company's currency; null means no limit. */
const SpendingLimitSchema = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000_00)
  .nullable()
  .openapi({ description: "Minor units of the company's currency; null means no limit" });

const { kind: _kind, is_default: _isDefault, ...addressShape } = addressFields;
const CompanyAddressSchema = z.object(addressShape).strict().openapi("CompanyAddress");

const detailFields = {
  name: z.string().trim().min(1).max(150),
  vat_id: z.string().trim().max(30).nullable().optional(),
  country_iso: CountryIsoSchema,
  billing_address: CompanyAddressSchema.nullable().optional(),
  delivery_address: CompanyAddressSchema.nullable().optional(),
  invoice_email: z.email().max(254).nullable().optional(),
  invoice_reference: z.string().trim().max(100).nullable().optional(),
};
const NewCompanySchema = z.object(detailFields).strict().openapi("NewCompany");
const CompanyChangeSchema = z.object(detailFields).partial().strict().openapi("CompanyChange");

const CompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    vat_id: z.string().nullable(),
    country_iso: z.string(),
    region: z.string(),
    currency: z.string(),
    billing_address: OrderAddressSchema.nullable(),
    delivery_address: OrderAddressSchema.nullable(),
    invoice_email: z.string().nullable(),
    invoice_reference: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("Company");

const MembershipSchema = z
  .object({ id: z.number().int(), role: z.enum(COMPANY_ROLES), spending_limit: z.number().int().nullable() })
  .openapi("CompanyMembership");
const CompanyAnswerSchema = z.object({ company: CompanySchema, membership: MembershipSchema }).openapi("CompanyAnswer");

const MemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(COMPANY_ROLES),
    spending_limit: z.number().int().nullable(),
    joined_at: z.string(),
  })
  .openapi("CompanyMember");
const MemberChangeSchema = z
  .object({ role: z.enum(COMPANY_ROLES).optional(), spending_limit: SpendingLimitSchema.optional() })
  .strict()
  .openapi("CompanyMemberChange");

const InvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(COMPANY_ROLES),
    spending_limit: z.number().int().nullable(),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .openapi("CompanyInvitation");
const NewInvitationSchema = z
  .object({ email: z.email().max(254), role: z.enum(COMPANY_ROLES), spending_limit: SpendingLimitSchema.optional() })
  .strict()
  .openapi("NewCompanyInvitation");
const InvitationTokenSchema = z
  .object({ token: z.string().min(1).max(200) })
  .strict()
  .openapi("CompanyInvitationToken");
const InvitationPreviewSchema = z
  .object({ company_name: z.string(), email: z.string(), role: z.enum(COMPANY_ROLES), account_exists: z.boolean(), expires_at: z.string() })
  .openapi("CompanyInvitationPreview");
const InvitationAcceptSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().min(1).max(1024).optional(),
    first_name: z.string().trim().max(100).nullable().optional(),
    last_name: z.string().trim().max(100).nullable().optional(),
  })
  .strict()
  .openapi("CompanyInvitationAcceptance");
const InvitationAcceptedSchema = z
  .object({ company: CompanySchema, membership: MembershipSchema, session: SessionSchema.nullable() })
  .openapi("CompanyInvitationAccepted");

const ApprovalSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    state: z.enum(PURCHASE_APPROVAL_STATES),
    total: z.number().int(),
    currency: z.string(),
    reason: z.string().nullable(),
    requested_by: z.object({ email: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .openapi("PurchaseApproval");
/**
 * The order an approver signs off, as it stands: its lines (product, size, options,
 * quantity, amounts net and with VAT), addresses, delivery and totals on the
 * storefront's basis. Only these fields of the order's answer; not its payments,
 * bank details or production files.
 */
const ApprovalOrderSchema = OrderSchema.pick({
  number: true,
  state: true,
  currency: true,
  region: true,
  item_total: true,
  ship_total: true,
  customs_total: true,
  promo_total: true,
  promo_code: true,
  tax_total: true,
  total: true,
  item_total_with_vat: true,
  ship_total_with_vat: true,
  customs_total_with_vat: true,
  promo_total_with_vat: true,
  vat_rate: true,
  price_display: true,
  reverse_charge: true,
  customer_type: true,
  vat_id: true,
  ship_address: true,
  bill_address: true,
  shipment_type: true,
  line_items: true,
  created_at: true,
}).openapi("PurchaseApprovalOrder");
const ApprovalDetailSchema = ApprovalSchema.extend({
  may_decide: z.boolean().openapi({ description: "Whether the caller (or the link's approver) may approve or reject it now" }),
  order: ApprovalOrderSchema.openapi({ description: "What is being bought: the order as it stands now" }),
}).openapi("PurchaseApprovalDetail");
const NewApprovalSchema = z
  .object({ order_number: z.string().min(1).max(40) })
  .strict()
  .openapi("NewPurchaseApproval");
const DecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"]),
    reason: z.string().max(2000).nullable().optional(),
    code: z.string().min(1).max(200).optional().openapi({ description: "The code of the approver's mail link; without it the caller must be signed in" }),
  })
  .strict()
  .openapi("PurchaseApprovalDecision");

const CompanyOrderSchema = z.object({ order: OrderSchema, buyer_email: z.string() }).openapi("CompanyOrder");
const CompanyQuoteRequestSchema = z
  .object({
    number: z.string(),
    state: z.string(),
    email: z.string(),
    product_slug: z.string().nullable(),
    quantity: z.number().int().nullable(),
    created_at: z.string(),
  })
  .openapi("CompanyQuoteRequest");

const roleResponses = { 403: json(ErrorEnvelopeSchema, "The caller's role may not do this (company_role_required, plus_required, own_purchase)") };
const conflictResponses = {
  409: json(ErrorEnvelopeSchema, "The company's state refuses it (already_in_company, last_admin, already_member, approval_decided ...)"),
};

function serializeCompany({ company, member }: Membership) {
  return {
    company: {
      id: company.id,
      name: company.name,
      vat_id: company.vatId,
      country_iso: company.countryIso,
      region: company.region,
      currency: company.currency,
      billing_address: company.billingAddress,
      delivery_address: company.deliveryAddress,
      invoice_email: company.invoiceEmail,
      invoice_reference: company.invoiceReference,
      created_at: company.createdAt.toISOString(),
    },
    membership: { id: member.id, role: member.role, spending_limit: member.spendingLimit },
  };
}

function serializeMember(view: MemberView) {
  return {
    id: view.member.id,
    email: view.email,
    first_name: view.firstName,
    last_name: view.lastName,
    role: view.member.role,
    spending_limit: view.member.spendingLimit,
    joined_at: view.member.createdAt.toISOString(),
  };
}

function serializeInvitation(row: InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    spending_limit: row.spendingLimit,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function serializeApproval(view: ApprovalView) {
  const { approval } = view;
  return {
    id: approval.id,
    order_number: view.orderNumber,
    state: approval.state,
    total: approval.total,
    currency: approval.currency,
    reason: approval.reason,
    requested_by: { email: view.requestedBy.email, first_name: view.requestedBy.firstName, last_name: view.requestedBy.lastName },
    created_at: approval.createdAt.toISOString(),
    decided_at: approval.decidedAt?.toISOString() ?? null,
  };
}

function detailsOf(body: Partial<z.infer<typeof NewCompanySchema>>) {
  return {
    name: body.name,
    vatId: body.vat_id,
    countryIso: body.country_iso,
    billingAddress: body.billing_address,
    deliveryAddress: body.delivery_address,
    invoiceEmail: body.invoice_email,
    invoiceReference: body.invoice_reference,
  };
}

const createRoute_ = createRoute({
  method: "post",
  path: "/companies",
  tags,
  summary: "A new company account in the storefront's region and currency; the caller, a plus customer, becomes its admin",
  security: SECURED,
  request: jsonBody(NewCompanySchema),
  responses: {
    201: json(CompanyAnswerSchema, "The company and the caller's membership"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...roleResponses,
    ...conflictResponses,
  },
});

const mineRoute = createRoute({
  method: "get",
  path: "/companies/mine",
  tags,
  summary: "The caller's company and their role and spending limit in it",
  security: SECURED,
  responses: { 200: json(CompanyAnswerSchema, "The company"), ...unauthorizedResponses, ...notFoundResponses },
});

const changeRoute = createRoute({
  method: "patch",
  path: "/companies/mine",
  tags,
  summary: "An admin changes the company's details (the VAT id is checked as the checkout checks it)",
  security: SECURED,
  request: jsonBody(CompanyChangeSchema),
  responses: { 200: json(CompanyAnswerSchema, "The changed company"), ...errorResponses, ...unauthorizedResponses, ...roleResponses, ...notFoundResponses },
});

const membersRoute = createRoute({
  method: "get",
  path: "/companies/mine/members",
  tags,
  summary: "The company's members with their roles and spending limits",
  security: SECURED,
  responses: { 200: json(z.object({ members: z.array(MemberSchema) }), "The members"), ...unauthorizedResponses, ...notFoundResponses },
});

const changeMemberRoute = createRoute({
  method: "patch",
  path: "/companies/mine/members/{id}",
  tags,
  summary: "An admin changes a member's role or spending limit (the last admin stays admin)",
  security: SECURED,
  request: { params: idParam, ...jsonBody(MemberChangeSchema) },
  responses: {
    200: json(z.object({ member: MemberSchema }), "The changed member"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...roleResponses,
    ...notFoundResponses,
    ...conflictResponses,
  },
});

const removeMemberRoute = createRoute({
  method: "delete",
  path: "/companies/mine/members/{id}",
  tags,
  summary: "An admin removes a member (never the last admin); their orders stay the company's",
  security: SECURED,
  request: { params: idParam },
  responses: { 204: { description: "Removed" }, ...errorResponses, ...unauthorizedResponses, ...roleResponses, ...notFoundResponses, ...conflictResponses },
});

const leaveRoute = createRoute({
  method: "delete",
  path: "/companies/mine/membership",
  tags,
  summary: "The caller leaves their company (never its last admin); their past orders stay the company's",
  security: SECURED,
  responses: { 204: { description: "Left" }, ...unauthorizedResponses, ...notFoundResponses, ...conflictResponses },
});

const invitationsRoute = createRoute({
  method: "get",
  path: "/companies/mine/invitations",
  tags,
  summary: "The company's open invitations, for its admins",
  security: SECURED,
  responses: {
    200: json(z.object({ invitations: z.array(InvitationSchema) }), "Open invitations"),
    ...unauthorizedResponses,
    ...roleResponses,
    ...notFoundResponses,
  },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/companies/mine/invitations",
  tags,
  summary: "An admin invites an address by mail with a role and a spending limit (limited per company and per address)",
  security: SECURED,
  request: jsonBody(NewInvitationSchema),
  responses: {
    201: json(z.object({ invitation: InvitationSchema }), "The invitation, mailed"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...roleResponses,
    ...notFoundResponses,
    ...conflictResponses,
    429: json(ErrorEnvelopeSchema, "Too many invitations (rate_limited)"),
  },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/companies/mine/invitations/{id}",
  tags,
  summary: "An admin withdraws an open invitation",
  security: SECURED,
  request: { params: idParam },
  responses: { 204: { description: "Withdrawn" }, ...errorResponses, ...unauthorizedResponses, ...roleResponses, ...notFoundResponses },
});

const previewRoute = createRoute({
  method: "post",
  path: "/company_invitations/preview",
  tags,
  summary: "What an open invitation link is for: the company, the address, and whether it has an account (sign in) or not (choose a password)",
  request: jsonBody(InvitationTokenSchema),
  responses: { 200: json(z.object({ invitation: InvitationPreviewSchema }), "The invitation"), ...errorResponses },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/company_invitations/accept",
  tags,
  summary: "Accepts an invitation: the signed-in invited account joins, or a new account for the address is made with the password given and signed in",
  request: jsonBody(InvitationAcceptSchema),
  responses: {
    200: json(InvitationAcceptedSchema, "The joined company; a session when a new account was made"),
    ...errorResponses,
    ...unauthorizedResponses,
    403: json(ErrorEnvelopeSchema, "Sign in with the invited address first (invitation_sign_in_required, invitation_other_account)"),
    ...conflictResponses,
  },
});

const ordersRoute = createRoute({
  method: "get",
  path: "/companies/mine/orders",
  tags,
  summary: "The company's orders past the delivery step: all of them for approvers and admins, their own for buyers",
  security: SECURED,
  responses: { 200: json(z.object({ orders: z.array(CompanyOrderSchema) }), "Orders, newest first"), ...unauthorizedResponses, ...notFoundResponses },
});

const orderRoute = createRoute({
  method: "get",
  path: "/companies/mine/orders/{number}",
  tags,
  summary: "One of the company's orders (404 for another company's, and for a buyer's colleague's)",
  security: SECURED,
  request: { params: z.object({ number: z.string().min(1).max(40) }) },
  responses: { 200: json(CompanyOrderSchema, "The order"), ...errorResponses, ...unauthorizedResponses, ...notFoundResponses },
});

const quoteRequestsRoute = createRoute({
  method: "get",
  path: "/companies/mine/quote_requests",
  tags,
  summary: "The company's quote requests: all of them for approvers and admins, their own for buyers",
  security: SECURED,
  responses: {
    200: json(z.object({ quote_requests: z.array(CompanyQuoteRequestSchema) }), "Requests, newest first"),
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const approvalsRoute = createRoute({
  method: "get",
  path: "/companies/mine/purchase_approvals",
  tags,
  summary: "The company's purchase approvals: all for approvers and admins, their own for buyers",
  security: SECURED,
  request: { query: z.object({ state: z.enum(PURCHASE_APPROVAL_STATES).optional() }) },
  responses: {
    200: json(z.object({ purchase_approvals: z.array(ApprovalSchema) }), "Approvals, newest first"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const requestApprovalRoute = createRoute({
  method: "post",
  path: "/companies/mine/purchase_approvals",
  tags,
  summary: "The buyer asks the company's approvers to approve their order above their spending limit",
  security: SECURED,
  request: jsonBody(NewApprovalSchema),
  responses: {
    201: json(z.object({ purchase_approval: ApprovalSchema }), "The approval asked for (or the open one for this total)"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "No approval possible or needed (order_not_ready, approval_not_needed, no_approver)"),
  },
});

const approvalRoute = createRoute({
  method: "get",
  path: "/purchase_approvals/{id}",
  tags,
  summary: "One purchase approval, for a member who may see it or the approver whose mail link carries `code`",
  request: { params: idParam, query: z.object({ code: z.string().min(1).max(200).optional() }) },
  responses: {
    200: json(z.object({ purchase_approval: ApprovalDetailSchema }), "The approval"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...notFoundResponses,
  },
});

const decideRoute = createRoute({
  method: "post",
  path: "/purchase_approvals/{id}/decision",
  tags,
  summary: "An approver (signed in, or by the mail link's code) approves or rejects with a reason; never the buyer who asked",
  request: { params: idParam, ...jsonBody(DecisionSchema) },
  responses: {
    200: json(z.object({ purchase_approval: ApprovalSchema }), "The answered approval"),
    ...errorResponses,
    ...unauthorizedResponses,
    ...roleResponses,
    ...notFoundResponses,
    409: json(ErrorEnvelopeSchema, "Already answered, or the order changed since (approval_decided, approval_outdated)"),
  },
});

export const companyRoutes = createRouter()
  .openapi(createRoute_, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const membership = await createCompany(db, user, c.get("region").id, { ...detailsOf(body), name: body.name, countryIso: body.country_iso });
    return c.json(serializeCompany(membership), 201);
  })
  .openapi(mineRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { membership } = await listMembers(db, user);
    return c.json(serializeCompany(membership), 200);
  })
  .openapi(changeRoute, async (c) => {
    const { db, user } = await requireUser(c);
    return c.json(serializeCompany(await updateCompany(db, user, detailsOf(c.req.valid("json")))), 200);
  })
  .openapi(membersRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const { members } = await listMembers(db, user);
    return c.json({ members: members.map(serializeMember) }, 200);
  })
  .openapi(changeMemberRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const changed = await changeMember(db, user, c.req.valid("param").id, { role: body.role, spendingLimit: body.spending_limit });
    const { members } = await listMembers(db, user).catch(() => ({ members: [] as MemberView[] }));
    const view = members.find((member) => member.member.id === changed.id);
    return c.json({ member: serializeMember(view ?? { member: changed, email: "", firstName: null, lastName: null }) }, 200);
  })
  .openapi(removeMemberRoute, async (c) => {
    const { db, user } = await requireUser(c);
    await removeMember(db, user, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(leaveRoute, async (c) => {
    const { db, user } = await requireUser(c);
    await leaveCompany(db, user);
    return c.body(null, 204);
  })
  .openapi(invitationsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    return c.json({ invitations: (await openInvitations(db, user)).map(serializeInvitation) }, 200);
  })
  .openapi(inviteRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const invitation = await invite(db, user, { email: body.email, role: body.role, spendingLimit: body.spending_limit ?? null });
    return c.json({ invitation: serializeInvitation(invitation) }, 201);
  })
  .openapi(revokeRoute, async (c) => {
    const { db, user } = await requireUser(c);
    await revokeInvitation(db, user, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(previewRoute, async (c) => {
    const preview = await previewInvitation(await database(), c.req.valid("json").token);
    return c.json(
      {
        invitation: {
          company_name: preview.companyName,
          email: preview.invitation.email,
          role: preview.invitation.role,
          account_exists: preview.accountExists,
          expires_at: preview.invitation.expiresAt.toISOString(),
        },
      },
      200,
    );
  })
  .openapi(acceptRoute, async (c) => {
    const caller = await optionalUser(c);
    const body = c.req.valid("json");
    const accepted = await acceptInvitation(
      caller?.db ?? (await database()),
      caller?.user ?? null,
      body.token,
      body.password !== undefined ? { password: body.password, firstName: body.first_name, lastName: body.last_name } : null,
    );
    return c.json(
      { ...serializeCompany(accepted.membership), session: accepted.token ? { token: accepted.token, user: serializeUser(accepted.user) } : null },
      200,
    );
  })
  .openapi(ordersRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const rows = await companyOrders(db, user);
    return c.json({ orders: await Promise.all(rows.map(async (row) => ({ order: await present(db, row.order, user), buyer_email: row.email ?? "" }))) }, 200);
  })
  .openapi(orderRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const row = await companyOrder(db, user, c.req.valid("param").number);
    return c.json({ order: await present(db, row.order, user), buyer_email: row.email ?? "" }, 200);
  })
  .openapi(quoteRequestsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const rows = await companyQuoteRequests(db, user);
    return c.json(
      {
        quote_requests: rows.map((row) => ({
          number: row.number,
          state: row.state,
          email: row.email,
          product_slug: row.productSlug,
          quantity: row.quantity,
          created_at: row.createdAt.toISOString(),
        })),
      },
      200,
    );
  })
  .openapi(approvalsRoute, async (c) => {
    const { db, user } = await requireUser(c);
    return c.json({ purchase_approvals: (await listApprovals(db, user, c.req.valid("query").state)).map(serializeApproval) }, 200);
  })
  .openapi(requestApprovalRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const approval = await requestApproval(db, user, c.req.valid("json").order_number);
    const views = await listApprovals(db, user);
    const view = views.find((candidate) => candidate.approval.id === approval.id)!;
    return c.json({ purchase_approval: serializeApproval(view) }, 201);
  })
  .openapi(approvalRoute, async (c) => {
    const caller = await optionalUser(c);
    const db = caller?.db ?? (await database());
    const view = await showApproval(db, caller?.user ?? null, c.req.valid("param").id, c.req.valid("query").code);
    // Parsed through the narrower schema, which drops what the approver has no need of (payments, bank details, files).
    const order = ApprovalOrderSchema.parse(await present(db, view.order, view.viewer));
    return c.json({ purchase_approval: { ...serializeApproval(view), may_decide: view.mayDecide, order } }, 200);
  })
  .openapi(decideRoute, async (c) => {
    const caller = await optionalUser(c);
    const body = c.req.valid("json");
    const view = await decide(caller?.db ?? (await database()), caller?.user ?? null, c.req.valid("param").id, body);
    return c.json({ purchase_approval: serializeApproval(view) }, 200);
  });

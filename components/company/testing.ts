import type { CurrentUser } from "@/lib/session/types";
import { fakeFetch, json, refusal, type Refusal } from "@/test/fake-api";
import { lineItemAnswer, orderAnswer } from "@/test/order-answers";
import { signedUpUser } from "@/test/users";
import type { CompanyAnswer, Invitation, InvitationPreview, Member, PurchaseApproval, PurchaseApprovalDetail } from "./api";

/**
 * A fake shop API behind `fetch` for the company pages' tests: the session, the plus
 * terms (accepted), and the company routes, answering as server/companies does and
 * keeping what the pages change. `refuse` makes the next call of a route fail.
 */

export const admin: CurrentUser = { ...signedUpUser, customer_type: "b2b", company_name: "Kartonwerk GmbH" };

export function companyAnswer(role: Member["role"] = "admin"): CompanyAnswer {
  return {
    company: {
      id: 5,
      name: "Kartonwerk GmbH",
      vat_id: "DE136695976",
      country_iso: "DE",
      region: "eu",
      currency: "EUR",
      billing_address: null,
      delivery_address: null,
      invoice_email: "ap@kartonwerk.example",
      invoice_reference: null,
      created_at: "2026-11-01T10:00:00.000Z",
    },
    membership: { id: 1, role, spending_limit: null },
  };
}

export function memberJson(values: Partial<Member> & { id: number; email: string }): Member {
  return { first_name: null, last_name: null, role: "buyer", spending_limit: null, joined_at: "2026-11-02T10:00:00.000Z", ...values };
}

export function approvalJson(values: Partial<PurchaseApproval> & { id: number }): PurchaseApproval {
  return {
    order_number: "R123456789",
    state: "pending",
    total: 245_000,
    currency: "EUR",
    reason: null,
    requested_by: { email: "bo@kartonwerk.example", first_name: "Bo", last_name: "Buyer" },
    created_at: "2026-11-20T10:00:00.000Z",
    decided_at: null,
    ...values,
  };
}

export const DELIVERY_ADDRESS = {
  first_name: "Bo",
  last_name: "Buyer",
  company_name: "Kartonwerk GmbH",
  street: "Lagerstraße 7",
  city: "Leipzig",
  zip_code: "04109",
  country_iso: "DE",
};

/**
 * The order an approval is for, as GET purchase_approvals/{id} answers it: 1 000 eco
 * mailer boxes in natural brown board with a matte lamination in eu (shown gross), delivered to the company's warehouse.
 */
export function approvalOrderJson(approval: PurchaseApproval): PurchaseApprovalDetail["order"] {
  const {
    id: _id,
    channel: _channel,
    email: _email,
    promotion_amount: _promotion,
    item_count: _count,
    vat_check: _check,
    invoice_type: _invoiceType,
    bill_country_iso: _bill,
    ship_country_iso: _ship,
    payment_state: _payment,
    order_manager: _manager,
    qa_state: _qa,
    approval: _approval,
    completed_at: _completed,
    payments: _payments,
    amount_paid: _paid,
    amount_due: _due,
    bank_details: _bank,
    payment_schedule: _schedule,
    ...order
  } = orderAnswer({
    number: approval.order_number,
    state: "delivery",
    item_total: 200_000,
    item_total_with_vat: 238_000,
    ship_total: 5_882,
    ship_total_with_vat: 7_000,
    tax_total: 39_118,
    total: approval.total,
    vat_rate: 19,
    customer_type: "b2b",
    vat_id: "DE136695976",
    ship_address: DELIVERY_ADDRESS,
    bill_address: { ...DELIVERY_ADDRESS, street: "Karton 1", city: "Berlin", zip_code: "10115" },
    shipment_type: "courier",
    line_items: [
      lineItemAnswer({
        id: 71,
        sku: "mailer-box-eco-200x150x70",
        quantity: 1000,
        price: 200,
        price_with_vat: 238,
        total: 200_000,
        total_with_vat: 238_000,
        options: { finish: "foil-matte", material: "cardboard-natural" },
        variant: { id: 102, sku: "mailer-box-eco-200x150x70", external_pim_sku: "PIM-102", name: "Eco mailer boxes 200x150x70" },
        product: { id: 6, slug: "mailer-box-eco", name: "Eco mailer boxes" },
      }),
    ],
  });
  return order;
}

export interface CompanyShopState {
  user?: CurrentUser;
  company?: CompanyAnswer | null;
  members?: Member[];
  invitations?: Invitation[];
  approvals?: PurchaseApproval[];
  /** The open invitation the token `invite-token` names. */
  invitation?: InvitationPreview;
}

export function fakeCompanyApi(initial: CompanyShopState = {}) {
  const user = initial.user ?? admin;
  let company = initial.company === undefined ? companyAnswer() : initial.company;
  const members = initial.members ?? [memberJson({ id: 1, email: user.email ?? "", role: "admin" })];
  const invitations = initial.invitations ?? [];
  const approvals = initial.approvals ?? [];
  const refusals = new Map<string, Refusal>();

  let joined = user;
  const api = fakeFetch((request) => {
    const route = `${request.method} ${request.path}`;
    const refused = refusals.get(route);
    if (refused) {
      refusals.delete(route);
      return refusal(refused);
    }
    if (route === "GET users/current") return json(request.headers["X-Api-Token"] === "new-member-token" ? joined : user);
    if (route === "POST company_invitations/preview" || route === "POST company_invitations/accept") {
      const body = request.body as { token: string; password?: string };
      if (!initial.invitation || body.token !== "invite-token") return refusal({ status: 400, code: "invalid_invitation" });
      if (route.endsWith("preview")) return json({ invitation: initial.invitation });
      const session = body.password
        ? { token: "new-member-token", user: (joined = { ...admin, id: 99, email: initial.invitation.email, spree_api_key: "new-member-token" }) }
        : null;
      return json({ ...companyAnswer(initial.invitation.role), session });
    }
    if (route === "GET v1/emails/consents")
      return json({ email: user.email, consents: [{ type: "terms_and_conditions_plus", status: "granted", updated_at: "2026-01-05T10:00:00.000Z" }] });
    if (route === "GET companies/mine") return company ? json(company) : refusal({ status: 404, code: "not_found" });
    if (route === "POST companies") {
      const body = request.body as { name: string; vat_id: string | null };
      company = { ...companyAnswer(), company: { ...companyAnswer().company, name: body.name, vat_id: body.vat_id } };
      return json(company, 201);
    }
    if (route === "PATCH companies/mine" && company) {
      company = { ...company, company: { ...company.company, ...(request.body as object) } };
      return json(company);
    }
    if (route === "DELETE companies/mine/membership") {
      if (!company) return refusal({ status: 404, code: "not_found" });
      const self = members.find((row) => row.email === user.email);
      if (self?.role === "admin" && members.filter((row) => row.role === "admin").length === 1)
        return refusal({ status: 409, code: "last_admin", message: "You are the company's last admin: make another member admin before you leave" });
      company = null;
      return new Response(null, { status: 204 });
    }
    if (route === "GET companies/mine/members") return json({ members });
    const member = /^companies\/mine\/members\/(\d+)$/.exec(request.path);
    if (member && request.method === "PATCH") {
      const index = members.findIndex((row) => row.id === Number(member[1]));
      members[index] = { ...members[index]!, ...(request.body as Partial<Member>) };
      return json({ member: members[index] });
    }
    if (member && request.method === "DELETE") {
      members.splice(
        members.findIndex((row) => row.id === Number(member[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (route === "GET companies/mine/invitations") return json({ invitations });
    if (route === "POST companies/mine/invitations") {
      const body = request.body as { email: string; role: Member["role"]; spending_limit: number | null };
      const invitation = { id: 40 + invitations.length, ...body, expires_at: "2026-12-04T10:00:00.000Z", created_at: "2026-11-27T10:00:00.000Z" };
      invitations.push(invitation);
      return json({ invitation }, 201);
    }
    if (route === "GET companies/mine/purchase_approvals")
      return company ? json({ purchase_approvals: approvals }) : refusal({ status: 404, code: "not_found", message: "You are not a member of a company" });
    const one = /^purchase_approvals\/(\d+)$/.exec(request.path);
    if (one && request.method === "GET") {
      const found = approvals.find((row) => row.id === Number(one[1]));
      return found
        ? json({
            purchase_approval: { ...found, may_decide: found.state === "pending" && found.requested_by.email !== user.email, order: approvalOrderJson(found) },
          })
        : refusal({ status: 404, code: "not_found" });
    }
    const decision = /^purchase_approvals\/(\d+)\/decision$/.exec(request.path);
    if (decision) {
      const index = approvals.findIndex((row) => row.id === Number(decision[1]));
      const body = request.body as { decision: "approve" | "reject"; reason?: string | null };
      approvals[index] = { ...approvals[index]!, state: body.decision === "approve" ? "approved" : "rejected", reason: body.reason ?? null };
      return json({ purchase_approval: approvals[index] });
    }
    return refusal({ status: 404, code: "not_found", message: `No API path ${route}` });
  });
  return {
    ...api,
    members,
    invitations,
    approvals,
    refuse: (method: string, path: string, failure: Refusal) => void refusals.set(`${method} ${path}`, failure),
  };
}

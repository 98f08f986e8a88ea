import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { companies, companyInvitations, companyMembers, orders, purchaseApprovals } from "@/server/db/schema";
import { createApp } from "@/server/http/app";
import { pdfText } from "@/server/pdf/pdf-text";
import { apiClient } from "@/test/api";
import { signUp } from "@/test/b2b";
import { BUSINESS_ADDRESS, companyWithAdmin, invitationToken, member, MAILER, orderReadyToPay, plusCustomer } from "@/test/companies";
import { latestMail } from "@/test/outbox";
import { INVITATION_LIMITS } from "./invitations";

const api = apiClient();

describe("a company account", () => {
  it("is made by a plus customer, who becomes its admin, in the storefront's currency", async () => {
    const stranger = await signUp(api, "notplus");
    const refused = await api.post("/api/companies", { name: "Nope Ltd", country_iso: "DE" }, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("plus_required");

    const admin = await plusCustomer(api);
    const created = await api.post(
      "/api/companies",
      { name: "Kartonwerk GmbH", country_iso: "DE", vat_id: "de 136 695 976", invoice_email: "AP@Kartonwerk.example" },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.company).toMatchObject({ name: "Kartonwerk GmbH", vat_id: "DE136695976", currency: "EUR", invoice_email: "ap@kartonwerk.example" });
    expect(created.body.membership).toMatchObject({ role: "admin", spending_limit: null });
    expect((await api.get("/api/companies/mine", { token: admin.token })).body.company.id).toBe(created.body.company.id);

    const second = await api.post("/api/companies", { name: "Again", country_iso: "DE" }, { token: admin.token });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("already_in_company");
  });

  it("refuses a VAT id the checkout would refuse, and writes nothing", async () => {
    const admin = await plusCustomer(api);
    const db = await database();
    const before = (await db.select().from(companies)).length;
    const refused = await api.post("/api/companies", { name: "Wrong VAT", country_iso: "DE", vat_id: "DE123456789" }, { token: admin.token });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "invalid_vat_id", details: { field: "vat_id" } });
    expect((await db.select().from(companies)).length).toBe(before);
    expect((await api.get("/api/companies/mine", { token: admin.token })).status).toBe(404);

    const { admin: owner } = await companyWithAdmin(api);
    expect((await api.patch("/api/companies/mine", { vat_id: "DE123456789" }, { token: owner.token })).body.error.code).toBe("invalid_vat_id");
    const changed = await api.patch("/api/companies/mine", { vat_id: "DE136695976", invoice_reference: "PO-2211" }, { token: owner.token });
    expect(changed.body.company).toMatchObject({ vat_id: "DE136695976", invoice_reference: "PO-2211" });

    const billing = {
      first_name: "Ada",
      last_name: "Lovelace",
      company_name: "Kartonwerk GmbH",
      street: "Karton 1",
      city: "Berlin",
      zip_code: "10115",
      country_iso: "DE",
    };
    expect((await api.patch("/api/companies/mine", { billing_address: billing }, { token: owner.token })).body.company.billing_address).toEqual(billing);
    const incomplete = await api.patch("/api/companies/mine", { billing_address: { ...billing, street: "" } }, { token: owner.token });
    expect(incomplete.status).toBe(400);
    expect((await api.get("/api/companies/mine", { token: owner.token })).body.company.billing_address).toEqual(billing);
  });
});

describe("invitations", () => {
  it("mail a single-use link; a new address chooses a password and is signed in as a member", async () => {
    const { admin } = await companyWithAdmin(api, "Invite Co");
    const email = `newbuyer${Date.now()}@example.com`;
    const invited = await api.post("/api/companies/mine/invitations", { email, role: "buyer", spending_limit: 50_000 }, { token: admin.token });
    expect(invited.status).toBe(201);
    const mail = await latestMail(email);
    expect(mail?.subject).toContain("Invite Co");
    const token = await invitationToken(email);
    const db = await database();
    // Only the secret's hash is kept.
    const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const preview = await api.post("/api/company_invitations/preview", { token });
    expect(preview.body.invitation).toMatchObject({ company_name: "Invite Co", email, role: "buyer", account_exists: false });
    expect((await api.post("/api/company_invitations/accept", { token })).body.error.code).toBe("password_required");
    expect((await api.post("/api/company_invitations/accept", { token, password: "short" })).body.error.code).toBe("password_too_short");

    const accepted = await api.post("/api/company_invitations/accept", { token, password: "Cardboard-Castle-42", first_name: "Bo" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.membership).toMatchObject({ role: "buyer", spending_limit: 50_000 });
    const session = accepted.body.session.token as string;
    // The new member orders as a business of the company: its name is on their account for the checkout's billing details.
    expect((await api.get("/api/users/current", { token: session })).body).toMatchObject({
      email,
      confirmed: true,
      customer_type: "b2b",
      company_name: "Invite Co",
    });

    const again = await api.post("/api/company_invitations/accept", { token, password: "Cardboard-Castle-42" });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("invalid_invitation");
    expect((await api.post("/api/company_invitations/preview", { token })).body.error.code).toBe("invalid_invitation");
  });

  it("ask an existing account to sign in with the invited address, and expire", async () => {
    const { admin } = await companyWithAdmin(api, "Sign In Co");
    const existing = await signUp(api, "existing");
    const other = await signUp(api, "other");
    await api.post("/api/companies/mine/invitations", { email: existing.email, role: "approver" }, { token: admin.token });
    const token = await invitationToken(existing.email.toLowerCase());
    expect((await api.post("/api/company_invitations/preview", { token })).body.invitation.account_exists).toBe(true);
    expect((await api.post("/api/company_invitations/accept", { token, password: "Cardboard-Castle-42" })).body.error.code).toBe("invitation_sign_in_required");
    expect((await api.post("/api/company_invitations/accept", { token }, { token: other.token })).body.error.code).toBe("invitation_other_account");
    const joined = await api.post("/api/company_invitations/accept", { token }, { token: existing.token });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ membership: { role: "approver" }, session: null });

    const late = `late${Date.now()}@example.com`;
    await api.post("/api/companies/mine/invitations", { email: late, role: "buyer" }, { token: admin.token });
    const lateToken = await invitationToken(late);
    const db = await database();
    await db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, late));
    expect((await api.post("/api/company_invitations/accept", { token: lateToken, password: "Cardboard-Castle-42" })).body.error.code).toBe(
      "invalid_invitation",
    );
  });

  it("are an admin's to send and withdraw, and limited per address", async () => {
    const { admin } = await companyWithAdmin(api, "Limits Co");
    const buyer = await member(api, admin, "buyer");
    const byBuyer = await api.post("/api/companies/mine/invitations", { email: "x@example.com", role: "buyer" }, { token: buyer.token });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.error.code).toBe("company_role_required");
    expect((await api.post("/api/companies/mine/invitations", { email: buyer.email, role: "buyer" }, { token: admin.token })).body.error.code).toBe(
      "already_member",
    );

    const email = `often${Date.now()}@example.com`;
    for (let sent = 0; sent < INVITATION_LIMITS.recipient; sent += 1)
      expect((await api.post("/api/companies/mine/invitations", { email, role: "buyer" }, { token: admin.token })).status).toBe(201);
    const limited = await api.post("/api/companies/mine/invitations", { email, role: "buyer" }, { token: admin.token });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");

    // A new invitation withdrew the earlier ones: one stays open, and withdrawing it closes its link.
    const open = (await api.get("/api/companies/mine/invitations", { token: admin.token })).body.invitations.filter(
      (row: { email: string }) => row.email === email,
    );
    expect(open).toHaveLength(1);
    const token = await invitationToken(email);
    expect((await api.delete(`/api/companies/mine/invitations/${open[0].id}`, { token: admin.token })).status).toBe(204);
    expect((await api.post("/api/company_invitations/preview", { token })).body.error.code).toBe("invalid_invitation");
  });
});

describe("members", () => {
  it("have their roles and limits set by admins, and the last admin stays", async () => {
    const { admin } = await companyWithAdmin(api, "Roles Co");
    const buyer = await member(api, admin, "buyer");
    const members = (await api.get("/api/companies/mine/members", { token: buyer.token })).body.members;
    expect(members.map((row: { role: string }) => row.role).sort()).toEqual(["admin", "buyer"]);
    const adminRow = members.find((row: { role: string }) => row.role === "admin");

    expect((await api.patch(`/api/companies/mine/members/${buyer.memberId}`, { spending_limit: 1 }, { token: buyer.token })).status).toBe(403);
    const changed = await api.patch(`/api/companies/mine/members/${buyer.memberId}`, { role: "approver", spending_limit: 120_000 }, { token: admin.token });
    expect(changed.body.member).toMatchObject({ role: "approver", spending_limit: 120_000, email: buyer.email });
    expect((await api.patch(`/api/companies/mine/members/${buyer.memberId}`, { spending_limit: 1.5 }, { token: admin.token })).status).toBe(400);

    const demote = await api.patch(`/api/companies/mine/members/${adminRow.id}`, { role: "buyer" }, { token: admin.token });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe("last_admin");
    expect((await api.delete(`/api/companies/mine/members/${adminRow.id}`, { token: admin.token })).body.error.code).toBe("last_admin");

    expect((await api.delete(`/api/companies/mine/members/${buyer.memberId}`, { token: admin.token })).status).toBe(204);
    expect((await api.get("/api/companies/mine", { token: buyer.token })).status).toBe(404);
  });

  it("leave on their own, except the last admin, who is told why; the orders they placed stay the company's", async () => {
    const { admin } = await companyWithAdmin(api, "Leaving Co");
    const approver = await member(api, admin, "approver");
    const buyer = await member(api, admin, "buyer", 1000);
    const { number } = await orderReadyToPay(api, buyer.token);
    const approval = (await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token })).body.purchase_approval;

    const alone = await api.delete("/api/companies/mine/membership", { token: admin.token });
    expect(alone.status).toBe(409);
    expect(alone.body.error).toMatchObject({ code: "last_admin", message: expect.stringContaining("last admin") });
    expect((await api.get("/api/companies/mine", { token: admin.token })).status).toBe(200);

    expect((await api.delete("/api/companies/mine/membership", { token: buyer.token })).status).toBe(204);
    expect((await api.get("/api/companies/mine", { token: buyer.token })).status).toBe(404);
    expect((await api.delete("/api/companies/mine/membership", { token: buyer.token })).status).toBe(404);
    // Their order is still the company's to see; the approval nobody of the company answers for any more is withdrawn.
    expect((await api.get(`/api/companies/mine/orders/${number}`, { token: approver.token })).status).toBe(200);
    const withdrawn = await api.get(`/api/purchase_approvals/${approval.id}`, { token: approver.token });
    expect(withdrawn.body.purchase_approval).toMatchObject({ state: "canceled", may_decide: false });
    // Gone from the company, the buyer buys for themselves: no company limit holds their order.
    expect((await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token })).status).toBe(200);

    // With another admin, the first one may go too.
    await api.patch(`/api/companies/mine/members/${approver.memberId}`, { role: "admin" }, { token: admin.token });
    expect((await api.delete("/api/companies/mine/membership", { token: admin.token })).status).toBe(204);
    expect((await api.get("/api/companies/mine/members", { token: approver.token })).body.members).toHaveLength(1);
  });
});

describe("purchase approvals", () => {
  it("hold an order above the buyer's limit until another approver approves it", async () => {
    const { admin } = await companyWithAdmin(api, "Approvals Co");
    const approver = await member(api, admin, "approver");
    const buyer = await member(api, admin, "buyer", 1000);
    const { number, total } = await orderReadyToPay(api, buyer.token);
    expect(total).toBeGreaterThan(1000);

    const held = await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token });
    expect(held.status).toBe(409);
    expect(held.body.error).toMatchObject({ code: "approval_required", details: { spending_limit: 1000, total, approval_state: null } });
    const paying = await api.post(`/api/v2/${number}/stripe/payment_intents/pay`, { payment_method_id: "pm_card_visa" }, { token: buyer.token });
    expect(paying.body.error?.code).toBe("approval_required");

    const asked = await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token });
    expect(asked.status).toBe(201);
    expect(asked.body.purchase_approval).toMatchObject({ order_number: number, state: "pending", total });
    const id = asked.body.purchase_approval.id as number;
    // Asking twice for the same total answers the same approval.
    expect((await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token })).body.purchase_approval.id).toBe(id);

    const mail = await latestMail(approver.email);
    expect(mail?.kind).toBe("purchase_approval_requested");
    expect(mail?.subject).toContain(number);
    // What is being bought, in the mail too: the line as the invoice words it, its quantity, and the total.
    expect(mail?.text).toContain("200 × 150 × 70 mm");
    expect(mail?.text).toContain("Quantity: 60");
    expect(mail?.text).toMatch(/Total: €[\d,.]+/);
    const code = new URL(mail!.link).searchParams.get("code")!;

    const own = await api.post(`/api/purchase_approvals/${id}/decision`, { decision: "approve" }, { token: buyer.token });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("own_purchase");
    expect((await api.post(`/api/purchase_approvals/${id}/decision`, { decision: "approve", code: `${code}x` })).status).toBe(404);

    const pending = (await api.get("/api/companies/mine/purchase_approvals?state=pending", { token: approver.token })).body.purchase_approvals;
    expect(pending.map((row: { id: number }) => row.id)).toContain(id);
    const view = await api.get(`/api/purchase_approvals/${id}?code=${encodeURIComponent(code)}`);
    expect(view.body.purchase_approval).toMatchObject({ may_decide: true, state: "pending" });
    // What is being bought, before the approver answers: the lines, the delivery address and the total, on the storefront's basis.
    const order = view.body.purchase_approval.order;
    expect(order).toMatchObject({ number, total: view.body.purchase_approval.total, price_display: expect.any(String), ship_address: BUSINESS_ADDRESS });
    expect(order.line_items).toHaveLength(1);
    expect(order.line_items[0]).toMatchObject({ sku: MAILER, quantity: 60, options: expect.any(Object) });
    expect(order.line_items[0].total_with_vat).toBeGreaterThanOrEqual(order.line_items[0].total);
    expect(order.line_items[0].variant.name).toContain("200x150x70");
    // Only what the approval needs: no payments, bank details or production files.
    for (const field of ["payments", "bank_details", "approval", "email"]) expect(order).not.toHaveProperty(field);

    // By the mail's link, signed out.
    const approved = await api.post(`/api/purchase_approvals/${id}/decision`, { decision: "approve", code });
    expect(approved.status).toBe(200);
    expect(approved.body.purchase_approval.state).toBe("approved");
    expect((await latestMail(buyer.email))?.kind).toBe("purchase_approved");
    expect((await api.post(`/api/purchase_approvals/${id}/decision`, { decision: "reject", reason: "too late", code })).body.error.code).toBe(
      "approval_decided",
    );

    const moved = await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token });
    expect(moved.status).toBe(200);
    expect(moved.body.order.state).toBe("payment");

    // A bigger order is another purchase: the approval of the old total does not cover it.
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: "mailer-box-eco-200x150x70", quantity: 30 }, { token: buyer.token });
    await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token: buyer.token });
    expect((await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token })).body.error.code).toBe("approval_required");
  });

  it("are rejected with a reason the buyer is mailed, and an order within the limit needs none", async () => {
    const { admin } = await companyWithAdmin(api, "Reject Co");
    const buyer = await member(api, admin, "buyer", 1000);
    const { number } = await orderReadyToPay(api, buyer.token);
    const id = (await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token })).body.purchase_approval.id;
    const noReason = await api.post(`/api/purchase_approvals/${id}/decision`, { decision: "reject", reason: " " }, { token: admin.token });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe("reason_required");
    const rejected = await api.post(`/api/purchase_approvals/${id}/decision`, { decision: "reject", reason: "Use the eco board" }, { token: admin.token });
    expect(rejected.body.purchase_approval).toMatchObject({ state: "rejected", reason: "Use the eco board" });
    const mail = await latestMail(buyer.email);
    expect(mail?.kind).toBe("purchase_rejected");
    expect(mail?.text).toContain("Use the eco board");
    expect((await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token })).body.error.details.approval_state).toBe("rejected");

    // Raising the limit lets the order through with no approval.
    await api.patch(`/api/companies/mine/members/${buyer.memberId}`, { spending_limit: null }, { token: admin.token });
    expect((await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token })).body.error.code).toBe(
      "approval_not_needed",
    );
    expect((await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token })).status).toBe(200);
  });

  it("need someone besides the buyer who may approve", async () => {
    const { admin } = await companyWithAdmin(api, "Alone Co");
    await api.patch("/api/companies/mine", { name: "Alone Co" }, { token: admin.token });
    const db = await database();
    const [self] = await db
      .select()
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companies.name, "Alone Co"));
    await db.update(companyMembers).set({ spendingLimit: 100 }).where(eq(companyMembers.id, self!.company_members.id));
    const { number } = await orderReadyToPay(api, admin.token);
    expect((await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: admin.token })).body.error.code).toBe("no_approver");
    expect(await db.select().from(purchaseApprovals).where(eq(purchaseApprovals.companyId, self!.companies.id))).toEqual([]);
  });
});

describe("what a company owns", () => {
  it("is seen by its approvers and admins, a buyer sees their own, and another company's member finds nothing", async () => {
    const { admin } = await companyWithAdmin(api, "Owner Co");
    const approver = await member(api, admin, "approver");
    const buyer = await member(api, admin, "buyer", 1000);
    const colleague = await member(api, admin, "buyer");
    const { admin: otherAdmin } = await companyWithAdmin(api, "Other Co");
    const outsider = await member(api, otherAdmin, "approver");

    const { number } = await orderReadyToPay(api, buyer.token);
    const approval = (await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token })).body.purchase_approval;

    expect((await api.get(`/api/companies/mine/orders/${number}`, { token: approver.token })).body.order.number).toBe(number);
    expect(
      (await api.get("/api/companies/mine/orders", { token: admin.token })).body.orders.map((row: { order: { number: string } }) => row.order.number),
    ).toContain(number);
    expect((await api.get(`/api/companies/mine/orders/${number}`, { token: colleague.token })).status).toBe(404);
    expect((await api.get(`/api/purchase_approvals/${approval.id}`, { token: colleague.token })).status).toBe(404);
    expect((await api.get("/api/companies/mine/purchase_approvals", { token: colleague.token })).body.purchase_approvals).toEqual([]);

    for (const intruder of [outsider, { token: otherAdmin.token }]) {
      expect((await api.get(`/api/companies/mine/orders/${number}`, { token: intruder.token })).status).toBe(404);
      expect((await api.get(`/api/orders/${number}`, { token: intruder.token })).status).toBe(404);
      const seen = await api.get(`/api/purchase_approvals/${approval.id}`, { token: intruder.token });
      expect(seen.status).toBe(404);
      expect(JSON.stringify(seen.body)).not.toContain(number);
      const decided = await api.post(`/api/purchase_approvals/${approval.id}/decision`, { decision: "approve" }, { token: intruder.token });
      expect(decided.status).toBe(404);
      expect(decided.body.error.code).toBe("not_found");
      expect((await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: intruder.token })).status).toBe(404);
      expect((await api.patch(`/api/companies/mine/members/${buyer.memberId}`, { spending_limit: 1 }, { token: otherAdmin.token })).status).toBe(404);
    }
    expect((await api.get(`/api/purchase_approvals/${approval.id}`)).status).toBe(404);
    const db = await database();
    const [row] = await db.select().from(purchaseApprovals).where(eq(purchaseApprovals.id, approval.id));
    expect(row!.state).toBe("pending");
  });

  it("includes its quote requests and the offers made for them", async () => {
    const { admin } = await companyWithAdmin(api, "Quotes Co", "quotes-co.example");
    const buyer = await member(api, admin, "buyer");
    const { admin: otherAdmin } = await companyWithAdmin(api, "Rival Co", "quotes-co.example");
    const request = await api.post(
      "/api/v2/quote_requests",
      {
        mode: 0,
        email: buyer.email,
        name: "Bo Buyer",
        product_slug: "mailer-box-eco",
        quantity: 500,
        dimensions: "200 x 150 x 70 mm",
        idempotency_key: `quote-${Date.now()}`,
      },
      { token: buyer.token },
    );
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const reference = request.body.quote_request.number as string;
    expect((await api.get(`/api/quote_requests/${reference}`, { token: admin.token })).status).toBe(200);
    expect(
      (await api.get("/api/companies/mine/quote_requests", { token: admin.token })).body.quote_requests.map((row: { number: string }) => row.number),
    ).toContain(reference);
    expect((await api.get(`/api/quote_requests/${reference}`, { token: otherAdmin.token })).status).toBe(404);
  });
});

describe("what a member's order is billed to", () => {
  const WAREHOUSE = { first_name: "Bo", last_name: "Buyer", street: "Lagerstraße 7", city: "Leipzig", zip_code: "04109", country_iso: "DE" };
  const HEAD_OFFICE = { first_name: "Ada", last_name: "Lovelace", street: "Karton 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };

  async function billedCompany() {
    const { admin } = await companyWithAdmin(api, "Rechnung GmbH");
    const changed = await api.patch(
      "/api/companies/mine",
      { vat_id: "DE136695976", invoice_reference: "PO-2211", billing_address: HEAD_OFFICE, delivery_address: WAREHOUSE },
      { token: admin.token },
    );
    expect(changed.status).toBe(200);
    return { admin, buyer: await member(api, admin, "buyer") };
  }

  async function paidInvoiceText(number: string, token: string) {
    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date(), paymentState: "OK" }).where(eq(orders.number, number));
    const response = await createApp().request(`/api/v1/invoices/${number}?locale=en-US`, { headers: { "X-Api-Token": token } });
    expect(response.status).toBe(200);
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  }

  it("is the company (its name, VAT ID, billing address and reference) where the member enters nothing else, and the invoice says so", async () => {
    const { buyer } = await billedCompany();
    const number = (await api.post("/api/v2/orders", {}, { token: buyer.token })).body.number as string;
    // The checkout opens with the company's details filled in.
    const cart = await api.get(`/api/orders/${number}`, { token: buyer.token });
    expect(cart.body).toMatchObject({
      customer_type: "b2b",
      vat_id: "DE136695976",
      bill_address: { ...HEAD_OFFICE, company_name: "Rechnung GmbH" },
      ship_address: { ...WAREHOUSE, company_name: "Rechnung GmbH" },
    });
    expect((await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 60 }, { token: buyer.token })).status).toBe(200);
    expect((await api.put(`/api/orders/${number}`, { order: { shipment_type: "courier" } }, { token: buyer.token })).status).toBe(200);
    const moved = await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: buyer.token });
    expect(moved.body.order?.state ?? moved.body).toBe("payment");

    const text = await paidInvoiceText(number, buyer.token);
    for (const expected of ["Rechnung GmbH", "VAT ID: DE136695976", "Your reference", "PO-2211", "Karton 1", "10115 Berlin"]) expect(text).toContain(expected);
  });

  it("is what the member entered when they entered other details", async () => {
    const { buyer } = await billedCompany();
    const number = (await api.post("/api/v2/orders", {}, { token: buyer.token })).body.number as string;
    const own = { ...HEAD_OFFICE, company_name: "Rechnung GmbH, Werk Süd", street: "Südring 3", city: "München", zip_code: "80331" };
    expect((await api.get(`/api/orders/${number}`, { token: buyer.token })).body.invoice_reference).toBe("PO-2211");
    const entered = await api.put(`/api/orders/${number}`, { order: { bill_address: own, invoice_reference: " PO-9 " } }, { token: buyer.token });
    expect(entered.body).toMatchObject({ bill_address: own, invoice_reference: "PO-9" });
    const cleared = await api.put(`/api/orders/${number}`, { order: { invoice_reference: "" } }, { token: buyer.token });
    expect(cleared.body.invoice_reference).toBeNull();
  });

  it("is the buyer's own for an account outside any company", async () => {
    const loner = await signUp(api, "loner");
    const cart = await api.post("/api/v2/orders", {}, { token: loner.token });
    expect(cart.body).toMatchObject({ bill_address: null, ship_address: null });
    const [row] = await (await database()).select().from(orders).where(eq(orders.number, cart.body.number));
    expect(row).toMatchObject({ companyId: null, invoiceReference: null });
  });
});

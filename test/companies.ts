import { expect } from "vitest";
import { latestMail } from "./outbox";
import type { apiClient } from "./api";
import { signUp, type Account } from "./b2b";

/** Companies for the tests (ADR 0055): plus customers, their companies, members by invitation, orders ready to pay. */

type Api = ReturnType<typeof apiClient>;

export const MAILER = "mailer-box-full-color-200x150x70";
export const BUSINESS_ADDRESS = {
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Kartonwerk GmbH",
  street: "Karton 1",
  city: "Berlin",
  zip_code: "10115",
  country_iso: "DE",
};

/** A confirmed account that accepted the plus terms. */
export async function plusCustomer(api: Api, prefix = "admin", domain = "example.com"): Promise<Account> {
  const account = await signUp(api, prefix, domain);
  const granted = await api.post(
    "/api/v1/emails/save_with_consents",
    { email: account.email, consents: [{ type: "terms_and_conditions_plus", status: "granted" }], source: "plus" },
    { token: account.token },
  );
  expect(granted.status).toBe(200);
  return account;
}

/** A company made by a new plus customer, its admin. */
export async function companyWithAdmin(api: Api, name = "Kartonwerk GmbH", domain = "example.com") {
  const admin = await plusCustomer(api, "admin", domain);
  const created = await api.post("/api/companies", { name, country_iso: "DE" }, { token: admin.token });
  expect(created.status).toBe(201);
  return { admin, company: created.body.company as { id: number; currency: string } };
}

/** The token in the newest invitation mail to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await latestMail(email);
  expect(mail?.kind).toBe("company_invitation");
  return new URL(mail!.link).searchParams.get("token")!;
}

/** A new member: invited by the admin with a role and limit, accepting with a new account. */
export async function member(api: Api, admin: Account, role: "buyer" | "approver" | "admin", spendingLimit: number | null = null, prefix = role) {
  const email = `${prefix}${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invited = await api.post("/api/companies/mine/invitations", { email, role, spending_limit: spendingLimit }, { token: admin.token });
  expect(invited.status).toBe(201);
  const accepted = await api.post("/api/company_invitations/accept", { token: await invitationToken(email), password: "Cardboard-Castle-42" });
  expect(accepted.status).toBe(200);
  return { email, token: accepted.body.session.token as string, memberId: accepted.body.membership.id as number };
}

/** The buyer's order with `quantity` mailers, its addresses and delivery chosen: the step before payment. */
export async function orderReadyToPay(api: Api, token: string, quantity = 60): Promise<{ number: string; total: number }> {
  const order = await api.post("/api/v2/orders", {}, { token });
  expect(order.status).toBe(201);
  const number = order.body.number as string;
  expect((await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity }, { token })).status).toBe(200);
  const details = await api.put(
    `/api/orders/${number}`,
    { order: { ship_address: BUSINESS_ADDRESS, bill_address: BUSINESS_ADDRESS, shipment_type: "courier" } },
    { token },
  );
  expect(details.status).toBe(200);
  const delivery = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token });
  expect(delivery.body.order?.state, JSON.stringify(delivery.body)).toBe("delivery");
  return { number, total: delivery.body.order.total as number };
}

import type { ApiService } from "@/lib/api/api-service";
import { answered, getUnlessMissing, isRefusal } from "@/lib/api/answers";
import type { Schema } from "@/lib/api/contract";

/**
 * The shop API as the company pages use it (server/companies, ADR 0055): the
 * caller's company and members, invitations and purchase approvals. The shapes
 * are the API's contract (ADR 0025).
 */

export type CompanyAnswer = Schema<"CompanyAnswer">;
export type Company = Schema<"Company">;
export type Member = Schema<"CompanyMember">;
export type Invitation = Schema<"CompanyInvitation">;
export type PurchaseApproval = Schema<"PurchaseApproval">;
export type PurchaseApprovalDetail = Schema<"PurchaseApprovalDetail">;
export type CompanyRole = Member["role"];
export const COMPANY_ROLES: readonly CompanyRole[] = ["buyer", "approver", "admin"];

const auth = { auth: true } as const;

/** The caller's company, or null when they belong to none. */
export async function loadCompany(api: ApiService): Promise<CompanyAnswer | null> {
  return getUnlessMissing(api, "/companies/mine", auth);
}

export async function createCompany(api: ApiService, body: Schema<"NewCompany">): Promise<CompanyAnswer> {
  return answered(await api.post("/companies", body, auth), "company");
}

export async function changeCompany(api: ApiService, body: Schema<"CompanyChange">): Promise<CompanyAnswer> {
  return answered(await api.patch("/companies/mine", body, auth), "company");
}

export async function loadMembers(api: ApiService): Promise<Member[]> {
  return answered(await api.get("/companies/mine/members", auth), "members").members;
}

export async function changeMember(api: ApiService, id: number, body: Schema<"CompanyMemberChange">): Promise<Member> {
  return answered(await api.patch("/companies/mine/members/{id}", body, { ...auth, path: { id } }), "member").member;
}

export async function removeMember(api: ApiService, id: number): Promise<void> {
  await api.delete("/companies/mine/members/{id}", { ...auth, path: { id } });
}

/** The caller leaves their company; refused with 409 `last_admin` for its last admin. */
export async function leaveCompany(api: ApiService): Promise<void> {
  await api.delete("/companies/mine/membership", auth);
}

export async function loadInvitations(api: ApiService): Promise<Invitation[]> {
  return answered(await api.get("/companies/mine/invitations", auth), "invitations").invitations;
}

export async function invite(api: ApiService, body: Schema<"NewCompanyInvitation">): Promise<Invitation> {
  return answered(await api.post("/companies/mine/invitations", body, auth), "invitation").invitation;
}

export async function loadApprovals(api: ApiService, state?: PurchaseApproval["state"]): Promise<PurchaseApproval[]> {
  return answered(await api.get("/companies/mine/purchase_approvals", { ...auth, params: { state } }), "approvals").purchase_approvals;
}

/** One approval, for a signed-in member or (with the mail link's code) its approver signed out. */
export async function loadApproval(api: ApiService, id: number, code: string | null): Promise<PurchaseApprovalDetail> {
  return answered(await api.get("/purchase_approvals/{id}", { path: { id }, params: { code: code ?? undefined } }), "approval").purchase_approval;
}

export async function decideApproval(api: ApiService, id: number, body: Schema<"PurchaseApprovalDecision">): Promise<PurchaseApproval> {
  return answered(await api.post("/purchase_approvals/{id}/decision", body, { path: { id } }), "decision").purchase_approval;
}

/** Minor units from what a person typed in major units ("1 250,50" or "1250.5"); null for an empty field, NaN for nonsense. */
export function minorUnitsOf(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0']/g, "");
  if (compact === "") return null;
  const normalized = compact.includes(",") && !compact.includes(".") ? compact.replace(",", ".") : compact.replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  const [whole, fraction = ""] = normalized.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export type InvitationPreview = Schema<"CompanyInvitationPreview">;
export type InvitationAccepted = Schema<"CompanyInvitationAccepted">;

export async function previewInvitation(api: ApiService, token: string): Promise<InvitationPreview> {
  return answered(await api.post("/company_invitations/preview", { token }), "invitation").invitation;
}

export async function acceptInvitation(api: ApiService, body: Schema<"CompanyInvitationAcceptance">): Promise<InvitationAccepted> {
  return answered(await api.post("/company_invitations/accept", body), "accepted");
}

/**
 * Asks the company's approvers to approve the caller's order above their spending
 * limit (the checkout does, when paying is refused with `approval_required`):
 * 'asked' (or already asked for this total), or 'no_approver' when nobody else may approve.
 */
export async function askForApproval(api: ApiService, orderNumber: string): Promise<"asked" | "no_approver"> {
  try {
    await api.post("/companies/mine/purchase_approvals", { order_number: orderNumber }, auth);
    return "asked";
  } catch (error) {
    if (isRefusal(error, 409, "no_approver")) return "no_approver";
    throw error;
  }
}

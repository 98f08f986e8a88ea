import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import en from "@/messages/en-US.json";
import { renderInStorefront } from "@/test/render";
import { currentUser, storeToken } from "@/test/users";
import { InvitationPage } from "./InvitationPage";
import { admin, fakeCompanyApi } from "./testing";

const t = en.Company;
const visitor = currentUser({ id: 8, spree_api_key: "token-8" });
const invitation = {
  company_name: "Kartonwerk GmbH",
  email: "ann@kartonwerk.example",
  role: "approver" as const,
  account_exists: false,
  expires_at: "2026-12-04T10:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function openLink(token: string) {
  window.history.replaceState(null, "", `/boxwright-plus/company/invitation?token=${token}`);
}

describe("the invitation page", () => {
  it("lets a new address choose a password, signs the new member in and opens the company", async () => {
    storeToken(visitor);
    const api = fakeCompanyApi({ user: visitor, invitation });
    openLink("invite-token");
    const { router } = await renderInStorefront(<InvitationPage />);
    expect(await screen.findByRole("heading", { name: "Join Kartonwerk GmbH on Boxwright" })).toBeTruthy();
    expect(screen.getByText("The invitation is for ann@kartonwerk.example, as Approver.")).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(t.fields.password, { exact: false }), { target: { value: "Cardboard-Castle-42" } });
    fireEvent.change(screen.getByLabelText(t.fields.firstName), { target: { value: "Ann" } });
    fireEvent.click(screen.getByRole("button", { name: t.invitation.create }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/boxwright-plus/company"));
    expect(api.to("POST", "company_invitations/accept")[0]!.body).toEqual({
      token: "invite-token",
      password: "Cardboard-Castle-42",
      first_name: "Ann",
      last_name: null,
    });
    expect(localStorage.getItem(API_TOKEN_STORAGE_KEY)).toBe("new-member-token");
  });

  it("asks an address with an account to sign in and come back", async () => {
    storeToken(visitor);
    fakeCompanyApi({ user: visitor, invitation: { ...invitation, account_exists: true } });
    openLink("invite-token");
    await renderInStorefront(<InvitationPage />);
    const signIn = await screen.findByRole("link", { name: t.invitation.signIn });
    expect(signIn.getAttribute("href")).toBe(`/sign_in?redirect=${encodeURIComponent("/boxwright-plus/company/invitation?token=invite-token")}`);
    expect(screen.queryByLabelText(t.fields.password)).toBeNull();
  });

  it("joins the signed-in invited account with one click", async () => {
    const invited = { ...admin, email: invitation.email };
    storeToken(invited);
    const api = fakeCompanyApi({ user: invited, invitation: { ...invitation, account_exists: true } });
    openLink("invite-token");
    const { router } = await renderInStorefront(<InvitationPage />);
    fireEvent.click(await screen.findByRole("button", { name: t.invitation.join }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/boxwright-plus/company"));
    expect(api.to("POST", "company_invitations/accept")[0]!.body).toEqual({ token: "invite-token" });
  });

  it("says a used or expired link is no longer valid", async () => {
    storeToken(visitor);
    fakeCompanyApi({ user: visitor, invitation });
    openLink("spent-token");
    await renderInStorefront(<InvitationPage />);
    expect(await screen.findByText(t.errors.invalid_invitation)).toBeTruthy();
  });
});

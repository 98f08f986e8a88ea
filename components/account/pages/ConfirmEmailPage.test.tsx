import { screen, waitFor } from "@testing-library/react";
import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import { clearStoredToken } from "@/lib/api/token-storage";
import de from "@/messages/de-DE.json";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser, signedUpUser, storeToken } from "@/test/users";
import { useSession } from "@/components/providers/SessionProvider";
import { ConfirmEmailPage } from "./AuthPages";

/**
 * The page the confirmation mail links to, as a German shopper opens it: the link
 * confirms the address and signs in (ADR 0029), used once however often the page renders.
 */

const visitor = currentUser({ id: 9, spree_api_key: "token-9" });

function confirmApi(answer: () => Response) {
  storeToken(visitor);
  return fakeFetch((request) => {
    if (request.method === "POST" && request.path === "user_confirmations/confirm") return answer();
    if (request.method === "GET" && request.path === "users/current")
      return json(localStorage.getItem(API_TOKEN_STORAGE_KEY) === "token-10" ? { ...signedUpUser, spree_api_key: "token-10" } : visitor);
    return json({});
  });
}

async function openLink(token: string) {
  return renderInStorefront(
    <SearchParamsContext.Provider value={new URLSearchParams({ confirmation_token: token })}>
      <ConfirmEmailPage />
    </SearchParamsContext.Provider>,
    { locale: "de-DE" },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the confirm e-mail page", () => {
  it("signs in with the answered token and says so, sending the visitor's token so the cart moves along", async () => {
    const api = confirmApi(() => json({ token: "token-10", user: signedUpUser }));
    await openLink("mailed-token");

    const confirmed = de.Account.confirmEmail.confirmed.replace("{email}", signedUpUser.email!);
    expect(await screen.findByText(confirmed)).toHaveAttribute("role", "status");
    expect(localStorage.getItem(API_TOKEN_STORAGE_KEY)).toBe("token-10");
    const sent = api.to("POST", "user_confirmations/confirm");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ confirmation_token: "mailed-token" });
    expect(JSON.stringify(sent[0]!.headers)).toContain("token-9");
  });

  it("says when the link is no longer valid and leaves the visitor as they were", async () => {
    confirmApi(() => refusal({ status: 400, code: "invalid_link", details: { purpose: "confirm" } }));
    await openLink("used-token");

    await waitFor(() => expect(screen.getByText(de.Account.confirmEmail.failed)).toBeInTheDocument());
    expect(localStorage.getItem(API_TOKEN_STORAGE_KEY)).toBe("token-9");
  });
  it("ends signed in even when the page's first load of the visitor answers after the confirmation", async () => {
    let releaseVisitor: () => void = () => {};
    const visitorHeld = new Promise<void>((release) => (releaseVisitor = release));
    let visitorAsked: () => void = () => {};
    const visitorLoading = new Promise<void>((asked) => (visitorAsked = asked));
    // The token cookie of an earlier test's account would stand in for the visitor's.
    clearStoredToken();
    storeToken(visitor);
    fakeFetch(async (request) => {
      if (request.method === "POST" && request.path === "user_confirmations/confirm") {
        // As on the shop: the page's load of the visitor is already under way when the link is confirmed,
        // and it answers only after the confirmation.
        console.log("DBG confirm");
        await Promise.race([visitorLoading, new Promise((waited) => setTimeout(waited, 300))]);
        setTimeout(releaseVisitor, 20);
        return json({ token: "token-10", user: signedUpUser });
      }
      if (request.method === "GET" && request.path === "users/current") {
        console.log("DBG current", JSON.stringify(request.headers["X-Api-Token"]));
        const signedIn = JSON.stringify(request.headers).includes("token-10");
        if (!signedIn) {
          visitorAsked();
          await visitorHeld;
        }
        return json(signedIn ? { ...signedUpUser, spree_api_key: "token-10" } : visitor);
      }
      return json({});
    });
    function Status() {
      return <output data-testid="session">{useSession().status}</output>;
    }
    await renderInStorefront(
      <SearchParamsContext.Provider value={new URLSearchParams({ confirmation_token: "link-opened-while-loading" })}>
        <ConfirmEmailPage />
        <Status />
      </SearchParamsContext.Provider>,
      { locale: "de-DE" },
    );
    await screen.findByText(de.Account.confirmEmail.confirmed.replace("{email}", signedUpUser.email!));
    await waitFor(() => expect(screen.getByTestId("session")).toHaveTextContent("signed-in"));
    expect(localStorage.getItem(API_TOKEN_STORAGE_KEY)).toBe("token-10");
  });
});

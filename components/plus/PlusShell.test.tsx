import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { QuotesPage } from "./QuotesPage";
import { buyer, fakePlusApi, quoteRequestJson, renderInStorefront, signIn, visitor } from "./testing";

const t = en.Plus;
const names = { "mailer-box-full-color": en.Products["mailer-box-full-color"].name };
const request = quoteRequestJson({ id: 1, number: "QR10000001" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the plus terms gate", () => {
  it("asks a buyer who has not accepted the plus terms, and shows nothing of the page until then", async () => {
    signIn();
    const api = fakePlusApi({ plusTerms: false, quoteRequests: [request] });
    await renderInStorefront(<QuotesPage productNames={names} />);

    const gate = within(await screen.findByRole("region", { name: t.gate.termsTitle }));
    expect(gate.getByText(t.gate.termsIntro)).toBeInTheDocument();
    for (const paragraph of Object.values(t.gate.terms)) expect(gate.getByText(paragraph)).toBeInTheDocument();
    expect(gate.getByRole("button", { name: t.gate.accept })).toBeEnabled();
    expect(screen.getByRole("heading", { level: 1, name: t.quotes.title })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: t.nav.label })).toBeInTheDocument();

    expect(screen.queryByText("Request QR10000001")).not.toBeInTheDocument();
    expect(api.to("GET", "v2/quote_requests/mine")).toHaveLength(0);
    expect(api.to("POST", "v1/emails/save_with_consents")).toHaveLength(0);
  });

  it("records the acceptance for the buyer's e-mail and welcomes them on /plus/success", async () => {
    signIn();
    const api = fakePlusApi({ plusTerms: false, quoteRequests: [request] });
    const { router } = await renderInStorefront(<QuotesPage productNames={names} />);

    fireEvent.click(await screen.findByRole("button", { name: t.gate.accept }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/plus/success"));

    const [saved] = api.to("POST", "v1/emails/save_with_consents");
    expect(saved!.body).toEqual({ email: buyer.email, consents: [{ type: "terms_and_conditions_plus", status: "granted" }], source: "plus" });
    expect(saved!.headers).toMatchObject({ "X-Api-Token": buyer.spree_api_key, "X-Region": "eu" });
    expect(api.consents()).toContainEqual(expect.objectContaining({ type: "terms_and_conditions_plus", status: "granted" }));
    // Accepted once: the page behind the gate opens without asking again.
    expect(await screen.findByRole("heading", { name: "Request QR10000001" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.gate.accept })).not.toBeInTheDocument();
  });

  it("does not ask a buyer who has accepted them: the page opens at once", async () => {
    signIn();
    const api = fakePlusApi({ plusTerms: true, quoteRequests: [request] });
    await renderInStorefront(<QuotesPage productNames={names} />);

    expect(await screen.findByRole("heading", { name: "Request QR10000001" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: t.gate.termsTitle })).not.toBeInTheDocument();
    expect(api.to("GET", "v1/emails/consents")).toHaveLength(1);
    expect(api.to("POST", "v1/emails/save_with_consents")).toHaveLength(0);
  });

  it("keeps the terms on screen with the reason when saving the acceptance fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signIn();
    const api = fakePlusApi({ plusTerms: false });
    api.fail("POST", "v1/emails/save_with_consents", { status: 500, code: "internal_error" });
    const { router } = await renderInStorefront(<QuotesPage productNames={names} />);

    fireEvent.click(await screen.findByRole("button", { name: t.gate.accept }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.gate.acceptFailed);
    expect(screen.getByRole("button", { name: t.gate.accept })).toBeEnabled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("asks a visitor who is not signed in to sign in or register, and brings them back here", async () => {
    signIn(visitor);
    const api = fakePlusApi({ user: visitor });
    await renderInStorefront(<QuotesPage productNames={names} />);

    const prompt = within(await screen.findByRole("region", { name: t.gate.signInTitle }));
    expect(prompt.getByRole("link", { name: t.gate.signIn })).toHaveAttribute("href", "/sign_in?redirect=%2Fboxwright-plus%2Fquotes");
    expect(prompt.getByRole("link", { name: t.gate.register })).toHaveAttribute("href", "/registration?redirect=%2Fboxwright-plus%2Fquotes");
    expect(screen.queryByRole("button", { name: t.gate.accept })).not.toBeInTheDocument();
    expect(api.to("GET", "v1/emails/consents")).toHaveLength(0);
  });

  it("speaks Polish in the Polish storefront, with its paths", async () => {
    signIn(visitor);
    fakePlusApi({ user: visitor });
    await renderInStorefront(<QuotesPage productNames={names} />, { locale: "pl-PL", regionId: "pl" });

    const prompt = within(await screen.findByRole("region", { name: pl.Plus.gate.signInTitle }));
    expect(prompt.getByRole("link", { name: pl.Plus.gate.signIn })).toHaveAttribute("href", "/logowanie?redirect=%2Fboxwright-plus%2Fquotes");
    const nav = within(screen.getByRole("navigation", { name: pl.Plus.nav.label }));
    expect(nav.getByRole("link", { name: pl.Plus.nav.quotes })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: pl.Plus.nav.items })).toHaveAttribute("href", "/boxwright-plus/items");
  });
});

describe("the dashboard's navigation", () => {
  const sections = (messages: typeof en) => [
    [messages.Plus.nav.items, "/boxwright-plus/items"],
    [messages.Plus.nav.quotes, "/boxwright-plus/quotes"],
    [messages.Plus.nav.orders, "/boxwright-plus/orders"],
    [messages.Plus.nav.personalDetails, "/boxwright-plus/personal-details"],
    [messages.Plus.nav.company, "/boxwright-plus/company"],
    [messages.Plus.nav.approvals, "/boxwright-plus/company/approvals"],
  ];

  it("reaches the company and its purchase approvals from every plus page, in each storefront's words", async () => {
    for (const [messages, locale, regionId] of [
      [en, "en-US", "eu"],
      [pl, "pl-PL", "pl"],
    ] as const) {
      signIn(visitor);
      fakePlusApi({ user: visitor });
      const { unmount } = await renderInStorefront(<QuotesPage productNames={names} />, { locale, regionId });
      const nav = within(screen.getByRole("navigation", { name: messages.Plus.nav.label }));
      expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(sections(messages as typeof en));
      unmount();
      localStorage.clear();
    }
  });
});

describe("the approvals entry of the navigation", () => {
  const pending = (id: number, email: string) => ({
    id,
    order_number: `R10000000${id}`,
    state: "pending" as const,
    total: 120_000,
    currency: "EUR",
    reason: null,
    requested_by: { email, first_name: null, last_name: null },
    created_at: "2026-11-20T10:00:00.000Z",
    decided_at: null,
  });

  it("says how many orders wait for the member's answer, not counting their own", async () => {
    signIn();
    const api = fakePlusApi({
      plusTerms: true,
      quoteRequests: [request],
      pendingApprovals: [pending(1, "bo@kartonwerk.example"), pending(2, "cy@kartonwerk.example"), pending(3, buyer.email!)],
    });
    await renderInStorefront(<QuotesPage productNames={names} />);
    const nav = within(screen.getByRole("navigation", { name: t.nav.label }));
    expect(await nav.findByRole("link", { name: "Approvals (2 waiting)" })).toHaveAttribute("href", "/boxwright-plus/company/approvals");
    expect(api.to("GET", "companies/mine/purchase_approvals")[0]!.query.get("state")).toBe("pending");
  });

  it("is a plain entry outside a company, and asks nothing for a visitor who is not signed in", async () => {
    signIn();
    fakePlusApi({ plusTerms: true, quoteRequests: [request] });
    const { unmount } = await renderInStorefront(<QuotesPage productNames={names} />);
    expect(await screen.findByRole("heading", { name: "Request QR10000001" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: t.nav.label })).getByRole("link", { name: t.nav.approvals })).toBeInTheDocument();
    unmount();
    localStorage.clear();

    signIn(visitor);
    const api = fakePlusApi({ user: visitor });
    await renderInStorefront(<QuotesPage productNames={names} />);
    await screen.findByRole("region", { name: t.gate.signInTitle });
    expect(api.to("GET", "companies/mine/purchase_approvals")).toHaveLength(0);
  });
});

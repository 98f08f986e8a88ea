import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productNamesOf } from "@/components/account/boxes/sku";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { QuoteRequestPage } from "./QuoteRequestPage";
import { QuoteRequestsPage } from "./QuoteRequestsPage";
import { QuoteSuccess } from "./QuoteSuccess";
import { ALL_REQUEST_STATES, fakeQuotesApi, owner, quoteRequest, renderQuotePage, signIn, visitor } from "./testing";

const t = en.Quotes;
const names = productNamesOf(en.Products);

const quick = quoteRequest({
  id: 101,
  number: "QR12345678",
  state: "offered",
  product_slug: "mailer-box-eco-white",
  quantity: 500,
  dimensions: "30 × 20 × 10 cm",
  message: "Printed inside, please.",
  company_name: "Analytical Engines Ltd",
  phone: "+44 20 7946 0000",
  files: [{ id: "file-1", name: "dieline.pdf", content_type: "application/pdf", byte_size: 2_400_000, url: "/api/quote_requests/101/files/file-1" }],
  manager: { email: "kate@boxwright.example", name: "Kate Johnson", avatar: null },
  offers: [
    { token: "tok-sent", state: "sent", valid_until: "2026-04-30T12:00:00.000Z", url: "http://localhost:3000/offer/tok-sent/review" },
    { token: "tok-old", state: "expired", valid_until: "2026-03-01T12:00:00.000Z", url: "http://localhost:3000/offer/tok-old/review" },
    { token: "tok-gone", state: "withdrawn", valid_until: "2026-05-30T12:00:00.000Z", url: "http://localhost:3000/offer/tok-gone/review" },
  ],
  created_at: "2026-03-14T10:00:00.000Z",
});

const brief = quoteRequest({
  id: 102,
  number: "QR12345679",
  mode: 1,
  state: "new",
  product_slug: null,
  quantity: null,
  message: "Tins for loose tea, about 2,000 a year, in two sizes, with an embossed lid and our logo on the side.",
  details: { budget: "2,000 EUR", deadline: "2026-06-30" },
  created_at: "2026-03-20T09:00:00.000Z",
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the list of quote requests", () => {
  it("shows each request newest first with its number, type, summary, state, date and a link to it", async () => {
    signIn();
    const api = fakeQuotesApi({ requests: [quick, brief] });
    await renderQuotePage(<QuoteRequestsPage productNames={names} />);

    const rows = await screen.findAllByTestId("quote-request-row");
    expect(rows).toHaveLength(2);
    const newest = within(rows[0]!);
    expect(newest.getByText("QR12345679")).toBeInTheDocument();
    expect(newest.getByText(t.mode.brief)).toBeInTheDocument();
    expect(newest.getByText("Tins for loose tea, about 2,000 a year, in two sizes, with an embossed lid and…")).toBeInTheDocument();
    expect(newest.getByText(t.state.new)).toBeInTheDocument();
    expect(newest.getByText("March 20, 2026")).toBeInTheDocument();
    expect(newest.getByRole("link", { name: "Details of quote request QR12345679" })).toHaveAttribute("href", "/account/quote_requests/QR12345679");

    const older = within(rows[1]!);
    expect(older.getByText(t.mode.qr)).toBeInTheDocument();
    expect(older.getByText("Eco white mailer boxes · 500 pieces")).toBeInTheDocument();
    expect(older.getByText(t.state.offered)).toBeInTheDocument();
    expect(api.to("GET", "v2/quote_requests/mine")[0]!.headers).toMatchObject({ "X-Api-Token": owner.spree_api_key });
    // A signed-in buyer is not asked to sign in.
    expect(screen.queryByText(t.list.signIn, { exact: false })).not.toBeInTheDocument();
  });

  it("puts every state into words, in the buyer's language", async () => {
    signIn();
    const requests = ALL_REQUEST_STATES.map((state, index) =>
      quoteRequest({ id: 200 + index, number: `QR2000000${index}`, state, created_at: `2026-03-1${index}T10:00:00.000Z` }),
    );
    fakeQuotesApi({ requests });
    await renderQuotePage(<QuoteRequestsPage productNames={productNamesOf(pl.Products)} />, { locale: "pl-PL", regionId: "pl" });
    const rows = await screen.findAllByTestId("quote-request-row");
    expect(rows.map((row) => row.querySelector("[data-tone]")?.textContent)).toEqual([...ALL_REQUEST_STATES].reverse().map((state) => pl.Quotes.state[state]));
    expect(within(rows[0]!).getByText(`${pl.Products["mailer-box-eco-white"].name} · 500 sztuk`)).toBeInTheDocument();
  });

  it("has an empty state that leads to the quote form, and tells an anonymous visitor how to see an account's requests", async () => {
    signIn(visitor);
    fakeQuotesApi({ user: visitor });
    await renderQuotePage(<QuoteRequestsPage productNames={names} />);
    expect(await screen.findByRole("heading", { name: t.list.empty.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.list.empty.action })).toHaveAttribute("href", "/quote");
    expect(screen.getByRole("link", { name: t.list.signInAction })).toHaveAttribute("href", "/sign_in?redirect=%2Fquote-request");
  });

  it("says so when the list cannot be loaded, and loads it on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signIn();
    const api = fakeQuotesApi({ requests: [quick] });
    api.fail("GET", "v2/quote_requests/mine", { status: 500, code: "internal_error" });
    await renderQuotePage(<QuoteRequestsPage productNames={names} />);
    expect(await screen.findByText(t.list.error, undefined, { timeout: 4000 })).toBeInTheDocument();
    api.recover("GET", "v2/quote_requests/mine");
    fireEvent.click(screen.getByRole("button", { name: t.list.retry }));
    expect(await screen.findAllByTestId("quote-request-row")).toHaveLength(1);
  });
});

describe("a quote request's page", () => {
  it("shows what was asked, the attachments, the state, the manager and the offers with links to review them", async () => {
    signIn();
    const api = fakeQuotesApi({ requests: [quick] });
    await renderQuotePage(<QuoteRequestPage number="QR12345678" productNames={names} />);

    expect(screen.getByRole("heading", { level: 1, name: "Quote request QR12345678" })).toBeInTheDocument();
    const page = within(await screen.findByTestId("quote-request"));
    expect(page.getByText(t.state.offered)).toBeInTheDocument();
    expect(page.getByText("Sent on March 14, 2026")).toBeInTheDocument();
    expect(page.getByText("Kate Johnson ·", { exact: false })).toBeInTheDocument();
    expect(page.getByRole("link", { name: "kate@boxwright.example" })).toHaveAttribute("href", "mailto:kate@boxwright.example");

    const offers = page.getAllByTestId("quote-offer");
    expect(offers).toHaveLength(3);
    // A withdrawn offer reads as withdrawn, and nothing says it is valid until some day.
    expect(within(offers[2]!).getByText(t.offerState.withdrawn)).toBeInTheDocument();
    expect(within(offers[2]!).queryByText(/May 30, 2026/)).not.toBeInTheDocument();
    expect(within(offers[2]!).getByRole("link", { name: t.request.viewWithdrawnOfferLabel })).toHaveAttribute(
      "href",
      "http://localhost:3000/offer/tok-gone/review",
    );
    expect(within(offers[0]!).getByText(t.offerState.sent)).toBeInTheDocument();
    expect(within(offers[0]!).getByRole("link", { name: "Review the offer valid until April 30, 2026" })).toHaveAttribute(
      "href",
      "http://localhost:3000/offer/tok-sent/review",
    );
    expect(within(offers[1]!).getByText(t.offerState.expired)).toBeInTheDocument();

    const facts = (term: string) => page.getByText(term, { selector: "dt" }).nextElementSibling;
    expect(facts(t.request.mode)).toHaveTextContent(t.mode.qr);
    expect(facts(t.request.product)).toHaveTextContent("Eco white mailer boxes");
    expect(facts(t.request.quantity)).toHaveTextContent("500");
    expect(facts(t.request.dimensions)).toHaveTextContent("30 × 20 × 10 cm");
    expect(facts(t.request.company)).toHaveTextContent("Analytical Engines Ltd");
    expect(facts(t.request.phone)).toHaveTextContent("+44 20 7946 0000");
    expect(page.getByText("Printed inside, please.")).toBeInTheDocument();
    expect(page.getByRole("link", { name: "dieline.pdf" })).toHaveAttribute("href", "/api/quote_requests/101/files/file-1");
    expect(page.getByText("(2.3 MB)")).toBeInTheDocument();

    expect(api.to("GET", "quote_requests/QR12345678")[0]!.headers).toMatchObject({ "X-Api-Token": owner.spree_api_key, "X-Region": "eu" });
  });

  it("shows a brief with its budget and deadline, and says when no one has taken it up and no offer has come yet", async () => {
    signIn(visitor);
    fakeQuotesApi({ user: visitor, requests: [brief] });
    await renderQuotePage(<QuoteRequestPage number="QR12345679" productNames={names} />);
    const page = within(await screen.findByTestId("quote-request"));
    expect(page.getByText(t.state.new)).toBeInTheDocument();
    expect(page.getByText(t.request.noManager)).toBeInTheDocument();
    expect(page.getByText(t.request.noOffers)).toBeInTheDocument();
    expect(page.getByRole("heading", { name: t.request.brief })).toBeInTheDocument();
    expect(page.getByText(brief.message)).toBeInTheDocument();
    expect(page.getByText(t.request.budget, { selector: "dt" }).nextElementSibling).toHaveTextContent("2,000 EUR");
    expect(page.getByText(t.request.deadline, { selector: "dt" }).nextElementSibling).toHaveTextContent("June 30, 2026");
    expect(page.queryByText(t.request.product, { selector: "dt" })).not.toBeInTheDocument();
    expect(page.getByText(t.request.noFiles)).toBeInTheDocument();
  });

  it("reads as not found when the request is not the visitor's, with the way to sign in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signIn(visitor);
    const api = fakeQuotesApi({ user: visitor, requests: [{ ...quick, owner: owner.id }] });
    await renderQuotePage(<QuoteRequestPage number="QR12345678" productNames={names} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(t.request.notFound);
    expect(screen.getByRole("link", { name: t.request.signIn })).toHaveAttribute("href", "/sign_in?redirect=%2Faccount%2Fquote_requests%2FQR12345678");
    expect(screen.queryByTestId("quote-request")).not.toBeInTheDocument();
    // A missing request is not asked for again.
    await waitFor(() => expect(api.to("GET", "quote_requests/QR12345678")).toHaveLength(1));
  });
});

describe("the thanks page", () => {
  it("shows the request's number, what happens next and the way to the buyer's requests", async () => {
    await renderQuotePage(<QuoteSuccess />, { query: "number=QR12345678" });
    expect(screen.getByRole("heading", { level: 1, name: t.success.heading })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your request number is QR12345678.");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: t.success.list })).toHaveAttribute("href", "/quote-request");
    expect(screen.getByRole("link", { name: t.success.another })).toHaveAttribute("href", "/quote");
  });

  it("still thanks the buyer without a number", async () => {
    await renderQuotePage(<QuoteSuccess />);
    expect(screen.getByRole("status")).toHaveTextContent(t.success.received);
  });
});

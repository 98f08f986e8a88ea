import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { dateInputOf } from "./dates";
import { InboxPage } from "./InboxPage";
import { OfferBuilderPage } from "./OfferBuilderPage";
import { OrderPage } from "./OrderPage";
import { QuoteRequestPage } from "./QuoteRequestPage";
import { CATALOGUE, fakeManagerApi, managerUser, offer, olga, orderFile, productNames, quoteRequest, renderInStorefront, signIn, STOREFRONTS } from "./testing";

const t = en.Manager;

const quick = quoteRequest({ id: 1, number: "QR10000001", created_at: "2026-03-10T09:00:00.000Z" });
const brief = quoteRequest({
  id: 2,
  number: "QR10000002",
  mode: 1,
  state: "in_progress",
  region: "de",
  locale: "de-DE",
  name: "Anna Schmidt",
  email: "anna@schachtel.test",
  company_name: null,
  product_slug: null,
  quantity: null,
  dimensions: null,
  message: "We need a rigid gift box for our winter collection, with a magnetic lid and gold foil on the top.",
  manager: { email: "piotr@boxwright.test", name: "Piotr Zieliński", avatar: null },
  created_at: "2026-03-12T15:30:00.000Z",
});
const closed = quoteRequest({ id: 3, number: "QR10000003", state: "closed", created_at: "2026-03-01T08:00:00.000Z" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the console's door", () => {
  // The API client logs refusals; here they are the point.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("tells a signed-in shopper who is not a manager where they are, with a way to sign in, and asks for nothing else", async () => {
    signIn();
    const api = fakeManagerApi({ manager: null, quoteRequests: [quick] });
    await renderInStorefront(<InboxPage productNames={productNames} />);

    expect(await screen.findByRole("heading", { name: t.gate.title })).toBeInTheDocument();
    expect(screen.getByText(t.gate.body)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.gate.signIn })).toHaveAttribute("href", `/sign_in?redirect=${encodeURIComponent("/")}`);
    expect(screen.queryByRole("navigation", { name: t.nav.label })).not.toBeInTheDocument();
    expect(api.calls()).toEqual(["GET managers/current"]);
    expect(api.to("GET", "managers/current")[0]!.headers).toMatchObject({ "X-Api-Token": managerUser.spree_api_key });
  });

  it("refuses a visitor without a token the same way, also on the pages that would load an offer or an order", async () => {
    const api = fakeManagerApi({ offers: [offer({ id: 5 })], orders: [orderFile("R200")] });
    const first = await renderInStorefront(<OfferBuilderPage id={5} storefronts={STOREFRONTS} catalogue={CATALOGUE} />);
    expect(await screen.findByRole("heading", { name: t.gate.title })).toBeInTheDocument();
    first.unmount();
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    expect(await screen.findByRole("heading", { name: t.gate.title })).toBeInTheDocument();
    expect(api.calls()).toEqual(["GET managers/current", "GET managers/current"]);
  });

  it("speaks the visitor's language", async () => {
    signIn();
    fakeManagerApi({ manager: null });
    await renderInStorefront(<InboxPage productNames={productNames} />, { locale: "pl-PL", regionId: "pl" });
    expect(await screen.findByRole("heading", { name: pl.Manager.gate.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: pl.Manager.gate.signIn })).toHaveAttribute("href", expect.stringMatching(/^\/logowanie\?redirect=/));
  });
});

describe("the inbox", () => {
  beforeEach(() => signIn());

  it("lists every request newest first: number, type, buyer, what was asked, date and state", async () => {
    const api = fakeManagerApi({ quoteRequests: [closed, quick, brief] });
    await renderInStorefront(<InboxPage productNames={productNames} />);

    const rows = await screen.findAllByTestId("request-row");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual(["QR10000002", "QR10000001", "QR10000003"]);

    const briefRow = within(rows[0]!);
    expect(briefRow.getByRole("link", { name: "QR10000002" })).toHaveAttribute("href", "/manager/quote_requests/QR10000002");
    expect(briefRow.getByText(t.mode.brief)).toBeInTheDocument();
    expect(briefRow.getByText("Anna Schmidt")).toBeInTheDocument();
    expect(briefRow.getByText("anna@schachtel.test")).toBeInTheDocument();
    expect(briefRow.getByText(/^We need a rigid gift box for our winter collection, with a magnetic lid and gold foil on…$/)).toBeInTheDocument();
    expect(briefRow.getByText("Mar 12, 2026")).toBeInTheDocument();
    expect(briefRow.getByText(t.requestState.in_progress)).toBeInTheDocument();

    const quickRow = within(rows[1]!);
    expect(quickRow.getByText(t.mode.qr)).toBeInTheDocument();
    expect(quickRow.getByText("Kartony Sp. z o.o.")).toBeInTheDocument();
    expect(quickRow.getByText(`${en.Products["mailer-box-eco-white"].name} × 500 · 200 × 150 × 70 mm`)).toBeInTheDocument();
    expect(quickRow.getByText(t.requestState.new)).toBeInTheDocument();

    expect(screen.getByRole("navigation", { name: t.nav.label })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.nav.inbox })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: t.nav.offers })).toHaveAttribute("href", "/manager/offers");
    expect(screen.getByText(`Signed in as ${olga.name}`)).toBeInTheDocument();
    expect(api.to("GET", "quote_requests")[0]!.query.get("state")).toBeNull();
  });

  it("filters by state, asking the API for that state only, and says when a state has none", async () => {
    const api = fakeManagerApi({ quoteRequests: [closed, quick, brief] });
    await renderInStorefront(<InboxPage productNames={productNames} />);
    await screen.findAllByTestId("request-row");

    const filters = within(screen.getByRole("group", { name: t.inbox.filter }));
    fireEvent.click(filters.getByRole("button", { name: t.requestState.new }));
    await waitFor(() => expect(screen.getAllByTestId("request-row")).toHaveLength(1));
    expect(within(screen.getByTestId("request-row")).getByRole("link")).toHaveTextContent("QR10000001");
    expect(filters.getByRole("button", { name: t.requestState.new })).toHaveAttribute("aria-pressed", "true");
    expect(filters.getByRole("button", { name: t.inbox.all })).toHaveAttribute("aria-pressed", "false");
    expect(api.to("GET", "quote_requests").at(-1)!.query.get("state")).toBe("new");

    fireEvent.click(filters.getByRole("button", { name: t.requestState.offered }));
    expect(await screen.findByText(`No requests in “${t.requestState.offered}”.`)).toBeInTheDocument();
    expect(screen.queryByTestId("request-row")).not.toBeInTheDocument();
  });

  it("says so when the inbox cannot be loaded, and loads it on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeManagerApi({ quoteRequests: [quick] });
    api.fail("GET", "quote_requests", { status: 500, code: "internal_error" });
    await renderInStorefront(<InboxPage productNames={productNames} />);
    expect(await screen.findByRole("alert", undefined, { timeout: 4000 })).toHaveTextContent(t.inbox.failed);
    api.recover("GET", "quote_requests");
    fireEvent.click(screen.getByRole("button", { name: t.retry }));
    expect(await screen.findByRole("link", { name: "QR10000001" })).toBeInTheDocument();
  });
});

describe("a quote request", () => {
  beforeEach(() => signIn());

  const withFiles = quoteRequest({
    ...quick,
    message: "Printed inside too, please.",
    details: { budget: "2000 PLN", finish_wish: "nothing glossy" },
    files: [{ id: "f1", name: "logo.pdf", content_type: "application/pdf", byte_size: 245_000, url: "/api/quote_requests/1/files/f1" }],
  });

  it("shows everything the buyer sent, with the attachments to download", async () => {
    fakeManagerApi({ quoteRequests: [withFiles] });
    await renderInStorefront(<QuoteRequestPage id="QR10000001" productNames={productNames} storefronts={STOREFRONTS} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Quote request QR10000001" })).toBeInTheDocument();
    expect(await screen.findByText("Jan Kowalski")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "jan@kartony.test" })).toHaveAttribute("href", "mailto:jan@kartony.test");
    expect(screen.getByText("Kartony Sp. z o.o.")).toBeInTheDocument();
    expect(screen.getByText(en.Products["mailer-box-eco-white"].name)).toBeInTheDocument();
    expect(screen.getByText("500")).toBeInTheDocument();
    expect(screen.getByText("Printed inside too, please.")).toBeInTheDocument();
    expect(screen.getByText("2000 PLN").previousElementSibling).toHaveTextContent(t.request.budget);
    expect(screen.getByText("nothing glossy").previousElementSibling).toHaveTextContent("finish wish");
    expect(screen.getByText("Boxwright PL")).toBeInTheDocument();
    expect(screen.getByText("Polish (Poland)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download logo.pdf" })).toHaveAttribute("href", "/api/quote_requests/1/files/f1");
    expect(await screen.findByText(t.request.noOffers)).toBeInTheDocument();
  });

  it("is taken by the manager, and can be closed", async () => {
    const api = fakeManagerApi({ quoteRequests: [{ ...quick }] });
    await renderInStorefront(<QuoteRequestPage id="QR10000001" productNames={productNames} storefronts={STOREFRONTS} />);
    fireEvent.click(await screen.findByRole("button", { name: t.request.take }));
    expect(await screen.findByText(t.request.taken)).toBeInTheDocument();
    expect(api.to("PATCH", "quote_requests/1")[0]!.body).toEqual({ state: "in_progress" });
    expect(screen.getByText(t.request.managerYou)).toBeInTheDocument();
    expect(screen.getByText(t.requestState.in_progress)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.request.take })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: t.request.close }));
    expect(await screen.findByText(t.request.closed)).toBeInTheDocument();
    expect(api.to("PATCH", "quote_requests/1")[1]!.body).toEqual({ state: "closed" });
    expect(screen.queryByRole("button", { name: t.request.createOffer })).not.toBeInTheDocument();
  });

  it("makes a draft offer for the buyer in the request's storefront and language, valid for two weeks, and opens it in the builder", async () => {
    const api = fakeManagerApi({ quoteRequests: [{ ...quick }], offers: [offer({ id: 7, qr_number: "QR09999999" })] });
    const { router } = await renderInStorefront(<QuoteRequestPage id="QR10000001" productNames={productNames} storefronts={STOREFRONTS} />);
    fireEvent.click(await screen.findByRole("button", { name: t.request.createOffer }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/manager/offers/1000"));
    const [created] = api.to("POST", "offers");
    const body = created!.body as Record<string, unknown>;
    expect(body).toMatchObject({ email: "jan@kartony.test", region: "pl", locale: "pl-PL", quote_request_id: 1 });
    // Two weeks from the shop's today, sent as the day.
    expect(body.valid_until).toBe(dateInputOf(new Date(Date.now() + 14 * 86_400_000)));
  });

  it("lists the offers already made for it, each opening in the builder", async () => {
    fakeManagerApi({
      quoteRequests: [quick],
      offers: [offer({ id: 7, qr_number: "QR10000001", state: "sent", item_total: 125000 }), offer({ id: 8, qr_number: "QR10000099" })],
    });
    await renderInStorefront(<QuoteRequestPage id="QR10000001" productNames={productNames} storefronts={STOREFRONTS} />);
    const rows = await screen.findAllByTestId("request-offer");
    expect(rows).toHaveLength(1);
    const row = within(rows[0]!);
    expect(row.getByRole("link", { name: "Offer #7" })).toHaveAttribute("href", "/manager/offers/7");
    expect(row.getByText(t.offerState.sent)).toBeInTheDocument();
    expect(row.getByText("1 250,00 zł")).toBeInTheDocument();
  });

  it("says which of its offers was accepted, by whom and when, and which was withdrawn", async () => {
    fakeManagerApi({
      quoteRequests: [quick],
      offers: [
        offer({ id: 7, qr_number: "QR10000001", state: "withdrawn" }),
        offer({
          id: 9,
          qr_number: "QR10000001",
          state: "accepted",
          accepted_at: "2026-03-12T09:30:00.000Z",
          accepted_by: { id: 3, email: "anna@kartony.test", name: "Anna Nowak", addressee: false },
        }),
      ],
    });
    await renderInStorefront(<QuoteRequestPage id="QR10000001" productNames={productNames} storefronts={STOREFRONTS} />);
    const rows = (await screen.findAllByTestId("request-offer")).map((row) => within(row));
    const withdrawn = rows.find((row) => row.queryByRole("link", { name: "Offer #7" }))!;
    const accepted = rows.find((row) => row.queryByRole("link", { name: "Offer #9" }))!;
    expect(withdrawn.getByText(t.offerState.withdrawn)).toBeInTheDocument();
    expect(withdrawn.queryByTestId("offer-accepted-by")).not.toBeInTheDocument();
    expect(accepted.getByText(t.offerState.accepted)).toBeInTheDocument();
    expect(accepted.getByTestId("offer-accepted-by")).toHaveTextContent(/^by Anna Nowak, .*2026/);
  });
});

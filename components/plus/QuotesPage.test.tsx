import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productNamesOf } from "@/components/account/boxes/sku";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";
import en from "@/messages/en-US.json";
import de from "@/messages/de-DE.json";
import { OfferPage } from "./OfferPage";
import { QuotesPage } from "./QuotesPage";
import { fakePlusApi, offerJson, quoteRequestJson, renderInStorefront, signIn } from "./testing";

const t = en.Plus;
const names = productNamesOf(en.Products);
const formatters = storefrontFormatters("en-US");

const offered = quoteRequestJson({
  id: 2,
  number: "QR10000002",
  state: "offered",
  quantity: 1000,
  dimensions: "200 × 150 × 70 mm",
  manager: { email: "olga@boxwright.com", name: "Olga Manager", avatar: null },
  offers: [
    { token: "offer-new", state: "viewed", valid_until: "2026-04-30T10:00:00.000Z", url: "http://localhost:3000/offer/offer-new/review" },
    { token: "offer-old", state: "expired", valid_until: "2026-03-01T10:00:00.000Z", url: "http://localhost:3000/offer/offer-old/review" },
    { token: "offer-gone", state: "withdrawn", valid_until: "2026-05-30T10:00:00.000Z", url: "http://localhost:3000/offer/offer-gone/review" },
  ],
  created_at: "2026-03-12T09:00:00.000Z",
});
const brief = quoteRequestJson({
  id: 1,
  number: "QR10000001",
  mode: 1,
  product_slug: null,
  quantity: null,
  message: "Gift boxes for our\nwine shop, about 300 a month.",
  created_at: "2026-03-02T09:00:00.000Z",
});

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the buyer's quotes", () => {
  it("lists each request with its state, what was asked, its manager and the offers sent for it", async () => {
    const api = fakePlusApi({ plusTerms: true, quoteRequests: [offered, brief] });
    await renderInStorefront(<QuotesPage productNames={names} />);

    const rows = await screen.findAllByTestId("quote-request");
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole("heading", { name: "Request QR10000002" })).toBeInTheDocument();
    expect(first.getByText(t.quotes.state.offered)).toBeInTheDocument();
    expect(first.getByText("Sent on March 12, 2026")).toBeInTheDocument();
    expect(first.getByText(`${en.Products["mailer-box-full-color"].name} · 1,000 pieces · 200 × 150 × 70 mm`)).toBeInTheDocument();
    expect(first.getByText("Handled by Olga Manager")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "What you asked for in request QR10000002" })).toHaveAttribute("href", "/account/quote_requests/QR10000002");

    const offers = first.getAllByTestId("quote-offer").map((offer) => within(offer));
    expect(offers[0]!.getByText(t.offer.state.viewed)).toBeInTheDocument();
    expect(offers[0]!.getByRole("link", { name: "View the offer for request QR10000002, valid until April 30, 2026" })).toHaveAttribute(
      "href",
      "/boxwright-plus/quotes/offer-new",
    );
    expect(offers[1]!.getByText(t.offer.state.expired)).toBeInTheDocument();
    expect(offers[1]!.getByRole("link", { name: /valid until March 1, 2026/ })).toHaveAttribute("href", "/boxwright-plus/quotes/offer-old");
    // A withdrawn offer reads as withdrawn, and nothing says it is valid until some day.
    expect(offers[2]!.getByText(t.offer.state.withdrawn)).toBeInTheDocument();
    expect(offers[2]!.queryByText(/May 30, 2026/)).not.toBeInTheDocument();
    expect(offers[2]!.getByRole("link", { name: "View the withdrawn offer for request QR10000002" })).toHaveAttribute(
      "href",
      "/boxwright-plus/quotes/offer-gone",
    );

    const second = within(rows[1]!);
    expect(second.getByText(t.quotes.state.new)).toBeInTheDocument();
    expect(second.getByText("Brief: Gift boxes for our wine shop, about 300 a month.")).toBeInTheDocument();
    expect(second.getByText(t.quotes.noOffers)).toBeInTheDocument();

    expect(screen.getByRole("link", { name: t.quotes.newRequest })).toHaveAttribute("href", "/quote");
    expect(api.to("GET", "v2/quote_requests/mine")).toHaveLength(1);
  });

  it("speaks the buyer's language", async () => {
    fakePlusApi({ plusTerms: true, quoteRequests: [offered] });
    await renderInStorefront(<QuotesPage productNames={productNamesOf(de.Products)} />, { locale: "de-DE", regionId: "de" });
    const row = within(await screen.findByTestId("quote-request"));
    expect(row.getByText(de.Plus.quotes.state.offered)).toBeInTheDocument();
    expect(row.getByText("Gesendet am 12. März 2026")).toBeInTheDocument();
    expect(row.getByText(`${de.Products["mailer-box-full-color"].name} · 1.000 Stück · 200 × 150 × 70 mm`)).toBeInTheDocument();
  });

  it("has an empty state that leads to the quote form, and a retry when loading fails", async () => {
    const api = fakePlusApi({ plusTerms: true, quoteRequests: [] });
    const empty = await renderInStorefront(<QuotesPage productNames={names} />);
    expect(await screen.findByRole("heading", { name: t.quotes.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.quotes.newRequest })).toHaveAttribute("href", "/quote");
    empty.unmount();

    vi.spyOn(console, "error").mockImplementation(() => {});
    api.fail("GET", "v2/quote_requests/mine", { status: 500, code: "internal_error" });
    await renderInStorefront(<QuotesPage productNames={names} />);
    // One retry after a second, as for every dashboard call.
    expect(await screen.findByText(t.quotes.error, undefined, { timeout: 4000 })).toBeInTheDocument();
    api.recover("GET", "v2/quote_requests/mine");
    fireEvent.click(screen.getByRole("button", { name: t.quotes.retry }));
    expect(await screen.findByRole("heading", { name: t.quotes.emptyTitle })).toBeInTheDocument();
  });
});

describe("one offer in the dashboard", () => {
  it("shows the offer's lines and total in its storefront's money, and leads to accepting it on its review page", async () => {
    const api = fakePlusApi({ plusTerms: true, offers: [offerJson({ token: "offer-new", state: "viewed" })] });
    await renderInStorefront(<OfferPage token="offer-new" formatters={formatters} />);

    const details = within(await screen.findByTestId("offer-details"));
    expect(details.getByRole("heading", { name: "Offer for request QR12345678" })).toBeInTheDocument();
    expect(details.getByText(t.offer.state.viewed)).toBeInTheDocument();
    expect(details.getByText("Valid until April 30, 2026")).toBeInTheDocument();
    expect(details.getByText("Olga Manager", { exact: false })).toBeInTheDocument();
    expect(details.getByText("Prices include the foil you asked about.")).toBeInTheDocument();
    expect(details.getByText("Mailer box, gold foil")).toBeInTheDocument();
    expect(details.getByText("Gold foil on the lid")).toBeInTheDocument();
    expect(details.getByText("€1.89")).toBeInTheDocument();
    expect(details.getByText("€1,890.00")).toBeInTheDocument();
    expect(details.getByTestId("offer-total")).toHaveTextContent("€2,365.00");
    expect(details.getByTestId("offer-vat-basis")).toHaveTextContent("Prices are net; 0% VAT is added to the order.");
    expect(details.getByRole("link", { name: t.offer.review })).toHaveAttribute("href", "/offer/offer-new/review");
    expect(screen.getByRole("link", { name: `← ${t.offer.back}` })).toHaveAttribute("href", "/boxwright-plus/quotes");

    // The buyer's own look: not a manager's preview.
    const [read] = api.to("GET", "offers/offer-new");
    expect(read!.query.get("preview")).toBeNull();
  });

  it("states a gross storefront's offer with VAT, as its review page and checkout do, and says so", async () => {
    const gross = offerJson({ token: "offer-gross", state: "viewed" });
    const line = { ...gross.line_items[0]!, unit_price: 100, unit_price_with_vat: 123, total: 100000, total_with_vat: 123000, quantity: 1000 };
    fakePlusApi({
      plusTerms: true,
      offers: [{ ...gross, line_items: [line], item_total: 100000, item_total_with_vat: 123000, vat_rate: 23, price_display: "gross" }],
    });
    await renderInStorefront(<OfferPage token="offer-gross" formatters={formatters} />);
    const details = within(await screen.findByTestId("offer-details"));
    expect(details.getByText("€1.23")).toBeInTheDocument();
    expect(details.getByTestId("offer-total")).toHaveTextContent("€1,230.00");
    expect(details.getByTestId("offer-vat-basis")).toHaveTextContent("Prices include 23% VAT.");
  });

  it("says an expired offer has expired and offers no way to accept it", async () => {
    fakePlusApi({ plusTerms: true, offers: [offerJson({ token: "offer-old", state: "sent", expired: true, valid_until: "2026-03-01T10:00:00.000Z" })] });
    await renderInStorefront(<OfferPage token="offer-old" formatters={formatters} />);
    expect(await screen.findByText("This offer expired on March 1, 2026. Ask your order manager for a new one.")).toBeInTheDocument();
    expect(screen.getByText(t.offer.state.expired)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: t.offer.review })).not.toBeInTheDocument();
  });

  it("says a withdrawn offer was withdrawn, with no validity and no way to accept it", async () => {
    fakePlusApi({ plusTerms: true, offers: [offerJson({ token: "offer-gone", state: "withdrawn", valid_until: "2026-05-30T10:00:00.000Z" })] });
    await renderInStorefront(<OfferPage token="offer-gone" formatters={formatters} />);
    expect(await screen.findByText(t.offer.withdrawn)).toBeInTheDocument();
    expect(screen.getByText(t.offer.state.withdrawn)).toBeInTheDocument();
    expect(screen.queryByText(/May 30, 2026/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: new RegExp(t.offer.review) })).not.toBeInTheDocument();
  });

  it("leads from an accepted offer to its order in the dashboard", async () => {
    fakePlusApi({
      plusTerms: true,
      offers: [offerJson({ token: "offer-done", state: "accepted", order_number: "R700000001", accepted_at: "2026-03-22T10:00:00.000Z" })],
    });
    await renderInStorefront(<OfferPage token="offer-done" formatters={formatters} />);
    expect(await screen.findByText("You accepted this offer on March 22, 2026.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View order R700000001" })).toHaveAttribute("href", "/boxwright-plus/orders/R700000001/details");
    expect(screen.queryByRole("link", { name: t.offer.review })).not.toBeInTheDocument();
  });

  it("says so when the offer does not exist", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakePlusApi({ plusTerms: true, offers: [] });
    await renderInStorefront(<OfferPage token="nope" formatters={formatters} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(t.offer.notFound);
    // A missing offer is not asked for again.
    expect(api.to("GET", "offers/nope")).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storefrontFormatters } from "@/components/orders/OrdersIsland";
import type { Locale } from "@/lib/i18n/locales";
import type { CurrentUser } from "@/lib/session/types";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { RegionId } from "@/regions/schema";
import type { PublicOffer } from "./api";
import { OfferReviewPage } from "./OfferReviewPage";
import { currentUser, storeToken } from "@/test/users";
import { fakeOffersApi, offerLine, offerRecord, ORDER_NUMBER, renderWithQuery, signIn, TOKEN } from "./testing";

const t = en.Offer;

async function renderPage(
  offer: PublicOffer | null,
  options: {
    query?: string;
    locale?: Locale;
    regionId?: RegionId;
    visitor?: CurrentUser;
    prepare?: (api: ReturnType<typeof fakeOffersApi>) => void;
  } = {},
) {
  const api = fakeOffersApi(offer, options.visitor);
  options.prepare?.(api);
  const rendered = await renderWithQuery(<OfferReviewPage token={TOKEN} formatters={storefrontFormatters(options.locale ?? "en-US")} />, options);
  return { api, ...rendered };
}

const lineRow = (name: string) => within(screen.getByText(name).closest("tr")!);
const checkbox = (name: string) => screen.getByRole("checkbox", { name: `Order ${name}` });
const acceptButton = () => screen.queryByRole("button", { name: t.accept });

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the offer review page", () => {
  it("shows the day the manager picked in Warsaw, in the reader's language, however the browser's clock is set", async () => {
    // 31 December as the shop keeps it: the end of that day in Warsaw, already 1 January in London.
    const until = "2026-12-31T22:59:59.999Z";
    const { unmount } = await renderPage(offerRecord({ valid_until: until }));
    expect(await screen.findByText("December 31, 2026")).toBeInTheDocument();
    unmount();
    await renderPage(offerRecord({ valid_until: until }), { locale: "pl-PL" });
    expect(await screen.findByText("31 grudnia 2026")).toBeInTheDocument();
  });

  it("shows net prices with the VAT to be added where the storefront shows prices without VAT", async () => {
    const lines = [offerLine({ id: 1, quantity: 500, unit_price: 120, total: 60000, unit_price_with_vat: 144, total_with_vat: 72000 })];
    await renderPage(
      offerRecord({
        region: "gb",
        currency: "GBP",
        line_items: lines,
        item_total: 60000,
        item_total_with_vat: 72000,
        vat_rate: 20,
        price_display: "net-plus-vat",
      }),
      { regionId: "gb" },
    );
    expect(await screen.findByTestId("offer-total")).toHaveTextContent("£600.00");
    expect(screen.getByText(new RegExp(t.lines.basis["net-plus-vat"].replace("{vat}", "20").replace(/[()]/g, "\\$&")))).toBeInTheDocument();
  });

  it("shows who the offer is for, whom to ask, the message, the date and every line chosen, with their total", async () => {
    const { api, container } = await renderPage(offerRecord());
    expect(container.querySelector('[data-busy-state="preparingOffer"]')).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: t.lines.title })).toBeInTheDocument();
    expect(container.querySelector("[data-busy-state]")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByText("buyer@kartonwerk.example")).toBeInTheDocument();
    expect(screen.getByText("April 30, 2026")).toBeInTheDocument();
    expect(screen.getByText("QR12345678")).toBeInTheDocument();

    const manager = within(screen.getByRole("heading", { name: t.manager.title }).closest("section")!);
    expect(manager.getByText("Olga Nowak")).toBeInTheDocument();
    expect(manager.getByRole("link", { name: "olga@boxwright.example" })).toHaveAttribute("href", "mailto:olga@boxwright.example");
    expect(manager.getByRole("presentation")).toHaveAttribute("src", "https://cdn.boxwright.example/avatars/olga.png");
    expect(screen.getByText(/the tape comes in boxes of 36 rolls/)).toBeInTheDocument();

    const mailers = lineRow("Full-colour mailer boxes 200×150×70");
    expect(mailers.getByText("Printed outside, 2 colours")).toBeInTheDocument();
    // The size the manager offered, in the storefront's unit, as the order and the invoice will say it.
    expect(mailers.getByTestId("line-configuration")).toHaveTextContent("200 × 150 × 70 mm");
    expect(mailers.getByText("500")).toBeInTheDocument();
    // The eu storefront shows prices with VAT, as its checkout will charge them (1.20 and 600.00 net).
    expect(mailers.getByText("€1.48")).toBeInTheDocument();
    expect(mailers.getByText("€738.00")).toBeInTheDocument();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeChecked();
    expect(screen.getByText(t.lines.chosenTotal)).toBeInTheDocument();
    expect(screen.getByTestId("offer-total")).toHaveTextContent("€1,170.96");
    expect(acceptButton()).toBeEnabled();

    // The buyer's look is a visit: no preview flag, with the visitor's token and storefront.
    const [look] = api.to("GET", `offers/${TOKEN}`);
    expect(look!.query.has("preview")).toBe(false);
    expect(look!.headers).toMatchObject({ "X-Api-Token": "token-7", "X-Region": "eu" });
  });

  it("accepts only the ticked lines and goes on to the checkout of the order made of them", async () => {
    const { api, router, container } = await renderPage(offerRecord());
    await screen.findByRole("heading", { name: t.lines.title });

    fireEvent.click(checkbox("Plain shipping boxes 300×200×150"));
    expect(checkbox("Plain shipping boxes 300×200×150")).not.toBeChecked();
    expect(screen.getByTestId("offer-total")).toHaveTextContent("€937.26");

    fireEvent.click(acceptButton()!);
    expect(container.querySelector('[data-busy-state="preparingOffer"]')).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order"));

    const [accept] = api.to("POST", `offers/${TOKEN}/accept`);
    expect(accept!.body).toEqual({ line_item_ids: [1, 3] });
    expect(accept!.headers).toMatchObject({ "X-Api-Token": "token-7" });
    // The overlay stays while the checkout loads.
    expect(container.querySelector('[data-busy-state="preparingOffer"]')).toBeInTheDocument();
  });

  it("refuses in the browser to accept with no line chosen", async () => {
    const { api, router } = await renderPage(offerRecord());
    await screen.findByRole("heading", { name: t.lines.title });
    for (const box of screen.getAllByRole("checkbox")) fireEvent.click(box);
    expect(screen.getByTestId("offer-total")).toHaveTextContent("€0.00");

    fireEvent.click(acceptButton()!);
    expect(await screen.findByRole("alert")).toHaveTextContent(t.noneChosen);
    expect(api.to("POST", `offers/${TOKEN}/accept`)).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();

    // Choosing a line again clears the message.
    fireEvent.click(checkbox("Printed tape"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["an expired state", { state: "expired", expired: true }],
    ["a date that has passed", { state: "viewed", expired: true }],
  ] as const)("says an offer past its date (%s) has expired, when, and offers no way to accept it", async (_, values) => {
    await renderPage(offerRecord(values));
    expect(await screen.findByText("This offer expired on April 30, 2026. Ask your order manager for a new one.")).toBeInTheDocument();
    expect(acceptButton()).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    // The lines stay readable, with the whole offer's total.
    expect(screen.getByText("Printed tape")).toBeInTheDocument();
    expect(screen.getByText(t.lines.offerTotal)).toBeInTheDocument();
    expect(screen.getByTestId("offer-total")).toHaveTextContent("€1,170.96");
  });

  it("says a withdrawn offer cannot be accepted", async () => {
    await renderPage(offerRecord({ state: "withdrawn" }));
    expect(await screen.findByText(t.state.withdrawn)).toBeInTheDocument();
    expect(acceptButton()).not.toBeInTheDocument();
  });

  it("says an accepted offer is accepted and links to its order", async () => {
    await renderPage(offerRecord({ state: "accepted", order_number: ORDER_NUMBER }));
    expect(await screen.findByText(t.state.accepted)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Go to order ${ORDER_NUMBER}` })).toHaveAttribute("href", `/order/${ORDER_NUMBER}/details`);
    expect(acceptButton()).not.toBeInTheDocument();
  });

  it.each([
    ["offer_expired", 409],
    ["offer_withdrawn", 409],
    ["offer_already_accepted", 409],
  ] as const)("explains a refusal with %s and stops offering to accept", async (code, status) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { router, container } = await renderPage(offerRecord(), { prepare: (api) => api.fail("POST", `offers/${TOKEN}/accept`, { status, code }) });
    await screen.findByRole("heading", { name: t.lines.title });
    fireEvent.click(acceptButton()!);

    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors[code]);
    expect(acceptButton()).not.toBeInTheDocument();
    expect(container.querySelector("[data-busy-state]")).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("explains a product no longer sold and lets the buyer accept without it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, router } = await renderPage(offerRecord(), {
      prepare: (api) => api.fail("POST", `offers/${TOKEN}/accept`, { status: 409, code: "offer_product_unavailable", details: { line_item_id: 3 } }),
    });
    await screen.findByRole("heading", { name: t.lines.title });
    fireEvent.click(acceptButton()!);
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.offer_product_unavailable);

    api.recover("POST", `offers/${TOKEN}/accept`);
    fireEvent.click(checkbox("Printed tape"));
    fireEvent.click(acceptButton()!);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/order"));
    expect(api.to("POST", `offers/${TOKEN}/accept`).map((request) => request.body)).toEqual([{ line_item_ids: [1, 2, 3] }, { line_item_ids: [1, 2] }]);
  });

  it("explains a refusal in the shopper's language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderPage(offerRecord({ region: "pl", currency: "PLN" }), {
      locale: "pl-PL",
      regionId: "pl",
      prepare: (api) => api.fail("POST", `offers/${TOKEN}/accept`, { status: 409, code: "offer_expired" }),
    });
    expect(await screen.findByText("30 kwietnia 2026")).toBeInTheDocument();
    expect(screen.getByTestId("offer-total")).toHaveTextContent("1 170,96 zł");
    fireEvent.click(screen.getByRole("button", { name: pl.Offer.accept }));
    expect(await screen.findByRole("alert")).toHaveTextContent(pl.Offer.errors.offer_expired);
  });

  it("tells another account, in its language, that the offer is not theirs without naming the buyer, and how to accept it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = await renderPage(offerRecord({ region: "de" }), {
      locale: "de-DE",
      regionId: "de",
      prepare: (api) => api.fail("POST", `offers/${TOKEN}/accept`, { status: 403, code: "offer_not_yours" }),
    });
    await screen.findByRole("heading", { name: de.Offer.lines.title });
    fireEvent.click(screen.getByRole("button", { name: de.Offer.accept }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(de.Offer.errors.offer_not_yours.replace("{email}", "ada@example.com"));
    expect(alert).toHaveTextContent(/Dieses Angebot/);
    expect(alert).not.toHaveTextContent("buyer@kartonwerk.example");
    expect(screen.getByRole("link", { name: de.Offer.signIn.otherAccount })).toHaveAttribute(
      "href",
      `/sign_in?redirect=${encodeURIComponent(`/offer/${TOKEN}/review`)}`,
    );
    expect(screen.queryByRole("button", { name: de.Offer.accept })).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows an anonymous visitor with the link the offer, and asks them to sign in to accept it", async () => {
    localStorage.clear();
    const visitor = currentUser();
    storeToken(visitor);
    const { api } = await renderPage(offerRecord(), { visitor });
    expect(await screen.findByText(t.signIn.notice)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.signIn.action })).toHaveAttribute("href", `/sign_in?redirect=${encodeURIComponent(`/offer/${TOKEN}/review`)}`);
    // The offer reads as before; only accepting waits for the sign-in.
    expect(screen.getByText("Printed tape")).toBeInTheDocument();
    expect(screen.getByTestId("offer-total")).toHaveTextContent("€1,170.96");
    expect(acceptButton()).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(api.to("POST", `offers/${TOKEN}/accept`)).toHaveLength(0);
  });

  it("reloads the offer when the chosen lines are no longer in it, keeping the buyer's choice of the rest", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderPage(offerRecord());
    await screen.findByRole("heading", { name: t.lines.title });
    fireEvent.click(checkbox("Printed tape"));

    // The manager replaced the shipping boxes meanwhile.
    api.change({
      line_items: [offerRecord().line_items[0]!, offerLine({ id: 4, name: "Plain shipping boxes 400×300×200", total: 30000 }), offerRecord().line_items[2]!],
    });
    fireEvent.click(acceptButton()!);
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.invalid_line_items);
    expect(await screen.findByText("Plain shipping boxes 400×300×200")).toBeInTheDocument();
    expect(checkbox("Plain shipping boxes 400×300×200")).toBeChecked();
    expect(checkbox("Printed tape")).not.toBeChecked();
    expect(acceptButton()).toBeEnabled();
  });

  it("shows the manager's preview (?preview=true) without marking the offer seen, and without accepting it", async () => {
    const { api } = await renderPage(offerRecord({ state: "draft", sent_at: null }), { query: "preview=true" });
    expect(await screen.findByText(t.state.preview)).toBeInTheDocument();
    const [look] = api.to("GET", `offers/${TOKEN}`);
    expect(look!.query.get("preview")).toBe("true");
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(acceptButton()).toBeDisabled();
    fireEvent.submit(acceptButton()!.closest("form")!);
    expect(api.to("POST", `offers/${TOKEN}/accept`)).toHaveLength(0);
  });

  it("says an unknown offer does not exist, and a draft is unknown to all but a preview", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderPage(offerRecord({ state: "draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.notFound);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says so when the offer cannot be loaded, and loads it on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderPage(offerRecord(), { prepare: (api) => api.fail("GET", `offers/${TOKEN}`, { status: 500, code: "internal_error" }) });
    expect(await screen.findByText(t.loadFailed, undefined, { timeout: 4000 })).toBeInTheDocument();
    api.recover("GET", `offers/${TOKEN}`);
    fireEvent.click(screen.getByRole("button", { name: t.retry }));
    expect(await screen.findByRole("heading", { name: t.lines.title })).toBeInTheDocument();
  });
});

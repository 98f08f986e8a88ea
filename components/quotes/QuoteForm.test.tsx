import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import it_ from "@/messages/it-IT.json";
import { REGIONS } from "@/regions";
import { QuoteForm } from "./QuoteForm";
import { fakeQuotesApi, OFFER_TOKEN, owner, products, renderQuotePage, signIn, UNIT_PRICE, visitor } from "./testing";

const t = en.Quotes;
const EU = REGIONS.eu.currencyFormatter;

function renderForm(options: { query?: string } = {}) {
  return renderQuotePage(<QuoteForm products={products} formatter={EU} />, options);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: t.form.submit }));
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText(t.files.choose), { target: { files } });
const pdf = (name = "dieline.pdf") => new File(["%PDF-1.7 dieline"], name, { type: "application/pdf" });

/** The signed-in owner's details arrive with the session; the form waits for them. */
async function prefilled() {
  await waitFor(() => expect(field(t.form.email).value).toBe(owner.email));
}

/** A complete quick request: the owner's contact details and a product in a quantity. */
async function fillQuickRequest() {
  await prefilled();
  fireEvent.change(screen.getByLabelText(t.form.product), { target: { value: "product-box" } });
  type(t.form.quantity, "500");
}

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the quick request (mode 0)", () => {
  it("sends the product, quantity, size, message, contact details and attachments, then shows the thanks page", async () => {
    const api = fakeQuotesApi();
    const { router } = await renderForm();
    expect(screen.getByRole("tab", { name: t.tabs.qr })).toHaveAttribute("aria-selected", "true");
    await prefilled();
    expect(field(t.form.name).value).toBe("Ada Lovelace");

    fireEvent.change(screen.getByLabelText(t.form.product), { target: { value: "product-box" } });
    type(t.form.quantity, "500");
    type(t.form.dimensions, "30 × 20 × 10");
    type(t.form.messageOptional, "Printed inside, please.");
    type(t.form.company, "Analytical Engines Ltd");
    type(t.form.phone, "+44 20 7946 0000");
    choose(pdf());
    const files = within(await screen.findByRole("list", { name: t.files.listLabel }));
    expect(await files.findByText(t.files.uploaded)).toBeInTheDocument();
    expect(files.getByText("dieline.pdf")).toBeInTheDocument();

    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quote/success?number=QR12345678"));
    const [sent] = api.to("POST", "v2/quote_requests");
    expect(sent!.body).toEqual({
      mode: 0,
      email: "ada@example.com",
      name: "Ada Lovelace",
      company_name: "Analytical Engines Ltd",
      phone: "+44 20 7946 0000",
      product_slug: "product-box",
      quantity: 500,
      dimensions: "30 × 20 × 10",
      message: "Printed inside, please.",
      details: {},
      file_ids: ["file-1"],
      idempotency_key: expect.stringMatching(/^[\w-]{8,100}$/),
      locale: "en-US",
    });
    expect(sent!.headers).toMatchObject({ "X-Api-Token": owner.spree_api_key, "X-Region": "eu" });
    expect(api.uploads).toEqual([
      { name: "dieline.pdf", purpose: "quote", headers: expect.objectContaining({ "X-Api-Token": owner.spree_api_key, "X-Region": "eu" }) },
    ]);
    expect(screen.getByRole("button", { name: t.form.sending })).toBeDisabled();
  });

  it("asks for a product and a quantity before sending, at the fields, and sends nothing", async () => {
    const api = fakeQuotesApi();
    await renderForm();
    await prefilled();
    type(t.form.quantity, "0");
    submit();

    expect(await screen.findByText(t.errors.check)).toBeInTheDocument();
    expect(screen.getByLabelText(t.form.product)).toHaveAccessibleDescription(t.errors.fields.product_slug);
    expect(field(t.form.quantity)).toHaveAccessibleDescription(t.errors.fields.quantity);
    await waitFor(() => expect(screen.getByLabelText(t.form.product)).toHaveFocus());
    expect(api.to("POST", "v2/quote_requests")).toHaveLength(0);
  });
});

describe("the brief (mode 1)", () => {
  it("opens from ?mode=1 and sends the description with the budget and deadline in details, and no product", async () => {
    signIn(visitor);
    const api = fakeQuotesApi({ user: visitor });
    const { router } = await renderForm({ query: "mode=1" });
    expect(screen.getByRole("tab", { name: t.tabs.brief })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByLabelText(t.form.product)).not.toBeInTheDocument();
    await waitFor(() => expect(api.to("GET", "users/current")).toHaveLength(1));
    // An anonymous visitor's account has nothing to offer, so the contact fields start empty.
    expect(field(t.form.email).value).toBe("");

    type(t.form.brief, "Tins for loose tea, about 2,000 a year, in two sizes.");
    type(t.form.budget, "2,000 EUR");
    type(t.form.deadline, "2026-06-30");
    type(t.form.name, "Grace Hopper");
    type(t.form.email, "grace@example.com");
    submit();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quote/success?number=QR12345678"));
    expect(api.to("POST", "v2/quote_requests")[0]!.body).toEqual({
      mode: 1,
      email: "grace@example.com",
      name: "Grace Hopper",
      company_name: null,
      phone: null,
      product_slug: null,
      quantity: null,
      dimensions: null,
      message: "Tins for loose tea, about 2,000 a year, in two sizes.",
      details: { budget: "2,000 EUR", deadline: "2026-06-30" },
      file_ids: [],
      idempotency_key: expect.any(String),
      locale: "en-US",
    });
  });

  it("refuses a brief shorter than 10 characters in the browser, at the field", async () => {
    const api = fakeQuotesApi();
    await renderForm({ query: "mode=1" });
    await prefilled();
    type(t.form.brief, "Tea tins");
    submit();

    const message = t.errors.fields.message.replace("{min}", "10");
    await waitFor(() => expect(screen.getByLabelText(t.form.brief)).toHaveAccessibleDescription(`${t.form.briefHint.replace("{min}", "10")} ${message}`));
    expect(screen.getByLabelText(t.form.brief)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByLabelText(t.form.brief)).toHaveFocus());
    expect(api.to("POST", "v2/quote_requests")).toHaveLength(0);
  });

  it("switches with the tabs, keeps what was typed, and puts the mode in the address", async () => {
    fakeQuotesApi();
    await renderForm();
    await prefilled();
    type(t.form.messageOptional, "Kraft colour, please.");

    fireEvent.click(screen.getByRole("tab", { name: t.tabs.brief }));
    expect(screen.getByRole("tab", { name: t.tabs.brief })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(t.tabs.brief);
    expect(window.location.search).toBe("?mode=1");
    expect(field(t.form.brief).value).toBe("Kraft colour, please.");

    fireEvent.keyDown(screen.getByRole("tab", { name: t.tabs.brief }), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: t.tabs.qr })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: t.tabs.qr })).toHaveFocus();
    expect(window.location.search).toBe("?mode=0");
  });
});

describe("sending once", () => {
  it("sends one request with one key however often the button is clicked", async () => {
    const api = fakeQuotesApi();
    const { router } = await renderForm();
    await fillQuickRequest();
    const button = screen.getByRole("button", { name: t.form.submit });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest("form")!);

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    expect(api.to("POST", "v2/quote_requests")).toHaveLength(1);
    expect(api.requests()).toHaveLength(1);
  });

  it("retries with the same key after a lost answer, so the shop answers the first request instead of making a second", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeQuotesApi();
    const { router } = await renderForm();
    await fillQuickRequest();
    api.loseNextAnswer("POST", "v2/quote_requests");
    submit();

    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.network);
    expect(router.push).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect((screen.getByLabelText(t.form.product) as HTMLSelectElement).value).toBe("product-box");
    expect(field(t.form.quantity).value).toBe("500");

    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/quote/success?number=QR12345678"));
    const [first, retry] = api.to("POST", "v2/quote_requests") as { body: { idempotency_key: string } }[];
    expect(retry!.body.idempotency_key).toBe(first!.body.idempotency_key);
    expect(api.requests()).toHaveLength(1);
  });

  it("makes a new key for a new form fill", async () => {
    const api = fakeQuotesApi();
    const first = await renderForm();
    await fillQuickRequest();
    submit();
    await waitFor(() => expect(first.router.push).toHaveBeenCalled());
    first.unmount();

    await renderForm();
    await fillQuickRequest();
    submit();
    await waitFor(() => expect(api.to("POST", "v2/quote_requests")).toHaveLength(2));
    const [one, two] = api.to("POST", "v2/quote_requests") as { body: { idempotency_key: string } }[];
    expect(two!.body.idempotency_key).not.toBe(one!.body.idempotency_key);
  });
});

describe("refusals from the shop", () => {
  it("shows a refused field's message at that field and keeps everything typed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeQuotesApi();
    const { router } = await renderForm();
    await fillQuickRequest();
    type(t.form.phone, "call me");
    api.fail("POST", "v2/quote_requests", { status: 400, code: "invalid_phone", details: { field: "phone" } });
    submit();

    await waitFor(() => expect(field(t.form.phone)).toHaveAccessibleDescription(t.errors.fields.phone));
    expect(field(t.form.phone)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(t.errors.check);
    expect(field(t.form.phone).value).toBe("call me");
    expect(field(t.form.quantity).value).toBe("500");
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: t.form.submit })).toBeEnabled();

    // Typing again clears the field's message.
    type(t.form.phone, "+44 20 7946 0000");
    expect(field(t.form.phone)).not.toHaveAttribute("aria-invalid");
  });

  it("reads the field from a request that failed the API's schema too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeQuotesApi();
    await renderForm({ query: "mode=1" });
    await prefilled();
    type(t.form.brief, "Gift boxes for a product launch in spring.");
    type(t.form.budget, "x".repeat(150));
    api.fail("POST", "v2/quote_requests", { status: 400, code: "invalid_request", details: [{ path: "details.budget", code: "too_big", message: "Too big" }] });
    submit();
    await waitFor(() => expect(field(t.form.budget)).toHaveAccessibleDescription(t.errors.fields.budget));
  });

  it("says so in general terms when the refusal is about nothing the buyer typed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeQuotesApi();
    await renderForm();
    await fillQuickRequest();
    api.fail("POST", "v2/quote_requests", { status: 500, code: "internal_error" });
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.generic);

    api.fail("POST", "v2/quote_requests", { status: 429, code: "rate_limited" });
    submit();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(t.errors.rateLimited));
  });
});

describe("attachments", () => {
  it("waits for a new visitor's session before uploading a file chosen as the page opens", async () => {
    localStorage.clear();
    document.cookie = "api-token=; max-age=0; path=/";
    const api = fakeQuotesApi({ user: visitor });
    const release = api.hold("GET", "users/create_anonymous");
    await renderForm();
    choose(pdf());
    const files = within(await screen.findByRole("list", { name: t.files.listLabel }));
    expect(files.queryByRole("alert")).toBeNull();

    release();
    expect(await files.findByText(t.files.uploaded)).toBeInTheDocument();
    expect(api.uploads).toEqual([{ name: "dieline.pdf", purpose: "quote", headers: expect.objectContaining({ "X-Api-Token": visitor.spree_api_key }) }]);
  });

  it("refuses a file type the quote does not take in the browser, without uploading it", async () => {
    const api = fakeQuotesApi();
    await renderForm();
    await prefilled();
    expect(screen.getByLabelText(t.files.choose)).toHaveAttribute("accept", ".pdf,.ai,.eps,.zip,.png");
    choose(new File(["\xff\xd8\xff"], "photo.jpg", { type: "image/jpeg" }));

    const files = within(screen.getByRole("list", { name: t.files.listLabel }));
    expect(files.getByText("photo.jpg")).toBeInTheDocument();
    expect(files.getByRole("alert")).toHaveTextContent(t.files.errors.unsupported_file_type);
    expect(api.uploads).toHaveLength(0);
  });

  it("shows the shop's refusal of a file whose content is not what its name says", async () => {
    fakeQuotesApi();
    await renderForm();
    await prefilled();
    choose(new File(["not a picture"], "fake-logo.png", { type: "image/png" }));
    const files = within(screen.getByRole("list", { name: t.files.listLabel }));
    expect(await files.findByRole("alert")).toHaveTextContent(t.files.errors.unsupported_file_type);
  });

  it("says the shop is busy converting files when its queue is full, so the buyer adds the file again later", async () => {
    fakeQuotesApi();
    await renderForm();
    await prefilled();
    choose(new File(["%PDF-1.7"], "busy-dieline.pdf", { type: "application/pdf" }));
    const files = within(screen.getByRole("list", { name: t.files.listLabel }));
    expect(await files.findByRole("alert")).toHaveTextContent(t.files.errors.uploads_busy);
  });

  it("uploads files one by one with their progress, and sends only the ones kept", async () => {
    const api = fakeQuotesApi();
    const { router } = await renderForm();
    await fillQuickRequest();
    choose(pdf("front.pdf"), pdf("back.pdf"));

    const files = within(screen.getByRole("list", { name: t.files.listLabel }));
    expect(files.getByRole("progressbar", { name: "Uploading front.pdf" })).toBeInTheDocument();
    await waitFor(() => expect(files.getAllByText(t.files.uploaded)).toHaveLength(2));
    expect(api.uploads.map((upload) => upload.name)).toEqual(["front.pdf", "back.pdf"]);

    fireEvent.click(files.getByRole("button", { name: "Remove front.pdf" }));
    expect(files.queryByText("front.pdf")).not.toBeInTheDocument();
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(api.to("POST", "v2/quote_requests")[0]!.body).toMatchObject({ file_ids: ["file-2"] });
  });

  it("takes at most 10 files", async () => {
    const api = fakeQuotesApi();
    await renderForm();
    await prefilled();
    choose(...Array.from({ length: 11 }, (_, index) => pdf(`part-${index + 1}.pdf`)));
    const files = within(screen.getByRole("list", { name: t.files.listLabel }));
    expect(files.getByRole("alert")).toHaveTextContent(t.files.errors.too_many.replace("{count}", "10"));
    expect(files.getByText("part-11.pdf").closest("li")).toHaveAttribute("data-status", "failed");
    await waitFor(() => expect(files.getAllByText(t.files.uploaded)).toHaveLength(10));
    expect(api.uploads).toHaveLength(10);
  });

  it("waits for uploads under way before sending", async () => {
    const api = fakeQuotesApi();
    await renderForm();
    await fillQuickRequest();
    choose(pdf());
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(t.form.waitForFiles);
    expect(api.to("POST", "v2/quote_requests")).toHaveLength(0);
  });
});

describe("a request asked for by the address", () => {
  it("starts with the product and quantity the link names (the plus catalogue, an offer's line whose price ended)", async () => {
    fakeQuotesApi();
    await renderForm({ query: "mode=0&product=product-box&quantity=250" });
    expect(field(t.form.product)).toHaveValue("product-box");
    expect(field(t.form.quantity)).toHaveValue(250);
  });
});

describe("the instant price", () => {
  it("prices the chosen product's standard size, and turns the price into an offer to review", async () => {
    const api = fakeQuotesApi();
    const { router } = await renderForm();
    const price = screen.getByRole("button", { name: t.instant.action });
    expect(price).toBeDisabled();
    await fillQuickRequest();
    fireEvent.click(price);

    expect(await screen.findByText("500 pieces of Product boxes: €645.00")).toBeInTheDocument();
    expect(screen.getByText("€1.29 per piece · valid until May 1, 2026")).toBeInTheDocument();
    // A net price says it is net, as the storefront's product pages do.
    expect(screen.getByTestId("instant-price-vat")).toHaveTextContent("Net, excluding VAT; 20% VAT is added to the order.");
    expect(api.to("POST", "v2/instant_quotes")[0]!.body).toEqual({ line_items: [{ sku: "product-box-150x100x50", quantity: 500 }] });
    expect(UNIT_PRICE * 500).toBe(64500);

    const release = api.hold("POST", "v2/instant_quotes/1/offers");
    fireEvent.click(screen.getByRole("button", { name: t.instant.offer }));
    expect(await screen.findByRole("status", { name: en.Busy.preparingOffer })).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/offer/${OFFER_TOKEN}/review`));
    expect(api.to("POST", "v2/instant_quotes/1/offers")[0]!.body).toEqual({ email: "ada@example.com" });
    // Nothing was sent as a quote request: the offer stands on its own.
    expect(api.to("POST", "v2/quote_requests")).toHaveLength(0);
  });

  it("shows the price with VAT, and says so, where the storefront shows gross prices", async () => {
    fakeQuotesApi({ priceDisplay: "gross" });
    await renderForm();
    await fillQuickRequest();
    fireEvent.click(screen.getByRole("button", { name: t.instant.action }));
    expect(await screen.findByText("500 pieces of Product boxes: €774.00")).toBeInTheDocument();
    expect(screen.getByText("€1.55 per piece · valid until May 1, 2026")).toBeInTheDocument();
    expect(screen.getByTestId("instant-price-vat")).toHaveTextContent("Including 20% VAT.");
  });

  it("hides a price once the product or quantity changes, and says when a product cannot be priced", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeQuotesApi();
    await renderForm();
    await fillQuickRequest();
    fireEvent.click(screen.getByRole("button", { name: t.instant.action }));
    expect(await screen.findByText("500 pieces of Product boxes: €645.00")).toBeInTheDocument();

    type(t.form.quantity, "1000");
    expect(screen.queryByText("500 pieces of Product boxes: €645.00")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.instant.offer })).not.toBeInTheDocument();

    api.fail("POST", "v2/instant_quotes", { status: 400, code: "unknown_sku" });
    fireEvent.click(screen.getByRole("button", { name: t.instant.action }));
    expect(await screen.findByText(t.instant.failed)).toBeInTheDocument();
  });

  it("says, when the offer cannot be mailed to a visitor without a confirmed account, what to do instead", async () => {
    const api = fakeQuotesApi();
    await renderForm();
    await fillQuickRequest();
    fireEvent.click(screen.getByRole("button", { name: t.instant.action }));
    expect(await screen.findByText("500 pieces of Product boxes: €645.00")).toBeInTheDocument();
    api.fail("POST", "v2/instant_quotes/1/offers", { status: 403, code: "confirmation_required" });
    fireEvent.click(screen.getByRole("button", { name: t.instant.offer }));
    expect(await screen.findByText(t.instant.confirmationRequired)).toBeInTheDocument();
  });
});

describe("the error summary", () => {
  const it_t = it_.Quotes;

  it("names every field in trouble in Italian above the button, announced, with the focus on the first", async () => {
    signIn(visitor);
    const api = fakeQuotesApi({ user: visitor });
    await renderQuotePage(<QuoteForm products={products} formatter={EU} />, { locale: "it-IT" });
    await waitFor(() => expect(api.to("GET", "users/current")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: it_t.form.submit }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(it_.Forms.summary.heading);
    expect(summary).toHaveTextContent(it_t.errors.check);
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      `${it_t.form.product}: ${it_t.errors.fields.product_slug}`,
      `${it_t.form.quantity}: ${it_t.errors.fields.quantity}`,
      `${it_t.form.name}: ${it_t.errors.fields.name}`,
      `${it_t.form.email}: ${it_t.errors.fields.email}`,
    ]);
    await waitFor(() => expect(screen.getByLabelText(it_t.form.product)).toHaveFocus());
    // The summary stands right above the button, where the shopper is.
    expect(summary.nextElementSibling).toContainElement(screen.getByRole("button", { name: it_t.form.submit }));
    expect(api.to("POST", "v2/quote_requests")).toHaveLength(0);
  });

  it("puts the shop's refusal of the e-mail address at that field, in Italian, and focuses it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeQuotesApi();
    await renderQuotePage(<QuoteForm products={products} formatter={EU} />, { locale: "it-IT" });
    await waitFor(() => expect((screen.getByLabelText(it_t.form.email) as HTMLInputElement).value).toBe(owner.email));
    fireEvent.change(screen.getByLabelText(it_t.form.product), { target: { value: "product-box" } });
    fireEvent.change(screen.getByLabelText(it_t.form.quantity), { target: { value: "500" } });
    api.fail("POST", "v2/quote_requests", { status: 422, code: "invalid_request", details: [{ path: "email", code: "invalid_format" }] });
    fireEvent.click(screen.getByRole("button", { name: it_t.form.submit }));

    await waitFor(() => expect(screen.getByLabelText(it_t.form.email)).toHaveAccessibleDescription(it_t.errors.fields.email));
    expect(screen.getByLabelText(it_t.form.email)).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(it_t.errors.check);
  });
});

describe("the size hint", () => {
  it("names the region's unit once: inches in the us storefront, centimetres elsewhere", async () => {
    fakeQuotesApi();
    await renderQuotePage(<QuoteForm products={products} formatter={REGIONS.us.currencyFormatter} />, { regionId: "us" });
    const hint = screen.getByText(/^Inside length × width × height/).textContent!;
    expect(hint).toBe("Inside length × width × height (in)");
    expect(hint).not.toMatch(/\bin in\b/);
  });

  it("in centimetres outside the us storefront", async () => {
    fakeQuotesApi();
    await renderForm();
    expect(screen.getByText(/^Inside length × width × height/)).toHaveTextContent("Inside length × width × height (cm)");
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { OfferBuilderPage, previewUrl } from "./OfferBuilderPage";
import { CATALOGUE, fakeManagerApi, offer, offerLine, olga, quoteRequest, renderInStorefront, signIn, STOREFRONTS } from "./testing";

const t = en.Manager;
const ECO_WHITE = en.Products["mailer-box-eco-white"].name;

async function renderBuilder(id: number, api: ReturnType<typeof fakeManagerApi>) {
  const rendered = await renderInStorefront(<OfferBuilderPage id={id} storefronts={STOREFRONTS} catalogue={CATALOGUE} />);
  return { ...rendered, api };
}

const lineForm = () => within(screen.getByRole("form", { name: t.lines.addTitle }));
const status = () => within(screen.getByRole("heading", { name: t.offer.stateHeading }).closest("section")!);
const history = () => within(screen.getByRole("heading", { name: t.events.title }).closest("section")!);

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a draft's lines", () => {
  it("adds a line picked from the storefront's catalogue, reading a price typed the Polish way into minor units", async () => {
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [offer({ id: 5, region: "pl", currency: "PLN", locale: "pl-PL" })] }));
    expect(await screen.findByText(t.lines.emptyDraft)).toBeInTheDocument();
    const form = lineForm();

    // The poly mailer is not sold in Poland, so it is not offered for a Polish offer.
    const product = form.getByRole("combobox", { name: t.lines.productChoice });
    expect(within(product).queryByRole("option", { name: en.Products["poly-mailer"].name })).not.toBeInTheDocument();
    expect(form.getByRole("combobox", { name: t.lines.sizeChoice })).toBeDisabled();
    fireEvent.change(product, { target: { value: "mailer-box-eco-white" } });

    // Named in the offer's language, whatever the manager's page speaks.
    expect(form.getByRole("textbox", { name: t.lines.name })).toHaveValue(pl.Products["mailer-box-eco-white"].name);
    const size = form.getByRole("combobox", { name: t.lines.sizeChoice });
    expect(within(size).getByRole("option", { name: "200 × 150 × 70 mm" })).toBeInTheDocument();
    fireEvent.change(size, { target: { value: "200x150x70" } });
    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.quantity }), { target: { value: "100" } });
    const price = form.getByRole("textbox", { name: "Unit price in PLN" });
    expect(form.getByText("Net, for example 12,50")).toBeInTheDocument();
    fireEvent.change(price, { target: { value: "12,50" } });
    expect(form.getByText("Line total: 1 250,00 zł")).toBeInTheDocument();
    fireEvent.change(form.getByRole("textbox", { name: t.lines.description }), { target: { value: "Logo in black on the lid" } });
    fireEvent.click(form.getByRole("button", { name: t.lines.add }));

    expect(await screen.findByText(t.lines.added)).toBeInTheDocument();
    expect(api.to("POST", "v2/offer_line_items").map((request) => request.body)).toEqual([
      {
        offer_id: 5,
        sku: "mailer-box-eco-white-200x150x70",
        name: pl.Products["mailer-box-eco-white"].name,
        description: "Logo in black on the lid",
        quantity: 100,
        unit_price: 1250,
      },
    ]);
    const row = within(screen.getByTestId("offer-line"));
    expect(row.getByText("mailer-box-eco-white-200x150x70")).toBeInTheDocument();
    expect(row.getByText("12,50 zł")).toBeInTheDocument();
    expect(row.getByText("1 250,00 zł")).toBeInTheDocument();
    expect(screen.getByTestId("offer-total")).toHaveTextContent("1 250,00 zł");
    // The form is empty again for the next line.
    expect(lineForm().getByRole("textbox", { name: "Unit price in PLN" })).toHaveValue("");
  });

  it("starts the first line from its quote request: the product, a custom size, the quantity and the notes, with the options chosen", async () => {
    const request = quoteRequest({ id: 3, number: "QR12345678", dimensions: "30 x 20 x 10 cm", quantity: 250, message: "custom size, FSC board" });
    const { api } = await renderBuilder(5, fakeManagerApi({ quoteRequests: [request], offers: [offer({ id: 5, qr_number: "QR12345678" })] }));
    expect(await screen.findByText(/Filled in from quote request QR12345678/)).toBeInTheDocument();
    const form = lineForm();
    expect(form.getByRole("combobox", { name: t.lines.productChoice })).toHaveValue("mailer-box-eco-white");
    expect(form.getByRole("combobox", { name: t.lines.sizeChoice })).toHaveValue("custom");
    expect(form.getByRole("spinbutton", { name: t.lines.customDimension.length })).toHaveValue(300);
    expect(form.getByRole("spinbutton", { name: t.lines.customDimension.width })).toHaveValue(200);
    expect(form.getByRole("spinbutton", { name: t.lines.customDimension.height })).toHaveValue(100);
    expect(form.getByRole("spinbutton", { name: t.lines.quantity })).toHaveValue(250);
    expect(form.getByRole("textbox", { name: t.lines.description })).toHaveValue("custom size, FSC board");
    // Named in the offer's language.
    expect(form.getByRole("textbox", { name: t.lines.name })).toHaveValue(pl.Products["mailer-box-eco-white"].name);

    fireEvent.change(form.getByRole("combobox", { name: t.lines.option.material }), { target: { value: "cardboard-natural-white-inside" } });
    fireEvent.change(form.getByRole("textbox", { name: "Unit price in PLN" }), { target: { value: "3,10" } });
    fireEvent.click(form.getByRole("button", { name: t.lines.add }));
    expect(await screen.findByText(t.lines.added)).toBeInTheDocument();
    expect(api.to("POST", "v2/offer_line_items").map((sent) => sent.body)).toEqual([
      {
        offer_id: 5,
        sku: "mailer-box-eco-white-300x200x100",
        name: pl.Products["mailer-box-eco-white"].name,
        description: "custom size, FSC board",
        quantity: 250,
        unit_price: 310,
        options: { material: "cardboard-natural-white-inside" },
      },
    ]);
    // The line shows what it is made with.
    expect(within(screen.getByTestId("offer-line")).getByText(en.Catalog.materials["cardboard-natural-white-inside"])).toBeInTheDocument();
  });

  it("offer line option reset: another product starts from its own options, never one the new product is not made with", async () => {
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [offer({ id: 5, region: "de", currency: "EUR", locale: "de-DE" })] }));
    await screen.findByText(t.lines.emptyDraft);
    const form = lineForm();
    const product = form.getByRole("combobox", { name: t.lines.productChoice });
    fireEvent.change(product, { target: { value: "mailer-box-eco-white" } });
    fireEvent.change(form.getByRole("combobox", { name: t.lines.option.material }), { target: { value: "cardboard-natural-white-inside" } });
    fireEvent.change(form.getByRole("combobox", { name: t.lines.option.printQuality }), { target: { value: "hd-plus" } });

    // The poly mailer has no board and one print quality: nothing chosen for the box may travel with it.
    fireEvent.change(product, { target: { value: "poly-mailer" } });
    expect(form.queryByRole("combobox", { name: t.lines.option.material })).not.toBeInTheDocument();
    expect(form.getByRole("combobox", { name: t.lines.sizeChoice })).toHaveValue("250x350");
    // Back to the box, its options start at the product's defaults again.
    fireEvent.change(product, { target: { value: "mailer-box-eco-white" } });
    expect(form.getByRole("combobox", { name: t.lines.option.material })).toHaveValue("");
    expect(form.getByRole("combobox", { name: t.lines.option.printQuality })).toHaveValue("");
    fireEvent.change(product, { target: { value: "poly-mailer" } });

    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.quantity }), { target: { value: "500" } });
    fireEvent.change(form.getByRole("textbox", { name: "Unit price in EUR" }), { target: { value: "0,80" } });
    fireEvent.click(form.getByRole("button", { name: t.lines.add }));
    expect(await screen.findByText(t.lines.added)).toBeInTheDocument();
    const [sent] = api.to("POST", "v2/offer_line_items").map((request) => request.body as Record<string, unknown>);
    expect(sent).toMatchObject({ sku: "poly-mailer-250x350", quantity: 500, unit_price: 80 });
    expect(sent).not.toHaveProperty("options");
  });

  it("refuses a custom size outside the product's limits, sending nothing", async () => {
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [offer({ id: 5 })] }));
    await screen.findByText(t.lines.emptyDraft);
    const form = lineForm();
    fireEvent.change(form.getByRole("combobox", { name: t.lines.productChoice }), { target: { value: "mailer-box-eco-white" } });
    fireEvent.change(form.getByRole("combobox", { name: t.lines.sizeChoice }), { target: { value: "custom" } });
    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.customDimension.length }), { target: { value: "900" } });
    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.customDimension.width }), { target: { value: "200" } });
    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.customDimension.height }), { target: { value: "100" } });
    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.quantity }), { target: { value: "100" } });
    fireEvent.change(form.getByRole("textbox", { name: "Unit price in PLN" }), { target: { value: "3,10" } });
    fireEvent.click(form.getByRole("button", { name: t.lines.add }));
    expect(await form.findByText(t.lines.customSizeInvalid)).toBeInTheDocument();
    expect(api.to("POST", "v2/offer_line_items")).toHaveLength(0);
  });

  it("refuses a price in another storefront's format and a line without a size, sending nothing and keeping what was typed", async () => {
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [offer({ id: 5, region: "de", currency: "EUR", locale: "de-DE" })] }));
    await screen.findByText(t.lines.emptyDraft);
    const form = lineForm();
    fireEvent.change(form.getByRole("combobox", { name: t.lines.productChoice }), { target: { value: "mailer-box-eco-white" } });
    fireEvent.change(form.getByRole("spinbutton", { name: t.lines.quantity }), { target: { value: "250" } });
    fireEvent.change(form.getByRole("textbox", { name: "Unit price in EUR" }), { target: { value: "12.50" } });
    fireEvent.click(form.getByRole("button", { name: t.lines.add }));

    expect(form.getByText(t.lines.skuRequired)).toBeInTheDocument();
    expect(form.getByText("Enter a price like 12,50.")).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: "Unit price in EUR" })).toHaveAttribute("aria-invalid", "true");
    expect(form.getByRole("textbox", { name: "Unit price in EUR" })).toHaveValue("12.50");
    expect(api.to("POST", "v2/offer_line_items")).toHaveLength(0);
  });

  it("changes and removes lines, the totals following the server's answer", async () => {
    const draft = offer({
      id: 5,
      line_items: [
        offerLine({ id: 51, quantity: 500, unit_price: 250 }),
        offerLine({ id: 52, name: "Tissue paper", sku: "tissue-paper-500x700", quantity: 1000, unit_price: 40 }),
      ],
    });
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [draft] }));
    expect(await screen.findByTestId("offer-total")).toHaveTextContent("1 650,00 zł");

    fireEvent.click(screen.getByRole("button", { name: "Edit Eco white mailer boxes" }));
    const edit = within(screen.getByRole("form", { name: "Change “Eco white mailer boxes”" }));
    expect(edit.getByRole("textbox", { name: "Unit price in PLN" })).toHaveValue("2,50");
    fireEvent.change(edit.getByRole("spinbutton", { name: t.lines.quantity }), { target: { value: "1000" } });
    fireEvent.change(edit.getByRole("textbox", { name: "Unit price in PLN" }), { target: { value: "2,10" } });
    fireEvent.click(edit.getByRole("button", { name: t.lines.save }));
    expect(await screen.findByText(t.lines.changed)).toBeInTheDocument();
    expect(api.to("PATCH", "v2/offer_line_items/51")[0]!.body).toEqual({ name: "Eco white mailer boxes", description: "", quantity: 1000, unit_price: 210 });
    expect(screen.getByTestId("offer-total")).toHaveTextContent("2 500,00 zł");

    fireEvent.click(screen.getByRole("button", { name: "Remove Tissue paper" }));
    expect(await screen.findByText("“Tissue paper” was removed.")).toBeInTheDocument();
    expect(api.to("DELETE", "v2/offer_line_items/52")).toHaveLength(1);
    expect(screen.getAllByTestId("offer-line")).toHaveLength(1);
    expect(screen.getByTestId("offer-total")).toHaveTextContent("2 100,00 zł");
  });
});

describe("a draft's details", () => {
  it("saves the buyer, storefront, language, validity and message, showing the storefront's currency", async () => {
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [offer({ id: 5 })] }));
    const storefront = await screen.findByRole("combobox", { name: t.details.storefront });
    expect(screen.getByText("Prices are in PLN.")).toBeInTheDocument();
    fireEvent.change(storefront, { target: { value: "de" } });
    expect(screen.getByText("Prices are in EUR.")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("combobox", { name: t.details.language }), { target: { value: "de-DE" } });
    fireEvent.change(screen.getByRole("textbox", { name: t.details.email }), { target: { value: "einkauf@schachtel.test" } });
    fireEvent.change(screen.getByLabelText(t.details.validUntil), { target: { value: "2026-06-30" } });
    fireEvent.change(screen.getByRole("textbox", { name: t.details.message }), { target: { value: "Wie besprochen." } });
    fireEvent.click(screen.getByRole("button", { name: t.details.save }));

    expect(await screen.findByText(t.details.saved)).toBeInTheDocument();
    const body = api.to("PATCH", "manager/offers/5")[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ email: "einkauf@schachtel.test", region: "de", locale: "de-DE", message: "Wie besprochen." });
    // The day itself: the shop keeps it valid to its end in its own time zone, wherever the manager sits.
    expect(body.valid_until).toBe("2026-06-30");
    // Lines are now priced in the new storefront's currency.
    expect(lineForm().getByRole("textbox", { name: "Unit price in EUR" })).toBeInTheDocument();
  });

  it("keeps what was typed and says why when the offer was sent meanwhile", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeManagerApi({ offers: [offer({ id: 5 })] });
    api.fail("PATCH", "manager/offers/5", { status: 409, code: "offer_not_draft" });
    await renderBuilder(5, api);
    const email = await screen.findByRole("textbox", { name: t.details.email });
    fireEvent.change(email, { target: { value: "someone@else.test" } });
    fireEvent.click(screen.getByRole("button", { name: t.details.save }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.offer_not_draft);
    expect(email).toHaveValue("someone@else.test");
  });
});

describe("sending", () => {
  it("asks first, then sends, and shows the link to copy and its QR code", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { api } = await renderBuilder(5, fakeManagerApi({ offers: [offer({ id: 5, token: "tok-5", line_items: [offerLine({ id: 51 })] })] }));

    expect(await screen.findByText(t.offerState.draft)).toBeInTheDocument();
    expect(screen.getByText(`${olga.name} (${olga.email})`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.offer.preview })).toHaveAttribute("href", "http://pl.localhost:3000/offer/tok-5/review?preview=true");
    expect(screen.getByRole("link", { name: t.offer.preview })).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("textbox", { name: t.share.link })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: t.offer.send }));
    const dialog = within(screen.getByRole("dialog", { name: t.offer.sendTitle }));
    expect(dialog.getByText(/will be emailed to jan@kartony\.test/)).toBeInTheDocument();
    expect(api.to("POST", "manager/offers/5/send")).toHaveLength(0);
    fireEvent.click(dialog.getByRole("button", { name: t.offer.send }));

    const link = await screen.findByRole("textbox", { name: t.share.link });
    expect(api.to("POST", "manager/offers/5/send")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(link).toHaveValue("http://pl.localhost:3000/offer/tok-5/review");
    const qr = screen.getByRole("img", { name: t.share.qr });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(qr.getAttribute("src")).toContain(encodeURIComponent("<title>tok-5</title>"));
    expect(screen.getByText("The offer was sent to jan@kartony.test.")).toBeInTheDocument();
    expect(screen.getByText(t.offerState.sent)).toBeInTheDocument();
    expect(history().getByText(t.events.sent)).toBeInTheDocument();

    // A sent offer is read-only.
    expect(screen.queryByRole("form", { name: t.lines.addTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.details.save })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit / })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: t.share.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("http://pl.localhost:3000/offer/tok-5/review"));
    expect(await screen.findByText(t.share.copied)).toBeInTheDocument();
  });

  it("cannot send a draft without lines, and shows the API's refusal in the dialog when sending fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeManagerApi({ offers: [offer({ id: 5 }), offer({ id: 6, line_items: [offerLine({ id: 61 })] })] });
    const first = await renderBuilder(5, api);
    expect(await screen.findByRole("button", { name: t.offer.send })).toBeDisabled();
    expect(screen.getByText(t.offer.sendNeedsLines)).toBeInTheDocument();
    first.unmount();

    api.fail("POST", "manager/offers/6/send", { status: 422, code: "invalid_valid_until" });
    await renderBuilder(6, api);
    fireEvent.click(await screen.findByRole("button", { name: t.offer.send }));
    const dialog = within(screen.getByRole("dialog", { name: t.offer.sendTitle }));
    fireEvent.click(dialog.getByRole("button", { name: t.offer.send }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(t.errors.invalid_valid_until);
    expect(screen.getByText(t.offerState.draft)).toBeInTheDocument();
  });

  it("refuses to send while the details hold unsaved changes, even after a refused save, and sends nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeManagerApi({ offers: [offer({ id: 6, line_items: [offerLine({ id: 61 })] })] });
    api.fail("PATCH", "manager/offers/6", { status: 422, code: "invalid_valid_until" });
    await renderBuilder(6, api);
    fireEvent.change(await screen.findByRole("textbox", { name: t.details.message }), { target: { value: "As agreed on the phone." } });
    fireEvent.click(screen.getByRole("button", { name: t.offer.send }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("offer-notice")).toHaveTextContent(t.offer.unsavedDetails);

    // The shop refuses the save: the offer stays unsaved, so it still does not go out with the stored date and no message.
    fireEvent.click(screen.getByRole("button", { name: t.details.save }));
    expect(await screen.findByText(t.errors.invalid_valid_until, { selector: "[role=alert], [role=alert] *" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: t.offer.send }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("offer-notice")).toHaveTextContent(t.offer.unsavedDetails);
    expect(api.to("POST", "manager/offers/6/send")).toHaveLength(0);
  });

  it("sends once the changes are saved, and the last notice gives way to the next action's", async () => {
    const api = fakeManagerApi({ offers: [offer({ id: 6, line_items: [offerLine({ id: 61 })] })] });
    await renderBuilder(6, api);
    fireEvent.click(await screen.findByRole("button", { name: /^Edit / }));
    fireEvent.click(screen.getByRole("button", { name: t.offer.send }));
    expect(screen.getByTestId("offer-notice")).toHaveTextContent(t.offer.unsavedLine);
    fireEvent.click(screen.getByRole("button", { name: t.lines.save }));
    expect(await screen.findByText(t.lines.changed)).toBeInTheDocument();

    fireEvent.change(screen.getByRole("textbox", { name: t.details.message }), { target: { value: "As agreed." } });
    fireEvent.click(screen.getByRole("button", { name: t.details.save }));
    expect(await screen.findByText(t.details.saved)).toBeInTheDocument();
    expect(screen.queryByText(t.lines.changed)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: t.offer.send }));
    expect(screen.queryByText(t.details.saved)).not.toBeInTheDocument();
    const dialog = within(screen.getByRole("dialog", { name: t.offer.sendTitle }));
    fireEvent.click(dialog.getByRole("button", { name: t.offer.send }));
    expect(await screen.findByText("The offer was sent to jan@kartony.test.")).toBeInTheDocument();
    expect(api.to("POST", "manager/offers/6/send")).toHaveLength(1);
    expect(api.to("PATCH", "manager/offers/6")[0]!.body).toMatchObject({ message: "As agreed." });
  });

  it("sends a sent offer again after asking", async () => {
    const api = fakeManagerApi({
      offers: [
        offer({
          id: 5,
          state: "viewed",
          line_items: [offerLine({ id: 51 })],
          events: [
            { name: "sent", created_at: "2026-03-11T09:00:00.000Z" },
            { name: "viewed", created_at: "2026-03-11T12:00:00.000Z" },
          ],
        }),
      ],
    });
    await renderBuilder(5, api);
    expect(await screen.findByText(t.events.viewed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: t.offer.resend }));
    fireEvent.click(within(screen.getByRole("dialog", { name: t.offer.resendTitle })).getByRole("button", { name: t.offer.resend }));
    expect(await screen.findByText("The offer was sent to jan@kartony.test again.")).toBeInTheDocument();
    expect(api.to("POST", "manager/offers/5/send")).toHaveLength(1);
    expect(screen.getByText(t.events.resent)).toBeInTheDocument();
  });
});

describe("withdrawing", () => {
  it("asks first; cancelling changes nothing, confirming withdraws the offer and takes its link away", async () => {
    const api = fakeManagerApi({ offers: [offer({ id: 5, state: "sent", line_items: [offerLine({ id: 51 })] })] });
    await renderBuilder(5, api);
    expect(await screen.findByRole("textbox", { name: t.share.link })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: t.offer.withdraw }));
    let dialog = within(screen.getByRole("dialog", { name: t.offer.withdrawTitle }));
    expect(dialog.getByText("jan@kartony.test will no longer be able to accept this offer. This cannot be undone.")).toBeInTheDocument();
    fireEvent.click(dialog.getByRole("button", { name: t.cancel }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.to("POST", "manager/offers/5/withdraw")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: t.offer.withdraw }));
    dialog = within(screen.getByRole("dialog", { name: t.offer.withdrawTitle }));
    fireEvent.click(dialog.getByRole("button", { name: t.offer.withdraw }));
    expect(await screen.findByText(t.offer.withdrawn)).toBeInTheDocument();
    expect(api.to("POST", "manager/offers/5/withdraw")).toHaveLength(1);
    expect(status().getByText(t.offerState.withdrawn)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: t.share.link })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.offer.withdraw })).not.toBeInTheDocument();
  });
});

describe("an accepted offer", () => {
  it("shows the order it became, and its history", async () => {
    const api = fakeManagerApi({
      offers: [
        offer({
          id: 5,
          state: "accepted",
          order_number: "R123456789",
          qr_number: "QR10000001",
          line_items: [offerLine({ id: 51 })],
          events: [
            { name: "sent", created_at: "2026-03-11T09:00:00.000Z" },
            { name: "viewed", created_at: "2026-03-11T12:00:00.000Z" },
            { name: "accepted", created_at: "2026-03-12T08:30:00.000Z" },
          ],
        }),
      ],
    });
    await renderBuilder(5, api);
    expect(await screen.findByRole("link", { name: "R123456789" })).toHaveAttribute("href", "/manager/orders/R123456789");
    expect(screen.getByRole("link", { name: "QR10000001" })).toHaveAttribute("href", "/manager/quote_requests/QR10000001");
    expect(
      history()
        .getAllByRole("listitem")
        .map((item) => item.querySelector("strong")!.textContent),
    ).toEqual([t.events.created, t.events.sent, t.events.viewed, t.events.accepted]);
    expect(screen.queryByRole("button", { name: t.offer.withdraw })).not.toBeInTheDocument();
    expect(screen.getByText(ECO_WHITE)).toBeInTheDocument();
    // No account is named when none is recorded.
    expect(screen.queryByTestId("offer-accepted-by")).not.toBeInTheDocument();
  });

  it("says who accepted it and when, and whether it was the addressed buyer or a colleague", async () => {
    const acceptedBy = { id: 77, email: "jan@kartonwerk.example", name: "Jan Kowalski", addressee: false };
    const api = fakeManagerApi({
      offers: [offer({ id: 6, state: "accepted", order_number: "R123456780", accepted_at: "2026-03-12T08:30:00.000Z", accepted_by: acceptedBy })],
    });
    const { unmount } = await renderBuilder(6, api);
    expect(await screen.findByText(t.offer.acceptedBy)).toBeInTheDocument();
    expect(status().getByText(t.offer.acceptedBy)).toBeInTheDocument();
    expect(screen.getByTestId("offer-accepted-by")).toHaveTextContent(
      /^Jan Kowalski \(jan@kartonwerk\.example\), a colleague at the buyer's company, on Mar 12, 2026/,
    );
    unmount();

    fakeManagerApi({
      offers: [offer({ id: 6, state: "accepted", accepted_at: "2026-03-12T08:30:00.000Z", accepted_by: { ...acceptedBy, addressee: true } })],
    });
    await renderInStorefront(<OfferBuilderPage id={6} storefronts={STOREFRONTS} catalogue={CATALOGUE} />, { locale: "pl-PL" });
    expect(await screen.findByText(pl.Manager.offer.acceptedBy)).toBeInTheDocument();
    expect(screen.getByTestId("offer-accepted-by")).toHaveTextContent(/Jan Kowalski \(jan@kartonwerk\.example\)/);
    expect(screen.getByTestId("offer-accepted-by")).toHaveTextContent(/12 mar 2026/);
  });
});

describe("previewUrl", () => {
  it("asks the review page for the manager's look, which changes nothing", () => {
    expect(previewUrl("https://boxwright.pl/offer/abc/review")).toBe("https://boxwright.pl/offer/abc/review?preview=true");
    expect(previewUrl("https://boxwright.com/nl-nl/offer/abc/review?x=1")).toBe("https://boxwright.com/nl-nl/offer/abc/review?x=1&preview=true");
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountMenu } from "@/components/account/AccountMenu";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import type { RegionId } from "@/regions/schema";
import { BoxesPage } from "./BoxesPage";
import { BoxesSection } from "./BoxesSection";
import { productNamesOf } from "./sku";
import { designRecord, fakeDesignsApi, owner, renderInStorefront, signIn, type DesignRecord } from "./testing";

const t = en.AccountBoxes;
const EDITORS = { box: "http://localhost:3000/box/design", product: "http://localhost:3000/editor/product/design" };

const mailer = designRecord({
  id: 11,
  name: "Mailer",
  sku: "mailer-box-eco-white-200x150x70",
  quantity: 250,
  design_status: "ready",
  thumbnail_url: "/api/box_designs/11/thumbnail?v=abc123",
  updated_at: "2026-03-14T10:00:00.000Z",
});
const unnamed = designRecord({ id: 12, name: "", sku: "product-box-150x100x50", updated_at: "2026-02-02T08:00:00.000Z" });

async function renderSection(
  designs: DesignRecord[],
  options: { locale?: Locale; regionId?: RegionId; prepare?: (api: ReturnType<typeof fakeDesignsApi>) => void } = {},
) {
  const api = fakeDesignsApi(designs);
  options.prepare?.(api);
  const names = productNamesOf((options.locale === "pl-PL" ? pl : en).Products);
  const rendered = await renderInStorefront(<BoxesSection userId={owner.id} editorUrls={EDITORS} productNames={names} />, options);
  return { api, rendered };
}

/** The card of the design with this heading. */
async function card(name: string) {
  const heading = await screen.findByRole("heading", { name });
  return within(heading.closest("li")!);
}

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the saved designs list", () => {
  it("opens a bag's or a pattern's design straight in the product editor, where it is designed (ADR 0048)", async () => {
    const bag = designRecord({ id: 21, name: "Bag", sku: "paper-bag-240x110x310" });
    const tape = designRecord({ id: 22, name: "Tape", sku: "kraft-tape-50000x50" });
    await renderSection([bag, tape]);
    expect((await card("Bag")).getByRole("link", { name: t.card.open })).toHaveAttribute("href", `${EDITORS.product}?design_id=21`);
    expect((await card("Tape")).getByRole("link", { name: t.card.open })).toHaveAttribute("href", `${EDITORS.product}?design_id=22`);
  });

  it("shows each design with its thumbnail, box, size, quantity, last change and status, and opens it in the editor", async () => {
    const { api } = await renderSection([unnamed, mailer]);
    const rows = await screen.findAllByTestId("design-row");
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole("heading", { name: "Mailer" })).toBeInTheDocument();
    expect(first.getByRole("img", { name: "Preview of Mailer" })).toHaveAttribute("src", "/api/box_designs/11/thumbnail?v=abc123");
    expect(first.getByText("Eco white mailer boxes · 200 × 150 × 70 mm · 250 pieces")).toBeInTheDocument();
    expect(first.getByText("Last changed Mar 14, 2026")).toBeInTheDocument();
    expect(first.getByText(t.status.ready)).toBeInTheDocument();
    expect(first.getByRole("link", { name: t.card.open })).toHaveAttribute("href", `${EDITORS.box}?design_id=11`);

    // A design never named goes by its product's name, as in the editor; without a thumbnail it says so.
    const second = within(rows[1]!);
    expect(second.getByRole("heading", { name: "Product boxes" })).toBeInTheDocument();
    expect(second.getByText("150 × 100 × 50 mm")).toBeInTheDocument();
    expect(second.getByText(t.card.noThumbnail)).toBeInTheDocument();
    expect(second.getByText(t.status.draft)).toBeInTheDocument();
    expect(second.getByText("Last changed Feb 2, 2026")).toBeInTheDocument();

    const [list] = api.to("GET", "box_designs/mine");
    expect(list!.headers).toMatchObject({ "X-Api-Token": owner.spree_api_key, "X-Region": "eu" });
  });

  it("speaks the shopper's language and measures in the storefront's unit", async () => {
    await renderSection([mailer], { locale: "pl-PL", regionId: "pl" });
    const row = await card("Mailer");
    expect(row.getByText(`${pl.Products["mailer-box-eco-white"].name} · 200 × 150 × 70 mm · 250 sztuk`)).toBeInTheDocument();
    expect(row.getByText("Ostatnia zmiana: 14 mar 2026")).toBeInTheDocument();
    expect(row.getByText(pl.AccountBoxes.status.ready)).toBeInTheDocument();
  });

  it("counts a tape design in rolls and a tissue design in sheets, and writes sizes as the editor and the cart do", async () => {
    const tape = designRecord({ id: 21, name: "Tape", sku: "packing-tape-66000x48", quantity: 30, updated_at: "2026-03-14T10:00:00.000Z" });
    const tissue = designRecord({ id: 22, name: "Tissue", sku: "tissue-paper-500x700", quantity: 500, updated_at: "2026-03-14T10:00:00.000Z" });
    await renderSection([tape, tissue], { locale: "pl-PL", regionId: "pl" });
    expect((await card("Tape")).getByText(`${pl.Products["packing-tape"].name} · 48 mm × 66 m · 30 rolek`)).toBeInTheDocument();
    expect((await card("Tissue")).getByText(`${pl.Products["tissue-paper"].name} · 500 × 700 mm · 500 arkuszy`)).toBeInTheDocument();
  });

  it("gives sizes in inches in the US", async () => {
    await renderSection([mailer], { regionId: "us" });
    expect((await card("Mailer")).getByText("Eco white mailer boxes · 7.9 × 5.9 × 2.8 in · 250 pieces")).toBeInTheDocument();
  });

  it("has an empty state that leads to choosing a box to design", async () => {
    await renderSection([]);
    expect(await screen.findByRole("heading", { name: t.empty.title })).toBeInTheDocument();
    expect(screen.getByText(t.empty.body)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.empty.action })).toHaveAttribute("href", "/products");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("says so when the designs cannot be loaded, and loads them on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderSection([mailer], { prepare: (api) => api.fail("GET", "box_designs/mine", { status: 500, code: "internal_error" }) });
    expect(screen.getByRole("status", { name: t.loading })).toBeInTheDocument();
    // One retry after a second, as for every account call.
    expect(await screen.findByText(t.error, undefined, { timeout: 4000 })).toBeInTheDocument();

    api.recover("GET", "box_designs/mine");
    fireEvent.click(screen.getByRole("button", { name: t.retry }));
    expect(await screen.findByRole("heading", { name: "Mailer" })).toBeInTheDocument();
  });
});

describe("copying a design", () => {
  it("asks first, then puts the copy at the top of the list", async () => {
    const { api } = await renderSection([mailer, unnamed]);
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.copy }));

    const dialog = within(screen.getByRole("dialog", { name: t.copy.title }));
    expect(dialog.getByText("A copy of “Mailer” will be saved as a new draft. The original stays as it is.")).toBeInTheDocument();
    expect(api.to("POST", "box_designs/11/duplicate")).toHaveLength(0);
    fireEvent.click(dialog.getByRole("button", { name: t.copy.confirm }));

    expect(await screen.findByRole("heading", { name: "Mailer (2)" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.to("POST", "box_designs/11/duplicate")).toHaveLength(1);
    const rows = screen.getAllByTestId("design-row");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("heading")).toHaveTextContent("Mailer (2)");
    expect(within(rows[0]!).getByText(t.status.draft)).toBeInTheDocument();
    expect(screen.getByText("The copy “Mailer (2)” is now in your designs.")).toBeInTheDocument();
  });

  it("keeps the dialog open with the reason when the copy fails, and adds nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderSection([mailer]);
    api.fail("POST", "box_designs/11/duplicate", { status: 500, code: "internal_error" });
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.copy }));
    const dialog = within(screen.getByRole("dialog", { name: t.copy.title }));
    fireEvent.click(dialog.getByRole("button", { name: t.copy.confirm }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(t.copy.failed);
    expect(screen.getByRole("dialog", { name: t.copy.title })).toBeInTheDocument();
    expect(screen.getAllByTestId("design-row")).toHaveLength(1);
  });
});

describe("deleting a design", () => {
  it("asks first, then removes it from the list", async () => {
    const { api } = await renderSection([mailer, unnamed]);
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.delete }));
    const dialog = within(screen.getByRole("dialog", { name: t.delete.title }));
    expect(dialog.getByText("“Mailer” will be deleted for good. This cannot be undone.")).toBeInTheDocument();
    fireEvent.click(dialog.getByRole("button", { name: t.delete.confirm }));

    await waitFor(() => expect(screen.queryByRole("heading", { name: "Mailer" })).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getAllByTestId("design-row")).toHaveLength(1);
    expect(screen.getByText("“Mailer” has been deleted.")).toBeInTheDocument();
    expect(api.to("DELETE", "box_designs/11")).toHaveLength(1);
    expect(api.designs().map((design) => design.id)).toEqual([12]);
  });

  it("keeps a design on an order, says why, and keeps the row; other failures say the delete failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderSection([mailer]);
    api.fail("DELETE", "box_designs/11", { status: 409, code: "design_ordered" });
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.delete }));
    const dialog = within(screen.getByRole("dialog", { name: t.delete.title }));
    fireEvent.click(dialog.getByRole("button", { name: t.delete.confirm }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(t.delete.ordered);
    expect(screen.getByRole("heading", { name: "Mailer" })).toBeInTheDocument();

    api.fail("DELETE", "box_designs/11", { status: 500, code: "internal_error" });
    fireEvent.click(dialog.getByRole("button", { name: t.delete.confirm }));
    await waitFor(() => expect(dialog.getByRole("alert")).toHaveTextContent(t.delete.failed));

    fireEvent.click(dialog.getByRole("button", { name: t.delete.cancel }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Mailer" })).toBeInTheDocument();
    expect(api.designs()).toHaveLength(1);
  });

  it("is closed with Escape, which deletes nothing and gives the focus back", async () => {
    const { api } = await renderSection([mailer]);
    const button = (await card("Mailer")).getByRole("button", { name: t.card.delete });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: t.delete.title });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(api.to("DELETE", "box_designs/11")).toHaveLength(0);
  });
});

describe("sharing a design", () => {
  it("makes a link, shows it with its QR code, and copies it to the clipboard", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { api } = await renderSection([mailer]);
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.share }));

    const dialog = within(screen.getByRole("dialog", { name: "Share “Mailer”" }));
    const link = await dialog.findByRole("textbox", { name: t.share.link });
    const url = "http://localhost:3000/box/design?design_id=11&share_token=share-token-1";
    expect(link).toHaveValue(url);
    expect(dialog.getByRole("img", { name: t.share.qr }).getAttribute("src")).toContain(encodeURIComponent("<title>share-token-1</title>"));
    expect(api.to("POST", "box_designs/11/share")).toHaveLength(1);

    fireEvent.click(dialog.getByRole("button", { name: t.share.copy }));
    expect(await dialog.findByText(t.share.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("selects the link for copying by hand when the browser refuses the clipboard", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) }, configurable: true });
    await renderSection([mailer]);
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.share }));
    const link = await screen.findByRole("textbox", { name: t.share.link });
    fireEvent.click(screen.getByRole("button", { name: t.share.copy }));
    expect(await screen.findByText(t.share.copyByHand)).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it("mails the link in the shopper's language, and says when too many were sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = await renderSection([mailer]);
    fireEvent.click((await card("Mailer")).getByRole("button", { name: t.card.share }));
    await screen.findByRole("textbox", { name: t.share.link });

    fireEvent.change(screen.getByLabelText(t.share.email), { target: { value: " printer@example.com " } });
    fireEvent.change(screen.getByLabelText(t.share.message), { target: { value: "The new lid" } });
    fireEvent.click(screen.getByRole("button", { name: t.share.send }));
    expect(await screen.findByText("The link is on its way to printer@example.com.")).toBeInTheDocument();
    const mailed = api.to("POST", "box_designs/11/share")[1]!;
    expect(mailed.body).toEqual({ email: "printer@example.com", locale: "en-US", message: "The new lid" });
    // The mailed link replaced the one on screen.
    expect(screen.getByRole("textbox", { name: t.share.link })).toHaveValue("http://localhost:3000/box/design?design_id=11&share_token=share-token-2");

    api.fail("POST", "box_designs/11/share", { status: 429, code: "rate_limited" });
    fireEvent.click(screen.getByRole("button", { name: t.share.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.share.rateLimited);
  });
});

describe("the page", () => {
  it("shows the signed-in account's designs under the page title, and the header menu leads to it", async () => {
    fakeDesignsApi([mailer]);
    await renderInStorefront(
      <>
        <AccountMenu />
        <BoxesPage editorUrls={EDITORS} productNames={productNamesOf(en.Products)} />
      </>,
    );
    expect(screen.getByRole("heading", { level: 1, name: t.title })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Mailer" })).toBeInTheDocument();
    expect(screen.getByText(t.intro)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: en.AccountMenu.boxes })).toHaveAttribute("href", "/account/boxes");
  });

  it("sends an anonymous visitor to sign in and back", async () => {
    localStorage.clear();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), "http://shop.test").pathname;
        if (path === "/api/users/create_anonymous") return Response.json({ token: "anonymous-1", user: { ...owner, anonymous: true } });
        if (path === "/api/users/current") return Response.json({ ...owner, anonymous: true, spree_api_key: "anonymous-1" });
        return Response.json({ error: { code: "not_found", message: "x", details: null } }, { status: 404 });
      }),
    );
    const { router } = await renderInStorefront(<BoxesPage editorUrls={EDITORS} productNames={{}} />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/sign_in?redirect=${encodeURIComponent("/")}`));
    expect(screen.queryByRole("heading", { name: "Mailer" })).not.toBeInTheDocument();
  });
});

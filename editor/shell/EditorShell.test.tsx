import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import type { DesignDocument } from "@/lib/design";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { currentUser } from "@/test/users";
import { AUTOSAVE_DELAY_MS } from "./autosave";
import {
  blankDocument,
  designAnswer,
  editorRoutes,
  fakeParts,
  fakeShop,
  fileRecord,
  onPhone,
  openSavedDesign,
  refusal,
  renderEditor,
  SAVED_AT,
  savedDesign,
  sentDocument,
  setUpEditorTests,
  SKU,
  uploadApi,
} from "./testing";

const t = en.Editor;

setUpEditorTests();

const frontTexts = (doc: DesignDocument) => (doc.sides.front?.elements ?? []).flatMap((element) => (element.type === "text" ? [element.text] : []));

describe("opening a design", () => {
  it("loads an existing design with its product, sides and saved state", async () => {
    const { shop } = await openSavedDesign({ product: null });

    expect(await screen.findByRole("heading", { level: 1, name: "Full-colour mailer boxes" })).toBeInTheDocument();
    const tabs = screen.getByRole("tablist", { name: t.sides.label });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toContain(t.sides.front);
    expect(screen.getByTestId("side-tab-front")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "side");
    expect(shop.to("GET", "box_designs/5")[0]!.query.get("share_token")).toBeNull();
    // The quantity the design was saved with is the one offered for the order.
    expect(screen.getByLabelText(t.order.quantity)).toHaveValue("60");
  });

  it("creates a design for the sku and puts its id in the address, so a reload opens it", async () => {
    window.history.replaceState(null, "", "/box/design?sku=mailer-box-full-color-200x150x70&quantity=90&utm_source=mail");
    const shop = fakeShop({ ...editorRoutes, "POST box_designs": { status: 201, body: designAnswer({ id: 9, quantity: 90 }) } });
    await renderEditor({ kind: "new", sku: SKU, quantity: 90 });

    await screen.findByTestId("editor-shell");
    // Asking for the draft left for this product, if any: a new one only when there is none.
    expect(shop.to("POST", "box_designs").map((request) => request.body)).toEqual([{ box_design: { sku: SKU, quantity: 90, resume_draft: true } }]);
    expect(screen.queryByTestId("draft-notice")).not.toBeInTheDocument();
    // The configuration stays beside the design's id.
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      "/box/design?sku=mailer-box-full-color-200x150x70&quantity=90&utm_source=mail&design_id=9",
    );
  });

  it("returns to the draft left for the product, says so, and offers a new design for the same line instead", async () => {
    window.history.replaceState(null, "", "/box/design?sku=mailer-box-full-color-200x150x70&quantity=90&print_quality=hd-plus");
    const shop = fakeShop({
      ...editorRoutes,
      "POST box_designs": { status: 200, body: { ...designAnswer({ id: 12, quantity: 90, updated_at: "2026-11-20T09:30:00.000Z" }), resumed: true } },
    });
    const configuration: LineConfiguration = { sku: SKU, quantity: 90, printQuality: "hd-plus", express: false, paidAssets: [] };
    await renderEditor({ kind: "new", sku: SKU, quantity: 90, configuration });

    const notice = await screen.findByTestId("draft-notice");
    expect(notice).toHaveTextContent("November 20, 2026");
    expect(window.location.search).toContain("design_id=12");
    const fresh = new URL(within(notice).getByRole("link", { name: t.drafts.startNew }).getAttribute("href")!, "http://shop.test");
    expect(fresh.pathname).toBe("/box/design");
    expect(fresh.searchParams.get("new_design")).toBe("1");
    expect(fresh.searchParams.get("design_id")).toBeNull();
    expect(fresh.searchParams.get("sku")).toBe(SKU);
    expect(fresh.searchParams.get("print_quality")).toBe("hd-plus");
    expect(shop.to("POST", "box_designs")).toHaveLength(1);
  });

  it("starts a new blank design when the shopper asked for one", async () => {
    window.history.replaceState(null, "", "/box/design?sku=mailer-box-full-color-200x150x70&quantity=90&new_design=1");
    const shop = fakeShop({ ...editorRoutes, "POST box_designs": { status: 201, body: designAnswer({ id: 13, quantity: 90 }) } });
    await renderEditor({ kind: "new", sku: SKU, quantity: 90, fresh: true });
    await screen.findByTestId("editor-shell");
    expect(shop.to("POST", "box_designs").map((request) => request.body)).toEqual([{ box_design: { sku: SKU, quantity: 90, resume_draft: false } }]);
    // A reload opens this design, not yet another new one.
    expect(window.location.search).not.toContain("new_design");
    expect(window.location.search).toContain("design_id=13");
  });

  it("says the visitor has no access to someone else's design", async () => {
    fakeShop({ ...editorRoutes, "GET box_designs/5": refusal(404, "not_found") });
    await renderEditor({ kind: "design", designId: 5, shareToken: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Busy.boxDataUnauthorized);
    expect(screen.queryByTestId("editor-shell")).not.toBeInTheDocument();
  });

  it("opens a shared design read-only, in preview, with a notice", async () => {
    const text = {
      id: "t1",
      type: "text",
      x: 10,
      y: 10,
      width: 100,
      height: 12,
      rotation: 0,
      opacity: 1,
      text: "Hello",
      fontId: "inter",
      fontSize: 10,
      fontWeight: 400,
      italic: false,
      color: "#000000",
      align: "left",
      lineHeight: 1.2,
    };
    const shared = designAnswer({
      shared: true,
      document: { ...blankDocument, sides: { ...blankDocument.sides, front: { background: null, elements: [text] } } },
    });
    delete (shared as Record<string, unknown>).thumbnail_file_id;
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: shared } });
    await renderEditor({ kind: "design", designId: 5, shareToken: "share-abc" });

    expect(await screen.findByTestId("shared-notice")).toHaveTextContent(t.shared.notice);
    expect(shop.to("GET", "box_designs/5")[0]!.query.get("share_token")).toBe("share-abc");
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
    expect(screen.queryByRole("toolbar", { name: t.toolbar.label })).not.toBeInTheDocument();
    expect(screen.queryByTestId("save-state")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.order.addToCart })).not.toBeInTheDocument();

    // Keys do nothing to it either: nothing is selected or removed, nothing is saved.
    fireEvent.keyDown(window, { key: "a", ctrlKey: true });
    fireEvent.keyDown(window, { key: "Delete" });
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(shop.calls().filter((call) => call.startsWith("PUT"))).toEqual([]);
  });
});

describe("saving", () => {
  const openForEditing = (routes: Parameters<typeof fakeShop>[0] = {}) => openSavedDesign({ routes });

  it("tells a visitor who has not signed in that Save keeps the design in this browser, with the way to keep it for good", async () => {
    await openForEditing();
    const status = screen.getByTestId("save-state");
    expect(status).toHaveTextContent(t.save.savedHere);
    await userEvent.click(screen.getByRole("button", { name: t.save.button }));
    // The press visibly did something: the time of the save, and where it is kept.
    await waitFor(() => expect(status).toHaveTextContent(/^Saved at .+, in this browser only/));
    const keep = within(status).getByRole("link", { name: t.save.keep });
    const target = new URL(keep.getAttribute("href")!, "http://shop.test");
    expect(target.pathname).toBe("/sign_in");
    expect(target.searchParams.get("redirect")).toBe("/box/design?design_id=5");
  });

  it("shows a signed-in shopper when their Save landed, without the offer to sign in", async () => {
    await openForEditing({ "GET users/current": { body: currentUser({ anonymous: false, email: "ada@example.com", confirmed: true }) } });
    const status = screen.getByTestId("save-state");
    expect(status).toHaveTextContent(t.save.saved);
    await userEvent.click(screen.getByRole("button", { name: t.save.button }));
    await waitFor(() => expect(status).toHaveTextContent(/^Saved at \d/));
    expect(within(status).queryByRole("link")).not.toBeInTheDocument();
  });

  it("saves at once, as a request that outlives the page, when the shopper leaves the editor within the autosave pause", async () => {
    const { shop, unmount } = await openForEditing({ "PUT box_designs/5": savedDesign() });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shop.to("PUT", "box_designs/5")).toHaveLength(0);

    // An in-app link unmounts the editor half a second after the edit: nothing waits for the pause.
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const [save] = shop.to("PUT", "box_designs/5");
    expect(save).toBeDefined();
    expect(save!.keepalive).toBe(true);
    expect(frontTexts(sentDocument(save!.body))).toEqual([t.toolbar.newText]);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(shop.to("PUT", "box_designs/5")).toHaveLength(1);
  });

  it("saves what waits when the tab is closed or hidden, and asks before a page with unsaved work is left", async () => {
    const { shop } = await openForEditing({ "PUT box_designs/5": savedDesign() });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shop.to("PUT", "box_designs/5").map((request) => request.keepalive)).toEqual([true]);
  });

  it("autosaves 1.5 s after the last change, with the document and the updated_at it read", async () => {
    let saves = 0;
    const { shop } = await openForEditing({
      "PUT box_designs/5": ({ body }) => {
        saves += 1;
        return { body: designAnswer({ document: sentDocument(body), updated_at: `2026-03-01T10:00:0${saves}.000Z` }) };
      },
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

    fireEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "dirty");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.shape.star }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(shop.to("PUT", "box_designs/5")).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));

    const [first] = shop.to("PUT", "box_designs/5");
    expect((first!.body as { box_design: { base_updated_at: string } }).box_design.base_updated_at).toBe("2026-03-01T10:00:00.000Z");
    const document = sentDocument(first!.body);
    expect(frontTexts(document)).toEqual([t.toolbar.newText]);
    expect(document.sides.front!.elements.map((element) => element.type)).toEqual(["text", "shape"]);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "saved"));

    // The next save is based on what the first one answered.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.undo }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    const second = shop.to("PUT", "box_designs/5")[1]!;
    expect((second.body as { box_design: { base_updated_at: string } }).box_design.base_updated_at).toBe("2026-03-01T10:00:01.000Z");
    expect(sentDocument(second.body).sides.front!.elements).toHaveLength(1);
  });

  it("offers the other tab's version or the shopper's own after a 409, and saves nothing meanwhile", async () => {
    const theirs = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: "#2e933c", elements: [] } } };
    let current = designAnswer();
    let conflict = true;
    const { shop } = await openForEditing({
      "GET box_designs/5": () => ({ body: current }),
      "PUT box_designs/5": ({ body }) =>
        conflict ? refusal(409, "design_changed") : { body: designAnswer({ document: sentDocument(body), updated_at: "2026-03-01T12:00:00.000Z" }) },
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    // Another change while the conflict is open is not sent either.
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.shape.rect }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    vi.useRealTimers();

    const dialog = await screen.findByRole("dialog", { name: t.conflict.title });
    expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "conflict");
    expect(shop.to("PUT", "box_designs/5")).toHaveLength(1);

    // Keep mine: saved over the newer version, based on its updated_at.
    current = designAnswer({ document: theirs, updated_at: "2026-03-01T11:00:00.000Z" });
    conflict = false;
    const before = shop.sent.length;
    await userEvent.click(within(dialog).getByRole("button", { name: t.conflict.mine }));
    await waitFor(() => expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "saved"));
    const after = shop.sent.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(after).toEqual(["GET box_designs/5", "PUT box_designs/5"]);
    const put = shop.to("PUT", "box_designs/5")[1]!;
    expect((put.body as { box_design: { base_updated_at: string } }).box_design.base_updated_at).toBe("2026-03-01T11:00:00.000Z");
    expect(frontTexts(sentDocument(put.body))).toEqual([t.toolbar.newText]);
    expect(sentDocument(put.body).sides.front!.elements).toHaveLength(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("loads the other version when the shopper chooses it", async () => {
    const theirs = {
      ...blankDocument,
      sides: {
        ...blankDocument.sides,
        front: {
          background: null,
          elements: [
            {
              id: "their-text",
              type: "text",
              x: 10,
              y: 10,
              width: 100,
              height: 12,
              rotation: 0,
              opacity: 1,
              text: "Theirs",
              fontId: "inter",
              fontSize: 10,
              fontWeight: 400,
              italic: false,
              color: "#000000",
              align: "left",
              lineHeight: 1.2,
            },
          ],
        },
      },
    };
    let current = designAnswer();
    const { shop } = await openForEditing({ "GET box_designs/5": () => ({ body: current }), "PUT box_designs/5": refusal(409, "design_changed") });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    vi.useRealTimers();
    const dialog = await screen.findByRole("dialog", { name: t.conflict.title });

    current = designAnswer({ document: theirs, updated_at: "2026-03-01T11:00:00.000Z" });
    await userEvent.click(within(dialog).getByRole("button", { name: t.conflict.theirs }));
    expect(await screen.findByText("Theirs")).toBeInTheDocument();
    expect(screen.queryByText(t.toolbar.newText)).not.toBeInTheDocument();
    expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
    // Nothing to undo back to: the loaded version is where this editor starts again.
    expect(screen.getByRole("button", { name: t.toolbar.undo })).toBeDisabled();
    // Nor is it saved back: it is what the server has.
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 100));
    expect(shop.to("PUT", "box_designs/5")).toHaveLength(1);
  });
});

describe("uploading an image", () => {
  it("adds the uploaded picture to the side and saves at once", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": savedDesign({ updated_at: SAVED_AT }),
    });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord({ id: "logo-1" }) }));
    try {
      const { container } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      expect(input).toHaveAttribute("accept", ".pdf,.png,.jpg,.jpeg,.svg");
      await userEvent.upload(input, new File(["\x89PNG"], "logo.png", { type: "image/png" }));

      expect(await screen.findByText("image logo-1")).toBeInTheDocument();
      await waitFor(() => expect(shop.to("PUT", "box_designs/5")).toHaveLength(1));
      const image = sentDocument(shop.to("PUT", "box_designs/5")[0]!.body).sides.front!.elements[0]!;
      expect(image).toMatchObject({ type: "image", fileId: "logo-1" });
      // 400 x 200 px keeps its 2:1 shape on the box.
      expect(image.width / image.height).toBeCloseTo(2);
      const sent = shop.to("POST", "files")[0]!;
      expect(sent.body).toMatch(/name="purpose"\r\n\r\ndesign/);
      expect(sent.headers.get("x-region")).toBe("eu");
    } finally {
      await api.close();
    }
  });

  it("says why the shop refused a file, in the shopper's language", async () => {
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    const api = await uploadApi(shop, () => refusal(422, "too_many_colours", { colours: 40, more_than: false, max_colours: 32 }));
    try {
      const { container } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { locale: "pl-PL", uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["\x89PNG"], "kolory.png", { type: "image/png" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Ten plik ma 40 kolorów, a ten druk przyjmuje najwyżej 32.");
      await userEvent.click(within(alert).getByRole("button", { name: pl.Editor.upload.dismiss }));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    } finally {
      await api.close();
    }
  });

  it("says when a drawing is too costly to convert, or the shop is busy converting, in the shopper's language", async () => {
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer() } });
    const answers = [
      refusal(422, "vector_too_large", { detected: "svg", width: 6999, height: 6999, pixels: 6999 * 6999, max_pixels: 25_000_000 }),
      refusal(503, "uploads_busy", { retry_after_seconds: 10 }),
    ];
    const api = await uploadApi(shop, () => answers.shift()!);
    try {
      const { container } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { locale: "de-DE", uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(input, new File(["<svg/>"], "plakat.svg", { type: "image/svg+xml" }));
      const tooLarge = await screen.findByRole("alert");
      expect(tooLarge).toHaveTextContent("mehr als 25 Millionen Pixel");
      await userEvent.click(within(tooLarge).getByRole("button", { name: de.Editor.upload.dismiss }));

      await userEvent.upload(input, new File(["\x89PNG"], "logo.png", { type: "image/png" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(de.Editor.upload.errors.uploads_busy);
    } finally {
      await api.close();
    }
  });

  it("refuses a file type it cannot print before sending anything", async () => {
    const { shop, container } = await openSavedDesign({ locale: "de-DE" });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker's accept list is only a hint: a drop or a determined shopper gets past it.
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.docx")] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(de.Editor.upload.errors.unsupported_file_type);
    expect(shop.calls().filter((call) => call.includes("files"))).toEqual([]);
  });
});

describe("into the order", () => {
  it("saves the design as ready with its thumbnail, then adds it to a new cart and goes there", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": ({ body }) => ({
        body: designAnswer({ design_status: "ready", updated_at: "2026-03-01T10:05:00.000Z", ...(body as { box_design: object }).box_design }),
      }),
      "GET v2/orders/current": refusal(404, "not_found"),
      "POST v2/orders": { status: 201, body: { number: "R100", line_items: [] } },
      "POST v2/orders/R100/line_item": { body: { number: "R100", line_items: [{ id: 1 }] } },
    });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord({ id: "thumb-1", original_name: "thumbnail.png" }) }));
    try {
      const { router, parts } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { product: null, uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      await userEvent.selectOptions(screen.getByLabelText(t.order.quantity), "120");
      await userEvent.click(within(screen.getByTestId("order-panel")).getByRole("button", { name: t.order.addToCart }));

      await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
      expect(shop.calls().filter((call) => !call.startsWith("GET products") && !call.startsWith("GET prices") && call !== "GET box_designs/5")).toEqual([
        // On opening: is this design's line already in the cart (then the button says "Update cart")?
        "GET v2/orders/current",
        "POST files",
        "PUT box_designs/5",
        "GET v2/orders/current",
        "POST v2/orders",
        "POST v2/orders/R100/line_item",
      ]);
      expect((parts as ReturnType<typeof fakeParts>).exports).toEqual([{ side: "front" }]);
      expect(shop.to("POST", "files")[0]!.body).toMatch(/filename="thumbnail.png"/);
      expect(shop.to("PUT", "box_designs/5")[0]!.body).toEqual({
        box_design: { design_status: "ready", thumbnail_file_id: "thumb-1", quantity: 120, base_updated_at: "2026-03-01T10:00:00.000Z" },
      });
      expect(shop.to("POST", "v2/orders/R100/line_item")[0]!.body).toEqual({
        sku: SKU,
        quantity: 120,
        box_design_id: 5,
        options: { print_quality: "standard" },
        express_delivery_option_id: null,
        paid_assets: [],
        purchase_trigger: "editor",
      });
    } finally {
      await api.close();
    }
  });

  it("sends the print quality chosen in the change print quality modal, and orders even without a thumbnail", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": { body: designAnswer({ design_status: "ready" }) },
      "GET v2/orders/current": { body: { number: "R7", line_items: [] } },
      "POST v2/orders/R7/line_item": { body: { number: "R7" } },
    });
    const api = await uploadApi(shop, () => refusal(500, "internal"));
    try {
      const { router } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      await userEvent.click(screen.getByRole("button", { name: t.quality.change }));
      const dialog = screen.getByRole("dialog", { name: t.quality.title });
      await userEvent.click(within(dialog).getByRole("radio", { name: new RegExp(t.quality.names["hd-plus-glossy"].replace("+", "\\+")) }));
      await userEvent.click(within(dialog).getByRole("button", { name: t.quality.apply }));
      expect(screen.getByTestId("order-panel")).toHaveTextContent(t.quality.names["hd-plus-glossy"]);
      await userEvent.click(within(screen.getByTestId("order-panel")).getByRole("button", { name: t.order.addToCart }));

      await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
      expect(shop.to("PUT", "box_designs/5")[0]!.body).toEqual({ box_design: { design_status: "ready", base_updated_at: "2026-03-01T10:00:00.000Z" } });
      expect(shop.to("POST", "v2/orders/R7/line_item")[0]!.body).toMatchObject({ options: { print_quality: "hd-plus-glossy" } });
    } finally {
      await api.close();
    }
  });

  it("says why in the shopper's language when the cart refuses the line", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": { body: designAnswer({ design_status: "ready" }) },
      "GET v2/orders/current": { body: { number: "R7", line_items: [] } },
      "POST v2/orders/R7/line_item": refusal(409, "order_not_open"),
    });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord() }));
    try {
      const { router } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { locale: "pl-PL", uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-shell");
      await userEvent.click(within(screen.getByTestId("order-panel")).getByRole("button", { name: pl.Editor.order.addToCart }));
      expect(await within(screen.getByTestId("order-panel")).findByRole("alert")).toHaveTextContent(pl.Editor.order.errors.cartLocked);
      // And beside the bar's button, where the shopper may have pressed it.
      expect(screen.getByTestId("summary-error")).toHaveAttribute("title", pl.Editor.order.errors.cartLocked);
      expect(router.push).not.toHaveBeenCalled();
    } finally {
      await api.close();
    }
  });
});

describe("editing", () => {
  async function openBlank() {
    return (await openSavedDesign({ routes: { "PUT box_designs/5": savedDesign({ updated_at: SAVED_AT }) } })).shop;
  }

  it("steps each new element off the centre while something sits there, so none hides under the last (ADR 0049)", async () => {
    const shop = await openBlank();
    // The walk's star vanished under a QR code added after it.
    await userEvent.click(screen.getByRole("button", { name: t.qr.add }));
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await userEvent.click(screen.getByRole("button", { name: t.qr.add }));
    await userEvent.click(screen.getByRole("button", { name: t.save.button }));
    await waitFor(() => expect(shop.to("PUT", "box_designs/5").length).toBeGreaterThan(0));
    const elements = sentDocument(shop.to("PUT", "box_designs/5").at(-1)!.body).sides.front!.elements;
    expect(elements).toHaveLength(3);
    const centres = elements.map((element) => `${element.x + element.width / 2},${element.y + element.height / 2}`);
    expect(new Set(centres).size).toBe(3);
  });

  it("lists the side's elements topmost first, and reorders, locks and deletes them", async () => {
    await openBlank();
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.shape.ellipse }));
    const layers = screen.getByRole("region", { name: t.layers.title });
    const names = () =>
      within(layers)
        .getAllByRole("listitem")
        .map((item) => within(item).getAllByRole("button")[0]!.textContent);
    expect(names()).toEqual([t.layers.shape.ellipse, `Text: ${t.toolbar.newText}`]);

    await userEvent.click(within(layers).getByRole("button", { name: `Send ${t.layers.shape.ellipse} backward` }));
    expect(names()).toEqual([`Text: ${t.toolbar.newText}`, t.layers.shape.ellipse]);
    expect(screen.getAllByTestId("canvas-element").map((item) => item.textContent)).toEqual(["ellipse", t.toolbar.newText]);

    const text = `Text: ${t.toolbar.newText}`;
    await userEvent.click(within(layers).getByRole("button", { name: `Lock ${text}` }));
    expect(within(layers).getByRole("button", { name: `Delete ${text}` })).toBeDisabled();
    await userEvent.click(within(layers).getByRole("button", { name: `Unlock ${text}` }));
    await userEvent.click(within(layers).getByRole("button", { name: `Delete ${text}` }));
    expect(names()).toEqual([t.layers.shape.ellipse]);
  });

  it("edits the selected text's words and font, and deletes it with the Delete key", async () => {
    await openBlank();
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    const field = screen.getByLabelText(t.properties.text);
    await userEvent.clear(field);
    await userEvent.type(field, "Hello box");
    await userEvent.selectOptions(screen.getByLabelText(t.properties.font), "caveat");
    expect(screen.getByText("Hello box", { selector: "[data-testid=canvas-element]" })).toBeInTheDocument();
    // Typing in the field made one undo step, not one per letter.
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.undo }));
    expect(screen.getByLabelText(t.properties.font)).toHaveValue("inter");
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.undo }));
    expect(screen.getByText(t.toolbar.newText, { selector: "[data-testid=canvas-element]" })).toBeInTheDocument();

    // Delete in the text field deletes letters; elsewhere it deletes the element.
    await userEvent.click(screen.getByLabelText(t.properties.text));
    await userEvent.keyboard("{Delete}");
    expect(screen.getAllByTestId("canvas-element")).toHaveLength(1);
    await userEvent.click(screen.getByTestId("side-tab-front"));
    await userEvent.keyboard("{Delete}");
    expect(screen.queryAllByTestId("canvas-element")).toHaveLength(0);
    expect(screen.getByRole("button", { name: t.toolbar.redo })).toBeDisabled();
  });

  it("paints the side's background from the palette and moves between sides with the tabs", async () => {
    const shop = await openBlank();
    const background = screen.getByRole("group", { name: t.background.label.replace("{side}", t.sides.front) });
    await userEvent.click(within(background).getByRole("radio", { name: t.colours.names.navy }));
    expect(within(background).getByRole("radio", { name: t.colours.names.navy })).toBeChecked();

    const front = screen.getByTestId("side-tab-front");
    front.focus();
    await userEvent.keyboard("{ArrowRight}");
    const second = screen.getAllByRole("tab")[1]!;
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(second).toHaveFocus();
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-side", second.getAttribute("data-testid")!.replace("side-tab-", ""));

    await userEvent.click(screen.getByRole("button", { name: t.save.button }));
    await waitFor(() => expect(shop.to("PUT", "box_designs/5")).toHaveLength(1));
    expect(sentDocument(shop.to("PUT", "box_designs/5")[0]!.body).sides.front!.background).toBe("#1b2a4a");
  });

  it("switches between 2D and 3D and between editing and a preview without handles", async () => {
    await openBlank();
    await userEvent.click(screen.getByTestId("mode-3d"));
    expect(screen.getByTestId("editor-3d")).toBeInTheDocument();
    expect(screen.getByTestId("box-preview-3d")).toHaveAttribute("data-folded", "true");
    await userEvent.click(screen.getByRole("button", { name: t.modes.unfold }));
    expect(screen.getByTestId("box-preview-3d")).toHaveAttribute("data-folded", "false");
    await userEvent.click(screen.getByTestId("mode-2d"));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "side");

    await userEvent.click(screen.getByRole("button", { name: t.modes.preview }));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
    expect(screen.queryByRole("toolbar", { name: t.toolbar.label })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: t.modes.edit }));
    await userEvent.click(screen.getByLabelText(t.modes.netView));
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
  });
});

describe("sharing", () => {
  it("makes a link with its QR code after saving, and mails it on request", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { shop } = await openSavedDesign({
      routes: {
        "PUT box_designs/5": savedDesign({ updated_at: SAVED_AT }),
        "POST box_designs/5/share": ({ body }) => ({
          body: {
            url: `https://app.boxwright.test/box/design?design_id=5&share_token=${(body as { email?: string }).email ? "second" : "first"}`,
            share_token: "x",
            qr_svg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
          },
        }),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: t.toolbar.addText }));
    await userEvent.click(screen.getByRole("button", { name: t.share.button }));

    const dialog = screen.getByRole("dialog", { name: t.share.title });
    const link = await within(dialog).findByLabelText(t.share.link);
    expect(link).toHaveValue("https://app.boxwright.test/box/design?design_id=5&share_token=first");
    // The link shows what is on screen: the change was saved before it was made. On a
    // slow run the autosave may save it too, before or after, so only the order counts.
    const writes = shop.calls().filter((call) => call.startsWith("PUT") || call.startsWith("POST"));
    const shared = writes.indexOf("POST box_designs/5/share");
    expect(writes.slice(0, shared)).toContain("PUT box_designs/5");
    expect(writes.filter((call) => call !== "PUT box_designs/5")).toEqual(["POST box_designs/5/share"]);
    expect(within(dialog).getByRole("img", { name: t.share.qr })).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml/));
    await userEvent.click(within(dialog).getByRole("button", { name: t.share.copy }));
    expect(writeText).toHaveBeenCalledWith("https://app.boxwright.test/box/design?design_id=5&share_token=first");
    expect(within(dialog).getByText(t.share.copied)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(t.share.email), "friend@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: t.share.send }));
    expect(await within(dialog).findByText(t.share.sent.replace("{email}", "friend@example.com"))).toBeInTheDocument();
    expect(shop.to("POST", "box_designs/5/share")[1]!.body).toEqual({ email: "friend@example.com", locale: "en-US" });
    expect(link).toHaveValue("https://app.boxwright.test/box/design?design_id=5&share_token=second");
  });

  it("offers a phone's visitor to carry on at a computer", async () => {
    onPhone();
    const { shop } = await openSavedDesign({ routes: { "POST box_designs/remind_on_desktop": { status: 202, body: { sent: true } } }, locale: "de-DE" });
    const reminder = await screen.findByTestId("desktop-reminder");
    await userEvent.type(within(reminder).getByLabelText(de.Editor.remind.email), "ada@example.com");
    await userEvent.click(within(reminder).getByRole("button", { name: de.Editor.remind.send }));
    expect(await within(reminder).findByText(de.Editor.remind.sent.replace("{email}", "ada@example.com"))).toBeInTheDocument();
    // The design in progress travels with it, so the mailed link reopens this design (ADR 0042).
    expect(shop.to("POST", "box_designs/remind_on_desktop")[0]!.body).toEqual({
      email: "ada@example.com",
      locale: "de-DE",
      sku: SKU,
      quantity: 60,
      design_id: 5,
    });
  });

  it("tells a phone's visitor in their language when the reminder can go only to a confirmed account's own address", async () => {
    onPhone();
    await openSavedDesign({ routes: { "POST box_designs/remind_on_desktop": refusal(403, "confirmation_required") }, locale: "de-DE" });
    const reminder = await screen.findByTestId("desktop-reminder");
    await userEvent.type(within(reminder).getByLabelText(de.Editor.remind.email), "someone@example.com");
    await userEvent.click(within(reminder).getByRole("button", { name: de.Editor.remind.send }));
    expect(await within(reminder).findByRole("alert")).toHaveTextContent(de.Editor.remind.confirmationRequired);
  });
});

describe("examples", () => {
  it("shows an example read-only until the visitor starts from it, then saves it as their own design", async () => {
    window.history.replaceState(null, "", "/box/design?template=bakery&language=en&templateMode=true");
    const example = { ...blankDocument, sides: { ...blankDocument.sides, front: { background: "#f6c90e", elements: [] } } };
    const shop = fakeShop({
      ...editorRoutes,
      "POST box_designs": ({ body }) => ({
        status: 201,
        body: designAnswer({ id: 12, document: sentDocument(body) }),
      }),
    });
    await renderEditor({ kind: "example", sku: SKU, quantity: 30, document: example });

    expect(await screen.findByText(t.example.notice)).toBeInTheDocument();
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-mode", "net");
    expect(screen.queryByRole("toolbar", { name: t.toolbar.label })).not.toBeInTheDocument();
    expect(shop.calls()).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: t.example.start }));
    expect(await screen.findByRole("toolbar", { name: t.toolbar.label })).toBeInTheDocument();
    expect(shop.to("POST", "box_designs")[0]!.body).toEqual({ box_design: { sku: SKU, quantity: 30, document: example } });
    expect(window.location.search).toBe("?design_id=12");
    expect(screen.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  });
});

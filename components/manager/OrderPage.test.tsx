import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import type { Fileset } from "./api";
import { OrderPage } from "./OrderPage";
import { OrdersPage } from "./OrdersPage";
import { fakeManagerApi, olga, orderFile, renderInStorefront, signIn, STOREFRONTS } from "./testing";

const t = en.Manager;

const placed = orderFile("R200");
const another = orderFile("R201", { email: "anna@schachtel.test", total: 9900, completed_at: "2026-03-14T10:00:00.000Z", qa_state: null });

const section = (heading: string) => within(screen.getByRole("heading", { name: heading }).closest("section")!);
const pdf = (name: string) => new File(["%PDF-1.7 proof"], name, { type: "application/pdf" });

beforeEach(() => signIn());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("finding an order", () => {
  it("searches placed orders by the buyer's e-mail and lists them with their QA and approval", async () => {
    const api = fakeManagerApi({ orders: [placed, another] });
    await renderInStorefront(<OrdersPage storefronts={STOREFRONTS} />);

    fireEvent.click(await screen.findByRole("button", { name: t.orders.search }));
    expect(screen.getByText(t.orders.queryRequired)).toBeInTheDocument();
    expect(api.to("GET", "manager/orders")).toHaveLength(0);

    fireEvent.change(screen.getByRole("searchbox", { name: t.orders.query }), { target: { value: " anna@schachtel.test " } });
    fireEvent.click(screen.getByRole("button", { name: t.orders.search }));
    const rows = await screen.findAllByTestId("order-row");
    expect(rows).toHaveLength(2);
    const [search] = api.to("GET", "manager/orders");
    expect(Object.fromEntries(search!.query)).toEqual({ q: "anna@schachtel.test", state: "complete" });
    expect(screen.getByText("2 orders found")).toBeInTheDocument();

    const first = within(rows[0]!);
    expect(first.getByRole("link", { name: "R200" })).toHaveAttribute("href", "/manager/orders/R200");
    expect(first.getByText("1.487,50 €")).toBeInTheDocument();
    expect(first.getByText(t.qaState.in_review)).toBeInTheDocument();
    expect(first.getByText(t.filesetStatus.none)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(t.qaState.none)).toBeInTheDocument();
  });

  it("says when nothing was found, and can look beyond placed orders", async () => {
    const api = fakeManagerApi({ orders: [placed] });
    await renderInStorefront(<OrdersPage storefronts={STOREFRONTS} />);
    fireEvent.change(await screen.findByRole("searchbox", { name: t.orders.query }), { target: { value: "R999" } });
    fireEvent.click(screen.getByRole("checkbox", { name: t.orders.completeOnly }));
    fireEvent.click(screen.getByRole("button", { name: t.orders.search }));
    expect(await screen.findByText("No orders found for “R999”.")).toBeInTheDocument();
    expect(api.to("GET", "manager/orders")[0]!.query.has("state")).toBe(false);
  });
});

describe("an order", () => {
  it("shows its lines, totals, buyer and where its files stand", async () => {
    fakeManagerApi({ orders: [placed] });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Order R200" })).toBeInTheDocument();
    await screen.findByRole("heading", { name: t.order.summary });
    const summary = section(t.order.summary);
    expect(summary.getByText("Anna Schmidt, Schachtel GmbH")).toBeInTheDocument();
    expect(summary.getByText("anna@schachtel.test")).toBeInTheDocument();
    expect(summary.getByText("Placed, paid")).toBeInTheDocument();
    expect(summary.getByText("Boxwright DE")).toBeInTheDocument();
    expect(summary.getByText(olga.name)).toBeInTheDocument();
    expect(summary.getByText(t.qaState.in_review)).toBeInTheDocument();

    const line = within(screen.getByTestId("order-line"));
    expect(line.getByText("Eco white mailer boxes")).toBeInTheDocument();
    expect(line.getByText(t.order.fixedPrice)).toBeInTheDocument();
    expect(line.getByText("2,50 €")).toBeInTheDocument();
    const lines = section(t.order.lines);
    expect(lines.getByRole("row", { name: "VAT 237,50 €" })).toBeInTheDocument();
    expect(lines.getByRole("row", { name: "Total 1.487,50 €" })).toBeInTheDocument();
  });

  it("shows customs as their own total, apart from delivery", async () => {
    const toSwitzerland = orderFile("R202", {
      region: "eu",
      ship_total: 1490,
      customs_total: 4000,
      tax_total: 0,
      vat_rate: 0,
      total: 130490,
      ship_address: { first_name: "Lea", last_name: "Meier", street: "Bahnhofstrasse 1", zip_code: "8001", city: "Zürich", country_iso: "CH" },
    });
    fakeManagerApi({ orders: [toSwitzerland] });
    await renderInStorefront(<OrderPage number="R202" storefronts={STOREFRONTS} />);
    await screen.findByRole("heading", { name: t.order.lines });
    const lines = section(t.order.lines);
    expect(lines.getByRole("row", { name: "Delivery €14.90" })).toBeInTheDocument();
    expect(lines.getByRole("row", { name: "Customs €40.00" })).toBeInTheDocument();
    expect(lines.getByRole("row", { name: "Total €1,304.90" })).toBeInTheDocument();
    expect(within(screen.getByTestId("tax-decision")).getByText(t.order.noVat, { exact: false })).toBeInTheDocument();
  });

  it("states its tax decision: reverse charge on a VAT id the registry confirmed, or VAT charged", async () => {
    const reverse = orderFile("R203", {
      tax_total: 0,
      vat_rate: 0,
      total: 125000,
      vat_id: "ATU13585627",
      vat_check: { source: "vies", checked_at: "2026-03-12T09:30:00.000Z" },
      reverse_charge: true,
    });
    const domestic = orderFile("R204", { vat_id: "DE136695976", vat_check: { source: "checksum", checked_at: null } });
    fakeManagerApi({ orders: [reverse, domestic] });
    const first = await renderInStorefront(<OrderPage number="R203" storefronts={STOREFRONTS} />);
    const decision = await screen.findByTestId("tax-decision");
    expect(decision).toHaveTextContent(t.order.reverseCharge);
    expect(decision).toHaveTextContent("VAT ID ATU13585627, confirmed by the EU's VIES register");
    first.unmount();

    await renderInStorefront(<OrderPage number="R204" storefronts={STOREFRONTS} />);
    const charged = await screen.findByTestId("tax-decision");
    expect(charged).toHaveTextContent("VAT charged at 19%");
    expect(charged).toHaveTextContent("VAT ID DE136695976, confirmed by checksum only (offline check)");
    expect(charged).not.toHaveTextContent(t.order.reverseCharge);
  });

  it("uploads proofs as approval files and publishes them together with the note, for the buyer to answer", async () => {
    const api = fakeManagerApi({ orders: [placed] });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    const approval = await screen.findByRole("form", { name: t.approval.publishTitle });
    const form = within(approval);
    expect(section(t.approval.title).getByText(t.approval.none)).toBeInTheDocument();

    const input = form.getByLabelText(t.approval.files);
    expect(input).toHaveAttribute("accept", ".pdf,.png,.jpg,.jpeg");
    fireEvent.change(input, { target: { files: [pdf("front.pdf"), pdf("inside.pdf")] } });
    expect(form.getByRole("list", { name: t.approval.chosen })).toHaveTextContent("front.pdfinside.pdf");
    fireEvent.change(form.getByRole("textbox", { name: t.approval.note }), { target: { value: "Gold foil shown in yellow." } });
    fireEvent.click(form.getByRole("button", { name: t.approval.publish }));

    expect(await form.findByText(t.approval.published)).toBeInTheDocument();
    const uploads = api.to("POST", "files");
    expect(uploads).toHaveLength(2);
    expect(uploads.map((request) => (request.body as FormData).get("purpose"))).toEqual(["approval", "approval"]);
    expect(uploads.map((request) => ((request.body as FormData).get("file") as File).name)).toEqual(["front.pdf", "inside.pdf"]);
    expect(uploads[0]!.headers).toMatchObject({ "X-Region": "eu", "X-Api-Token": "token-olga" });
    const ids = api.uploads().map((upload) => upload.id);
    expect(api.to("POST", "manager/orders/R200/client_approval_filesets").map((request) => request.body)).toEqual([
      { file_ids: ids, note: "Gold foil shown in yellow." },
    ]);

    const fileset = within(await screen.findByTestId("fileset"));
    expect(fileset.getByText(t.filesetStatus.pending)).toBeInTheDocument();
    expect(fileset.getByText("Gold foil shown in yellow.")).toBeInTheDocument();
    expect(fileset.getByRole("img", { name: "Preview of front.pdf" })).toBeInTheDocument();
    expect(section(t.order.summary).getByText(t.qaState.awaiting_approval)).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: t.approval.note })).toHaveValue("");
  });

  it("keeps the files and note when publishing fails, and does not upload them again on the next try", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeManagerApi({ orders: [placed] });
    api.fail("POST", "manager/orders/R200/client_approval_filesets", { status: 500, code: "internal_error" });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    const form = within(await screen.findByRole("form", { name: t.approval.publishTitle }));
    fireEvent.change(form.getByLabelText(t.approval.files), { target: { files: [pdf("front.pdf")] } });
    fireEvent.change(form.getByRole("textbox", { name: t.approval.note }), { target: { value: "Please check the barcode." } });
    fireEvent.click(form.getByRole("button", { name: t.approval.publish }));
    expect(await form.findByRole("alert")).toHaveTextContent(t.errors.generic);
    expect(form.getByRole("textbox", { name: t.approval.note })).toHaveValue("Please check the barcode.");
    expect(form.getByRole("list", { name: t.approval.chosen })).toHaveTextContent("front.pdf");

    api.recover("POST", "manager/orders/R200/client_approval_filesets");
    fireEvent.click(form.getByRole("button", { name: t.approval.publish }));
    expect(await form.findByText(t.approval.published)).toBeInTheDocument();
    expect(api.to("POST", "files")).toHaveLength(1);
    expect(api.to("POST", "manager/orders/R200/client_approval_filesets").at(-1)!.body).toEqual({
      file_ids: [api.uploads()[0]!.id],
      note: "Please check the barcode.",
    });
  });

  it("refuses files that cannot be proofs before sending anything", async () => {
    const api = fakeManagerApi({ orders: [placed] });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    const form = within(await screen.findByRole("form", { name: t.approval.publishTitle }));
    fireEvent.click(form.getByRole("button", { name: t.approval.publish }));
    expect(form.getByText(t.approval.filesRequired)).toBeInTheDocument();
    fireEvent.change(form.getByLabelText(t.approval.files), { target: { files: [new File(["x"], "artwork.ai")] } });
    expect(form.getByText("artwork.ai is not a PDF, PNG or JPG.")).toBeInTheDocument();
    fireEvent.click(form.getByRole("button", { name: t.approval.publish }));
    expect(api.to("POST", "files")).toHaveLength(0);
  });

  it("lists earlier proofs with the buyer's answer and reason", async () => {
    const answered: Fileset = {
      id: "fs-1",
      type: "client_approval_fileset",
      attributes: {
        status: "changes_requested",
        review_reason: "The logo should be bigger.",
        email: "anna@schachtel.test",
        note: "",
        order_number: "R200",
        files: [
          { id: "u1", name: "front.pdf", content_type: "application/pdf", url: "/api/client_approval_filesets/fs-1/files/u1/original", thumbnail_url: null },
        ],
        created_at: "2026-03-12T11:00:00.000Z",
        reviewed_at: "2026-03-13T09:15:00.000Z",
      },
    };
    fakeManagerApi({ orders: [{ ...placed, filesets: [answered] }] });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    const fileset = within(await screen.findByTestId("fileset"));
    expect(fileset.getByText(t.filesetStatus.changes_requested)).toBeInTheDocument();
    expect(fileset.getByText("Reason: The logo should be bigger.")).toBeInTheDocument();
    expect(fileset.getByText(/^Answered by anna@schachtel\.test on Mar 13, 2026/)).toBeInTheDocument();
    expect(fileset.getByRole("link", { name: "front.pdf" })).toHaveAttribute("href", "/api/client_approval_filesets/fs-1/files/u1/original");
  });

  it("moves the QA state with a note and keeps its history, and takes comments", async () => {
    const api = fakeManagerApi({ orders: [placed] });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    const qa = await screen.findByRole("form", { name: "Now: In review" });
    fireEvent.change(within(qa).getByRole("combobox", { name: t.qa.newState }), { target: { value: "in_production" } });
    fireEvent.change(within(qa).getByRole("textbox", { name: t.qa.note }), { target: { value: "Approved by phone." } });
    fireEvent.click(within(qa).getByRole("button", { name: t.qa.change }));

    expect(await screen.findByText("The QA state is now “In production”.")).toBeInTheDocument();
    expect(api.to("POST", "qa_state_changes")[0]!.body).toEqual({ order_number: "R200", to_state: "in_production", note: "Approved by phone." });
    const quality = section(t.qa.title);
    expect(quality.getByText("In review → In production")).toBeInTheDocument();
    expect(quality.getByText("Approved by phone.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Now: In production" })).toBeInTheDocument();

    fireEvent.click(quality.getByRole("button", { name: t.qa.addComment }));
    expect(quality.getByText(t.qa.commentRequired)).toBeInTheDocument();
    fireEvent.change(quality.getByRole("textbox", { name: t.qa.comment }), { target: { value: "Bleed is 2 mm short on the lid." } });
    fireEvent.click(quality.getByRole("button", { name: t.qa.addComment }));
    expect(await quality.findByText("Bleed is 2 mm short on the lid.")).toBeInTheDocument();
    expect(api.to("POST", "qa_comments")[0]!.body).toEqual({ order_number: "R200", body: "Bleed is 2 mm short on the lid." });
    await waitFor(() => expect(quality.getByRole("textbox", { name: t.qa.comment })).toHaveValue(""));
    expect(quality.getByText(new RegExp(`^${olga.name}, `))).toBeInTheDocument();
  });

  it("shows a comment whose author's account is gone, with its date, instead of failing to load the order", async () => {
    // The API answers author null when the commenting account no longer exists.
    const comment = { id: 5, body: "Colours checked against the proof.", author: null, created_at: "2026-03-12T12:00:00.000Z" };
    fakeManagerApi({ orders: [{ ...placed, qa_comments: [comment] }] });
    await renderInStorefront(<OrderPage number="R200" storefronts={STOREFRONTS} />);
    const quality = within((await screen.findByText("Colours checked against the proof.")).closest("li")!);
    expect(quality.getByText(/^Mar 12, 2026/)).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en-US.json";
import it_ from "@/messages/it-IT.json";
import pl from "@/messages/pl-PL.json";
import type { Fileset } from "./api";
import { ApprovalReview } from "./ApprovalReview";
import { anonymousVisitor, buyer, CODE, fakeApprovalsApi, filesetRecord, renderWithQuery, signIn, stranger, UUID } from "./testing";

const t = en.Approval;
const PATH = `client_approval_filesets/${UUID}`;

async function renderPage(fileset: Fileset | null, options: { locale?: Locale; user?: typeof buyer; query?: string } = {}) {
  const user = options.user ?? buyer;
  signIn(user);
  const api = fakeApprovalsApi(fileset, user);
  await renderWithQuery(<ApprovalReview uuid={UUID} />, { locale: options.locale, query: options.query });
  return api;
}

/** The answer's buttons, once the page knows who is answering. */
const approveButton = () => screen.findByRole("button", { name: t.form.approve });
const reasonField = () => screen.getByRole("textbox", { name: t.form.reason });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the design approval page", () => {
  it("shows the order, the manager's note and the files, and asks the signed-in buyer for an answer", async () => {
    await renderPage(filesetRecord());
    expect(await screen.findByText("Order R123456789")).toBeInTheDocument();
    expect(screen.getByText(t.status.pending)).toBeInTheDocument();
    expect(screen.getByText(/The logo is now 5 mm from the fold/)).toBeInTheDocument();

    const files = within(screen.getByRole("heading", { name: t.files.title }).closest("section")!);
    expect(files.getByRole("img", { name: "Preview of mailer-outside.pdf" })).toHaveAttribute("src", `/api/${PATH}/files/f-1/thumbnail`);
    expect(files.getByText(t.files.noPreview)).toBeInTheDocument();
    expect(files.getByRole("link", { name: "Download mailer-outside.pdf" })).toHaveAttribute("href", `/api/${PATH}/files/f-1/original`);
    expect(files.getByRole("link", { name: "Download mailer-inside.pdf" })).toHaveAttribute("href", `/api/${PATH}/files/f-2/original`);

    // Nobody types an address: who answers is who the shop can verify.
    expect(await approveButton()).toBeEnabled();
    expect(screen.queryByRole("textbox", { name: /e-?mail/i })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.form.requestChanges })).toBeEnabled();
  });

  it("approves the files for production and says so", async () => {
    const api = await renderPage(filesetRecord());
    fireEvent.click(await approveButton());

    expect(await screen.findByText(t.outcome.approved)).toBeInTheDocument();
    // The signed-in buyer's token speaks for them.
    const [put] = api.to("PUT", PATH);
    expect(put!.body).toEqual({ data: { status: "approved" } });
    expect(put!.headers).toMatchObject({ "X-Api-Token": buyer.spree_api_key });
    expect(screen.getByText(t.status.approved)).toBeInTheDocument();
    expect(screen.getByText(/^Answered on March 15, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.form.approve })).not.toBeInTheDocument();
  });

  it("asks for changes with the reason, answered by the mail's code for a visitor who is not signed in", async () => {
    const api = await renderPage(filesetRecord(), { user: anonymousVisitor, query: `code=${CODE}` });
    await approveButton();
    fireEvent.change(reasonField(), { target: { value: "  Move the logo 2 mm up, please.  " } });
    fireEvent.click(screen.getByRole("button", { name: t.form.requestChanges }));

    expect(await screen.findByText(t.outcome.changes_requested)).toBeInTheDocument();
    expect(api.to("PUT", PATH).map((request) => request.body)).toEqual([
      { data: { status: "changes_requested", review_reason: "Move the logo 2 mm up, please.", code: CODE } },
    ]);
    const outcome = within(screen.getByRole("heading", { name: t.outcome.title }).closest("section")!);
    expect(outcome.getByRole("heading", { name: t.outcome.reason })).toBeInTheDocument();
    expect(outcome.getByText("Move the logo 2 mm up, please.")).toBeInTheDocument();
  });

  it("needs a reason of at least 3 characters to ask for changes, and keeps what was typed", async () => {
    const api = await renderPage(filesetRecord());
    await approveButton();

    fireEvent.click(screen.getByRole("button", { name: t.form.requestChanges }));
    expect(await screen.findByText(t.errors.reasonRequired)).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(reasonField(), { target: { value: " ab " } });
    fireEvent.click(screen.getByRole("button", { name: t.form.requestChanges }));
    expect(screen.getByText(t.errors.reasonRequired)).toBeInTheDocument();
    expect(reasonField()).toHaveValue(" ab ");
    expect(api.to("PUT", PATH)).toHaveLength(0);
  });

  it("asks a visitor who is neither signed in nor holding the mail's code to sign in, and offers no answer", async () => {
    const api = await renderPage(filesetRecord(), { user: anonymousVisitor });
    expect(await screen.findByText(t.signIn.notice)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.signIn.action })).toHaveAttribute("href", `/sign_in?redirect=${encodeURIComponent(`/approval/${UUID}`)}`);
    expect(screen.queryByRole("button", { name: t.form.approve })).not.toBeInTheDocument();
    // The files stay there to look at.
    expect(screen.getByRole("link", { name: "Download mailer-outside.pdf" })).toBeInTheDocument();
    expect(api.to("PUT", PATH)).toHaveLength(0);
  });

  it("tells another account, in its language, that only the order's buyer answers, and how", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderPage(filesetRecord(), { user: stranger, locale: "it-IT" });
    fireEvent.click(await screen.findByRole("button", { name: it_.Approval.form.approve }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(it_.Approval.errors.approval_not_yours);
    expect(alert).toHaveTextContent(/Può rispondere solo chi ha effettuato l’ordine/);
    expect(screen.getByRole("link", { name: it_.Approval.signIn.action })).toBeInTheDocument();
    expect(screen.getByText(it_.Approval.status.pending)).toBeInTheDocument();
  });

  it.each([
    ["approved", null, t.outcome.approved],
    ["changes_requested", "The blue is too dark.", t.outcome.changes_requested],
    ["superseded", null, t.outcome.superseded],
  ] as const)("shows how a fileset already %s was answered, with no form", async (status, reason, outcome) => {
    await renderPage(filesetRecord({ status, review_reason: reason, reviewed_at: status === "superseded" ? null : "2026-03-15T08:00:00.000Z" }));
    expect(await screen.findByText(outcome)).toBeInTheDocument();
    expect(screen.getByText(t.status[status])).toBeInTheDocument();
    if (reason) expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.form.approve })).not.toBeInTheDocument();
  });

  it("says the files were already answered when someone else was first, and shows that answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = await renderPage(filesetRecord());
    await approveButton();
    api.answerElsewhere("changes_requested", "Please use our new logo.");
    fireEvent.click(screen.getByRole("button", { name: t.form.approve }));

    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.fileset_not_pending);
    expect(await screen.findByText(t.outcome.changes_requested)).toBeInTheDocument();
    expect(screen.getByText("Please use our new logo.")).toBeInTheDocument();
    expect(api.to("GET", PATH)).toHaveLength(2);
  });

  it("keeps the answer typed when sending fails, to try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = await renderPage(filesetRecord());
    await approveButton();
    api.fail("PUT", PATH, { status: 500, code: "internal_error" });
    fireEvent.change(reasonField(), { target: { value: "Make the box white inside." } });
    fireEvent.click(screen.getByRole("button", { name: t.form.requestChanges }));
    expect(await screen.findByRole("alert")).toHaveTextContent(t.errors.generic);
    expect(reasonField()).toHaveValue("Make the box white inside.");

    api.recover("PUT", PATH);
    fireEvent.click(screen.getByRole("button", { name: t.form.requestChanges }));
    expect(await screen.findByText(t.outcome.changes_requested)).toBeInTheDocument();
  });

  it("speaks the buyer's language", async () => {
    await renderPage(filesetRecord(), { locale: "pl-PL" });
    expect(await screen.findByText("Zamówienie R123456789")).toBeInTheDocument();
    await screen.findByRole("button", { name: pl.Approval.form.approve });
    fireEvent.click(screen.getByRole("button", { name: pl.Approval.form.requestChanges }));
    expect(await screen.findByText(pl.Approval.errors.reasonRequired)).toBeInTheDocument();
  });

  it("says a link that leads nowhere does not exist", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderPage(null);
    expect(await screen.findByRole("alert")).toHaveTextContent(t.notFound);
  });
});

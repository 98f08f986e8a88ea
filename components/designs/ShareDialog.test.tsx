import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/errors";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { renderWithMessages } from "@/test/render";
import { ShareDialog, type DesignShareMail, type ShareDialogProps } from "./ShareDialog";

const link = (token: string) => ({
  url: `https://app.boxwright.test/box/design?design_id=5&share_token=${token}`,
  qr_svg: `<svg><title>${token}</title></svg>`,
});

/** The editor's share button, or a saved design card's, opening the one share dialog. */
function Opener({ words, name, share }: Pick<ShareDialogProps, "words" | "name" | "share">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share…
      </button>
      <ShareDialog open={open} words={words} name={name} share={share} onClose={() => setOpen(false)} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the share box design dialog, one for the editor and the saved designs page", () => {
  it.each([
    ["the editor", "Editor.share" as const, en.Editor.share.title, en.Editor.share],
    ["the saved designs page", "AccountBoxes.share" as const, "Share “Mailer”", en.AccountBoxes.share],
  ])("in %s: makes one new link per opening, with its QR code, and copies it", async (_where, words, title, t) => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    let made = 0;
    const share = vi.fn(async (_mail?: DesignShareMail) => link(`t${++made}`));
    await renderWithMessages(<Opener words={words} name="Mailer" share={share} />);
    const opener = screen.getByRole("button", { name: "Share…" });

    await user.click(opener);
    const dialog = within(screen.getByRole("dialog", { name: title }));
    expect(dialog.getByText(t.intro)).toBeInTheDocument();
    const field = await dialog.findByRole("textbox", { name: t.link });
    expect(field).toHaveValue(link("t1").url);
    expect(field).toHaveAttribute("readonly");
    expect(dialog.getByRole("img", { name: t.qr }).getAttribute("src")).toContain(encodeURIComponent("<title>t1</title>"));
    expect(share).toHaveBeenCalledTimes(1);

    await user.click(dialog.getByRole("button", { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith(link("t1").url);
    expect(dialog.getByText(t.copied)).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(await screen.findByRole("textbox", { name: t.link })).toHaveValue(link("t2").url);
    expect(share).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["the editor", "Editor.share" as const, en.Editor.share],
    ["the saved designs page", "AccountBoxes.share" as const, en.AccountBoxes.share],
  ])("in %s: selects the link and says how to copy it when the browser refuses the clipboard", async (_where, words, t) => {
    const user = userEvent.setup();
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    await renderWithMessages(<ShareDialog words={words} name="Mailer" share={async () => link("t1")} onClose={() => {}} />);
    const field = await screen.findByRole("textbox", { name: t.link });
    await user.click(screen.getByRole("button", { name: t.copy }));
    expect(await screen.findByText(t.copyByHand)).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it("mails a new link in the shopper's language, shows the new link, and says when sharing is limited", async () => {
    const user = userEvent.setup();
    const share = vi
      .fn<(mail?: DesignShareMail) => Promise<ReturnType<typeof link>>>()
      .mockResolvedValueOnce(link("first"))
      .mockResolvedValueOnce(link("second"))
      .mockRejectedValueOnce(new ApiError(429, { error: { code: "rate_limited", message: "Too many", details: null } }));
    const t = pl.Editor.share;
    await renderWithMessages(<ShareDialog words="Editor.share" share={share} onClose={() => {}} />, "pl-PL");
    const field = await screen.findByRole("textbox", { name: t.link });

    await user.type(screen.getByLabelText(t.email), " printer@example.com ");
    await user.type(screen.getByLabelText(t.message), "The new lid");
    await user.click(screen.getByRole("button", { name: t.send }));
    expect(await screen.findByText(t.sent.replace("{email}", "printer@example.com"))).toBeInTheDocument();
    expect(share).toHaveBeenLastCalledWith({ email: "printer@example.com", locale: "pl-PL", message: "The new lid" });
    expect(field).toHaveValue(link("second").url);

    await user.click(screen.getByRole("button", { name: t.send }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(t.rateLimited));
  });

  it("tells a shopper without a confirmed account, in their language, that only the link can be passed on, and keeps the link to copy", async () => {
    const user = userEvent.setup();
    const share = vi
      .fn<(mail?: DesignShareMail) => Promise<ReturnType<typeof link>>>()
      .mockResolvedValueOnce(link("first"))
      .mockRejectedValueOnce(new ApiError(403, { error: { code: "confirmation_required", message: "Confirm first", details: null } }));
    const t = pl.AccountBoxes.share;
    await renderWithMessages(<ShareDialog words="AccountBoxes.share" name="Mailer" share={share} onClose={() => {}} />, "pl-PL");
    const field = await screen.findByRole("textbox", { name: t.link });

    await user.type(screen.getByLabelText(t.email), "someone@example.com");
    await user.click(screen.getByRole("button", { name: t.send }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(t.confirmationRequired));
    expect(t.confirmationRequired).toContain("Skopiuj link");
    expect(field).toHaveValue(link("first").url);
    expect(screen.getByRole("button", { name: t.copy })).toBeInTheDocument();
  });

  it("says when no link could be made", async () => {
    await renderWithMessages(<ShareDialog words="AccountBoxes.share" name="Mailer" share={() => Promise.reject(new Error("offline"))} onClose={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(en.AccountBoxes.share.failed);
  });
});

import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { Modal } from "@/components/ui/Modal";
import en from "@/messages/en-US.json";
import { PREFERENCES_KEY } from "@/lib/consent/preferences";
import { renderWithMessages } from "@/test/render";
import { ConsentOverlay } from "./ConsentOverlay";
import { topModalDialog } from "./modal-host";

const t = en.Consent;

beforeEach(() => {
  localStorage.clear();
});

/** A page with a sign-in button that opens a modal dialog, as the header's sign-in does, and the consent overlay of the layout. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Sign in" closeLabel="Close">
        <label>
          E-mail <input type="email" />
        </label>
      </Modal>
      <ConsentOverlay />
    </>
  );
}

describe("the cookie banner with a modal dialog open", () => {
  it("moves into the open dialog, out of the inert page under its backdrop, and can be answered there", async () => {
    const user = userEvent.setup();
    await renderWithMessages(<Page />);
    const banner = await screen.findByRole("dialog", { name: t.bannerTitle });
    expect(banner.closest("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const signIn = document.querySelector<HTMLDialogElement>("dialog[open]")!;
    // A modal dialog leaves only itself usable: the banner must be inside it.
    await waitFor(() => expect(signIn).toContainElement(screen.getByRole("dialog", { name: t.bannerTitle })));
    // Moving in does not take the focus from where the dialog put it.
    expect(document.activeElement).toBe(within(signIn).getByRole("button", { name: "Close" }));

    await user.click(within(signIn).getByRole("button", { name: t.acceptAll }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: t.bannerTitle })).toBeNull());
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ analytics: true });
    // The sign-in dialog is still open and usable.
    expect(signIn.open).toBe(true);
  });

  it("goes back to the page when the dialog closes", async () => {
    const user = userEvent.setup();
    await renderWithMessages(<Page />);
    await screen.findByRole("dialog", { name: t.bannerTitle });
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("dialog", { name: t.bannerTitle }).closest("dialog")).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByRole("dialog", { name: t.bannerTitle }).closest("dialog")).toBeNull());
  });

  it("finds the topmost open modal dialog, not a closed or non-modal one", () => {
    document.body.innerHTML =
      '<dialog aria-modal="true"></dialog><dialog open></dialog><dialog open aria-modal="true" id="a"></dialog><dialog open aria-modal="true" id="b"></dialog>';
    expect(topModalDialog(document)?.id).toBe("b");
    act(() => {
      document.body.innerHTML = "";
    });
    expect(topModalDialog(document)).toBeNull();
  });
});

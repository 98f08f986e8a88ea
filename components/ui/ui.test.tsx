import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";
import { Link } from "./Link";
import { Loader } from "./Loader";
import { Modal } from "./Modal";
import styles from "./controls.module.css";

describe("Button and Link", () => {
  it.each(["small", "medium", "large"] as const)("come in the %s size", (size) => {
    render(
      <>
        <Button size={size}>Save</Button>
        <Link href="/cart" size={size}>
          Cart
        </Link>
      </>,
    );
    expect(screen.getByRole("button", { name: "Save" })).toHaveClass(styles[size]!);
    expect(screen.getByRole("link", { name: "Cart" })).toHaveClass(styles[size]!);
    expect(screen.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
  });

  it("is a non-submitting button unless asked", () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole("button")).toHaveAttribute("type", "button");
  });
});

describe("Loader", () => {
  it.each([
    ["circular", "blue"],
    ["circular", "gray"],
    ["vanilla", "blue"],
    ["vanilla", "gray"],
  ] as const)("renders the %s loader in %s", (kind, color) => {
    render(<Loader kind={kind} color={color} label="Loading" />);
    const loader = screen.getByRole("status", { name: "Loading" });
    expect(loader).toHaveAttribute("data-kind", kind);
    expect(loader).toHaveAttribute("data-color", color);
  });
});

function ModalHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Delete design?"
      closeLabel="Close"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <button type="button">Delete</button>
    </Modal>
  );
}

function OpenerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete…
      </button>
      <Modal open={open} title="Delete design?" closeLabel="Close" onClose={() => setOpen(false)}>
        <button type="button">Delete</button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is a labelled dialog that takes focus", () => {
    render(<ModalHarness onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Delete design?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes with Escape and with its close button", () => {
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();

    render(<ModalHarness onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is the browser's modal <dialog>, so the page behind it is inert", () => {
    render(<ModalHarness onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Delete design?" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
  });

  it("gives focus back to the button that opened it when it closes", async () => {
    const user = userEvent.setup();
    render(<OpenerHarness />);
    const opener = screen.getByRole("button", { name: "Delete…" });
    await user.click(opener);
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the backdrop, not on one inside it", () => {
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    fireEvent.mouseDown(screen.getByRole("heading", { name: "Delete design?" }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("leaves closing on Escape to its caller", () => {
    render(
      <Modal open title="Busy" closeLabel="Close" onClose={() => {}}>
        <button type="button">Wait</button>
      </Modal>,
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Busy" })).toHaveAttribute("open");
  });

  it("renders nothing when closed", () => {
    render(
      <Modal open={false} title="Hidden" closeLabel="Close" onClose={() => {}}>
        text
      </Modal>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

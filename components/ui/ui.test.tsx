import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
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

  it("renders nothing when closed", () => {
    render(
      <Modal open={false} title="Hidden" closeLabel="Close" onClose={() => {}}>
        text
      </Modal>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en-US.json";
import { renderWithMessages } from "@/test/render";
import { ConfirmDialog } from "./ConfirmDialog";
import { CopyLinkField } from "./CopyLinkField";
import { EmptyState } from "./EmptyState";
import { FormMessage } from "./FormMessage";
import { Badge } from "./Badge";
import { LinesTable } from "./LinesTable";
import { ListTable } from "./ListTable";
import { Link } from "./Link";
import controls from "./controls.module.css";
import layout from "./layout.module.css";
import { LoadFailed } from "./LoadFailed";
import { PageShell } from "./PageShell";
import { SectionNav } from "./SectionNav";
import { StatusHeading } from "./StatusHeading";
import styles from "./shared.module.css";

/** A promise the test settles by hand. */
function pending() {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(action: () => Promise<void>, onClose = vi.fn()) {
  return renderWithMessages(
    <ConfirmDialog
      title="Withdraw the offer?"
      question="The buyer's link stops working."
      confirmLabel="Withdraw"
      cancelLabel="Keep it"
      action={action}
      errorText={(error) => `Not withdrawn: ${(error as Error).message}`}
      onClose={onClose}
    />,
  );
}

describe("ConfirmDialog", () => {
  it("is a modal dialog named by its title that takes focus, asking its question", async () => {
    await renderDialog(() => Promise.resolve());
    const dialog = screen.getByRole("dialog", { name: "Withdraw the offer?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText("The buyer's link stops working.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: en.Modal.close })).toBeInTheDocument();
  });

  it("runs the action once, busy until it is done, and stays busy for the caller to close it", async () => {
    const run = pending();
    const action = vi.fn(() => run.promise);
    await renderDialog(action);
    const confirm = screen.getByRole("button", { name: "Withdraw" });
    fireEvent.click(confirm);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute("aria-busy", "true");
    fireEvent.click(confirm);
    await act(async () => run.resolve());
    expect(action).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays open after a failure, says why, and lets the action be tried again", async () => {
    const first = pending();
    const action = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    await renderDialog(action);
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    await act(async () => first.reject(new Error("offer_already_accepted")));
    expect(screen.getByRole("alert")).toHaveTextContent("Not withdrawn: offer_already_accepted");
    const confirm = screen.getByRole("button", { name: "Withdraw" });
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute("aria-busy");

    fireEvent.click(confirm);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("closes without acting, by its cancel button or Escape", async () => {
    const action = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderDialog(action, onClose);
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(action).not.toHaveBeenCalled();
  });
});

describe("FormMessage and LoadFailed", () => {
  it("announces an error at once and a confirmation politely, and nothing when there is neither", () => {
    const { rerender, container } = render(<FormMessage error="Not saved" notice="Saved" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Not saved");
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<FormMessage notice="Saved" />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    rerender(<FormMessage error={null} notice={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says what failed and asks again on request", () => {
    const onRetry = vi.fn();
    render(<LoadFailed message="Your orders could not be loaded." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Your orders could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("makes trying again the main action of a page that has nothing else to offer", () => {
    render(<LoadFailed message="We couldn't load your order." retryLabel="Try again" retryVariant="primary" onRetry={() => {}} />);
    expect(screen.getByRole("button", { name: "Try again" })).toHaveClass(controls.primary!);
  });
});

describe("PageShell and SectionNav", () => {
  const links = [
    { key: "orders", href: "/account/orders", label: "Orders" },
    { key: "settings", href: "/account/settings", label: "Settings" },
  ];

  it("titles the page and puts the area's named navigation beside it, the current section marked", () => {
    render(
      <PageShell title="Your orders" nav={<SectionNav label="Your account" links={links} current="orders" />}>
        <p>No orders yet</p>
      </PageShell>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Your orders" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Your account" });
    expect(within(nav).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Settings" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/account/settings");
    expect(screen.getByText("No orders yet")).toBeInTheDocument();
  });

  it("marks no section on a page outside them, and keeps what follows the links inside the navigation", () => {
    render(
      <SectionNav label="Console" links={links}>
        <p>Signed in as Ana</p>
      </SectionNav>,
    );
    const nav = screen.getByRole("navigation", { name: "Console" });
    expect(within(nav).queryByRole("link", { current: "page" })).toBeNull();
    expect(within(nav).getByText("Signed in as Ana")).toBeInTheDocument();
  });

  it("puts the sections side by side as tabs when asked, still one named navigation", () => {
    render(<SectionNav across label="Order R100" links={links} current="settings" />);
    const nav = screen.getByRole("navigation", { name: "Order R100" });
    expect(nav).toHaveClass(layout.sectionNav!, layout.across!);
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });
});

describe("EmptyState", () => {
  it("is a section named by its title, with its body and the way to begin", () => {
    render(
      <EmptyState id="orders-empty" title="No orders yet" body="Your placed orders appear here.">
        <Link href="/products">Browse products</Link>
      </EmptyState>,
    );
    const section = screen.getByRole("region", { name: "No orders yet" });
    expect(within(section).getByText("Your placed orders appear here.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
  });

  it("carries the page's title when it is all the page has", () => {
    render(
      <EmptyState id="checkout-empty" level={1} title="Your cart is empty" body="Add a product to check out.">
        <Link href="/cart">Back to the cart</Link>
      </EmptyState>,
    );
    expect(screen.getByRole("region", { name: "Your cart is empty" })).toContainElement(screen.getByRole("heading", { level: 1, name: "Your cart is empty" }));
  });
});

describe("LinesTable", () => {
  const labels = { product: "Product", quantity: "Quantity", unitPrice: "Unit price", total: "Total" };
  const lines = [
    { key: 1, name: "Mailer boxes", quantity: 500, unitPrice: "€1.20", total: "€600.00", testId: "line" },
    { key: 2, name: <strong>Printed tape</strong>, quantity: 36, unitPrice: "€4.50", total: "€162.00", testId: "line" },
  ];

  it("shows each line's product, quantity, unit price and total, labelled for narrow screens", () => {
    render(<LinesTable labels={labels} lines={lines} />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Product", "Quantity", "Unit price", "Total"]);
    const [first, second] = screen.getAllByTestId("line");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => [cell.getAttribute("data-label"), cell.textContent]),
    ).toEqual([
      ["Product", "Mailer boxes"],
      ["Quantity", "500"],
      ["Unit price", "€1.20"],
      ["Total", "€600.00"],
    ]);
    expect(within(second!).getByText("Printed tape").tagName).toBe("STRONG");
    expect(within(first!).getAllByRole("cell")[3]).toHaveClass(styles.amount!);
    expect(screen.getByRole("table")).toHaveClass(styles.table!, styles.stacked!);
  });

  it("adds a last column with its heading for screen readers only, and the foot's rows", () => {
    render(
      <LinesTable
        className="console"
        labels={{ ...labels, extra: "Actions" }}
        lines={lines.map((line) => ({ ...line, extra: <button type="button">Remove</button> }))}
        foot={
          <tr>
            <th scope="row" colSpan={3}>
              Offer total
            </th>
            <td>€762.00</td>
            <td />
          </tr>
        }
      />,
    );
    const table = screen.getByRole("table");
    expect(table).toHaveClass(styles.table!, "console");
    expect(within(table).getByRole("columnheader", { name: "Actions" }).firstElementChild).toHaveClass(styles.visuallyHidden!);
    expect(within(table).getAllByRole("button", { name: "Remove" })).toHaveLength(2);
    expect(within(table).getByRole("rowheader", { name: "Offer total" })).toBeInTheDocument();
  });
});

describe("ListTable", () => {
  const orders = [
    { number: "R100", total: "€600.00", state: "Shipped" },
    { number: "R101", total: "€12.50", state: "Waiting for payment" },
  ];

  it("lists one row an item under its caption, each cell labelled for narrow screens, amounts aligned, the row's link labelled for screen readers only", () => {
    render(
      <ListTable
        caption="Your orders"
        rows={orders}
        rowKey={(order) => order.number}
        rowTestId="order-row"
        columns={[
          { label: "Number", cell: (order) => order.number },
          { label: "Total", amount: true, cell: (order) => order.total },
          { label: "State", cell: (order) => <Badge tone="good">{order.state}</Badge> },
          { label: "View", action: true, cell: (order) => <Link href={`/orders/${order.number}`}>View</Link> },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Your orders" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Number", "Total", "State", "View"]);
    expect(within(table).getByRole("columnheader", { name: "View" }).firstElementChild).toHaveClass(styles.visuallyHidden!);
    const [first, second] = screen.getAllByTestId("order-row");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => [cell.getAttribute("data-label"), cell.textContent]),
    ).toEqual([
      ["Number", "R100"],
      ["Total", "€600.00"],
      ["State", "Shipped"],
      [null, "View"],
    ]);
    expect(within(first!).getAllByRole("cell")[1]).toHaveClass(styles.amount!);
    expect(within(second!).getByRole("link", { name: "View" })).toHaveAttribute("href", "/orders/R101");
  });
});

describe("Badge", () => {
  it("says a state in a word, toned good, wait or bad", () => {
    render(<Badge tone="wait">Waiting for payment</Badge>);
    const badge = screen.getByText("Waiting for payment");
    expect(badge).toHaveClass(styles.badge!);
    expect(badge).toHaveAttribute("data-tone", "wait");
  });
});

describe("StatusHeading", () => {
  it("names its section and says where its subject stands beside the heading", () => {
    render(
      <section aria-labelledby="order-status">
        <StatusHeading id="order-status" title="Order status" tone="wait" state="In production" />
        <StatusHeading level={3} title="Payment" tone="good" state="Paid" />
      </section>,
    );
    expect(screen.getByRole("region", { name: "Order status" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Order status" })).toBeInTheDocument();
    expect(screen.getByText("In production")).toHaveAttribute("data-tone", "wait");
    expect(screen.getByRole("heading", { level: 3, name: "Payment" })).toHaveClass(styles.subheading!);
    expect(screen.getByText("Paid")).toHaveAttribute("data-tone", "good");
  });
});

describe("CopyLinkField", () => {
  const words = { label: "Link to the offer", copy: "Copy", copied: "Link copied.", copyByHand: "The link is selected: copy it by hand." };

  it("copies the link, and says nothing of a copy once the link is a new one", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    try {
      const { rerender } = render(<CopyLinkField url="https://shop.test/o/1" words={words} />);
      const field = screen.getByRole("textbox", { name: "Link to the offer" });
      expect(field).toHaveAttribute("readonly");
      await user.click(screen.getByRole("button", { name: "Copy" }));
      expect(writeText).toHaveBeenCalledWith("https://shop.test/o/1");
      expect(screen.getByRole("status")).toHaveTextContent("Link copied.");

      rerender(<CopyLinkField url="https://shop.test/o/2" words={words} />);
      expect(field).toHaveValue("https://shop.test/o/2");
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("selects the link for copying by hand when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    try {
      render(<CopyLinkField url="https://shop.test/o/1" words={words} />);
      await user.click(screen.getByRole("button", { name: "Copy" }));
      expect(await screen.findByText(words.copyByHand)).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: "Link to the offer" })).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

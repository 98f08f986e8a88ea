import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import type { Locale } from "@/lib/i18n/locales";
import cs from "@/messages/cs-CZ.json";
import en from "@/messages/en-US.json";
import type { RegionId } from "@/regions/schema";
import { renderWithMessages } from "@/test/render";
import { orderFixture } from "./fixtures";
import { OrderDetails } from "./OrderDetails";
import { OrderSection } from "./OrderSection";
import { storefrontFormatters } from "./OrdersIsland";
import type { Order } from "./types";

const formatters = storefrontFormatters("en-US");

function renderOrder(order: Order, { locale = "en-US", region = "eu" }: { locale?: Locale; region?: RegionId } = {}) {
  const ui: ReactElement = (
    <AppProviders regionId={region} pathPrefix="">
      <OrderDetails order={order} formatters={storefrontFormatters(locale)} />
    </AppProviders>
  );
  return renderWithMessages(ui, locale);
}

/** A tab the page opens for the PDF, as window.open returns it. */
function fakeTab() {
  return { closed: false, close: vi.fn(), location: { href: "" } };
}

beforeEach(() => {
  localStorage.setItem("api-token", "token-7");
  URL.createObjectURL = vi.fn(() => "blob:invoice-7");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("OrderDetails", () => {
  it("shows the lines, addresses, delivery and totals of a paid order, with its invoice and no way to pay again", async () => {
    await renderOrder(orderFixture());
    expect(screen.getByText(en.Orders.payment.OK)).toBeInTheDocument();
    expect(screen.getByText(en.Orders.paymentMeaning.OK)).toBeInTheDocument();
    // The product's name, its size in words beside it: not the variant's "Full-colour mailer boxes 200x150x70".
    expect(screen.getByText("Full-colour mailer boxes")).toBeInTheDocument();
    expect(screen.getByTestId("line-configuration")).toHaveTextContent("200 × 150 × 70 mm");
    expect(screen.queryByText(/\d+x\d+x\d+/)).toBeNull();
    expect(screen.getByText(en.Orders.services.warranty)).toBeInTheDocument();
    expect(screen.getByText("Kartonwerk GmbH")).toBeInTheDocument();
    expect(screen.getAllByText("Germany")).toHaveLength(2);
    expect(screen.getByText("VAT ID: DE123456789")).toBeInTheDocument();
    expect(screen.getByText(en.Orders.shipment.courier)).toBeInTheDocument();
    expect(screen.getByText("Discount (SPRING)")).toBeInTheDocument();
    // eu shows amounts with VAT: the discount is -10.00 net, -12.30 with its own VAT.
    expect(screen.getByText("-€12.30")).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("€168.27");
    expect(screen.getByRole("button", { name: en.Orders.invoice.normal })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: en.Orders.payNow })).not.toBeInTheDocument();
  });

  it("writes a line's size in inches in the us, never as the sku's 200x150x70", async () => {
    await renderOrder(orderFixture(), { region: "us" });
    expect(screen.getByTestId("line-configuration")).toHaveTextContent("7.9 × 5.9 × 2.8 in");
    expect(screen.queryByText(/\d+x\d+x\d+/)).toBeNull();
  });

  it("names a line accepted from a custom offer as the offer named it", async () => {
    const offered = orderFixture().line_items[0]!;
    await renderOrder(orderFixture({ line_items: [{ ...offered, name: "Mailer box with the Kraft & Co. logo" }] }));
    expect(screen.getByText("Mailer box with the Kraft & Co. logo")).toBeInTheDocument();
    expect(screen.queryByText("Full-colour mailer boxes")).not.toBeInTheDocument();
  });

  it("explains a failed payment and links to paying again; the invoice is then a pro forma", async () => {
    await renderOrder(orderFixture({ payment_state: "FAILED" }), { region: "pl" });
    expect(screen.getByText(en.Orders.payment.FAILED)).toBeInTheDocument();
    expect(screen.getByText(en.Orders.paymentMeaning.FAILED)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Orders.payNow })).toHaveAttribute("href", "/zamowienie/R123456789/platnosc");
    expect(screen.getByRole("button", { name: en.Orders.invoice.proforma })).toBeInTheDocument();
  });

  it.each([
    ["WAITING", false],
    ["DELAYED", false],
    ["NOT_STARTED", true],
  ] as const)("says what payment state %s means, in the order's language", async (state, payable) => {
    await renderOrder(orderFixture({ payment_state: state }), { locale: "cs-CZ" });
    expect(screen.getByText(cs.Orders.payment[state])).toBeInTheDocument();
    expect(screen.getByText(cs.Orders.paymentMeaning[state])).toBeInTheDocument();
    expect(Boolean(screen.queryByRole("link", { name: cs.Orders.payNow }))).toBe(payable);
  });

  it("offers no invoice while the order is still a cart", async () => {
    await renderOrder(orderFixture({ state: "cart", payment_state: "NOT_STARTED", completed_at: null }));
    expect(screen.queryByRole("button", { name: /PDF/ })).not.toBeInTheDocument();
    expect(screen.getByText(en.Orders.state.cart)).toBeInTheDocument();
  });

  it("shows where design approval stands, with the way to the files while they wait for the buyer", async () => {
    const { unmount } = await renderOrder(orderFixture({ qa_state: "awaiting_approval", approval: { uuid: "fs-1", status: "pending" } }), { region: "pl" });
    expect(screen.getByRole("heading", { name: en.Approval.orderLine.title })).toBeInTheDocument();
    expect(screen.getByText(en.Approval.qa.awaiting_approval)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Approval.orderLine.review })).toHaveAttribute("href", "/akceptacja-projektu/fs-1");
    unmount();

    // Once answered there is nothing to do there; the state says what happens next.
    await renderOrder(orderFixture({ qa_state: "in_production", approval: { uuid: "fs-1", status: "approved" } }), { locale: "cs-CZ" });
    expect(screen.getByText(cs.Approval.qa.in_production)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: cs.Approval.orderLine.review })).not.toBeInTheDocument();
  });

  it("says nothing of design approval for an order that never went through it", async () => {
    await renderOrder(orderFixture({ qa_state: null, approval: null }));
    expect(screen.queryByRole("heading", { name: en.Approval.orderLine.title })).not.toBeInTheDocument();
  });

  it("fetches the invoice with the API token and opens the PDF in the tab it opened on the click", async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const fetch = vi.fn(
      async () =>
        new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="invoice-R123456789.pdf"' } }),
    );
    vi.stubGlobal("fetch", fetch);
    await renderOrder(orderFixture());

    fireEvent.click(screen.getByRole("button", { name: en.Orders.invoice.normal }));
    expect(open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("blob:invoice-7"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    // In the page's language: the invoice reads as the page it was opened from.
    expect(url).toBe("/api/v1/invoices/R123456789?locale=en-US");
    expect(init.headers).toMatchObject({ "X-Api-Token": "token-7", "X-Region": "eu", Accept: "application/pdf" });
    expect(await screen.findByRole("button", { name: en.Orders.invoice.normal })).toBeEnabled();
  });

  it("downloads the PDF when no tab could be opened, and says so when the invoice cannot be made", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("%PDF-1.7", { headers: { "Content-Disposition": 'inline; filename="proforma-R123456789.pdf"' } })),
    );
    await renderOrder(orderFixture({ payment_state: "WAITING" }));
    fireEvent.click(screen.getByRole("button", { name: en.Orders.invoice.proforma }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe("proforma-R123456789.pdf");

    const tab = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: { code: "internal_error", message: "x", details: null } }, { status: 500 })),
    );
    fireEvent.click(screen.getByRole("button", { name: en.Orders.invoice.proforma }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.Orders.invoice.failed);
    expect(tab.close).toHaveBeenCalled();
  });
});

describe("OrderSection", () => {
  it("reads another user's order, or none, as not found and offers what the page passes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: { code: "not_found", message: "No such order", details: null } }, { status: 404 })),
    );
    await renderWithMessages(
      <AppProviders regionId="eu" pathPrefix="">
        <OrderSection number="R999999999" userId={9} formatters={formatters} notFound={<Link href="/sign_in">{en.Orders.order.signIn}</Link>} />
      </AppProviders>,
    );
    expect(await screen.findByText(en.Orders.order.notFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.Orders.order.signIn })).toBeInTheDocument();
  });
});

/** The figure a row of the order's summary shows, by its label. */
const row = (label: string) => within(screen.getByRole("region", { name: en.Orders.order.summary })).getByText(label).nextElementSibling?.textContent;

describe("OrderDetails on the storefront's basis", () => {
  it("eu (gross): lines, products, delivery and discount with VAT, the total, and the VAT it includes; the rows add up", async () => {
    await renderOrder(orderFixture());
    const line = screen.getByText("Full-colour mailer boxes").closest("tr")!;
    expect(line).toHaveTextContent("€2.60");
    expect(line).toHaveTextContent("€155.72");
    expect(line).not.toHaveTextContent("€126.60");
    expect(row(en.Orders.order.itemTotal)).toBe("€162.24");
    expect(row(en.Orders.order.shipping)).toBe("€18.33");
    expect(row("Discount (SPRING)")).toBe("-€12.30");
    expect(row(en.Orders.order.total)).toBe("€168.27");
    expect(row("Including VAT (23%)")).toBe("€31.47");
    // 162.24 + 18.33 - 12.30 = 168.27: no net figure beside the gross ones.
    expect(screen.queryByText("€131.90")).toBeNull();
    expect(screen.queryByText(en.Orders.order.reverseCharge)).toBeNull();
  });

  it("gb (net-plus-vat): net lines and totals, then VAT (20%) and the total", async () => {
    const gb = orderFixture({
      region: "gb",
      currency: "GBP",
      vat_rate: 20,
      price_display: "net-plus-vat",
      tax_total: 2736,
      total: 16416,
      item_total_with_vat: 15828,
      ship_total_with_vat: 1788,
      promo_total_with_vat: -1200,
    });
    await renderOrder(gb, { region: "gb" });
    const line = screen.getByText("Full-colour mailer boxes").closest("tr")!;
    expect(line).toHaveTextContent("£126.60");
    expect(row(en.Orders.order.itemTotal)).toBe("£131.90");
    expect(row(en.Orders.order.shipping)).toBe("£14.90");
    expect(row("Discount (SPRING)")).toBe("-£10.00");
    expect(row("VAT (20%)")).toBe("£27.36");
    expect(row(en.Orders.order.total)).toBe("£164.16");
    expect(screen.queryByText(/Including VAT/)).toBeNull();
  });

  it("us (no-vat): net amounts and the total, no VAT row", async () => {
    const us = orderFixture({
      region: "us",
      currency: "USD",
      vat_rate: 0,
      price_display: "no-vat",
      tax_total: 0,
      total: 13680,
      item_total_with_vat: 13190,
      ship_total_with_vat: 1490,
      promo_total_with_vat: -1000,
      line_items: orderFixture().line_items.map((line) => ({ ...line, price_with_vat: line.price, total_with_vat: line.total })),
    });
    await renderOrder(us, { region: "us" });
    expect(row(en.Orders.order.itemTotal)).toBe("$131.90");
    expect(row(en.Orders.order.total)).toBe("$136.80");
    expect(screen.queryByText(/VAT \(/)).toBeNull();
    expect(screen.queryByText(en.Orders.order.tax)).toBeNull();
  });

  it("a reverse-charge b2b order: VAT 0 and the reverse-charge note", async () => {
    const b2b = orderFixture({
      vat_rate: 0,
      reverse_charge: true,
      tax_total: 0,
      total: 13680,
      item_total_with_vat: 13190,
      ship_total_with_vat: 1490,
      promo_total_with_vat: -1000,
      line_items: orderFixture().line_items.map((line) => ({ ...line, price_with_vat: line.price, total_with_vat: line.total })),
    });
    await renderOrder(b2b);
    expect(row(en.Orders.order.itemTotal)).toBe("€131.90");
    expect(row("Including VAT (0%)")).toBe("€0.00");
    expect(row(en.Orders.order.total)).toBe("€136.80");
    expect(screen.getByText(en.Orders.order.reverseCharge)).toBeInTheDocument();
  });

  it("a business order shows the buyer's reference that its invoice carries", async () => {
    await renderOrder(orderFixture({ invoice_reference: "PO-2211" }));
    expect(screen.getByText("Your reference: PO-2211")).toBeInTheDocument();
  });
});

describe("an order's lines", () => {
  it("say what was chosen for each, in the shopper's language: size, board, print, finish, quality, express, certificate, a pack's samples", async () => {
    const [product, service] = orderFixture().line_items;
    const configured = {
      ...product!,
      options: { material: "cardboard-coated", printMode: "print-color-hd", finish: "foil-matte", printQuality: "hd-plus" },
      express_delivery_option_id: "express-production",
      paid_assets: [{ asset_type: "service-fsc-certificate" }],
    };
    const pack = { ...product!, id: 3, options: {}, samples: ["mailer-box-eco", "shipping-box"], variant: { ...product!.variant!, name: "Sample pack" } };
    renderOrder(orderFixture({ line_items: [configured, service!, pack] }), { locale: "cs-CZ" });
    const words = await screen.findAllByTestId("line-configuration");
    expect(words.map((element) => element.textContent)).toEqual([
      [
        // The size in the storefront's unit, as the cart and the invoice say it (the fixture's sku is 200x150x70 mm).
        "200 × 150 × 70 mm",
        cs.Catalog.materials["cardboard-coated"],
        cs.Catalog.printModes["print-color-hd"],
        cs.Catalog.finishes["foil-matte"],
        cs.Catalog.printQualities["hd-plus"],
        cs.Orders.order.configuration.express,
        cs.Orders.order.configuration.fsc,
      ].join(" · "),
      `${cs.Orders.order.configuration.samples}: ${[cs.Products["mailer-box-eco"].name, cs.Products["shipping-box"].name].join(" · ")}`,
    ]);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DesignDocument } from "@/lib/design";
import { textElement } from "@/lib/design/sample-designs";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import {
  blankDocument,
  designAnswer,
  editorRoutes,
  fakeShop,
  fileRecord,
  onPhone,
  openSavedDesign,
  renderEditor,
  setUpEditorTests,
  uploadApi,
} from "./testing";

/**
 * Finding B6 of the second walk: a shopper could put a design into the cart with open print-check findings
 * without ever seeing them (on a phone the check sits in a closed sheet). The way into the cart now asks first,
 * and the phone's bar counts the findings on the button whose sheet holds the check.
 */

const t = en.Editor;

setUpEditorTests();

/** A text that runs off the back: one thing for the check to find, on a side other than the one on screen. */
const offTheBack: DesignDocument = {
  ...blankDocument,
  sides: {
    ...blankDocument.sides,
    back: { background: null, elements: [textElement({ id: "edge", text: "Off the back", x: -5, y: 10, width: 60, height: 8 })] },
  },
};

const cartRoutes = {
  "PUT box_designs/5": { body: designAnswer({ design_status: "ready" }) },
  "GET v2/orders/current": { body: { number: "R7", line_items: [] } },
  "POST v2/orders/R7/line_item": { body: { number: "R7" } },
};

describe("putting a design with print-check findings into the cart", () => {
  it("asks first, naming how many things to check and on which side, and adds it only when the shopper says so", async () => {
    const shop = fakeShop({ ...editorRoutes, "GET box_designs/5": { body: designAnswer({ document: offTheBack }) }, ...cartRoutes });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord() }));
    try {
      const { router } = await renderEditor({ kind: "design", designId: 5, shareToken: null }, { uploadBaseUrl: api.baseUrl });
      const summary = within(await screen.findByTestId("order-summary"));
      await userEvent.click(summary.getByRole("button", { name: t.order.addToCart }));

      const dialog = within(await screen.findByRole("dialog", { name: t.preflight.title }));
      expect(dialog.getByText("The check found 1 thing to look at before printing:")).toBeInTheDocument();
      expect(dialog.getByTestId("preflight-findings")).toHaveTextContent(`${t.sides.back}: ${t.preflight.kinds.fold}`);
      expect(shop.to("POST", "v2/orders/R7/line_item")).toHaveLength(0);

      await userEvent.click(dialog.getByRole("button", { name: t.preflight.addAnyway }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
      expect(shop.to("POST", "v2/orders/R7/line_item")).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it("shows the check on the side with findings when the shopper chooses to review, and orders nothing", async () => {
    const { shop, router } = await openSavedDesign({ design: { document: offTheBack }, routes: cartRoutes });
    await userEvent.click(within(screen.getByTestId("order-panel")).getByRole("button", { name: t.order.addToCart }));
    await userEvent.click(await screen.findByRole("button", { name: t.preflight.review }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("design-canvas")).toHaveAttribute("data-side", "back");
    expect(within(screen.getByTestId("check-panel")).getByRole("button", { name: /Off the back/ })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(shop.calls().filter((call) => call.startsWith("PUT") || call.startsWith("POST"))).toEqual([]);
  });
});

describe("the phone's bar with print-check findings", () => {
  it("counts them on the button whose sheet holds the check, in its name, and Review opens that sheet", async () => {
    onPhone();
    await openSavedDesign({ design: { document: offTheBack }, routes: cartRoutes, locale: "pl-PL" });
    const bar = within(screen.getByTestId("mobile-sheet-bar"));
    const layers = await bar.findByRole("button", { name: /rzecz do sprawdzenia/ });
    expect(layers).toHaveAccessibleName(`${pl.Editor.mobile.bar.layers}, 1 rzecz do sprawdzenia`);
    expect(within(layers).getByTestId("sheet-badge-layers")).toHaveTextContent("1");

    await userEvent.click(within(screen.getByTestId("order-summary")).getByRole("button", { name: pl.Editor.order.addToCart }));
    const dialog = within(await screen.findByRole("dialog", { name: pl.Editor.preflight.title }));
    expect(dialog.getByRole("button", { name: pl.Editor.preflight.addAnyway })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: pl.Editor.preflight.review }));
    expect(screen.getByTestId("mobile-sheet")).toHaveAttribute("data-section", "layers");
    expect(within(screen.getByTestId("mobile-sheet")).getByTestId("check-panel")).toBeInTheDocument();
  });

  it("shows no count while the check finds nothing", async () => {
    onPhone();
    await openSavedDesign();
    const bar = within(screen.getByTestId("mobile-sheet-bar"));
    expect(bar.getByRole("button", { name: t.mobile.bar.layers })).toBeInTheDocument();
    expect(bar.queryByTestId("sheet-badge-layers")).not.toBeInTheDocument();
  });
});

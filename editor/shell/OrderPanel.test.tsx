import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { configurationToLineItem, configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import {
  designAnswer,
  DESIGN_ADDRESS,
  editorRoutes,
  fakeShop,
  fileRecord,
  openSavedDesign,
  refusal,
  renderEditor,
  setUpEditorTests,
  SKU,
  uploadApi,
} from "./testing";

/**
 * The editor's order panel keeps the configuration the shopper chose on the
 * product page: it shows it in words, prices it with the server's quote of the
 * line (the cart's amount, on the storefront's basis), keeps it in the address
 * beside the design's id, and puts exactly that line into the cart.
 */

const t = en.Editor;

/** What the product page sent: 500 pieces with matte lamination, HD+, express and the FSC certificate. */
const configured: LineConfiguration = {
  sku: SKU,
  quantity: 500,
  material: "cardboard-white-one-side",
  printMode: "print-color-hd",
  finish: "foil-matte",
  printQuality: "hd-plus",
  express: true,
  paidAssets: ["service-fsc-certificate"],
};

setUpEditorTests({ address: `/box/design?${configurationToSearchParams(configured, new URLSearchParams("design_id=5"))}` });

const panel = () => screen.getByTestId("order-panel");
const addressQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe("the editor's order panel", () => {
  it("shows the configuration in words and the server's figure for it, not a piece price times the quantity", async () => {
    const { shop } = await openSavedDesign({ configuration: configured });

    await screen.findByTestId("order-panel");
    const words = within(screen.getByTestId("order-configuration"));
    expect(words.getByText(en.Catalog.materials["cardboard-white-one-side"])).toBeInTheDocument();
    expect(words.getByText(en.Catalog.printModes["print-color-hd"])).toBeInTheDocument();
    expect(words.getByText(en.Catalog.finishes["foil-matte"])).toBeInTheDocument();
    expect(screen.getByTestId("order-extras")).toHaveTextContent(t.order.options.express);
    expect(screen.getByTestId("order-extras")).toHaveTextContent(t.order.options.fsc);
    expect(panel()).toHaveTextContent(t.quality.names["hd-plus"]);
    // The saved design's quantity (60) gives way to the one the shopper configured.
    expect(screen.getByLabelText(t.order.quantity)).toHaveValue("500");

    // 380 cents net a piece, 500 pieces and the certificate: 1,929.00 net, 443.67 VAT. The rounded gross piece price (4.67) times 500 would be 2,335.00.
    expect(await screen.findByTestId("editor-total")).toHaveTextContent("€2,372.67");
    expect(panel()).toHaveTextContent("€4.67 per piece · incl. VAT");
    const asked = shop.to("GET", "prices/line_item")[0]!;
    expect(Object.fromEntries(asked.query)).toEqual(Object.fromEntries(configurationToSearchParams(configured)));
  });

  it("changes the configuration and the address with the print quality and the quantity, and re-prices them", async () => {
    await openSavedDesign({ routes: { "PUT box_designs/5": { body: designAnswer({ quantity: 120 }) } }, configuration: configured });
    await screen.findByTestId("editor-total");

    await userEvent.click(screen.getByRole("button", { name: t.quality.change }));
    const dialog = screen.getByRole("dialog", { name: t.quality.title });
    // Each quality is priced as this line in that quality: 420 cents net a piece in HD+ glossy.
    await waitFor(() => expect(within(dialog).getByTestId("quality-price-hd-plus-glossy")).toHaveTextContent("€2,618.67"));
    await userEvent.click(within(dialog).getByRole("radio", { name: new RegExp(t.quality.names["hd-plus-glossy"].replace("+", "\\+")) }));
    await userEvent.click(within(dialog).getByRole("button", { name: t.quality.apply }));

    expect(addressQuery()).toMatchObject({
      design_id: "5",
      print_quality: "hd-plus-glossy",
      finish: "foil-matte",
      express: "1",
      paid_assets: "service-fsc-certificate",
    });
    await waitFor(() => expect(screen.getByTestId("editor-total")).toHaveTextContent("€2,618.67"));

    await userEvent.selectOptions(screen.getByLabelText(t.order.quantity), "120");
    expect(addressQuery()).toMatchObject({ design_id: "5", quantity: "120", print_quality: "hd-plus-glossy" });
    // (250 + 80 + 90) x 120 + 2,900 = 53,300 net, 12,259 VAT.
    await waitFor(() => expect(screen.getByTestId("editor-total")).toHaveTextContent("€655.59"));
  });

  it("puts exactly the configured line into the cart, with the design", async () => {
    const shop = fakeShop({
      ...editorRoutes,
      "GET box_designs/5": { body: designAnswer() },
      "PUT box_designs/5": { body: designAnswer({ design_status: "ready" }) },
      "GET v2/orders/current": { body: { number: "R7", line_items: [] } },
      "POST v2/orders/R7/line_item": { body: { number: "R7" } },
    });
    const api = await uploadApi(shop, () => ({ status: 201, body: fileRecord() }));
    try {
      const { router } = await renderEditor({ kind: "design", designId: 5, shareToken: null, configuration: configured }, { uploadBaseUrl: api.baseUrl });
      await screen.findByTestId("editor-total");
      await userEvent.click(within(screen.getByTestId("order-panel")).getByRole("button", { name: t.order.addToCart }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith("/cart"));
      expect(shop.to("POST", "v2/orders/R7/line_item")[0]!.body).toEqual({
        ...configurationToLineItem(configured),
        box_design_id: 5,
        purchase_trigger: "editor",
      });
    } finally {
      await api.close();
    }
  });

  it("says in the shopper's language when the product is not made with the link's options, and does not order it", async () => {
    const { shop } = await openSavedDesign({
      routes: { "GET prices/line_item": refusal(400, "invalid_option", { option: "finish" }) },
      configuration: { ...configured, finish: "sleeve-white" },
      locale: "pl-PL",
    });

    expect(await screen.findByText(pl.Editor.order.errors.invalid_option)).toBeInTheDocument();
    expect(screen.queryByTestId("editor-total")).not.toBeInTheDocument();
    expect(within(screen.getByTestId("order-panel")).getByRole("button", { name: pl.Editor.order.addToCart })).toBeDisabled();
    // A refusal is an answer: it is not asked again and again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.to("GET", "prices/line_item")).toHaveLength(1);
  });

  it("opens with the defaults of the design's product when the address carries no configuration", async () => {
    window.history.replaceState(null, "", DESIGN_ADDRESS);
    const { shop } = await openSavedDesign({ configuration: null });
    // 60 pieces at 250 cents: 150.00 net, 34.50 VAT.
    expect(await screen.findByTestId("editor-total")).toHaveTextContent("€184.50");
    expect(Object.fromEntries(shop.to("GET", "prices/line_item")[0]!.query)).toEqual({ sku: SKU, quantity: "60", print_quality: "standard" });
  });
});

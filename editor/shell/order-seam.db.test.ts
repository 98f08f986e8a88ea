import { describe, expect, it } from "vitest";
import { configurationOfLineItem, configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";
import { shownTotal } from "@/lib/money/basis";
import { apiClient, inProcessFetch } from "@/test/api";
import { ApiService } from "@/lib/api/api-service";
import { addDesignLine, designLineBody } from "./order";

/**
 * The seam from the product page through the editor into the cart, walked
 * through the shop API in process: the figure the product page shows for a
 * configuration (its query is the configuration's URL form, as the configurator
 * sends it) is the line the editor's add-to-cart body creates, to the cent and
 * on the same basis, and the line keeps every option of the configuration.
 */

const api = apiClient();

async function visitorIn(region: string) {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  return body.token as string;
}

/** What the product page shows for a configuration: the server's quote, on the storefront's basis. */
async function productPageFigure(configuration: LineConfiguration, region: string) {
  const quoted = await api.get(`/api/prices/line_item?${configurationToSearchParams(configuration)}`, { region });
  return quoted;
}

/** What the editor does on "add to cart": a design for the sku, then the line with the design in a new cart. */
async function addFromEditor(configuration: LineConfiguration, region: string) {
  const token = await visitorIn(region);
  const design = await api.post("/api/box_designs", { box_design: { sku: configuration.sku, quantity: configuration.quantity } }, { token, region });
  expect(design.status, JSON.stringify(design.body)).toBe(201);
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const added = await api.post(`/api/v2/orders/${number}/line_item`, designLineBody(configuration, design.body.id), { token, region });
  const order = (await api.get(`/api/orders/${number}`, { token, region })).body;
  return { added, order, designId: design.body.id as number };
}

const fullColour: LineConfiguration = {
  sku: "mailer-box-full-color-300x220x100",
  quantity: 500,
  material: "cardboard-coated",
  printMode: "print-color-hd",
  finish: "foil-matte",
  printQuality: "hd-plus",
  express: true,
  paidAssets: ["service-fsc-certificate"],
};

describe("from the product page through the editor into the cart", () => {
  const cases: [string, LineConfiguration][] = [
    ["eu", fullColour],
    ["pl", { ...fullColour, quantity: 30 }],
    ["gb", { ...fullColour, quantity: 45, express: false }],
    ["us", { ...fullColour, quantity: 1500, paidAssets: [] }],
    ["de", { sku: "mailer-box-eco-150x100x50", quantity: 120, express: false, paidAssets: [] }],
  ];
  for (const [region, configuration] of cases) {
    it(`charges the product page's figure for the configured line with every option (${region}, ${configuration.quantity} pieces)`, async () => {
      const quoted = await productPageFigure(configuration, region);
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      const figure = shownTotal(quoted.body, quoted.body.price_display);

      const { added, order, designId } = await addFromEditor(configuration, region);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const [line] = order.line_items;
      expect({ total: line.total, vat: line.vat, total_with_vat: line.total_with_vat }).toEqual({
        total: quoted.body.total,
        vat: quoted.body.vat,
        total_with_vat: quoted.body.total_with_vat,
      });
      expect(order.price_display).toBe(quoted.body.price_display);
      expect(shownTotal(line, order.price_display)).toBe(figure);
      expect(line.box_design_id).toBe(designId);
      // The order keeps the configuration: read back, it is the one the shopper chose.
      expect(configurationOfLineItem(line)).toEqual(configuration);
    });
  }

  it("refuses a configuration the product does not sell, on the product page's price and in the cart, and writes nothing", async () => {
    const unsold: LineConfiguration = { ...fullColour, finish: "sleeve-white" };
    const quoted = await productPageFigure(unsold, "eu");
    expect(quoted.status).toBe(400);
    expect(quoted.body.error.code).toBe("invalid_option");

    const { added, order } = await addFromEditor(unsold, "eu");
    expect(added.status).toBe(400);
    expect(added.body.error.code).toBe("invalid_option");
    expect(order.line_items).toEqual([]);
  });

  it("offers the FSC certificate only on board products", async () => {
    const quoted = await productPageFigure({ sku: "poly-mailer-250x350", quantity: 30, express: false, paidAssets: ["service-fsc-certificate"] }, "eu");
    expect(quoted.status).toBe(400);
    expect(quoted.body.error.code).toBe("invalid_paid_asset");
  });
});

describe("editing a design from the cart", () => {
  const fetch = inProcessFetch();
  /** The editor's own client, with the visitor's token, talking to the shop API in process. */
  const editorApi = (token: string, region: string) => new ApiService({ baseUrl: "http://shop.test/api", region, getToken: () => token, fetch });

  it("brings the cart's line to the configuration chosen in the editor instead of adding the design a second time", async () => {
    const token = await visitorIn("eu");
    const editor = editorApi(token, "eu");
    const design = (await api.post("/api/box_designs", { box_design: { sku: fullColour.sku, quantity: 500 } }, { token, region: "eu" })).body.id as number;
    await addDesignLine(editor, fullColour, design);
    const cart = (await api.get("/api/v2/orders/current", { token, region: "eu" })).body;
    expect(cart.line_items).toHaveLength(1);

    // The cart's "edit design" opens the editor on the line's configuration; the shopper changes it and puts it back.
    const reopened = configurationOfLineItem(cart.line_items[0])!;
    expect(reopened).toEqual(fullColour);
    const changed: LineConfiguration = { ...reopened, quantity: 1000, printQuality: "standard", express: false };
    await addDesignLine(editor, changed, design);
    const after = (await api.get(`/api/orders/${cart.number}`, { token, region: "eu" })).body;
    expect(after.line_items).toHaveLength(1);
    expect(after.line_items[0].id).toBe(cart.line_items[0].id);
    expect(after.line_items[0].box_design_id).toBe(design);
    expect(configurationOfLineItem(after.line_items[0])).toEqual(changed);
    const quoted = await productPageFigure(changed, "eu");
    expect(after.line_items[0].total).toBe(quoted.body.total);

    // Another design of the same product is another line.
    const second = (await api.post("/api/box_designs", { box_design: { sku: fullColour.sku } }, { token, region: "eu" })).body.id as number;
    await addDesignLine(editor, fullColour, second);
    expect((await api.get(`/api/orders/${cart.number}`, { token, region: "eu" })).body.line_items).toHaveLength(2);
  });
});

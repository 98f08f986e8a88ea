import { describe, expect, it } from "vitest";
import { configuredAddress, designAddress, readEditorQuery } from "./opening";

const CONFIGURED = {
  sku: "mailer-box-full-color-300x220x100",
  quantity: "500",
  material: "cardboard-coated",
  print_mode: "print-color-hd",
  finish: "foil-matte",
  print_quality: "hd-plus",
  express: "1",
  paid_assets: "service-fsc-certificate",
};
const configuration = {
  sku: "mailer-box-full-color-300x220x100",
  quantity: 500,
  material: "cardboard-coated",
  printMode: "print-color-hd",
  finish: "foil-matte",
  printQuality: "hd-plus",
  express: true,
  paidAssets: ["service-fsc-certificate"],
};

describe("the editor's address", () => {
  it("opens a saved design by id, with the share token when there is one", () => {
    expect(readEditorQuery({ design_id: "42" })).toEqual({ kind: "design", designId: 42, shareToken: null, configuration: null });
    expect(readEditorQuery({ design_id: "42", share_token: "tok", sku: "other" })).toMatchObject({ kind: "design", designId: 42, shareToken: "tok" });
  });

  it("keeps the product page's whole configuration, for a new design and beside a saved design's id", () => {
    expect(readEditorQuery(CONFIGURED)).toEqual({ kind: "new", sku: CONFIGURED.sku, quantity: 500, configuration, fresh: false });
    expect(readEditorQuery({ ...CONFIGURED, design_id: "42" })).toEqual({ kind: "design", designId: 42, shareToken: null, configuration });
  });

  it("refuses options it cannot read instead of opening the default box", () => {
    expect(readEditorQuery({ ...CONFIGURED, finish: "gold-leaf" })).toEqual({ kind: "invalidConfiguration" });
    expect(readEditorQuery({ ...CONFIGURED, express: "maybe" })).toEqual({ kind: "invalidConfiguration" });
    // Beside a saved design, the design still opens, without the unreadable options.
    expect(readEditorQuery({ ...CONFIGURED, finish: "gold-leaf", design_id: "42" })).toMatchObject({ kind: "design", configuration: null });
  });

  it("starts a design for a sku, with the default quantity when the one given is not a whole number", () => {
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", quantity: "60" })).toMatchObject({
      kind: "new",
      sku: "mailer-box-eco-200x150x70",
      quantity: 60,
    });
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", quantity: "lots" })).toMatchObject({
      kind: "new",
      sku: "mailer-box-eco-200x150x70",
      quantity: 30,
    });
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", quantity: "-5" })).toMatchObject({ quantity: 30 });
    expect(readEditorQuery({ sku: ["first", "second"] })).toMatchObject({ kind: "new", sku: "first" });
  });

  it("asks for a new blank design only when the address says new_design=1, and a design's address drops it", () => {
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70" })).toMatchObject({ kind: "new", fresh: false });
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", new_design: "1" })).toMatchObject({ kind: "new", fresh: true });
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", new_design: "yes" })).toMatchObject({ kind: "new", fresh: false });
    const address = designAddress({ pathname: "/box/design", search: "?sku=mailer-box-eco-200x150x70&new_design=1", hash: "" }, 8);
    expect(new URLSearchParams(address.split("?")[1]).get("new_design")).toBeNull();
  });

  it("opens an example only with templateMode=true", () => {
    expect(readEditorQuery({ template: "bakery", language: "de", templateMode: "true" })).toEqual({
      kind: "template",
      templateId: "bakery",
      language: "de",
      sku: null,
      quantity: 30,
      configuration: null,
    });
    expect(readEditorQuery({ template: "bakery" })).toEqual({ kind: "none" });
    expect(readEditorQuery({ template: "../etc", templateMode: "true" })).toEqual({ kind: "none" });
  });

  it("ignores ids that are not positive whole numbers", () => {
    expect(readEditorQuery({ design_id: "abc" })).toEqual({ kind: "none" });
    expect(readEditorQuery({ design_id: "0", sku: "x" })).toMatchObject({ kind: "new", sku: "x" });
  });

  it("puts the design's id beside the configuration, replacing the example's parameters and keeping the rest", () => {
    const location = { pathname: "/nl-nl/box/design", search: "?sku=mailer&quantity=60&utm_source=mail", hash: "#top" };
    expect(designAddress(location, 9)).toBe("/nl-nl/box/design?sku=mailer&quantity=60&utm_source=mail&design_id=9#top");
    expect(designAddress({ pathname: "/pudelko/design", search: "?template=bakery&templateMode=true&language=pl", hash: "" }, 3)).toBe(
      "/pudelko/design?design_id=3",
    );
    const withConfiguration = designAddress({ pathname: "/box/design", search: "?template=bakery&templateMode=true", hash: "" }, 3, configuration as never);
    expect(Object.fromEntries(new URLSearchParams(withConfiguration.split("?")[1]))).toEqual({ design_id: "3", ...CONFIGURED });
  });

  it("writes a changed configuration beside the design's id", () => {
    const address = configuredAddress({ pathname: "/box/design", search: "?design_id=3&utm_source=mail", hash: "" }, {
      ...configuration,
      printQuality: "hd-plus-glossy",
    } as never);
    expect(Object.fromEntries(new URLSearchParams(address.split("?")[1]))).toEqual({
      design_id: "3",
      utm_source: "mail",
      ...CONFIGURED,
      print_quality: "hd-plus-glossy",
    });
  });
});

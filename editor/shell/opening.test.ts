import { describe, expect, it } from "vitest";
import { designAddress, readEditorQuery } from "./opening";

describe("the editor's address", () => {
  it("opens a saved design by id, with the share token when there is one", () => {
    expect(readEditorQuery({ design_id: "42" })).toEqual({ kind: "design", designId: 42, shareToken: null });
    expect(readEditorQuery({ design_id: "42", share_token: "tok", sku: "ignored" })).toEqual({ kind: "design", designId: 42, shareToken: "tok" });
  });

  it("starts a design for a sku, with the default quantity when the one given is not a whole number", () => {
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", quantity: "60" })).toEqual({ kind: "new", sku: "mailer-box-eco-200x150x70", quantity: 60 });
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", quantity: "lots" })).toEqual({ kind: "new", sku: "mailer-box-eco-200x150x70", quantity: 30 });
    expect(readEditorQuery({ sku: "mailer-box-eco-200x150x70", quantity: "-5" })).toMatchObject({ quantity: 30 });
    expect(readEditorQuery({ sku: ["first", "second"] })).toMatchObject({ kind: "new", sku: "first" });
  });

  it("opens an example only with templateMode=true", () => {
    expect(readEditorQuery({ template: "bakery", language: "de", templateMode: "true" })).toEqual({ kind: "template", templateId: "bakery", language: "de", sku: null, quantity: 30 });
    expect(readEditorQuery({ template: "bakery" })).toEqual({ kind: "none" });
    expect(readEditorQuery({ template: "../etc", templateMode: "true" })).toEqual({ kind: "none" });
  });

  it("ignores ids that are not positive whole numbers", () => {
    expect(readEditorQuery({ design_id: "abc" })).toEqual({ kind: "none" });
    expect(readEditorQuery({ design_id: "0", sku: "x" })).toMatchObject({ kind: "new", sku: "x" });
  });

  it("replaces the product and example parameters with the design's id, keeping the rest", () => {
    const location = { pathname: "/nl-nl/box/design", search: "?sku=mailer&quantity=60&utm_source=mail", hash: "#top" };
    expect(designAddress(location, 9)).toBe("/nl-nl/box/design?utm_source=mail&design_id=9#top");
    expect(designAddress({ pathname: "/pudelko/design", search: "?template=bakery&templateMode=true&language=pl", hash: "" }, 3)).toBe("/pudelko/design?design_id=3");
  });
});

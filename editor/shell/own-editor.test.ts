import { describe, expect, it } from "vitest";
import { ownEditorAddress } from "./opening";

const paths = { box: "/pudelko/design", product: "/editor/product/design" };
const at = (href: string) => {
  const url = new URL(href, "https://app.example");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe("a saved design's own editor address", () => {
  it("moves a bag or a label to the product editor and a box to the box editor, with the query", () => {
    expect(ownEditorAddress(at("/pudelko/design?design_id=3&share_token=abc"), paths, "paper-bag")).toBe("/editor/product/design?design_id=3&share_token=abc");
    expect(ownEditorAddress(at("/editor/product/design?design_id=4"), paths, "mailer-box")).toBe("/pudelko/design?design_id=4");
  });

  it("leaves an address that is right, or is no editor route", () => {
    expect(ownEditorAddress(at("/editor/product/design?design_id=3"), paths, "square-label")).toBeNull();
    expect(ownEditorAddress(at("/pudelko/design?design_id=4"), paths, "rigid-box")).toBeNull();
    expect(ownEditorAddress(at("/shared/design?design_id=4"), paths, "paper-bag")).toBeNull();
  });
});

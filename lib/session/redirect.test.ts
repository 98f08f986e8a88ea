import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("follows paths on this site", () => {
    expect(safeRedirect("/account/settings", "/")).toBe("/account/settings");
    expect(safeRedirect("/nl-nl/wallet?x=1", "/")).toBe("/nl-nl/wallet?x=1");
  });

  it("falls back for other sites and odd values", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined, "/a\nb"]) {
      expect(safeRedirect(value, "/home")).toBe("/home");
    }
  });
});

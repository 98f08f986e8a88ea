import { describe, expect, it } from "vitest";
import { isAllowedRedirect, safeRedirect } from "./redirect";

const SHOP = ["https://boxwright.com", "https://app.boxwright.com", "http://de.localhost:3000"];

const HOSTILE = [
  "https://evil.example/",
  "http://evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%0d%0a\r\nSet-Cookie: a=b",
  "/a\r\nLocation: https://evil.example",
  " /account",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "https:evil.example",
  "https://boxwright.com@evil.example/",
  "https://evil.example@boxwright.com/",
  "https://boxwright.com.evil.example/",
  "https://evil.example/https://boxwright.com",
  "http://boxwright.com/",
  "https://boxwright.com:8443/",
  "https://de.localhost:3000/",
  "\u0000/account",
  "/account\u007f",
  "",
  null,
  undefined,
  "x".repeat(3000),
];

describe("the redirect allowlist", () => {
  it("follows paths on this storefront, as they are", () => {
    for (const value of [
      "/account/settings",
      "/nl-nl/wallet?x=1",
      "/",
      "/order/R1/payment/summary?workflow_token=a%2Fb#top",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
    ]) {
      expect(safeRedirect(value, "/home")).toBe(value);
    }
  });

  it("follows the shop's own origins only when the caller names them", () => {
    expect(safeRedirect("https://boxwright.com/order/R1/payment/summary", "/home", SHOP)).toBe("https://boxwright.com/order/R1/payment/summary");
    expect(safeRedirect("http://de.localhost:3000/warenkorb", "/home", SHOP)).toBe("http://de.localhost:3000/warenkorb");
    expect(safeRedirect("https://boxwright.com/", "/home")).toBe("/home");
  });

  it("falls back for other sites, schemes, smuggled hosts and control characters", () => {
    for (const value of HOSTILE) {
      expect(isAllowedRedirect(value, SHOP), JSON.stringify(value)).toBe(false);
      expect(safeRedirect(value, "/home", SHOP)).toBe("/home");
    }
  });

  it("never yields a target a browser would take off the storefront", () => {
    for (const value of [...HOSTILE, "/a/b", "/%2e%2e/x"]) {
      const target = safeRedirect(value, "/home");
      expect(new URL(target, "https://storefront.invalid").origin).toBe("https://storefront.invalid");
    }
  });
});

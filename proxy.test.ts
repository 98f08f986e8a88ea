import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, PAGE_POLICY_HEADER, pagePolicyFor, proxy } from "./proxy";
import { PAGE_POLICY_HEADER as SERVER_PAGE_POLICY_HEADER, PAYMENT_POLICY } from "./server/runtime/security-headers.mjs";

function run(url: string, cookies: Record<string, string> = {}) {
  const headers = new Headers();
  const cookieHeader = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  if (cookieHeader) headers.set("cookie", cookieHeader);
  headers.set("host", new URL(url).host);
  const response = proxy(new NextRequest(url, { headers }));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return {
    target: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null,
    setCookies: response.cookies.getAll().map((c) => `${c.name}=${c.value}`),
  };
}

describe("proxy", () => {
  it("rewrites each way of naming a region to app/[region]/[locale]", () => {
    expect(run("http://localhost:3000/").target).toBe("/eu/en");
    expect(run("http://de.localhost:3000/").target).toBe("/de/de");
    expect(run("http://localhost:3000/nl-nl").target).toBe("/nl/nl");
    expect(run("http://localhost:3000/sv-se/cart").target).toBe("/sv/se/cart");
    expect(run("http://localhost:3000/?region=pl").target).toBe("/pl/pl?region=pl");
  });

  it("maps Polish paths to the canonical routes", () => {
    expect(run("http://pl.localhost:3000/koszyk").target).toBe("/pl/pl/cart");
    expect(run("http://pl.localhost:3000/zamowienie/R7/platnosc").target).toBe("/pl/pl/order/R7/payment");
  });

  it("switches the language with ?locale= and keeps it through a cookie", () => {
    const first = run("http://localhost:3000/?locale=fr");
    expect(first.target).toBe("/eu/fr?locale=fr");
    expect(first.setCookies).toContain("bw-lang=eu:fr");
    expect(run("http://localhost:3000/cart", { "bw-lang": "eu:fr" }).target).toBe("/eu/fr/cart");
  });

  it("sets cookies only when they change", () => {
    expect(run("http://de.localhost:3000/").setCookies).toEqual([]);
    expect(run("http://localhost:3000/?locale=fr", { "bw-lang": "eu:fr" }).setCookies).toEqual([]);
    expect(run("http://localhost:3000/?locale=en", { "bw-lang": "eu:fr" }).setCookies).toEqual(["bw-lang="]);
    expect(run("http://de.localhost:3000/?locale=en", { "bw-lang": "eu:fr" }).setCookies).toEqual(["bw-lang=de:en"]);
  });

  it("reads the storefront from the Host header, which names what the shopper asked for", () => {
    const headers = new Headers({ host: "pl.localhost:3000" });
    const response = proxy(new NextRequest("http://localhost:3000/koszyk", { headers }));
    expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname).toBe("/pl/pl/cart");
  });

  it("leaves the API, Next's files and static files alone", () => {
    const [matcher] = config.matcher;
    const pattern = new RegExp(`^${matcher!.replace("/((?!", "/(?!").replace(").*)", ").*")}$`);
    expect(pattern.test("/api/health")).toBe(false);
    expect(pattern.test("/_next/static/chunk.js")).toBe(false);
    expect(pattern.test("/build/shared-images/box.svg")).toBe(false);
    expect(pattern.test("/favicon.ico")).toBe(false);
    expect(pattern.test("/koszyk")).toBe(true);
    expect(pattern.test("/")).toBe(true);
  });
});

describe("page policies", () => {
  it("marks the payment step, in any storefront's own words, and nothing else", () => {
    const marked = (url: string) => {
      const headers = new Headers({ host: new URL(url).host });
      return proxy(new NextRequest(url, { headers })).headers.get(PAGE_POLICY_HEADER);
    };
    expect(marked("http://localhost:3000/order/R7/payment")).toBe("payment");
    expect(marked("http://pl.localhost:3000/zamowienie/R7/platnosc")).toBe("payment");
    expect(marked("http://localhost:3000/nl-nl/order/R7/payment")).toBe("payment");
    expect(marked("http://localhost:3000/order/R7/payment/summary")).toBeNull();
    expect(marked("http://localhost:3000/")).toBeNull();
    expect(marked("http://localhost:3000/cart")).toBeNull();
  });

  it("names the header the production server reads", () => {
    expect(PAGE_POLICY_HEADER).toBe(SERVER_PAGE_POLICY_HEADER);
    expect(pagePolicyFor("/order/R7/payment")).toBe(PAYMENT_POLICY);
  });
});

describe("the language cookie", () => {
  it("is HttpOnly and SameSite, and Secure over https", () => {
    const cookie = (url: string, proto?: string) => {
      const headers = new Headers({ host: new URL(url).host });
      if (proto) headers.set("x-forwarded-proto", proto);
      return proxy(new NextRequest(url, { headers })).headers.get("set-cookie") ?? "";
    };
    const plain = cookie("http://localhost:3000/?locale=fr");
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=lax/i);
    expect(plain).not.toMatch(/Secure/i);
    expect(cookie("http://localhost:3000/?locale=fr", "https")).toMatch(/Secure/i);
  });
});

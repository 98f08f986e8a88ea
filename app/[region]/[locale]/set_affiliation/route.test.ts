import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

function call(query: string, params = { region: "eu", locale: "en" }) {
  return GET(new NextRequest(`http://localhost:3000/${params.region}/${params.locale}/set_affiliation${query}`), { params: Promise.resolve(params) });
}

describe("/set_affiliation", () => {
  it("sets the affiliation cookie for 365 days and sends the visitor to the path asked for", async () => {
    const response = await call("?affiliation=partner_42&redirect=%2Fproducts%3Fsize%3Dsmall");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/products?size=small");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toContain("affiliation=partner_42");
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("never sends the visitor to another site, and lands on the storefront's home instead", async () => {
    for (const target of ["https%3A%2F%2Fevil.example%2F", "%2F%2Fevil.example", "%2F%5Cevil.example", ""]) {
      expect((await call(`?affiliation=p&redirect=${target}`)).headers.get("location")).toBe("/");
    }
    expect((await call("?affiliation=p", { region: "nl", locale: "nl" })).headers.get("location")).toBe("/nl-nl");
  });

  it("sets no cookie for a value that is not a short token, and answers 404 for an unknown storefront", async () => {
    const response = await call("?affiliation=%3Cscript%3E&redirect=%2F");
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await call("", { region: "xx", locale: "en" })).status).toBe(404);
  });
});

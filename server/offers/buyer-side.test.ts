import { describe, expect, it } from "vitest";
import { buyerSideOf, companyDomain } from "./buyer-side";

const account = (email: string | null, values: { id?: number; anonymous?: boolean; confirmed?: boolean } = {}) => ({
  id: values.id ?? 1,
  email,
  anonymous: values.anonymous ?? false,
  confirmedAt: values.confirmed === false ? null : new Date("2026-01-01T00:00:00Z"),
});

describe("who stands on the buyer's side", () => {
  it("is the addressed account, whatever the case of its address, confirmed or not", () => {
    expect(buyerSideOf(account("Ada@Kartonwerk.example", { confirmed: false }), "ada@kartonwerk.example")).toBe("addressee");
    expect(buyerSideOf(account("someone@elsewhere.example", { id: 9 }), "ada@kartonwerk.example", 9)).toBe("addressee");
  });

  it("is a colleague only with a confirmed address on the same company domain", () => {
    expect(buyerSideOf(account("jan@kartonwerk.example"), "ada@kartonwerk.example")).toBe("colleague");
    expect(buyerSideOf(account("jan@kartonwerk.example", { confirmed: false }), "ada@kartonwerk.example")).toBeNull();
    expect(buyerSideOf(account("jan@mail.kartonwerk.example"), "ada@kartonwerk.example")).toBeNull();
    expect(buyerSideOf(account("jan@kartonwerk.example.evil"), "ada@kartonwerk.example")).toBeNull();
  });

  it("is nobody for anonymous visitors, accounts without an address, or a public mail service's domain", () => {
    expect(buyerSideOf(account(null), "ada@kartonwerk.example")).toBeNull();
    expect(buyerSideOf(account("ada@kartonwerk.example", { anonymous: true }), "ada@kartonwerk.example")).toBeNull();
    expect(buyerSideOf(account("bob@gmail.com"), "ada@gmail.com")).toBeNull();
    expect(buyerSideOf(account("bob@WP.pl"), "ada@wp.pl")).toBeNull();
    expect(companyDomain("ada@Kartonwerk.example")).toBe("kartonwerk.example");
    expect(companyDomain("no-domain")).toBeNull();
    expect(companyDomain("@kartonwerk.example")).toBeNull();
  });
});

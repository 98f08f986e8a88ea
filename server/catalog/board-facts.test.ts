import { describe, expect, it } from "vitest";
import { paidAssetsFor } from "@/server/orders/pricing";
import { PRODUCTS } from "./products";
import { boardFacts } from "./board-facts";

const product = (slug: string) => PRODUCTS.find((candidate) => candidate.slug === slug)!;
const factsOf = (slug: string) => boardFacts(product(slug), paidAssetsFor(product(slug)));

describe("the board facts a product page states", () => {
  it("offers the FSC certificate on products made of board", () => {
    expect(factsOf("mailer-box-full-color")).toEqual(["fsc"]);
    expect(factsOf("mailer-box-eco")).toEqual(["fsc"]);
  });

  it("says nothing of FSC where the product is film and the certificate is not sold", () => {
    expect(factsOf("poly-mailer")).toEqual([]);
    expect(paidAssetsFor(product("recycled-poly-mailer"))).toEqual([]);
  });

  it("says recycled only of the product made of recycled material", () => {
    expect(factsOf("recycled-poly-mailer")).toEqual(["recycled"]);
    const recycled = PRODUCTS.filter((candidate) => boardFacts(candidate, paidAssetsFor(candidate)).includes("recycled")).map((candidate) => candidate.slug);
    expect(recycled).toEqual(["recycled-poly-mailer"]);
  });

  it("states FSC for exactly the products whose configuration offers the certificate", () => {
    for (const candidate of PRODUCTS) {
      expect(boardFacts(candidate, paidAssetsFor(candidate)).includes("fsc"), candidate.slug).toBe(
        paidAssetsFor(candidate).includes("service-fsc-certificate"),
      );
    }
  });
});

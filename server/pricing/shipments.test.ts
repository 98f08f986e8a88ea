import { describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { effectiveShipmentType, shipmentPrices, shipmentPricesFor } from "./shipments";

const eu = getRegion("eu");
const types = (region: string, itemTotal: number) => shipmentPricesFor(getRegion(region), itemTotal).map((price) => price.type);

describe("delivery offers", () => {
  it("offer the paid courier below the free threshold and only the free courier from it: one courier row per real choice", () => {
    expect(types("eu", 4_999)).toEqual(["courier", "sample-packs-eu4", "palettes"]);
    expect(types("eu", 24_999)).toEqual(["courier", "sample-packs-free", "palettes"]);
    expect(types("eu", 25_000)).toEqual(["courier-free", "sample-packs-free", "palettes"]);
    expect(shipmentPricesFor(eu, 10_000).find((price) => price.method === "courier")).toEqual({
      method: "courier",
      type: "courier",
      price: 1490,
      free_from: 25_000,
    });
  });

  it("never list a free method at 0 below its threshold", () => {
    for (const region of ["eu", "de", "pl", "gb", "us", "ch", "sv"]) {
      for (const price of shipmentPricesFor(getRegion(region), 100)) {
        if (price.price === 0 && price.free_from !== null) throw new Error(`${region} offers ${price.type} free below ${price.free_from}`);
      }
    }
  });

  it("ship free whatever the value where the storefront has only the free variant (us courier, pl sample packs)", () => {
    expect(types("us", 100)).toEqual(["courier-free", "sample-packs-free"]);
    expect(shipmentPrices(getRegion("us")).every((price) => price.free_from === null)).toBe(true);
    expect(types("pl", 100)).toContain("sample-packs-free");
  });

  it("tell the list's readers the truth: the free courier's free_from is where it starts, the paid one's where it gives way", () => {
    const list = shipmentPrices(eu);
    expect(list.find((price) => price.type === "courier-free")).toMatchObject({ price: 0, free_from: 25_000 });
    expect(list.find((price) => price.type === "courier")).toMatchObject({ price: 1490, free_from: 25_000 });
    expect(list.find((price) => price.type === "palettes")).toMatchObject({ price: 9900, free_from: null });
  });

  it("move a chosen method to the row the order's value now qualifies for", () => {
    expect(effectiveShipmentType(eu, "courier-free", 10_000)).toBe("courier");
    expect(effectiveShipmentType(eu, "courier", 30_000)).toBe("courier-free");
    expect(effectiveShipmentType(eu, "palettes", 10)).toBe("palettes");
    expect(effectiveShipmentType(getRegion("us"), "courier-free", 10)).toBe("courier-free");
  });
});

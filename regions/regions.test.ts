import { describe, expect, it } from "vitest";
import {
  ALL_REGIONS,
  DEFAULT_REGION_ID,
  findRegion,
  getRegion,
  getRegionValue,
  REGION_IDS,
  REGION_KEY_NOT_FOUND,
  REGION_NOT_FOUND,
  regionSchema,
  REGIONS,
  type Region,
} from "./index";
import { EU_COUNTRIES } from "./shared";

describe("region configuration", () => {
  it("has the 15 regions of the spec, each valid against the schema", () => {
    expect([...REGION_IDS].sort()).toEqual(["at", "ch", "cz", "de", "es", "eu", "fr", "gb", "it", "nl", "no", "pl", "ro", "sv", "us"]);
    for (const region of ALL_REGIONS) {
      expect(regionSchema.safeParse(region).success, region.id).toBe(true);
    }
  });

  it("rejects a region with a missing or mistyped key", () => {
    const { vatAmount: _dropped, ...withoutVat } = REGIONS.de;
    expect(regionSchema.safeParse(withoutVat).success).toBe(false);
    expect(regionSchema.safeParse({ ...REGIONS.de, currency: "CZK" }).success).toBe(false);
    expect(regionSchema.safeParse({ ...REGIONS.de, unknownKey: true }).success).toBe(false);
    expect(regionSchema.safeParse({ ...REGIONS.de, domain: { ...REGIONS.de.domain, pathBased: true } }).success).toBe(false);
  });

  it("puts sv-se, ro-ro, nl-nl and en-us under a path and the rest on their own domain", () => {
    const pathBased = ALL_REGIONS.filter((r) => r.domain.pathBased).map((r) => [r.id, r.domain.pathRegion]);
    expect(pathBased.sort()).toEqual([
      ["nl", "nl-nl"],
      ["ro", "ro-ro"],
      ["sv", "sv-se"],
      ["us", "en-us"],
    ]);
    expect(REGIONS.sv.code).toBe("se");
  });

  it("keeps the spec's currencies, VAT and price formats", () => {
    const pick = (r: Region) => [r.currency, r.vatAmount, r.currencyFormatter.currencyPosition];
    expect(pick(REGIONS.eu)).toEqual(["EUR", 23, "left"]);
    expect(REGIONS.eu.currencyFormatter).toMatchObject({ thousandSeparator: ",", decimalSeparator: "." });
    expect(pick(REGIONS.gb)).toEqual(["GBP", 20, "left"]);
    expect(REGIONS.gb.alwaysShowAddedTax).toBe(true);
    expect(pick(REGIONS.pl)).toEqual(["PLN", 23, "right"]);
    expect(REGIONS.pl.currencyFormatter).toMatchObject({ thousandSeparator: " ", decimalSeparator: "," });
    expect([REGIONS.ro.currency, REGIONS.ro.vatAmount]).toEqual(["RON", 23]);
    expect([REGIONS.sv.currency, REGIONS.sv.vatAmount]).toEqual(["SEK", 23]);
    expect([REGIONS.us.currency, REGIONS.us.vatAmount, REGIONS.us.hasVat]).toEqual(["USD", 0, false]);
    expect(
      ALL_REGIONS.filter((r) => r.forcedTax)
        .map((r) => r.id)
        .sort(),
    ).toEqual(["gb", "pl"]);
  });

  it("offers the plus area exactly in eu, gb, pl, de, fr, it, es and nl", () => {
    expect(
      ALL_REGIONS.filter((r) => r.supportsPlus)
        .map((r) => r.id)
        .sort(),
    ).toEqual(["de", "es", "eu", "fr", "gb", "it", "nl", "pl"]);
  });

  it("has the spec's payment methods per region", () => {
    const eu = ["paypal", "check", "stripe", "p24", "ideal", "bancontact", "eps", "giropay", "card", "hokodo"];
    expect(REGIONS.eu.allowedPaymentMethods).toEqual(eu);
    for (const id of ["de", "at", "it", "es", "nl"] as const) {
      expect(REGIONS[id].allowedPaymentMethods, id).toEqual(eu.filter((m) => m !== "hokodo"));
    }
    expect(REGIONS.gb.allowedPaymentMethods).toEqual(["check", "stripe", "card", "hokodo"]);
    expect(REGIONS.pl.allowedPaymentMethods).toEqual(["check", "stripe", "p24", "card", "hokodo"]);
    expect(REGIONS.ro.allowedPaymentMethods).toEqual(["check", "stripe", "card"]);
    expect(REGIONS.sv.allowedPaymentMethods).toEqual(["check", "stripe", "card"]);
    expect(REGIONS.us.allowedPaymentMethods).toEqual(["stripe", "card"]);
  });

  it("ships eu to the EU without Cyprus and Malta plus CH and NO, and gb, pl, us at home only", () => {
    const euShipping = REGIONS.eu.allowedShippingCountries;
    expect(euShipping).toHaveLength(27);
    expect(euShipping).toEqual(expect.arrayContaining(["CH", "NO", "DE", "PL"]));
    expect(euShipping).not.toContain("CY");
    expect(euShipping).not.toContain("MT");
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(REGIONS.gb.allowedShippingCountries).toEqual(["GB"]);
    expect(REGIONS.pl.allowedShippingCountries).toEqual(["PL"]);
    expect(REGIONS.us.allowedShippingCountries).toEqual(["US"]);
    expect(REGIONS.eu.partiallySupportedCountries).toEqual(["AU", "CA", "US"]);
  });

  it("adds 40.00 customs for Norway and Switzerland only", () => {
    const withCustoms = ALL_REGIONS.filter((r) => r.additionalCustoms > 0);
    expect(withCustoms.map((r) => [r.id, r.additionalCustoms]).sort()).toEqual([
      ["ch", 4000],
      ["no", 4000],
    ]);
  });

  it("keeps the spec's delivery times", () => {
    expect(REGIONS.eu.deliveryTime).toEqual({
      compartmentDeliveryTime: { standard: { min: 3, max: 5 }, express: { min: 1, max: 2 } },
      avarageDeliveryTime: 5,
      samplePackAverageDeliveryTime: 5,
    });
    expect(REGIONS.gb.deliveryTime.samplePackAverageDeliveryTime).toBe(3);
    expect(REGIONS.pl.deliveryTime).toMatchObject({ avarageDeliveryTime: 3, samplePackAverageDeliveryTime: 3 });
    expect(REGIONS.us.deliveryTime).toMatchObject({ avarageDeliveryTime: 5, samplePackAverageDeliveryTime: 3 });
    expect(REGIONS.us.deliveryTime.compartmentDeliveryTime.standard).toEqual({ min: 3, max: 5 });
    expect(REGIONS.us.shipmentsConfig.deliveryTime).toEqual({
      compartmentDeliveryTime: { standard: { min: 1, max: 2 } },
      avarageDeliveryTime: 5,
      samplePackAverageDeliveryTime: 5,
    });
    expect(REGIONS.us.allowedShipments).toEqual(["courier", "sample-packs"]);
    expect(REGIONS.pl.allowedShipments).toEqual(expect.arrayContaining(["pick-up", "polish-post"]));
  });

  it("lists the designless products everywhere", () => {
    for (const region of ALL_REGIONS) expect(region.designlessProductIds).toEqual(["mailer-box-plain", "shipping-box-plain"]);
  });
});

describe("region lookup", () => {
  it("finds a region by id or short code, in any case", () => {
    expect(getRegion("de").id).toBe("de");
    expect(getRegion("PL").id).toBe("pl");
    expect(getRegion("se").id).toBe("sv");
    expect(getRegion("sv").id).toBe("sv");
    expect(findRegion("xx")).toBeUndefined();
    expect(DEFAULT_REGION_ID).toBe("eu");
  });

  it("fails with the spec's message for an unknown region", () => {
    expect(() => getRegion("xx")).toThrow(REGION_NOT_FOUND);
    expect(() => getRegion("")).toThrow("Cannot find region in Region Configuration");
    expect(() => getRegion(undefined)).toThrow(REGION_NOT_FOUND);
  });

  it("reads one key, failing with the spec's message for an unknown key", () => {
    expect(getRegionValue("gb", "currency")).toBe("GBP");
    expect(() => getRegionValue("gb", "noSuchKey" as keyof Region)).toThrow("Cannot find key in Region Configuration");
    expect(() => getRegionValue("gb", "domain" as keyof Region)).not.toThrow();
    expect(() => getRegionValue("zz", "currency")).toThrow(REGION_NOT_FOUND);
    expect(REGION_KEY_NOT_FOUND).toBe("Cannot find key in Region Configuration");
  });
});

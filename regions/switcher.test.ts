import { describe, expect, it } from "vitest";
import { switcherCountries } from "./switcher";

describe("region switcher", () => {
  const countries = switcherCountries();
  const regionOf = (iso: string) => countries.find((c) => c.countryCode === iso)?.region.id;

  it("leaves out Cyprus and Malta", () => {
    expect(regionOf("CY")).toBeUndefined();
    expect(regionOf("MT")).toBeUndefined();
  });

  it("sends each country to the storefront that serves it", () => {
    expect(regionOf("DE")).toBe("de");
    expect(regionOf("SE")).toBe("sv");
    expect(regionOf("GB")).toBe("gb");
    expect(regionOf("US")).toBe("us");
    expect(regionOf("BE")).toBe("eu");
    expect(countries).toHaveLength(29);
  });
});

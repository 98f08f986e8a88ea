import { describe, expect, it } from "vitest";
import { displayLength, lengthUnitFor } from "./units";

describe("size units", () => {
  it("uses inches in the US and centimetres elsewhere", () => {
    expect(lengthUnitFor("us")).toBe("in");
    expect(lengthUnitFor("eu")).toBe("cm");
    expect(lengthUnitFor("gb")).toBe("cm");
  });

  it("converts millimetres to one decimal", () => {
    expect(displayLength(250, "cm")).toBe(25);
    expect(displayLength(255, "cm")).toBe(25.5);
    expect(displayLength(254, "in")).toBe(10);
    expect(displayLength(250, "in")).toBe(9.8);
  });
});

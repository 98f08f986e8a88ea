import { describe, expect, it } from "vitest";
import { PRINT_COLOR_MODES } from "./constants";
import { INSIDE_PRINT_MODES, printsInside } from "./print-inside";

describe("printsInside", () => {
  it("is true for the modes that print inside, the double-sided mailer's included", () => {
    for (const mode of [
      "print-eco-color-with-print-inside",
      "print-monochrome-with-print-inside",
      "print-monochrome-white-with-print-inside",
      "print-indigo-color-with-inside",
    ]) {
      expect(printsInside(mode), mode).toBe(true);
    }
  });

  it("is false for every other mode, for none and for anything else", () => {
    for (const mode of PRINT_COLOR_MODES.filter((candidate) => !INSIDE_PRINT_MODES.includes(candidate))) expect(printsInside(mode), mode).toBe(false);
    for (const other of [undefined, null, "", "inside", "toString"]) expect(printsInside(other)).toBe(false);
  });

  it("knows every catalogue mode that names the inside", () => {
    expect(PRINT_COLOR_MODES.filter((mode) => mode.includes("inside"))).toEqual([...INSIDE_PRINT_MODES]);
  });
});

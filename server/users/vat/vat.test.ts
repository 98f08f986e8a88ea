import { describe, expect, it } from "vitest";
import { SUPPORTED_VAT_COUNTRIES, validateVatId, type VatIdInvalidReason } from "./validate";

const b2b = (countryIso: string, vatId: string) => validateVatId({ vatId, countryIso, customerType: "b2b" });

const reasonOf = (countryIso: string, vatId: string): VatIdInvalidReason | "valid" => {
  const result = b2b(countryIso, vatId);
  return result.valid ? "valid" : result.reason;
};

interface CountryCase {
  valid: string[];
  /** The last check digit (or letter) changed. */
  checksum: string[];
  format: string[];
}

/** Published numbers of real companies (and documented examples), without the country prefix. */
const CASES: Record<string, CountryCase> = {
  AT: { valid: ["U13585627"], checksum: ["U13585626"], format: ["13585627", "U1358562"] },
  BE: { valid: ["0417497106", "417497106"], checksum: ["0417497107"], format: ["2417497106", "04174971"] },
  BG: { valid: ["175074752", "7523169263"], checksum: ["175074753", "7523169264"], format: ["17507475", "17507475A"] },
  CY: { valid: ["10259033P"], checksum: ["10259033Q"], format: ["12259033P", "102590331", "1025903P"] },
  CZ: { valid: ["46505334", "7103192745"], checksum: ["46505335"], format: ["96505334", "4650533"] },
  DE: { valid: ["136695976"], checksum: ["136695977"], format: ["036695976", "13669597"] },
  DK: { valid: ["13585628"], checksum: ["13585629"], format: ["1358562", "03585628"] },
  EE: { valid: ["100207415"], checksum: ["100207416"], format: ["200207415", "10020741"] },
  GR: { valid: ["094014201"], checksum: ["094014202"], format: ["0940142", "0940142010"] },
  ES: {
    valid: ["A28015865", "B64717838", "Q2826000H", "12345678Z", "54362315K", "X1234567L", "X5253868R", "M1234567L"],
    checksum: ["A28015866", "Q2826000I", "12345678A", "X1234567M"],
    format: ["I28015865", "A2801586", "A280158651"],
  },
  FI: { valid: ["20774740"], checksum: ["20774741"], format: ["2077474", "207747401"] },
  FR: { valid: ["40303265045", "23334175221", "K7399859412"], checksum: ["40303265046"], format: ["4I303265045", "4030326504"] },
  HR: { valid: ["38192148118"], checksum: ["38192148119"], format: ["3819214811", "3819214811A"] },
  HU: { valid: ["12892312"], checksum: ["12892313"], format: ["1289231", "128923121"] },
  IE: {
    valid: ["8Z49289F", "6433435F", "8D79739I", "1234567T", "1234567TW", "1234567FA"],
    checksum: ["8Z49289G", "6433435E", "1234567FB"],
    format: ["8Z4928F", "123456789", "1234567FZ"],
  },
  IT: { valid: ["00743110157"], checksum: ["00743110158"], format: ["0074311015", "00743111107", "00000001234"] },
  LT: { valid: ["100001919017", "119511515", "100004801610"], checksum: ["100001919018", "119511516"], format: ["100001919027", "10000191901"] },
  LU: { valid: ["15027442"], checksum: ["15027443"], format: ["1502744", "150274421"] },
  LV: { valid: ["40003009497"], checksum: ["40003009498"], format: ["4000300949", "4000300949A"] },
  MT: { valid: ["15121333"], checksum: ["15121334"], format: ["05121333", "1512133"] },
  NL: {
    valid: ["004495445B01", "000099998B57"],
    // The B01 suffix numbers branches and is outside the eleven-test, so its check digit is the 9th.
    checksum: ["004495446B01", "000099998B58"],
    format: ["004495445B00", "004495445A01", "04495445B01"],
  },
  PL: { valid: ["5260250274"], checksum: ["5260250275"], format: ["526025027", "52602502741"] },
  PT: { valid: ["501964843"], checksum: ["501964844"], format: ["001964843", "50196484"] },
  RO: { valid: ["18547290"], checksum: ["18547291"], format: ["01854729", "18547290123"] },
  // Changing the final 1 would break the fixed "01" ending, so the check digit before it is changed.
  SE: { valid: ["556188840401"], checksum: ["556188840501"], format: ["556188840402", "5561888404"] },
  SI: { valid: ["15012557"], checksum: ["15012558"], format: ["05012557", "1501255"] },
  SK: { valid: ["2020317068", "2022749619"], checksum: ["2020317069"], format: ["2010317068", "202031706"] },
  GB: {
    valid: ["980780684", "980780684001", "GD001", "HA500"],
    checksum: ["980780685", "802311781"],
    format: ["98078068", "GD500", "HA499", "9807806840"],
  },
  CH: { valid: ["100155212", "100155212MWST", "116281710TVA"], checksum: ["100155213", "116281711IVA"], format: ["10015521", "100155212VAT"] },
  NO: { valid: ["923609016", "923609016MVA"], checksum: ["923609017", "923609017MVA"], format: ["92360901", "923609016VAT"] },
};

describe("per-country rules", () => {
  it("cover every supported country", () => {
    expect(Object.keys(CASES).sort()).toEqual([...SUPPORTED_VAT_COUNTRIES]);
    expect(SUPPORTED_VAT_COUNTRIES).toHaveLength(30);
  });

  describe.each(Object.entries(CASES))("%s", (country, { valid, checksum, format }) => {
    it.each(valid)("accepts %s", (vatId) => expect(reasonOf(country, vatId)).toBe("valid"));
    it.each(checksum)("rejects %s by checksum", (vatId) => expect(reasonOf(country, vatId)).toBe("checksum"));
    it.each(format)("rejects %s by format", (vatId) => expect(reasonOf(country, vatId)).toBe("format"));
  });

  it("accept the 2010 UK series, which adds 55 before the mod 97 test", () => {
    // Constructed: 100 1234 NN with the 9755 check digits.
    expect(reasonOf("GB", "100123404")).toBe("valid");
    expect(reasonOf("GB", "100123405")).toBe("checksum");
    // Below 100 only the original test applies.
    expect(reasonOf("GB", "012345662")).toBe("checksum");
  });
});

describe("normalization", () => {
  it("accepts the number with or without prefix, in any case, with spaces, dots and dashes", () => {
    for (const vatId of ["PL5260250274", "5260250274", "pl 526-025-02-74", "PL 526.025.02.74", " pl5260250274 "]) {
      expect(b2b("PL", vatId)).toEqual({ valid: true, countryIso: "PL", normalized: "PL5260250274", number: "5260250274", vatId });
    }
  });

  it("pads old Belgian and Greek numbers", () => {
    expect(b2b("BE", "BE 417 497 106")).toMatchObject({ valid: true, normalized: "BE0417497106" });
    expect(b2b("GR", "94014201")).toMatchObject({ valid: true, normalized: "EL094014201" });
  });

  it("writes Swiss numbers as CHE and keeps their suffix", () => {
    expect(b2b("CH", "CHE-100.155.212 MWST")).toMatchObject({ valid: true, normalized: "CHE100155212MWST", number: "100155212MWST" });
    expect(b2b("CH", "CH100155212")).toMatchObject({ valid: true, normalized: "CHE100155212" });
  });

  it("keeps Northern Ireland's XI prefix and defaults to GB", () => {
    expect(b2b("GB", "XI 980 7806 84")).toMatchObject({ valid: true, normalized: "XI980780684" });
    expect(b2b("GB", "980 7806 84")).toMatchObject({ valid: true, normalized: "GB980780684" });
  });

  it("accepts typographic dashes from pasted text", () => {
    expect(b2b("DE", "DE\u2013136\u2013695\u2013976")).toMatchObject({ valid: true, normalized: "DE136695976" });
  });
});

describe("Greece", () => {
  it.each([
    ["GR", "EL094014201"],
    ["GR", "GR094014201"],
    ["EL", "EL094014201"],
    ["el", "094014201"],
    ["EL", "GR 094 014 201"],
  ])("country %s with %s", (countryIso, vatId) => {
    expect(b2b(countryIso, vatId)).toMatchObject({ valid: true, countryIso: "GR", normalized: "EL094014201" });
  });
});

describe("country mismatch", () => {
  it.each([
    ["DE", "PL5260250274", "PL"],
    ["AT", "DE136695976", "DE"],
    ["DE", "EL094014201", "EL"],
    ["CY", "CHE100155212", "CHE"],
    ["GB", "NL004495445B01", "NL"],
    // "DE…" would also fit a French key with letters; a German number is the likelier reading.
    ["FR", "DE123456789", "DE"],
  ])("country %s with %s", (countryIso, vatId, prefix) => {
    const result = b2b(countryIso, vatId);
    expect(result).toMatchObject({ valid: false, reason: "country_mismatch" });
    expect(result.valid ? "" : result.message).toContain(prefix);
  });

  it("is not reported for a prefix that names no supported country", () => {
    expect(reasonOf("DE", "US136695976")).toBe("format");
  });
});

describe("customer types and unsupported countries", () => {
  it("does not require a VAT number from consumers, in any country", () => {
    for (const countryIso of ["DE", "US", "GR"]) {
      for (const vatId of ["", "   ", " - "]) {
        const result = validateVatId({ vatId, countryIso, customerType: "b2c" });
        expect(result).toEqual({ valid: true, countryIso, normalized: null, number: null, vatId });
      }
    }
  });

  it("still checks a number a consumer does enter", () => {
    expect(validateVatId({ vatId: "5260250275", countryIso: "PL", customerType: "b2c" })).toMatchObject({ valid: false, reason: "checksum" });
    expect(validateVatId({ vatId: "5260250274", countryIso: "PL", customerType: "b2c" })).toMatchObject({ valid: true, normalized: "PL5260250274" });
  });

  it("requires a VAT number from businesses", () => {
    const result = b2b("DE", "  ");
    expect(result).toMatchObject({ valid: false, countryIso: "DE", reason: "required" });
    expect(result.valid ? "" : result.message).toMatch(/required/);
  });

  it("reports countries without rules as unsupported", () => {
    expect(b2b("US", "123456789")).toMatchObject({ valid: false, countryIso: "US", reason: "unsupported_country" });
    expect(b2b("us", "")).toMatchObject({ valid: false, countryIso: "US", reason: "unsupported_country" });
    expect(b2b("", "DE136695976")).toMatchObject({ valid: false, reason: "unsupported_country" });
    expect(b2b("constructor", "1")).toMatchObject({ valid: false, reason: "unsupported_country" });
  });

  it("explains format errors with the expected shape", () => {
    const result = b2b("PL", "12345");
    expect(result.valid ? "" : result.message).toContain("10 digits");
  });
});

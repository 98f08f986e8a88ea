import { digitAt, elevenMinus, weightedSum } from "./checksums";
import type { VatRule } from "./rules";

/** Countries outside the EU that the shop sells to with VAT numbers: GB, CH and NO. */

function unitedKingdomValid(n: string): boolean {
  // Government departments (GD) and health authorities (HA) have no check digits.
  if (!/^\d/.test(n)) return true;
  // A 12-digit number is a 9-digit one plus a branch code, which is not checked.
  const remainder = weightedSum(n, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  // Numbers issued from 2010 on ("9755") add 55 before the mod 97 test; that
  // series starts at 100 0000 00, so lower numbers must pass the original test.
  return remainder === 0 || (remainder === 42 && Number(n.slice(0, 3)) >= 100);
}

/** 11 − (sum mod 11), where 11 means 0 and 10 means no valid number exists. */
function elevenMinusCheck(n: string, weights: readonly number[]): boolean {
  const check = elevenMinus(weightedSum(n, weights)) % 11;
  return check !== 10 && check === digitAt(n, weights.length);
}

export const RULES_NON_EU: readonly VatRule[] = [
  {
    iso: "GB",
    prefix: "GB",
    otherPrefixes: ["XI"],
    keepEnteredPrefix: true,
    format: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
    formatHint: "9 or 12 digits, or GD/HA followed by 3 digits",
    checksum: unitedKingdomValid,
  },
  {
    iso: "CH",
    // The UID is written CHE-123.456.789, optionally followed by the VAT register's
    // language suffix; CH alone is accepted because people drop the E.
    prefix: "CHE",
    otherPrefixes: ["CH"],
    format: /^\d{9}(?:MWST|TVA|IVA|TPV)?$/,
    formatHint: "CHE followed by 9 digits, optionally MWST, TVA or IVA",
    checksum: (n) => elevenMinusCheck(n, [5, 4, 3, 2, 7, 6, 5, 4]),
  },
  {
    iso: "NO",
    prefix: "NO",
    format: /^\d{9}(?:MVA)?$/,
    formatHint: "9 digits, optionally followed by MVA",
    checksum: (n) => elevenMinusCheck(n, [3, 2, 7, 6, 5, 4, 3, 2]),
  },
];

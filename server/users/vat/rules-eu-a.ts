import { digitAt, iso7064Mod1110Valid, luhnCheckDigit, weightedSum } from "./checksums";
import type { VatRule } from "./rules";

/** EU member states AT to HU (Greece under its VAT prefix EL). */

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const dniLetter = (digits: string): string => DNI_LETTERS.charAt(Number(digits) % 23);

function spainValid(n: string): boolean {
  const first = n.charAt(0);
  const body = n.slice(1, 8);
  const last = n.charAt(8);
  if (first >= "0" && first <= "9") return dniLetter(n.slice(0, 8)) === last;
  // NIE: X, Y and Z stand for a leading 0, 1 and 2 of the same letter scheme.
  const nie = "XYZ".indexOf(first);
  if (nie !== -1) return dniLetter(String(nie) + body) === last;
  // K, L and M are NIFs of people without a DNI; their letter is computed on the 7 digits.
  if ("KLM".includes(first)) return dniLetter(body) === last;
  // CIF: the Tax Agency's own rules disagree on which entity types use the digit
  // and which the letter form, so either is accepted for every type.
  const check = luhnCheckDigit(body);
  return last === String(check) || last === "JABCDEFGHI".charAt(check);
}

function bulgariaValid(n: string): boolean {
  const last = digitAt(n, n.length - 1);
  if (n.length === 9) {
    let check = weightedSum(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
    if (check === 10) check = weightedSum(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
    return check % 10 === last;
  }
  // Ten digits are a personal number (EGN), a foreigner's number (LNCh) or another
  // identifier; the VAT number does not say which, so any of the three may match.
  const egn = (weightedSum(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10;
  const foreigner = weightedSum(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10;
  const other = (11 - (weightedSum(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return egn === last || foreigner === last || other === last;
}

function cyprusValid(n: string): boolean {
  const evenValues = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const digit = digitAt(n, i);
    sum += i % 2 === 0 ? (evenValues[digit] ?? 0) : digit;
  }
  return String.fromCharCode(65 + (sum % 26)) === n.charAt(8);
}

function austriaValid(n: string): boolean {
  let sum = 0;
  for (let i = 1; i <= 7; i++) {
    let digit = digitAt(n, i);
    if (i % 2 === 0) {
      digit *= 2;
      digit = Math.floor(digit / 10) + (digit % 10);
    }
    sum += digit;
  }
  return (10 - ((sum + 4) % 10)) % 10 === digitAt(n, 8);
}

export const RULES_EU_A: readonly VatRule[] = [
  { iso: "AT", prefix: "AT", format: /^U\d{8}$/, formatHint: "U followed by 8 digits", checksum: austriaValid },
  {
    iso: "BE",
    prefix: "BE",
    // Old 9-digit numbers got a leading 0 in 2007; both are still typed.
    format: /^(?:[01]\d{9}|\d{9})$/,
    formatHint: "10 digits starting with 0 or 1",
    canonical: (n) => n.padStart(10, "0"),
    checksum: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  },
  { iso: "BG", prefix: "BG", format: /^\d{9,10}$/, formatHint: "9 or 10 digits", checksum: bulgariaValid },
  {
    iso: "CY",
    prefix: "CY",
    format: /^(?!12)[013459]\d{7}[A-Z]$/,
    formatHint: "8 digits followed by a letter",
    checksum: cyprusValid,
  },
  {
    iso: "CZ",
    prefix: "CZ",
    // 8 digits for legal entities; 9 or 10 are birth numbers of individuals,
    // whose date-based rules are not worth encoding for an address form.
    format: /^(?:[0-8]\d{7}|\d{9,10})$/,
    formatHint: "8, 9 or 10 digits",
    checksum: (n) => {
      if (n.length !== 8) return true;
      const check = (11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
      return (check === 0 ? 1 : check) % 10 === digitAt(n, 7);
    },
  },
  { iso: "DE", prefix: "DE", format: /^[1-9]\d{8}$/, formatHint: "9 digits", checksum: iso7064Mod1110Valid },
  {
    iso: "DK",
    prefix: "DK",
    format: /^[1-9]\d{7}$/,
    formatHint: "8 digits",
    checksum: (n) => weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  },
  {
    iso: "EE",
    prefix: "EE",
    format: /^10\d{7}$/,
    formatHint: "9 digits starting with 10",
    checksum: (n) => weightedSum(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
  },
  {
    iso: "GR",
    // VAT numbers use EL (the Greek name); GR is the ISO code people also type.
    prefix: "EL",
    otherPrefixes: ["GR"],
    format: /^\d{8,9}$/,
    formatHint: "9 digits",
    canonical: (n) => n.padStart(9, "0"),
    checksum: (n) => (weightedSum(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digitAt(n, 8),
  },
  {
    iso: "ES",
    prefix: "ES",
    format: /^(?:\d{8}[A-Z]|[XYZKLM]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/,
    formatHint: "9 characters: a letter or digit, 7 digits, a letter or digit",
    checksum: spainValid,
  },
  {
    iso: "FI",
    prefix: "FI",
    format: /^\d{8}$/,
    formatHint: "8 digits",
    checksum: (n) => weightedSum(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0,
  },
  {
    iso: "FR",
    prefix: "FR",
    // The key before the SIREN may hold letters (never I or O); such keys are rare
    // and do not follow the numeric formula, so they are accepted on format alone.
    format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    formatHint: "a 2-character key followed by the 9-digit SIREN",
    checksum: (n) => {
      const key = n.slice(0, 2);
      if (!/^\d{2}$/.test(key)) return true;
      return Number(key) === (12 + 3 * (Number(n.slice(2)) % 97)) % 97;
    },
  },
  { iso: "HR", prefix: "HR", format: /^\d{11}$/, formatHint: "11 digits", checksum: iso7064Mod1110Valid },
  {
    iso: "HU",
    prefix: "HU",
    format: /^\d{8}$/,
    formatHint: "8 digits",
    checksum: (n) => weightedSum(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0,
  },
];

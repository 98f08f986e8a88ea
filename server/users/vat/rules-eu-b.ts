import { digitAt, elevenMinus, luhnValid, mod97, weightedSum } from "./checksums";
import type { VatRule } from "./rules";

/** EU member states IE to SK. */

function irelandValid(n: string): boolean {
  const alphabet = "WABCDEFGHIJKLMNOPQRSTUV";
  // Old numbers (digit, letter or + or *, 5 digits, letter) are checked as if
  // the leading digit sat after the five digits, preceded by a 0.
  const body = /^\d{7}/.test(n) ? n.slice(0, 7) : `0${n.slice(2, 7)}${n.charAt(0)}`;
  let sum = weightedSum(body, [8, 7, 6, 5, 4, 3, 2]);
  // Since 2013 a second letter may follow; it enters the sum with weight 9 (W = 0).
  const second = n.charAt(8);
  if (second !== "") sum += 9 * "WABCDEFGHI".indexOf(second);
  return alphabet.charAt(sum % 23) === n.charAt(7);
}

function lithuaniaValid(n: string): boolean {
  const body = n.slice(0, -1);
  const weights = (shift: number) => Array.from(body, (_, i) => 1 + ((i + shift) % 9));
  let check = weightedSum(body, weights(0)) % 11;
  if (check === 10) check = weightedSum(body, weights(2)) % 11;
  return check % 10 === digitAt(n, n.length - 1);
}

export const RULES_EU_B: readonly VatRule[] = [
  {
    iso: "IE",
    prefix: "IE",
    format: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    formatHint: "7 digits and 1 or 2 letters (older numbers: digit, character, 5 digits, letter)",
    checksum: irelandValid,
  },
  {
    iso: "IT",
    prefix: "IT",
    // Digits 8 to 10 name the issuing office: 001 to 100, or 120, 121, 888, 999.
    format: /^(?!0{7})\d{7}(?:(?!000)0\d{2}|100|12[01]|888|999)\d$/,
    formatHint: "11 digits",
    checksum: luhnValid,
  },
  {
    iso: "LT",
    prefix: "LT",
    // Legal entities have 9 digits, temporarily registered taxpayers 12; both carry a 1 before the check digit.
    format: /^(?:\d{7}1\d|\d{10}1\d)$/,
    formatHint: "9 or 12 digits",
    checksum: lithuaniaValid,
  },
  {
    iso: "LU",
    prefix: "LU",
    format: /^\d{8}$/,
    formatHint: "8 digits",
    checksum: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  },
  {
    iso: "LV",
    prefix: "LV",
    format: /^\d{11}$/,
    formatHint: "11 digits",
    // Numbers starting 0 to 3 are personal codes, some of which (32...) carry no
    // check digit at all, so only legal entities are checked.
    checksum: (n) => digitAt(n, 0) <= 3 || weightedSum(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3,
  },
  {
    iso: "MT",
    prefix: "MT",
    format: /^[1-9]\d{7}$/,
    formatHint: "8 digits",
    checksum: (n) => weightedSum(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0,
  },
  {
    iso: "NL",
    prefix: "NL",
    format: /^\d{9}B(?!00)\d{2}$/,
    formatHint: "9 digits, the letter B and 2 digits",
    // Numbers of companies pass the RSIN eleven-test; since 2020 sole traders get
    // numbers that instead pass mod 97 over the full "NL…" string, as IBANs do.
    checksum: (n) => weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 || mod97(`NL${n}`) === 1,
  },
  {
    iso: "PL",
    prefix: "PL",
    format: /^\d{10}$/,
    formatHint: "10 digits",
    checksum: (n) => weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digitAt(n, 9),
  },
  {
    iso: "PT",
    prefix: "PT",
    format: /^[1-9]\d{8}$/,
    formatHint: "9 digits",
    checksum: (n) => {
      const check = elevenMinus(weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]));
      return (check >= 10 ? 0 : check) === digitAt(n, 8);
    },
  },
  {
    iso: "RO",
    prefix: "RO",
    format: /^[1-9]\d{1,9}$/,
    formatHint: "2 to 10 digits",
    checksum: (n) => {
      const padded = n.padStart(10, "0");
      return ((weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === digitAt(padded, 9);
    },
  },
  {
    iso: "SE",
    prefix: "SE",
    // The organisation number plus 01; only the organisation number has a check digit.
    format: /^\d{10}01$/,
    formatHint: "12 digits ending in 01",
    checksum: (n) => luhnValid(n.slice(0, 10)),
  },
  {
    iso: "SI",
    prefix: "SI",
    format: /^[1-9]\d{7}$/,
    formatHint: "8 digits",
    checksum: (n) => {
      const check = elevenMinus(weightedSum(n, [8, 7, 6, 5, 4, 3, 2]));
      return check !== 11 && check % 10 === digitAt(n, 7);
    },
  },
  {
    iso: "SK",
    prefix: "SK",
    format: /^[1-9]\d[234789]\d{7}$/,
    formatHint: "10 digits",
    checksum: (n) => Number(n) % 11 === 0,
  },
];

/**
 * Check digit building blocks shared by several countries. Every function expects
 * a string that already matched the country's format, so each position it reads
 * holds a digit (or, for mod97, a digit or an upper-case letter).
 */

export function digitAt(value: string, index: number): number {
  return value.charCodeAt(index) - 48;
}

/** Sum of weight × digit, starting at `offset`; weights may be negative. */
export function weightedSum(value: string, weights: readonly number[], offset = 0): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += weight * digitAt(value, offset + i);
  });
  return sum;
}

/** Luhn (ISO/IEC 7812-1) over the whole string, check digit last. */
export function luhnValid(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = digitAt(value, value.length - 1 - i);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that Luhn appends to `body`. */
export function luhnCheckDigit(body: string): number {
  for (let check = 0; check < 10; check++) {
    if (luhnValid(body + String(check))) return check;
  }
  return -1;
}

/** ISO 7064 MOD 11,10 (hybrid system) over the whole string, check digit last. */
export function iso7064Mod1110Valid(value: string): boolean {
  let product = 10;
  for (let i = 0; i < value.length - 1; i++) {
    let sum = (digitAt(value, i) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digitAt(value, value.length - 1);
}

/**
 * The remainder mod 97 of a number written in base 36 digits (A = 10 ... Z = 35,
 * as IBANs do), folded digit by digit because the value exceeds 2^53.
 */
export function mod97(value: string): number {
  let rest = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const n = code >= 65 ? code - 55 : code - 48;
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97;
  }
  return rest;
}

/** 11 − (sum mod 11) as used by PT, SI, CH and NO; 10 and 11 are returned as is. */
export function elevenMinus(sum: number): number {
  return 11 - (sum % 11);
}

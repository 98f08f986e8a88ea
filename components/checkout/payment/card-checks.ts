/**
 * The shop's own card form checks what a card provider's form would before
 * anything is sent: a number that passes the Luhn check, an expiry date as MM/YY
 * that has not passed, a security code of the card's length and a name. The
 * gateway checks again; these only spare the shopper a round trip.
 */

export type CardField = "number" | "expiry" | "cvc" | "name";
export type CardIssue = "required" | "cardNumber" | "expiryFormat" | "expired" | "cvc";

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** What POST gateway/stripe/card takes. */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardCheck = { ok: true; card: CardDetails } | { ok: false; issues: Partial<Record<CardField, CardIssue>> };

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** MM/YY (also M/YY, MM/YYYY and MMYY) as month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function checkCard(input: CardInput, now: Date = new Date()): CardCheck {
  const issues: Partial<Record<CardField, CardIssue>> = {};
  const digits = digitsOf(input.number);
  if (!digits) issues.number = "required";
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) issues.number = "cardNumber";

  const expiry = parseExpiry(input.expiry);
  if (!input.expiry.trim()) issues.expiry = "required";
  else if (!expiry) issues.expiry = "expiryFormat";
  // A card is valid to the end of its expiry month.
  else if (Date.UTC(expiry.year, expiry.month, 1) <= now.getTime()) issues.expiry = "expired";

  const cvc = input.cvc.trim();
  if (!cvc) issues.cvc = "required";
  else if (!new RegExp(`^\\d{${isAmex(digits) ? 4 : 3}}$`).test(cvc)) issues.cvc = "cvc";

  if (!input.name.trim()) issues.name = "required";

  if (Object.keys(issues).length > 0 || !expiry) return { ok: false, issues };
  return { ok: true, card: { number: digits, exp_month: expiry.month, exp_year: expiry.year, cvc } };
}

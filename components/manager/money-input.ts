import type { CurrencyFormatter } from "@/lib/money/format";

/**
 * Prices typed by a manager, in major units written the storefront's way
 * ("12,50" in Poland, "1,234.50" in the US), turned into integer minor units
 * without floating point. A separator in the wrong place is refused rather than
 * guessed at: "12.50" in a storefront that groups thousands with dots would
 * otherwise become 1250.00.
 */

type Separators = Pick<CurrencyFormatter, "decimalSeparator" | "thousandSeparator">;

/** The largest price accepted, in minor units: well inside a safe integer and the database's column. */
export const MAX_PRICE_MINOR = 2_000_000_000;

const SPACES = /[\s\u00a0\u202f]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Minor units for the typed amount, or null when it is not an amount of money. */
export function parseMajorUnits(text: string, separators: Separators): number | null {
  const compact = text.replace(SPACES, "");
  const decimal = escape(separators.decimalSeparator);
  const thousands = separators.thousandSeparator.replace(SPACES, "");
  // Grouping is optional, but when used it must group by three: "1.234,50", never "12.50".
  const whole = thousands && thousands !== separators.decimalSeparator ? `(\\d{1,3}(?:${escape(thousands)}\\d{3})+|\\d+)` : "(\\d+)";
  const match = new RegExp(`^${whole}(?:${decimal}(\\d{1,2}))?$`).exec(compact);
  if (!match) return null;
  const major = Number(match[1]!.split(thousands || "\u0000").join(""));
  const minor = Number((match[2] ?? "").padEnd(2, "0"));
  const amount = major * 100 + minor;
  return Number.isSafeInteger(amount) && amount <= MAX_PRICE_MINOR ? amount : null;
}

/** Minor units written for a price field: "12,50", no grouping, no currency sign. */
export function formatMajorUnits(amount: number, separators: Pick<CurrencyFormatter, "decimalSeparator">): string {
  const major = Math.floor(Math.abs(amount) / 100);
  const minor = String(Math.abs(amount) % 100).padStart(2, "0");
  return `${amount < 0 ? "-" : ""}${major}${separators.decimalSeparator}${minor}`;
}

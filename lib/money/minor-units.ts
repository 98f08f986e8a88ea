/**
 * Money is integer minor units with the currency beside it. This formats an amount
 * the way a region writes prices (its currencyFormatter), without floating point.
 * Apart from ./format.ts (which re-exports it), so that a browser island which only
 * writes amounts (the product page's configurator) does not carry the derivation of
 * a language's formats with it: a bundler keeps every export of a module imported.
 */

export interface CurrencyFormatter {
  thousandSeparator: string;
  decimalSeparator: "." | ",";
  currencySign: string;
  currencyPosition: "left" | "right";
}

export function formatMinorUnits(amount: number, formatter: CurrencyFormatter): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be an integer amount of minor units, got ${amount}`);
  const negative = amount < 0;
  const absolute = Math.abs(amount);
  const major = Math.floor(absolute / 100).toString();
  const minor = (absolute % 100).toString().padStart(2, "0");
  const grouped = major.replace(/\B(?=(\d{3})+(?!\d))/g, formatter.thousandSeparator);
  const number = `${grouped}${formatter.decimalSeparator}${minor}`;
  const signed = formatter.currencyPosition === "left" ? `${formatter.currencySign}${number}` : `${number} ${formatter.currencySign}`;
  return negative ? `-${signed}` : signed;
}

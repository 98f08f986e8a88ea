/**
 * The configurator's words, put into the shopper's language on the server: plain
 * labels, and the one message that takes a value in the browser (the price per
 * piece) as its pattern with a `{price}` placeholder. The product page thus needs
 * no message catalogue or ICU parser on its first load.
 */

export interface ConfiguratorWords {
  configure: string;
  sizes: string;
  materials: string;
  printModes: string;
  finishes: string;
  printQualities: string;
  quantity: string;
  express: string;
  /** "Ready up to N business days sooner", with N filled in. */
  expressNote: string;
  yourPrice: string;
  /** "{price} per piece": the pattern, filled with fillPrice. */
  perPiece: string;
  priceUpdating: string;
  priceError: string;
  addToCart: string;
  designYourBox: string;
}

/** The placeholder the server leaves in ConfiguratorWords.perPiece. */
export const PRICE_PLACEHOLDER = "{price}";

export function fillPrice(pattern: string, price: string): string {
  return pattern.split(PRICE_PLACEHOLDER).join(price);
}

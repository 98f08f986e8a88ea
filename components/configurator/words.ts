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

/** The ProductPage messages' translator, as far as the configurator uses it. */
export type ProductPageTranslator = (key: keyof ConfiguratorWords, values?: Record<string, string | number>) => string;

/** The configurator's words from the ProductPage messages; run on the server. */
export function configuratorWords(t: ProductPageTranslator, expressDays: number): ConfiguratorWords {
  return {
    configure: t("configure"),
    sizes: t("sizes"),
    materials: t("materials"),
    printModes: t("printModes"),
    finishes: t("finishes"),
    printQualities: t("printQualities"),
    quantity: t("quantity"),
    express: t("express"),
    expressNote: t("expressNote", { days: expressDays }),
    yourPrice: t("yourPrice"),
    // The placeholder passes through as the value, leaving the pattern for the browser to fill.
    perPiece: t("perPiece", { price: PRICE_PLACEHOLDER }),
    priceUpdating: t("priceUpdating"),
    priceError: t("priceError"),
    addToCart: t("addToCart"),
    designYourBox: t("designYourBox"),
  };
}

import type { CompanyPriceWords } from "@/components/price-lists/CompanyPriceNote";
/**
 * The configurator's words, put into the shopper's language on the server: plain
 * labels, and the messages that take a value in the browser (the price per piece,
 * the ladder's caption) as patterns with a placeholder. The product page thus
 * needs no message catalogue or ICU parser on its first load.
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
  delivery: string;
  emissions: string;
  priceLadder: string;
  /** "Prices for {configuration}": the pattern, filled with fillPlaceholder. */
  ladderFor: string;
  unitPrice: string;
  total: string;
  /** The VAT note under the ladder, for the storefront's price display. */
  vatNote: string;
  /** Customs added per order in ch and no, with the amount; null where there are none. */
  customsNote: string | null;
  /** The note under a price the signed-in buyer's company list set (components/price-lists, ADR 0056). */
  companyPrice?: CompanyPriceWords;
}

/** The placeholders the server leaves in ConfiguratorWords.perPiece and ladderFor. */
export const PRICE_PLACEHOLDER = "{price}";
export const CONFIGURATION_PLACEHOLDER = "{configuration}";

export function fillPlaceholder(pattern: string, placeholder: string, value: string): string {
  return pattern.split(placeholder).join(value);
}

export function fillPrice(pattern: string, price: string): string {
  return fillPlaceholder(pattern, PRICE_PLACEHOLDER, price);
}

/** The ProductPage messages' translator, as far as the configurator uses it. */
export type ProductPageTranslator = (
  key: Exclude<keyof ConfiguratorWords, "vatNote" | "customsNote" | "companyPrice">,
  values?: Record<string, string | number>,
) => string;

/** The configurator's words from the ProductPage messages; run on the server. */
export function configuratorWords(
  t: ProductPageTranslator,
  expressDays: number,
  notes: { vatNote: string; customsNote: string | null; designLabel?: string } & Partial<Pick<ConfiguratorWords, "perPiece" | "unitPrice">> = {
    vatNote: "",
    customsNote: null,
  },
): ConfiguratorWords {
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
    // The product's own words where it is not a box ("Design your bag"): the page picks them (ADR 0037).
    designYourBox: notes.designLabel ?? t("designYourBox"),
    delivery: t("delivery"),
    emissions: t("emissions"),
    priceLadder: t("priceLadder"),
    ladderFor: t("ladderFor", { configuration: CONFIGURATION_PLACEHOLDER }),
    unitPrice: t("unitPrice"),
    total: t("total"),
    // A roll of tape or a sheet of tissue is priced by its own unit: the page gives those words ("{price} per roll", "Per roll").
    ...notes,
  };
}

/** The savings table's words, the same in the configurator's table and in the one the page draws on the server. */
export function ladderWords(words: Pick<ConfiguratorWords, "quantity" | "unitPrice" | "total">, choice: ProductChoiceWords) {
  const { title, save, current, choose } = choice.savings;
  return { quantity: words.quantity, unitPrice: words.unitPrice, total: words.total, saving: title, save, current, choose };
}

/** A pattern's `{name}` placeholders filled in the browser (the server leaves them in, like PRICE_PLACEHOLDER). */
export function fillNamed(pattern: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [name, value]) => fillPlaceholder(text, `{${name}}`, value), pattern);
}

/**
 * The visual pickers', savings', size guide's and summary bar's words (messages
 * ProductChoice), translated on the server like the rest; the patterns keep their
 * `{percent}`, `{quantity}` and `{material}` for the browser (fillNamed).
 */
export interface ProductChoiceWords {
  /** One line per offered option saying what sets it apart, by option value. */
  explain: { printModes: Record<string, string>; finishes: Record<string, string>; printQualities: Record<string, string> };
  /** The phone's bottom bar's name. */
  stickyLabel: string;
  savings: { title: string; save: string; current: string; choose: string; nudge: string };
  /** "{material}, close-up": a material swatch's picture. */
  closeUp: string;
}

export interface SizeGuideWords {
  title: string;
  fits: string;
  none: string;
  note: string;
  drawing: string;
  box: string;
  sheet: string;
  objects: Record<string, string>;
}

/** The ProductChoice messages' translator, as far as these words use it. */
export type ProductChoiceTranslator = (key: string, values?: Record<string, string | number>) => string;

const kept = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The pickers' words for the options a product offers; run on the server. */
export function productChoiceWords(
  t: ProductChoiceTranslator,
  offered: { printModes: readonly string[]; finishes: readonly string[]; printQualities: readonly string[] },
): ProductChoiceWords {
  const lines = (kind: keyof typeof offered) => Object.fromEntries(offered[kind].map((value) => [value, t(`explain.${kind}.${value}`)]));
  return {
    explain: { printModes: lines("printModes"), finishes: lines("finishes"), printQualities: lines("printQualities") },
    stickyLabel: t("stickyLabel"),
    savings: {
      title: t("savings.title"),
      save: t("savings.save", kept("percent")),
      current: t("savings.current"),
      choose: t("savings.choose", kept("quantity")),
      nudge: t("savings.nudge", kept("percent", "quantity")),
    },
    closeUp: t("closeUp", kept("material")),
  };
}

/** The size guide's words, the reference objects' names included; run on the server. */
export function sizeGuideWords(t: ProductChoiceTranslator, objects: readonly string[]): SizeGuideWords {
  return {
    title: t("sizeGuide.title"),
    fits: t("sizeGuide.fits"),
    none: t("sizeGuide.none"),
    note: t("sizeGuide.note"),
    drawing: t("sizeGuide.drawing"),
    box: t("sizeGuide.box"),
    sheet: t("sizeGuide.sheet"),
    objects: Object.fromEntries(objects.map((id) => [id, t(`sizeGuide.objects.${id}`)])),
  };
}

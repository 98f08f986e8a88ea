import { type ProductViewerWords, WORD_KEYS } from "./words";

/** A translator of the ProductViewer namespace (next-intl's, whose keys are typed: hence the method form, checked both ways). */
export type Translate = { translate(key: string, values?: Record<string, string>): string }["translate"];

/**
 * The viewer's words from the ProductViewer messages. `{product}` stays in the
 * title and label and the custom size's numbers stay open, for the viewer to fill in.
 */
export function viewerWords(t: Translate, unitLabel: string): ProductViewerWords {
  const keep = { product: "{product}" };
  const words = Object.fromEntries(WORD_KEYS.map((key) => [key, key === "title" || key === "label" ? t(key, keep) : t(key)])) as Omit<
    ProductViewerWords,
    "customSize"
  >;
  return { ...words, customSize: t("customSize", { length: "{length}", width: "{width}", height: "{height}", unit: unitLabel }) };
}

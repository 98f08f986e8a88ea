import type { CustomSizeWords } from "./custom-size";

/** The Configurator.customSize messages' translator, as far as these words use it. */
export type CustomSizeTranslator = (key: Exclude<keyof CustomSizeWords, "unit" | "emissions">, values?: Record<string, string | number>) => string;

/** The custom size's words; run on the server, leaving {min}, {max} and the dimensions for the browser. */
export function customSizeWords(t: CustomSizeTranslator, unit: string, emissions: string): CustomSizeWords {
  const kept = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
  return {
    choice: t("choice"),
    legend: t("legend"),
    length: t("length"),
    width: t("width"),
    height: t("height"),
    unit,
    range: t("range", { ...kept("min", "max"), unit }),
    apply: t("apply"),
    notNumber: t("notNumber"),
    atLeast: t("atLeast", { ...kept("min"), unit }),
    atMost: t("atMost", { ...kept("max"), unit }),
    tooTall: t("tooTall", { ...kept("max"), unit }),
    notFoldable: t("notFoldable"),
    unpriced: t("unpriced"),
    value: t("value", { ...kept("length", "width", "height"), unit }),
    emissions,
  };
}

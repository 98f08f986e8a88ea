/** The one cookie the storefront sets: a language chosen with ?locale=, remembered per region as "regionId:languageTag". */
export const LANGUAGE_COOKIE = "bw-lang";

/** Cookies the proxy keeps so that browser code knows the storefront it runs in. */

/** The region id; read by the browser's API client for its region header. */
export const REGION_COOKIE = "bw-region";

/** A language chosen with ?locale=, remembered per region as "regionId:languageTag". */
export const LANGUAGE_COOKIE = "bw-lang";

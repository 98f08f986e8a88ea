import { getRequestConfig } from "next-intl/server";
import { isLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

/**
 * next-intl's per-request configuration. The locale comes from the layout
 * (setRequestLocale with the [locale] segment the proxy rewrote to), so pages
 * stay statically renderable.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const requested = locale ?? (await requestLocale);
  const resolved: Locale = requested && isLocale(requested) ? requested : "en-US";
  return {
    locale: resolved,
    messages: await loadMessages(resolved),
    timeZone: "Europe/Warsaw",
  };
});

import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

/**
 * next-intl/server for rendering a server page in a test, in one language with the
 * real catalogue: `vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl("de-DE"))`.
 */
export async function serverIntl(locale: Locale) {
  const messages = await loadMessages(locale);
  return {
    setRequestLocale: () => undefined,
    getMessages: async () => messages,
    getTranslations: async (namespace?: string) => createTranslator({ locale, messages, namespace: namespace as never }),
  };
}

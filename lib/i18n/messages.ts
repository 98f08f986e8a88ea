import type { Locale } from "./locales";
import type enMessages from "@/messages/en-US.json";

/** The catalogue shape; en-US is the reference every other catalogue must match. */
export type Messages = typeof enMessages;

export const LANGUAGE_LOAD_ERROR = "failed to load a language";

/** Loads one locale's catalogue; a missing or broken catalogue fails with the spec's message. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    const catalogue = (await import(`../../messages/${locale}.json`)) as { default: Messages };
    return catalogue.default;
  } catch (cause) {
    throw new Error(LANGUAGE_LOAD_ERROR, { cause });
  }
}

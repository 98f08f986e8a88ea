"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import type { LAYOUT_NAMESPACES } from "@/lib/i18n/pick";

/**
 * The words of the layout's own client parts (the account menu, the 500 page, the
 * consent overlay), given by the layout. They are plain labels read as they are,
 * so no page needs next-intl's client runtime and message parser on its first
 * load; islands that format messages bring their own NextIntlClientProvider, and
 * the consent overlay's views, loaded later, wrap themselves in one.
 */

export type LayoutWords = Pick<Messages, (typeof LAYOUT_NAMESPACES)[number]>;

interface LayoutWordsValue {
  locale: Locale;
  words: LayoutWords;
}

const LayoutWordsContext = createContext<LayoutWordsValue | null>(null);

export function LayoutWordsProvider({ locale, words, children }: LayoutWordsValue & { children: ReactNode }) {
  return <LayoutWordsContext.Provider value={{ locale, words }}>{children}</LayoutWordsContext.Provider>;
}

export function useLayoutWords(): LayoutWordsValue {
  const value = useContext(LayoutWordsContext);
  if (!value) throw new Error("LayoutWordsProvider is missing above this component");
  return value;
}

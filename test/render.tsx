import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

/** Renders a component with a real message catalogue, as the storefront layout would. */
export async function renderWithMessages(ui: ReactElement, locale: Locale = "en-US") {
  const messages = await loadMessages(locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Warsaw">
      {ui}
    </NextIntlClientProvider>,
  );
}

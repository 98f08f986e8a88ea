import { render } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import { LayoutWordsProvider } from "@/components/providers/words";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { LAYOUT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import type { RegionId } from "@/regions/schema";

/** Renders a component with a real message catalogue and the layout's words, as the storefront would. */
export async function renderWithMessages(ui: ReactElement, locale: Locale = "en-US") {
  const messages = await loadMessages(locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Warsaw">
      <LayoutWordsProvider locale={locale} words={pickMessages(messages, LAYOUT_NAMESPACES)}>
        {ui}
      </LayoutWordsProvider>
    </NextIntlClientProvider>,
  );
}

/** Renders inside the storefront's providers, with a router that records where the page sent the shopper. */
export async function renderInStorefront(ui: ReactElement, options: { locale?: Locale; regionId?: RegionId } = {}) {
  const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
  const rendered = await renderWithMessages(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <AppProviders regionId={options.regionId ?? "eu"} pathPrefix="">
        {ui}
      </AppProviders>
    </AppRouterContext.Provider>,
    options.locale ?? "en-US",
  );
  return { ...rendered, router };
}

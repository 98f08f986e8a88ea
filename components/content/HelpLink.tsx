"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRegionPath } from "@/components/providers/AppProviders";
import { helpHref, type ScreenHelpSlug } from "@/lib/help/links";
import type { Locale } from "@/lib/i18n/locales";

/** The link words of each screen's article (messages `Help.links`). */
const LINK_WORDS = {
  "bleed-and-safe-zone": "bleed",
  "reverse-charge-vat": "reverseCharge",
  "file-formats-and-resolution": "filePreparation",
  "production-times": "productionTimes",
} as const satisfies Record<ScreenHelpSlug, string>;

/**
 * A link from a screen to the help article that answers the question it raises,
 * in this storefront's language (an article the language lacks falls back to one
 * it has, lib/help/links.ts). It opens in a new tab, so a design or a checkout in
 * progress stays where it is.
 */
export function HelpLink({ slug, className }: { slug: ScreenHelpSlug; className?: string }) {
  const t = useTranslations("Help.links");
  const path = useRegionPath();
  const href = path(helpHref(useLocale() as Locale, slug));
  return (
    <a href={href} target="_blank" rel="noopener" className={className} data-testid={`help-link-${slug}`}>
      {t(LINK_WORDS[slug])}
    </a>
  );
}

"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import layout from "@/components/ui/layout.module.css";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Link } from "@/components/ui/Link";
import shared from "@/components/ui/shared.module.css";
import styles from "./quotes.module.css";

const NEXT_STEPS = ["review", "offer", "accept"] as const;

/** /quote/success: thanks for the request, its number (from ?number=), what happens next, and the way to the buyer's requests. */
export function QuoteSuccess() {
  const t = useTranslations("Quotes.success");
  const path = useRegionPath();
  const number = useSearchParams()?.get("number")?.trim() || null;

  return (
    <div className={`${shared.page} ${layout.page}`}>
      <h1>{t("heading")}</h1>
      <section className={shared.section} aria-labelledby="quote-next">
        <p role="status" className={layout.lead}>
          {number ? t("number", { number }) : t("received")}
        </p>
        <h2 id="quote-next">{t("nextHeading")}</h2>
        <ol className={styles.steps}>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(`next.${step}`)}</li>
          ))}
        </ol>
        <div className={shared.actions}>
          <Link href={path("/quote-request")} variant="primary">
            {t("list")}
          </Link>
          <Link href={path("/quote")} variant="secondary">
            {t("another")}
          </Link>
        </div>
      </section>
    </div>
  );
}

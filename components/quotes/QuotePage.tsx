import { getTranslations } from "next-intl/server";
import layout from "@/components/ui/layout.module.css";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import type { CurrencyFormatter } from "@/lib/money/format";
import type { QuoteProduct } from "./products";
import { QuoteForm } from "./QuoteForm";
import styles from "./quotes.module.css";
import { QuotesIsland } from "./QuotesIsland";

const STEPS = ["ask", "offer", "order"] as const;

/**
 * /quote on the server: the heading, the intro and how it works are in the
 * HTML for search engines and first paint; the form is the client island.
 */
export async function QuotePage({ products, formatter }: { products: readonly QuoteProduct[]; formatter: CurrencyFormatter }) {
  const t = await getTranslations("Quotes");
  return (
    <div className={`${shared.page} ${styles.page}`}>
      <h1>{t("page.heading")}</h1>
      <p className={layout.lead}>{t("page.intro")}</p>
      <div className={styles.layout}>
        <QuotesIsland fallback={<Loader label={t("form.loading")} />}>
          <QuoteForm products={products} formatter={formatter} />
        </QuotesIsland>
        <section className={styles.howItWorks} aria-labelledby="quote-how">
          <h2 id="quote-how">{t("page.stepsHeading")}</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>
                <h3>{t(`page.steps.${step}.title`)}</h3>
                <p>{t(`page.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

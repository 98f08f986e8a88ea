import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { SAMPLE_PACKS_PATH } from "./path";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { Storefront } from "@/regions/storefront";
import { alternatesFor, siteConfigFromEnv } from "@/regions/urls";
import { SamplePackPicker, type SampleChoice } from "./SamplePackPicker";
import styles from "./sample-packs.module.css";
import layout from "@/components/ui/layout.module.css";

/**
 * /sample-packs: what a sample pack is, what it costs and how soon it comes,
 * rendered on the server so search engines read it, with the picker of the
 * pack's samples as the page's one client island.
 */

/** How the storefront shows prices (server/pricing/tax.ts decides; restated here for the browser side). */
export type PriceDisplay = "gross" | "net-plus-vat" | "no-vat";

export interface SamplePackFacts {
  sku: string;
  /** Packs in one order line. */
  quantity: number;
  /** What the line costs, as the storefront shows prices. */
  price: number;
  priceDisplay: PriceDisplay;
  vatPercent: number;
  formatter: CurrencyFormatter;
  /** Business days from order to arrival. */
  deliveryDays: number;
  /** Most product types one pack holds. */
  maxSamples: number;
}

export async function samplePacksMetadata(storefront: Storefront, maxSamples: number): Promise<Metadata> {
  const t = await getTranslations({ locale: storefront.locale, namespace: "SamplePacks.meta" });
  return {
    title: `${t("title")} | ${storefront.region.pageTitle}`,
    description: t("description", { max: maxSamples }),
    alternates: alternatesFor(storefront.region, SAMPLE_PACKS_PATH, siteConfigFromEnv()),
  };
}

/** The island reads only the picker's and the errors' words; the rest of the page is already text in the HTML. */
function islandMessages(messages: Messages) {
  const { picker, errors } = messages.SamplePacks;
  return { ...pickMessages(messages, CLIENT_NAMESPACES), SamplePacks: { picker, errors } };
}

const VAT_NOTE = { gross: "vatIncluded", "net-plus-vat": "vatAdded", "no-vat": "noVat" } as const;

export async function SamplePacksPage({ pack, products }: { pack: SamplePackFacts; products: readonly SampleChoice[] }) {
  const t = await getTranslations("SamplePacks");
  const messages = (await getMessages()) as Messages;
  const max = pack.maxSamples;
  return (
    <div className={styles.page}>
      <h1 className={layout.pageTitle}>{t("title")}</h1>
      <p className={styles.lead}>{t("lead", { max })}</p>

      <div className={styles.about}>
        <div>
          <h2>{t("inside.title")}</h2>
          <p>{t("inside.body")}</p>
          <h2>{t("how.title")}</h2>
          <p>{t("how.body")}</p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t("facts.price")}</dt>
            <dd data-testid="sample-pack-price">
              {t("facts.priceValue", { count: pack.quantity, price: formatMinorUnits(pack.price, pack.formatter) })}
              <p className={styles.note}>{t(`facts.${VAT_NOTE[pack.priceDisplay]}`, { vat: pack.vatPercent })}</p>
            </dd>
          </div>
          <div>
            <dt>{t("facts.contents")}</dt>
            <dd>{t("facts.contentsValue", { max })}</dd>
          </div>
          <div>
            <dt>{t("facts.delivery")}</dt>
            <dd data-testid="sample-pack-delivery">{t("facts.deliveryValue", { days: pack.deliveryDays })}</dd>
          </div>
        </dl>
      </div>

      <NextIntlClientProvider messages={islandMessages(messages)}>
        <SamplePackPicker sku={pack.sku} products={products} max={max} />
      </NextIntlClientProvider>
    </div>
  );
}

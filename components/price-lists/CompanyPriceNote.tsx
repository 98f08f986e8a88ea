import { formatShopDay } from "@/lib/dates/shop-day";
import styles from "./price-lists.module.css";

/** The note's words, translated on the server with `{name}` and `{date}` left for the browser to fill. */
export interface CompanyPriceWords {
  until: string;
  open: string;
  locale: string;
}

/** The placeholders the product page leaves in CompanyPriceWords. */
export const NAME_PLACEHOLDER = "{name}";
export const DATE_PLACEHOLDER = "{date}";

/**
 * "Your company's price (list name, until date)" under the configurator's figure,
 * when the shop priced the line by the signed-in member's company list (ADR 0056).
 * Without a message parser, as the rest of the product page.
 */
export function CompanyPriceNote({
  priceList,
  words,
}: {
  priceList: { name: string; valid_to: string | null } | null | undefined;
  words: CompanyPriceWords | undefined;
}) {
  if (!priceList || !words) return null;
  const pattern = priceList.valid_to ? words.until : words.open;
  const text = pattern
    .split(NAME_PLACEHOLDER)
    .join(priceList.name)
    .split(DATE_PLACEHOLDER)
    .join(priceList.valid_to ? formatShopDay(priceList.valid_to, words.locale, "medium") : "");
  return (
    <p className={styles.note} data-testid="company-price-note">
      {text}
    </p>
  );
}

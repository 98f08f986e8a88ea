import NextLink from "next/link";
import styles from "@/components/configurator/configurator.module.css";

/**
 * The sample pack's product page offer. A pack is not configured: it has no size,
 * material, print or quantity ladder to choose, and one price, the pack's (ADR 0024).
 * What the shopper chooses are the samples in it, on the sample-packs page, so this
 * states the price as the cart charges it and leads there. Its words come translated
 * from the server; it is rendered with the page and holds no state.
 */
export interface SamplePackProductOfferProps {
  words: {
    title: string;
    body: string;
    yourPrice: string;
    /** "24,60 € per pack", on the storefront's basis. */
    price: string;
    vatNote: string;
    delivery: string;
    deliveryValue: string;
    choose: string;
  };
  /** The sample-packs page of the storefront. */
  href: string;
}

export function SamplePackProductOffer({ words, href }: SamplePackProductOfferProps) {
  return (
    <section className={styles.configurator} aria-labelledby="sample-pack-heading" data-testid="sample-pack-offer">
      <h2 id="sample-pack-heading">{words.title}</h2>
      <p>{words.body}</p>
      <div className={styles.summary}>
        <p className={styles.summaryLabel}>{words.yourPrice}</p>
        <p className={styles.total} data-testid="sample-pack-price">
          {words.price}
        </p>
        <p className={styles.unit}>{words.vatNote}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{words.delivery}</dt>
            <dd>{words.deliveryValue}</dd>
          </div>
        </dl>
        <NextLink className={styles.cta} href={href} data-testid="product-action">
          {words.choose}
        </NextLink>
      </div>
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { Button } from "@/components/ui/Button";
import { ApiError } from "@/lib/api/errors";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { shownTotal } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { LadderRow } from "@/lib/pricing/client";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { saleUnitOf, saleUnitWords } from "@/lib/catalog/sale-units";
import type { Dimensions } from "@/lib/design";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";
import { useKindWords } from "./product-words";
import { useSizeLine } from "./size-line";
import { piecePrice, useLineQuote } from "./use-prices";

interface OrderPanelProps {
  product: ProductFacts;
  /** The line as the shopper configured it (on the product page, and here: quantity and print quality). */
  configuration: LineConfiguration;
  quantities: readonly number[];
  onQuantity: (quantity: number) => void;
  onChangeQuality: () => void;
  formatter: CurrencyFormatter;
  onAddToCart: () => void;
  /** Why the last attempt to add to the cart failed, in the shopper's words. */
  error: string | null;
  busy: boolean;
  /** The design's size, said as the editor bar says it (a box's inside, a flat product's format, a can's own words). */
  inside: Dimensions;
  sizeLine?: string;
  /** The open cart already holds this design's line: the button updates it rather than adding one. */
  inCart?: boolean;
}

/** The words of the way into the cart: "Update cart" for a design that came from the cart's line (ADR 0043). */
export const cartButtonKey = (inCart: boolean) => (inCart ? "updateCart" : "addToCart");

/** A configuration the product does not sell: the server says so, and it cannot be ordered. */
export const isRefusedConfiguration = (error: unknown) => error instanceof ApiError && error.code === "invalid_option";

/**
 * The design's line as it will be ordered: its configuration in words, quantity
 * and print quality to change, and its price, which is the server's quote of the
 * line on the storefront's basis (with VAT where the storefront shows it), the
 * amount the cart will then charge. Then the way into the cart.
 */
export function OrderPanel(props: OrderPanelProps) {
  const { product, configuration, quantities, onQuantity, onChangeQuality, formatter, onAddToCart, error, busy, inCart = false } = props;
  const t = useTranslations("Editor.order");
  const say = useKindWords();
  const tQuality = useTranslations("Editor.quality");
  const tCatalog = useTranslations("Catalog");
  // Tape is counted in rolls and tissue paper in sheets, as the product page and the cart count them.
  const sale = saleUnitWords(saleUnitOf(product.slug), useTranslations("Units"));
  const headingId = useId();
  const quantityId = useId();
  const quoted = useLineQuote(configuration);
  const quote = quoted.data;
  const refused = isRefusedConfiguration(quoted.error);
  const format = (amount: number) => formatMinorUnits(amount, formatter);
  const perPiece = (row: LadderRow) => piecePrice(row, quote!.price_display);
  const size = useSizeLine(props.inside, props.sizeLine);
  const rowFor = (quantity: number): LadderRow | undefined => (quote?.quantity === quantity ? quote : quote?.ladder.find((row) => row.quantity === quantity));
  const printQuality = configuration.printQuality ?? product.printQualities[0]!;

  const options: { label: string; value: string }[] = [];
  if (configuration.material) options.push({ label: t("options.material"), value: tCatalog(`materials.${configuration.material}`) });
  if (configuration.printMode) options.push({ label: t("options.printMode"), value: tCatalog(`printModes.${configuration.printMode}`) });
  if (configuration.finish) options.push({ label: t("options.finish"), value: tCatalog(`finishes.${configuration.finish}`) });
  const extras = [...(configuration.express ? [t("options.express")] : []), ...configuration.paidAssets.map(() => t("options.fsc"))];

  return (
    <section className={`${styles.panel} ${styles.orderPanel}`} aria-labelledby={headingId} data-testid="order-panel">
      <h2 id={headingId} className={styles.panelTitle}>
        {t("title")}
      </h2>
      <p className={styles.orderSize} data-testid="order-size">
        {size}
      </p>
      {options.length > 0 ? (
        <dl className={styles.configuration} data-testid="order-configuration">
          {options.map((option) => (
            <div key={option.label}>
              <dt>{option.label}</dt>
              <dd>{option.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {extras.length > 0 ? (
        <ul className={styles.configurationExtras} data-testid="order-extras">
          {extras.map((extra) => (
            <li key={extra}>{extra}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={quantityId}>{t("quantity")}</label>
        <select id={quantityId} value={configuration.quantity} onChange={(event) => onQuantity(Number(event.target.value))}>
          {quantities.map((option) => {
            const row = rowFor(option);
            return (
              <option key={option} value={option}>
                {row ? sale.option(option, format(perPiece(row))) : sale.quantity(option)}
              </option>
            );
          })}
        </select>
      </div>
      <div className={styles.qualityRow}>
        <span>
          {t("quality")}: <strong>{tQuality(`names.${printQuality}`)}</strong>
        </span>
        {product.printQualities.length > 1 ? (
          <button type="button" className={shared.linkButton} onClick={onChangeQuality}>
            {tQuality("change")}
          </button>
        ) : null}
      </div>
      <div className={styles.price} aria-live="polite">
        {refused ? (
          <p role="alert" className={styles.error}>
            {say("invalidOption")}
          </p>
        ) : quoted.isError ? (
          <p className={styles.hint}>{t("priceError")}</p>
        ) : null}
        {quote && !quoted.isError ? (
          <>
            <p className={styles.total} data-testid="editor-total">
              {format(shownTotal(quote, quote.price_display))}
            </p>
            <p className={styles.hint}>
              {sale.each(format(perPiece(quote)))} ·{" "}
              {quote.price_display === "gross" ? t("vatIncluded") : quote.price_display === "net-plus-vat" ? t("vatExcluded") : t("noVat")}
            </p>
          </>
        ) : null}
        {quoted.isFetching && quoted.isPlaceholderData ? <BusyOverlay state="updatingQuantityQuality" inline /> : null}
      </div>
      <Button size="large" onClick={onAddToCart} disabled={busy || refused}>
        {t(cartButtonKey(inCart))}
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

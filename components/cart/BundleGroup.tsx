"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/Button";
import type { SizeUnit } from "@/lib/catalog/units";
import type { PriceDisplay } from "@/lib/money/basis";
import type { CurrencyFormatter } from "@/lib/money/format";
import styles from "./cart.module.css";
import { quantityChoices, type BundleEntry } from "./cart-lines";
import { ProductLine } from "./ProductLine";
import type { CartCatalogue } from "./types";
import { useServerValue } from "./useServerValue";

/** A bundle's lines together, with one quantity for all of them and one remove. */

export interface BundleGroupProps {
  bundle: BundleEntry;
  catalogue: CartCatalogue;
  formatter: CurrencyFormatter;
  display: PriceDisplay;
  unit: SizeUnit;
  expertCheckPrice: number;
  onQuantity(quantity: number): Promise<boolean>;
  onRemove(): void;
  onPrintQuality(lineId: number, quality: string): Promise<boolean>;
  onExpertCheck(lineId: number, wanted: boolean): Promise<boolean>;
}

export function BundleGroup({ bundle, catalogue, formatter, display, unit, expertCheckPrice, ...on }: BundleGroupProps) {
  const t = useTranslations("Cart.bundle");
  const tLines = useTranslations("Cart.lines");
  const id = useId();
  const [quantity, chooseQuantity] = useServerValue(bundle.quantity);

  return (
    <li className={styles.bundle} aria-labelledby={`${id}-title`} data-bundle-id={bundle.bundleId}>
      <div className={styles.bundleHead}>
        <div>
          <h3 id={`${id}-title`}>{t("title")}</h3>
          <p className={styles.hint}>{t("summary", { count: bundle.products.length })}</p>
        </div>
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor={`${id}-quantity`}>{t("quantity")}</label>
            <select
              id={`${id}-quantity`}
              aria-describedby={`${id}-title`}
              value={quantity}
              onChange={(event) => chooseQuantity(Number(event.target.value), on.onQuantity)}
            >
              {quantityChoices(bundle.quantity).map((choice) => (
                <option key={choice} value={choice}>
                  {tLines("pieces", { count: choice })}
                </option>
              ))}
            </select>
          </div>
          <Button size="small" variant="text" onClick={on.onRemove}>
            {t("remove")}
          </Button>
        </div>
      </div>
      <ul className={styles.lines}>
        {bundle.products.map((entry) => (
          <ProductLine
            key={entry.line.id}
            entry={entry}
            facts={entry.line.product ? catalogue[entry.line.product.slug] : undefined}
            catalogue={catalogue}
            formatter={formatter}
            display={display}
            unit={unit}
            expertCheckPrice={expertCheckPrice}
            inBundle
            onQuantity={on.onQuantity}
            onPrintQuality={(quality) => on.onPrintQuality(entry.line.id, quality)}
            onExpertCheck={(wanted) => on.onExpertCheck(entry.line.id, wanted)}
            onRemove={on.onRemove}
          />
        ))}
      </ul>
    </li>
  );
}

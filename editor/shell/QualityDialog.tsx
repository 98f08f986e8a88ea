"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import type { PrintQuality } from "@/lib/catalog/constants";
import type { LineConfiguration } from "@/lib/catalog/line-configuration";
import { shownTotal } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { ProductFacts } from "@/lib/catalog/product-facts";
import { saleUnitOf, saleUnitWords, type SaleUnitWords } from "@/lib/catalog/sale-units";
import shared from "@/components/ui/shared.module.css";
import styles from "./shell.module.css";
import { useLineQuote } from "./use-prices";

interface QualityDialogProps {
  open: boolean;
  onClose: () => void;
  product: ProductFacts;
  /** The line as configured; each quality is priced as this line in that quality. */
  configuration: LineConfiguration;
  value: PrintQuality;
  onChange: (quality: PrintQuality) => void;
  formatter: CurrencyFormatter;
}

/** The change print quality modal: each quality the product is made in, what it means and what the line costs in it. */
export function QualityDialog(props: QualityDialogProps) {
  const t = useTranslations("Editor.quality");
  const close = useTranslations("Modal")("close");
  return (
    <Modal open={props.open} onClose={props.onClose} title={t("title")} closeLabel={close}>
      {/* Mounted only while open: reopening starts from the applied quality, not from an abandoned choice. */}
      {props.open ? <QualityChoice {...props} /> : null}
    </Modal>
  );
}

function QualityChoice({ onClose, product, configuration, value, onChange, formatter }: QualityDialogProps) {
  const t = useTranslations("Editor.quality");
  const name = useId();
  const [chosen, setChosen] = useState<PrintQuality>(value);
  const sale = saleUnitWords(saleUnitOf(product.slug), useTranslations("Units"));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange(chosen);
        onClose();
      }}
    >
      <fieldset className={styles.qualities}>
        <legend className={shared.visuallyHidden}>{t("title")}</legend>
        {product.printQualities.map((quality) => (
          <QualityOption
            key={quality}
            name={name}
            quality={quality}
            checked={chosen === quality}
            onChoose={setChosen}
            configuration={configuration}
            formatter={formatter}
            sale={sale}
          />
        ))}
      </fieldset>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit">{t("apply")}</Button>
      </div>
    </form>
  );
}

interface QualityOptionProps {
  name: string;
  quality: PrintQuality;
  checked: boolean;
  onChoose: (quality: PrintQuality) => void;
  configuration: LineConfiguration;
  formatter: CurrencyFormatter;
  /** The price a roll, a sheet or a piece, as the product is sold. */
  sale: SaleUnitWords;
}

function QualityOption({ name, quality, checked, onChoose, configuration, formatter, sale }: QualityOptionProps) {
  const t = useTranslations("Editor.quality");
  const tOrder = useTranslations("Editor.order");
  const quote = useLineQuote({ ...configuration, printQuality: quality }).data;
  const format = (amount: number) => formatMinorUnits(amount, formatter);
  return (
    <label className={styles.quality} data-checked={checked || undefined}>
      <input type="radio" name={name} value={quality} checked={checked} onChange={() => onChoose(quality)} />
      <span>
        <strong>{t(`names.${quality}`)}</strong>
        <span className={styles.hint}>{t(`descriptions.${quality}`)}</span>
        {quote ? (
          <span data-testid={`quality-price-${quality}`}>
            {format(shownTotal(quote, quote.price_display))} ·{" "}
            {sale.each(format(shownTotal({ total: quote.unit_price, total_with_vat: quote.unit_price_with_vat }, quote.price_display)))}
            {quote.price_display === "gross" ? ` · ${tOrder("vatIncluded")}` : ""}
          </span>
        ) : null}
      </span>
    </label>
  );
}

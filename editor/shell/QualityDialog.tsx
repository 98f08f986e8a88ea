"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import type { PrintQuality } from "@/lib/catalog/constants";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { ProductFacts } from "./product";
import styles from "./shell.module.css";
import { usePrices } from "./use-prices";

interface QualityDialogProps {
  open: boolean;
  onClose: () => void;
  product: ProductFacts;
  quantity: number;
  value: PrintQuality;
  onChange: (quality: PrintQuality) => void;
  formatter: CurrencyFormatter;
}

/** The change print quality modal: each quality the product is made in, what it means and its piece price. */
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

function QualityChoice({ onClose, product, quantity, value, onChange, formatter }: QualityDialogProps) {
  const t = useTranslations("Editor.quality");
  const name = useId();
  const [chosen, setChosen] = useState<PrintQuality>(value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange(chosen);
        onClose();
      }}
    >
      <fieldset className={styles.qualities}>
        <legend className={styles.visuallyHidden}>{t("title")}</legend>
        {product.printQualities.map((quality) => (
          <QualityOption key={quality} name={name} quality={quality} checked={chosen === quality} onChoose={setChosen} product={product} quantity={quantity} formatter={formatter} />
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
  product: ProductFacts;
  quantity: number;
  formatter: CurrencyFormatter;
}

function QualityOption({ name, quality, checked, onChoose, product, quantity, formatter }: QualityOptionProps) {
  const t = useTranslations("Editor.quality");
  const prices = usePrices(product, quality, [quantity]);
  const price = prices.data?.get(quantity);
  return (
    <label className={styles.quality} data-checked={checked || undefined}>
      <input type="radio" name={name} value={quality} checked={checked} onChange={() => onChoose(quality)} />
      <span>
        <strong>{t(`names.${quality}`)}</strong>
        <span className={styles.hint}>{t(`descriptions.${quality}`)}</span>
        {price ? <span>{t("perPiece", { price: formatMinorUnits(price.unit, formatter) })}</span> : null}
      </span>
    </label>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { DEFAULT_PALETTE, normalizeColor } from "@/lib/design";
import styles from "./shell.module.css";

type ColourName = "white" | "black" | "darkGrey" | "lightGrey" | "kraft" | "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "navy" | "purple" | "pink";

/** The palette's colours by uid, as the shopper reads them. */
const COLOUR_NAMES: Record<number, ColourName> = {
  1: "white",
  2: "black",
  3: "darkGrey",
  4: "lightGrey",
  5: "kraft",
  6: "red",
  7: "orange",
  8: "yellow",
  9: "green",
  10: "teal",
  11: "blue",
  12: "navy",
  13: "purple",
  14: "pink",
};

interface ColourSwatchesProps {
  /** The group's name: "Background colour", "Text colour"... */
  label: string;
  value: string | null;
  onChange: (colour: string | null) => void;
  /** Offers "none" (no background, no fill) first. */
  noneLabel?: string;
  disabled?: boolean;
}

/**
 * The 14 palette colours as radio buttons, an optional "none", and a custom
 * colour picker for anything else. Colours are sent as "#rrggbb".
 */
export function ColourSwatches({ label, value, onChange, noneLabel, disabled = false }: ColourSwatchesProps) {
  const t = useTranslations("Editor.colours");
  const name = useId();
  const customId = useId();
  const inPalette = value === null || DEFAULT_PALETTE.some((entry) => entry.color === value);
  return (
    <fieldset className={styles.swatches} disabled={disabled}>
      <legend>{label}</legend>
      <div className={styles.swatchGrid}>
        {noneLabel ? (
          <label className={styles.swatch} title={noneLabel}>
            <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} aria-label={noneLabel} />
            <span className={`${styles.swatchColour} ${styles.swatchNone}`} aria-hidden="true" />
          </label>
        ) : null}
        {DEFAULT_PALETTE.map((entry) => {
          const key = COLOUR_NAMES[entry.uid];
          const colourName = key ? t(`names.${key}`) : entry.color;
          return (
            <label key={entry.uid} className={styles.swatch} title={colourName}>
              <input type="radio" name={name} checked={value === entry.color} onChange={() => onChange(entry.color)} aria-label={colourName} />
              <span className={styles.swatchColour} style={{ background: entry.color }} aria-hidden="true" />
            </label>
          );
        })}
      </div>
      <label htmlFor={customId} className={styles.customColour}>
        {t("custom")}
        <input
          id={customId}
          type="color"
          value={value ?? "#ffffff"}
          data-custom={!inPalette || undefined}
          onChange={(event) => {
            const colour = normalizeColor(event.target.value);
            if (colour) onChange(colour);
          }}
        />
      </label>
    </fieldset>
  );
}

"use client";

import { useEffect, useId, useMemo, useState } from "react";
import {
  CUSTOM_SIZE_DIMENSIONS,
  fieldValueOf,
  limitInUnit,
  millimetresFrom,
  parseSizedSku,
  rangeProblem,
  sizedSku,
  type CustomSizeDimension,
  type CustomSizeMm,
} from "@/lib/catalog/custom-size";
import { useRegionId } from "@/components/providers/region";
import styles from "./configurator.module.css";
import later from "./later.module.css";
import { fill, type CustomSizeOffer } from "./custom-size";
import { useSizeEmissions } from "./use-size-emissions";
import { laterApi } from "./later-api";

/**
 * The server's reason for refusing a size (the invalid_size error's details from
 * server/catalog/custom-sizes.ts): the limits the browser does not know, such as
 * the tallest box the model folds for the base.
 */
export interface SizeRefusal {
  reason: string;
  dimension?: CustomSizeDimension;
  limit_mm?: number;
}

interface Props {
  product: string;
  offer: CustomSizeOffer;
  /** The configured sku: the fields start from its size. */
  sku: string;
  /** The server refused the configured custom size. */
  refusal: SizeRefusal | null;
  onSize: (sku: string) => void;
  /**
   * Whether the fields now say something that is not a size the shop can price
   * (a number out of range, or not a number): the price shown is then the last
   * valid size's, and the configurator says so rather than show it as this one's.
   */
  onUnpriced?: (unpriced: boolean) => void;
  /**
   * The custom size to ask the server's carbon footprint of (null for none), and where
   * the answer goes: the fetch comes with the fields' chunk, as only a custom size needs it.
   */
  footprintOf?: string | null;
  onFootprint?: (footprint: { sku: string; grams: number }) => void;
}

/** The range hint of a field in the shopper's unit, rounded inwards. */
export function rangeHint(offer: CustomSizeOffer, dimension: CustomSizeDimension): string {
  const number = new Intl.NumberFormat(offer.locale, { maximumFractionDigits: 1 });
  const { min, max } = offer.limits[dimension];
  return fill(offer.words.range, { min: number.format(limitInUnit(min, "min", offer.unit)), max: number.format(limitInUnit(max, "max", offer.unit)) });
}

type Texts = Record<CustomSizeDimension, string>;

function textsOf(sku: string, offer: CustomSizeOffer): Texts {
  const size = parseSizedSku(sku)?.size;
  const number = new Intl.NumberFormat(offer.locale, { maximumFractionDigits: 1, useGrouping: false });
  const text = (dimension: CustomSizeDimension) => (size ? number.format(fieldValueOf(size[dimension], offer.unit)) : "");
  return { length: text("length"), width: text("width"), height: text("height") };
}

/** The message under each field: the browser's own check first, then what the server said about the size. */
function problemsOf(
  texts: Texts,
  offer: CustomSizeOffer,
  refusal: SizeRefusal | null,
  number: Intl.NumberFormat,
): Partial<Record<CustomSizeDimension, string>> {
  const { words, unit, limits } = offer;
  const problems: Partial<Record<CustomSizeDimension, string>> = {};
  for (const dimension of CUSTOM_SIZE_DIMENSIONS) {
    const mm = millimetresFrom(texts[dimension], unit);
    if (Number.isNaN(mm)) {
      problems[dimension] = words.notNumber;
      continue;
    }
    const { min, max } = limits[dimension];
    if (mm < min) problems[dimension] = fill(words.atLeast, { min: number.format(limitInUnit(min, "min", unit)) });
    else if (mm > max) problems[dimension] = fill(words.atMost, { max: number.format(limitInUnit(max, "max", unit)) });
  }
  if (Object.keys(problems).length === 0 && refusal) {
    const limit = refusal.limit_mm;
    if (refusal.reason === "too_tall" && limit !== undefined) problems.height = fill(words.tooTall, { max: number.format(limitInUnit(limit, "max", unit)) });
    else if ((refusal.reason === "above" || refusal.reason === "below") && refusal.dimension && limit !== undefined)
      problems[refusal.dimension] = fill(refusal.reason === "above" ? words.atMost : words.atLeast, {
        [refusal.reason === "above" ? "max" : "min"]: number.format(limitInUnit(limit, refusal.reason === "above" ? "max" : "min", unit)),
      });
  }
  return problems;
}

/**
 * Three number fields for a size of the shopper's own, in millimetres (inches to one
 * decimal in the US). A size within the limits becomes the configuration's sku
 * (`<product>-<L>x<W>x<H>` in mm) when the shopper leaves a field or applies it; the
 * price then comes from the server like any other configuration's.
 */
export function CustomSizeFields({ product, offer, sku, refusal, onSize, onUnpriced, footprintOf = null, onFootprint }: Props) {
  const id = useId();
  const regionId = useRegionId();
  const reads = useMemo(() => laterApi(regionId), [regionId]);
  const grams = useSizeEmissions(reads, footprintOf);
  useEffect(() => {
    if (footprintOf && grams !== undefined) onFootprint?.({ sku: footprintOf, grams });
  }, [footprintOf, grams, onFootprint]);
  const [texts, setTexts] = useState<Texts>(() => textsOf(sku, offer));
  const [checked, setChecked] = useState<Partial<Record<CustomSizeDimension, boolean>>>({});
  const number = new Intl.NumberFormat(offer.locale, { maximumFractionDigits: 1 });
  // The server's refusal is about the configured size: shown while the fields still say that size.
  const typed = sizeOf(texts, offer);
  const applies = refusal && typed && sizedSku(product, typed) === sku ? refusal : null;
  const problems = problemsOf(texts, offer, applies, number);
  const shown = (dimension: CustomSizeDimension) => (checked[dimension] || applies ? problems[dimension] : undefined);
  const notFoldable = applies?.reason === "not_foldable";
  const unpriced = typed === null || rangeProblem(offer.limits, typed) !== null;
  useEffect(() => onUnpriced?.(unpriced), [onUnpriced, unpriced]);
  // Closing the fields (a catalogue size chosen) leaves nothing unpriced behind.
  useEffect(() => () => onUnpriced?.(false), [onUnpriced]);

  function commit(all: boolean) {
    if (all) setChecked({ length: true, width: true, height: true });
    const size = sizeOf(texts, offer);
    if (size && rangeProblem(offer.limits, size) === null) {
      const next = sizedSku(product, size);
      if (next !== sku) onSize(next);
    }
  }

  return (
    <fieldset className={later.customSize} data-testid="custom-size">
      <legend>{offer.words.legend}</legend>
      <div className={later.customSizeFields}>
        {CUSTOM_SIZE_DIMENSIONS.map((dimension) => {
          const problem = shown(dimension);
          return (
            <div className={styles.field} key={dimension}>
              <label htmlFor={`${id}-${dimension}`}>
                {offer.words[dimension]} ({offer.words.unit})
              </label>
              <input
                id={`${id}-${dimension}`}
                name={`custom-${dimension}`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={texts[dimension]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-${dimension}-note`}
                onChange={(event) => setTexts({ ...texts, [dimension]: event.target.value })}
                onBlur={() => {
                  setChecked({ ...checked, [dimension]: true });
                  commit(false);
                }}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  commit(true);
                }}
              />
              <small id={`${id}-${dimension}-note`} className={problem ? styles.error : later.hint}>
                {problem ?? rangeHint(offer, dimension)}
              </small>
            </div>
          );
        })}
      </div>
      {notFoldable ? (
        <p role="alert" className={styles.error}>
          {offer.words.notFoldable}
        </p>
      ) : null}
      <button type="button" className={later.apply} onClick={() => commit(true)}>
        {offer.words.apply}
      </button>
    </fieldset>
  );
}

function sizeOf(texts: Texts, offer: CustomSizeOffer): CustomSizeMm | null {
  const size = {
    length: millimetresFrom(texts.length, offer.unit),
    width: millimetresFrom(texts.width, offer.unit),
    height: millimetresFrom(texts.height, offer.unit),
  };
  return Object.values(size).some(Number.isNaN) ? null : size;
}

"use client";

import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { useRegionId } from "@/components/providers/region";
import type { ApiError } from "@/lib/api/errors";
import { configurationToSearchParams, type LineConfiguration, type PaidAssetType } from "@/lib/catalog/line-configuration-url";
import { shownTotal, type PriceDisplay } from "@/lib/money/basis";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/minor-units";
import type { LineQuote } from "@/lib/pricing/line-quote";
import { hasLoginFlag, readStoredToken } from "@/lib/api/token-storage";
import { ChoiceCards, type CardChoice } from "./ChoiceCards";
import { nextSaving, savingsAgainst } from "./savings";
import type { SizeGuideOffer } from "./size-guides";
import type { DielineOffer } from "./dieline-links";
import type { SavingsLadderProps } from "./SavingsLadder";
import styles from "./configurator.module.css";
import { customSizeLabel, fill, isCustomSkuOf, type CustomSizeOffer } from "./custom-size";
import type { SizeRefusal } from "./CustomSizeFields";
import { addressWith, configurationFromQuery, defaultConfiguration, type ProductOffer } from "./offer";
import { useLineQuote } from "./use-line-quote";
import { laterApi, loadApi } from "./later-api";
import { preloadedLazy } from "./preloaded-lazy";
import { CONFIGURATION_PLACEHOLDER, fillNamed, fillPlaceholder, fillPrice, ladderWords, type ConfiguratorWords, type ProductChoiceWords } from "./words";

/**
 * The product configurator: the shopper's choices are one line configuration
 * (lib/catalog/line-configuration-url.ts). It is kept in the page's address
 * (replaced, not pushed: a reload, the back button coming back from the editor
 * and a shared link all open it, while option changes do not fill the history),
 * read from there once the page is hydrated (the page itself is prerendered for
 * every address), and carried whole to the editor or the cart. Everything that
 * depends on it follows it: the figure and the price ladder are the server's
 * quote of the line (GET prices/line_item, the amount the cart charges, shown on
 * the storefront's basis), the delivery date moves with express production and
 * the carbon footprint with the size. The browser never computes an amount.
 * Its words come translated from the server (./words), so the product page loads
 * neither a message parser, nor a query cache, nor zod.
 *
 * It lays out the page's first screen (docs/adr/0061-product-page-layout.md): the
 * page's gallery and the product's name beside the choices, drawn as pickers
 * (./ChoiceCards), and the summary (configuration, total, price a piece, delivery date,
 * footprint, the main button) that stays in view on a wide screen, while a phone gets
 * a bottom bar once the summary's button has scrolled away. Below: the price ladder as
 * savings and the size guide.
 */

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

/** A picker's choice with its look (./looks). */
export type Looked<T extends string = string> = Choice<T> & { look?: ReactNode };

export interface ConfiguratorProps {
  product: string;
  /** Nothing to design here (plain, pre-printed, artwork sent later): the button adds the line to the cart. */
  designless: boolean;
  /** The sizes, each by its sku. */
  sizes: Choice[];
  /**
   * The boards, prints, finishes and print qualities, each with its look in the
   * pickers (./looks: a board's close-up or colours, an option's drawing), drawn on
   * the server and handed over as elements, so neither the drawings' code nor the
   * imagery's manifest comes into the island.
   */
  materials: Looked<NonNullable<LineConfiguration["material"]>>[];
  printModes: Looked<NonNullable<LineConfiguration["printMode"]>>[];
  finishes: Looked<NonNullable<LineConfiguration["finish"]>>[];
  printQualities: Looked<NonNullable<LineConfiguration["printQuality"]>>[];
  expressProduction: boolean;
  /** Paid assets the product offers, each with its label and a note (what it is, what it costs). */
  paidAssets: (Choice<PaidAssetType> & { note: string })[];
  /** The quantities offered, each with its label ("500 pieces"). */
  quantities: Choice[];
  defaultQuantity: number;
  formatter: CurrencyFormatter;
  priceDisplay: PriceDisplay;
  /** The server's quote of the default configuration, rendered with the page. */
  initialQuote: LineQuote;
  /** The delivery estimate in words, without and with express production. */
  delivery: { standard: string; express: string };
  /** The carbon footprint in words, by sku. */
  emissions: Record<string, string>;
  words: ConfiguratorWords;
  /** The limits and words of a size of the shopper's own, for products made in any size within limits. */
  customSize?: CustomSizeOffer;
  /** The product's editor on the app host (the box or the product editor), and the cart for products without a design step. */
  editorUrl: string;
  cartUrl: string;
  /**
   * For products made from a flat net: each catalogue size's dieline links, drawn on the
   * server (./dieline-links), and where a size of the shopper's own downloads its dieline.
   */
  dieline?: DielineOffer;
  /** The pickers', savings' and bottom bar's words (messages ProductChoice). */
  choiceWords: ProductChoiceWords;
  /**
   * For boxes: each catalogue size's guide, drawn on the server (./size-guides), and the
   * ruler's unit and the guide's words for a size of the shopper's own, whose inside is read from its sku.
   */
  sizeGuide?: SizeGuideOffer;
  /**
   * The savings table of the page's own quote (initialQuote), drawn on the server
   * (./SavingsLadder without its buttons' handler): in place, in the page's HTML too,
   * until the table's code, which follows the first load, has come.
   */
  ladder?: ReactNode;
  /** The page's picture slot, shown beside the configurator (the page owns what is in it). */
  gallery?: ReactNode;
  /** The product's name and one line about it, above the choices. */
  intro?: ReactNode;
}

/** Whether an element is on screen; true until the browser says otherwise (and where it cannot say). */
function useOnScreen(target: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry ? entry.isIntersecting : true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

function offerOf(props: ConfiguratorProps): ProductOffer {
  return {
    skus: props.sizes.map((size) => size.value),
    materials: props.materials.map((choice) => choice.value),
    printModes: props.printModes.map((choice) => choice.value),
    finishes: props.finishes.map((choice) => choice.value),
    printQualities: props.printQualities.map((choice) => choice.value),
    expressProduction: props.expressProduction,
    paidAssets: props.paidAssets.map((choice) => choice.value),
    quantities: props.quantities.map((choice) => Number(choice.value)),
    defaultQuantity: props.defaultQuantity,
    customSku: props.customSize ? (sku) => isCustomSkuOf(props.product, props.customSize!, sku) : undefined,
  };
}

/**
 * The custom size fields load when the shopper opens them (or arrives with a size of
 * their own): most visits never do, so the product page's first load goes without them.
 */
const CustomSizeFields = lazy(() => import("./after-first-load").then((module) => ({ default: module.CustomSizeFields })));

/** The size guide for a size of the shopper's own (the catalogue sizes' come drawn from the server): only after the custom size fields. */
const LaterSizeGuide = lazy(() => import("./after-first-load").then((module) => ({ default: module.CustomSizeGuide })));

/** The bottom bar, shown only once the summary's button has scrolled away: by then its chunk has come. */
const StickySummary = lazy(() => import("./after-first-load").then((module) => ({ default: module.StickySummary })));

/** The dieline links of a size of the shopper's own (the catalogue sizes' come drawn from the server): only after the custom size fields. */
const LaterDielineLinks = lazy(() => import("./after-first-load").then((module) => ({ default: module.DielineLinks })));

/**
 * The savings table follows the first load: its chunk is fetched once the page is live
 * (./preloaded-lazy), and until it has come the server's table of the page's quote
 * stands in its place, so nothing moves and a crawler reads it in place.
 */
const SavingsLadder = preloadedLazy<SavingsLadderProps>(() => import("./after-first-load").then((module) => module.SavingsLadder));

/** A company's price note, for the signed-in members of a company with its own price list (few visits): loaded when it has one to show. */
const CompanyPriceNote = lazy(() => import("./after-first-load").then((module) => ({ default: module.CompanyPriceNote })));

/** The size select's choice that opens the custom size fields. */
const CUSTOM_CHOICE = "custom";

/** The server's reason for refusing the configured size, when that is why the price failed. */
function refusalOf(error: unknown): SizeRefusal | null {
  // Told by its name: the API client's code (and its ApiError class) follows the first load (./later-api).
  if (!(error instanceof Error) || error.name !== "ApiError") return null;
  if (!isApiError(error) || error.code !== "invalid_size" || typeof error.details !== "object" || error.details === null) return null;
  return error.details as SizeRefusal;
}

const isApiError = (error: Error): error is ApiError => "code" in error && "details" in error;

/** The address is read, not followed: after arrival the configurator writes it itself. */
const noSubscription = () => () => {};
const addressQuery = () => window.location.search;
const noAddress = () => null;
/** A signed-in visitor's token, read once hydrated: their company's prices are asked for with it. */
const signedInToken = () => (hasLoginFlag() ? (readStoredToken() ?? null) : null);

const labelOf = (choices: readonly Choice[], value: string | undefined) => choices.find((choice) => choice.value === value)?.label;

/** The configuration in words, for the ladder's caption: size, options, express and paid assets. */
function describe(props: ConfiguratorProps, configuration: LineConfiguration): string {
  return [
    labelOf(props.sizes, configuration.sku) ?? (props.customSize ? customSizeLabel(configuration.sku, props.customSize) : undefined),
    labelOf(props.materials, configuration.material),
    labelOf(props.printModes, configuration.printMode),
    labelOf(props.finishes, configuration.finish),
    labelOf(props.printQualities, configuration.printQuality),
    configuration.express ? props.words.express : undefined,
    ...configuration.paidAssets.map((asset) => labelOf(props.paidAssets, asset)),
  ]
    .filter(Boolean)
    .join(" · ");
}

export function Configurator(props: ConfiguratorProps) {
  const { words, formatter, priceDisplay } = props;
  const regionId = useRegionId();
  const api = useMemo(() => laterApi(regionId), [regionId]);
  // The API client's code is fetched once the page is live, before the shopper's first change asks for a price.
  useEffect(() => void loadApi(), []);
  const [offer] = useState(() => offerOf(props));
  const [initial] = useState(() => defaultConfiguration(offer));
  // The page is the same for every address: the configuration in this one is read once hydrated (null on the server).
  const arrivedWith = useSyncExternalStore(noSubscription, addressQuery, noAddress);
  const fromAddress = useMemo(() => (arrivedWith ? configurationFromQuery(arrivedWith, offer) : null), [arrivedWith, offer]);
  const [chosen, setChosen] = useState<LineConfiguration | null>(null);
  const configuration = chosen ?? fromAddress ?? initial;

  useEffect(() => {
    // A link carrying something the product does not offer is corrected in the address too.
    if (fromAddress && !chosen) window.history.replaceState(window.history.state, "", addressWith(window.location, fromAddress));
  }, [fromAddress, chosen]);

  function change(next: Partial<LineConfiguration>) {
    const changed = { ...configuration, ...next };
    setChosen(changed);
    window.history.replaceState(window.history.state, "", addressWith(window.location, changed));
  }

  const viewer = useSyncExternalStore(noSubscription, signedInToken, noAddress);
  const quoted = useLineQuote(api, configuration, { configuration: initial, quote: props.initialQuote }, viewer);
  const quote = quoted.quote;
  const refusal = refusalOf(quoted.error);
  // The custom size fields say a size that cannot be priced: the price on show is the last valid size's.
  const [sizeUnpriced, setSizeUnpriced] = useState(false);
  const format = (amount: number) => formatMinorUnits(amount, formatter);
  // A size the server refused is not carried on: there is nothing to design or buy in it.
  const href =
    refusal || sizeUnpriced ? undefined : `${props.designless ? props.cartUrl : props.editorUrl}?${configurationToSearchParams(configuration).toString()}`;
  // The custom size fields stay open once chosen, also when the size typed is a catalogue one.
  const [customOpen, setCustomOpen] = useState(false);
  const catalogueSize = props.sizes.some((size) => size.value === configuration.sku);
  const custom = props.customSize && (customOpen || !catalogueSize);
  const sizeChoices = props.customSize ? [...props.sizes, { value: CUSTOM_CHOICE, label: props.customSize.words.choice }] : props.sizes;
  // The page renders the footprint of its catalogue sizes; a custom size's comes from the server, asked by the custom size fields.
  const footprintOf = props.customSize && !catalogueSize && !refusal ? configuration.sku : null;
  const [customFootprint, setCustomFootprint] = useState<{ sku: string; grams: number } | null>(null);
  const customGrams = footprintOf && customFootprint?.sku === footprintOf ? customFootprint.grams : undefined;
  const emissions =
    props.emissions[configuration.sku] ??
    (props.customSize && customGrams !== undefined
      ? fill(props.customSize.words.emissions, { grams: new Intl.NumberFormat(props.customSize.locale).format(Math.round(customGrams)) })
      : undefined);

  const { choiceWords } = props;
  const showQuote = !(sizeUnpriced && props.customSize) && !quoted.failed && quote;
  const shownPiece = quote ? format(shownTotal({ total: quote.unit_price, total_with_vat: quote.unit_price_with_vat }, priceDisplay)) : undefined;
  const quantityLabel = (quantity: number) => labelOf(props.quantities, String(quantity)) ?? String(quantity);
  const nudge = quote && showQuote ? nextSaving(savingsAgainst(quote.ladder, configuration.quantity, priceDisplay)) : undefined;
  // The phone's bottom bar comes once the summary's own button has scrolled away.
  const action = useRef<HTMLAnchorElement>(null);
  const actionOnScreen = useOnScreen(action);
  const sizeLabel = labelOf(props.sizes, configuration.sku) ?? (props.customSize ? customSizeLabel(configuration.sku, props.customSize) : undefined) ?? "";
  const actionLabel = props.designless ? words.addToCart : words.designYourBox;

  const cards = (choices: readonly Looked[], notes: Record<string, string>): CardChoice[] =>
    choices.map((choice) => ({ ...choice, note: notes[choice.value] }));

  return (
    <div className={styles.productLayout}>
      {props.gallery ? <div className={styles.galleryArea}>{props.gallery}</div> : null}
      <div className={styles.buyArea}>
        {props.intro}
        <section className={styles.configurator} aria-labelledby="configurator-heading" data-testid="configurator">
          <h2 id="configurator-heading" className={styles.configureHeading}>
            {words.configure}
          </h2>
          <div className={styles.fields}>
            <ChoiceCards
              name="size"
              variant="chip"
              legend={words.sizes}
              value={custom ? CUSTOM_CHOICE : configuration.sku}
              choices={sizeChoices}
              onChange={(sku) => {
                setCustomOpen(sku === CUSTOM_CHOICE);
                if (sku !== CUSTOM_CHOICE) change({ sku });
              }}
            />
            {custom && props.customSize ? (
              <Suspense fallback={null}>
                <CustomSizeFields
                  product={props.product}
                  offer={props.customSize}
                  sku={configuration.sku}
                  refusal={refusal}
                  onSize={(sku) => change({ sku })}
                  onUnpriced={setSizeUnpriced}
                  footprintOf={footprintOf}
                  onFootprint={setCustomFootprint}
                />
              </Suspense>
            ) : null}
            <ChoiceCards
              name="material"
              variant="swatch"
              legend={words.materials}
              value={configuration.material ?? ""}
              choices={props.materials}
              onChange={(value) => change({ material: value as LineConfiguration["material"] })}
            />
            <ChoiceCards
              name="printMode"
              variant="card"
              legend={words.printModes}
              value={configuration.printMode ?? ""}
              choices={cards(props.printModes, choiceWords.explain.printModes)}
              onChange={(value) => change({ printMode: value as LineConfiguration["printMode"] })}
            />
            <ChoiceCards
              name="finish"
              variant="card"
              legend={words.finishes}
              value={configuration.finish ?? ""}
              choices={cards(props.finishes, choiceWords.explain.finishes)}
              onChange={(value) => change({ finish: value as LineConfiguration["finish"] })}
            />
            <ChoiceCards
              name="printQuality"
              variant="card"
              legend={words.printQualities}
              value={configuration.printQuality ?? ""}
              choices={cards(props.printQualities, choiceWords.explain.printQualities)}
              onChange={(value) => change({ printQuality: value as LineConfiguration["printQuality"] })}
            />
            <QuantityField
              label={words.quantity}
              value={String(configuration.quantity)}
              choices={props.quantities}
              onChange={(value) => change({ quantity: Number(value) })}
            />
            {props.expressProduction && (
              <label className={styles.checkbox}>
                <input type="checkbox" name="express" checked={configuration.express} onChange={(event) => change({ express: event.target.checked })} />
                <span>
                  {words.express} <small>{words.expressNote}</small>
                </span>
              </label>
            )}
            {props.paidAssets.map((asset) => (
              <label key={asset.value} className={styles.checkbox}>
                <input
                  type="checkbox"
                  name={asset.value}
                  checked={configuration.paidAssets.includes(asset.value)}
                  onChange={(event) =>
                    change({
                      paidAssets: event.target.checked
                        ? [...configuration.paidAssets.filter((chosen) => chosen !== asset.value), asset.value]
                        : configuration.paidAssets.filter((chosen) => chosen !== asset.value),
                    })
                  }
                />
                <span>
                  {asset.label} <small>{asset.note}</small>
                </span>
              </label>
            ))}
          </div>
          <div className={styles.summary} aria-live="polite" aria-busy={quoted.fetching} data-testid="configurator-summary">
            <p className={styles.summaryConfiguration} data-testid="summary-configuration">
              {describe(props, configuration)}
            </p>
            <p className={styles.summaryLabel}>{words.yourPrice}</p>
            {sizeUnpriced && props.customSize ? (
              <p className={styles.unit} data-testid="configurator-size-unpriced">
                {props.customSize.words.unpriced}
              </p>
            ) : quoted.failed ? (
              <p role="alert" className={styles.error}>
                {refusal && props.customSize ? props.customSize.words.notFoldable : words.priceError}
              </p>
            ) : quote ? (
              <>
                <p className={styles.total} data-testid="configurator-total">
                  {format(shownTotal(quote, priceDisplay))}
                </p>
                <p className={styles.unit} data-testid="configurator-unit">
                  {fillPrice(words.perPiece, shownPiece!)}
                </p>
                {quote.price_list && words.companyPrice ? (
                  <Suspense fallback={null}>
                    <CompanyPriceNote priceList={quote.price_list} words={words.companyPrice} />
                  </Suspense>
                ) : null}
              </>
            ) : null}
            {nudge ? (
              <button type="button" className={styles.nudge} data-testid="savings-nudge" onClick={() => change({ quantity: nudge.quantity })}>
                {fillNamed(choiceWords.savings.nudge, { percent: String(nudge.percent), quantity: quantityLabel(nudge.quantity) })}
              </button>
            ) : null}
            {quoted.fetching && <p className={styles.updating}>{words.priceUpdating}</p>}
            {words.customsNote ? (
              <p className={styles.unit} data-testid="customs-note">
                {words.customsNote}
              </p>
            ) : null}
            <dl className={styles.facts}>
              <div>
                <dt>{words.delivery}</dt>
                <dd data-testid="delivery-estimate">{configuration.express ? props.delivery.express : props.delivery.standard}</dd>
              </div>
              {emissions ? (
                <div>
                  <dt>{words.emissions}</dt>
                  <dd data-testid="emissions">{emissions}</dd>
                </div>
              ) : null}
            </dl>
            <a ref={action} className={styles.cta} href={href} aria-disabled={!configuration.sku || !href} data-testid="product-action">
              {actionLabel}
            </a>
            {props.dieline && configuration.sku
              ? (props.dieline.drawn[configuration.sku] ?? (
                  <Suspense fallback={null}>
                    <LaterDielineLinks dieline={props.dieline.download} sku={configuration.sku} />
                  </Suspense>
                ))
              : null}
          </div>
        </section>
      </div>

      <div className={styles.moreArea}>
        <section className={styles.ladderSection} aria-labelledby="ladder-heading">
          <h2 id="ladder-heading">{choiceWords.savings.title}</h2>
          <p className={styles.note} data-testid="ladder-caption">
            {fillPlaceholder(words.ladderFor, CONFIGURATION_PLACEHOLDER, describe(props, configuration))}
          </p>
          {quote ? (
            <Suspense fallback={quote === props.initialQuote ? props.ladder : null}>
              <SavingsLadder
                ladder={quote.ladder}
                quantity={configuration.quantity}
                display={priceDisplay}
                format={format}
                quantityLabel={quantityLabel}
                onChoose={(quantity) => change({ quantity })}
                busy={quoted.fetching}
                words={ladderWords(words, choiceWords)}
              />
            </Suspense>
          ) : null}
          <p className={styles.note} data-testid="vat-note">
            {words.vatNote}
          </p>
        </section>
        {props.sizeGuide
          ? (props.sizeGuide.drawn[configuration.sku] ?? (
              <Suspense fallback={null}>
                <LaterSizeGuide sku={configuration.sku} sizeLabel={sizeLabel} unit={props.sizeGuide.unit} words={props.sizeGuide.words} />
              </Suspense>
            ))
          : null}
      </div>

      {/* The summary bar: only while the summary's own button is out of view (one way on in the page as rendered); on a wide screen it also says when the order arrives. */}
      {actionOnScreen ? null : (
        <Suspense fallback={null}>
          <StickySummary
            label={choiceWords.stickyLabel}
            price={showQuote && quote ? { total: format(shownTotal(quote, priceDisplay)), piece: fillPrice(words.perPiece, shownPiece!) } : undefined}
            delivery={configuration.express ? props.delivery.express : props.delivery.standard}
            emissions={emissions}
            href={href}
            disabled={!configuration.sku || !href}
            action={actionLabel}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The quantity stays a list: a number, not a look, and up to a dozen of them. */
function QuantityField({ label, value, choices, onChange }: { label: string; value: string; choices: Choice[]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name="quantity" value={value} onChange={(event) => onChange(event.target.value)} disabled={choices.length === 1}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

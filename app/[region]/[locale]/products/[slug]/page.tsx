import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/components/seo/JsonLd";
import { pageMetadata } from "@/components/seo/metadata";
import { SHARE_IMAGE_SEGMENT, SHARE_IMAGE_SIZE } from "@/components/seo/share-image";
import { breadcrumbJsonLd, productJsonLd } from "@/components/seo/structured-data";
import { saleUnitOfKind, saleUnitWords } from "@/lib/catalog/sale-units";
import { formatSize, sizeKindOfShape, sizeNote } from "@/lib/catalog/sizes";
import catalog from "@/components/catalog/catalog.module.css";
import { ProductGallery } from "@/components/catalog/ProductGallery";
import styles from "./product-page.module.css";
import { Configurator } from "@/components/configurator/Configurator";
import { defaultConfiguration } from "@/components/configurator/offer";
import { configuratorWords, ladderWords, PRICE_PLACEHOLDER, productChoiceWords, sizeGuideWords } from "@/components/configurator/words";
import { SavingsLadder } from "@/components/configurator/SavingsLadder";
import { lookedMaterials, lookedOptions } from "@/components/configurator/looks";
import { drawnSizeGuides } from "@/components/configurator/size-guides";
import { REFERENCE_OBJECTS } from "@/lib/catalog/size-guide";
import { materialSwatch } from "@/lib/catalog/product-images";
import { boardFacts } from "@/server/catalog/board-facts";
import { DATE_PLACEHOLDER, NAME_PLACEHOLDER } from "@/components/price-lists/CompanyPriceNote";
import { dielineLinkWords } from "@/components/configurator/dieline-words";
import { drawnDielineLinks } from "@/components/configurator/dieline-links";
import { productVariant } from "@/editor/shell/families";
import { customSizeWords } from "@/components/configurator/custom-size-words";
import { SAMPLE_PACKS_PATH } from "@/components/sample-packs/path";
import { SamplePackProductOffer } from "@/components/sample-packs/SamplePackProductOffer";
import { ProductViewerSlot } from "@/components/product-viewer/ProductViewerSlot";
import { DEFAULT_QUANTITY, PRODUCT_TYPE_SLUGS, quantityStepsFor } from "@/lib/catalog/constants";
import { EDITOR_PATHS } from "@/lib/dielines";
import { lengthUnitFor, sizeUnitFor } from "@/lib/catalog/units";
import { modelForProduct } from "@/lib/dielines";
import { fieldUnitFor } from "@/lib/catalog/custom-size";
import { shownTotal } from "@/lib/money/basis";
import { formatMinorUnits } from "@/lib/money/format";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { appUrl, regionOrigin, regionPath, regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { designStepOf, designWordOf } from "@/server/catalog/design-step";
import { productPageData, todayInWarsaw } from "@/server/catalog/pages";
import { regionsSelling } from "@/server/catalog/service";
import { customLimitsOf } from "@/server/catalog/custom-sizes";
import { paidAssetPrice, paidAssetsFor, quoteLadder, quoteLine } from "@/server/orders/pricing";
import { estimateDelivery } from "@/server/pricing/delivery";
import { EXPRESS_OPTIONS } from "@/server/pricing/express";
import { priced, shownAmount } from "@/server/pricing/price-rule";
import { emissionsPerPiece } from "@/server/pricing/service";
import { formatDate } from "@/lib/dates/format";
import { isSamplePack, MAX_SAMPLES } from "@/server/samples/service";

type Params = StorefrontParams & { slug: string };

/**
 * The option lists shown as facts, in this order; their message keys under ProductPage name them.
 * What depends on the shopper's configuration (price, ladder, delivery date, carbon footprint) is
 * the configurator's: the page is prerendered once for every address, and the island reads the
 * configuration from the address once hydrated.
 */
const OPTION_KINDS = ["materials", "printModes", "finishes", "printQualities"] as const;
type PageProps = { params: Promise<Params> };

/** Prices and delivery dates move; the page is rebuilt in the background at most hourly. */
export const revalidate = 3600;

export function generateStaticParams(): { slug: string }[] {
  return PRODUCT_TYPE_SLUGS.map((slug) => ({ slug }));
}

function load(params: Params) {
  const storefront = storefrontFromParams(params);
  const data = storefront ? productPageData(storefront.region, params.slug) : null;
  return storefront && data ? { storefront, data } : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const loaded = load(await params);
  if (!loaded) return {};
  const { storefront, data } = loaded;
  const t = await getTranslations({ locale: storefront.locale, namespace: "Products" });
  const { slug } = data.product;
  const path = `/products/${slug}`;
  const site = siteConfigFromEnv();
  const name = t(`${slug}.name`);
  return pageMetadata({
    storefront,
    path,
    title: name,
    description: t(`${slug}.description`),
    regions: regionsSelling(slug),
    image: { url: regionUrl(storefront.region, `${path}/${SHARE_IMAGE_SEGMENT}`, site), ...SHARE_IMAGE_SIZE, alt: name },
    site,
  });
}

export default async function ProductPage({ params }: PageProps) {
  const loaded = load(await params);
  if (!loaded) notFound();
  const { storefront, data } = loaded;
  setRequestLocale(storefront.locale);
  const { region, locale } = storefront;
  const { product } = data;
  const t = await getTranslations("ProductPage");
  const tChoice = await getTranslations("ProductChoice");
  const tAll = await getTranslations();
  const site = siteConfigFromEnv();
  const unit = lengthUnitFor(region.id);
  // Sizes as the editor, the cart and the custom size fields write them: millimetres, inches in the us (ADR 0058).
  const sizeUnit = sizeUnitFor(region.id);
  const unitLabel = tAll(`Units.${sizeUnit}`);
  // A box by its inside, a bag, mailer, sheet, tape or can by its own measures (lib/catalog/sizes.ts).
  const sizeKind = sizeKindOfShape(product.shape);
  const tSizes = await getTranslations("Catalog.sizes");
  // Tape is sold by the roll and tissue paper by the sheet: the quantities and the price a unit say so.
  const sale = saleUnitWords(saleUnitOfKind(sizeKind), await getTranslations("Units"));
  const tNote = await getTranslations("PriceLists.note");
  const format = (amount: number) => formatMinorUnits(amount, region.currencyFormatter);
  const name = tAll(`Products.${product.slug}.name`);
  // Boxes made in any size within their limits offer a size of the shopper's own (docs/adr/0044-custom-sizes.md).
  const customLimits = customLimitsOf(product);
  const fieldUnit = fieldUnitFor(unit);
  const customSize = customLimits
    ? {
        limits: customLimits,
        unit: fieldUnit,
        locale,
        words: customSizeWords(await getTranslations("Configurator.customSize"), tAll(`Units.${fieldUnit}`), t("emissionsValue", { grams: "{grams}" })),
      }
    : undefined;
  const description = tAll(`Products.${product.slug}.description`);
  const skuOfSize = new Map(data.priceList.variants.map((variant) => [variant.product_size, variant.sku]));
  const sizeLabels = product.sizes.map((size) => ({
    value: skuOfSize.get(size.code)!,
    label: formatSize(size, sizeKind, sizeUnit, unitLabel, locale, tSizes),
  }));
  const choiceWords = productChoiceWords((key, values) => tChoice(key as never, values as never), product);
  // Each choice with its look in the pickers, drawn here rather than in the island (components/configurator/looks.tsx).
  const choices = {
    materials: lookedMaterials(
      product.materials.map((value) => ({ value, label: tAll(`Catalog.materials.${value}`) })),
      choiceWords.closeUp,
      materialSwatch,
    ),
    printModes: lookedOptions(
      "printModes",
      product.printModes.map((value) => ({ value, label: tAll(`Catalog.printModes.${value}`) })),
    ),
    finishes: lookedOptions(
      "finishes",
      product.finishes.map((value) => ({ value, label: tAll(`Catalog.finishes.${value}`) })),
    ),
    printQualities: lookedOptions(
      "printQualities",
      product.printQualities.map((value) => ({ value, label: tAll(`Catalog.printQualities.${value}`) })),
    ),
  };
  const steps = quantityStepsFor(product.skuModel);
  const defaultQuantity = steps.includes(DEFAULT_QUANTITY) ? DEFAULT_QUANTITY : steps[0]!;
  const quantities = steps.map((quantity) => ({ value: String(quantity), label: sale.quantity(quantity) }));
  const initialConfiguration = defaultConfiguration({
    skus: sizeLabels.map((size) => size.value),
    materials: product.materials,
    printModes: product.printModes,
    finishes: product.finishes,
    printQualities: product.printQualities,
    expressProduction: product.expressProduction,
    paidAssets: paidAssetsFor(product),
    quantities: steps,
    defaultQuantity,
  });
  const initialQuote = { ...quoteLine(region, initialConfiguration), ladder: quoteLadder(region, initialConfiguration) };
  const paidAssets = paidAssetsFor(product).map((asset) => ({
    value: asset,
    label: t("fsc"),
    note: t("fscNote", { price: format(shownAmount(priced(paidAssetPrice(asset, region.currency), initialQuote.vat_rate), data.priceDisplay)) }),
  }));
  // A delivery day inside "from … to …": day and month, as the shop's date helper writes them ("1º dicembre").
  const day = (iso: string) => formatDate(iso, "dayMonth", locale);
  const vatNote =
    data.priceDisplay === "no-vat"
      ? t("noVat")
      : data.priceDisplay === "net-plus-vat"
        ? t("vatAdded", { vat: region.vatAmount })
        : t("vatIncluded", { vat: region.vatAmount });
  const today = todayInWarsaw();
  const expressDelivery = estimateDelivery({ startDate: today.date, startTime: today.time, region, productionDays: EXPRESS_OPTIONS[0]!.production_days });
  const customsNote = region.additionalCustoms > 0 ? t("customsNote", { amount: format(region.additionalCustoms) }) : null;
  const offerPrice = data.ladder[0]!.unitPrice;
  // A sample pack is not configured: its samples are chosen on the sample-packs page, at the pack's one price (ADR 0024).
  const samplePack = isSamplePack(product);
  const vatNoteOfPack = { gross: "vatIncluded", "net-plus-vat": "vatAdded", "no-vat": "noVat" } as const;
  const canonical = regionUrl(region, `/products/${product.slug}`, site);
  // Design online (in the product's own editor), nothing to design, or the artwork file after ordering: the page says which (ADR 0037).
  const step = designStepOf(region, product);
  const word = step.kind === "design" ? designWordOf(step.model) : null;
  // Tissue paper and tape are not die-cut: their download is named as the editor names it.
  const dielineModel = modelForProduct(product);
  const tOutline = await getTranslations("Editor.productWords");
  // The product within its family where a language names it apart (PL "Zaprojektuj foliopak", DE "Tüte gestalten").
  const designLabel =
    word === null || word === "box" || step.kind !== "design" ? undefined : t(`designAction.${word}`, { product: productVariant(step.model) });
  const stepNote =
    step.kind === "design"
      ? t("designStep.design")
      : step.kind === "artwork"
        ? t("designStep.artwork")
        : step.kind === "ready"
          ? t(step.why === "plain" ? "designless" : "designStep.prePrinted")
          : null;

  const words = {
    ...configuratorWords(t, data.delivery.production_days - EXPRESS_OPTIONS[0]!.production_days, {
      vatNote,
      customsNote,
      designLabel,
      perPiece: sale.each(PRICE_PLACEHOLDER),
      unitPrice: sale.heading,
    }),
    // Shown only when the browser's own quote carries a company price list; the prerendered page never does (ADR 0056).
    companyPrice: {
      until: tNote("until", { name: NAME_PLACEHOLDER, date: DATE_PLACEHOLDER }),
      open: tNote("open", { name: NAME_PLACEHOLDER }),
      locale,
    },
  };

  const tPictures = (await getTranslations("ProductImages")) as unknown as (key: string, values?: Record<string, string>) => string;
  // The picture slot: the gallery and its "View in 3D" button go in here, and only here (docs/adr/0061-product-page-layout.md).
  const gallery = (
    <div className={styles.gallery}>
      <ProductGallery
        slug={product.slug}
        name={name}
        pictured={samplePack ? "samples" : product.printModes.some((mode) => mode !== "no-print") ? "sampleMark" : "plain"}
        t={tPictures}
        materialName={(material) => tAll(`Catalog.materials.${material}` as never)}
      />
      <ProductViewerSlot
        product={product}
        skuOfSize={skuOfSize}
        sizeLabels={sizeLabels}
        materials={choices.materials.map(({ value, label }) => ({ value, label }))}
        customLimits={customLimits}
        unit={fieldUnit}
        locale={locale}
        name={name}
        t={await getTranslations("ProductViewer")}
        unitLabel={tAll(`Units.${fieldUnit}`)}
      />
    </div>
  );
  const intro = (
    <header className={styles.intro}>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.lead}>{description}</p>
      {/* What comes after the button (design online, nothing to design, artwork later): said before it. */}
      {stepNote && (
        <p className={catalog.note} data-testid="design-step">
          {stepNote}
        </p>
      )}
    </header>
  );
  // The sample pack is not configured: no option list, and no certificate to order with it.
  const facts = samplePack ? [] : boardFacts(product, paidAssetsFor(product));
  const details = samplePack ? null : (
    <section className={styles.details} aria-labelledby="product-details">
      <h2 id="product-details">{tChoice("details")}</h2>
      <dl className={catalog.facts}>
        <div>
          <dt>{t("sizes")}</dt>
          <dd>
            {sizeLabels.map((size) => size.label).join(" · ")} <small>({sizeNote(sizeKind, tSizes)})</small>
          </dd>
        </div>
        {OPTION_KINDS.map((kind) =>
          choices[kind].length > 0 ? (
            <div key={kind}>
              <dt>{t(kind)}</dt>
              <dd>{choices[kind].map((choice) => choice.label).join(" · ")}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {facts.length > 0 && (
        <div className={styles.boardFacts} data-testid="board-facts">
          <h3>{tChoice("facts.title")}</h3>
          <ul>
            {facts.map((fact) => (
              <li key={fact}>{tChoice(`facts.${fact}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );

  return (
    <div className={catalog.page}>
      <nav className={catalog.breadcrumbs} aria-label={t("breadcrumbHome")}>
        <ol>
          <li>
            <NextLink href={regionPath(region, "/")}>{t("breadcrumbHome")}</NextLink>
          </li>
          <li>
            <NextLink href={regionPath(region, "/products")}>{t("allProducts")}</NextLink>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>

      {samplePack ? (
        <div className={styles.packTop}>
          {gallery}
          <div>
            {intro}
            <SamplePackProductOffer
              href={regionPath(region, SAMPLE_PACKS_PATH)}
              words={{
                title: t("samplePack.title"),
                body: t("samplePack.body", { max: MAX_SAMPLES }),
                yourPrice: t("yourPrice"),
                price: t("packPrice", { price: format(shownTotal(initialQuote, data.priceDisplay)) }),
                vatNote: tAll(`SamplePacks.facts.${vatNoteOfPack[data.priceDisplay]}`, { vat: region.vatAmount }),
                delivery: t("delivery"),
                deliveryValue: t("deliveryEstimate", { from: day(data.delivery.delivery_from), to: day(data.delivery.delivery_to) }),
                choose: t("samplePack.choose"),
              }}
            />
          </div>
        </div>
      ) : (
        <Configurator
          gallery={gallery}
          intro={intro}
          choiceWords={choiceWords}
          sizeGuide={
            sizeKind === "box"
              ? // Each size's guide drawn here rather than in the island (components/configurator/size-guides.tsx).
                drawnSizeGuides(
                  sizeLabels,
                  Object.fromEntries(
                    product.sizes.map((size) => [skuOfSize.get(size.code)!, { lengthMm: size.lengthMm, widthMm: size.widthMm, heightMm: size.heightMm }]),
                  ),
                  sizeUnit,
                  sizeGuideWords(
                    (key, values) => tChoice(key as never, values as never),
                    REFERENCE_OBJECTS.map((object) => object.id),
                  ),
                )
              : undefined
          }
          product={product.slug}
          designless={step.kind !== "design"}
          sizes={sizeLabels}
          {...choices}
          expressProduction={product.expressProduction}
          paidAssets={paidAssets}
          quantities={quantities}
          defaultQuantity={defaultQuantity}
          formatter={region.currencyFormatter}
          priceDisplay={data.priceDisplay}
          initialQuote={initialQuote}
          delivery={{
            standard: t("deliveryEstimate", { from: day(data.delivery.delivery_from), to: day(data.delivery.delivery_to) }),
            express: t("deliveryEstimate", { from: day(expressDelivery.delivery_from), to: day(expressDelivery.delivery_to) }),
          }}
          emissions={Object.fromEntries(
            product.sizes.map((size) => [
              skuOfSize.get(size.code)!,
              sale.emissions(new Intl.NumberFormat(locale).format(Math.round(emissionsPerPiece(product, size)))),
            ]),
          )}
          words={words}
          ladder={
            // The savings table of the page's own quote, drawn here: in place until the island's, which follows the first load, has come.
            <SavingsLadder
              ladder={initialQuote.ladder}
              quantity={initialConfiguration.quantity}
              display={data.priceDisplay}
              format={format}
              quantityLabel={(quantity) => quantities.find((choice) => choice.value === String(quantity))?.label ?? String(quantity)}
              words={ladderWords(words, choiceWords)}
              busy={false}
            />
          }
          customSize={customSize}
          editorUrl={appUrl(region, EDITOR_PATHS[step.kind === "design" ? step.editor : "box"], site)}
          cartUrl={appUrl(region, "/cart", site)}
          dieline={
            dielineModel
              ? // Each size's links drawn here rather than in the island (components/configurator/dieline-links.tsx).
                drawnDielineLinks(
                  sizeLabels.map((size) => size.value),
                  {
                    url: `/api/v2/dielines?${new URLSearchParams({ region: region.id, locale }).toString()}`,
                    words: dielineLinkWords(
                      dielineModel,
                      (key) => t(key),
                      (key, values) => tOutline(key, values),
                    ),
                  },
                )
              : undefined
          }
        />
      )}

      {details}

      <JsonLd
        data={productJsonLd({
          name,
          description,
          sku: data.priceList.variants[0]!.sku,
          image: `${regionOrigin(region, site)}${data.keyVisual}`,
          url: canonical,
          currency: region.currency,
          price: offerPrice,
          minQuantity: defaultQuantity,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("breadcrumbHome"), url: regionUrl(region, "/", site) },
          { name: t("allProducts"), url: regionUrl(region, "/products", site) },
          { name, url: canonical },
        ])}
      />
    </div>
  );
}

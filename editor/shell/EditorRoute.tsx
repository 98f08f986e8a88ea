import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { EditorProduct, ProductFacts } from "@/lib/catalog/product-facts";
import { EDITOR_PATHS, editorFlavourOf, type EditorFlavour } from "@/lib/dielines";
import { localeFromLanguageTag, toLanguageTag, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";
import { storefrontFromParams, type Storefront, type StorefrontParams } from "@/regions/storefront";
import type { Region } from "@/regions/schema";
import { regionPath } from "@/regions/urls";
import { EditorIsland } from "./EditorIsland";
import { readEditorQuery, type EditorQuery } from "./opening";
import styles from "./shell.module.css";
import { isTemplateId, templateDesign, templateSku, type TemplateId } from "./templates";
import type { EditorOpening } from "./use-design-opening";

/**
 * The box editor (/box/design, Polish /pudelko/design) and the product editor
 * (/editor/product/design) share this: read the address, resolve the product from
 * the catalogue, and hand plain props to the editor island, which loads in the
 * browser only. Editor pages are the shopper's own work: never indexed. This is a
 * server component; the page hands it the catalogue's lookup
 * (server/catalog/editor-products.ts), which editor/ may not import itself.
 */

export type { EditorFlavour };
export type EditorRouteParams = Promise<StorefrontParams>;
export type EditorSearchParams = Promise<Record<string, string | string[] | undefined>>;
/** Finds a sku in the storefront's catalogue; undefined when it sells no such sku. */
export type SkuLookup = (region: Region, sku: string, productName: (slug: string) => string) => EditorProduct | undefined;

/** What the island reads: its own words, the canvas's and the 3D preview's, the options' names (Catalog), and those every island needs. */
const EDITOR_NAMESPACES = [...CLIENT_NAMESPACES, "Editor", "EditorCanvas", "EditorPreview", "Catalog", "Units"] as const;

export function editorMetadata(flavour: EditorFlavour) {
  return async function generateMetadata({ params }: { params: EditorRouteParams }): Promise<Metadata> {
    const storefront = storefrontFromParams(await params);
    if (!storefront) return {};
    const t = await getTranslations({ locale: storefront.locale, namespace: "Editor.meta" });
    return { title: `${t(flavour === "box" ? "boxTitle" : "productTitle")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
  };
}

/** The language an example's words are written in: the link's own, else the page's. */
function templateLocale(language: string | null, fallback: Locale): Locale {
  if (!language) return fallback;
  try {
    return localeFromLanguageTag(toLanguageTag(language));
  } catch {
    return fallback;
  }
}

function Notice({ title, text, href, action }: { title: string; text: string; href: string; action: string }) {
  return (
    <section className={styles.page} data-testid="editor-unavailable">
      <h1>{title}</h1>
      <p>{text}</p>
      <NextLink href={href}>{action}</NextLink>
    </section>
  );
}

type Opened = { opening: EditorOpening; product: ProductFacts } | { notice: ReactNode };

/** The same address on another editor route: a product opened at the wrong editor goes to its own, with everything the link carried. */
function otherEditor(region: Region, flavour: EditorFlavour, search: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  const rest = query.toString();
  return `${regionPath(region, EDITOR_PATHS[flavour])}${rest ? `?${rest}` : ""}`;
}

async function opened(
  storefront: Storefront,
  query: Exclude<EditorQuery, { kind: "design" | "none" | "invalidConfiguration" }>,
  resolveSku: SkuLookup,
  route: { flavour: EditorFlavour; search: Record<string, string | string[] | undefined> },
): Promise<Opened> {
  const { region, locale } = storefront;
  const t = await getTranslations("Editor.page");
  const messages = (await getMessages()) as Messages;
  const productName = (slug: string) => messages.Products[slug as keyof Messages["Products"]]?.name ?? slug;
  const products = regionPath(region, "/products");

  let template: TemplateId | null = null;
  if (query.kind === "template") {
    if (!isTemplateId(query.templateId))
      return { notice: <Notice title={t("notAvailableTitle")} text={t("unknownTemplate")} href={products} action={t("products")} /> };
    template = query.templateId;
  }
  const sku = query.kind === "template" ? (query.sku ?? templateSku(template!)) : query.sku;
  const resolved = resolveSku(region, sku, productName);
  if (!resolved) notFound();
  if (resolved.kind === "designless") {
    return {
      notice: (
        <Notice
          title={t("designlessTitle")}
          text={t("designless", { product: resolved.name })}
          href={regionPath(region, `/products/${resolved.slug}`)}
          action={t("productPage")}
        />
      ),
    };
  }
  if (resolved.kind === "notAvailable") {
    return { notice: <Notice title={t("notAvailableTitle")} text={t("notAvailable", { product: resolved.name })} href={products} action={t("products")} /> };
  }
  const { facts, model } = resolved;
  // Boxes are designed at /box/design, bags, mailers, labels and cards at /editor/product/design (ADR 0037).
  const own = editorFlavourOf(model);
  if (own !== route.flavour) redirect(otherEditor(region, own, route.search));
  if (!template) {
    const fresh = query.kind === "new" && query.fresh;
    return { opening: { kind: "new", sku, quantity: query.quantity, configuration: query.configuration, fresh }, product: facts };
  }
  const words = await getTranslations({
    locale: templateLocale(query.kind === "template" ? query.language : null, locale),
    namespace: `Editor.templates.${template}`,
  });
  const document = templateDesign(template, model, facts.inside, { headline: words("headline"), tagline: words("tagline"), mark: words("mark") });
  return { opening: { kind: "example", sku, quantity: query.quantity, document, configuration: query.configuration }, product: facts };
}

export async function EditorRoute({
  params,
  searchParams,
  resolveSku,
  flavour,
}: {
  params: EditorRouteParams;
  searchParams: EditorSearchParams;
  resolveSku: SkuLookup;
  /** Which editor route this is; a product of the other kind is sent to its own. */
  flavour: EditorFlavour;
}) {
  const storefront = storefrontFromParams(await params);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  const { region } = storefront;
  const search = await searchParams;
  const query = readEditorQuery(search);
  const t = await getTranslations("Editor.page");

  let opening: EditorOpening;
  let product: ProductFacts | null = null;
  if (query.kind === "none") {
    // The product editor's address names no product: it asks for a product, the box editor's for a box.
    const box = flavour === "box";
    return (
      <Notice
        title={t(box ? "chooseTitle" : "productChooseTitle")}
        text={t(box ? "choose" : "productChoose")}
        href={regionPath(region, "/products")}
        action={t("products")}
      />
    );
  } else if (query.kind === "invalidConfiguration") {
    const text = t(flavour === "box" ? "badConfiguration" : "productBadConfiguration");
    return <Notice title={t("badConfigurationTitle")} text={text} href={regionPath(region, "/products")} action={t("products")} />;
  } else if (query.kind === "design") {
    opening = query;
  } else {
    const result = await opened(storefront, query, resolveSku, { flavour, search });
    if ("notice" in result) return result.notice;
    ({ opening, product } = result);
  }

  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, EDITOR_NAMESPACES)}>
      <EditorIsland opening={opening} product={product} formatter={region.currencyFormatter} flavour={flavour} />
    </NextIntlClientProvider>
  );
}

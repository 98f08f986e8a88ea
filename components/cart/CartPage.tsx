"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { PRINT_QUALITIES, type PrintQuality } from "@/lib/catalog/constants";
import { configurationToLineItem } from "@/lib/catalog/line-item-body";
import { useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import type { SizeUnit } from "@/lib/catalog/units";
import type { EditorFlavour } from "@/lib/dielines/editors";
import type { PriceDisplay } from "@/lib/money/basis";
import type { CurrencyFormatter } from "@/lib/money/format";
import { DeliveryEstimate } from "@/components/checkout/DeliveryEstimate";
import { BundleGroup } from "./BundleGroup";
import layout from "@/components/ui/layout.module.css";
import shared from "@/components/ui/shared.module.css";
import styles from "./cart.module.css";
import { cartView } from "./cart-lines";
import { CartTotals } from "./CartTotals";
import { ConfirmRemoval } from "./ConfirmRemoval";
import { DiscountCodes } from "./DiscountCodes";
import { TreesSection, WarrantySection } from "./CartExtras";
import { lineName, ProductLine } from "./ProductLine";
import { takeRequestedLine, type RequestedLine } from "./requested-line";
import type { CartCatalogue, ExtrasTerms, Order } from "./types";
import { useCart, type Cart } from "./useCart";

/**
 * /cart: the visitor's open cart. The page is the same for everyone; the cart is
 * loaded here, in the browser, with the visitor's token. A designless product
 * sent from the configurator (its whole line configuration in the address) is
 * added once on arrival.
 */

export interface CartPageProps {
  formatter: CurrencyFormatter;
  catalogue: CartCatalogue;
  extras: ExtrasTerms;
  unit: SizeUnit;
  /** The editors' addresses, where a line's design opens again ("edit design"): each product's own (its facts' `editor`). */
  editorUrls?: Readonly<Record<EditorFlavour, string>>;
  /** The ways to pay, the support desk and the policies (components/layout/TrustPanel), beside the totals. */
  trust?: ReactNode;
}

/** What the amounts on the page are: the storefront's basis, in the order's words. */
function basisNote(t: ReturnType<typeof useTranslations<"Cart">>, display: PriceDisplay, vat: number): string {
  if (display === "no-vat") return t("prices.noVat");
  return display === "net-plus-vat" ? t("prices.vatAdded", { vat }) : t("prices.vatIncluded", { vat });
}

type Removal = { kind: "line"; lineId: number; name: string } | { kind: "bundle"; bundleId: number };

export function CartPage(props: CartPageProps) {
  const t = useTranslations("Cart");
  const cart = useCart(props.formatter);
  const heading = useRef<HTMLHeadingElement>(null);
  // undefined until the address is read; a ref survives development's double effects, so the line is added once.
  const requested = useRef<RequestedLine | null | undefined>(undefined);
  const [linkError, setLinkError] = useState<string | null>(null);
  const { status, addLine } = cart;

  useEffect(() => {
    // Read (and cleaned) at once, before the cart has loaded, so a quick reload cannot add the line again.
    if (requested.current === undefined) requested.current = takeRequestedLine(window.location, window.history);
    const wanted = requested.current;
    if (!wanted || status !== "ready") return;
    requested.current = null;
    // Reported once the effect has run, as news from the address bar, like any other answer.
    if (!wanted.ok) queueMicrotask(() => setLinkError(t(wanted.problem === "quantity" ? "errors.badQuantity" : "errors.badConfiguration")));
    else void addLine({ ...configurationToLineItem(wanted.configuration), purchase_trigger: "configurator" });
  }, [status, addLine, t]);

  const error = cart.error ?? linkError;

  return (
    <div className={`${shared.page} ${layout.page} ${styles.page}`}>
      <h1 ref={heading} tabIndex={-1}>
        {t("title")}
      </h1>
      {error ? (
        <div role="alert" className={styles.error}>
          <span>{error}</span>
          <Button
            size="small"
            variant="text"
            onClick={() => {
              cart.dismissError();
              setLinkError(null);
            }}
          >
            {t("dismiss")}
          </Button>
        </div>
      ) : null}
      <CartContent cart={cart} {...props} onRemoved={() => heading.current?.focus()} />
      <p className={styles.status} role="status">
        {cart.activity === "quiet" ? t("working") : ""}
      </p>
      {cart.activity && cart.activity !== "quiet" ? <BusyOverlay state={cart.activity} /> : null}
    </div>
  );
}

function CartContent({ cart, onRemoved, ...props }: CartPageProps & { cart: Cart; onRemoved(): void }) {
  const t = useTranslations("Cart");
  if (cart.status === "error") return <p className={styles.error}>{t("loadError")}</p>;
  if (cart.order === undefined) return <Loader label={t("loading")} />;
  if (cart.order === null || cart.order.line_items.length === 0) return <EmptyCart />;
  return <CartContents order={cart.order} cart={cart} onRemoved={onRemoved} {...props} />;
}

function EmptyCart() {
  const t = useTranslations("Cart.empty");
  const path = useRegionPath();
  return (
    <section className={styles.empty} aria-labelledby="empty-cart-heading">
      <h2 id="empty-cart-heading">{t("title")}</h2>
      <p>{t("body")}</p>
      <div className={styles.actions}>
        <Link href={path("/products")} variant="primary">
          {t("browse")}
        </Link>
        <Link href={path("/bundles")} variant="secondary">
          {t("bundles")}
        </Link>
      </div>
    </section>
  );
}

/** The print qualities the orders API takes; the quality select offers only these. */
const isPrintQuality = (value: string): value is PrintQuality => (PRINT_QUALITIES as readonly string[]).includes(value);

function CartContents({
  order,
  cart,
  catalogue,
  formatter,
  extras,
  unit,
  editorUrls,
  trust,
  onRemoved,
}: CartPageProps & { order: Order; cart: Cart; onRemoved(): void }) {
  const t = useTranslations("Cart");
  const path = useRegionPath();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const view = cartView(order);
  const display = order.price_display;
  const factsOf = (slug: string | undefined) => (slug ? catalogue[slug] : undefined);
  const lineHandlers = (lineId: number) => ({
    onPrintQuality: (quality: string) => (isPrintQuality(quality) ? cart.updateLine(lineId, { options: { print_quality: quality } }) : Promise.resolve(false)),
    onExpertCheck: (wanted: boolean) => cart.setExpertCheck(lineId, wanted),
  });

  return (
    <div className={`${layout.withAside} ${styles.layout}`}>
      <div className={styles.main}>
        <section aria-labelledby="cart-lines-heading">
          <h2 id="cart-lines-heading" className={shared.visuallyHidden}>
            {t("lines.heading")}
          </h2>
          <ul className={styles.lines}>
            {view.entries.map((entry) =>
              entry.type === "product" ? (
                <ProductLine
                  key={`line-${entry.line.id}`}
                  entry={entry}
                  facts={factsOf(entry.line.product?.slug)}
                  catalogue={catalogue}
                  formatter={formatter}
                  display={display}
                  unit={unit}
                  expertCheckPrice={extras.expertCheckPrice}
                  editorUrl={editorUrls?.[factsOf(entry.line.product?.slug)?.editor ?? "box"]}
                  onQuantity={(quantity) => cart.updateLine(entry.line.id, { quantity })}
                  {...lineHandlers(entry.line.id)}
                  onRemove={() => setRemoval({ kind: "line", lineId: entry.line.id, name: lineName(entry, factsOf(entry.line.product?.slug)) })}
                />
              ) : (
                <BundleGroup
                  key={`bundle-${entry.bundleId}`}
                  bundle={entry}
                  catalogue={catalogue}
                  formatter={formatter}
                  display={display}
                  unit={unit}
                  expertCheckPrice={extras.expertCheckPrice}
                  onQuantity={(quantity) => cart.setBundleQuantity(entry.bundleId, quantity)}
                  onRemove={() => setRemoval({ kind: "bundle", bundleId: entry.bundleId })}
                  onPrintQuality={(lineId, quality) => lineHandlers(lineId).onPrintQuality(quality)}
                  onExpertCheck={(lineId, wanted) => lineHandlers(lineId).onExpertCheck(wanted)}
                />
              ),
            )}
          </ul>
          <p className={styles.note}>{basisNote(t, display, order.vat_rate)}</p>
        </section>
        <WarrantySection
          warranty={view.warranty}
          terms={extras}
          formatter={formatter}
          display={display}
          onAdd={() => cart.addLine({ service_name: "warranty" })}
          onRemove={() => (view.warranty ? cart.removeService(view.warranty.id) : Promise.resolve(true))}
        />
        <TreesSection trees={view.trees} terms={extras} formatter={formatter} display={display} onSet={cart.setTrees} />
      </div>
      <aside className={styles.summary} aria-label={t("totals.title")}>
        <DiscountCodes appliedCode={order.promo_code} onApply={cart.applyCoupon} onRemove={cart.removeCoupon} />
        <section className={styles.section} aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{t("totals.title")}</h2>
          <CartTotals order={order} formatter={formatter} />
          <DeliveryEstimate lines={order.line_items} />
          <div className={styles.stack}>
            {view.productCount > 0 ? (
              <Link href={path("/order")} variant="primary" size="large">
                {t("checkout")}
              </Link>
            ) : (
              <p className={styles.hint}>{t("noProducts")}</p>
            )}
            <Link href={path("/cart/recommended-products-and-services/s")} variant="secondary">
              {t("crossSellLink")}
            </Link>
            <Link href={path("/products")} variant="text">
              {t("continueShopping")}
            </Link>
          </div>
        </section>
        {trust}
      </aside>
      {removal ? (
        <ConfirmRemoval
          title={removal.kind === "line" ? t("remove.title") : t("bundle.removeTitle")}
          question={removal.kind === "line" ? t("remove.body", { name: removal.name }) : t("bundle.removeBody")}
          onConfirm={(options) => (removal.kind === "line" ? cart.removeLine(removal.lineId, options) : cart.removeBundle(removal.bundleId, options))}
          onDone={() => {
            setRemoval(null);
            // After the dialog has closed and handed focus back, which it cannot: the removed line's button is gone.
            setTimeout(onRemoved);
          }}
          onClose={() => setRemoval(null)}
        />
      ) : null}
    </div>
  );
}

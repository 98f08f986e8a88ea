"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormMessage } from "@/components/ui/fields";
import type { ProductNames } from "@/components/account/boxes/sku";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { OrderTotals } from "@/components/orders/OrderDetails";
import { lineAmounts } from "@/lib/money/totals-rows";
import { OrderSection } from "@/components/orders/OrderSection";
import orderStyles from "@/components/orders/orders.module.css";
import { canPay, paymentTone, useOrderWords, type Formatters } from "@/components/orders/words";
import { useApi, useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { LinesTable } from "@/components/ui/LinesTable";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { SectionNav } from "@/components/ui/SectionNav";
import { StatusHeading } from "@/components/ui/StatusHeading";
import shared from "@/components/ui/shared.module.css";
import { loadOrder, refused, type PlusOrder, type PlusOrderLine } from "./api";
import { orderPath, PLUS_PATHS, type OrderView } from "./paths";
import styles from "./plus.module.css";
import { PlusShell } from "./PlusShell";
import { useOrderAgain } from "./useOrderAgain";
import { usePlusWords } from "./words";

export const plusOrderKey = (userId: number, number: string) => ["plus-order", userId, number] as const;

/** The order's own pages, as tabs; /placed is reached once, from the checkout, and is not among them. */
const TABS = ["details", "items", "payment-summary"] as const satisfies readonly OrderView[];

export interface OrderPageProps {
  number: string;
  view: OrderView;
  formatters: Formatters;
  productNames: ProductNames;
}

/** /boxwright-plus/orders/{number}/{details|placed|items|payment-summary}: one order inside the dashboard. */
export function OrderPage({ number, view, formatters, productNames }: OrderPageProps) {
  const t = useTranslations("Plus.order");
  const tOrders = useTranslations("Orders");
  const path = useRegionPath();
  const title = view === "placed" ? t("thanks") : tOrders("order.title", { number });
  return (
    <PlusShell section="orders" title={title} here={orderPath(number, view)}>
      {(user) => (
        <>
          <p className={styles.back}>
            <Link href={path(PLUS_PATHS.orders)}>← {t("back")}</Link>
          </p>
          <div className={styles.tabs}>
            <SectionNav
              across
              label={t("tabs", { number })}
              links={TABS.map((tab) => ({ key: tab, href: path(orderPath(number, tab)), label: t(`tab.${tab}`) }))}
              current={view}
            />
          </div>
          {view === "details" ? (
            <OrderSection number={number} userId={user.id} formatters={formatters} />
          ) : (
            <PlusOrderSection number={number} userId={user.id}>
              {(order) =>
                view === "placed" ? (
                  <PlacedView order={order} formatters={formatters} />
                ) : view === "items" ? (
                  <ItemsView order={order} formatters={formatters} productNames={productNames} />
                ) : (
                  <PaymentView order={order} formatters={formatters} />
                )
              }
            </PlusOrderSection>
          )}
        </>
      )}
    </PlusShell>
  );
}

function PlusOrderSection({ number, userId, children }: { number: string; userId: number; children: (order: PlusOrder) => ReactNode }) {
  const t = useTranslations("Orders");
  const api = useApi();
  const order = useQuery({
    queryKey: plusOrderKey(userId, number),
    queryFn: () => loadOrder(api, number),
    // An order that is not there will not appear by asking again; a failing server might recover.
    retry: (count, error) => !(refused(error, 404) || refused(error, 400)) && count < 1,
  });
  if (order.isPending) return <Loader label={t("order.loading")} />;
  if (order.isError) {
    if (refused(order.error, 404) || refused(order.error, 400)) return <FormMessage error={t("order.notFound")} />;
    return <LoadFailed message={t("order.error")} retryLabel={t("retry")} onRetry={() => void order.refetch()} />;
  }
  return <>{children(order.data)}</>;
}

/** A thank-you for the order just placed, with where to follow it. */
function PlacedView({ order, formatters }: { order: PlusOrder; formatters: Formatters }) {
  const t = useTranslations("Plus.order");
  const words = useOrderWords(formatters);
  const path = useRegionPath();
  return (
    <section className={shared.section} aria-labelledby="order-placed">
      <h2 id="order-placed">{t("placedTitle", { number: order.number })}</h2>
      <p role="status">{t("placedBody")}</p>
      <dl className={orderStyles.totals}>
        <dt>{t("placedOn")}</dt>
        <dd>{words.date(order.completed_at ?? order.created_at)}</dd>
        <dt className={orderStyles.grand}>{t("total")}</dt>
        <dd className={orderStyles.grand}>{words.money(order, order.total)}</dd>
      </dl>
      <div className={`${shared.actions} ${styles.actions}`}>
        {canPay(order) ? (
          <Link href={path(`/order/${encodeURIComponent(order.number)}/payment`)} variant="primary">
            {t("payNow")}
          </Link>
        ) : null}
        <Link href={path(orderPath(order.number, "details"))} variant="secondary">
          {t("followOrder")}
        </Link>
        <Link href={path(PLUS_PATHS.catalogue)} variant="text">
          {t("backToCatalogue")}
        </Link>
      </div>
    </section>
  );
}

/** The order's lines, each product line ready to be ordered again in this storefront. */
function ItemsView({ order, formatters, productNames }: { order: PlusOrder; formatters: Formatters; productNames: ProductNames }) {
  const t = useTranslations("Plus");
  const tOrders = useTranslations("Orders");
  const orderWords = useOrderWords(formatters);
  const words = usePlusWords(productNames);
  const regionId = useRegionId();
  const { busy, errors, reorder } = useOrderAgain();
  // Another storefront's lines belong in that storefront's cart.
  const reorderable = (line: PlusOrderLine) => order.region === regionId && line.kind === "product" && Boolean(line.variant?.sku ?? line.sku);
  const lineName = (line: PlusOrderLine) =>
    line.kind === "product" ? (line.name ?? words.product(line.product?.slug, orderWords.line(line))) : orderWords.line(line);

  return (
    <section className={shared.section} aria-labelledby="order-lines">
      <h2 id="order-lines">{tOrders("order.items")}</h2>
      <LinesTable
        labels={{
          product: tOrders("order.product"),
          quantity: tOrders("order.quantity"),
          unitPrice: tOrders("order.unitPrice"),
          total: tOrders("order.lineTotal"),
          extra: t("order.actions"),
        }}
        lines={order.line_items.map((line) => {
          const name = lineName(line);
          const sku = line.variant?.sku ?? line.sku;
          const size = line.kind === "product" && sku ? words.size(sku) : null;
          const key = String(line.id);
          return {
            key: line.id,
            testId: "plus-order-line",
            name: (
              <span className={styles.lineName}>
                {line.thumbnail && line.kind === "product" ? (
                  // eslint-disable-next-line @next/next/no-img-element -- design previews come from the shop API with the buyer's cookie
                  <img className={styles.lineThumbnail} src={line.thumbnail} alt="" width={48} height={36} loading="lazy" />
                ) : null}
                <span>
                  {name}
                  {size ? <span className={styles.lineDescription}>{size}</span> : null}
                  {line.description ? <span className={styles.lineDescription}>{line.description}</span> : null}
                </span>
              </span>
            ),
            quantity: line.quantity,
            // On the storefront's basis, as the totals below it.
            unitPrice: orderWords.money(order, lineAmounts(line, order.price_display ?? "net-plus-vat").unitPrice),
            total: orderWords.money(order, lineAmounts(line, order.price_display ?? "net-plus-vat").total),
            extra:
              reorderable(line) && sku ? (
                <>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy !== null}
                    aria-busy={busy === key || undefined}
                    aria-label={t("items.orderAgainLabel", { name })}
                    onClick={() =>
                      void reorder(key, {
                        sku,
                        quantity: line.quantity,
                        boxDesignId: line.box_design_id,
                        options: line.options,
                        offerLineItemId: line.offer_line_item_id ?? null,
                      })
                    }
                  >
                    {t("items.orderAgain")}
                  </Button>
                  <FormMessage error={errors[key]} />
                </>
              ) : null,
          };
        })}
      />
      {busy ? <BusyOverlay state="addingItemToOrder" /> : null}
    </section>
  );
}

/** Where the order's payment stands and what it adds up to. */
function PaymentView({ order, formatters }: { order: PlusOrder; formatters: Formatters }) {
  const t = useTranslations("Orders");
  const tPlus = useTranslations("Plus.order");
  const words = useOrderWords(formatters);
  const path = useRegionPath();
  const money = (amount: number) => words.money(order, amount);
  return (
    <section className={shared.section} aria-labelledby="order-payment">
      <StatusHeading
        id="order-payment"
        title={tPlus("tab.payment-summary")}
        tone={paymentTone(order.payment_state)}
        state={words.payment(order.payment_state)}
      />
      <p>{words.paymentMeaning(order.payment_state)}</p>
      <OrderTotals order={order} money={money}>
        {order.amount_paid !== undefined ? (
          <>
            <dt>{tPlus("amountPaid")}</dt>
            <dd>{money(order.amount_paid)}</dd>
          </>
        ) : null}
        {order.amount_due !== undefined ? (
          <>
            <dt>{tPlus("amountDue")}</dt>
            <dd data-testid="amount-due">{money(order.amount_due)}</dd>
          </>
        ) : null}
      </OrderTotals>
      {canPay(order) ? (
        <div className={`${shared.actions} ${styles.actions}`}>
          <Link href={path(`/order/${encodeURIComponent(order.number)}/payment`)} variant="primary">
            {t("payNow")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

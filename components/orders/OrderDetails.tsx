"use client";

import { useLocale, useTranslations } from "next-intl";
import { bankWords } from "@/lib/checkout/bank-details";
import { Fragment, useState, type ReactNode } from "react";
import { FormMessage } from "@/components/ui/fields";
import { OrderApproval } from "@/components/approval/OrderApproval";
import { BankDetails } from "@/components/payment-summary/BankDetails";
import { useRegionId, useRegionPath } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { LinesTable } from "@/components/ui/LinesTable";
import { Link } from "@/components/ui/Link";
import { StatusHeading } from "@/components/ui/StatusHeading";
import shared from "@/components/ui/shared.module.css";
import { readStoredToken } from "@/lib/api/token-storage";
import { formatDate } from "@/lib/dates/format";
import { displayOf, lineAmounts, totalsRows, type TotalsRow } from "@/lib/money/totals-rows";
import { LineConfiguration } from "./LineConfiguration";
import { fetchInvoice, invoiceKindOf, showInvoice } from "./invoice";
import styles from "./orders.module.css";
import type { Order, OrderAddress } from "./types";
import { canPay, paymentTone, stateTone, useOrderWords, type Formatters } from "./words";

/**
 * One order as its buyer sees it: where it stands and what its payment state
 * means (with the way to pay when it still can be paid), the invoice, the lines,
 * the addresses and delivery, and the totals. Shared by the account's order page
 * and /order/{number}/details. Opened by the order's link (`linkToken`), the way
 * to pay carries the link on; the invoice needs the account and is not offered.
 */
export function OrderDetails({ order, formatters, linkToken = null }: { order: Order; formatters: Formatters; linkToken?: string | null }) {
  const t = useTranslations("Orders");
  const words = useOrderWords(formatters);
  const path = useRegionPath();
  const money = (amount: number) => words.money(order, amount);
  const display = displayOf(order);

  return (
    <div data-testid="order-details">
      <section className={shared.section} aria-labelledby="order-status">
        <StatusHeading id="order-status" title={t("order.status")} tone={stateTone(order.state)} state={words.state(order.state)} />
        <p className={shared.muted}>{words.placed(order)}</p>
        <div className={styles.payment}>
          <StatusHeading level={3} title={t("order.payment")} tone={paymentTone(order.payment_state)} state={words.payment(order.payment_state)} />
          <p>{words.paymentMeaning(order.payment_state)}</p>
          <PaymentFacts order={order} money={money} />
          <div className={shared.actions}>
            {canPay(order) ? (
              <Link
                href={`${path(`/order/${encodeURIComponent(order.number)}/payment`)}${linkToken ? `?workflow_token=${encodeURIComponent(linkToken)}` : ""}`}
                variant="primary"
              >
                {t("payNow")}
              </Link>
            ) : null}
            {linkToken ? null : <InvoiceAction order={order} />}
          </div>
        </div>
        <OrderApproval qaState={order.qa_state} approval={order.approval} />
        {order.order_manager ? (
          <p className={shared.muted}>
            {t("order.manager")}: {order.order_manager.name} (<a href={`mailto:${order.order_manager.email}`}>{order.order_manager.email}</a>)
          </p>
        ) : null}
      </section>

      <section className={shared.section} aria-labelledby="order-items">
        <h2 id="order-items">{t("order.items")}</h2>
        <LinesTable
          labels={{ product: t("order.product"), quantity: t("order.quantity"), unitPrice: t("order.unitPrice"), total: t("order.lineTotal") }}
          lines={order.line_items.map((line) => {
            // On the storefront's basis, as the totals: with VAT where it shows gross (the piece price for information).
            const shown = lineAmounts(line, display);
            const name = (
              <>
                {words.line(line)}
                <LineConfiguration line={line} />
                {/* What a custom offer said about the line, as the buyer accepted it. */}
                {line.description ? (
                  <span className={styles.lineConfiguration} data-testid="line-description">
                    {line.description}
                  </span>
                ) : null}
              </>
            );
            return { key: line.id, name, quantity: line.quantity, unitPrice: money(shown.unitPrice), total: money(shown.total) };
          })}
        />
      </section>

      <section className={shared.section} aria-labelledby="order-delivery">
        <h2 id="order-delivery">{t("order.delivery")}</h2>
        <div className={styles.columns}>
          <div>
            <h3>{t("order.shipAddress")}</h3>
            <AddressBlock address={order.ship_address} />
          </div>
          <div>
            <h3>{t("order.billAddress")}</h3>
            <AddressBlock address={order.bill_address} />
            {order.customer_type === "b2b" && order.vat_id ? <p className={shared.muted}>{t("order.vatId", { vatId: order.vat_id })}</p> : null}
            {order.invoice_reference ? <p className={shared.muted}>{t("order.invoiceReference", { reference: order.invoice_reference })}</p> : null}
          </div>
          <div>
            <h3>{t("order.shipment")}</h3>
            <p className={shared.muted}>{words.shipment(order.shipment_type)}</p>
          </div>
        </div>
      </section>

      <section className={shared.section} aria-labelledby="order-summary">
        <h2 id="order-summary">{t("order.summary")}</h2>
        <OrderTotals order={order} money={money} />
      </section>
    </div>
  );
}

/** What arrived and what is still owed, the instalments, and where a bank transfer goes. */
function PaymentFacts({ order, money }: { order: Order; money(amount: number): string }) {
  const t = useTranslations("PaymentSummary");
  const locale = useLocale();
  const bank = order.bank_details;
  const installments = order.payment_schedule?.installments ?? [];
  return (
    <>
      {order.state === "complete" ? (
        <dl className={styles.totals}>
          <dt>{t("paid")}</dt>
          <dd data-testid="amount-paid">{money(order.amount_paid)}</dd>
          <dt>{t("due")}</dt>
          <dd data-testid="amount-due">{money(order.amount_due)}</dd>
        </dl>
      ) : null}
      {installments.length > 0 ? (
        <>
          <h3 className={shared.subheading}>{t("plan.title")}</h3>
          <ul>
            {installments.map((part) => (
              <li key={part.position}>
                {t("plan.installment", {
                  position: part.position,
                  // A due date is a calendar day, the same wherever it is read.
                  date: formatDate(part.due_date, "longDate", locale),
                  amount: money(part.amount),
                })}
                {part.paid ? ` (${t("plan.paid")})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {bank ? <BankDetails bank={bank} money={money} words={bankWords((key, values) => t(key, values), bank.reference)} /> : null}
    </>
  );
}

/**
 * The order's figures a totals block reads. The rows come from
 * lib/money/totals-rows.ts; an answer without the basis or the gross figures
 * (the dashboard's narrower schema) is shown net with the VAT added.
 */
export type OrderTotalsFigures = Pick<Order, "item_total" | "ship_total" | "promo_total" | "promo_code" | "tax_total" | "total"> &
  Partial<
    Pick<
      Order,
      | "customs_total"
      | "vat_rate"
      | "price_display"
      | "reverse_charge"
      | "item_total_with_vat"
      | "ship_total_with_vat"
      | "customs_total_with_vat"
      | "promo_total_with_vat"
    >
  >;

/** What an order adds up to, on its storefront's basis: the items, delivery, customs, any discount, VAT and the total. */
export function OrderTotals({ order, money, children }: { order: OrderTotalsFigures; money(amount: number): string; children?: ReactNode }) {
  const t = useTranslations("Orders");
  const rate = order.vat_rate;
  const label = (row: TotalsRow) => {
    switch (row.key) {
      case "items":
        return t("order.itemTotal");
      case "shipping":
        return t("order.shipping");
      case "customs":
        return t("order.customs");
      case "discount":
        return order.promo_code ? t("order.discountCode", { code: order.promo_code }) : t("order.discount");
      case "vat":
        return rate === undefined ? t("order.tax") : t("order.vatAdded", { rate });
      case "vatIncluded":
        return t("order.vatIncluded", { rate: rate ?? 0 });
      case "total":
        return t("order.total");
    }
  };
  const rows = totalsRows({ ...order, customs_total: order.customs_total ?? 0, vat_rate: rate ?? 0 });
  return (
    <>
      <dl className={styles.totals}>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt className={row.strong ? styles.grand : undefined}>{label(row)}</dt>
            <dd className={row.strong ? styles.grand : undefined} data-testid={row.key === "total" ? "order-total" : undefined}>
              {money(row.amount)}
            </dd>
          </Fragment>
        ))}
        {children}
      </dl>
      {order.reverse_charge ? <p className={shared.muted}>{t("order.reverseCharge")}</p> : null}
    </>
  );
}

/** An address as the order keeps it, in lines; its country named in the page's language. */
export function AddressBlock({ address }: { address: OrderAddress | null }) {
  const t = useTranslations("Orders");
  const locale = useLocale();
  if (!address) return <p className={shared.muted}>{t("order.noAddress")}</p>;
  const country = address.country_iso ? (new Intl.DisplayNames([locale], { type: "region" }).of(address.country_iso) ?? address.country_iso) : null;
  const lines = [
    address.company_name,
    [address.first_name, address.last_name].filter(Boolean).join(" "),
    address.street,
    [address.zip_code, address.city].filter(Boolean).join(" "),
    country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** Opens the order's invoice (or pro forma) when the order has one. */
function InvoiceAction({ order }: { order: Order }) {
  const t = useTranslations("Orders");
  const regionId = useRegionId();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const kind = invoiceKindOf(order);
  if (!kind) return null;

  async function open() {
    setBusy(true);
    setFailed(false);
    // Opened while the click is still being handled, so the browser does not block it as a popup.
    const tab = window.open("", "_blank");
    try {
      showInvoice(await fetchInvoice(order.number, { token: readStoredToken(), region: regionId, locale }), tab);
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void open()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t("invoice.preparing") : t(`invoice.${kind}`)}
      </Button>
      <FormMessage error={failed ? t("invoice.failed") : null} />
    </>
  );
}

"use client";

import { useLocale, useTranslations } from "next-intl";
import { LineConfiguration } from "@/components/orders/LineConfiguration";
import { AddressBlock, OrderTotals } from "@/components/orders/OrderDetails";
import orderStyles from "@/components/orders/orders.module.css";
import { useOrderWords } from "@/components/orders/words";
import { LinesTable } from "@/components/ui/LinesTable";
import shared from "@/components/ui/shared.module.css";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { displayOf, lineAmounts } from "@/lib/money/totals-rows";
import { getRegion } from "@/regions";
import type { PurchaseApprovalDetail } from "./api";

type ApprovalOrderAnswer = PurchaseApprovalDetail["order"];

/** No product names from the server here: the order's own (in the viewer's language) are used. */
const NO_NAMES = {};

/**
 * What an approver signs off: the order's lines (product, size, options, quantity and
 * amounts on the storefront's basis, net or with VAT as it shows prices), where it is
 * delivered and billed, and what it adds up to.
 */
export function ApprovalOrder({ order }: { order: ApprovalOrderAnswer }) {
  const t = useTranslations("Company.approvals");
  const tOrders = useTranslations("Orders");
  const words = useOrderWords(NO_NAMES);
  // The order's currency, written as the page's language writes prices, like the quantities beside them.
  const formatter = priceFormatterOf(getRegion(order.region), useLocale());
  const money = (amount: number) => formatMinorUnits(amount, formatter);
  const display = displayOf(order);

  return (
    <section className={shared.section} aria-labelledby={`approval-order-${order.number}`}>
      <h3 id={`approval-order-${order.number}`}>{t("whatTitle")}</h3>
      <p className={shared.muted} data-testid="approval-basis">
        {t(`basis.${display}`, { rate: order.vat_rate })}
      </p>
      <LinesTable
        labels={{
          product: tOrders("order.product"),
          quantity: tOrders("order.quantity"),
          unitPrice: tOrders("order.unitPrice"),
          total: tOrders("order.lineTotal"),
        }}
        lines={order.line_items.map((line) => {
          const shown = lineAmounts(line, display);
          const name = line.kind === "product" ? (line.name ?? line.product?.name ?? words.line(line)) : words.line(line);
          return {
            key: line.id,
            testId: "approval-line",
            name: (
              <>
                {name}
                {/* The size first, then the options: the words the order's page and the invoice use. */}
                <LineConfiguration line={line} />
                {line.description ? <span className={orderStyles.lineConfiguration}>{line.description}</span> : null}
              </>
            ),
            quantity: line.quantity,
            unitPrice: money(shown.unitPrice),
            total: money(shown.total),
          };
        })}
      />
      <div className={orderStyles.columns}>
        <div>
          <h4>{tOrders("order.shipAddress")}</h4>
          <AddressBlock address={order.ship_address} />
        </div>
        <div>
          <h4>{tOrders("order.billAddress")}</h4>
          <AddressBlock address={order.bill_address} />
          {order.customer_type === "b2b" && order.vat_id ? <p className={shared.muted}>{tOrders("order.vatId", { vatId: order.vat_id })}</p> : null}
        </div>
        <div>
          <h4>{tOrders("order.shipment")}</h4>
          <p className={shared.muted}>{words.shipment(order.shipment_type)}</p>
        </div>
      </div>
      <OrderTotals order={order} money={money} />
    </section>
  );
}

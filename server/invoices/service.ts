import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { formatDate } from "@/lib/dates/format";
import { SHOP_TIME_ZONE } from "@/lib/dates/shop-day";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { getRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { EU_COUNTRIES } from "@/regions/shared";
import type { Database } from "@/server/db/client";
import { promotions, type StoredAddress } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { vatRateOf } from "@/server/orders/serialize";
import { findOwnedOrder, linesOf, type LineItemRow, type OrderRow } from "@/server/orders/service";
import { bankDetailsFor } from "@/server/payments/bank";
import { priced } from "@/server/pricing/price-rule";
import type { UserRow } from "@/server/users/serialize";
import { renderInvoice, type InvoiceDocument, type InvoiceTotal } from "./document";
import { lineWords } from "./line-words";
import { sellerFromEnv, type Seller } from "./seller";

/**
 * What an order's invoice says. A complete, paid order gets its invoice; an
 * order that is not paid yet gets a pro forma to pay against, and so does one
 * whose buyer asked for a pro forma (invoice_type). Orders still being put
 * together, and canceled ones, have none.
 */

export type InvoiceKind = "normal" | "proforma";

/** Payment states in which the money has not (all) arrived. */
const UNPAID: ReadonlySet<OrderRow["paymentState"]> = new Set(["WAITING", "DELAYED", "FAILED", "NOT_STARTED"]);
/** Payment states in which nothing has arrived: the whole total is due. */
const NOTHING_PAID: ReadonlySet<OrderRow["paymentState"]> = new Set(["WAITING", "FAILED", "NOT_STARTED"]);
const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

export const invoiceNotAvailable = () =>
  new HttpError(409, "invoice_not_available", "This order has no invoice yet: it gets a pro forma once its checkout reaches payment");
export const orderCanceled = () => new HttpError(409, "order_canceled", "This order was canceled and has no invoice");

/**
 * Which invoice an order gets. From the payment step on the totals are final
 * (addresses and delivery chosen), so a pro forma can be issued; an invoice
 * needs a complete order whose money has arrived in full.
 */
export function invoiceKindOf(order: Pick<OrderRow, "state" | "invoiceType" | "paymentState">): InvoiceKind {
  if (order.state === "canceled") throw orderCanceled();
  if (order.state === "payment") return "proforma";
  if (order.state !== "complete") throw invoiceNotAvailable();
  return order.invoiceType === "proforma" || UNPAID.has(order.paymentState) ? "proforma" : "normal";
}

/** The invoice's number: the order number with a prefix telling the two kinds apart. */
export function invoiceNumberOf(kind: InvoiceKind, orderNumber: string): string {
  return `${kind === "proforma" ? "PRO" : "INV"}-${orderNumber}`;
}

export interface RenderedInvoice {
  kind: InvoiceKind;
  number: string;
  filename: string;
  bytes: Uint8Array;
}

/**
 * The user's own order as a PDF, in the given language (its storefront's by
 * default), written as that language reads on the order's storefront: the same
 * rule as its pages and mails (textLocaleOf), so a Swiss invoice writes ss for ß,
 * a gb or EU one British English and a us one American.
 */
export async function invoiceFor(db: Database, user: UserRow, orderNumber: string, locale?: Locale, now = new Date()): Promise<RenderedInvoice> {
  const order = await findOwnedOrder(db, user, orderNumber);
  const kind = invoiceKindOf(order);
  const region = getRegion(order.region);
  const [lines, promotion] = await Promise.all([
    linesOf(db, order.id),
    order.promotionId ? db.select({ code: promotions.code }).from(promotions).where(eq(promotions.id, order.promotionId)) : Promise.resolve([]),
  ]);
  const document = await invoiceDocument({
    order,
    lines,
    promoCode: promotion[0]?.code ?? null,
    kind,
    region,
    locale: textLocaleOf(locale ?? region.locale, region),
    seller: sellerFromEnv(),
    now,
  });
  return {
    kind,
    number: invoiceNumberOf(kind, order.number),
    filename: `${kind === "proforma" ? "proforma" : "invoice"}-${order.number}.pdf`,
    bytes: await renderInvoice(document),
  };
}

export interface InvoiceInput {
  order: OrderRow;
  lines: readonly LineItemRow[];
  promoCode: string | null;
  kind: InvoiceKind;
  region: Region;
  locale: Locale;
  seller: Seller;
  now: Date;
}

/**
 * The invoice in words: every label in `locale` (a page locale: en-GB, de-CH), its
 * amounts, quantities and dates as a page in that locale writes them.
 */
export async function invoiceDocument({ order, lines, promoCode, kind, region, locale, seller, now }: InvoiceInput): Promise<InvoiceDocument> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "Invoice" });
  const describe = lineWords(messages, locale, region.id);
  // As the storefront's pages write amounts: the region's own formatter in its language, else the language's (ADR 0078).
  const currencyFormat = priceFormatterOf({ ...region, currency: order.currency }, locale);
  const money = (amount: number) => formatMinorUnits(amount, currencyFormat);
  // The seller's calendar days (the shop's zone), through the shop's date helper: "1º marzo 2026", "1er mars 2026".
  const dates = { format: (moment: Date) => formatDate(moment, "longDate", locale, SHOP_TIME_ZONE) };
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const country = (iso: string) => regions.of(iso) ?? iso;
  const count = new Intl.NumberFormat(locale);
  const number = invoiceNumberOf(kind, order.number);
  const paid = order.paymentState === "OK";
  const vatId = (value: string) => t("vatId", { vatId: value });

  const services: Record<LineItemRow["kind"], string> = {
    product: "",
    service: t("services.warranty"),
    expert_check: t("services.expert_check"),
    trees: t("services.trees"),
  };
  // The rate the order's VAT was computed with (server/orders/totals.ts); no VAT, no rate.
  const vatRate = order.taxTotal === 0 ? 0 : vatRateOf(order);
  // Each line carries its own VAT, rounded on the line as the order computed it (docs/adr/0019-one-price-rule.md).
  const described = lines.map((line) => ({
    description: line.kind === "product" ? describe(line) : services[line.kind],
    quantity: count.format(line.quantity),
    unitPrice: money(line.unitPrice),
    amount: money(line.total),
    ...(region.hasVat ? { vat: money(priced(line.total, vatRate).vat) } : {}),
  }));
  const totals: InvoiceTotal[] = [
    { label: t("subtotal"), value: money(order.itemTotal) },
    { label: t("shipping"), value: money(order.shipTotal) },
    ...(order.customsTotal !== 0 ? [{ label: t("customs"), value: money(order.customsTotal) }] : []),
    ...(order.promoTotal !== 0 ? [{ label: promoCode ? t("discountCode", { code: promoCode }) : t("discount"), value: money(order.promoTotal) }] : []),
    ...(region.hasVat
      ? [
          { label: t("netTotal"), value: money(order.total - order.taxTotal) },
          { label: t("vat", { rate: vatRate }), value: money(order.taxTotal) },
        ]
      : []),
    { label: NOTHING_PAID.has(order.paymentState) ? t("amountDue") : t("total"), value: money(order.total), strong: true },
  ];

  const notes = [paid ? t("paid") : t("paymentReference", { number: order.number })];
  const destination = order.shipCountryIso ?? order.billCountryIso;
  if (region.hasVat && order.taxTotal === 0) {
    if (destination && !EU.has(destination) && destination !== region.taxCountryIso) notes.push(t("export"));
    else if (order.reverseCharge) notes.push(t("reverseCharge"));
  }
  notes.push(t("currency", { currency: order.currency }));

  const title = kind === "proforma" ? t("proforma") : t("invoice");
  const issued = kind === "normal" ? (order.completedAt ?? now) : now;
  const transfer = paid ? null : bankDetailsFor(order.currency, order.number, order.total);

  return {
    language: locale,
    documentTitle: `${title} ${number}`,
    brand: seller.name,
    title,
    subtitle: kind === "proforma" ? t("proformaNotice") : null,
    facts: [
      { label: kind === "proforma" ? t("proformaNumber") : t("number"), value: number },
      { label: t("orderNumber"), value: order.number },
      // The buyer's own reference (a purchase order, a cost centre), for their accounts payable to match the invoice.
      ...(order.invoiceReference ? [{ label: t("reference"), value: order.invoiceReference }] : []),
      { label: t("issueDate"), value: dates.format(issued) },
      kind === "normal"
        ? { label: t("saleDate"), value: dates.format(order.completedAt ?? issued) }
        : { label: t("orderDate"), value: dates.format(order.completedAt ?? order.createdAt) },
    ],
    seller: {
      heading: t("seller").toLocaleUpperCase(locale),
      lines: [seller.name, seller.street, `${seller.zipCode} ${seller.city}`, country(seller.countryIso), vatId(seller.vatId), seller.email],
    },
    buyer: { heading: t("buyer").toLocaleUpperCase(locale), lines: buyerLines(order, country, vatId) },
    columns: {
      description: t("description"),
      quantity: t("quantity"),
      unitPrice: t("unitPrice"),
      amount: t("amount"),
      ...(region.hasVat ? { vat: t("line.vat") } : {}),
    },
    lines: described,
    totals,
    bank: transfer
      ? {
          heading: t("bank.heading").toLocaleUpperCase(locale),
          rows: [
            { label: t("bank.holder"), value: transfer.account_holder },
            { label: t("bank.name"), value: transfer.bank_name },
            { label: t("bank.iban"), value: transfer.iban.replace(/(.{4})(?=.)/g, "$1 ") },
            { label: t("bank.bic"), value: transfer.bic },
            ...(transfer.sort_code && transfer.account_number
              ? [
                  { label: t("bank.sortCode"), value: transfer.sort_code },
                  { label: t("bank.accountNumber"), value: transfer.account_number },
                ]
              : []),
            { label: t("bank.reference"), value: transfer.reference },
          ],
        }
      : null,
    notes,
    footer: [seller.name, `${seller.street}, ${seller.zipCode} ${seller.city}`, vatId(seller.vatId)].join(" · "),
    pageLabel: (page, pages) => t("page", { page, pages }),
  };
}

/** The buyer from the billing address (the delivery address when there is none): company and VAT id for businesses. */
function buyerLines(order: OrderRow, country: (iso: string) => string, vatId: (value: string) => string): string[] {
  const address = order.billAddress ?? order.shipAddress;
  const text = (key: keyof StoredAddress) => {
    const value = address?.[key];
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const business = order.customerType === "b2b";
  const countryIso = text("country_iso");
  return [
    business ? text("company_name") : null,
    [text("first_name"), text("last_name")].filter(Boolean).join(" ") || null,
    text("street"),
    [text("zip_code"), text("city")].filter(Boolean).join(" ") || null,
    countryIso ? country(countryIso) : null,
    business && order.vatId ? vatId(order.vatId) : null,
    order.email,
  ].filter((line): line is string => Boolean(line));
}

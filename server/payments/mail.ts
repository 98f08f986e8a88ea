import { asc, eq } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { lineAmounts, totalsRows } from "@/lib/money/totals-rows";
import { productMailPicture } from "@/lib/catalog/product-images";
import { getRegion } from "@/regions";
import { regionOrigin, siteConfigFromEnv } from "@/regions/urls";
import type { Database, Tx } from "@/server/db/client";
import { readAll } from "@/server/db/reads";
import { payments, promotions, users } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import type { OrderMailFacts } from "@/server/mail/order";
import { renderRecipe } from "@/server/mail/recipe";
import { firstTries } from "@/server/mail/first-tries";
import { afterCommit } from "@/server/db/after-commit";
import { database } from "@/server/db";
import { deliverMail, queueMail, recipeOf, type MailContent, type OutgoingMail, type QueuedMail } from "@/server/mail/service";
import { smtpTransport, type MailTransport } from "@/server/mail/transport";
import { findVariantById } from "@/server/catalog/variants";
import { grossTotalsOf, serializeLineItem, vatRateOf } from "@/server/orders/serialize";
import { priceDisplayFor } from "@/server/pricing/tax";
import { isSamplePack } from "@/server/samples/line-rules";
import { linesOf, type LineItemRow, type OrderRow } from "@/server/orders/service";
import { estimateDelivery } from "@/server/pricing/delivery";
import { EXPRESS_OPTIONS } from "@/server/pricing/express";
import { shopClock } from "@/lib/dates/shop-day";
import type { Region } from "@/regions/schema";
import { bankDetailsFor } from "./bank";
import { GUEST_LINK_DAYS, guestLink } from "./links";
import { scheduleOf } from "./schedules";

/**
 * The mail an order sends when it completes: a thank-you for a paid order, or the
 * request for a bank transfer, in the buyer's language (`buyerLocale` when the
 * caller has the buyer at hand). Either states the order as the shop holds it:
 * the lines with their options, the totals, what was received and what is still
 * due, the instalments, the delivery address, the bank details of a transfer, and
 * the guest link that opens the order without an account (ADR 0023).
 * It is written to the outbox in the transaction that completes the order, so
 * every completed order has its mail and an order whose completion rolls back has
 * none; it is delivered after the commit. A mail that cannot be rendered is
 * logged and never undoes the order.
 */

const materialOf = (options: Readonly<Record<string, string | boolean>>) => (typeof options.material === "string" ? options.material : undefined);

/** A product's rendered JPEG (ADR 0059) at the storefront's origin: a mail is read away from the shop, so its pictures need whole addresses. */
function linePictureUrl(slug: string, material: string | undefined, origin: string): OrderMailFacts["lines"][number]["picture"] {
  const picture = productMailPicture(slug, material);
  return picture ? { ...picture, src: `${origin}${picture.src}` } : null;
}

/**
 * When the order should arrive, counted from `now` as the checkout counts it
 * (server/pricing/delivery.ts): each product line's production (express where
 * chosen), then the carrier; the order ships whole, so the latest line sets the
 * window. Null for an order of services only.
 */
function deliveryWindow(region: Region, lines: readonly LineItemRow[], now: Date): OrderMailFacts["delivery"] {
  const today = shopClock(now);
  const estimates = lines.flatMap((line) => {
    const variant = line.variantId ? findVariantById(line.variantId, line.sku) : undefined;
    if (!variant) return [];
    const express = EXPRESS_OPTIONS.find((option) => option.id === line.expressDeliveryOptionId);
    return [
      estimateDelivery({
        startDate: today.date,
        startTime: today.time,
        region,
        samplePack: isSamplePack(variant.product),
        ...(express ? { productionDays: express.production_days } : {}),
      }),
    ];
  });
  if (estimates.length === 0) return null;
  const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));
  return { from: latest(estimates.map((e) => e.delivery_from)), to: latest(estimates.map((e) => e.delivery_to)) };
}

/** Everything the mail says about the order, read in the caller's transaction (so a payment just written counts). */
export async function orderMailFacts(db: Database | Tx, order: OrderRow, locale: Locale, now: Date = new Date()): Promise<OrderMailFacts> {
  const region = getRegion(order.region);
  // One read at a time in a transaction: its one connection would queue them anyway (server/db/reads.ts).
  const [lines, rows, schedule, promotion] = await readAll(db, [
    () => linesOf(db, order.id),
    () => db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    () => scheduleOf(db, order),
    async () => (order.promotionId ? db.select({ code: promotions.code }).from(promotions).where(eq(promotions.id, order.promotionId)) : []),
  ] as const);
  const received = rows.filter((row) => row.status === "succeeded").reduce((sum, row) => sum + row.amount, 0);
  const waiting = rows.find((row) => row.status === "waiting");
  const vatRate = vatRateOf(order);
  const display = priceDisplayFor(region);
  const origin = regionOrigin(region, siteConfigFromEnv());
  return {
    number: order.number,
    // Amounts as the reader's language writes prices (4,62 € for a Portuguese reader on the EU storefront), in the order's currency.
    formatter: priceFormatterOf(region, locale),
    lines: await Promise.all(
      lines.map(async (line) => {
        const shown = await serializeLineItem(line, locale, vatRate);
        const variant = line.variantId ? findVariantById(line.variantId, line.sku) : undefined;
        // The line on the storefront's basis, as the totals below it.
        const amounts = lineAmounts(shown, display);
        return {
          name: shown.name ?? shown.variant?.name ?? shown.product?.name ?? line.sku ?? "",
          kind: line.kind,
          serviceName: line.serviceName,
          quantity: line.quantity,
          unitPrice: amounts.unitPrice,
          total: amounts.total,
          options: line.options,
          express: line.expressDeliveryOptionId !== null,
          paidAssets: line.paidAssets,
          samplePack: variant !== undefined && isSamplePack(variant.product),
          samples: line.samples ?? [],
          picture: variant ? linePictureUrl(variant.product.slug, materialOf(line.options), origin) : null,
        };
      }),
    ),
    totals: totalsRows({
      item_total: order.itemTotal,
      ship_total: order.shipTotal,
      customs_total: order.customsTotal,
      promo_total: order.promoTotal,
      tax_total: order.taxTotal,
      total: order.total,
      vat_rate: vatRate,
      reverse_charge: order.reverseCharge,
      price_display: display,
      ...grossTotalsOf(order, lines, vatRate),
    }),
    vatRate,
    reverseCharge: order.reverseCharge,
    promoCode: promotion[0]?.code ?? null,
    total: order.total,
    received,
    due: Math.max(0, order.total - received),
    installments: schedule
      ? schedule.installments.map((part) => ({ position: part.position, amount: part.amount, dueDate: part.due_date, paid: part.paid }))
      : null,
    shipAddress: order.shipAddress,
    shipmentType: order.shipmentType,
    bank: waiting ? bankDetailsFor(order.currency, order.number, waiting.amount) : null,
    delivery: deliveryWindow(region, lines, now),
    linkDays: GUEST_LINK_DAYS,
  };
}

/** The order mail as it would be sent now, in `locale`: what it is written from, the facts of its block included. */
export async function orderMail(db: Database | Tx, order: OrderRow, language: Locale): Promise<OutgoingMail> {
  const region = getRegion(order.region);
  // The order's lines and dates are written as the storefront writes the language (Swiss German with ss).
  const locale = textLocaleOf(language, region);
  const facts = await orderMailFacts(db, order, locale);
  const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
  return {
    to: order.email ?? "",
    kind: order.paymentState === "WAITING" ? "order_awaiting_transfer" : "order_confirmation",
    locale,
    region: region.id,
    // The guest link: the buyer may have no account, or read the mail on another device.
    link: await guestLink(db, order),
    values: {
      number: order.number,
      total: money(order.total),
      paid: money(facts.received),
      due: money(facts.due),
      amount: money(facts.bank?.amount ?? facts.due),
    },
    block: { name: "order", facts },
  };
}

/** The order mail as it would be sent now, in `locale`, with its words written (the worker writes them for the outbox). */
export async function renderOrderMail(db: Database | Tx, order: OrderRow, language: Locale): Promise<{ mail: OutgoingMail; content: MailContent }> {
  const mail = await orderMail(db, order, language);
  const content = await renderRecipe({ kind: mail.kind, locale: mail.locale, recipe: recipeOf(mail) });
  return { mail, content };
}

/** The language an order's mails are written in: the buyer's (`buyerLocale` when the caller has the buyer at hand), else the storefront's. */
export async function mailLocaleOf(db: Database | Tx, order: Pick<OrderRow, "userId" | "region">, buyerLocale?: string): Promise<Locale> {
  const locale = buyerLocale ?? (await db.select({ locale: users.locale }).from(users).where(eq(users.id, order.userId)))[0]?.locale;
  const region = getRegion(order.region);
  // Written as the storefront writes that language (a British buyer stored as en-US reads en-GB from gb), so
  // the mail's words, its facts' dates and its amounts agree.
  return textLocaleOf((locale ?? region.locale) as Locale, region);
}

/**
 * Writes the order mail to the outbox in the completing transaction: its facts, not
 * its words, which the mail worker writes after the commit (ADR 0076). Facts that
 * cannot be gathered are logged and never undo the order.
 */
export async function queueOrderMail(tx: Tx, order: OrderRow, buyerLocale?: string): Promise<QueuedMail | null> {
  if (!order.email) return null;
  const locale = await mailLocaleOf(tx, order, buyerLocale);
  let mail: OutgoingMail;
  try {
    mail = await orderMail(tx, order, locale);
  } catch (error) {
    logger.error({ err: error, order: order.number }, "order mail failed");
    return null;
  }
  // A failed insert fails the transaction with it: the database is refusing writes.
  return queueMail(tx, mail);
}

/**
 * Delivers a queued order mail once its transaction has committed; a failure is logged, the order stands.
 * With SMTP the mail is written and sent after the answer (./first-tries.ts, ADR 0080): the request does
 * not wait for it. Without SMTP only its words are written, before the answer, so that development and
 * the tests read a finished mail in the outbox as soon as the order is.
 */
export async function deliverOrderMail(db: Database, mail: QueuedMail | null, transport: MailTransport | null = smtpTransport()): Promise<void> {
  if (!mail) return;
  if (transport) {
    // On the process's database, once the caller's outermost transaction (an Idempotency-Key's) has
    // committed: `db` may be that transaction. With the backlog full, the mail is left to the relay.
    const attempt = async () => deliverMail(await database(), mail, transport);
    afterCommit(() => firstTries().add(attempt));
    return;
  }
  try {
    await deliverMail(db, mail, null);
  } catch (error) {
    logger.error({ err: error, mailId: mail.id }, "order mail delivery failed");
  }
}

import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { formatMinorUnits } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { findVariant } from "@/server/catalog/variants";
import type { offerLineItems } from "@/server/db/schema";
import { lineWords } from "@/server/invoices/line-words";
import { escapeHtml, type MailBlock } from "@/server/mail/order";
import { offerAmounts } from "./amounts";

type OfferLine = typeof offerLineItems.$inferSelect;

const CELL = 'style="padding:6px 8px;border-bottom:1px solid #e4e7ec;vertical-align:top"';
const NUMBER_CELL = 'style="padding:6px 8px;border-bottom:1px solid #e4e7ec;vertical-align:top;text-align:right;white-space:nowrap"';

/**
 * What an offer mail shows of the offer: each line as it will be made (the product,
 * its size and options in words, the notes, as the invoice words them), its
 * quantity and line total, and the total, each amount on the storefront's basis
 * with a label saying whether VAT is in it, added at checkout, or not charged.
 */
export async function offerMailBlock(regionId: string, locale: Locale, lines: readonly OfferLine[]): Promise<MailBlock> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages });
  const region = getRegion(regionId);
  const money = (amount: number) => formatMinorUnits(amount, region.currencyFormatter);
  const describe = lineWords(messages, locale, regionId);
  const amounts = offerAmounts(regionId, lines);
  const gross = amounts.display === "gross";
  const head = [t("Orders.order.product"), t("Orders.order.quantity"), t(`Mail.offer.lineTotal.${amounts.display}`)];

  const rows = lines.map((line, index) => {
    const variant = findVariant(region.id, line.sku);
    const [name = line.name, ...details] = describe({
      variantId: variant?.id ?? null,
      sku: line.sku,
      name: line.name,
      samples: null,
      options: line.options,
      expressDeliveryOptionId: null,
      paidAssets: [],
      description: line.description || null,
      // An offer's price is the manager's, never a price list's.
      priceListId: null,
    }).split("\n");
    const shown = gross ? amounts.lines[index]!.total.gross : amounts.lines[index]!.total.net;
    return { name, details: details.filter(Boolean), quantity: new Intl.NumberFormat(locale).format(line.quantity), total: money(shown) };
  });
  const totalLabel = t(`Mail.offer.total.${amounts.display}`);
  const total = money(amounts.shownItemTotal);
  const title = t("Mail.offer.lines");

  const html = [
    `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2>`,
    `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px"><tr>${head
      .map((label, index) => `<th ${index === 0 ? CELL : NUMBER_CELL}>${escapeHtml(label)}</th>`)
      .join("")}</tr>`,
    ...rows.map(
      (row) =>
        `<tr><td ${CELL}><strong>${escapeHtml(row.name)}</strong>${row.details.map((detail) => `<br><span style="color:#475467;font-size:14px">${escapeHtml(detail)}</span>`).join("")}</td>` +
        `<td ${NUMBER_CELL}>${escapeHtml(row.quantity)}</td><td ${NUMBER_CELL}>${escapeHtml(row.total)}</td></tr>`,
    ),
    `<tr><td ${CELL} colspan="2"><strong>${escapeHtml(totalLabel)}</strong></td><td ${NUMBER_CELL}><strong>${escapeHtml(total)}</strong></td></tr></table>`,
  ].join("");
  const text = [
    title,
    ...rows.flatMap((row) => [`- ${row.name}`, ...row.details.map((detail) => `  ${detail}`), `  ${head[1]}: ${row.quantity} · ${head[2]}: ${row.total}`]),
    "",
    `${totalLabel}: ${total}`,
  ].join("\n");
  return { html, text };
}

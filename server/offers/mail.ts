import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { loadMessages } from "@/lib/i18n/messages";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { findVariant } from "@/server/catalog/variants";
import type { offerLineItems } from "@/server/db/schema";
import { lineWords } from "@/server/invoices/line-words";
import { linesMailBlock, type MailBlock } from "@/server/mail/order";
import { offerAmounts } from "./amounts";

type OfferLine = typeof offerLineItems.$inferSelect;

/**
 * What an offer mail shows of the offer: each line as it will be made (the product,
 * its size and options in words, the notes, as the invoice words them), its
 * quantity and line total, and the total, each amount on the storefront's basis
 * with a label saying whether VAT is in it, added at checkout, or not charged.
 */
export async function offerMailBlock(regionId: string, language: Locale, lines: readonly OfferLine[]): Promise<MailBlock> {
  const region = getRegion(regionId);
  // Written as the storefront writes the language (Swiss German with ss), like the mail around it.
  const locale = textLocaleOf(language, region);
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages });
  // Amounts as the mail's language writes prices, like its quantities (4,62 € in Portuguese from the EU storefront).
  const money = (amount: number) => formatMinorUnits(amount, priceFormatterOf(region, locale));
  const describe = lineWords(messages, locale, regionId);
  const amounts = offerAmounts(regionId, lines);
  const gross = amounts.display === "gross";
  const head = [t("Orders.order.product"), t("Orders.order.quantity"), t(`Mail.offer.lineTotal.${amounts.display}`)] as const;

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

  return linesMailBlock({ title, head, rows, totalLabel, total, labelled: (label, value) => t("Mail.labelled", { label, value }) });
}

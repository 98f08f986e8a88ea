import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { loadMessages } from "@/lib/i18n/messages";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { lineWords } from "@/server/invoices/line-words";
import { linesMailBlock, type MailBlock } from "@/server/mail/order";
import { vatRateOf } from "@/server/orders/serialize";
import type { LineItemRow, OrderRow } from "@/server/orders/service";
import { priced } from "@/server/pricing/price-rule";
import { priceDisplayFor } from "@/server/pricing/tax";

/**
 * What an approver is asked to sign off, in their mail: each line as the invoice
 * words it (product, size, options, notes), its quantity and amount on the
 * storefront's basis (said in words), and the order's total, so the answer can be
 * given from the mail's link knowing what it is for.
 */
export async function approvalMailBlock(order: OrderRow, lines: readonly LineItemRow[], language: Locale): Promise<MailBlock> {
  const region = getRegion(order.region);
  // Written as the storefront writes the language (Swiss German with ss), like the mail around it.
  const locale = textLocaleOf(language, region);
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages });
  // Amounts as the mail's language writes prices, like its quantities (4,62 € in Portuguese from the EU storefront).
  const money = (amount: number) => formatMinorUnits(amount, priceFormatterOf(region, locale));
  const describe = lineWords(messages, locale, region.id);
  // The order's own basis, as its answer states it (price_display), so the mail and the approval page agree.
  const display = priceDisplayFor(region);
  const rate = vatRateOf(order);
  const services = { service: t("Orders.services.warranty"), expert_check: t("Orders.services.expert_check"), trees: t("Orders.services.trees") };
  const rows = lines.map((line) => {
    const [name = "", ...details] = line.kind === "product" ? describe(line).split("\n") : [services[line.kind]];
    const total = display === "gross" ? priced(line.total, rate).gross : line.total;
    return { name, details: details.filter(Boolean), quantity: new Intl.NumberFormat(locale).format(line.quantity), total: money(total) };
  });
  const title = t("Company.approvals.whatTitle");
  const basis = t(`Company.approvals.basis.${display}`);
  const head = [t("Orders.order.product"), t("Orders.order.quantity"), t("Orders.order.lineTotal")] as const;
  const totalLabel = t("Orders.order.total");
  return linesMailBlock({
    title,
    note: basis,
    head,
    rows,
    totalLabel,
    total: money(order.total),
    labelled: (label, value) => t("Mail.labelled", { label, value }),
  });
}

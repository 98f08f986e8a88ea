import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/dates/format";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { MailBlock } from "./block";
import { FactsTable, Paragraph, Title, TotalsTable } from "./components/blocks";
import { text as textStyle } from "./components/styles";
import { bankMailBlock, translatorFor, type OrderMailBank } from "./order";

/**
 * The blocks of the two mails about an order's money after it was placed (ADR 0073):
 * `payment_received`, when a payment that was pending settles (a later instalment, a
 * payment the provider confirmed after the order completed), and `installment_due`,
 * the reminder before an unpaid instalment falls due. Plain facts in, a block of mail
 * components and its text twin out, in the buyer's language; the facts are gathered
 * by server/payments (receipt.ts, reminders.ts). A due date is written by the shop's
 * standard date rule ('dddd, D MMMM', lib/dates/format.ts) in the mail's locale, so
 * each storefront's readers get their own order of day and month.
 */

/** An instalment as these mails name it: its place in the plan, its amount and its due day (YYYY-MM-DD). */
export interface MailInstallment {
  position: number;
  amount: number;
  dueDate: string;
}

export interface PaymentReceivedFacts {
  number: string;
  formatter: CurrencyFormatter;
  /** What this payment brought in. */
  amount: number;
  total: number;
  /** Every succeeded payment of the order, this one included. */
  received: number;
  due: number;
  /** The first instalment still unpaid, if the order is paid by instalment and one is left. */
  next: MailInstallment | null;
  /** How many days the mail's link opens the order. */
  linkDays: number;
}

export interface InstallmentDueFacts {
  number: string;
  formatter: CurrencyFormatter;
  installment: MailInstallment;
  /** How many instalments the plan has. */
  count: number;
  total: number;
  received: number;
  due: number;
  /** The account for the order's currency, for the instalment's amount; null where the storefront takes no transfers. */
  bank: OrderMailBank | null;
}

/** A due day by the shop's standard rule, in the mail's language. */
export const dueDay = (isoDate: string, locale: Locale) => formatDate(isoDate, "standardFormat", locale);

/** The values the two kinds' subject and body take: the same words in the block and the sentence above it. */
export function paymentReceivedValues(facts: PaymentReceivedFacts): Record<string, string> {
  return { number: facts.number, amount: formatMinorUnits(facts.amount, facts.formatter) };
}

export function installmentDueValues(facts: InstallmentDueFacts, locale: Locale): Record<string, string> {
  return {
    number: facts.number,
    amount: formatMinorUnits(facts.installment.amount, facts.formatter),
    position: String(facts.installment.position),
    date: dueDay(facts.installment.dueDate, locale),
  };
}

/** This payment, what the order costs, what has come in and what is left; then the next instalment or the word that nothing is due. */
export async function renderPaymentReceived(facts: PaymentReceivedFacts, locale: Locale): Promise<MailBlock> {
  const t = await translatorFor(locale);
  const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
  const title = t("Mail.payment.title", { number: facts.number });
  const rows = [
    { label: t("Mail.payment.thisPayment"), value: money(facts.amount) },
    { label: t("Orders.order.total"), value: money(facts.total) },
    { label: t("Mail.payment.receivedTotal"), value: money(facts.received) },
    { label: t("Mail.order.due"), value: money(facts.due), strong: true },
  ];
  const state =
    facts.due === 0
      ? t("Mail.payment.paidInFull")
      : facts.next
        ? t("Mail.payment.next", { amount: money(facts.next.amount), date: dueDay(facts.next.dueDate, locale) })
        : null;
  const linkNote = t("Mail.order.linkNote", { days: facts.linkDays });
  const nodes: ReactNode[] = [<Title key="title">{title}</Title>, <TotalsTable key="totals" rows={rows} />];
  if (state) {
    nodes.push(
      <Text key="state" style={{ ...textStyle, fontWeight: 700 }}>
        {state}
      </Text>,
    );
  }
  nodes.push(
    <Paragraph key="link-note" muted>
      {linkNote}
    </Paragraph>,
  );
  const text = [title, ...rows.map(({ label, value }) => t("Mail.labelled", { label, value })), "", ...(state ? [state, ""] : []), linkNote];
  return { node: <>{nodes}</>, text: text.join("\n") };
}

/**
 * The instalment (its place in the plan, amount, due day), the order's totals, then how
 * to pay: the bank details for its currency as the bank-transfer mail shows them, where
 * the storefront takes transfers, and the payment page the mail's button opens.
 */
export async function renderInstallmentDue(facts: InstallmentDueFacts, locale: Locale): Promise<MailBlock> {
  const t = await translatorFor(locale);
  const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
  const part: [string, string][] = [
    [t("Mail.payment.installment", { position: facts.installment.position, count: facts.count }), money(facts.installment.amount)],
    [t("Mail.payment.dueOn"), dueDay(facts.installment.dueDate, locale)],
  ];
  const totals = [
    { label: t("Orders.order.total"), value: money(facts.total) },
    { label: t("Mail.payment.receivedTotal"), value: money(facts.received) },
    { label: t("Mail.order.due"), value: money(facts.due) },
  ];
  const howToPay = t("Mail.payment.howToPay");
  const online = t("Mail.payment.online", { transfer: facts.bank ? "yes" : "no" });
  const bank = facts.bank ? bankMailBlock(t, facts.bank, money, howToPay) : null;
  const node = (
    <>
      <FactsTable rows={part} />
      <TotalsTable rows={totals} />
      {bank ? bank.node : <Title>{howToPay}</Title>}
      <Paragraph>{online}</Paragraph>
    </>
  );
  const text = [
    ...part.map(([label, value]) => t("Mail.labelled", { label, value })),
    "",
    ...totals.map(({ label, value }) => t("Mail.labelled", { label, value })),
    "",
    ...(bank ? [bank.text] : [howToPay]),
    "",
    online,
  ];
  return { node, text: text.join("\n") };
}

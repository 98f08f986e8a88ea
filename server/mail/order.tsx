import { Text } from "@react-email/components";
import { createTranslator } from "next-intl";
import { Fragment, type ReactNode } from "react";
import { formatDay } from "@/lib/i18n/first-day";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import { groupIban, type BankTransferDetails } from "@/lib/checkout/bank-details";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { TotalsRow } from "@/lib/money/totals-rows";
import type { MailBlock } from "./block";
import { text as textStyle } from "./components/styles";
import { BulletList, FactsTable, Lines, LinesTable, Paragraph, Title, TotalsTable, type LineRow } from "./components/blocks";

/**
 * The order in an order mail: its lines with their options in words, the totals,
 * what was received and what is still due (with the instalment plan), where it
 * goes and when it should arrive, and the bank details of a transfer. Plain data
 * in, a block of mail components and its text twin out, both from the same values,
 * in the buyer's language; `renderMail` puts it in the mail.
 */

export interface OrderMailLine {
  /** What the line is called: the product and size, an offer's name, or a service. */
  name: string;
  kind: "product" | "service" | "expert_check" | "trees";
  serviceName: string | null;
  quantity: number;
  /** One piece (one pack) and the line, on the storefront's basis: with VAT where it shows gross. */
  unitPrice: number;
  total: number;
  options: Readonly<Record<string, string | boolean>>;
  express: boolean;
  paidAssets: readonly string[];
  /** A sample pack (docs/adr/0024-cart-line-shapes.md): its samples are listed, it has no design facts. */
  samplePack: boolean;
  /** The product types in the pack (product type slugs); empty for any other line. */
  samples: readonly string[];
  /** The product's rendered picture (ADR 0059) as an absolute URL to a JPEG (mail readers show neither AVIF nor WebP); null for services. */
  picture?: { src: string; width: number; height: number } | null;
}

export type OrderMailBank = BankTransferDetails;

export interface OrderMailFacts {
  number: string;
  formatter: CurrencyFormatter;
  lines: readonly OrderMailLine[];
  /**
   * The totals as the storefront shows them (lib/money/totals-rows.ts): with VAT
   * and the VAT the total includes where it shows gross, net with the VAT added
   * in gb, net in us, ch and no. Customs (ch, no) are a row of their own.
   */
  totals: readonly TotalsRow[];
  vatRate: number;
  /** Sold under the EU's reverse charge: VAT 0, and the mail says why. */
  reverseCharge: boolean;
  promoCode: string | null;
  total: number;
  /** The sum of the order's succeeded payments. */
  received: number;
  due: number;
  installments: readonly { position: number; amount: number; dueDate: string; paid: boolean }[] | null;
  shipAddress: Readonly<Record<string, string | number | null>> | null;
  shipmentType: string | null;
  bank: OrderMailBank | null;
  /** When the order should arrive (calendar days, YYYY-MM-DD); null when the shop has no estimate. */
  delivery?: { from: string; to: string } | null;
  /** How many days the mail's link opens the order. */
  linkDays: number;
}

export type Translator = ReturnType<typeof createTranslator<Messages>>;

const translators = new Map<Locale, Promise<Translator>>();

/** Every catalogue namespace in `locale`, made once per language (the order and payment mails borrow the Cart, Orders and PaymentSummary words). */
export function translatorFor(locale: Locale): Promise<Translator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages }));
    translators.set(locale, translator);
    translator.catch(() => translators.delete(locale));
  }
  return translator;
}

/** A word from a catalogue list (materials, print modes ...), or nothing for a value the catalogue does not name. */
function catalogWord(t: Translator, list: "materials" | "printModes" | "finishes" | "printQualities", value: string | boolean | undefined): string | null {
  if (typeof value !== "string") return null;
  const key = `Catalog.${list}.${value}` as Parameters<Translator>[0];
  return t.has(key) ? t(key) : null;
}

/** A product type's name in the buyer's language, or its slug when the catalogue does not name it. */
function productName(t: Translator, slug: string): string {
  const key = `Products.${slug}.name` as Parameters<Translator>[0];
  return t.has(key) ? t(key) : slug;
}

/**
 * A line's choices in words: material, print, finish, print quality, express
 * production, the FSC certificate. A sample pack has none of these: it lists the
 * samples it holds.
 */
function lineFacts(t: Translator, line: OrderMailLine): [string, string][] {
  if (line.samplePack) {
    return [[t("Cart.lines.samples"), line.samples.length > 0 ? line.samples.map((slug) => productName(t, slug)).join(", ") : t("Cart.lines.noSamples")]];
  }
  const facts: [string, string][] = [];
  const add = (label: string, value: string | null) => value && facts.push([label, value]);
  add(t("Cart.lines.material"), catalogWord(t, "materials", line.options.material));
  add(t("Cart.lines.printMode"), catalogWord(t, "printModes", line.options.printMode));
  add(t("Cart.lines.finish"), catalogWord(t, "finishes", line.options.finish));
  add(t("Cart.lines.printQuality"), catalogWord(t, "printQualities", line.options.printQuality));
  if (line.express) add(t("Cart.lines.production"), t("Cart.lines.express"));
  if (line.paidAssets.includes("service-fsc-certificate")) add(t("Cart.lines.certificate"), t("Cart.lines.fscCertificate"));
  return facts;
}

function lineName(t: Translator, line: OrderMailLine): string {
  if (line.kind === "expert_check") return t("Orders.services.expert_check");
  if (line.kind === "trees") return t("Orders.services.trees");
  if (line.kind === "service") return line.name || t("Orders.services.warranty");
  return line.name;
}

function addressLines(address: OrderMailFacts["shipAddress"], locale: Locale): string[] {
  if (!address) return [];
  const field = (key: string) => (typeof address[key] === "string" || typeof address[key] === "number" ? String(address[key]) : "");
  const iso = field("country_iso");
  const country = iso ? (new Intl.DisplayNames([locale], { type: "region" }).of(iso) ?? iso) : "";
  return [
    field("company_name"),
    [field("first_name"), field("last_name")].filter(Boolean).join(" "),
    field("street"),
    [field("zip_code"), field("city")].filter(Boolean).join(" "),
    country,
    field("phone"),
  ].filter(Boolean);
}

/** A calendar day (an instalment's due date) in the buyer's words; the day is the same everywhere. */
function day(isoDate: string, locale: Locale): string {
  return formatDay(new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }), new Date(`${isoDate}T12:00:00Z`));
}

export type { MailBlock } from "./block";

export async function renderOrderFacts(facts: OrderMailFacts, locale: Locale): Promise<MailBlock> {
  const t = await translatorFor(locale);
  const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
  const nodes: ReactNode[] = [];
  const text: string[] = [];

  // What the buyer has paid and still owes, first: it is what the mail is about.
  const paymentState = facts.due === 0 ? "full" : facts.received > 0 ? "part" : "none";
  const payment = t("Mail.order.payment", { state: paymentState, paid: money(facts.received), due: money(facts.due) });
  nodes.push(
    <Text key="payment" style={{ ...textStyle, fontWeight: 700 }}>
      {payment}
    </Text>,
  );
  text.push(payment, "");

  if (facts.bank) {
    const bank = bankMailBlock(t, facts.bank, money, t("PaymentSummary.bank.title"));
    nodes.push(<Fragment key="bank">{bank.node}</Fragment>);
    text.push(bank.text, "");
  }

  const summary = t("Mail.order.summary", { number: facts.number });
  nodes.push(<Title key="summary">{summary}</Title>);
  text.push(summary, "");
  const head = [t("Orders.order.product"), t("Orders.order.quantity"), t("Orders.order.unitPrice"), t("Orders.order.lineTotal")];
  const rows: LineRow[] = facts.lines.map((line) => ({
    name: lineName(t, line),
    details: lineFacts(t, line).map(([label, value]) => t("Mail.labelled", { label, value })),
    cells: [String(line.quantity), money(line.unitPrice), money(line.total)],
    picture: line.picture,
  }));
  nodes.push(<LinesTable key="lines" head={head} rows={rows} />);
  for (const row of rows) {
    // The line total holds its paid extras (a certificate) too, so it is not written as quantity × unit price.
    text.push(
      `- ${row.name}`,
      `  ${[1, 2, 3].map((column) => t("Mail.labelled", { label: head[column]!, value: row.cells[column - 1]! })).join(" · ")}`,
      ...row.details.map((detail) => `  ${detail}`),
    );
  }

  const label = (row: TotalsRow): string => {
    switch (row.key) {
      case "items":
        return t("Orders.order.itemTotal");
      case "shipping":
        return t("Orders.order.shipping");
      case "customs":
        return t("Mail.order.customs");
      case "discount":
        return facts.promoCode ? t("Orders.order.discountCode", { code: facts.promoCode }) : t("Orders.order.discount");
      case "vat":
        return t("Mail.order.vatAdded", { rate: facts.vatRate });
      case "vatIncluded":
        return t("Mail.order.vatIncluded", { rate: facts.vatRate });
      case "total":
        return t("Orders.order.total");
    }
  };
  const totals = [
    ...facts.totals.map((row) => ({ label: label(row), value: money(row.amount), strong: row.strong })),
    { label: t("Mail.order.received"), value: money(facts.received) },
    { label: t("Mail.order.due"), value: money(facts.due), strong: true },
  ];
  nodes.push(<TotalsTable key="totals" rows={totals} />);
  text.push("", ...totals.map(({ label, value }) => t("Mail.labelled", { label, value })), "");
  if (facts.reverseCharge) {
    const note = t("Mail.order.reverseCharge");
    nodes.push(
      <Paragraph key="reverse-charge" muted>
        {note}
      </Paragraph>,
    );
    text.push(note, "");
  }

  if (facts.installments && facts.installments.length > 0) {
    const plan = t("Mail.order.plan");
    const parts = facts.installments.map(
      (part) =>
        `${t("Mail.order.installment", { position: part.position, date: day(part.dueDate, locale), amount: money(part.amount) })}${part.paid ? ` (${t("Mail.order.installmentPaid")})` : ""}`,
    );
    nodes.push(<Title key="plan">{plan}</Title>, <BulletList key="parts" items={parts} />);
    text.push(plan, ...parts.map((part) => `- ${part}`), "");
  }

  if (facts.delivery) {
    const heading = t("Mail.order.deliveryTitle");
    const window =
      facts.delivery.from === facts.delivery.to
        ? t("Mail.order.deliveryDay", { date: day(facts.delivery.from, locale) })
        : t("Mail.order.deliveryWindow", { from: day(facts.delivery.from, locale), to: day(facts.delivery.to, locale) });
    nodes.push(<Title key="delivery">{heading}</Title>, <Paragraph key="delivery-window">{window}</Paragraph>);
    text.push(heading, window, "");
  }

  const address = addressLines(facts.shipAddress, locale);
  if (address.length > 0 || facts.shipmentType) {
    const heading = t("Orders.order.shipAddress");
    const shipment = `Orders.shipment.${facts.shipmentType}` as Parameters<Translator>[0];
    const method = facts.shipmentType
      ? t("Mail.labelled", { label: t("Orders.order.shipment"), value: t.has(shipment) ? t(shipment) : facts.shipmentType })
      : null;
    nodes.push(<Title key="address-title">{heading}</Title>, <Lines key="address" lines={method ? [...address, method] : address} />);
    text.push(heading, ...address, ...(method ? [method] : []), "");
  }

  const linkNote = t("Mail.order.linkNote", { days: facts.linkDays });
  nodes.push(
    <Paragraph key="link-note" muted>
      {linkNote}
    </Paragraph>,
  );
  text.push(linkNote);
  return { node: <>{nodes}</>, text: text.join("\n") };
}

/**
 * The account a transfer goes to, as the bank-transfer mail and the payment page show
 * it: a title, how to fill in the transfer, then holder, bank, IBAN, BIC (sort code and
 * account number for GBP), the reference and the amount. The instalment reminder shows
 * the same block for the instalment's amount.
 */
export function bankMailBlock(t: Translator, bank: OrderMailBank, money: (amount: number) => string, title: string): MailBlock {
  const rows: [string, string][] = [
    [t("PaymentSummary.bank.holder"), bank.account_holder],
    [t("PaymentSummary.bank.bank"), bank.bank_name],
    [t("PaymentSummary.bank.iban"), groupIban(bank.iban)],
    [t("PaymentSummary.bank.bic"), bank.bic],
    ...(bank.sort_code ? [[t("PaymentSummary.bank.sortCode"), bank.sort_code] as [string, string]] : []),
    ...(bank.account_number ? [[t("PaymentSummary.bank.accountNumber"), bank.account_number] as [string, string]] : []),
    [t("PaymentSummary.bank.reference"), bank.reference],
    [t("PaymentSummary.bank.amount"), money(bank.amount)],
  ];
  const instructions = t("PaymentSummary.bank.instructions", { reference: bank.reference });
  return {
    node: (
      <>
        <Title>{title}</Title>
        <Paragraph>{instructions}</Paragraph>
        <FactsTable rows={rows} />
      </>
    ),
    text: [title, instructions, ...rows.map(([label, value]) => t("Mail.labelled", { label, value }))].join("\n"),
  };
}

/**
 * A titled table of lines with their total, as the offer and the purchase-approval
 * mails show what is bought: each line's name and facts, its quantity and amount, then
 * the total; `note` (the amounts' basis) under the title where the mail says it there.
 */
export function linesMailBlock(input: {
  title: string;
  note?: string;
  head: readonly [product: string, quantity: string, total: string];
  rows: readonly { name: string; details: readonly string[]; quantity: string; total: string }[];
  totalLabel: string;
  total: string;
  /** "label: value" as the mail's language writes it (French puts a non-breaking space before the colon). */
  labelled: (label: string, value: string) => string;
}): MailBlock {
  const { title, note, head, rows, totalLabel, total, labelled } = input;
  const node = (
    <>
      <Title>{title}</Title>
      {note ? <Paragraph muted>{note}</Paragraph> : null}
      <LinesTable head={head} rows={rows.map((row) => ({ name: row.name, details: row.details, cells: [row.quantity, row.total] }))} />
      <TotalsTable rows={[{ label: totalLabel, value: total, strong: true }]} />
    </>
  );
  const text = [
    title,
    ...(note ? [note] : []),
    ...rows.flatMap((row) => [
      `- ${row.name}`,
      ...row.details.map((detail) => `  ${detail}`),
      `  ${labelled(head[1], row.quantity)} · ${labelled(head[2], row.total)}`,
    ]),
    "",
    labelled(totalLabel, total),
  ].join("\n");
  return { node, text };
}

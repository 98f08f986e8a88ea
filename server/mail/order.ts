import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import { groupIban, type BankTransferDetails } from "@/lib/checkout/bank-details";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { TotalsRow } from "@/lib/money/totals-rows";

/**
 * The order in an order mail: its lines with their options in words, the totals,
 * what was received and what is still due (with the instalment plan), where it
 * goes, and the bank details of a transfer. Plain data in, a block of HTML and
 * its text twin out, in the buyer's language; `renderMail` puts it in the mail.
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
  /** How many days the mail's link opens the order. */
  linkDays: number;
}

export interface MailBlock {
  html: string;
  text: string;
}

type Translator = ReturnType<typeof createTranslator<Messages>>;

const translators = new Map<Locale, Promise<Translator>>();

function translatorFor(locale: Locale): Promise<Translator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages }));
    translators.set(locale, translator);
    translator.catch(() => translators.delete(locale));
  }
  return translator;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
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
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T12:00:00Z`));
}

const CELL = 'style="padding:6px 8px;border-bottom:1px solid #e4e7ec;vertical-align:top"';
/** A line's picture: 96 px wide, its height kept; the product's name is beside it, so it needs no words. */
const PICTURE_WIDTH = 96;

function linePicture(line: OrderMailLine): string {
  if (!line.picture) return "";
  const height = Math.round((line.picture.height * PICTURE_WIDTH) / line.picture.width);
  return `<img src="${escapeHtml(line.picture.src)}" width="${PICTURE_WIDTH}" height="${height}" alt="" style="display:block;float:left;margin:0 12px 4px 0;border-radius:6px;background:#eeebe6">`;
}
const NUMBER_CELL = 'style="padding:6px 8px;border-bottom:1px solid #e4e7ec;vertical-align:top;text-align:right;white-space:nowrap"';

export async function renderOrderFacts(facts: OrderMailFacts, locale: Locale): Promise<MailBlock> {
  const t = await translatorFor(locale);
  const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
  const html: string[] = [];
  const text: string[] = [];

  // What the buyer has paid and still owes, first: it is what the mail is about.
  const paymentState = facts.due === 0 ? "full" : facts.received > 0 ? "part" : "none";
  const payment = t("Mail.order.payment", { state: paymentState, paid: money(facts.received), due: money(facts.due) });
  html.push(`<p><strong>${escapeHtml(payment)}</strong></p>`);
  text.push(payment, "");

  if (facts.bank) {
    const bank = facts.bank;
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
    const title = t("PaymentSummary.bank.title");
    const instructions = t("PaymentSummary.bank.instructions", { reference: bank.reference });
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2><p>${escapeHtml(instructions)}</p>`,
      `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.map(([label, value]) => `<tr><td ${CELL}>${escapeHtml(label)}</td><td ${CELL}><strong>${escapeHtml(value)}</strong></td></tr>`).join("")}</table>`,
    );
    text.push(title, instructions, ...rows.map(([label, value]) => `${label}: ${value}`), "");
  }

  const summary = t("Mail.order.summary", { number: facts.number });
  html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(summary)}</h2>`);
  text.push(summary, "");
  const head = [t("Orders.order.product"), t("Orders.order.quantity"), t("Orders.order.unitPrice"), t("Orders.order.lineTotal")];
  html.push(
    `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px"><tr>${head.map((label, index) => `<th ${index === 0 ? CELL : NUMBER_CELL}>${escapeHtml(label)}</th>`).join("")}</tr>`,
  );
  for (const line of facts.lines) {
    const name = lineName(t, line);
    const details = lineFacts(t, line);
    html.push(
      `<tr><td ${CELL}>${linePicture(line)}<strong>${escapeHtml(name)}</strong>${details.map(([label, value]) => `<br><span style="color:#475467;font-size:14px">${escapeHtml(label)}: ${escapeHtml(value)}</span>`).join("")}</td>` +
        `<td ${NUMBER_CELL}>${line.quantity}</td><td ${NUMBER_CELL}>${escapeHtml(money(line.unitPrice))}</td><td ${NUMBER_CELL}>${escapeHtml(money(line.total))}</td></tr>`,
    );
    // The line total holds its paid extras (a certificate) too, so it is not written as quantity × unit price.
    text.push(
      `- ${name}`,
      `  ${head[1]}: ${line.quantity} · ${head[2]}: ${money(line.unitPrice)} · ${head[3]}: ${money(line.total)}`,
      ...details.map(([label, value]) => `  ${label}: ${value}`),
    );
  }
  html.push("</table>");

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
  const totals: [string, string, boolean?][] = [
    ...facts.totals.map((row): [string, string, boolean?] => [label(row), money(row.amount), row.strong]),
    [t("Mail.order.received"), money(facts.received)],
    [t("Mail.order.due"), money(facts.due), true],
  ];
  html.push(
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px auto">${totals
      .map(
        ([label, value, strong]) =>
          `<tr><td ${CELL}>${strong ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</td><td ${NUMBER_CELL}>${strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
  );
  text.push("", ...totals.map(([label, value]) => `${label}: ${value}`), "");
  if (facts.reverseCharge) {
    const note = t("Mail.order.reverseCharge");
    html.push(`<p style="color:#475467;font-size:14px">${escapeHtml(note)}</p>`);
    text.push(note, "");
  }

  if (facts.installments && facts.installments.length > 0) {
    const plan = t("Mail.order.plan");
    const parts = facts.installments.map(
      (part) =>
        `${t("Mail.order.installment", { position: part.position, date: day(part.dueDate, locale), amount: money(part.amount) })}${part.paid ? ` (${t("Mail.order.installmentPaid")})` : ""}`,
    );
    html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(plan)}</h2><ul>${parts.map((part) => `<li>${escapeHtml(part)}</li>`).join("")}</ul>`);
    text.push(plan, ...parts.map((part) => `- ${part}`), "");
  }

  const address = addressLines(facts.shipAddress, locale);
  if (address.length > 0 || facts.shipmentType) {
    const heading = t("Orders.order.shipAddress");
    const method = facts.shipmentType
      ? `${t("Orders.order.shipment")}: ${t.has(`Orders.shipment.${facts.shipmentType}` as Parameters<Translator>[0]) ? t(`Orders.shipment.${facts.shipmentType}` as Parameters<Translator>[0]) : facts.shipmentType}`
      : null;
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(heading)}</h2><p>${address.map(escapeHtml).join("<br>")}</p>${method ? `<p>${escapeHtml(method)}</p>` : ""}`,
    );
    text.push(heading, ...address, ...(method ? [method] : []), "");
  }

  const linkNote = t("Mail.order.linkNote", { days: facts.linkDays });
  html.push(`<p style="color:#475467;font-size:14px">${escapeHtml(linkNote)}</p>`);
  text.push(linkNote);
  return { html: html.join("\n"), text: text.join("\n") };
}

/** One line of a mail's lines table: its name, its facts in words under it, its quantity and amount as shown. */
export interface MailLineRow {
  name: string;
  details: readonly string[];
  quantity: string;
  total: string;
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
  rows: readonly MailLineRow[];
  totalLabel: string;
  total: string;
}): MailBlock {
  const { title, note, head, rows, totalLabel, total } = input;
  const html = [
    `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2>${note ? `<p style="color:#475467;font-size:14px">${escapeHtml(note)}</p>` : ""}`,
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
    ...(note ? [note] : []),
    ...rows.flatMap((row) => [`- ${row.name}`, ...row.details.map((detail) => `  ${detail}`), `  ${head[1]}: ${row.quantity} · ${head[2]}: ${row.total}`]),
    "",
    `${totalLabel}: ${total}`,
  ].join("\n");
  return { html, text };
}

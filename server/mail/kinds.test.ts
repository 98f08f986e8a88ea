import QRCode from "qrcode";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupIban } from "@/lib/checkout/bank-details";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits } from "@/lib/money/format";
import { totalsRows } from "@/lib/money/totals-rows";
import { ALL_REGIONS, getRegion } from "@/regions";
import { bankDetailsFor } from "@/server/payments/bank";
import { offerMailBlock } from "@/server/offers/mail";
import type { MailBlock } from "./block";
import { linksMailBlock } from "./link-block";
import { linesMailBlock, renderOrderFacts, type OrderMailFacts } from "./order";
import { dueDay, renderInstallmentDue, renderPaymentReceived, type InstallmentDueFacts, type PaymentReceivedFacts } from "./payment";
import { MAIL_KINDS, QR_CODE_CID, mailRegion, renderMail, type MailContent, type MailKind } from "./render";
import { quotedNote } from "./third-party";

/**
 * Every mail the shop sends, in every language, rendered through the same path as
 * in production (renderMail with the kind's block): each must be complete (no
 * missing word, no raw key or ICU brace), carry its facts in both parts, link only
 * to whole https addresses (mailto: for a reply, cid: for an attached image), and
 * name the storefront's support desk.
 */

const ORIGIN = "https://www.boxwright.com";
const NUMBER = "R123456789";

/** Values for every kind's arguments, as the callers pass them. */
const VALUES: Record<string, string> = {
  number: NUMBER,
  total: "€1,234.56",
  paid: "€0.00",
  due: "€1,234.56",
  amount: "€1,234.56",
  sender: "ann@example.com",
  product: "Mailer box",
  quantity: "250",
  name: "Ann Example",
  manager: "Olga Manager",
  hasManager: "yes",
  validUntil: "31 December 2026",
  note: "Printed inside as agreed.",
  hasNote: "yes",
  email: "ann@example.com",
  region: "de",
  subject: "Mailer boxes",
  message: "Could you print 300 boxes?",
  attachments: "brief.pdf",
  inviter: "Ann Example",
  company: "Kartonwerk GmbH",
  buyer: "Ben Buyer",
  reason: "Over budget this month",
  position: "2",
  date: "Thursday, December 31",
};

const PICTURE = { src: `${ORIGIN}/build/shared-images/products/mailer-box-full-color/cardboard-coated-closed-640.jpg`, width: 640, height: 480 };

function orderFacts(regionId: string, bank: boolean): OrderMailFacts {
  const region = getRegion(regionId);
  const total = 123_456;
  return {
    number: NUMBER,
    formatter: region.currencyFormatter,
    lines: [
      {
        name: "Mailer box 200x150x70",
        kind: "product",
        serviceName: null,
        quantity: 250,
        unitPrice: 480,
        total: 120_000,
        options: { material: "cardboard-coated", printMode: "full-color" },
        express: true,
        paidAssets: [],
        samplePack: false,
        samples: [],
        picture: PICTURE,
      },
    ],
    totals: totalsRows({
      item_total: 100_000,
      ship_total: 3_456,
      customs_total: 0,
      promo_total: 0,
      tax_total: 20_000,
      total,
      vat_rate: 20,
      price_display: "net-plus-vat",
    }),
    vatRate: 20,
    reverseCharge: false,
    promoCode: null,
    total,
    received: bank ? 0 : total,
    due: bank ? total : 0,
    installments: null,
    shipAddress: {
      company_name: "Kartonwerk GmbH",
      first_name: "Ann",
      last_name: "Example",
      street: "Kartonstraße 1",
      zip_code: "10115",
      city: "Berlin",
      country_iso: "DE",
    },
    shipmentType: "courier",
    bank: bank ? bankDetailsFor(region.currency, NUMBER, total) : null,
    delivery: { from: "2026-12-14", to: "2026-12-16" },
    linkDays: 30,
  };
}

/** A second instalment of three arrived: 1,234.56 of 3,000.00 received, the third due on the last day of the year. */
function receivedFacts(regionId: string, paidInFull = false): PaymentReceivedFacts {
  return {
    number: NUMBER,
    formatter: getRegion(regionId).currencyFormatter,
    amount: 100_000,
    total: 300_000,
    received: paidInFull ? 300_000 : 123_456,
    due: paidInFull ? 0 : 176_544,
    next: paidInFull ? null : { position: 3, amount: 176_544, dueDate: "2026-12-31" },
    linkDays: 30,
  };
}

/** The second of three instalments, due on the last day of the year; the bank account where the storefront takes transfers. */
function dueFacts(regionId: string, transfer = true): InstallmentDueFacts {
  const region = getRegion(regionId);
  return {
    number: NUMBER,
    formatter: region.currencyFormatter,
    installment: { position: 2, amount: 98_765, dueDate: "2026-12-31" },
    count: 3,
    total: 300_000,
    received: 90_000,
    due: 210_000,
    bank: transfer ? bankDetailsFor(region.currency, NUMBER, 98_765) : null,
  };
}

const offerLines = [
  {
    id: 1,
    offerId: 1,
    sku: "custom-mailer",
    name: "Full colour mailer, custom run",
    description: "Kraft, one colour",
    quantity: 500,
    options: {},
    unitPrice: 300,
    total: 150_000,
    boxDesignId: null,
    createdAt: new Date(),
  },
];

/** Each kind as its caller renders it: the link, the region, and the block it carries. */
async function renderKind(kind: MailKind, locale: Locale, regionId = "de"): Promise<MailContent> {
  const link = `${ORIGIN}/some/page?token=abc`;
  let block: MailBlock | undefined;
  let qrCode: Uint8Array | undefined;
  let mailLink = link;
  switch (kind) {
    case "order_confirmation":
    case "order_awaiting_transfer":
      block = await renderOrderFacts(orderFacts(regionId, kind === "order_awaiting_transfer"), locale);
      break;
    case "payment_received":
      block = await renderPaymentReceived(receivedFacts(regionId), locale);
      break;
    case "installment_due":
      block = await renderInstallmentDue(dueFacts(regionId), locale);
      break;
    case "offer_sent":
      block = await offerMailBlock(regionId, locale, offerLines);
      qrCode = await QRCode.toBuffer(link, { type: "png", width: 320 });
      break;
    case "purchase_approval_requested":
      block = linesMailBlock({
        title: "Lines",
        head: ["Product", "Quantity", "Total"],
        rows: [{ name: "Mailer box", details: ["Kraft"], quantity: "250", total: "€1,200.00" }],
        totalLabel: "Total",
        total: "€1,234.56",
        // As the approval mail's caller writes "label: value": in the mail's own language.
        labelled: (label, value) => (locale.startsWith("fr") ? `${label}\u00a0: ${value}` : `${label}: ${value}`),
      });
      break;
    case "design_shared":
      block = await quotedNote("design_shared", locale, "ann@example.com", "Have a look at the lid");
      break;
    case "contact_message":
      mailLink = "mailto:ann@example.com?subject=Re%3A%20Mailer%20boxes";
      block = linksMailBlock([{ label: "brief.pdf", href: `${ORIGIN}/api/v1/contact_messages/7/files/abc` }]);
      break;
  }
  return renderMail(kind, locale, mailLink, VALUES, { region: regionId, block, qrCode });
}

/** Every address the HTML links to or loads from. */
function addresses(html: string) {
  return {
    hrefs: [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!),
    srcs: [...html.matchAll(/\ssrc="([^"]*)"/g)].map((match) => match[1]!),
  };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // next-intl reports a missing message on the console and prints its key instead.
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  const calls = errors.mock.calls.length;
  errors.mockRestore();
  expect(calls, "a message is missing").toBe(0);
});

describe.each(MAIL_KINDS)("the %s mail", (kind) => {
  it.each(LOCALES)("in %s is whole, in its language, with whole links and a text part", async (locale) => {
    const mail = await renderKind(kind, locale);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\bMail\.\w+/);
      expect(part).not.toMatch(/[{}]/);
    }
    expect(mail.subject.trim()).not.toBe("");
    // Written as the German storefront writes the language: its English is British (spelling.test.ts).
    expect(mail.html).toContain(`lang="${textLocaleOf(locale, getRegion("de"))}"`);
    // The text part says what the HTML says: at least the button's link and the support desk.
    expect(mail.text.length).toBeGreaterThan(100);
    expect(mail.text).toContain(kind === "contact_message" ? "mailto:ann@example.com" : `${ORIGIN}/some/page?token=abc`);
    const support = mailRegion(locale, "de").support;
    for (const part of [mail.text, mail.html]) expect(part).toContain(support.email);
    for (const part of [mail.text, mail.html]) expect(part).toContain(support.phone);

    const { hrefs, srcs } = addresses(mail.html);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.replaceAll("&amp;", "&")).toMatch(kind === "contact_message" ? /^(https:\/\/|mailto:)/ : /^https:\/\//);
    for (const src of srcs) expect(src).toMatch(/^(https:\/\/|cid:)/);
    expect(mail.html).not.toContain("data:");
  });
});

describe("a French mail's text part", () => {
  // French typography puts a non-breaking space before a colon (the HTML's tables need none). The support
  // mail is left out: it goes to the shop's desk, its lines are file names and addresses.
  it.each(MAIL_KINDS.filter((kind) => kind !== "contact_message"))("%s sets a non-breaking space before every label's colon", async (kind) => {
    const mail = await renderKind(kind, "fr-FR");
    expect(mail.text).not.toMatch(/[\p{L})] :|[\p{L})]: /u);
    expect(mail.text).toContain("\u00a0: https://");
  });
});

describe("the order mails", () => {
  it.each(LOCALES)("in %s state the number, the line with its picture and options, the totals, the delivery and the address", async (locale) => {
    const facts = orderFacts("de", false);
    const mail = await renderKind("order_confirmation", locale);
    const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
    for (const part of [mail.text, mail.html.replaceAll("&#x27;", "'")]) {
      expect(part).toContain(NUMBER);
      expect(part).toContain("Mailer box 200x150x70");
      expect(part).toContain(money(120_000));
      expect(part).toContain(money(facts.total));
      expect(part).toContain("Kartonstraße 1");
      expect(part).toContain("10115 Berlin");
      // The delivery window's last day, written in the reader's language.
      expect(part).toContain(new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date("2026-12-16T12:00:00Z")));
    }
    expect(mail.html).toContain(`src="${PICTURE.src}"`);
  });

  // Every currency the shop takes transfers in: the mail carries the account for it.
  const transferRegions = ALL_REGIONS.filter((region) => bankDetailsFor(region.currency, NUMBER, 1) !== null);
  const currencies = [...new Map(transferRegions.map((region) => [region.currency, region])).values()];

  it("cover every currency the shop takes transfers in", () => {
    expect(currencies.map((region) => region.currency).sort()).toEqual(expect.arrayContaining(["EUR", "GBP", "PLN", "RON", "SEK"]));
  });

  describe.each(currencies.map((region) => [region.currency, region.id] as const))("for a transfer in %s", (currency, regionId) => {
    it.each(LOCALES)("in %s give the IBAN, the BIC, the reference and the amount in both parts", async (locale) => {
      const bank = bankDetailsFor(currency, NUMBER, 123_456)!;
      const mail = await renderKind("order_awaiting_transfer", locale, regionId);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(groupIban(bank.iban));
        expect(part).toContain(bank.bic);
        expect(part).toContain(formatMinorUnits(123_456, getRegion(regionId).currencyFormatter));
      }
      if (bank.sort_code) expect(mail.text).toContain(bank.sort_code);
    });
  });
});

describe("the payment received mail", () => {
  it.each(LOCALES)("in %s states this payment, the total, what came in, what is left and the next instalment's amount and day", async (locale) => {
    const facts = receivedFacts("de");
    const mail = await renderKind("payment_received", locale);
    const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
    const messages = await loadMessages(locale);
    for (const part of [mail.text, mail.html.replaceAll("&#x27;", "'")]) {
      expect(part).toContain(NUMBER);
      for (const amount of [facts.amount, facts.total, facts.received, facts.due]) expect(part).toContain(money(amount));
      expect(part).toContain(dueDay("2026-12-31", locale));
    }
    expect(mail.subject).toContain(NUMBER);
    // French sets a non-breaking space before the colon; every other language writes "label: value".
    const colon = locale.startsWith("fr") ? "\u00a0: " : ": ";
    expect(mail.text).toContain(`${messages.Mail.payment.thisPayment}${colon}${money(facts.amount)}`);
    expect(mail.text).toContain(`${messages.Mail.payment.receivedTotal}${colon}${money(facts.received)}`);
    expect(mail.text).toContain(`${messages.Mail.order.due}${colon}${money(facts.due)}`);
  });

  it("says the order is paid when nothing is left, and names no next instalment", async () => {
    const block = await renderPaymentReceived(receivedFacts("gb", true), "en-GB");
    const messages = await loadMessages("en-GB");
    expect(block.text).toContain(messages.Mail.payment.paidInFull);
    expect(block.text).toContain(`${messages.Mail.order.due}: ${formatMinorUnits(0, getRegion("gb").currencyFormatter)}`);
    expect(block.text).not.toContain("31 December");
  });
});

describe("the instalment reminder", () => {
  it.each(LOCALES)("in %s gives the instalment's amount and due day in the reader's date order, and the account to pay it to", async (locale) => {
    const facts = dueFacts("de");
    const mail = await renderKind("installment_due", locale);
    const money = (amount: number) => formatMinorUnits(amount, facts.formatter);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(money(facts.installment.amount));
      expect(part).toContain(dueDay("2026-12-31", locale));
      expect(part).toContain(groupIban(facts.bank!.iban));
      expect(part).toContain(facts.bank!.bic);
    }
    expect(mail.text).toContain(`${ORIGIN}/some/page?token=abc`);
  });

  it("writes the day as each storefront's readers write it: weekday, day and month in their order", () => {
    expect(dueDay("2026-12-31", "en-US")).toBe("Thursday, December 31");
    expect(dueDay("2026-12-31", "en-GB")).toBe("Thursday 31 December");
    expect(dueDay("2026-12-31", "de-DE")).toBe("Donnerstag, 31. Dezember");
    expect(dueDay("2026-12-31", "pl-PL")).toBe("czwartek, 31 grudnia");
  });

  it("where the storefront takes no transfers, shows no account and sends the reader to the payment page alone", async () => {
    const messages = await loadMessages("en-US");
    const block = await renderInstallmentDue(dueFacts("us", false), "en-US");
    expect(block.text).not.toContain(messages.PaymentSummary.bank.iban);
    expect(block.text).toContain(messages.Mail.payment.howToPay);
    expect(block.text).toContain("Pay online by card or another method");
    const withBank = await renderInstallmentDue(dueFacts("gb"), "en-GB");
    expect(withBank.text).toContain(`${messages.PaymentSummary.bank.sortCode}: ${bankDetailsFor("GBP", NUMBER, 1)!.sort_code}`);
    expect(withBank.text).toContain("You can also pay online");
  });
});

describe("the offer mail", () => {
  it.each(LOCALES)("in %s attaches its QR code and shows it inline by cid, with the offer's lines", async (locale) => {
    const mail = await renderKind("offer_sent", locale);
    expect(mail.html).toContain(`src="cid:${QR_CODE_CID}"`);
    expect(mail.attachments).toEqual([expect.objectContaining({ cid: QR_CODE_CID, contentType: "image/png", filename: "qr-code.png" })]);
    // The attachment is the PNG itself (its signature), not a data: URL.
    expect(Buffer.from(mail.attachments![0]!.content, "base64").subarray(1, 4).toString()).toBe("PNG");
    for (const part of [mail.text, mail.html]) expect(part).toContain("Full colour mailer, custom run");
  });

  it("is the only kind that carries an attachment", async () => {
    for (const kind of MAIL_KINDS.filter((kind) => kind !== "offer_sent")) expect((await renderKind(kind, "en-US")).attachments).toBeUndefined();
  });
});

describe("the support mail", () => {
  it("links each attachment at its whole address, and refuses a relative one", async () => {
    const mail = await renderKind("contact_message", "en-US");
    expect(mail.html).toContain(`href="${ORIGIN}/api/v1/contact_messages/7/files/abc"`);
    expect(mail.text).toContain(`brief.pdf: ${ORIGIN}/api/v1/contact_messages/7/files/abc`);
    expect(() => linksMailBlock([{ label: "brief.pdf", href: "/api/v1/contact_messages/7/files/abc" }])).toThrow(/absolute/);
  });
});

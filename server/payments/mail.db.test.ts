import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { database } from "@/server/db";
import { installments, mailOutbox, orders, payments, paymentSchedules } from "@/server/db/schema";
import { apiClient } from "@/test/api";
import { bankDetailsFor } from "./bank";
import { linkAccess, WORKFLOW_TOKEN_PARAM } from "./links";
import { renderOrderMail } from "./mail";

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
let counter = 0;

/** A line with every choice the configurator offers, so the mail has to name them all. */
const CONFIGURED = {
  sku: MAILER,
  quantity: 100,
  options: { material: "cardboard-coated", print_mode: "print-color-hd", finish: "foil-matte", print_quality: "hd-plus" },
  express_delivery_option_id: "express-production",
  paid_assets: ["service-fsc-certificate"],
};

/** An order at its payment step, with a configured line, bought by a guest. */
async function readyOrder(region: string, country: string) {
  const token = (await api.get("/api/users/create_anonymous", { region })).body.token as string;
  const number = (await api.post("/api/v2/orders", {}, { token, region })).body.number as string;
  const email = `mail${Date.now()}${(counter += 1)}@example.com`;
  const address = {
    first_name: "Ada",
    last_name: "Kowalska",
    company_name: "Kartonwerk",
    street: "Kartonowa 1",
    city: "Warszawa",
    zip_code: "00-001",
    country_iso: country,
  };
  const added = await api.post(`/api/v2/orders/${number}/line_item`, CONFIGURED, { token, region });
  expect(added.status).toBe(200);
  await api.put(`/api/orders/${number}`, { order: { email, ship_address: address, bill_address: address } }, { token, region });
  const methods = (await api.get(`/api/checkouts/${number}`, { token, region })).body.shipping_methods as { type: string }[];
  await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, { token, region });
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, { token, region });
  expect(moved.status).toBe(200);
  return { token, number, region, email };
}

async function orderRow(number: string) {
  const db = await database();
  return (await db.select().from(orders).where(eq(orders.number, number)))[0]!;
}

async function outbox(email: string) {
  const db = await database();
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}

/** The link in a mail's text, and whether the guest verifier lets it open the order. */
async function mailLinkOpens(text: string, number: string) {
  const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
  expect(link.pathname).toBe(`/order/${number}/details`);
  const access = await linkAccess(await database(), number, link.searchParams.get(WORKFLOW_TOKEN_PARAM)!);
  return "user" in access;
}

describe("the order mails state the order", () => {
  it("show each product line's photo in the material ordered, as a JPEG at a whole address a mail reader can load", async () => {
    const order = await readyOrder("eu", "DE");
    const { content } = await renderOrderMail(await database(), await orderRow(order.number), "en-US");
    // The attributes in any order: the mail components write them as they please.
    const img = /<img [^>]*src="https?:\/\/[^"/]+\/build\/shared-images\/products\/mailer-box-full-color\/[^"]+"[^>]*>/.exec(content.html)?.[0] ?? "";
    expect(img, content.html).toMatch(/ width="96"/);
    expect(img).toMatch(/ height="72"/);
    expect(img).toMatch(/ alt=""/);
    const picture = /src="(https?:\/\/[^"/]+)(\/build\/shared-images\/products\/mailer-box-full-color\/cardboard-coated-closed-\d+\.jpg)"/.exec(img);
    expect(picture, img).not.toBeNull();
    const meta = await sharp(path.join(process.cwd(), "public", picture![2]!)).metadata();
    expect(meta.format).toBe("jpeg");
  });

  it("card-paid: lines with their options in words, totals, the amount received, nothing due, the address and a working guest link", async () => {
    const order = await readyOrder("eu", "DE");
    const card = (await api.post("/api/gateway/stripe/card", { number: "4242424242424242", exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" }))
      .body.id as string;
    const paid = await api.post(`/api/v2/${order.number}/stripe/payment_intents/pay`, { payment_method_id: card }, { token: order.token });
    expect(paid.body.order).toMatchObject({ payment_state: "OK" });
    const view = paid.body.order;
    const [mail] = await outbox(order.email);
    expect(mail).toMatchObject({ kind: "order_confirmation", locale: "en-GB" }); // the EU storefront writes British English (ADR 0068)

    const euro = (amount: number) => formatMinorUnits(amount, getRegion("eu").currencyFormatter);
    const en = await loadMessages("en-GB");
    for (const body of [mail!.text, mail!.html]) {
      // eu shows amounts with VAT: the line and its piece price as the cart showed them.
      expect(body).toContain(euro(view.line_items[0].total_with_vat));
      expect(body).toContain(euro(view.line_items[0].price_with_vat));
      for (const word of [
        en.Catalog.materials["cardboard-coated"],
        en.Catalog.printModes["print-color-hd"],
        en.Catalog.finishes["foil-matte"],
        en.Catalog.printQualities["hd-plus"],
        en.Cart.lines.express,
        en.Cart.lines.fscCertificate,
      ]) {
        expect(body).toContain(word);
      }
      expect(body).toContain("100");
      expect(body).toContain(euro(view.item_total_with_vat));
      expect(body).toContain(euro(view.ship_total_with_vat));
      expect(body).toContain(euro(view.tax_total));
      expect(body).toContain(euro(view.total));
      // Never a net figure beside the gross ones.
      expect(body).not.toContain(euro(view.line_items[0].total));
      expect(body).not.toContain(euro(view.item_total));
      expect(body).toContain("Kartonowa 1");
      expect(body).toContain("Germany");
      expect(body).not.toContain(en.Mail.order.customs);
    }
    // The totals as eu shows them: each with its VAT, the total, then the VAT it includes; they add up to the total.
    expect(mail!.text).toContain(
      [
        `${en.Orders.order.itemTotal}: ${euro(view.item_total_with_vat)}`,
        `${en.Orders.order.shipping}: ${euro(view.ship_total_with_vat)}`,
        `${en.Orders.order.total}: ${euro(view.total)}`,
        `Including VAT (${view.vat_rate}%): ${euro(view.tax_total)}`,
      ].join("\n"),
    );
    expect(view.item_total_with_vat + view.ship_total_with_vat).toBe(view.total);
    expect(mail!.text).toContain(`We have received your payment of ${euro(view.total)}. Nothing more is due.`);
    expect(mail!.text).toContain(`${en.Mail.order.received}: ${euro(view.total)}`);
    expect(mail!.text).toContain(`${en.Mail.order.due}: ${euro(0)}`);
    expect(await mailLinkOpens(mail!.text, order.number)).toBe(true);
  });

  it("bank transfer: the bank details for the order's currency, the amount and the reference, nothing received yet; in Polish for a Polish buyer", async () => {
    const order = await readyOrder("pl", "PL");
    const db = await database();
    await db.execute(`update users set locale = 'pl-PL' where id = (select user_id from orders where number = '${order.number}')`);
    const placed = await api.post("/api/check_payments", { order_number: order.number }, { token: order.token, region: "pl" });
    expect(placed.status).toBe(200);
    const row = await orderRow(order.number);
    const [mail] = await outbox(order.email);
    expect(mail).toMatchObject({ kind: "order_awaiting_transfer", locale: "pl-PL" });

    const zloty = (amount: number) => formatMinorUnits(amount, getRegion("pl").currencyFormatter);
    const pl = await loadMessages("pl-PL");
    const bank = bankDetailsFor("PLN", order.number, row.total)!;
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(bank.iban.replace(/(.{4})(?=.)/g, "$1 "));
      expect(body).toContain(bank.bic);
      expect(body).toContain(pl.PaymentSummary.bank.reference);
      expect(body).toContain(zloty(row.total));
      expect(body).toContain(pl.Catalog.materials["cardboard-coated"]);
      expect(body).toContain(pl.Catalog.finishes["foil-matte"]);
    }
    expect(mail!.text).toContain(`${pl.PaymentSummary.bank.reference}: ${order.number}`);
    expect(mail!.text).toContain(`${pl.PaymentSummary.bank.amount}: ${zloty(row.total)}`);
    expect(mail!.text).toContain(`${pl.Mail.order.received}: ${zloty(0)}`);
    expect(mail!.text).toContain(`${pl.Mail.order.due}: ${zloty(row.total)}`);
    expect(mail!.text).not.toContain("stronie zamówienia");
    expect(await mailLinkOpens(mail!.text, order.number)).toBe(true);

    // The same order's mail in German: the same facts in other words, the region's currency kept, written as
    // German writes prices (1.365,14 zł, not the Polish 1 365,14 zł) (ADR 0078).
    const { content } = await renderOrderMail(db, row, "de-DE");
    const de = await loadMessages("de-DE");
    const germanZloty = (amount: number) => formatMinorUnits(amount, priceFormatterOf(getRegion("pl"), "de-DE"));
    expect(content.text).toContain(de.Catalog.materials["cardboard-coated"]);
    expect(content.text).toContain(`${de.PaymentSummary.bank.amount}: ${germanZloty(row.total)}`);
    expect(germanZloty(row.total)).not.toBe(zloty(row.total));
    expect(content.subject).toContain(order.number);
  });

  it("instalments: what was received, what is still due, and each instalment with its due date; customs named apart", async () => {
    const order = await readyOrder("ch", "CH");
    const db = await database();
    const row = await orderRow(order.number);
    const first = Math.round(row.total * 0.3);
    const [schedule] = await db.insert(paymentSchedules).values({ orderId: row.id, total: row.total }).returning();
    const [part] = await db
      .insert(installments)
      .values([
        { scheduleId: schedule!.id, position: 1, amount: first, dueOn: "2026-07-01", paidAt: new Date() },
        { scheduleId: schedule!.id, position: 2, amount: row.total - first, dueOn: "2026-08-15" },
      ])
      .returning();
    await db.insert(payments).values({
      orderId: row.id,
      method: "card",
      gateway: "local",
      amount: first,
      currency: row.currency,
      status: "succeeded",
      installmentId: part!.id,
      idempotencyKey: `test-${row.id}`,
    });
    const paidRow = { ...row, state: "complete" as const, paymentState: "DELAYED" as const };

    for (const locale of ["en-US", "fr-FR"] as const) {
      // The mail is written as the order's storefront writes the language: English from ch is British, and its
      // amounts as that language writes prices, in the order's currency (ADR 0078).
      const written = textLocaleOf(locale, getRegion(paidRow.region));
      const messages = await loadMessages(written);
      const chf = (amount: number) => formatMinorUnits(amount, priceFormatterOf(getRegion("ch"), written));
      const { mail, content } = await renderOrderMail(db, paidRow, locale);
      expect(mail.kind).toBe("order_confirmation");
      // "label: value" as the language writes it: French with a non-breaking space before the colon.
      const colon = locale === "fr-FR" ? "\u00a0: " : ": ";
      expect(content.text).toContain(`${messages.Mail.order.received}${colon}${chf(first)}`);
      expect(content.text).toContain(`${messages.Mail.order.due}${colon}${chf(row.total - first)}`);
      expect(content.text).toContain(messages.Mail.order.plan);
      expect(content.text).toContain(messages.Mail.order.customs);
      expect(content.html).toContain(chf(row.total - first));
      expect(await mailLinkOpens(content.text, order.number)).toBe(true);
    }
    // English from the Swiss storefront is British, day before month (ADR 0068, 0072).
    const chf = (amount: number, locale: "en-US" | "fr-FR") =>
      formatMinorUnits(amount, priceFormatterOf(getRegion("ch"), textLocaleOf(locale, getRegion("ch"))));
    const en = await renderOrderMail(db, paidRow, "en-US");
    expect(en.content.text).toContain(`Instalment 1, due 1 July 2026: ${chf(first, "en-US")} (paid)`);
    expect(en.content.text).toContain(`Instalment 2, due 15 August 2026: ${chf(row.total - first, "en-US")}`);
    const fr = await renderOrderMail(db, paidRow, "fr-FR");
    expect(fr.content.text).toContain(`Échéance 2, à régler le 15 août 2026\u00a0: ${chf(row.total - first, "fr-FR")}`);
    // A French reader reads French prices: the amount ends with its currency, a comma before the cents.
    expect(fr.content.text).toMatch(/Échéance 2, à régler le 15 août 2026\u00a0: [\d\s\u202f\u00a0]+,\d\d\s?\S+/);
  });

  it("a sample pack: its samples by name in the buyer's language, and no design facts", async () => {
    const token = (await api.get("/api/users/create_anonymous", { region: "eu" })).body.token as string;
    const me = { token, region: "eu" };
    const packed = await api.post(
      "/api/custom_sample_pack",
      { sku: "sample-packs-300x220x100", samples: ["mailer-box-eco", "product-box", "paper-bag"], version: 1 },
      me,
    );
    expect(packed.status).toBe(201);
    const number = packed.body.order.number as string;
    const address = { first_name: "Ada", last_name: "Kowalska", street: "Kartonowa 1", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    await api.put(`/api/orders/${number}`, { order: { email: `pack${Date.now()}@example.com`, ship_address: address, bill_address: address } }, me);
    const methods = (await api.get(`/api/checkouts/${number}`, me)).body.shipping_methods as { type: string }[];
    await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, me);
    expect((await api.put(`/api/checkouts/${number}?state=delivery`, undefined, me)).status).toBe(200);
    const row = await orderRow(number);

    for (const locale of ["en-US", "de-DE"] as const) {
      const messages = await loadMessages(locale);
      const { content } = await renderOrderMail(await database(), row, locale);
      const names = ["mailer-box-eco", "product-box", "paper-bag"].map((slug) => messages.Products[slug as "product-box"].name);
      expect(content.text).toContain(`${messages.Cart.lines.samples}: ${names.join(", ")}`);
      expect(content.html).toContain(names.map((name) => name.replace(/&/g, "&#38;")).join(", "));
      for (const design of [
        messages.Cart.lines.material,
        messages.Cart.lines.printMode,
        messages.Cart.lines.finish,
        messages.Cart.lines.printQuality,
        messages.Cart.lines.certificate,
      ]) {
        expect(content.text).not.toContain(`${design}:`);
      }
    }
  });
});

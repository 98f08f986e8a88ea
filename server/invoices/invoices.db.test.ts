import { eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { getRegion, REGIONS } from "@/regions";
import { storefrontFromParams } from "@/regions/storefront";
import { loadMessages } from "@/lib/i18n/messages";
import { formatMinorUnits } from "@/lib/money/format";
import { database } from "@/server/db";
import { orders, PAYMENT_STATES } from "@/server/db/schema";
import { createApp } from "@/server/http/app";
import { apiClient } from "@/test/api";
import { createPromotion } from "@/server/orders/promotions";
import en from "@/messages/en-US.json";
import pl from "@/messages/pl-PL.json";
import { expectedTotals, componentVat } from "@/test/money";
import { pdfText } from "@/server/pdf/pdf-text";

const api = apiClient();
const app = createApp();
const MAILER = "mailer-box-full-color-200x150x70";

type PaymentState = (typeof PAYMENT_STATES)[number];

async function visitor(region: string) {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  return body.token as string;
}

/** An order taken through the checkout to the payment step, with the given buyer. */
async function orderAtPayment(region: string, details: Record<string, unknown>, token?: string) {
  const owner = token ?? (await visitor(region));
  const number = (await api.post("/api/v2/orders", {}, { token: owner, region })).body.number as string;
  expect((await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 60 }, { token: owner, region })).status).toBe(200);
  const updated = await api.put(`/api/orders/${number}`, { order: { shipment_type: "courier", ...details } }, { token: owner, region });
  expect(updated.status).toBe(200);
  const moved = await api.put(`/api/checkouts/${number}?state=payment`, undefined, { token: owner, region });
  expect(moved.body.order?.state ?? moved.body).toBe("payment");
  return { token: owner, number, region };
}

/** Payments complete orders; these tests stand in for them in the database. */
async function complete(number: string, paymentState: PaymentState, invoiceType: "normal" | "proforma" = "normal") {
  const db = await database();
  await db
    .update(orders)
    .set({ state: "complete", completedAt: new Date("2026-03-14T10:00:00Z"), paymentState, invoiceType })
    .where(eq(orders.number, number));
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row!;
}

/** The invoice answer as bytes, with its headers. */
async function invoice(number: string, token?: string, query = "") {
  const response = await app.request(`/api/v1/invoices/${number}${query}`, { headers: token ? { "X-Api-Token": token } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: () => new TextDecoder().decode(bytes) };
}

const polishBuyer = {
  email: "zofia@example.com",
  customer_type: "b2c",
  ship_address: { first_name: "Zofia", last_name: "Żółkiewska", street: "ul. Świętokrzyska 12", city: "Łódź", zip_code: "90-001", country_iso: "PL" },
  bill_address: { first_name: "Zofia", last_name: "Żółkiewska", street: "ul. Świętokrzyska 12", city: "Łódź", zip_code: "90-001", country_iso: "PL" },
};

const czechAddress = { first_name: "Řehoř", last_name: "Dvořák", street: "Náměstí Míru 8", city: "Brno", zip_code: "602 00", country_iso: "CZ" };
const czechBusiness = {
  email: "rehor@example.com",
  customer_type: "b2b",
  vat_id: "CZ46505334",
  ship_address: czechAddress,
  bill_address: { ...czechAddress, company_name: "Krabičky Dvořák s.r.o." },
};

describe("GET /api/v1/invoices/{number}", () => {
  it("answers 401 without a token, 404 for another user's order and 409 with the envelope for a cart", async () => {
    const token = await visitor("pl");
    const cart = (await api.post("/api/v2/orders", {}, { token, region: "pl" })).body.number as string;

    expect((await invoice(cart)).status).toBe(401);
    expect((await invoice(cart, await visitor("pl"))).status).toBe(404);
    expect((await invoice("R000000000", token)).status).toBe(404);

    const early = await invoice(cart, token);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.text())).toMatchObject({ error: { code: "invoice_not_available" } });
  });

  it("gives an order at the payment step a Polish pro forma with the bank details, Polish letters intact", async () => {
    const { token, number } = await orderAtPayment("pl", polishBuyer);
    const answer = await invoice(number, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(`inline; filename="proforma-${number}.pdf"`);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.text().startsWith("%PDF-")).toBe(true);

    const order = (await api.get(`/api/orders/${number}`, { token })).body;
    const text = await pdfText(answer.bytes);
    const money = (amount: number) => formatMinorUnits(amount, getRegion("pl").currencyFormatter);
    for (const expected of [
      "Faktura pro forma",
      `PRO-${number}`,
      number,
      "Zofia Żółkiewska",
      "ul. Świętokrzyska 12",
      "90-001 Łódź",
      "Do zapłaty",
      "DANE DO PRZELEWU",
      "Tytuł przelewu",
      "NABYWCA",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(money(order.total));
    expect(text).toContain(money(order.tax_total));
    expect(text).toContain(money(order.line_items[0].total));
    expect(text).toContain("VAT 23%");
    expect(text).toContain("To nie jest faktura VAT");
    // The whole text is drawn with the embedded Unicode font, not a WinAnsi standard font.
    const doc = await PDFDocument.load(answer.bytes);
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const subtypes = fonts.entries().map(([name]) => fonts.lookup(name, PDFDict).get(PDFName.of("Subtype"))!.toString());
    expect(subtypes).toEqual(["/Type0"]);
    expect(doc.getTitle()).toBe(`Faktura pro forma PRO-${number}`);
  });

  it("gives a complete, paid order its invoice; unpaid or pro forma orders keep a pro forma", async () => {
    const { token, number } = await orderAtPayment("pl", polishBuyer);
    const row = await complete(number, "OK");
    const paid = await invoice(number, token);
    expect(paid.status).toBe(200);
    expect(paid.headers.get("content-disposition")).toBe(`inline; filename="invoice-${number}.pdf"`);
    const text = await pdfText(paid.bytes);
    expect(text).toContain(`INV-${number}`);
    expect(text).toContain("Data sprzedaży");
    expect(text).toContain("14 marca 2026");
    expect(text).toContain("Zapłacono w całości");
    expect(text).toContain(formatMinorUnits(row.total, getRegion("pl").currencyFormatter));
    expect(text).not.toContain("pro forma");
    expect(text).not.toContain("DANE DO PRZELEWU");

    for (const state of ["WAITING", "DELAYED", "FAILED"] as const) {
      await complete(number, state);
      const unpaid = await invoice(number, token);
      expect(unpaid.headers.get("content-disposition"), state).toContain("proforma-");
      expect(await pdfText(unpaid.bytes)).toContain("Faktura pro forma");
    }
    await complete(number, "OK", "proforma");
    expect(await pdfText((await invoice(number, token)).bytes)).toContain(`PRO-${number}`);
  });

  it("writes a Czech business invoice in Czech with the company, its VAT id and the reverse charge", async () => {
    const { token, number } = await orderAtPayment("cz", czechBusiness);
    const row = await complete(number, "OK");
    expect(row.taxTotal).toBe(0);
    const answer = await invoice(number, token);
    expect(answer.status).toBe(200);
    const text = await pdfText(answer.bytes);
    for (const expected of [
      "Faktura",
      `INV-${number}`,
      "Krabičky Dvořák s.r.o.",
      "Řehoř Dvořák",
      "Náměstí Míru 8",
      "602 00 Brno",
      "DIČ: CZ46505334",
      "DPH 0 %",
      "Přenesení daňové povinnosti",
      "ODBĚRATEL",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(formatMinorUnits(row.total, getRegion("cz").currencyFormatter));
  });

  it("speaks another language when asked, and refuses an unknown one", async () => {
    const { token, number } = await orderAtPayment("pl", polishBuyer);
    const english = await pdfText((await invoice(number, token, "?locale=en")).bytes);
    expect(english).toContain("Pro forma invoice");
    expect(english).toContain("Łódź");
    const unknown = await invoice(number, token, "?locale=xx");
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text()).error.code).toBe("unknown_language");
  });

  it("has no invoice for a canceled order", async () => {
    const { token, number } = await orderAtPayment("pl", polishBuyer);
    const db = await database();
    await db.update(orders).set({ state: "canceled" }).where(eq(orders.number, number));
    const answer = await invoice(number, token);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text()).error.code).toBe("order_canceled");
  });
});

describe("what an invoice says about its lines and amounts", () => {
  const CONFIGURED = {
    sku: "mailer-box-full-color-300x220x100",
    quantity: 31,
    options: { material: "cardboard-coated", print_mode: "print-color-hd", finish: "foil-matte", print_quality: "hd-plus" },
    express_delivery_option_id: "express-production",
    paid_assets: ["service-fsc-certificate"],
  };
  const germanBuyer = {
    email: "greta@example.com",
    customer_type: "b2c",
    ship_address: { first_name: "Greta", last_name: "Müller", street: "Kartonweg 3", city: "Berlin", zip_code: "10115", country_iso: "DE" },
    bill_address: { first_name: "Greta", last_name: "Müller", street: "Kartonweg 3", city: "Berlin", zip_code: "10115", country_iso: "DE" },
  };

  /** A configured box, a sample pack, the warranty and a discount, taken to the payment step in eu. */
  async function fullOrder() {
    const token = await visitor("eu");
    const me = { token, region: "eu" };
    const number = (await api.post("/api/v2/orders", {}, me)).body.number as string;
    expect((await api.post(`/api/v2/orders/${number}/line_item`, CONFIGURED, me)).status).toBe(200);
    expect(
      (await api.post("/api/custom_sample_pack", { sku: "sample-packs-300x220x100", samples: ["mailer-box-eco", "product-box"], version: 1 }, me)).status,
    ).toBe(201);
    expect((await api.post(`/api/v2/orders/${number}/line_item`, { service_name: "warranty" }, me)).status).toBe(200);
    const code = `INV${Date.now()}`;
    await createPromotion(await database(), { code, kind: "percent", amount: 7 });
    expect((await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: code }, me)).status).toBe(200);
    expect((await api.put(`/api/orders/${number}`, { order: { shipment_type: "courier", ...germanBuyer } }, me)).status).toBe(200);
    const moved = await api.put(`/api/checkouts/${number}?state=payment`, undefined, me);
    expect(moved.body.order.state).toBe("payment");
    return { token, number, order: (await api.get(`/api/orders/${number}`, me)).body };
  }

  /** The invoice's words with each wrapped line joined back, as a reader reads them. */
  const read = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, " ");

  it("describes each product line with its configuration in words, and a sample pack with its samples", async () => {
    const { token, number } = await fullOrder();
    const text = await read((await invoice(number, token, "?locale=en")).bytes);
    // The EU storefront writes British English (ADR 0068).
    const en = await loadMessages(REGIONS.eu.locale);
    for (const words of [
      en.Products["mailer-box-full-color"].name,
      "300 × 220 × 100 mm",
      en.Catalog.materials["cardboard-coated"],
      en.Catalog.printModes["print-color-hd"],
      en.Catalog.finishes["foil-matte"],
      "print quality HD+",
      "express production",
      "FSC certificate",
      en.Products["sample-packs"].name,
      `Samples: ${en.Products["mailer-box-eco"].name}, ${en.Products["product-box"].name}`,
      en.Invoice.services.warranty,
    ]) {
      expect(text).toContain(words);
    }
    // The pack is no run of printed boxes: no size or print quality of its own (its box is the mailer's size: said once, for the mailer).
    expect(text.split("300 × 220 × 100 mm")).toHaveLength(2);
    expect(text.split("print quality")).toHaveLength(2);

    const polish = await read((await invoice(number, token, "?locale=pl")).bytes);
    for (const words of [
      pl.Products["mailer-box-full-color"].name,
      "300 × 220 × 100 mm",
      pl.Catalog.materials["cardboard-coated"],
      pl.Catalog.finishes["foil-matte"],
      "jakość druku HD+",
      "produkcja ekspresowa",
      "certyfikat FSC",
      `Próbki: ${pl.Products["mailer-box-eco"].name}, ${pl.Products["product-box"].name}`,
    ]) {
      expect(polish).toContain(words);
    }
  });

  it("charges each line's VAT as the order computed it, and its totals are the order's to the cent", async () => {
    const { token, number, order } = await fullOrder();
    const money = (amount: number) => formatMinorUnits(amount, getRegion("eu").currencyFormatter);
    // The order itself follows the rule: its VAT and total are its components' sums.
    const expected = expectedTotals(order);
    expect({ vat: order.tax_total, total: order.total }).toEqual({ vat: expected.vat, total: expected.gross });
    expect(order.promo_total).toBeLessThan(0);

    const text = await read((await invoice(number, token, "?locale=en")).bytes);
    for (const line of order.line_items as { total: number; vat: number; kind: string }[]) {
      expect(line.vat).toBe(componentVat(line.total, order.vat_rate));
      expect(text).toContain(`${money(line.total)} ${money(line.vat)}`);
    }
    expect(text).toContain(`Products and services ${money(order.item_total)}`);
    expect(text).toContain(`Shipping ${money(order.ship_total)}`);
    expect(text).toContain(money(order.promo_total));
    expect(text).toContain(`Total excluding VAT ${money(order.total - order.tax_total)}`);
    expect(text).toContain(`VAT 23% ${money(order.tax_total)}`);
    expect(text).toContain(`Amount due ${money(order.total)}`);
  });
});

describe("a line's size on the invoice", () => {
  it("is in words and in inches in the us storefront, never the sku's size code", async () => {
    const region = "us";
    const token = await visitor(region);
    const me = { token, region };
    const number = (await api.post("/api/v2/orders", {}, me)).body.number as string;
    expect((await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 60 }, me)).status).toBe(200);
    // Texas: the us storefront asks for the state of a delivery address (ids never move: Texas is 44).
    const address = { first_name: "Ada", last_name: "Lovelace", street: "1 Main St", city: "Austin", zip_code: "73301", country_iso: "US", state_id: 44 };
    const updated = await api.put(
      `/api/orders/${number}`,
      { order: { email: "ada@example.com", shipment_type: "courier-free", ship_address: address, bill_address: address } },
      me,
    );
    expect(updated.status).toBe(200);
    expect((await api.put(`/api/checkouts/${number}?state=payment`, undefined, me)).body.order.state).toBe("payment");

    const text = (await pdfText((await invoice(number, token)).bytes)).replace(/\s+/g, " ");
    expect(text).toContain(en.Products["mailer-box-full-color"].name);
    expect(text).toContain("7.9 × 5.9 × 2.8 in");
    expect(text).not.toMatch(/\d+x\d+x\d+/);
  });

  it("is in millimetres in words in Europe, never the sku's size code", async () => {
    const { token, number } = await orderAtPayment("pl", polishBuyer);
    const text = (await pdfText((await invoice(number, token)).bytes)).replace(/\s+/g, " ");
    expect(text).toContain("200 × 150 × 70 mm");
    expect(text).not.toMatch(/\d+x\d+x\d+/);
  });
});

describe("an invoice written as its storefront writes", () => {
  /** A completed, paid order in `region` with one buyer at `address`, completed at `completedAt`. */
  async function paidOrder(region: string, address: Record<string, unknown>, completedAt: string, shipment = "courier") {
    const { token, number } = await orderAtPayment(region, {
      email: "buyer@example.com",
      customer_type: "b2c",
      shipment_type: shipment,
      ship_address: address,
      bill_address: address,
    });
    const db = await database();
    await db
      .update(orders)
      .set({ state: "complete", completedAt: new Date(completedAt), paymentState: "OK" })
      .where(eq(orders.number, number));
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    return { token, number, row: row! };
  }
  const read = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, " ");
  const swiss = { first_name: "Urs", last_name: "Meier", street: "Bahnhofstrasse 1", city: "Zürich", zip_code: "8001", country_iso: "CH" };

  it("in Switzerland writes German with ss for ß, Swiss dates and Swiss amounts, whichever German is asked for", async () => {
    const { token, number, row } = await paidOrder("ch", swiss, "2026-03-14T10:00:00Z");
    const german = await loadMessages("de-DE");
    // The line's material (the mailer's first, "Außen weiß, innen braun") is German with ß: the Swiss invoice must respell it.
    const material = german.Catalog.materials["cardboard-white-one-side"];
    expect(material).toContain("ß");
    for (const query of ["", "?locale=de", "?locale=de-DE"]) {
      const text = await read((await invoice(number, token, query)).bytes);
      expect(text, query).not.toContain("ß");
      expect(text, query).toContain(material.replaceAll("ß", "ss"));
      expect(text, query).toContain("14. März 2026");
      expect(text, query).toContain(formatMinorUnits(row.total, getRegion("ch").currencyFormatter));
      expect(text, query).toMatch(/€\d+(?:'\d{3})*\.\d{2}/);
    }
    // Germany's own invoice keeps ß: the rule is Switzerland's, not German's.
    const de = await paidOrder("de", { ...swiss, street: "Kartonweg 3", city: "Berlin", zip_code: "10115", country_iso: "DE" }, "2026-03-14T10:00:00Z");
    expect(await read((await invoice(de.number, de.token)).bytes)).toContain(material);
  });

  it("in Britain writes British English, the day before the month and pounds; in the United States American English and the month first", async () => {
    const { token, number, row } = await paidOrder(
      "gb",
      { first_name: "Ada", last_name: "Byron", street: "10 Downing Street", city: "London", zip_code: "SW1A 2AA", country_iso: "GB" },
      "2026-03-14T10:00:00Z",
    );
    const british = await loadMessages("en-GB");
    const text = await read((await invoice(number, token)).bytes);
    expect(british.Products["mailer-box-full-color"].name).toBe("Full-colour mailer boxes");
    expect(text).toContain("Full-colour mailer boxes");
    expect(text).not.toMatch(/\bcolor/i);
    expect(text).toContain("14 March 2026");
    expect(text).not.toContain("March 14");
    expect(text).toContain(formatMinorUnits(row.total, getRegion("gb").currencyFormatter));
    expect(text).toMatch(/£\d{1,3}(?:,\d{3})*\.\d{2}/);

    const texas = { first_name: "Ada", last_name: "Lovelace", street: "1 Main St", city: "Austin", zip_code: "73301", country_iso: "US", state_id: 44 };
    const us = await paidOrder("us", texas, "2026-03-14T10:00:00Z", "courier-free");
    const american = await read((await invoice(us.number, us.token)).bytes);
    expect(american).toContain(en.Products["mailer-box-full-color"].name);
    expect(american).toContain("Full-color mailer boxes");
    expect(american).not.toMatch(/\bcolour/i);
    expect(american).toContain("March 14, 2026");
    expect(american).toContain(formatMinorUnits(us.row.total, getRegion("us").currencyFormatter));
    // English asked for on the us storefront's order stays American, wherever the request comes from.
    expect(await read((await invoice(us.number, us.token, "?locale=en-GB")).bytes)).toContain("Full-color mailer boxes");
  });

  it("writes the first of the month as Italian writes it", async () => {
    const address = { first_name: "Giulia", last_name: "Rossi", street: "Via Roma 1", city: "Milano", zip_code: "20121", country_iso: "IT" };
    const { token, number } = await paidOrder("it", address, "2026-03-01T10:00:00Z");
    const text = await read((await invoice(number, token)).bytes);
    expect(text).toContain("1º marzo 2026");
    expect(text).not.toMatch(/(?:^|\s)1 marzo/);
  });

  it("writes amounts as the language asked for writes prices, as the storefront's page in that language does", async () => {
    const address = { first_name: "Greta", last_name: "Müller", street: "Kartonweg 3", city: "Berlin", zip_code: "10115", country_iso: "DE" };
    const { token, number, row } = await paidOrder("eu", address, "2026-03-14T10:00:00Z");
    const portuguese = await read((await invoice(number, token, "?locale=pt")).bytes);
    expect(portuguese).toContain(formatMinorUnits(row.total, storefrontFromParams({ region: "eu", locale: "pt" })!.region.currencyFormatter));
    expect(portuguese).toMatch(/\d,\d{2} €/);
    expect(portuguese).toContain("14 de março de 2026");
    // In the storefront's own language, the region file's format.
    const english = await read((await invoice(number, token)).bytes);
    expect(english).toContain(formatMinorUnits(row.total, getRegion("eu").currencyFormatter));
    expect(english).toContain("14 March 2026");
  });
});

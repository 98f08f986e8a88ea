import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { configurationToLineItem, configurationToSearchParams, type LineConfiguration } from "@/lib/catalog/line-configuration";
import { shownTotal } from "@/lib/money/basis";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import { ALL_REGIONS, getRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { productsInRegion } from "@/server/catalog/service";
import type { ProductDefinition } from "@/server/catalog/types";
import { skuOf } from "@/server/catalog/variants";
import { database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { createApp } from "@/server/http/app";
import { pdfText } from "@/server/pdf/pdf-text";
import { expressOptionsFor } from "@/server/pricing/express";
import { isSamplePack } from "@/server/samples/line-rules";
import en from "@/messages/en-US.json";
import { apiClient } from "@/test/api";
import { expectedGrossComponents, expectedTotals, shownSums, type OrderAnswer } from "@/test/money";
import { paidAssetsFor } from "./pricing";
import { createPromotion } from "./promotions";

/**
 * The whole money path, walked as a shopper walks it, for random configurations
 * (docs/adr/0019-one-price-rule.md): the product page's figure for a line (GET
 * prices/line_item, in the storefront's basis) is the cart line's figure; the
 * order's total is the sum of its charged components with their own VAT; a card
 * payment charges exactly that total; the invoice states it; the order mail states
 * it in the storefront's currency; and VAT follows the storefront's rule.
 *
 * Bounded for CI like server/http/fuzz.db.test.ts: a fixed seed (FUZZ_SEED) and
 * MONEY_PATH_RUNS runs in each of the 15 storefronts. Each check is one function below, so what other parts of
 * the path add (customs as their own total, instalments, a payment freeze, domestic
 * b2b VAT) is one more line in `expectedTotals` (test/money.ts) or one more check.
 */

/** Runs per storefront: every one of the 15 is walked, so 2 make 30 walks in all. */
const RUNS = Number(process.env.MONEY_PATH_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const TEST_CARD = "4242 4242 4242 4242";
const PERCENT_CODE = "PATHPERCENT";
const fixedCode = (currency: string) => `PATHFIXED${currency}`;

const api = apiClient();
const app = createApp();

type Coupon = "none" | "percent" | "fixed";

interface Case {
  /** The storefront's id, so a counterexample reads short. */
  region: string;
  configuration: LineConfiguration;
  customerType: "b2c" | "b2b";
  coupon: Coupon;
}

/** Products a shopper configures and orders in a region: every one with sizes, sample packs aside (they have their own line, ADR 0024). */
function orderable(region: Region): ProductDefinition[] {
  return productsInRegion(region).filter((product) => product.sizes.length > 0 && !isSamplePack(product));
}

const optional = <T>(values: readonly T[]) => (values.length > 0 ? fc.option(fc.constantFrom(...values), { nil: undefined }) : fc.constant(undefined));

/** A configuration the product sells in the region: its sizes and options, express where offered, FSC or not. */
function configurationOf(region: Region, product: ProductDefinition): fc.Arbitrary<LineConfiguration> {
  const express = expressOptionsFor(product, region, region.defaultShippingCountryCode).length > 0 ? fc.boolean() : fc.constant(false);
  return fc.record({
    sku: fc.constantFrom(...product.sizes.map((size) => skuOf(product, size))),
    // Ladder steps and the quantities between them, where the tier changes or does not.
    quantity: fc.oneof(fc.constantFrom(30, 31, 59, 60, 499, 500, 501, 1501, 2500, 2501), fc.integer({ min: 30, max: 5000 })),
    material: optional(product.materials),
    printMode: optional(product.printModes),
    finish: optional(product.finishes),
    printQuality: optional(product.printQualities),
    express,
    // The FSC certificate only where the product offers it (board products); others refuse it with invalid_paid_asset.
    paidAssets:
      paidAssetsFor(product).length > 0
        ? fc.constantFrom<LineConfiguration["paidAssets"]>([], [...paidAssetsFor(product)])
        : fc.constant<LineConfiguration["paidAssets"]>([]),
  });
}

const casesIn = (region: Region): fc.Arbitrary<Case> =>
  fc.record({
    region: fc.constant(region.id),
    configuration: fc.constantFrom(...orderable(region)).chain((product) => configurationOf(region, product)),
    customerType: fc.constantFrom<Case["customerType"]>("b2c", "b2b"),
    coupon: fc.constantFrom<Coupon>("none", "percent", "fixed"),
  });

beforeAll(async () => {
  const db = await database();
  await createPromotion(db, { code: PERCENT_CODE, kind: "percent", amount: 15 });
  for (const currency of new Set(ALL_REGIONS.map((region) => region.currency))) {
    await createPromotion(db, { code: fixedCode(currency), kind: "fixed", amount: 2500, currency });
  }
});

let buyers = 0;

/** A buyer in the storefront's own delivery country; a business has a company and no VAT id. */
function buyerOf(region: Region, customerType: Case["customerType"]) {
  buyers += 1;
  // A US delivery names a state the courier reaches (Texas keeps id 44, server/db/seed/states.ts).
  const state = region.defaultShippingCountryCode === "US" ? { state_id: 44 } : {};
  const address = {
    first_name: "Ada",
    last_name: "Pudełko",
    street: "Kartonowa 1",
    city: "Warszawa",
    zip_code: "00-001",
    country_iso: region.defaultShippingCountryCode,
    ...state,
  };
  return {
    email: `money-path-${buyers}-${Date.now()}@example.com`,
    customer_type: customerType,
    ship_address: address,
    bill_address: customerType === "b2b" ? { ...address, company_name: "Kartony Sp. z o.o." } : address,
  };
}

/** The product page's figure for the configuration, in the storefront's basis, and the quote it came from. */
async function productPageFigure(region: Region, configuration: LineConfiguration) {
  const query = configurationToSearchParams(configuration);
  query.set("region", region.id);
  const quoted = await api.get(`/api/prices/line_item?${query}`);
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  return { quote: quoted.body, figure: shownTotal(quoted.body, quoted.body.price_display) };
}

/** VAT as the storefront's rule has it for a domestic buyer without a VAT id: none where there is no VAT, else its rate (pl and gb forced). */
function expectedVatRate(region: Region): number {
  return region.hasVat ? region.vatAmount : 0;
}

/** The order's total as its components add up under the one price rule, and as the order answers it. */
function checkOrderTotal(order: Required<OrderAnswer> & { price_display: string }, region: Region) {
  const expected = expectedTotals(order);
  expect(order.vat_rate).toBe(expectedVatRate(region));
  expect(order.tax_total).toBe(expected.vat);
  expect(order.total).toBe(expected.gross);
  if (order.vat_rate === 0) expect(order.total).toBe(expected.net + order.tax_total);
  // The gross amounts a gross storefront shows add up to the total exactly.
  const shownLines = order.line_items.reduce((sum, line) => sum + line.total_with_vat, 0);
  expect(shownLines).toBe(order.line_items.reduce((sum, line) => sum + line.total + line.vat, 0));
  // Every totals block lists components that add up to the total, on either basis.
  expect(order).toMatchObject(expectedGrossComponents(order));
  expect(shownSums(order)).toEqual({ gross: order.total, netPlusVat: order.total });
}

async function payByCard(number: string, token: string) {
  const year = new Date().getFullYear() + 2;
  const card = await api.post("/api/gateway/stripe/card", { number: TEST_CARD, exp_month: 12, exp_year: year, cvc: "123" });
  expect(card.status).toBe(201);
  const paid = await api.post(`/api/v2/${number}/stripe/payment_intents/pay`, { payment_method_id: card.body.id }, { token });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.order;
}

async function invoiceText(number: string, token: string): Promise<string> {
  const response = await app.request(`/api/v1/invoices/${number}?locale=en`, { headers: { "X-Api-Token": token } });
  expect(response.status).toBe(200);
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, " ");
}

async function mailsTo(email: string) {
  const db = await database();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "order_confirmation")));
}

/** How the mail's HTML writes a text (server/mail escapes &, <, >, " and '). */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** One walk of the path: product page, cart, checkout, card payment, invoice, mail. */
async function walk({ region: regionId, configuration, customerType, coupon }: Case) {
  const region = getRegion(regionId);
  const me = { token: (await api.get("/api/users/create_anonymous", { region: region.id })).body.token as string, region: region.id };
  const page = await productPageFigure(region, configuration);
  expect(page.quote.vat_rate).toBe(expectedVatRate(region));

  const number = (await api.post("/api/v2/orders", {}, me)).body.number as string;
  const added = await api.post(`/api/v2/orders/${number}/line_item`, configurationToLineItem(configuration), me);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const [line] = added.body.line_items;
  // The cart line is the product page's line, to the cent, in the same basis.
  expect(shownTotal(line, added.body.price_display)).toBe(page.figure);
  expect({ total: line.total, vat: line.vat, total_with_vat: line.total_with_vat }).toEqual({
    total: page.quote.total,
    vat: page.quote.vat,
    total_with_vat: page.quote.total_with_vat,
  });

  if (coupon !== "none") {
    const code = coupon === "percent" ? PERCENT_CODE : fixedCode(region.currency);
    const applied = await api.put(`/api/orders/${number}/apply_coupon_code`, { coupon_code: code }, me);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  const buyer = buyerOf(region, customerType);
  expect((await api.put(`/api/orders/${number}`, { order: buyer }, me)).status).toBe(200);
  const methods = (await api.get(`/api/checkouts/${number}`, me)).body.shipping_methods as { type: string }[];
  expect((await api.put(`/api/orders/${number}`, { order: { shipment_type: methods[0]!.type } }, me)).status).toBe(200);
  const moved = await api.put(`/api/checkouts/${number}?state=delivery`, undefined, me);
  expect(moved.body.order?.state, JSON.stringify(moved.body)).toBe("delivery");
  const order = moved.body.order;
  checkOrderTotal(order, region);
  if (coupon !== "none") expect(order.promo_total).toBeLessThan(0);

  const paid = await payByCard(number, me.token);
  expect(paid).toMatchObject({ state: "complete", payment_state: "OK", total: order.total, amount_paid: order.total, amount_due: 0 });
  expect(paid.payments.map((payment: { amount: number }) => payment.amount)).toEqual([order.total]);

  const money = (amount: number) => formatMinorUnits(amount, region.currencyFormatter);
  // The invoice asked for in English writes its amounts as English writes prices, in the order's currency (ADR 0078).
  const english = (amount: number) => formatMinorUnits(amount, priceFormatterOf(region, textLocaleOf("en-US", region)));
  expect(await invoiceText(number, me.token)).toContain(`${en.Invoice.total} ${english(order.total)}`);

  const mails = await mailsTo(buyer.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(money(order.total));
  expect(mails[0]!.html).toContain(escapeHtml(money(order.total)));
}

describe("the money path", () => {
  it("agrees with itself for 30 full-colour mailer boxes in eu: the product page's figure is the cart's", async () => {
    const eu = getRegion("eu");
    const configuration: LineConfiguration = { sku: "mailer-box-full-color-200x150x70", quantity: 30, express: false, paidAssets: [] };
    const page = await productPageFigure(eu, configuration);
    expect(page.quote.price_display).toBe("gross");
    const me = { token: (await api.get("/api/users/create_anonymous", { region: "eu" })).body.token as string, region: "eu" };
    const number = (await api.post("/api/v2/orders", {}, me)).body.number as string;
    const cart = (await api.post(`/api/v2/orders/${number}/line_item`, configurationToLineItem(configuration), me)).body;
    // The cart shows the line with its VAT, as the product page does: never the net figure beside a gross one.
    expect(shownTotal(cart.line_items[0], cart.price_display)).toBe(page.figure);
    expect(page.figure).toBe(page.quote.total_with_vat);
    expect(page.figure).not.toBe(cart.line_items[0].total);
  });

  it("is walked in all 15 storefronts, each with products to order", () => {
    expect(ALL_REGIONS).toHaveLength(15);
    for (const region of ALL_REGIONS) expect(orderable(region).length, region.id).toBeGreaterThan(0);
  });

  ALL_REGIONS.forEach((region, index) => {
    it(
      `agrees with itself to the cent in ${region.id} for random products, sizes, options, quantities, buyers and coupons`,
      async () => {
        await fc.assert(fc.asyncProperty(casesIn(region), walk), { numRuns: RUNS, seed: SEED + index, endOnFailure: true });
      },
      RUNS * 20_000 + 10_000,
    );
  });
});

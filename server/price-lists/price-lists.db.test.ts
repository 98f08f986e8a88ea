import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRegion } from "@/regions";
import { formatMinorUnits } from "@/lib/money/format";
import en from "@/messages/en-US.json";
import { database } from "@/server/db";
import { lineItems, offers, orders, payments, priceListEntries, priceLists } from "@/server/db/schema";
import { createApp } from "@/server/http/app";
import { pdfText } from "@/server/pdf/pdf-text";
import { apiClient } from "@/test/api";
import { anonymousUser, orderManager, signUp } from "@/test/b2b";
import { companyWithAdmin, member, orderReadyToPay } from "@/test/companies";
import { componentVat } from "@/test/money";
import { shopToday } from "./resolve";

const api = apiClient();
const app = createApp();
const MAILER = "mailer-box-full-color-200x150x70";
const ECO = "mailer-box-eco-200x150x70";

/** A shop's day `days` after today (before it when negative). */
function day(days: number): string {
  const [year, month, date] = shopToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const LADDER = [
  { range_start: 30, price: 333 },
  { range_start: 100, price: 250 },
  { range_start: 500, price: 199 },
];

/** A company with a buyer and a manager-made list: a fixed ladder for the full-colour mailer in one size, 12.5 % off every eco mailer. */
async function companyWithList(name = "Listed Co", validity = { valid_from: day(-1), valid_to: day(30) as string | null }) {
  const manager = await orderManager(api);
  const { admin, company } = await companyWithAdmin(api, name);
  const buyer = await member(api, admin, "buyer");
  const created = await api.post(
    `/api/manager/companies/${company.id}/price_lists`,
    {
      name: "Frame agreement 2026",
      ...validity,
      entries: [
        { product: "mailer-box-full-color", size_code: "200x150x70", ladder: LADDER },
        { product: "mailer-box-eco", size_code: null, discount_basis_points: 1250 },
      ],
    },
    { token: manager.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { manager, admin, company, buyer, list: created.body.price_list as { id: number; name: string; valid_to: string | null } };
}

async function cartLine(token: string, sku: string, quantity: number) {
  const order = await api.post("/api/v2/orders", {}, { token });
  expect(order.status).toBe(201);
  const added = await api.post(`/api/v2/orders/${order.body.number}/line_item`, { sku, quantity }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { number: order.body.number as string, order: added.body, line: added.body.line_items[0] };
}

async function publicPiece(sku: string, quantity: number): Promise<number> {
  const answer = await api.get(`/api/prices/line_item?sku=${sku}&quantity=${quantity}`);
  expect(answer.status).toBe(200);
  return answer.body.unit_price as number;
}

describe("a company member's cart", () => {
  it("is priced by the fixed ladder and by the discount, with VAT by the one price rule, and says which list priced it", async () => {
    const { buyer, list } = await companyWithList();
    const fixed = await cartLine(buyer.token, MAILER, 120);
    expect(fixed.line).toMatchObject({ price: 250, total: 250 * 120, price_list_id: list.id });
    expect(fixed.line.vat).toBe(componentVat(250 * 120, fixed.order.vat_rate));
    expect(fixed.line.total_with_vat).toBe(250 * 120 + fixed.line.vat);

    const publicEco = await publicPiece(ECO, 90);
    const discounted = await cartLine(buyer.token, ECO, 90);
    // 12.5 % off the public piece price, rounded half up on the piece, then times the quantity.
    const piece = Math.floor((publicEco * 8750 * 2 + 10_000) / 20_000);
    expect(discounted.line).toMatchObject({ price: piece, total: piece * 90, price_list_id: list.id });
    expect(piece).toBeLessThan(publicEco);

    // Changing the quantity re-prices at the list's tier: 500 pieces are 1.99 each.
    const changed = await api.put(`/api/orders/${fixed.number}/line_items/${fixed.line.id}`, { line_item: { quantity: 500 } }, { token: buyer.token });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.line_items[0]).toMatchObject({ price: 199, total: 199 * 500, price_list_id: list.id });
  });

  it("is public for an anonymous visitor, a signed-in stranger and a member of another company", async () => {
    await companyWithList("Owning Co");
    const { admin: rivalAdmin } = await companyWithAdmin(api, "Rival Co");
    const rival = await member(api, rivalAdmin, "buyer");
    const stranger = await signUp(api, "stranger");
    const visitor = await anonymousUser(api);
    const piece = await publicPiece(MAILER, 120);
    for (const token of [rival.token, stranger.token, visitor]) {
      const { line } = await cartLine(token, MAILER, 120);
      expect(line).toMatchObject({ price: piece, total: piece * 120, price_list_id: null });
    }
  });

  it("is public before the list's first day, after its last, and for a list in another currency", async () => {
    for (const validity of [
      { valid_from: day(1), valid_to: null },
      { valid_from: day(-30), valid_to: day(-1) },
    ]) {
      const { buyer } = await companyWithList("Not yet or no longer Co", validity);
      const { line } = await cartLine(buyer.token, MAILER, 120);
      expect(line).toMatchObject({ price: await publicPiece(MAILER, 120), price_list_id: null });
    }
    // The API refuses another currency; a list written in one anyway (an old import, say) still never prices a euro cart.
    const { buyer, list, manager, company } = await companyWithList("Zloty Co");
    const db = await database();
    await db.update(priceLists).set({ currency: "PLN" }).where(eq(priceLists.id, list.id));
    const { line } = await cartLine(buyer.token, MAILER, 120);
    expect(line.price_list_id).toBeNull();
    const refused = await api.post(
      `/api/manager/companies/${company.id}/price_lists`,
      { name: "In zloty", currency: "PLN", valid_from: day(100), valid_to: null, entries: [] },
      { token: manager.token },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "price_list_currency", details: { field: "currency", currency: "EUR" } });
  });

  it("follows the list as it stands at the next change, and the public price once it is deleted", async () => {
    const { buyer, manager, list } = await companyWithList("Changing Co");
    const { number, line } = await cartLine(buyer.token, MAILER, 120);
    const replaced = await api.patch(
      `/api/manager/price_lists/${list.id}`,
      {
        name: "Frame agreement 2026 (renegotiated)",
        valid_from: day(-1),
        valid_to: day(60),
        entries: [{ product: "mailer-box-full-color", size_code: null, discount_basis_points: 5000 }],
      },
      { token: manager.token },
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.price_list.entries).toHaveLength(1);
    const half = Math.floor(((await publicPiece(MAILER, 120)) * 5000 * 2 + 10_000) / 20_000);
    const touched = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 120 } }, { token: buyer.token });
    expect(touched.body.line_items[0]).toMatchObject({ price: half, price_list_id: list.id });

    expect((await api.delete(`/api/manager/price_lists/${list.id}`, { token: manager.token })).status).toBe(204);
    const after = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 120 } }, { token: buyer.token });
    expect(after.body.line_items[0]).toMatchObject({ price: await publicPiece(MAILER, 120), price_list_id: null });
    expect(after.body.number).toBe(number);
  });

  it("orders a line again at the negotiated price, and the paid order's invoice carries the negotiated amounts", async () => {
    const { buyer, list } = await companyWithList("Reorder Co");
    const first = await orderReadyToPay(api, buyer.token, 60);
    const order = (await api.get(`/api/orders/${first.number}`, { token: buyer.token })).body;
    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date(), paymentState: "OK" }).where(eq(orders.number, first.number));

    const response = await app.request(`/api/v1/invoices/${first.number}`, { headers: { "X-Api-Token": buyer.token } });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    const money = (amount: number) => formatMinorUnits(amount, getRegion(order.region ?? "eu").currencyFormatter);
    const line = order.line_items[0];
    expect(line).toMatchObject({ price: 333, total: 333 * 60, price_list_id: list.id });
    expect(text).toContain(money(333));
    expect(text).toContain(money(line.total));
    // The invoice says the amounts are the company's negotiated ones.
    expect(text.replace(/\s+/g, " ")).toContain(en.PriceLists.negotiated);
    expect(text).toContain(money(order.total));

    // "Order again" on the plus items puts the same line into a new cart through the cart's own path.
    const again = await api.post("/api/v2/orders", {}, { token: buyer.token });
    const reordered = await api.post(
      `/api/v2/orders/${again.body.number}/line_item`,
      { sku: MAILER, quantity: 120, purchase_trigger: "plus_reorder" },
      { token: buyer.token },
    );
    expect(reordered.body.line_items[0]).toMatchObject({ price: 250, price_list_id: list.id, purchase_trigger: "plus_reorder" });
  });
});

describe("an accepted offer's line ordered again after the offer's date", () => {
  it("is priced by the company's negotiated price where it has one, and asks for a new quote where it has none", async () => {
    const { buyer, manager } = await companyWithList("Offer Co");
    const offerFor = async (sku: string) => {
      const created = await api.post(
        "/api/offers",
        {
          email: buyer.email,
          region: "eu",
          valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          line_items: [{ sku, quantity: 120, unit_price: 999 }],
        },
        { token: manager.token },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await api.post(`/api/manager/offers/${created.body.offer.id}/send`, undefined, { token: manager.token })).status).toBe(200);
      const lineId = created.body.offer.line_items[0].id as number;
      const accepted = await api.post(`/api/offers/${created.body.offer.token}/accept`, { line_item_ids: [lineId] }, { token: buyer.token });
      expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
      const db = await database();
      await db
        .update(offers)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(offers.id, created.body.offer.id));
      return lineId;
    };
    const listed = await offerFor(MAILER);
    const again = await api.post(`/api/v2/offer_line_items/${listed}/order_again`, undefined, { token: buyer.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const cart = (await api.get(`/api/orders/${again.body.order_number}`, { token: buyer.token })).body;
    expect(cart.line_items[0]).toMatchObject({ sku: MAILER, quantity: 120, price: 250, fixed_price: false, price_list_id: expect.any(Number) });

    // A product the company has no negotiated price for: the offer's price has ended, so the buyer asks again.
    const unlisted = await offerFor("shipping-box-300x200x150");
    const late = await api.post(`/api/v2/offer_line_items/${unlisted}/order_again`, undefined, { token: buyer.token });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("offer_price_expired");
  });
});

describe("the configurator's price of a line", () => {
  it("answers a member the negotiated amounts with the list, privately; everyone else exactly the public answer", async () => {
    const { buyer, list } = await companyWithList("Configurator Co");
    const path = `/api/prices/line_item?sku=${MAILER}&quantity=120&express=1`;
    const anonymous = await api.get(path);
    expect(anonymous.body.price_list).toBeNull();
    expect(anonymous.headers.get("cache-control")).toContain("public");

    const stranger = await signUp(api, "stranger");
    const visitor = await anonymousUser(api);
    for (const token of [stranger.token, visitor, "no-longer-a-valid-token"]) {
      const answer = await api.get(path, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(anonymous.body);
    }

    const negotiated = await api.get(path, { token: buyer.token });
    expect(negotiated.headers.get("cache-control")).toBe("private, no-store");
    // Express adds its 30 % to the fixed piece price, as it does to a public one.
    expect(negotiated.body).toMatchObject({ unit_price: 325, total: 325 * 120, price_list: { id: list.id, name: list.name, valid_to: list.valid_to } });
    expect(negotiated.body.vat).toBe(componentVat(325 * 120, negotiated.body.vat_rate));
    expect(negotiated.body.ladder.find((row: { quantity: number }) => row.quantity === 500).unit_price).toBe(Math.floor((199 * 130 * 2 + 100) / 200));

    // The cart charges what the configurator said.
    const { line } = await cartLine(buyer.token, MAILER, 120);
    expect(line.price).toBe(250);
  });
});

describe("managing price lists", () => {
  it("refuses invalid entries with the envelope and writes nothing", async () => {
    const { manager, company, list } = await companyWithList("Strict Co");
    const db = await database();
    const snapshot = async () =>
      JSON.stringify([await db.select().from(priceLists).orderBy(priceLists.id), await db.select().from(priceListEntries).orderBy(priceListEntries.id)]);
    const before = await snapshot();
    const base = { name: "Second list", valid_from: day(200), valid_to: null };
    const cases: [unknown[], number, string, string?][] = [
      [[{ product: "mailer-box-full-color", size_code: "1x1x1", discount_basis_points: 500 }], 422, "unknown_size", "entries.0.size_code"],
      [[{ product: "no-such-box", size_code: null, discount_basis_points: 500 }], 422, "unknown_product", "entries.0.product"],
      [[{ product: "mailer-box-eco", size_code: null, discount_basis_points: 0 }], 400, "invalid_request"],
      [[{ product: "mailer-box-eco", size_code: null, discount_basis_points: 9001 }], 400, "invalid_request"],
      [
        [
          {
            product: "mailer-box-eco",
            size_code: null,
            ladder: [
              { range_start: 30, price: 300 },
              { range_start: 30, price: 200 },
            ],
          },
        ],
        422,
        "ladder_not_ascending",
        "entries.0.ladder.1.range_start",
      ],
      [[{ product: "mailer-box-eco", size_code: null, ladder: [{ range_start: 60, price: 300 }] }], 422, "ladder_first_step", "entries.0.ladder.0.range_start"],
      [[{ product: "mailer-box-eco", size_code: null }], 422, "entry_price_required", "entries.0"],
      [[{ product: "mailer-box-eco", size_code: null, discount_basis_points: 100, ladder: LADDER }], 422, "entry_price_required", "entries.0"],
      [
        [
          { product: "mailer-box-eco", size_code: "200x150x70", discount_basis_points: 100 },
          { product: "mailer-box-eco", size_code: "200x150x70", discount_basis_points: 200 },
        ],
        422,
        "duplicate_entry",
        "entries.1",
      ],
    ];
    const wrong: string[] = [];
    for (const [entries, status, code, field] of cases) {
      const answer = await api.post(`/api/manager/companies/${company.id}/price_lists`, { ...base, entries }, { token: manager.token });
      if (answer.status !== status || answer.body?.error?.code !== code || (field && answer.body.error.details?.field !== field))
        wrong.push(`${JSON.stringify(entries)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);

    // Another list over some of the same days for the same product and size is refused; PATCH refuses the same and keeps the list.
    const overlap = await api.post(
      `/api/manager/companies/${company.id}/price_lists`,
      { name: "Overlapping", valid_from: day(10), valid_to: day(100), entries: [{ product: "mailer-box-eco", size_code: null, discount_basis_points: 300 }] },
      { token: manager.token },
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatchObject({ code: "price_list_overlap", details: { price_list_id: list.id, field: "entries.0" } });
    const backwards = await api.patch(
      `/api/manager/price_lists/${list.id}`,
      { ...base, valid_from: day(5), valid_to: day(1), entries: [] },
      { token: manager.token },
    );
    expect(backwards.body.error).toMatchObject({ code: "invalid_validity", details: { field: "valid_to" } });
    expect(await snapshot()).toBe(before);

    // The same product after the list ends, or one size of it beside the product-wide entry, is fine.
    const later = await api.post(
      `/api/manager/companies/${company.id}/price_lists`,
      { name: "Next year", valid_from: day(31), valid_to: null, entries: [{ product: "mailer-box-eco", size_code: null, discount_basis_points: 300 }] },
      { token: manager.token },
    );
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const sized = await api.post(
      `/api/manager/companies/${company.id}/price_lists`,
      {
        name: "One size",
        valid_from: day(0),
        valid_to: day(10),
        entries: [{ product: "mailer-box-eco", size_code: "200x150x70", discount_basis_points: 2000 }],
      },
      { token: manager.token },
    );
    expect(sized.status, JSON.stringify(sized.body)).toBe(201);
  });

  it("a size's own entry beats the product-wide one", async () => {
    const { manager, company, buyer } = await companyWithList("Sized Co");
    const created = await api.post(
      `/api/manager/companies/${company.id}/price_lists`,
      {
        name: "One size",
        valid_from: day(0),
        valid_to: day(10),
        entries: [{ product: "mailer-box-eco", size_code: "200x150x70", discount_basis_points: 2000 }],
      },
      { token: manager.token },
    );
    expect(created.status).toBe(201);
    const { line } = await cartLine(buyer.token, ECO, 90);
    expect(line.price_list_id).toBe(created.body.price_list.id);
    expect(line.price).toBe(Math.floor(((await publicPiece(ECO, 90)) * 8000 * 2 + 10_000) / 20_000));
  });

  it("is for order managers (403 otherwise); members see their own company's lists only (404 outside a company)", async () => {
    const { company, list, buyer, admin } = await companyWithList("Private Co");
    const { admin: rivalAdmin } = await companyWithAdmin(api, "Rival Co");
    const rival = await member(api, rivalAdmin, "buyer");
    for (const token of [buyer.token, admin.token, rival.token]) {
      for (const [method, path] of [
        ["GET", "/api/manager/companies"],
        ["GET", `/api/manager/companies/${company.id}/price_lists`],
        ["GET", `/api/manager/price_lists/${list.id}`],
        ["DELETE", `/api/manager/price_lists/${list.id}`],
      ] as const) {
        const answer = method === "GET" ? await api.get(path, { token }) : await api.delete(path, { token });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.error.code).toBe("not_a_manager");
      }
    }
    const own = await api.get("/api/companies/mine/price_lists", { token: buyer.token });
    expect(own.status).toBe(200);
    expect(own.body.price_lists.map((row: { id: number }) => row.id)).toEqual([list.id]);
    expect(own.body.price_lists[0].entries[0]).toMatchObject({ product: "mailer-box-full-color", size_code: "200x150x70", ladder: LADDER });
    const rivals = await api.get("/api/companies/mine/price_lists", { token: rival.token });
    expect(rivals.body.price_lists).toEqual([]);
    const stranger = await signUp(api, "stranger");
    const none = await api.get("/api/companies/mine/price_lists", { token: stranger.token });
    expect(none.status).toBe(404);
    expect((await api.get("/api/companies/mine/price_lists")).status).toBe(401);

    const manager = await orderManager(api);
    const listed = await api.get("/api/manager/companies", { token: manager.token });
    expect(listed.body.companies.find((row: { id: number }) => row.id === company.id)).toMatchObject({ name: "Private Co", currency: "EUR", members_count: 2 });
  });
});

describe("the payment freeze", () => {
  it("keeps a member's cart at its price while a payment is under way, whatever happens to the list", async () => {
    const { buyer, manager, list } = await companyWithList("Frozen Co");
    const { number, line } = await cartLine(buyer.token, MAILER, 120);
    const db = await database();
    const [order] = await db.select().from(orders).where(eq(orders.number, number));
    await db.insert(payments).values({
      orderId: order!.id,
      method: "card",
      gateway: "stripe",
      status: "processing",
      amount: order!.total,
      currency: "EUR",
      idempotencyKey: `frozen-${number}`,
    });
    expect((await api.delete(`/api/manager/price_lists/${list.id}`, { token: manager.token })).status).toBe(204);
    const refused = await api.put(`/api/orders/${number}/line_items/${line.id}`, { line_item: { quantity: 120 } }, { token: buyer.token });
    expect(refused.status).toBe(409);
    const [stored] = await db.select().from(lineItems).where(eq(lineItems.id, line.id));
    expect(stored).toMatchObject({ unitPrice: 250, priceListId: list.id });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { mailOutbox, quoteRequests } from "@/server/db/schema";
import { pagePdf, zipWithText } from "@/server/files/test-files";
import { apiClient } from "@/test/api";
import { INSTANT_OFFER_LIMITS } from "@/server/offers/instant";
import { QUOTE_REQUEST_LIMITS } from "./service";
import { anonymousUser, confirmedSignUp, orderManager, signUp, unconfirmedSignUp, uploadFile } from "@/test/b2b";
import { latestMail } from "@/test/outbox";

const api = apiClient();

function quick(key: string, values: Record<string, unknown> = {}) {
  return {
    mode: 0,
    email: "buyer@example.com",
    name: "Ada Buyer",
    product_slug: "mailer-box-eco",
    quantity: 500,
    dimensions: "200 x 150 x 70 mm",
    idempotency_key: key,
    ...values,
  };
}

describe("quote requests", () => {
  it("asked for before signing in become the account's, with the offer made for them, when the visitor signs in", async () => {
    const buyer = await signUp(api);
    const visitor = await anonymousUser(api);
    const created = await api.post("/api/v2/quote_requests", quick(`before-sign-in-${Date.now()}`, { email: buyer.email }), { token: visitor });
    expect(created.status).toBe(201);
    const manager = await orderManager(api);
    const offer = await api.post(
      "/api/offers",
      {
        email: buyer.email,
        region: "eu",
        quote_request_id: created.body.quote_request.id,
        valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        line_items: [{ sku: "mailer-box-eco-200x150x70", quantity: 500, unit_price: 123 }],
      },
      { token: manager.token },
    );
    expect(offer.status).toBe(201);

    const signedIn = await api.post("/api/sign_in", { email: buyer.email, password: "Cardboard-Castle-42" }, { token: visitor });
    expect(signedIn.status).toBe(200);
    const mine = await api.get("/api/v2/quote_requests/mine", { token: signedIn.body.token });
    expect(mine.body.quote_requests.map((row: { number: string }) => row.number)).toContain(created.body.quote_request.number);
  });

  it("are made in QR mode with attachments, mailed back with their number and shown to their maker", async () => {
    const buyer = await signUp(api);
    const pdf = await uploadFile(api, buyer.token, await pagePdf(200, 200), "artwork.pdf", "quote");
    const zip = await uploadFile(api, buyer.token, zipWithText("brief.txt", "logo on top"), "files.zip", "quote");
    expect([pdf.status, zip.status]).toEqual([201, 201]);

    const created = await api.post(
      "/api/v2/quote_requests",
      quick("form-fill-1", { email: buyer.email, company_name: "Kartonowo", file_ids: [pdf.body.id, zip.body.id] }),
      { token: buyer.token, region: "de" },
    );
    expect(created.status).toBe(201);
    const request = created.body.quote_request;
    expect(request).toMatchObject({
      mode: 0,
      state: "new",
      region: "de",
      locale: "de-DE",
      product_slug: "mailer-box-eco",
      quantity: 500,
      company_name: "Kartonowo",
      manager: null,
      offers: [],
    });
    expect(request.number).toMatch(/^QR\d{8}$/);
    expect(request.files.map((file: { name: string }) => file.name)).toEqual(["artwork.pdf", "files.zip"]);

    const mail = await latestMail(buyer.email);
    expect(mail).toMatchObject({ kind: "quote_request_received", locale: "de-DE" });
    expect(mail!.subject).toContain(request.number);
    expect(mail!.link).toContain(`/account/quote_requests/${request.number}`);

    const mine = await api.get("/api/v2/quote_requests/mine", { token: buyer.token });
    expect(mine.body.quote_requests.map((row: { number: string }) => row.number)).toEqual([request.number]);
    const byNumber = await api.get(`/api/quote_requests/${request.number}`, { token: buyer.token });
    expect(byNumber.body.quote_request.id).toBe(request.id);

    const attachment = await api.raw(request.files[1].url, { headers: { "X-Api-Token": buyer.token } });
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get("content-disposition")).toContain("files.zip");
    expect(new Uint8Array(await attachment.arrayBuffer())).toEqual(zipWithText("brief.txt", "logo on top"));
  });

  it("answer a double submit with the first request and write nothing new", async () => {
    const token = await anonymousUser(api);
    const [first, second] = await Promise.all([
      api.post("/api/v2/quote_requests", quick("double-click-1"), { token }),
      api.post("/api/v2/quote_requests", quick("double-click-1"), { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.quote_request.number).toBe(second.body.quote_request.number);
    const again = await api.post("/api/v2/quote_requests", quick("double-click-1", { quantity: 9 }), { token });
    expect(again.status).toBe(200);
    expect(again.body.quote_request.quantity).toBe(500);
    const db = await database();
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.idempotencyKey, "double-click-1"))).toHaveLength(1);
  });

  it("take a brief in mode 1 and refuse what each mode lacks", async () => {
    const token = await anonymousUser(api);
    const brief = await api.post(
      "/api/v2/quote_requests",
      {
        mode: 1,
        email: "b@example.com",
        name: "Brief Buyer",
        message: "Round tins for tea, 3 sizes, gold foil",
        details: { budget: "2000 EUR", deadline: "2027-02-01" },
        idempotency_key: "brief-0001",
      },
      { token },
    );
    expect(brief.status).toBe(201);
    expect(brief.body.quote_request).toMatchObject({ mode: 1, product_slug: null, details: { budget: "2000 EUR" } });

    const refusals = [
      [quick("qr-no-product", { product_slug: null }), "product_required", "product_slug"],
      [quick("qr-bad-product", { product_slug: "rocket" }), "invalid_product", "product_slug"],
      [quick("qr-no-quantity", { quantity: null }), "quantity_required", "quantity"],
      [{ ...quick("brief-short"), mode: 1, message: "box" }, "message_required", "message"],
    ] as const;
    for (const [body, code, field] of refusals) {
      const response = await api.post("/api/v2/quote_requests", body, { token });
      expect(response.status, code).toBe(400);
      expect(response.body.error).toMatchObject({ code, details: { field } });
    }
    for (const body of [
      { ...quick("bad-mode-01"), mode: 2 },
      { ...quick("no-email-01"), email: "nope" },
      { ...quick("k") },
      { ...quick("extra-field"), admin: true },
    ]) {
      const response = await api.post("/api/v2/quote_requests", body, { token });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBeTruthy();
    }
    expect((await api.post("/api/v2/quote_requests", quick("no-token-01"))).status).toBe(401);
  });

  it("refuse attachments that are someone else's or were uploaded for something else", async () => {
    const owner = await signUp(api);
    const stranger = await signUp(api);
    const theirs = await uploadFile(api, owner.token, await pagePdf(100, 100), "a.pdf", "quote");
    const design = await uploadFile(api, stranger.token, await pagePdf(100, 100), "b.pdf", "design");
    for (const fileId of [theirs.body.id, design.body.id, "no-such-file"]) {
      const response = await api.post("/api/v2/quote_requests", quick(`files-${fileId}`, { file_ids: [fileId] }), { token: stranger.token });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: "file_not_found", details: { field: "file_ids" } });
    }
  });

  it("reach the managers' inbox, which nobody else can read or change", async () => {
    const buyer = await signUp(api);
    const stranger = await signUp(api);
    const manager = await orderManager(api);
    const { body } = await api.post("/api/v2/quote_requests", quick("inbox-0001", { email: buyer.email }), { token: buyer.token });
    const number = body.quote_request.number;

    expect((await api.get("/api/quote_requests")).status).toBe(401);
    expect((await api.get("/api/quote_requests", { token: buyer.token })).status).toBe(403);
    expect((await api.patch(`/api/quote_requests/${number}`, { state: "closed" }, { token: buyer.token })).status).toBe(403);
    expect((await api.get(`/api/quote_requests/${number}`, { token: stranger.token })).status).toBe(404);

    const inbox = await api.get("/api/quote_requests?state=new", { token: manager.token });
    expect(inbox.body.quote_requests.map((row: { number: string }) => row.number)).toContain(number);
    const taken = await api.patch(`/api/quote_requests/${number}`, { state: "in_progress" }, { token: manager.token });
    expect(taken.body.quote_request).toMatchObject({ state: "in_progress", manager: { email: manager.email, name: "Olga Manager" } });
    expect(
      (await api.get("/api/quote_requests?state=new", { token: manager.token })).body.quote_requests.map((row: { number: string }) => row.number),
    ).not.toContain(number);
    expect((await api.get(`/api/quote_requests/${body.quote_request.id}`, { token: manager.token })).status).toBe(200);
    expect((await api.get("/api/quote_requests?state=lost", { token: manager.token })).status).toBe(400);
  });
});

describe("quote requests by number or id", () => {
  it("find nothing, and say so with a 404, for digits beyond any id", async () => {
    const buyer = await signUp(api);
    const answer = await api.get("/api/quote_requests/99999999999999999999", { token: buyer.token });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("not_found");
  });
});

describe("instant quotes", () => {
  it("price products from the ladder and become an offer the buyer can open, once", async () => {
    const buyer = await confirmedSignUp(api);
    const sku = "mailer-box-eco-200x150x70";
    const quote = await api.post(
      "/api/v2/instant_quotes",
      {
        line_items: [
          { sku, quantity: 100 },
          { sku, quantity: 1000 },
        ],
      },
      { token: buyer.token, region: "pl" },
    );
    expect(quote.status).toBe(201);
    const iq = quote.body.instant_quote;
    expect(iq).toMatchObject({ region: "pl", currency: "PLN", offer_token: null });
    const [small, large] = iq.line_items;
    // The ladder: a larger run costs less per box, and totals are unit price times quantity.
    expect(large.unit_price).toBeLessThan(small.unit_price);
    expect(small.total).toBe(small.unit_price * 100);
    expect(iq.item_total).toBe(small.total + large.total);

    const price = await api.post("/api/v2/orders", { currency: "PLN" }, { token: buyer.token, region: "pl" });
    const line = await api.post(`/api/v2/orders/${price.body.number}/line_item`, { sku, quantity: 100 }, { token: buyer.token, region: "pl" });
    expect(line.body.line_items[0].price).toBe(small.unit_price);

    const offer = await api.post(`/api/v2/instant_quotes/${iq.id}/offers`, {}, { token: buyer.token, headers: { "x-forwarded-for": "buyer-office" } });
    expect(offer.status).toBe(201);
    expect(offer.body.offer).toMatchObject({ state: "sent", currency: "PLN", email: buyer.email, item_total: iq.item_total, order_manager: null });
    expect((await latestMail(buyer.email))!.kind).toBe("offer_sent");
    const again = await api.post(`/api/v2/instant_quotes/${iq.id}/offers`, {}, { token: buyer.token });
    expect(again.status).toBe(200);
    expect(again.body.offer.token).toBe(offer.body.offer.token);
    expect((await api.get(`/api/v2/instant_quotes/${iq.id}`, { token: buyer.token })).body.instant_quote.offer_token).toBe(offer.body.offer.token);
  });

  it("refuse quantities that would come to more than one order may", async () => {
    const buyer = await signUp(api);
    const answer = await api.post(
      "/api/v2/instant_quotes",
      { line_items: [{ sku: "mailer-box-full-color-200x150x70", quantity: 10_000_000 }] },
      { token: buyer.token, region: "se" },
    );
    expect([answer.status, answer.body.error.code]).toEqual([400, "order_too_large"]);
  });

  it("refuse unknown products, another storefront's and other people's quotes", async () => {
    const buyer = await signUp(api);
    const stranger = await signUp(api);
    const bad = await api.post(
      "/api/v2/instant_quotes",
      {
        line_items: [
          { sku: "mailer-box-eco-200x150x70", quantity: 100 },
          { sku: "nope", quantity: 1 },
        ],
      },
      { token: buyer.token },
    );
    expect(bad.body.error).toMatchObject({ code: "invalid_variant", details: { field: "line_items.1.sku" } });
    expect((await api.post("/api/v2/instant_quotes", { line_items: [] }, { token: buyer.token })).status).toBe(400);
    expect((await api.post("/api/v2/instant_quotes", { line_items: [{ sku: "mailer-box-eco-200x150x70", quantity: 0 }] }, { token: buyer.token })).status).toBe(
      400,
    );
    const mine = await api.post("/api/v2/instant_quotes", { line_items: [{ sku: "mailer-box-eco-200x150x70", quantity: 100 }] }, { token: buyer.token });
    expect((await api.get(`/api/v2/instant_quotes/${mine.body.instant_quote.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.post(`/api/v2/instant_quotes/${mine.body.instant_quote.id}/offers`, {}, { token: stranger.token })).status).toBe(404);
  });
});

describe("quote request receipts", () => {
  it("go to one typed-in address a few times an hour at most; the requests beyond that are still taken", async () => {
    const target = `receipts${Date.now()}@example.com`;
    const senders = await Promise.all(Array.from({ length: QUOTE_REQUEST_LIMITS.recipient + 2 }, () => anonymousUser(api)));
    const answers = await Promise.all(
      senders.map((token, index) =>
        api.post("/api/v2/quote_requests", quick(`receipt-${index}`, { email: target }), { token, headers: { "x-forwarded-for": `qr-${index}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(senders.map(() => 201));
    const db = await database();
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.email, target))).toHaveLength(senders.length);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, target))).toHaveLength(QUOTE_REQUEST_LIMITS.recipient);
  });
});

describe("offers mailed from instant quotes", () => {
  const SKU = "mailer-box-eco-200x150x70";
  let net = 0;
  async function instantQuote(token: string) {
    const quote = await api.post("/api/v2/instant_quotes", { line_items: [{ sku: SKU, quantity: 100 }] }, { token });
    expect(quote.status).toBe(201);
    return quote.body.instant_quote.id as number;
  }
  const offerFor = (id: number, token: string, body: Record<string, unknown>, from = `net-${(net += 1)}`) =>
    api.post(`/api/v2/instant_quotes/${id}/offers`, body, { token, headers: { "x-forwarded-for": from } });
  const offerMailsTo = async (email: string) => ((await latestMail(email))?.kind === "offer_sent" ? 1 : 0);

  it("go to another address only from a confirmed account: anonymous and unconfirmed callers are refused, nothing is mailed", async () => {
    const target = `victim${Date.now()}@example.com`;
    for (const token of [await anonymousUser(api), (await unconfirmedSignUp(api)).token]) {
      const id = await instantQuote(token);
      const refused = await offerFor(id, token, { email: target });
      expect([refused.status, refused.body.error.code]).toEqual([403, "confirmation_required"]);
    }
    // An unconfirmed account's own address is not yet known to be theirs either.
    const unconfirmed = await unconfirmedSignUp(api);
    expect((await offerFor(await instantQuote(unconfirmed.token), unconfirmed.token, {})).body.error.code).toBe("confirmation_required");
    expect(await latestMail(target)).toBeNull();

    const buyer = await confirmedSignUp(api);
    const colleague = `colleague${Date.now()}@example.com`;
    const passedOn = await offerFor(await instantQuote(buyer.token), buyer.token, { email: colleague });
    expect(passedOn.status).toBe(201);
    expect(await offerMailsTo(colleague)).toBe(1);
  });

  it("are limited per recipient and per network address, also when asked for all at once", async () => {
    const buyers = await Promise.all(Array.from({ length: INSTANT_OFFER_LIMITS.recipient + 3 }, () => confirmedSignUp(api)));
    const ids = await Promise.all(buyers.map((buyer) => instantQuote(buyer.token)));
    const target = `inbox${Date.now()}@example.com`;
    const answers = await Promise.all(buyers.map((buyer, index) => offerFor(ids[index]!, buyer.token, { email: target })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(INSTANT_OFFER_LIMITS.recipient);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.body.error.code).toBe("rate_limited");
    expect(Number(limited[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    const db = await database();
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, target))).length).toBe(INSTANT_OFFER_LIMITS.recipient);

    const office = `office-${Date.now()}`;
    const colleagues = await Promise.all(Array.from({ length: INSTANT_OFFER_LIMITS.address + 2 }, () => confirmedSignUp(api)));
    const theirs = await Promise.all(colleagues.map((colleague) => instantQuote(colleague.token)));
    const fromOffice = await Promise.all(colleagues.map((colleague, index) => offerFor(theirs[index]!, colleague.token, {}, office)));
    expect(fromOffice.filter((answer) => answer.status === 201)).toHaveLength(INSTANT_OFFER_LIMITS.address);
    expect(fromOffice.filter((answer) => answer.status === 429)).toHaveLength(2);
  });
});

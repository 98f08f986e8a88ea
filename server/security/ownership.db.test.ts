import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import {
  companyInvitations,
  companyMembers,
  offerLineItems,
  offers,
  orders,
  priceListEntries,
  priceLists,
  purchaseApprovals,
  quantityOptions,
  quoteRequests,
} from "@/server/db/schema";
import { pagePdf, solidPng } from "@/server/files/test-files";
import { ErrorEnvelopeSchema } from "@/server/http/schemas";
import { mailerDocument } from "@/server/designs/testing";
import { apiClient } from "@/test/api";
import { orderManager, signUp, uploadFile, type Account } from "@/test/b2b";
import { companyWithAdmin, member, orderReadyToPay } from "@/test/companies";
import { userData } from "@/test/user-data";

/**
 * The ownership matrix: every user-owned resource, made by user A, and every route
 * that takes its id, called with another user's (B's) token and with no token. Each
 * call must be refused with the error envelope (401 without a token; 404 for another
 * user's resource, which hides that it exists; 403 on the order managers' paths),
 * and everything A owns must be byte for byte what it was.
 *
 * Capabilities are not ownership: an offer's link (its token), a design's share
 * link and an approval fileset's uuid open what they point at to whoever holds them,
 * by design (ADR 0012, 0014). Their rows check that a wrong or foreign capability
 * opens nothing, and that holding one never allows more than it should: accepting
 * an offer and answering an approval take the buyer's side itself (ADR 0032).
 */

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";
const ECO = "mailer-box-eco-200x150x70";

interface Owner extends Account {
  userId: number;
}

/** The parts of the intruder's own data some calls mix with A's ids. */
interface Intruder {
  userId: number;
  orderNumber: string;
  designId: number;
}

interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  /** Statuses that count as a refusal when it is not the usual one. */
  refusal?: number[];
  /** A path opened by a capability (a link) rather than a token: a wrong one is a 404 for everyone. */
  link?: true;
  /** The token goes in the design-token and access-token headers (moving a design to an account). */
  transferHeaders?: true;
}

interface Made {
  [key: string]: string | number;
}

interface Row {
  resource: string;
  /** Makes the resource as A (with a manager's help where the shop needs one). */
  make(owner: Owner): Promise<Made>;
  calls(made: Made, intruder: Intruder): Call[];
  /** Extra state besides everything A owns: rows A's resource lives in that are not A's (offers). */
  state?(made: Made): Promise<unknown>;
  /** No id names it: it is always the caller's own, so only the call without a token is tried here. */
  callersOwn?: true;
}

let manager: Account;
let counter = 0;

async function owner(prefix = "owner"): Promise<Owner> {
  // Each on a mail domain of their own: accounts on one company domain are colleagues (ADR 0032), A and B are strangers.
  const account = await signUp(api, prefix, `${prefix}-company.example`);
  const userId = (await api.get("/api/users/current", { token: account.token })).body.id as number;
  return { ...account, userId };
}

async function cartWithLine(token: string) {
  const order = await api.post("/api/v2/orders", {}, { token });
  expect(order.status).toBe(201);
  const withLine = await api.post(`/api/v2/orders/${order.body.number}/line_item`, { sku: MAILER, quantity: 60 }, { token });
  expect(withLine.status).toBe(200);
  return { number: order.body.number as string, line: withLine.body.line_items[0] as { id: number; variant_id: number } };
}

/** A's order, placed and paid as a payment would leave it. */
async function placedOrder(buyer: Owner) {
  const { number } = await cartWithLine(buyer.token);
  const db = await database();
  await db.update(orders).set({ state: "complete", completedAt: new Date(), paymentState: "OK", email: buyer.email }).where(eq(orders.number, number));
  return number;
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

async function draftOffer(buyer: Owner) {
  const created = await api.post(
    "/api/offers",
    { email: buyer.email, region: "eu", valid_until: inDays(14), line_items: [{ sku: ECO, quantity: 500, unit_price: 123 }] },
    { token: manager.token },
  );
  expect(created.status).toBe(201);
  return created.body.offer as { id: number; token: string; line_items: [{ id: number }] };
}

async function offerState(made: Made) {
  const db = await database();
  const ids = [made.offerId, made.acceptedOfferId, made.sentOfferId].filter((id): id is number => typeof id === "number");
  return {
    offers: await db.select().from(offers).where(inArray(offers.id, ids)).orderBy(offers.id),
    lines: await db.select().from(offerLineItems).where(inArray(offerLineItems.offerId, ids)).orderBy(offerLineItems.id),
  };
}

const ROWS: Row[] = [
  {
    resource: "orders (carts)",
    async make(a) {
      const { number } = await cartWithLine(a.token);
      const bundle = await api.post("/api/v2/bundles", { order_id: number, quantity: 30 }, { token: a.token });
      expect(bundle.status).toBe(201);
      return { number, bundleId: bundle.body.bundle_id };
    },
    calls: ({ number, bundleId }) => [
      { method: "GET", path: `/api/orders/${number}` },
      { method: "PUT", path: `/api/orders/${number}`, body: { order: { email: "intruder@example.com" } } },
      { method: "POST", path: `/api/v2/orders/${number}/line_item`, body: { sku: MAILER, quantity: 30 } },
      { method: "POST", path: `/api/orders/${number}/line_items`, body: { line_item: { sku: MAILER, quantity: 30 } } },
      { method: "POST", path: `/api/v2/orders/${number}/line_items/bulk_create`, body: { line_items_params: [{ sku: ECO, quantity: 30 }] } },
      { method: "PUT", path: `/api/orders/${number}/empty` },
      { method: "PUT", path: `/api/orders/${number}/apply_coupon_code`, body: { coupon_code: "WELCOME10" } },
      { method: "DELETE", path: `/api/orders/${number}/coupon_code` },
      { method: "GET", path: `/api/checkouts/${number}` },
      { method: "PUT", path: `/api/checkouts/${number}`, body: { order: { payments_attributes: [{ payment_method_id: 1 }] } } },
      { method: "PUT", path: `/api/checkouts/${number}/next` },
      { method: "GET", path: `/api/v2/${number}/stripe/config/publishable_key` },
      { method: "POST", path: `/api/v2/${number}/stripe/payment_intents/pay`, body: { payment_method_id: "pm_card_visa" } },
      { method: "POST", path: `/api/v2/${number}/stripe/payment_intents/confirm`, body: { payment_intent_id: "pi_123" } },
      { method: "POST", path: `/api/v2/${number}/stripe/payment_intents/initiate_redirect_payment`, body: { payment_method_type: "p24" } },
      { method: "POST", path: "/api/check_payments", body: { order_number: number } },
      { method: "POST", path: "/api/payment_schedules", body: { order_id: number, installments_attributes: [{ amount: 100, due_date: "2030-01-01" }] } },
      { method: "GET", path: `/api/v2/transactionlink/workflow_token?order_number=${number}` },
      { method: "GET", path: `/api/v1/invoices/${number}` },
      { method: "POST", path: "/api/v2/bundles", body: { order_id: number, quantity: 30 } },
      { method: "PATCH", path: "/api/v2/bundles", body: { bundle_id: bundleId, quantity: 60, order_id: number } },
      { method: "POST", path: "/api/v2/bundles/destroy", body: { bundle_id: bundleId, order_id: number } },
      { method: "POST", path: "/api/v2/orders/consents", body: { order_id: number, consents: [{ type: "marketing", status: "granted" }] } },
      { method: "POST", path: "/api/v1/sustainability/add_tree_line_item", body: { order_number: number, quantity: 3 } },
      { method: "PUT", path: "/api/v1/sustainability/update_quantity_of_trees", body: { order_number: number, quantity: 0 } },
    ],
  },
  {
    resource: "orders, on the order managers' paths",
    async make(a) {
      const file = await uploadFile(api, a.token, await solidPng(40, 30), "proof.png", "approval");
      expect(file.status).toBe(201);
      return { number: await placedOrder(a), fileId: file.body.id };
    },
    calls: ({ number, fileId }) => [
      { method: "GET", path: `/api/manager/orders/${number}` },
      { method: "GET", path: `/api/manager/orders?q=${number}` },
      { method: "POST", path: `/api/manager/orders/${number}/client_approval_filesets`, body: { file_ids: [fileId] } },
      { method: "POST", path: `/api/manager/orders/${number}/bank_transfer` },
      { method: "GET", path: `/api/qa_comments?order_number=${number}` },
      { method: "POST", path: "/api/qa_comments", body: { order_number: number, body: "Looks fine to me" } },
      { method: "GET", path: `/api/qa_state_changes?order_number=${number}` },
      { method: "POST", path: "/api/qa_state_changes", body: { order_number: number, to_state: "in_production" } },
    ],
  },
  {
    resource: "a company's negotiated price lists, on the order managers' paths (ADR 0056)",
    async make() {
      const { company } = await companyWithAdmin(api, "Priced Co", `priced-${(counter += 1)}.example`);
      const list = await api.post(
        `/api/manager/companies/${company.id}/price_lists`,
        {
          name: "Frame agreement",
          valid_from: "2026-01-01",
          valid_to: null,
          entries: [{ product: "mailer-box-eco", size_code: null, discount_basis_points: 1000 }],
        },
        { token: manager.token },
      );
      expect(list.status).toBe(201);
      return { companyId: company.id, listId: list.body.price_list.id };
    },
    state: async ({ companyId }) => {
      const db = await database();
      const lists = await db
        .select()
        .from(priceLists)
        .where(eq(priceLists.companyId, Number(companyId)));
      const entries = await db
        .select()
        .from(priceListEntries)
        .where(
          inArray(
            priceListEntries.priceListId,
            lists.map((list) => list.id),
          ),
        );
      return { lists, entries };
    },
    calls: ({ companyId, listId }): Call[] => {
      const body = { name: "Taken over", valid_from: "2026-01-01", valid_to: null, entries: [] };
      return [
        { method: "GET", path: "/api/manager/companies" },
        { method: "GET", path: `/api/manager/companies/${companyId}/price_lists` },
        { method: "POST", path: `/api/manager/companies/${companyId}/price_lists`, body: { ...body, valid_from: "2030-01-01" } },
        { method: "GET", path: `/api/manager/price_lists/${listId}` },
        { method: "PATCH", path: `/api/manager/price_lists/${listId}`, body },
        { method: "DELETE", path: `/api/manager/price_lists/${listId}` },
      ];
    },
  },
  {
    resource: "an approval fileset's answer",
    async make(a) {
      const number = await placedOrder(a);
      const file = await uploadFile(api, manager.token, await solidPng(40, 30), "proof.png", "approval");
      const published = await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [file.body.id] }, { token: manager.token });
      expect(published.status).toBe(201);
      return { uuid: published.body.data.id };
    },
    // The uuid shows the files to whoever holds it, but only the buyer (signed in, or by the mail's code) answers (ADR 0032).
    calls: ({ uuid }) => [
      { method: "PUT", path: `/api/client_approval_filesets/${uuid}`, body: { data: { status: "approved", email: "intruder@example.com" } }, refusal: [403] },
    ],
  },
  {
    resource: "line items",
    async make(a) {
      const { number, line } = await cartWithLine(a.token);
      const db = await database();
      const [option] = await db.select().from(quantityOptions).where(eq(quantityOptions.lineItemId, line.id));
      expect(option, "the line has quantity options").toBeDefined();
      return { number, lineId: line.id, optionId: option!.id };
    },
    calls: ({ number, lineId, optionId }, intruder) => [
      { method: "PUT", path: `/api/orders/${number}/line_items/${lineId}`, body: { line_item: { quantity: 90 } } },
      { method: "DELETE", path: `/api/orders/${number}/line_items/${lineId}` },
      { method: "DELETE", path: `/api/v2/orders/${number}/line_items/${lineId}` },
      // A's line through the intruder's own cart.
      { method: "PUT", path: `/api/orders/${intruder.orderNumber}/line_items/${lineId}`, body: { line_item: { quantity: 90 } } },
      { method: "DELETE", path: `/api/orders/${intruder.orderNumber}/line_items/${lineId}` },
      { method: "DELETE", path: `/api/v2/orders/${intruder.orderNumber}/line_items/${lineId}` },
      { method: "POST", path: `/api/v2/line_items/${lineId}/remove_from_order` },
      { method: "POST", path: `/api/v2/quantity_options/${optionId}/toggle_visibility` },
      { method: "POST", path: `/api/v2/quantity_options/${optionId}/select_for_order` },
      { method: "POST", path: "/api/v2/expert_checks", body: { parent_id: lineId } },
      { method: "DELETE", path: "/api/v2/expert_checks", body: { parent_id: lineId } },
    ],
  },
  {
    resource: "addresses and the account",
    async make(a) {
      const address = await api.post(
        `/api/v2/users/${a.userId}/addresses`,
        {
          kind: "delivery",
          first_name: "Ada",
          last_name: "Box",
          street: "Kartonowa 1",
          city: "Warszawa",
          zip_code: "00-001",
          country_iso: "PL",
          phone: "+48 600 000 000",
        },
        { token: a.token },
      );
      expect(address.status).toBe(201);
      return { userId: a.userId, addressId: address.body.id ?? address.body.address.id };
    },
    calls: ({ userId, addressId }, intruder) => [
      { method: "GET", path: `/api/v2/users/${userId}/addresses` },
      {
        method: "POST",
        path: `/api/v2/users/${userId}/addresses`,
        body: { kind: "billing", first_name: "Eve", last_name: "Intruder", street: "Obca 2", city: "Kraków", zip_code: "30-001", country_iso: "PL" },
      },
      { method: "PATCH", path: `/api/v2/users/${userId}/addresses/${addressId}`, body: { city: "Kraków" } },
      { method: "DELETE", path: `/api/v2/users/${userId}/addresses/${addressId}` },
      // A's address under the intruder's own account.
      { method: "PATCH", path: `/api/v2/users/${intruder.userId}/addresses/${addressId}`, body: { city: "Kraków" } },
      { method: "DELETE", path: `/api/v2/users/${intruder.userId}/addresses/${addressId}` },
      {
        method: "POST",
        path: `/api/v2/users/${userId}/contact_information`,
        body: { customer_type: "b2b", first_name: "Eve", last_name: "Intruder", phone: "+48 600 000 001" },
      },
      { method: "PUT", path: `/api/users/${userId}`, body: { first_name: "Eve" } },
      { method: "GET", path: `/api/v1/sustainability/users_planted_trees/${userId}` },
    ],
  },
  {
    resource: "box designs and their share links",
    async make(a) {
      const file = await uploadFile(api, a.token, await solidPng(40, 30), "logo.png", "design");
      const design = await api.post("/api/box_designs", { box_design: { sku: MAILER, quantity: 60, name: "Owner's mailer" } }, { token: a.token });
      const unshared = await api.post("/api/box_designs", { box_design: { sku: MAILER, name: "Not shared" } }, { token: a.token });
      const saved = await api.put(
        `/api/box_designs/${design.body.id}`,
        { box_design: { document: mailerDocument([file.body.id]), thumbnail_file_id: file.body.id } },
        { token: a.token },
      );
      const shared = await api.post(`/api/box_designs/${design.body.id}/share`, {}, { token: a.token });
      expect([file.status, design.status, unshared.status, saved.status, shared.status]).toEqual([201, 201, 201, 200, 200]);
      const shareToken = new URL(shared.body.url ?? shared.body.share_url, "http://localhost").searchParams.get("share_token") ?? shared.body.share_token;
      expect(shareToken).toBeTruthy();
      return { designId: design.body.id, unsharedId: unshared.body.id, fileId: file.body.id, shareToken };
    },
    calls: ({ designId, unsharedId, fileId, shareToken }, intruder) => [
      { method: "GET", path: `/api/box_designs/${designId}` },
      { method: "PUT", path: `/api/box_designs/${designId}`, body: { box_design: { name: "Taken over" } } },
      { method: "DELETE", path: `/api/box_designs/${designId}` },
      { method: "POST", path: `/api/box_designs/${designId}/duplicate` },
      { method: "POST", path: `/api/box_designs/${designId}/convert_from_v1`, body: { document: {} } },
      { method: "POST", path: `/api/box_designs/${designId}/share`, body: {} },
      { method: "GET", path: `/api/box_designs/${designId}/assets/${fileId}/original` },
      { method: "GET", path: `/api/box_designs/${designId}/production_files` },
      { method: "GET", path: `/api/box_designs/${designId}/thumbnail` },
      // A wrong share token opens nothing, and a design's token opens no other design.
      { method: "GET", path: `/api/box_designs/${designId}?share_token=not-the-token`, link: true },
      { method: "GET", path: `/api/box_designs/${unsharedId}?share_token=${shareToken}`, link: true },
      { method: "GET", path: `/api/box_designs/${unsharedId}/thumbnail?share_token=${shareToken}`, link: true },
      { method: "GET", path: `/api/box_designs/${unsharedId}/assets/${fileId}/original?share_token=${shareToken}`, link: true },
      // Moving A's design to the intruder's account, the intruder's token standing in for A's.
      { method: "POST", path: "/api/v3/users/me/designs", body: { id: designId }, transferHeaders: true },
      // A's upload through the intruder's own design.
      { method: "GET", path: `/api/box_designs/${intruder.designId}/assets/${fileId}/original` },
    ],
  },
  {
    resource: "files (uploads)",
    async make(a) {
      const file = await uploadFile(api, a.token, await pagePdf(100, 100), "artwork.pdf", "quote");
      expect(file.status).toBe(201);
      const variants = Object.keys(file.body.variants);
      expect(variants.length).toBeGreaterThan(0);
      return { fileId: file.body.id, variant: variants[0]!, otherVariant: variants.at(-1)! };
    },
    calls: ({ fileId, variant, otherVariant }, intruder) => [
      { method: "GET", path: `/api/files/${fileId}` },
      { method: "GET", path: `/api/files/${fileId}/${variant}` },
      { method: "GET", path: `/api/files/${fileId}/${otherVariant}` },
      { method: "DELETE", path: `/api/files/${fileId}` },
      // A's upload attached to the intruder's own things: refused as input that names no file of theirs.
      { method: "PUT", path: `/api/box_designs/${intruder.designId}`, body: { box_design: { thumbnail_file_id: fileId } }, refusal: [400, 404, 422] },
      {
        method: "POST",
        path: "/api/v2/quote_requests",
        body: {
          mode: 0,
          email: "intruder@example.com",
          name: "Eve",
          product_slug: "mailer-box-eco",
          quantity: 500,
          idempotency_key: `steal-request-${(counter += 1)}`,
          file_ids: [fileId],
        },
        refusal: [400, 404, 422],
      },
    ],
  },
  {
    resource: "quote requests and instant quotes",
    async make(a) {
      const file = await uploadFile(api, a.token, await pagePdf(100, 100), "brief.pdf", "quote");
      const request = await api.post(
        "/api/v2/quote_requests",
        {
          mode: 0,
          email: a.email,
          name: "Ada Box",
          product_slug: "mailer-box-eco",
          quantity: 500,
          dimensions: "200 x 150 x 70 mm",
          idempotency_key: `own-request-${(counter += 1)}`,
          file_ids: [file.body.id],
        },
        { token: a.token },
      );
      const instant = await api.post("/api/v2/instant_quotes", { line_items: [{ sku: ECO, quantity: 500 }] }, { token: a.token });
      expect([file.status, request.status, instant.status]).toEqual([201, 201, 201]);
      const quote = request.body.quote_request;
      return { number: quote.number, id: quote.id, fileId: file.body.id, instantId: instant.body.id ?? instant.body.instant_quote.id };
    },
    calls: ({ number, id, fileId, instantId }) => [
      { method: "GET", path: `/api/quote_requests/${number}` },
      { method: "GET", path: `/api/quote_requests/${id}` },
      { method: "GET", path: `/api/quote_requests/${number}/files/${fileId}` },
      { method: "PATCH", path: `/api/quote_requests/${number}`, body: { state: "closed" } },
      { method: "GET", path: "/api/quote_requests?state=new" },
      { method: "GET", path: `/api/v2/instant_quotes/${instantId}` },
      { method: "POST", path: `/api/v2/instant_quotes/${instantId}/offers`, body: { email: "intruder@example.com" } },
    ],
  },
  {
    resource: "offers: the manager's paths, a draft's link, an accepted offer's link",
    async make(a) {
      const draft = await draftOffer(a);
      const sent = await draftOffer(a);
      expect((await api.post(`/api/manager/offers/${sent.id}/send`, undefined, { token: manager.token })).status).toBe(200);
      const accepted = await draftOffer(a);
      expect((await api.post(`/api/manager/offers/${accepted.id}/send`, undefined, { token: manager.token })).status).toBe(200);
      expect((await api.post(`/api/offers/${accepted.token}/accept`, { line_item_ids: [accepted.line_items[0].id] }, { token: a.token })).status).toBeLessThan(
        300,
      );
      return {
        offerId: draft.id,
        token: draft.token,
        lineId: draft.line_items[0].id,
        acceptedOfferId: accepted.id,
        acceptedToken: accepted.token,
        acceptedLineId: accepted.line_items[0].id,
        sentOfferId: sent.id,
        sentToken: sent.token,
        sentLineId: sent.line_items[0].id,
      };
    },
    state: offerState,
    calls: ({ offerId, token, lineId, acceptedToken, acceptedLineId, sentToken, sentLineId }) => [
      { method: "GET", path: `/api/manager/offers/${offerId}` },
      { method: "PATCH", path: `/api/manager/offers/${offerId}`, body: { message: "Changed by someone else" } },
      { method: "POST", path: `/api/manager/offers/${offerId}/send` },
      { method: "POST", path: `/api/manager/offers/${offerId}/withdraw` },
      { method: "GET", path: "/api/offers?state=draft" },
      {
        method: "POST",
        path: "/api/offers",
        body: { email: "intruder@example.com", region: "eu", valid_until: inDays(7), line_items: [{ sku: ECO, quantity: 10, unit_price: 1 }] },
      },
      { method: "POST", path: "/api/v2/offer_line_items", body: { offer_id: offerId, sku: ECO, quantity: 10, unit_price: 1 } },
      { method: "PATCH", path: `/api/v2/offer_line_items/${lineId}`, body: { unit_price: 1 } },
      { method: "DELETE", path: `/api/v2/offer_line_items/${lineId}` },
      // A draft is not out yet: its link shows and accepts nothing.
      { method: "GET", path: `/api/offers/${token}`, link: true },
      { method: "POST", path: `/api/offers/${token}/accept`, body: { line_item_ids: [lineId] } },
      // An accepted offer is taken: nobody else accepts it again (409, the offer's own state).
      { method: "POST", path: `/api/offers/${acceptedToken}/accept`, body: { line_item_ids: [acceptedLineId] }, refusal: [409] },
      // A sent offer's link shows it, but only its buyer accepts it (ADR 0032).
      { method: "POST", path: `/api/offers/${sentToken}/accept`, body: { line_item_ids: [sentLineId] }, refusal: [403] },
    ],
  },
  {
    resource: "wallet",
    callersOwn: true,
    async make(a) {
      const wallet = await api.put("/api/v1/wallet", { currency: "EUR", use_for_orders: false }, { token: a.token });
      expect(wallet.status).toBe(200);
      return {};
    },
    // The wallet is the caller's own: no id names it, so another user's token reaches
    // only their own wallet (see "wallet, with another user's token" below).
    calls: () => [
      { method: "GET", path: "/api/v1/wallet?currency=EUR" },
      { method: "PUT", path: "/api/v1/wallet", body: { currency: "EUR", use_for_orders: true } },
    ],
  },
  {
    resource: "approval filesets",
    async make(a) {
      const number = await placedOrder(a);
      const proof = await uploadFile(api, manager.token, await solidPng(40, 30), "proof.png", "approval");
      const published = await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [proof.body.id] }, { token: manager.token });
      expect(published.status).toBe(201);
      const foreign = await uploadFile(api, a.token, await solidPng(40, 30), "mine.png", "design");
      return { number, uuid: published.body.data.id, proofId: proof.body.id, foreignFileId: foreign.body.id };
    },
    calls: ({ number, uuid, proofId, foreignFileId }) => [
      // Publishing is for order managers.
      { method: "POST", path: `/api/manager/orders/${number}/client_approval_filesets`, body: { file_ids: [proofId] } },
      // The uuid is the buyer's link; a guessed one opens nothing, and the link opens only its own files.
      { method: "GET", path: "/api/client_approval_filesets/00000000-0000-4000-8000-000000000000", link: true },
      {
        method: "PUT",
        path: "/api/client_approval_filesets/00000000-0000-4000-8000-000000000000",
        body: { data: { status: "approved", email: "intruder@example.com" } },
        link: true,
      },
      { method: "GET", path: `/api/client_approval_filesets/${uuid}/files/${foreignFileId}/original`, link: true },
    ],
  },
];

/** Paths only order managers may use. */
const MANAGERS_ONLY = /^\/api\/(manager\/|qa_|offers\?|quote_requests\?)/;

/** The usual refusal: 401 without a token, 404 (or 403 on a manager's path) with another user's. */
function refused(call: Call, status: number, withToken: boolean): boolean {
  if (call.refusal?.includes(status)) return true;
  if (call.link) return status === 404;
  return withToken ? status === 403 || status === 404 : status === 401;
}

/** DELETE with a JSON body (expert checks take one), which the test client does not send. */
async function deleteWithBody(path: string, body: unknown, token: string | undefined) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers["X-Api-Token"] = token;
  const response = await api.raw(path, { method: "DELETE", headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function send(call: Call, token: string | undefined) {
  if (call.transferHeaders) return api.post(call.path, call.body, { headers: token ? { "design-token": token, "access-token": token } : {} });
  switch (call.method) {
    case "GET":
      return api.get(call.path, { token });
    case "DELETE":
      return call.body === undefined ? api.delete(call.path, { token }) : deleteWithBody(call.path, call.body, token);
    case "POST":
      return api.post(call.path, call.body, { token });
    case "PUT":
      return api.put(call.path, call.body, { token });
    case "PATCH":
      return api.patch(call.path, call.body, { token });
  }
}

let intruderAccount: Owner;
let intruder: Intruder;

beforeAll(async () => {
  manager = await orderManager(api);
  intruderAccount = await owner("intruder");
  const own = await cartWithLine(intruderAccount.token);
  const design = await api.post("/api/box_designs", { box_design: { sku: MAILER } }, { token: intruderAccount.token });
  intruder = { userId: intruderAccount.userId, orderNumber: own.number, designId: design.body.id };
});

describe("another user's token and no token are refused, and nothing changes", () => {
  it.each(ROWS.map((row) => [row.resource, row] as const))("%s", async (_name, row) => {
    const a = await owner();
    const made = await row.make(a);
    const snapshot = async () => JSON.stringify({ owned: await userData(a.userId), extra: (await row.state?.(made)) ?? null });
    const before = await snapshot();
    const wrong: string[] = [];
    for (const call of row.calls(made, intruder)) {
      const callers = [
        ["B's token", intruderAccount.token],
        ["no token", undefined],
      ] as const;
      for (const [who, token] of row.callersOwn ? callers.slice(1) : callers) {
        const answer = await send(call, token);
        const envelope = ErrorEnvelopeSchema.safeParse(answer.body);
        // A refusal by a path the API does not have would prove nothing.
        const routed = envelope.success && !envelope.data.error.message.startsWith("No API path");
        if (!refused(call, answer.status, token !== undefined) || !routed)
          wrong.push(`${call.method} ${call.path} with ${who}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);

    // The owner's own reads of the same resource are answered: the refusals above were about who asked.
    const ownReads = row
      .calls(made, intruder)
      .filter((call) => call.method === "GET" && !call.link && !MANAGERS_ONLY.test(call.path) && !call.path.includes(`/${intruder.designId}/`));
    const denied: string[] = [];
    for (const call of ownReads) {
      const { status } = await send(call, a.token);
      if ([401, 403, 404].includes(status)) denied.push(`${call.path}: ${status}`);
    }
    expect(denied).toEqual([]);
  });

  it("wallet, with another user's token: answers the caller's own wallet and leaves the owner's alone", async () => {
    const a = await owner();
    await api.put("/api/v1/wallet", { currency: "EUR", use_for_orders: false }, { token: a.token });
    const before = await userData(a.userId);
    const read = await api.get("/api/v1/wallet?currency=EUR", { token: intruderAccount.token });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(String(a.userId));
    expect((await api.put("/api/v1/wallet", { currency: "EUR", use_for_orders: true }, { token: intruderAccount.token })).status).toBe(200);
    expect(await userData(a.userId)).toBe(before);
  });
});

describe("another company's member, a stranger and no token find nothing of a company (ADR 0055)", () => {
  it("orders, quote requests, offers and purchase approvals answer 404 (401 without a token where one is needed), and nothing changes", async () => {
    const { admin, company } = await companyWithAdmin(api, "Owning Co", "owning-co.example");
    await member(api, admin, "approver");
    const buyer = await member(api, admin, "buyer", 1000);
    const { number } = await orderReadyToPay(api, buyer.token);
    const approval = (await api.post("/api/companies/mine/purchase_approvals", { order_number: number }, { token: buyer.token })).body.purchase_approval;
    const request = await api.post(
      "/api/v2/quote_requests",
      { mode: 0, email: buyer.email, name: "Bo Buyer", product_slug: "mailer-box-eco", quantity: 500, idempotency_key: `company-${Date.now()}` },
      { token: buyer.token },
    );
    expect(request.status).toBe(201);
    const offer = await api.post(
      "/api/offers",
      {
        email: buyer.email,
        region: "eu",
        valid_until: inDays(14),
        quote_request_id: request.body.quote_request.id,
        line_items: [{ sku: ECO, quantity: 500, unit_price: 123 }],
      },
      { token: manager.token },
    );
    expect(offer.status).toBe(201);
    expect((await api.post(`/api/manager/offers/${offer.body.offer.id}/send`, undefined, { token: manager.token })).status).toBe(200);
    const invitation = (await api.post("/api/companies/mine/invitations", { email: `pending${Date.now()}@example.com`, role: "buyer" }, { token: admin.token }))
      .body.invitation;
    const members = (await api.get("/api/companies/mine/members", { token: admin.token })).body.members as { id: number }[];

    // The other company's people sit on the same mail domain: a domain makes no colleague across companies.
    const { admin: rivalAdmin } = await companyWithAdmin(api, "Rival Co", "owning-co.example");
    const rivalApprover = await member(api, rivalAdmin, "approver");

    const calls: Call[] = [
      { method: "GET", path: `/api/companies/mine/orders/${number}` },
      { method: "GET", path: `/api/orders/${number}` },
      { method: "PUT", path: `/api/checkouts/${number}?state=payment` },
      { method: "POST", path: "/api/companies/mine/purchase_approvals", body: { order_number: number } },
      { method: "GET", path: `/api/purchase_approvals/${approval.id}`, link: true },
      { method: "POST", path: `/api/purchase_approvals/${approval.id}/decision`, body: { decision: "approve" }, link: true },
      { method: "POST", path: `/api/purchase_approvals/${approval.id}/decision`, body: { decision: "reject", reason: "Not ours" }, link: true },
      { method: "GET", path: `/api/quote_requests/${request.body.quote_request.number}` },
      { method: "GET", path: `/api/offers/${offer.body.offer.token}`, link: true },
      { method: "POST", path: `/api/offers/${offer.body.offer.token}/accept`, body: { line_item_ids: [offer.body.offer.line_items[0].id] }, link: true },
      ...members.flatMap((row): Call[] => [
        { method: "PATCH", path: `/api/companies/mine/members/${row.id}`, body: { role: "admin", spending_limit: null } },
        { method: "DELETE", path: `/api/companies/mine/members/${row.id}` },
      ]),
      { method: "DELETE", path: `/api/companies/mine/invitations/${invitation.id}` },
    ];
    const db = await database();
    const snapshot = async () =>
      JSON.stringify({
        order: await db.select().from(orders).where(eq(orders.number, number)),
        approvals: await db.select().from(purchaseApprovals).where(eq(purchaseApprovals.companyId, company.id)),
        members: await db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id)).orderBy(companyMembers.id),
        invitations: await db.select().from(companyInvitations).where(eq(companyInvitations.companyId, company.id)).orderBy(companyInvitations.id),
        requests: await db.select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id)),
        offers: await db.select().from(offers).where(eq(offers.companyId, company.id)),
      });
    const before = await snapshot();
    const callers = [
      ["the rival's admin", rivalAdmin.token],
      ["the rival's approver", rivalApprover.token],
      ["a stranger", intruderAccount.token],
      ["no token", undefined],
    ] as const;
    const wrong: string[] = [];
    for (const call of calls) {
      for (const [who, token] of callers) {
        // An offer's link shows the offer to a stranger by design (ADR 0012); only another company's member is kept out.
        if (call.path.startsWith("/api/offers/") && call.method === "GET" && !who.startsWith("the rival")) continue;
        if (call.path.endsWith("/accept") && !who.startsWith("the rival")) continue;
        const answer = await send(call, token);
        const expected = token === undefined && !call.link ? 401 : 404;
        if (answer.status !== expected || !ErrorEnvelopeSchema.safeParse(answer.body).success)
          wrong.push(`${call.method} ${call.path} by ${who}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

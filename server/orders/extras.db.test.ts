import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { consents, mailOutbox, orders } from "@/server/db/schema";
import { CONSENT_CONFIRMATION_LIMITS } from "@/server/users/consent-requests";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { latestMail } from "@/test/outbox";

const api = apiClient();
const MAILER = "mailer-box-full-color-200x150x70";

async function cartWithMailer(region = "eu") {
  const { body } = await api.get("/api/users/create_anonymous", { region });
  const token = body.token as string;
  const created = await api.post("/api/v2/orders", {}, { token, region });
  const number = created.body.number as string;
  const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30 }, { token, region });
  return { token, number, userId: body.user.id as number, line: added.body.line_items[0] as { id: number; total: number } };
}

describe("expert checks", () => {
  it("are not offered for a product made without a design: a plain box or a sample pack (400, nothing written)", async () => {
    const { body } = await api.get("/api/users/create_anonymous", { region: "eu" });
    const me = { token: body.token as string, region: "eu" };
    const { number } = (await api.post("/api/v2/orders", {}, me)).body;
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: "mailer-box-plain-200x150x70", quantity: 30 }, me);
    const pack = await api.post("/api/custom_sample_pack", { sku: "sample-packs-300x220x100", samples: ["product-box"], version: 1 }, me);
    const lines = pack.body.order.line_items as { id: number; sku: string }[];
    for (const line of lines) {
      const refused = await api.post("/api/v2/expert_checks", { parent_id: line.id }, me);
      expect(refused.status, line.sku).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "expert_check_not_offered", details: { field: "parent_id" } });
    }
    const after = (await api.get(`/api/orders/${number}`, me)).body;
    expect(after.line_items.map((line: { kind: string }) => line.kind)).toEqual(["product", "product"]);
    expect(after.item_total).toBe(pack.body.order.item_total);
  });

  it("are added once per product line at a fixed fee and go with it", async () => {
    const { token, number, line } = await cartWithMailer();
    const checked = await api.post("/api/v2/expert_checks", { parent_id: line.id }, { token });
    await api.post("/api/v2/expert_checks", { parent_id: line.id }, { token });
    const again = await api.get(`/api/orders/${number}`, { token });
    const check = again.body.line_items.filter((item: { kind: string }) => item.kind === "expert_check");
    expect(check).toHaveLength(1);
    expect(check[0]).toMatchObject({ parent_id: line.id, total: 1900 });
    expect(checked.body.item_total).toBe(line.total + 1900);

    const removed = await api.delete("/api/v2/expert_checks", { token, body: { parent_id: line.id } });
    expect(removed.body.line_items).toHaveLength(1);
    await api.post("/api/v2/expert_checks", { parent_id: line.id }, { token });
    const withoutProduct = await api.delete(`/api/orders/${number}/line_items/${line.id}`, { token });
    expect(withoutProduct.body.line_items).toEqual([]);

    const stranger = await cartWithMailer();
    expect((await api.post("/api/v2/expert_checks", { parent_id: stranger.line.id }, { token })).status).toBe(404);
  });
});

describe("trees", () => {
  it("are planted per order, counted once the order completes, and only for their owner", async () => {
    const { token, number, userId } = await cartWithMailer();
    const before = (await api.get("/api/v1/sustainability/total_planted_trees")).body.total as number;
    const planted = await api.post("/api/v1/sustainability/add_tree_line_item", { order_number: number, quantity: 5 }, { token });
    const trees = planted.body.line_items.find((item: { kind: string }) => item.kind === "trees");
    expect(trees).toMatchObject({ quantity: 5, price: 100, total: 500 });
    const more = await api.put("/api/v1/sustainability/update_quantity_of_trees", { order_number: number, quantity: 12 }, { token });
    expect(more.body.line_items.find((item: { kind: string }) => item.kind === "trees").total).toBe(1200);
    expect((await api.put("/api/v1/sustainability/update_quantity_of_trees", { order_number: number, quantity: -1 }, { token })).status).toBe(400);

    expect((await api.get(`/api/v1/sustainability/users_planted_trees/${userId}`, { token })).body).toEqual({ user_id: userId, total: 0 });
    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, number));
    expect((await api.get(`/api/v1/sustainability/users_planted_trees/${userId}`, { token })).body.total).toBe(12);
    expect((await api.get("/api/v1/sustainability/total_planted_trees")).body.total).toBe(before + 12);

    const stranger = await cartWithMailer();
    expect((await api.get(`/api/v1/sustainability/users_planted_trees/${userId}`, { token: stranger.token })).status).toBe(404);
  });

  it("are removed with a quantity of 0", async () => {
    const { token, number } = await cartWithMailer();
    await api.post("/api/v1/sustainability/add_tree_line_item", { order_number: number, quantity: 3 }, { token });
    const removed = await api.put("/api/v1/sustainability/update_quantity_of_trees", { order_number: number, quantity: 0 }, { token });
    expect(removed.body.line_items.map((item: { kind: string }) => item.kind)).toEqual(["product"]);
  });
});

describe("bundles", () => {
  it("change every product's quantity together, refuse a quantity below the ladder, and go with their lines", async () => {
    const { token, number } = await cartWithMailer();
    const bundle = await api.post("/api/v2/bundles", { order_id: number, quantity: 30 }, { token });
    const bundleId = bundle.body.bundle_id;
    await api.post(
      `/api/v2/orders/${number}/line_items/bulk_create`,
      {
        bundle_id: bundleId,
        line_items_params: [
          { sku: MAILER, quantity: 30 },
          { sku: "mailer-box-eco-150x100x50", quantity: 30 },
        ],
      },
      { token },
    );
    const bigger = await api.patch("/api/v2/bundles", { bundle_id: bundleId, quantity: 120, order_id: bundle.body.order_id }, { token });
    const inBundle = bigger.body.line_items.filter((item: { bundle_id: number | null }) => item.bundle_id === bundleId);
    expect(inBundle.map((item: { quantity: number }) => item.quantity)).toEqual([120, 120]);

    const tooSmall = await api.patch("/api/v2/bundles", { bundle_id: bundleId, quantity: 5, order_id: number }, { token });
    expect(tooSmall.status).toBe(400);
    expect((await api.get(`/api/orders/${number}`, { token })).body).toEqual(bigger.body);

    const destroyed = await api.post("/api/v2/bundles/destroy", { bundle_id: bundleId, order_id: number }, { token });
    expect(destroyed.body.line_items).toHaveLength(1);
    expect((await api.post("/api/v2/bundles/destroy", { bundle_id: bundleId, order_id: number }, { token })).body.error.code).toBe("invalid_bundle");
  });
});

describe("orders named by order_id", () => {
  it("find nothing, and say so with a 404, for digits beyond any id", async () => {
    const { token } = await cartWithMailer();
    const answer = await api.post("/api/v2/bundles", { order_id: "99999999999999999999", quantity: 30 }, { token });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("not_found");
  });
});

describe("order consents", () => {
  const terms = { type: "terms_and_conditions_and_privacy_policy", status: "granted" };
  const recorded = async (email: string) =>
    (await (await database()).select().from(consents).where(eq(consents.email, email))).map((row) => [row.type, row.status]).sort();

  it("are recorded at once for the order's address when it is the signed-in buyer's own confirmed one, and need the order to have one", async () => {
    const email = `own-order${Date.now()}@example.com`;
    const buyer = await signUp(api, { email, password: "Corrugated-Board-42" });
    const token = buyer.body.token as string;
    const number = (await api.post("/api/v2/orders", {}, { token })).body.number as string;
    const guest = await cartWithMailer();
    expect((await api.post("/api/v2/orders/consents", { order_id: guest.number, consents: [terms] }, { token: guest.token })).body.error.code).toBe(
      "email_required",
    );
    await api.put(`/api/orders/${number}`, { order: { email } }, { token });
    const saved = await api.post("/api/v2/orders/consents", { order_id: number, consents: [terms, { type: "newsletter", status: "granted" }] }, { token });
    expect(saved.body).toMatchObject({ email, pending: false });
    expect(saved.headers.get("cache-control")).toBe("no-store");
    expect(await recorded(email)).toEqual([
      ["newsletter", "granted"],
      ["terms_and_conditions_and_privacy_policy", "granted"],
    ]);
    expect((await api.post("/api/v2/orders/consents", { order_id: number, consents: [{ type: "spam", status: "granted" }] }, { token })).status).toBe(400);
  });

  it("for any other address (a guest's typed one) never tell or change what that address agreed to: marketing grants wait for its confirmation mail", async () => {
    // Someone who subscribed to the newsletter themselves.
    const victim = `subscriber${Date.now()}@example.com`;
    const own = await signUp(api, { email: victim, password: "Corrugated-Board-42" });
    await api.post("/api/v1/emails/save_with_consents", { email: victim, consents: [{ type: "newsletter", status: "granted" }] }, { token: own.body.token });
    const before = await recorded(victim);
    expect(before).toEqual([["newsletter", "granted"]]);

    // A stranger's cart with the subscriber's address typed in: withdrawing, granting, accepting terms for them.
    const { token, number } = await cartWithMailer();
    await api.put(`/api/orders/${number}`, { order: { email: victim } }, { token });
    const withdrawn = await api.post("/api/v2/orders/consents", { order_id: number, consents: [terms, { type: "newsletter", status: "declined" }] }, { token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ email: victim, consents: [], pending: false });
    const granted = await api.post("/api/v2/orders/consents", { order_id: number, consents: [{ type: "marketing", status: "granted" }] }, { token });
    expect(granted.body).toEqual({ email: victim, consents: [], pending: true });
    expect(await recorded(victim)).toEqual(before);

    // The address itself decides: the confirmation mail's link records the grant.
    const mail = await latestMail(victim);
    expect(mail?.kind).toBe("consent_confirmation");
    const link = new URL(mail!.link).searchParams.get("token");
    expect((await api.post("/api/v1/emails/confirm_consents", { token: link })).status).toBe(200);
    expect(await recorded(victim)).toEqual([
      ["marketing", "granted"],
      ["newsletter", "granted"],
    ]);
  });

  it("do not hold up a guest's checkout when the address has had its confirmation mails for the hour", async () => {
    const email = `busy${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < CONSENT_CONFIRMATION_LIMITS.recipient + 2; i += 1) {
      const { token, number } = await cartWithMailer();
      await api.put(`/api/orders/${number}`, { order: { email } }, { token });
      answers.push(await api.post("/api/v2/orders/consents", { order_id: number, consents: [terms, { type: "newsletter", status: "granted" }] }, { token }));
    }
    expect(answers.map((answer) => [answer.status, answer.body.pending])).toEqual(answers.map(() => [200, true]));
    const mails = await (await database()).select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mails).toHaveLength(CONSENT_CONFIRMATION_LIMITS.recipient);
  });
});

describe("quantity options", () => {
  it("offer the next quantity steps at ladder prices, hide on request and set the line's quantity", async () => {
    const { token, number, line } = await cartWithMailer();
    const order = (await api.get(`/api/orders/${number}`, { token })).body;
    const options = order.line_items[0].quantity_options as { id: number; quantity: number; price: number; total: number; visible: boolean }[];
    expect(options.map((option) => option.quantity)).toEqual([60, 90, 120]);
    // A larger run never costs more per box.
    expect(options.every((option) => option.price <= line.total / 30 && option.visible)).toBe(true);

    const hidden = await api.post(`/api/v2/quantity_options/${options[0]!.id}/toggle_visibility`, undefined, { token });
    expect(hidden.body.line_items[0].quantity_options[0]).toMatchObject({ quantity: 60, visible: false });

    const stranger = await cartWithMailer();
    expect((await api.post(`/api/v2/quantity_options/${options[2]!.id}/select_for_order`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await api.post(`/api/v2/quantity_options/${options[2]!.id}/select_for_order`)).status).toBe(401);

    const selected = await api.post(`/api/v2/quantity_options/${options[2]!.id}/select_for_order`, undefined, { token });
    expect(selected.status).toBe(200);
    expect(selected.body.line_items[0]).toMatchObject({ quantity: 120, price: options[2]!.price, total: options[2]!.total });
    expect(selected.body.line_items[0].quantity_options.map((option: { quantity: number }) => option.quantity)).toEqual([240, 500, 750]);
    expect((await api.post(`/api/v2/quantity_options/${options[2]!.id}/select_for_order`, undefined, { token })).status).toBe(404);
  });
});

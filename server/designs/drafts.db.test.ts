import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { orders } from "@/server/db/schema";
import { api, MAILER, mailerDocument, SMALL_MAILER, visitor } from "./testing";

/** What the editor sends when a product page opens it: the sku, asking for the draft the shopper left. */
const opening = (sku: string) => ({ box_design: { sku, quantity: 30, resume_draft: true } });

async function designIds(token: string): Promise<number[]> {
  return ((await api.get("/api/box_designs/mine", { token })).body.box_designs as { id: number }[]).map((design) => design.id);
}

describe("one draft per product line", () => {
  it("opening the editor for a product again returns to the draft left for it, not another blank copy", async () => {
    const me = await visitor();
    const first = await api.post("/api/box_designs", opening(MAILER), { token: me.token });
    expect(first.status).toBe(201);
    expect(first.body.resumed).toBeUndefined();
    const edited = await api.put(`/api/box_designs/${first.body.id}`, { box_design: { document: mailerDocument([], "#ffaa00") } }, { token: me.token });
    expect(edited.status).toBe(200);

    const again = await api.post("/api/box_designs", opening(MAILER), { token: me.token });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, resumed: true, sku: MAILER });
    expect(again.body.document.sides.front.background).toBe("#ffaa00");
    expect(await designIds(me.token)).toEqual([first.body.id]);

    // Another size is another line: its own draft.
    const other = await api.post("/api/box_designs", opening(SMALL_MAILER), { token: me.token });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it("returns to the most recently changed draft, never to another shopper's", async () => {
    const me = await visitor();
    const older = await api.post("/api/box_designs", { box_design: { sku: MAILER } }, { token: me.token });
    const newer = await api.post("/api/box_designs", { box_design: { sku: MAILER } }, { token: me.token });
    await api.put(`/api/box_designs/${older.body.id}`, { box_design: { name: "Touched last" } }, { token: me.token });
    expect((await api.post("/api/box_designs", opening(MAILER), { token: me.token })).body.id).toBe(older.body.id);
    expect(newer.body.id).not.toBe(older.body.id);

    const someoneElse = await visitor();
    const theirs = await api.post("/api/box_designs", opening(MAILER), { token: someoneElse.token });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(older.body.id);
  });

  it("starts a new design when the draft went into the cart as ready or onto a placed order, or when asked without resume_draft", async () => {
    const me = await visitor();
    const ready = await api.post("/api/box_designs", opening(MAILER), { token: me.token });
    await api.put(`/api/box_designs/${ready.body.id}`, { box_design: { design_status: "ready" } }, { token: me.token });
    const afterReady = await api.post("/api/box_designs", opening(MAILER), { token: me.token });
    expect(afterReady.status).toBe(201);

    const cart = (await api.post("/api/v2/orders", {}, { token: me.token })).body.number as string;
    await api.post(`/api/v2/orders/${cart}/line_item`, { sku: MAILER, quantity: 30, box_design_id: afterReady.body.id }, { token: me.token });
    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, cart));
    const afterOrder = await api.post("/api/box_designs", opening(MAILER), { token: me.token });
    expect(afterOrder.status).toBe(201);
    expect([ready.body.id, afterReady.body.id]).not.toContain(afterOrder.body.id);

    const fresh = await api.post("/api/box_designs", { box_design: { sku: MAILER } }, { token: me.token });
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(afterOrder.body.id);
  });

  it("refuses a product without a design as before, and a resumed draft is never half-made from a given document", async () => {
    const me = await visitor();
    const plain = await api.post("/api/box_designs", opening("mailer-box-plain-200x150x70"), { token: me.token });
    expect(plain.status).toBe(422);
    expect(plain.body.error.code).toBe("not_designable");

    const draft = await api.post("/api/box_designs", opening(MAILER), { token: me.token });
    const withDocument = await api.post("/api/box_designs", { box_design: { ...opening(MAILER).box_design, document: mailerDocument() } }, { token: me.token });
    expect(withDocument.status).toBe(201);
    expect(withDocument.body.id).not.toBe(draft.body.id);
  });
});

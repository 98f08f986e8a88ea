import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { lineItems } from "@/server/db/schema";
import { api, createDesign, MAILER, SMALL_MAILER, upload, visitor } from "./testing";

async function cart(token: string) {
  return (await api.post("/api/v2/orders", {}, { token })).body.number as string;
}

async function storedLines(number: string, token: string) {
  const order = await api.get(`/api/orders/${number}`, { token });
  const db = await database();
  return db.select().from(lineItems).where(eq(lineItems.orderId, order.body.id));
}

describe("designs on line items", () => {
  it("show the design's real status and its thumbnail in the cart", async () => {
    const me = await visitor();
    const design = await createDesign(me.token);
    const number = await cart(me.token);
    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30, box_design_id: design.id }, { token: me.token });
    expect(added.status).toBe(200);
    const draft = added.body.line_items[0];
    expect(draft).toMatchObject({ box_design_id: design.id, box_design: { id: design.id, design_status: "draft" }, skipped_design: true });
    // No thumbnail yet: the product's rendered picture, in the line's material, stands in.
    expect(draft.thumbnail).toMatch(/^\/build\/shared-images\/products\/mailer-box-full-color\/cardboard-[a-z-]+-closed-320\.webp$/);
    expect(existsSync(join(process.cwd(), "public", draft.thumbnail))).toBe(true);

    const thumbnail = await upload(me.token);
    const ready = await api.put(`/api/box_designs/${design.id}`, { box_design: { design_status: "ready", thumbnail_file_id: thumbnail } }, { token: me.token });
    const line = (await api.get(`/api/orders/${number}`, { token: me.token })).body.line_items[0];
    expect(line).toMatchObject({ box_design: { id: design.id, design_status: "ready" }, skipped_design: false, thumbnail: ready.body.thumbnail_url });
    // The cart's <img> loads it with the token cookie the browser keeps.
    const image = await api.raw(line.thumbnail, { headers: { Cookie: `api-token=${me.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    // The other paths that show the order agree.
    const current = await api.get("/api/v2/orders/current", { token: me.token });
    expect(current.body.line_items[0].box_design).toEqual({ id: design.id, design_status: "ready" });
  });

  it("can carry only the user's own design for the line's product", async () => {
    const me = await visitor();
    const stranger = await visitor();
    const theirs = await createDesign(stranger.token);
    const mine = await createDesign(me.token);
    const otherSize = await createDesign(me.token, { sku: SMALL_MAILER });
    const number = await cart(me.token);

    const foreign = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30, box_design_id: theirs.id }, { token: me.token });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error).toMatchObject({ code: "design_not_found", details: { field: "box_design_id", box_design_id: theirs.id } });
    const wrongProduct = await api.post(
      `/api/orders/${number}/line_items`,
      { line_item: { sku: MAILER, quantity: 30, box_design_id: otherSize.id } },
      { token: me.token },
    );
    expect(wrongProduct.body.error.code).toBe("design_not_found");
    const inBulk = await api.post(
      `/api/v2/orders/${number}/line_items/bulk_create`,
      {
        line_items_params: [
          { sku: MAILER, quantity: 30, box_design_id: mine.id },
          { sku: MAILER, quantity: 60, box_design_id: theirs.id },
        ],
      },
      { token: me.token },
    );
    expect(inBulk.body.error.code).toBe("design_not_found");
    expect(await storedLines(number, me.token)).toEqual([]);

    const added = await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30, box_design_id: mine.id }, { token: me.token });
    const lineId = added.body.line_items[0].id as number;
    const change = (box_design_id: number | null) =>
      api.put(`/api/orders/${number}/line_items/${lineId}`, { line_item: { box_design_id, quantity: 60 } }, { token: me.token });
    const swapped = await change(theirs.id);
    expect(swapped.status).toBe(422);
    expect(swapped.body.error.code).toBe("design_not_found");
    expect((await change(otherSize.id)).body.error.code).toBe("design_not_found");
    expect(await storedLines(number, me.token)).toEqual([expect.objectContaining({ boxDesignId: mine.id, quantity: 30 })]);

    const cleared = await change(null);
    expect(cleared.body.line_items[0]).toMatchObject({ box_design_id: null, box_design: null, quantity: 60, skipped_design: true });
  });
});

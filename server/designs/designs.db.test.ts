import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VARIANTS } from "@/server/catalog/variants";
import { database } from "@/server/db";
import { boxDesigns, orders } from "@/server/db/schema";
import { api, createDesign, MAILER, MAILER_INSIDE, mailerDocument, PLAIN_MAILER, SMALL_MAILER, upload, visitor } from "./testing";

// Its pattern is chosen from ready-made ones, not designed (printed tape itself is designed as a repeating pattern).
const TAPE = VARIANTS.find((variant) => variant.product.slug === "pre-printed-kraft-tape")!.sku;

async function storedDesign(id: number) {
  const db = await database();
  const [row] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id));
  return row;
}

async function designCount(userToken: string) {
  return ((await api.get("/api/box_designs/mine", { token: userToken })).body.box_designs as unknown[]).length;
}

describe("creating and listing designs", () => {
  it("start from a blank document for the sku's box and size, and are listed most recently changed first without documents", async () => {
    const me = await visitor();
    const first = await api.post("/api/box_designs", { box_design: { sku: MAILER, quantity: 60, name: "Summer mailer" } }, { token: me.token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: "Summer mailer",
      sku: MAILER,
      quantity: 60,
      design_status: "draft",
      document_version: 2,
      thumbnail_url: null,
      shared: false,
      has_share_link: false,
      thumbnail_file_id: null,
    });
    expect(first.body.document).toMatchObject({ version: 2, model: "mailer-box", inside: MAILER_INSIDE });
    for (const side of ["front", "top", "back", "left", "right", "bottom"]) expect(first.body.document.sides[side]).toEqual({ background: null, elements: [] });

    const second = await createDesign(me.token, { sku: SMALL_MAILER });
    expect(second.name).toBe("");
    expect(second.document.inside).toEqual({ length: 150, width: 100, height: 50 });

    const mine = await api.get("/api/box_designs/mine", { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.box_designs.map((design: { id: number }) => design.id)).toEqual([second.id, first.body.id]);
    expect(mine.body.box_designs[1]).toEqual({
      id: first.body.id,
      name: "Summer mailer",
      sku: MAILER,
      quantity: 60,
      design_status: "draft",
      thumbnail_url: null,
      created_at: first.body.created_at,
      updated_at: first.body.updated_at,
    });

    // Saving the older one brings it to the top.
    await api.put(`/api/box_designs/${first.body.id}`, { box_design: { name: "Summer mailer v2" } }, { token: me.token });
    const reordered = await api.get("/api/box_designs/mine", { token: me.token });
    expect(reordered.body.box_designs.map((design: { id: number }) => design.id)).toEqual([first.body.id, second.id]);

    const stranger = await visitor();
    expect((await api.get("/api/box_designs/mine", { token: stranger.token })).body).toEqual({ box_designs: [] });
    expect((await api.get("/api/box_designs/mine")).status).toBe(401);
  });

  it("keep a document given with them, with the user's own uploads", async () => {
    const me = await visitor();
    const file = await upload(me.token);
    const created = await createDesign(me.token, { document: mailerDocument([file], "#FFAA00") });
    // Stored as checked: colours normalized by lib/design.
    expect(created.document).toMatchObject({ sides: { front: { background: "#ffaa00", elements: [expect.objectContaining({ fileId: file })] } } });
    expect((await storedDesign(created.id))!.document).toEqual(created.document);
  });

  it("refuse products without a print design and bad input, and write nothing", async () => {
    const me = await visitor();
    const other = await visitor();
    const othersFile = await upload(other.token);
    const post = (box_design: Record<string, unknown>, token: string | null = me.token) =>
      api.post("/api/box_designs", { box_design }, { token: token ?? undefined });

    const tape = await post({ sku: TAPE });
    expect(tape.status).toBe(422);
    expect(tape.body.error).toMatchObject({ code: "not_designable", details: { field: "sku" } });
    expect((await post({ sku: PLAIN_MAILER })).body.error.code).toBe("not_designable");
    expect((await post({ sku: "no-such-box-1x1x1" })).body.error.code).toBe("unknown_sku");

    const badQuantity = await post({ sku: MAILER, quantity: 0 });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.error).toMatchObject({ code: "invalid_request", details: [expect.objectContaining({ path: "box_design.quantity" })] });
    expect((await post({ sku: MAILER, colour: "red" })).status).toBe(400);

    const invalid = await post({ sku: MAILER, document: { ...mailerDocument(), sides: { front: { background: "red-ish", elements: [] } } } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe("invalid_design");
    expect(invalid.body.error.details).toEqual([expect.objectContaining({ path: "sides.front.background" })]);

    const otherSize = await post({ sku: SMALL_MAILER, document: mailerDocument() });
    expect(otherSize.body.error).toMatchObject({ code: "invalid_design", details: [expect.objectContaining({ path: "inside" })] });

    // A shipping box has no inside to print on: inside artwork would be kept and never printed (ADR 0039).
    const shipping = { version: 2, model: "shipping-box", inside: { length: 400, width: 300, height: 200 } };
    const insideOfShipping = await post({
      sku: "shipping-box-400x300x200",
      document: { ...shipping, sides: { "inside-bottom": { background: "#00ff00", elements: [] } } },
    });
    expect(insideOfShipping.body.error).toMatchObject({
      code: "invalid_design",
      details: [{ path: "sides.inside-bottom", message: "A shipping-box is not printed inside" }],
    });

    const notMine = await post({ sku: MAILER, document: mailerDocument([othersFile]) });
    expect(notMine.status).toBe(422);
    expect(notMine.body.error).toMatchObject({ code: "file_not_found", details: { file_ids: [othersFile] } });

    expect((await post({ sku: MAILER }, null)).status).toBe(401);
    expect(await designCount(me.token)).toBe(0);

    // A blank inside side is harmless, and a mailer keeps its inside artwork.
    expect(
      (await post({ sku: "shipping-box-400x300x200", document: { ...shipping, sides: { "inside-bottom": { background: null, elements: [] } } } })).status,
    ).toBe(201);
    const inside = await post({ sku: MAILER, document: { ...mailerDocument(), sides: { "inside-top": { background: "#00ff00", elements: [] } } } });
    expect(inside.status).toBe(201);
  });
});

describe("reading and saving a design", () => {
  it("is for its owner only: others are told it does not exist", async () => {
    const me = await visitor();
    const design = await createDesign(me.token, { name: "Mine" });
    const read = await api.get(`/api/box_designs/${design.id}`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: design.id, name: "Mine", shared: false });

    const stranger = await visitor();
    const foreign = await api.get(`/api/box_designs/${design.id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect((await api.get(`/api/box_designs/${design.id + 1000}`, { token: me.token })).status).toBe(404);
    expect((await api.get(`/api/box_designs/${design.id}`)).status).toBe(401);
    expect((await api.get(`/api/box_designs/${design.id}`, { token: "not-a-token" })).status).toBe(401);
    expect((await api.get("/api/box_designs/abc", { token: me.token })).status).toBe(400);
  });

  it("saves every change at once, or nothing when any part is wrong", async () => {
    const me = await visitor();
    const other = await visitor();
    const [file, thumbnail, othersFile] = await Promise.all([upload(me.token), upload(me.token, "#00ff00"), upload(other.token)]);
    const design = await createDesign(me.token, { name: "Draft" });

    const saved = await api.put(
      `/api/box_designs/${design.id}`,
      { box_design: { name: "Final", quantity: 120, document: mailerDocument([file]), design_status: "ready", thumbnail_file_id: thumbnail } },
      { token: me.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Final", quantity: 120, design_status: "ready", thumbnail_file_id: thumbnail });
    expect(saved.body.thumbnail_url).toMatch(new RegExp(`^/api/box_designs/${design.id}/thumbnail\\?v=\\w+$`));
    expect(saved.body.document.sides.front.elements[0].fileId).toBe(file);
    expect(new Date(saved.body.updated_at).getTime()).toBeGreaterThan(new Date(design.updated_at).getTime());
    const before = await storedDesign(design.id);

    const put = (box_design: Record<string, unknown>, token: string | null = me.token) =>
      api.put(`/api/box_designs/${design.id}`, { box_design }, { token: token ?? undefined });
    const invalid = await put({ name: "Broken", document: { ...mailerDocument(), version: 7 } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toMatchObject({ code: "invalid_design", details: [expect.objectContaining({ path: "version" })] });
    const foreignImage = await put({ name: "Borrowed", document: mailerDocument([file, othersFile]) });
    expect(foreignImage.body.error).toMatchObject({ code: "file_not_found", details: { file_ids: [othersFile] } });
    const foreignThumbnail = await put({ thumbnail_file_id: othersFile });
    expect(foreignThumbnail.body.error.code).toBe("file_not_found");
    const otherBox = await put({ document: { ...mailerDocument(), model: "shipping-box" } });
    expect(otherBox.body.error).toMatchObject({ code: "invalid_design", details: [expect.objectContaining({ path: "model" })] });
    expect((await put({ design_status: "printed" })).status).toBe(400);
    expect((await put({ sku: "another-sku" })).status).toBe(400);
    expect((await put({ name: "Stolen" }, other.token)).status).toBe(404);
    expect((await put({ name: "Anonymous" }, null)).status).toBe(401);

    expect(await storedDesign(design.id)).toEqual(before);
  });

  it("refuses a stale autosave from another tab, so the newer save is never lost", async () => {
    const me = await visitor();
    const design = await createDesign(me.token);
    const opened = design.updated_at;
    const put = (body: Record<string, unknown>) => api.put(`/api/box_designs/${design.id}`, { box_design: body }, { token: me.token });

    const firstTab = await put({ document: mailerDocument([], "#111111"), base_updated_at: opened });
    expect(firstTab.status).toBe(200);
    const secondTab = await put({ document: mailerDocument([], "#222222"), base_updated_at: opened });
    expect(secondTab.status).toBe(409);
    expect(secondTab.body.error).toMatchObject({ code: "design_changed", details: { updated_at: firstTab.body.updated_at } });
    expect((await storedDesign(design.id))!.document).toMatchObject({ sides: { front: { background: "#111111" } } });

    // After reloading, the second tab saves on top of the first.
    const reloaded = await put({ document: mailerDocument([], "#333333"), base_updated_at: secondTab.body.error.details.updated_at });
    expect(reloaded.status).toBe(200);

    // Two tabs saving at the same moment from the same version: one wins, the other is told.
    const base = reloaded.body.updated_at;
    const race = await Promise.all(["#444444", "#555555"].map((colour) => put({ document: mailerDocument([], colour), base_updated_at: base })));
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = race.find((answer) => answer.status === 200)!;
    expect((await storedDesign(design.id))!.document).toEqual(winner.body.document);

    // A save without a base (the last word) and an empty change with a stale base.
    expect((await put({ name: "Without base" })).status).toBe(200);
    expect((await put({ base_updated_at: base })).status).toBe(409);
    expect((await put({ base_updated_at: "yesterday" })).status).toBe(400);
  });

  it("keeps what a placed order prints: its document, status and thumbnail no longer change, its name may", async () => {
    const me = await visitor();
    const design = await createDesign(me.token);
    const put = (body: Record<string, unknown>) => api.put(`/api/box_designs/${design.id}`, { box_design: body }, { token: me.token });
    const number = (await api.post("/api/v2/orders", {}, { token: me.token })).body.number as string;
    await api.post(`/api/v2/orders/${number}/line_item`, { sku: MAILER, quantity: 30, box_design_id: design.id }, { token: me.token });
    // In the cart the design still changes with the shopper's work.
    expect((await put({ document: mailerDocument([], "#111111") })).status).toBe(200);

    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, number));
    const before = await storedDesign(design.id);
    for (const change of [{ document: mailerDocument([], "#222222") }, { design_status: "ready" }, { thumbnail_file_id: null }]) {
      const refused = await put(change);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: "design_ordered", details: { order_number: number } });
    }
    const stale = await put({ document: mailerDocument([], "#333333"), base_updated_at: design.updated_at });
    expect(stale.body.error.code).toBe("design_ordered");
    expect(await storedDesign(design.id)).toEqual(before);

    const renamed = await put({ name: "Spring mailer" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Spring mailer");
    // A copy is the shopper's to change.
    const copy = (await api.post(`/api/box_designs/${design.id}/duplicate`, {}, { token: me.token })).body;
    expect((await api.put(`/api/box_designs/${copy.id}`, { box_design: { document: mailerDocument([], "#444444") } }, { token: me.token })).status).toBe(200);
  });
});

describe("copies", () => {
  it("are drafts named with the next number, without the share link", async () => {
    const me = await visitor();
    const file = await upload(me.token);
    const original = await createDesign(me.token, { name: "Mailer", quantity: 90, document: mailerDocument([file]) });
    await api.put(`/api/box_designs/${original.id}`, { box_design: { design_status: "ready" } }, { token: me.token });
    await api.post(`/api/box_designs/${original.id}/share`, {}, { token: me.token });

    const copy = await api.post(`/api/box_designs/${original.id}/duplicate`, undefined, { token: me.token });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "Mailer (2)",
      sku: MAILER,
      quantity: 90,
      design_status: "draft",
      has_share_link: false,
      document: original.document,
    });
    expect(copy.body.id).not.toBe(original.id);
    const again = await api.post(`/api/box_designs/${original.id}/duplicate`, undefined, { token: me.token });
    expect(again.body.name).toBe("Mailer (3)");
    const ofCopy = await api.post(`/api/box_designs/${copy.body.id}/duplicate`, undefined, { token: me.token });
    expect(ofCopy.body.name).toBe("Mailer (4)");

    const stranger = await visitor();
    expect((await api.post(`/api/box_designs/${original.id}/duplicate`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await api.post(`/api/box_designs/${original.id}/duplicate`)).status).toBe(401);
    expect(await designCount(me.token)).toBe(4);
    expect(await designCount(stranger.token)).toBe(0);
  });
});

describe("old projects", () => {
  const v1 = (objects: Record<string, unknown>[], dimensions = "200x150x70") => ({
    version: 1,
    boxModel: "mailer-box",
    dimensions,
    objects,
    backgrounds: { przód: "white" },
  });

  it("are converted into the design's document, which becomes a draft to look over", async () => {
    const me = await visitor();
    const file = await upload(me.token);
    const design = await createDesign(me.token);
    await api.put(`/api/box_designs/${design.id}`, { box_design: { design_status: "ready" } }, { token: me.token });
    const converted = await api.post(
      `/api/box_designs/${design.id}/convert_from_v1`,
      {
        document: v1([
          { kind: "txt", side: "przód", left: 72, top: 72, w: 144, h: 36, content: "Hello" },
          { kind: "img", side: "góra", left: 0, top: 0, w: 72, h: 72, src: file },
        ]),
      },
      { token: me.token },
    );
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({ design_status: "draft", document_version: 2 });
    expect(converted.body.document).toMatchObject({
      version: 2,
      model: "mailer-box",
      inside: MAILER_INSIDE,
      sides: {
        front: { background: "#ffffff", elements: [expect.objectContaining({ type: "text", text: "Hello", x: 25.4, y: 25.4 })] },
        top: { elements: [expect.objectContaining({ type: "image", fileId: file })] },
      },
    });
    expect((await storedDesign(design.id))!.document).toEqual(converted.body.document);
  });

  it("that cannot be converted exactly change nothing", async () => {
    const me = await visitor();
    const other = await visitor();
    const othersFile = await upload(other.token);
    const design = await createDesign(me.token);
    const before = await storedDesign(design.id);
    const convert = (document: unknown, token: string | null = me.token) =>
      api.post(`/api/box_designs/${design.id}/convert_from_v1`, { document }, { token: token ?? undefined });

    const unknownSide = await convert(v1([{ kind: "rect", side: "środek", left: 0, top: 0, w: 10, h: 10 }]));
    expect(unknownSide.status).toBe(422);
    expect(unknownSide.body.error).toMatchObject({ code: "invalid_design", details: [expect.objectContaining({ path: "objects.0.side" })] });
    expect((await convert(v1([], "150x100x50"))).body.error).toMatchObject({ code: "invalid_design", details: [expect.objectContaining({ path: "inside" })] });
    expect((await convert(v1([{ kind: "img", side: "przód", left: 0, top: 0, w: 10, h: 10, src: othersFile }]))).body.error.code).toBe("file_not_found");
    expect((await api.post(`/api/box_designs/${design.id}/convert_from_v1`, {}, { token: me.token })).status).toBe(400);
    expect((await convert(v1([]), other.token)).status).toBe(404);
    expect((await convert(v1([]), null)).status).toBe(401);
    expect(await storedDesign(design.id)).toEqual(before);
  });
});

describe("deleting a design", () => {
  it("removes it for its owner only", async () => {
    const me = await visitor();
    const stranger = await visitor();
    const design = await createDesign(me.token);
    expect((await api.delete(`/api/box_designs/${design.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.delete(`/api/box_designs/${design.id}`)).status).toBe(401);
    expect(await storedDesign(design.id)).toBeDefined();

    const deleted = await api.delete(`/api/box_designs/${design.id}`, { token: me.token });
    expect(deleted.status).toBe(204);
    expect(await storedDesign(design.id)).toBeUndefined();
    expect((await api.get(`/api/box_designs/${design.id}`, { token: me.token })).status).toBe(404);
    expect((await api.delete(`/api/box_designs/${design.id}`, { token: me.token })).status).toBe(404);
  });

  it("keeps a design a placed order prints, and lets carts holding it go on without it", async () => {
    const me = await visitor();
    const design = await createDesign(me.token);
    const cart = (await api.post("/api/v2/orders", {}, { token: me.token })).body.number as string;
    const added = await api.post(`/api/v2/orders/${cart}/line_item`, { sku: MAILER, quantity: 30, box_design_id: design.id }, { token: me.token });
    expect(added.body.line_items[0].box_design).toEqual({ id: design.id, design_status: "draft" });

    const placed = (await api.post("/api/v2/orders", {}, { token: me.token })).body.number as string;
    await api.post(`/api/v2/orders/${placed}/line_item`, { sku: MAILER, quantity: 60, box_design_id: design.id }, { token: me.token });
    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, placed));

    const refused = await api.delete(`/api/box_designs/${design.id}`, { token: me.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "design_ordered", details: { order_number: placed } });
    expect((await api.get(`/api/orders/${cart}`, { token: me.token })).body.line_items[0].box_design).toEqual({ id: design.id, design_status: "draft" });

    // Once the placed order is gone from the picture (canceled), the design can go; the cart line stays, without it.
    await db.update(orders).set({ state: "canceled" }).where(eq(orders.number, placed));
    expect((await api.delete(`/api/box_designs/${design.id}`, { token: me.token })).status).toBe(204);
    const line = (await api.get(`/api/orders/${cart}`, { token: me.token })).body.line_items[0];
    expect(line).toMatchObject({ sku: MAILER, box_design_id: null, box_design: null, skipped_design: true });
  });
});

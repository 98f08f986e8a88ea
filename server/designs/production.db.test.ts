import { eq } from "drizzle-orm";
import { PDFArray, PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { orders, users } from "@/server/db/schema";
import { account, api, createDesign, MAILER, mailerDocument, upload, visitor } from "./testing";

async function download(id: number, token?: string) {
  return api.raw(`/api/box_designs/${id}/production_files`, { headers: token ? { "X-Api-Token": token } : {} });
}

describe("production files", () => {
  it("give the owner a print-ready PDF of the net with the artwork and the cut and crease layers", async () => {
    const owner = await visitor();
    const fileId = await upload(owner.token);
    const design = await createDesign(owner.token, { document: mailerDocument([fileId], "#2244aa") });

    const response = await download(design.id, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    const groups = pdf.catalog.lookup(PDFName.of("OCProperties"), PDFDict).lookup(PDFName.of("OCGs"), PDFArray);
    const layerNames = groups.asArray().map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("Name"))!.toString());
    expect(layerNames).toEqual(expect.arrayContaining(["(Cut)", "(Crease)"]));
    // The uploaded picture is embedded at full resolution.
    const resources = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
    expect(resources.keys().length).toBeGreaterThan(0);
  });

  it("are refused to other shoppers and without a token, and open to order managers", async () => {
    const owner = await visitor();
    const design = await createDesign(owner.token);
    const stranger = await visitor();
    expect((await download(design.id, stranger.token)).status).toBe(404);
    expect((await download(design.id)).status).toBe(401);

    const manager = await account("Maria");
    const db = await database();
    await db.update(users).set({ manager: true }).where(eq(users.id, manager.id));
    expect((await download(design.id, manager.token)).status).toBe(200);
    expect((await download(999_999_999, manager.token)).status).toBe(404);
  });

  it("say what to make: the ordered line's configuration in the margin line and the keywords", async () => {
    const owner = await visitor();
    const design = await createDesign(owner.token);
    const before = await PDFDocument.load(new Uint8Array(await (await download(design.id, owner.token)).arrayBuffer()));
    expect(before.getKeywords()).toBeUndefined();

    const { body: order } = await api.post("/api/v2/orders", {}, { token: owner.token, region: "eu" });
    const added = await api.post(
      `/api/v2/orders/${order.number}/line_item`,
      {
        sku: MAILER,
        quantity: 500,
        box_design_id: design.id,
        options: { material: "cardboard-coated", print_mode: "print-color-hd", finish: "foil-matte", print_quality: "hd-plus" },
        express_delivery_option_id: "express-production",
        paid_assets: ["service-fsc-certificate"],
      },
      { token: owner.token, region: "eu" },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // Placed: how it got paid is the payments' tests' concern.
    const db = await database();
    await db.update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, order.number));

    const pdf = await PDFDocument.load(new Uint8Array(await (await download(design.id, owner.token)).arrayBuffer()));
    expect(pdf.getKeywords()).toBe(
      `order ${order.number}, ${MAILER} x 500, cardboard-coated, print-color-hd, foil-matte, hd-plus, express-production, service-fsc-certificate`,
    );
  });

  describe("of a design printed inside", () => {
    const DOUBLE_SIDED = "mailer-box-full-color-double-sided-200x150x70";
    const withInside = () => ({
      ...mailerDocument([], "#ff0000"),
      sides: { front: { background: "#ff0000", elements: [] }, "inside-top": { background: "#00ff00", elements: [] } },
    });
    const pagesOf = async (id: number, token: string) =>
      (await PDFDocument.load(new Uint8Array(await (await download(id, token)).arrayBuffer()))).getPageCount();

    async function order(token: string, designId: number, printMode: string) {
      const { body } = await api.post("/api/v2/orders", {}, { token, region: "eu" });
      const added = await api.post(
        `/api/v2/orders/${body.number}/line_item`,
        { sku: DOUBLE_SIDED, quantity: 30, box_design_id: designId, options: { print_mode: printMode } },
        { token, region: "eu" },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await (await database()).update(orders).set({ state: "complete", completedAt: new Date() }).where(eq(orders.number, body.number));
      return body.number as string;
    }

    it("keeps the inside sides it was saved with and proofs them on a second page before it is ordered", async () => {
      const owner = await visitor();
      const design = await createDesign(owner.token, { sku: DOUBLE_SIDED, document: withInside() });
      expect((design.document.sides as Record<string, unknown>)["inside-top"]).toEqual({ background: "#00ff00", elements: [] });
      expect(await pagesOf(design.id, owner.token)).toBe(2);
    });

    it("prints the back of the board when the ordered print mode prints inside", async () => {
      const owner = await visitor();
      const design = await createDesign(owner.token, { sku: DOUBLE_SIDED, document: withInside() });
      await order(owner.token, design.id, "print-indigo-color-with-inside");
      expect(await pagesOf(design.id, owner.token)).toBe(2);
    });

    it("prints no inside for an outside-only print mode, and says so to prepress", async () => {
      const owner = await visitor();
      const design = await createDesign(owner.token, { sku: DOUBLE_SIDED, document: withInside() });
      const number = await order(owner.token, design.id, "print-indigo-color");
      const pdf = await PDFDocument.load(new Uint8Array(await (await download(design.id, owner.token)).arrayBuffer()));
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getKeywords()).toBe(
        `order ${number}, ${DOUBLE_SIDED} x 30, print-indigo-color, inside artwork not printed (the print mode prints outside only)`,
      );
    });
  });

  it("are made for tissue paper, tape and the paper can from the design the shopper made for their sku", async () => {
    const owner = await visitor();
    const cases = [
      { sku: "tissue-paper-500x700", inside: { length: 500, width: 700, height: 0 }, page: [500, 700] },
      { sku: "kraft-tape-50000x50", inside: { length: 50000, width: 50, height: 0 }, page: [300, 50] },
      { sku: "paper-can-73x73x100", inside: { length: 73, width: 73, height: 100 }, page: null },
    ];
    for (const { sku, inside, page } of cases) {
      const created = await api.post("/api/box_designs", { box_design: { sku } }, { token: owner.token });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id, document } = created.body as { id: number; document: { inside: unknown } };
      expect(document.inside).toEqual(inside);
      const response = await download(id, owner.token);
      expect(response.status).toBe(200);
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      if (page) {
        // The sheet, or one repeat of the tape, with bleed (3 mm) and margin (10 mm) all round.
        const { width, height } = pdf.getPage(0).getSize();
        expect(Math.round((width * 25.4) / 72)).toBe(page[0]! + 26);
        expect(Math.round((height * 25.4) / 72)).toBe(page[1]! + 26);
      }
    }
  });
});

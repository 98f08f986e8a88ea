import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHAPE_LIBRARY } from "@/lib/design/shape-library";
import { database } from "@/server/db";
import { boxDesigns } from "@/server/db/schema";
import { api, createDesign, MAILER_INSIDE, visitor } from "./testing";

/** A design holding shapes of the library is saved as sent; path data outside the safe grammar is refused whole (ADR 0047). */

async function storedDocument(id: number) {
  const db = await database();
  const [row] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id));
  return row?.document;
}

const drawn = (id: string, path: string) => ({
  id,
  type: "shape",
  shape: "path",
  path,
  x: 10,
  y: 10,
  width: 40,
  height: 40,
  rotation: 0,
  opacity: 1,
  fill: "#000000",
  stroke: null,
  strokeWidth: 0,
});
const documentWith = (elements: unknown[]) => ({ version: 2, model: "mailer-box", inside: MAILER_INSIDE, sides: { front: { background: null, elements } } });

describe("drawn shapes through the designs API", () => {
  it("keeps every library shape as sent, and refuses script-like path data without writing anything", async () => {
    const me = await visitor();
    const design = await createDesign(me.token);
    const shapes = SHAPE_LIBRARY.flatMap((item) => ("path" in item ? [drawn(`shape-${item.id}`, item.path)] : []));
    const saved = await api.put(`/api/box_designs/${design.id}`, { box_design: { document: documentWith(shapes) } }, { token: me.token });
    expect(saved.status).toBe(200);
    expect(saved.body.document.sides.front.elements).toEqual(shapes);
    const before = await storedDocument(design.id);

    for (const path of ['M0 0L1 1"/><script>alert(1)</script>', "javascript:alert(1)", `M0 0${"L1 1".repeat(2000)}`]) {
      const refused = await api.put(`/api/box_designs/${design.id}`, { box_design: { document: documentWith([drawn("bad", path)]) } }, { token: me.token });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: "invalid_design", details: [expect.objectContaining({ path: "sides.front.elements.0.path" })] });
    }
    expect(await storedDocument(design.id)).toEqual(before);
  });
});

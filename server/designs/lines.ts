import { and, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { boxDesigns } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { thumbnailUrlOf, type DesignRow } from "./serialize";

/** Designs on order lines: which design a line may carry, and what the order shows of it. */

/**
 * A line may carry only a design of the order's user made for the line's sku. The
 * design row is share-locked until the order's change commits, so a deletion
 * running at the same moment waits and then finds the line.
 */
export async function requireDesignForLine(tx: Database | Tx, userId: number, designId: number, sku: string): Promise<void> {
  const [design] = await tx
    .select({ id: boxDesigns.id })
    .from(boxDesigns)
    .where(and(eq(boxDesigns.id, designId), eq(boxDesigns.userId, userId), eq(boxDesigns.sku, sku)))
    .for("share");
  if (!design)
    throw new HttpError(422, "design_not_found", "No such box design of yours for this product", { field: "box_design_id", box_design_id: designId, sku });
}

export interface LineDesign {
  id: number;
  status: DesignRow["status"];
  thumbnailUrl: string | null;
}

/** The designs an order's lines carry, in one query, by design id. */
export async function designsOnLines(db: Database | Tx, lines: readonly { boxDesignId: number | null }[]): Promise<Map<number, LineDesign>> {
  const ids = [...new Set(lines.map((line) => line.boxDesignId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: boxDesigns.id, status: boxDesigns.status, thumbnailFileId: boxDesigns.thumbnailFileId })
    .from(boxDesigns)
    .where(inArray(boxDesigns.id, ids));
  return new Map(rows.map((row) => [row.id, { id: row.id, status: row.status, thumbnailUrl: thumbnailUrlOf(row) }]));
}
